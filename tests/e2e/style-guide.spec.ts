import type { Page } from "@playwright/test";

import {
  BEFORE_AFTER_EXAMPLES,
  COLOUR_MEANINGS,
  GUIDELINES,
  STYLE_TIPS,
  TYPOGRAPHY_MEANINGS,
} from "../../domain/content/style-guide";

import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";
import { hydrated } from "./hydration";

const PATH = "/resources/style-guide";
const TABS = ["Style Tips", "Branding", "Guidelines", "Examples"];

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const panel = (page: Page) => page.getByRole("tabpanel");

async function open(page: Page, path = PATH) {
  await page.goto(path);
  return hydrated(tab(page, "Style Tips"));
}

test("four tabs, Style Tips first; arrow keys, Home and End move between them, and the tab is in the address", async ({
  page,
}) => {
  const first = await open(page);
  await expect(page.getByRole("tab")).toHaveText(TABS);
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(STYLE_TIPS.map((tip) => tip.title));

  await first.focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Branding")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "Branding")).toBeFocused();
  await expect(panel(page).getByRole("heading", { name: "What colours suggest" })).toBeVisible();
  await expect(page).toHaveURL(`${PATH}?tab=branding`);
  await page.keyboard.press("End");
  await expect(tab(page, "Examples")).toHaveAttribute("aria-selected", "true");
  await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(
    BEFORE_AFTER_EXAMPLES.map((example) => example.context),
  );
  await page.keyboard.press("Home");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(PATH);

  await tab(page, "Guidelines").click();
  await expect(panel(page).getByRole("heading", { name: "Do", exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${PATH}?tab=guidelines`);
  await page.reload();
  await expect(tab(page, "Guidelines")).toHaveAttribute("aria-selected", "true");
});

test("a style tip's copy button copies its example, with 'Copied!' / 'Style tip copied to clipboard'", async ({
  page,
}) => {
  await open(page);
  const tip = STYLE_TIPS[0];
  await (await hydrated(page.getByRole("button", { name: `Copy example: ${tip.title}` }))).click();
  await expect(page.getByText("Copied!", { exact: true })).toBeVisible();
  await expect(page.getByText("Style tip copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tip.example);
});

test("fancy letters are shown as they are and read as plain letters", async ({ page }) => {
  await open(page);
  const styled = panel(page).locator("[data-styled-text]").first();
  await expect(styled.locator('[aria-hidden="true"]')).toHaveText("𝓢𝓵𝓸𝔀 living · Ceramics · Leeds");
  await expect(styled.locator(".sr-only")).toHaveText("Slow living · Ceramics · Leeds");
  await tab(page, "Examples").click();
  await expect(panel(page).locator("[data-styled-text] .sr-only").first()).toHaveText(
    "Personal Trainer 💪 No excuses, just results 🔥🔥",
  );
});

test("the closing call to action opens the generator and the templates", async ({ page }) => {
  await page.goto(PATH);
  await page.getByRole("link", { name: "Browse Bio Templates" }).click();
  await expect(page).toHaveURL("/resources/bio-templates");
  await page.goBack();
  await page.getByRole("link", { name: "Open the Bio Generator" }).click();
  await expect(page).toHaveURL("/");
});

for (const dark of [false, true]) {
  test(`every tab has no serious accessibility violations in ${dark ? "dark" : "light"} mode, and fits 390 px`, async ({
    page,
  }) => {
    await useSavedTheme(page, dark);
    await open(page);
    for (const name of TABS.slice(1)) {
      await tab(page, name).click();
      expect(await seriousAxeViolations(page), name).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a tab is a link to its own view", async ({ page }) => {
    await page.goto(PATH);
    await tab(page, "Guidelines").click();
    await expect(page).toHaveURL(`${PATH}?tab=guidelines`);
    await expect(tab(page, "Guidelines")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page).getByText(GUIDELINES.donts[0].text)).toBeVisible();
  });

  test("all four panels are in the page's HTML", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    const texts = [
      ...STYLE_TIPS.map((tip) => tip.title),
      ...COLOUR_MEANINGS.map((colour) => colour.name),
      ...TYPOGRAPHY_MEANINGS.map((meaning) => meaning.conveys),
      ...[...GUIDELINES.dos, ...GUIDELINES.donts].map((guideline) => guideline.reason),
      ...BEFORE_AFTER_EXAMPLES.flatMap((example) => [example.context, ...example.changes]),
    ];
    for (const text of texts) expect(html).toContain(escapeHtml(text));
  });
});

/** As React writes text into HTML. */
function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}
