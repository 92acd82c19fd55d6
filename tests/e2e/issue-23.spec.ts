import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { answersTyping } from "./hydration";

// What a visitor still tripped over (issue 23), one test per problem; problem 3 has its own spec
// (focus-not-obscured.spec.ts), problem 1's are beside each page's other tests.

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

async function workshopReady(page: Page) {
  await page.goto("/");
  return answersTyping(page.getByRole("textbox", { name: "Your bio" }), "ready?", page.getByText("144 chars left"));
}

/** The heights of the sticky and fixed bars stuck to the top or the bottom of the viewport. */
async function stuckBars(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const bars: Record<string, number> = {};
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const { position } = getComputedStyle(element);
      if (position !== "sticky" && position !== "fixed") continue;
      const box = element.getBoundingClientRect();
      if (box.height === 0 || box.width === 0) continue;
      const atTop = Math.abs(box.top - 0) < 1 || (position === "sticky" && box.top <= 80 && box.top >= 0);
      const atBottom = Math.abs(box.bottom - window.innerHeight) < 1;
      if (!atTop && !atBottom) continue;
      // A sticky element stuck to the top sits at its `top`; one that is not stuck has scrolled past.
      if (position === "sticky" && Math.abs(box.top - parseFloat(getComputedStyle(element).top)) > 1) continue;
      bars[element.getAttribute("aria-label") ?? element.tagName.toLowerCase()] = Math.round(box.height);
    }
    return bars;
  });
}

test.describe("6. phones: less fixed chrome, a docked bar that reads, 'Use This Bio' that goes to the editor", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("mid-page, the bars fixed at the top and bottom take at most 110 of 844 px", async ({ page }) => {
    const editor = await workshopReady(page);
    await editor.fill("Maya Chen");
    await page.locator("#fonts").scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect(page.getByTestId("docked-bar")).toBeVisible();
    const bars = await stuckBars(page);
    const total = Object.values(bars).reduce((sum, height) => sum + height, 0);
    expect(total, JSON.stringify(bars)).toBeLessThanOrEqual(110);
    // The tools stay one tap away, and the editor too.
    await expect(page.getByRole("navigation", { name: "Jump to a tool" })).toBeInViewport();
  });

  test("the docked bar shows 'Your bio is empty' whole", async ({ page }) => {
    const editor = await workshopReady(page);
    await expect(editor).toHaveValue("");
    await page.locator("#fonts").scrollIntoViewIfNeeded();
    const empty = page.getByTestId("docked-bio");
    await expect(empty).toHaveText("Your bio is empty");
    expect(await empty.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
  });

  test("'Use This Bio' and a template bring the editor into view with the bio in it", async ({ page }) => {
    const editor = await workshopReady(page);
    await page.route("**/api/generate-bio", (route) =>
      route.fulfill({
        json: {
          bios: ["Night-shift nurse\nSunrise runner\nTea over coffee", "Second bio", "Third bio"],
          source: "composer",
          sources: ["composer", "composer", "composer"],
        },
      }),
    );
    await page.getByLabel("Profession").fill("nurse");
    await page.getByRole("button", { name: "Generate AI Bio" }).click();
    const use = page.getByRole("button", { name: "Use This Bio" }).first();
    await use.scrollIntoViewIfNeeded();
    await expect(editor).not.toBeInViewport();
    await use.click();
    await expect(editor).toHaveValue("Night-shift nurse\nSunrise runner\nTea over coffee");
    await expect(editor).toBeInViewport();

    const template = page.getByRole("button", { name: "Use the Business template" });
    await template.scrollIntoViewIfNeeded();
    await expect(editor).not.toBeInViewport();
    await template.click();
    await expect(editor).toBeInViewport();
  });
});

test.describe("7. category cards", () => {
  test("are compact on a phone and say 'Bio #n' beside their badge", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/funny-bios");
    const grid = page.getByRole("list", { name: /^Generated .* bios$/ });
    const cards = grid.locator(":scope > li");
    await expect(cards).toHaveCount(6);
    for (let index = 0; index < 6; index++) {
      await expect(cards.nth(index).getByRole("heading")).toHaveText(`Bio #${index + 1}`);
    }
    await expect(grid.getByText(/AI Bio/)).toHaveCount(0);
    // Six cards took 1,760 px of a phone's scrolling (280 px each, whatever the bio); the rows now
    // hold the tallest bio of the pools in 236 px.
    const height = (await grid.boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(6 * 236 + 5 * 16);
  });
});

test.describe("8. Template Collection", () => {
  test("every search its hint suggests finds templates, and the intro and the note agree about the order", async ({
    page,
  }) => {
    await page.goto("/features/template-collection");
    const hint = await page.getByRole("searchbox", { name: "Search templates" }).getAttribute("placeholder");
    const words = hint!
      .replace("…", "")
      .split(",")
      .map((word) => word.trim());
    expect(words).toContain("fitness");
    for (const word of words) {
      await page.goto(`/features/template-collection?q=${encodeURIComponent(word)}`);
      await expect(page.getByText("No templates found matching your search."), `'${word}'`).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^Copy Template: / }).first(), `'${word}'`).toBeVisible();
    }
    const main = (await page.getByRole("main").innerText()).toLowerCase();
    expect(main).not.toContain("popularity");
    expect(main).not.toContain("most popular");
    await expect(page.getByText(/ordered by our editorial rating/)).toBeVisible();
  });
});

test.describe("10. small ones", () => {
  test("an empty symbol search says nothing of symbols to select", async ({ page }) => {
    await page.goto("/features/symbol-library?q=unicorn-free%20zone");
    await expect(page.getByText("No symbols found matching your search.")).toBeVisible();
    await expect(page.getByText(/Select one to copy it/)).toHaveCount(0);
  });

  test("a bio handed to the home editor is kept to the editor's 200-character cap", async ({ page }) => {
    const long = "Sunrise runner and slow cook. ".repeat(12);
    expect(long.length).toBeGreaterThan(300);
    await page.goto(`/#text=${encodeURIComponent(long)}`);
    const editor = page.getByRole("textbox", { name: "Your bio" });
    await expect(editor).not.toHaveValue("");
    expect((await editor.inputValue()).length).toBe(200);
    await expect(page.getByText("50 over the limit: shorten it before you paste.")).toBeVisible();
  });
});

test("11. Circled, Squared and Bubble say they may show as boxes on some phones; other styles do not", async ({
  page,
}) => {
  await page.goto("/features/fancy-font-styles");
  const list = page.getByRole("list", { name: "Font styles" });
  for (const key of ["circled", "squared", "bubble"]) {
    await expect(list.locator(`li[data-style="${key}"]`).getByText("May show as boxes on some phones")).toHaveCount(1);
  }
  await expect(list.getByText("May show as boxes on some phones")).toHaveCount(3);
});
