import { SITE_PAGES } from "../../app/site/site-pages";

import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";

const PAGES = [
  ...SITE_PAGES.map((page) => ({ path: page.path, heading: page.heading })),
  { path: "/no-such-page", heading: "Page Not Found" },
];

for (const { path, heading } of PAGES) {
  test.describe(`page ${path}`, () => {
    // Chromium reports the document's own 404 status as a console error.
    if (path === "/no-such-page") test.use({ expectedConsoleErrors: [/status of 404/] });
    for (const dark of [false, true]) {
      test(`has no serious accessibility violations in ${dark ? "dark" : "light"} mode`, async ({ page }) => {
        await useSavedTheme(page, dark);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.locator("html")).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }

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
