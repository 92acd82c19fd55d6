import { SITE_PAGES } from "../../app/site/site-pages";

import { expect, test } from "./fixtures";
import { hydrated } from "./hydration";

/**
 * First paint never waits for a script (docs/decisions/021-web-gates.md): islands' scripts are
 * requested once the page has painted, and the home page needs few of them.
 */
const PAGES_WITH_ISLANDS = ["/", "/features/fancy-font-styles", "/resources/faq", "/suggest-feature"];

for (const path of PAGES_WITH_ISLANDS) {
  test(`${path}: no script is requested before the first contentful paint, and the page still hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page.locator("[data-island] button, [data-island] input, [data-island] textarea").first());
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => ({ name: entry.name, start: entry.startTime }));
      return { paint: paint?.startTime ?? Number.NaN, scripts };
    });
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.paint);
  });
}

test("the home page loads at most 8 scripts, each once", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await hydrated(page.getByRole("textbox", { name: "Your bio" }));
  await page.waitForLoadState("networkidle");
  expect(scripts.length, scripts.join("\n")).toBeLessThanOrEqual(8);
  expect(new Set(scripts).size).toBe(scripts.length);
});

// Fancy letters and symbols are drawn in the system's fonts (docs/design.md, "Type"), so a page as
// it first loads needs Inter's Latin file alone: no other subset competes with the first paint.
for (const width of [390, 1280]) {
  test(`every page, as it loads at ${width} px, downloads Inter's Latin file and no other font`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const fonts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.add(new URL(request.url()).pathname);
    });
    for (const { path } of SITE_PAGES) {
      fonts.clear();
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const names = [...fonts].map((font) => font.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.woff2$/, ""));
      expect(names, path).toEqual(["inter-latin-wght-normal"]);
    }
  });
}
