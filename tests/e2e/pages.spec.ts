import { SITE_PAGES } from "../../app/site/site-pages";

import { expect, test, useSavedTheme } from "./fixtures";

const PAGES = [
  ...SITE_PAGES.map((page) => ({ path: page.path, heading: page.heading })),
  { path: "/no-such-page", heading: "Page Not Found" },
];

// Every page at rest, light and dark, is axe's in `npm run audit:web` (the last step of `npm test`),
// which fails on a violation of any impact; the specs of each page check it with their parts open.
for (const { path, heading } of PAGES) {
  test.describe(`page ${path}`, () => {
    // Chromium reports the document's own 404 status as a console error.
    if (path === "/no-such-page") test.use({ expectedConsoleErrors: [/status of 404/] });
    test("has its heading, in the theme saved", async ({ page }) => {
      await useSavedTheme(page, true);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    });

    test("fits a 390 px wide phone without sideways scrolling", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("every page's heading is in its HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    await context.close();
  });
});
