import type { Page } from "@playwright/test";

import { editorHandoffHref } from "../../app/components/bio/editor-handoff";
import { AI_GENERATOR_FEATURE_CARDS, AI_GENERATOR_STEPS } from "../../domain/content/ai-generator-page";
import { AI_BIO_GENERATOR_ARTICLE } from "../../domain/content/articles/ai-bio-generator";
import { PLATFORM_LIMITS } from "../../domain/text/platforms";

import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";
import { delayScripts, hydrated } from "./hydration";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const PATH = "/ai-bio-generator";

async function formReady(page: Page) {
  await page.goto(PATH);
  await hydrated(page.getByRole("button", { name: "Generate AI Bio" }));
}

async function generateFor(page: Page, profession: string) {
  await page.getByLabel("Profession").fill(profession);
  await page.getByRole("button", { name: "Generate AI Bio" }).click();
  await expect(page.getByText("Perfect 3-Line Bios Generated")).toBeVisible();
  const bios = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Use This Bio" }) });
  await expect(bios).toHaveCount(3);
  return bios;
}

test("its HTML has the form, the empty 'your bio' panel, the feature cards, the four steps and the article", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Bio Generator");
  for (const label of ["Interests & Hobbies", "Profession", "Personality (Optional)"]) {
    await expect(page.getByLabel(label)).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Generate AI Bio" })).toBeVisible();
  const panel = page.getByRole("region", { name: "Your bio" });
  await expect(panel).toContainText("Use This Bio");
  for (const card of AI_GENERATOR_FEATURE_CARDS)
    await expect(page.getByRole("heading", { name: card.title })).toBeVisible();
  const steps = page.getByRole("region", { name: "How it works, in four steps" }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  for (const [index, step] of AI_GENERATOR_STEPS.entries()) await expect(steps.nth(index)).toContainText(step.title);
  await expect(page.getByRole("heading", { level: 2, name: AI_BIO_GENERATOR_ARTICLE.title })).toBeVisible();
  const bar = page.getByRole("navigation", { name: "Bio categories" });
  await expect(bar.getByRole("link", { name: "AI Generator" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await context.close();
});

test("the chosen bio comes back to the page: shown with its count, copied, and opened in the workshop", async ({
  page,
}) => {
  await formReady(page);
  const bios = await generateFor(page, "florist");
  const chosen = await bios.nth(1).locator("p").innerText();
  await bios.nth(1).getByRole("button", { name: "Use This Bio" }).click();

  const panel = page.getByRole("region", { name: "Your bio" });
  await expect(panel.getByTestId("your-bio")).toHaveText(chosen);
  await expect(panel.getByRole("heading", { name: "Your bio" })).toBeFocused();
  const graphemes = await page.evaluate((text) => [...new Intl.Segmenter().segment(text)].length, chosen);
  await expect(panel).toContainText(`${graphemes}/${PLATFORM_LIMITS.instagram.limit} characters on Instagram`);

  // The results make the form taller than the side column: the feature cards still follow the
  // panel closely (no stretched first row between them).
  const features = page.locator(`section[aria-labelledby="generator-features"]`);
  const form = page.getByRole("region", { name: "AI Bio Generator", exact: true });
  // Measured once the panel has taken its new content (its height settles after the swap).
  await expect
    .poll(async () => {
      const [panelBox, featuresBox, formBox] = await Promise.all([
        panel.boundingBox(),
        features.boundingBox(),
        form.boundingBox(),
      ]);
      if (!panelBox || !featuresBox || !formBox) return Number.NaN;
      expect(formBox.height).toBeGreaterThan(panelBox.height + featuresBox.height);
      return featuresBox.y - (panelBox.y + panelBox.height);
    })
    .toBeLessThanOrEqual(24);

  await panel.getByRole("button", { name: "Copy Bio" }).click();
  await expect(page.getByText("Bio Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chosen);

  const edit = panel.getByRole("link", { name: "Edit in the workshop" });
  await expect(edit).toHaveAttribute("href", editorHandoffHref(chosen));
  await edit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("textbox", { name: "Your bio" })).toHaveValue(chosen);
});

test("asks for interests or a profession, as on the home page", async ({ page }) => {
  await formReady(page);
  await page.getByRole("button", { name: "Generate AI Bio" }).click();
  await expect(page.getByText("More Information Needed")).toBeVisible();
  await expect(page.getByText("Please provide at least your interests or profession.")).toBeVisible();
});

test.describe("when generation fails", () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test("shows 'Bio Generation Failed' and the form stays usable", async ({ page }) => {
    await formReady(page);
    await page.route("**/api/generate-bio", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
    );
    await page.getByLabel("Profession").fill("chef");
    await page.getByRole("button", { name: "Generate AI Bio" }).click();
    await expect(page.getByText("Bio Generation Failed")).toBeVisible();
    await expect(page.getByText("Unable to generate bios at the moment. Please try again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate AI Bio" })).toBeEnabled();
  });
});

test("works from the keyboard, has no serious accessibility violations in either theme, and fits 390 px", async ({
  page,
}) => {
  await useSavedTheme(page, true);
  await formReady(page);
  await page.getByLabel("Profession").focus();
  await page.keyboard.type("teacher");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Perfect 3-Line Bios Generated")).toBeVisible();
  // The page moves the focus to the new bios; wait for it, or it can land after the next focus.
  await expect(page.getByRole("heading", { name: "Your bios" })).toBeFocused();
  await page.getByRole("button", { name: "Use This Bio" }).first().focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("region", { name: "Your bio" });
  await expect(panel.getByTestId("your-bio")).not.toBeEmpty();
  // 'Use This Bio' moves the focus to the panel's heading on the next frame: Tab from there.
  await expect(page.locator("#your-bio-title")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("button", { name: "Copy Bio" })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("banner").getByRole("button", { name: "Light Mode" }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("keeps what was typed before the scripts arrived, and takes the focus to the bios it made", async ({ page }) => {
  // A slow connection: the visitor types as soon as the form paints, before the island hydrates.
  await delayScripts(page, 2500);
  await page.goto(PATH, { waitUntil: "commit" });
  await page.getByLabel("Interests & Hobbies").fill("wild swimming, gardening");
  await page.getByLabel("Profession").fill("midwife");
  await page.getByLabel("Personality (Optional)").fill("calm");
  const generate = await hydrated(page.getByRole("button", { name: "Generate AI Bio" }));
  await generate.click();
  await expect(page.getByText("Perfect 3-Line Bios Generated")).toBeVisible();
  await expect(page.getByText("More Information Needed")).toHaveCount(0);
  await expect(page.getByLabel("Profession")).toHaveValue("midwife");
  await expect(page.getByText(/midwife/i).first()).toBeVisible();
  // The button was disabled while generating; the focus is on the results, not lost to the page.
  await expect(page.getByRole("heading", { name: "Your bios" })).toBeFocused();
});
