import { expect, test } from "./fixtures";
import { hydrated } from "./hydration";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

// Issue 23, item 5: toasts sit bottom-right (the spec), never over the header on a phone, and never
// over the card whose result they announce.
for (const width of [1280, 390]) {
  test(`at ${width} px a toast appears at the bottom right, clear of the header and of the card it announces`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/funny-bios");
    const card = page
      .getByRole("list", { name: /^Generated .* bios$/ })
      .getByRole("listitem")
      .first();
    const copy = await hydrated(card.getByRole("button", { name: "Copy Bio" }));
    await copy.click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Bio Copied" });
    await expect(toast).toBeVisible();
    // Sonner slides the toast in: measure where it settles.
    await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThan(844 / 2);
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(width - 48);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const header = (await page.locator("header").first().boundingBox())!;
    expect(box.y).toBeGreaterThan(header.y + header.height);
    const announced = (await card.boundingBox())!;
    const overlaps = box.y < announced.y + announced.height && announced.y < box.y + box.height;
    expect(overlaps).toBe(false);
  });
}
