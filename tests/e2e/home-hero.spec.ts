import type { Page } from "@playwright/test";

import { HERO_EXAMPLES } from "../../domain/templates/hero-examples";

import { expect, test } from "./fixtures";
import { answersTyping, hydrated } from "./hydration";

/**
 * The home page's first screen (issue 23, 'A look of its own'; docs/design.md, "Home"): a phone
 * showing a finished bio, which follows what the visitor types or picks.
 */
const heroBio = (page: Page) => page.getByTestId("hero-bio").evaluate((element) => element.textContent);
const examples = (page: Page) => page.getByRole("group", { name: "Try an example in the editor" });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width} px the first screen shows the phone with a finished bio`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const phone = page.getByTestId("hero-bio");
    await expect(phone).toBeVisible();
    expect(await heroBio(page)).toBe(HERO_EXAMPLES[0]!.text);
    // The bio itself, not only the phone's top, is on the first screen.
    const box = (await phone.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // The one line that says what happens is there too.
    const line = page.getByText("Type a few words, see a finished bio on your profile, copy it.");
    await expect(line).toBeInViewport();
    // The phone and the glow behind it stay inside the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test("the phone follows the editor as the visitor types, and an example picked goes into the editor", async ({
  page,
}) => {
  await page.goto("/");
  const editor = await answersTyping(
    page.getByRole("textbox", { name: "Your bio" }),
    "ready?",
    page.getByText("144 chars left"),
  );
  await editor.fill("Nurse by night ☕\nBaker by day");
  await expect.poll(() => heroBio(page)).toBe("Nurse by night ☕\nBaker by day");
  await expect(page.getByText("Your bio on an Instagram profile", { exact: false })).toBeVisible();

  const coffee = HERO_EXAMPLES.find((example) => example.label === "Coffee shop")!;
  const chip = examples(page).getByRole("button", { name: "Coffee shop" });
  await chip.click();
  await expect(editor).toHaveValue(coffee.text);
  await expect(chip).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => heroBio(page)).toBe(coffee.text);
  // The workshop's own preview shows the same bio.
  await expect
    .poll(() =>
      page
        .locator("#preview")
        .getByTestId("preview-bio")
        .evaluate((element) => element.textContent),
    )
    .toBe(coffee.text);

  // Emptied, the phone goes back to an example instead of an empty profile.
  await editor.fill("");
  await expect.poll(() => heroBio(page)).toBe(coffee.text);
  await expect(chip).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("An example bio on an Instagram profile", { exact: false })).toBeVisible();
});

test("the phone repeats the Preview, so assistive technology meets it once, in the workshop", async ({ page }) => {
  await page.goto("/");
  const phone = page.locator("figure").filter({ has: page.getByTestId("hero-bio") });
  await hydrated(examples(page).getByRole("button").first());
  // Its 'more' button and profile parts are out of the tab order and the accessibility tree.
  await expect(phone.locator("[inert][aria-hidden='true']")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Social Bio Generator");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone shows the first example, and the examples wait for JavaScript", async ({ page }) => {
    await page.goto("/");
    expect(await heroBio(page)).toBe(HERO_EXAMPLES[0]!.text);
    for (const example of HERO_EXAMPLES) {
      await expect(examples(page).getByRole("button", { name: example.label })).toBeDisabled();
    }
    await expect(page.getByRole("link", { name: "Write your own" })).toHaveAttribute("href", "#bio-editor");
  });
});
