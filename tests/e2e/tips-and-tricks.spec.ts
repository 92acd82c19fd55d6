import type { Page } from "@playwright/test";

import { formatLimit } from "../../domain/content/cited-limits";
import {
  GROWTH_METRICS,
  PLATFORM_TIPS,
  QUICK_HACKS,
  searchTips,
  TIP_CATEGORIES,
  TIPS_EMPTY_STATE,
  tipSearchSummary,
} from "../../domain/content/tips";

import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";
import { hydrated } from "./hydration";

const PATH = "/resources/tips-and-tricks";
const ALL_TIPS = TIP_CATEGORIES.flatMap((category): readonly { title: string }[] => category.tips);

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const panel = (page: Page) => page.getByRole("tabpanel");
const tipTitles = (page: Page) => panel(page).getByRole("heading", { level: 4 });
const titlesOf = (query: string) =>
  searchTips(query).categories.flatMap((category) => category.tips.map((tip) => tip.title));

async function open(page: Page, path = PATH) {
  await page.goto(path);
  return hydrated(page.getByRole("searchbox", { name: "Search tips" }));
}

test("All Tips: four categories of four; Quick Hacks: 4 hacks and 6 metrics; By Platform: four platforms with their limits", async ({
  page,
}) => {
  await open(page);
  await expect(page.getByRole("tab")).toHaveText(["All Tips", "Quick Hacks", "By Platform"]);
  await expect(tab(page, "All Tips")).toHaveAttribute("aria-selected", "true");
  await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText([
    "Boost Engagement",
    "Accelerate Growth",
    "Increase Conversions",
    "Professional Branding",
  ]);
  await expect(tipTitles(page)).toHaveCount(ALL_TIPS.length);
  await expect(tipTitles(page)).toHaveText(TIP_CATEGORIES.flatMap((category) => category.tips.map((tip) => tip.title)));

  await tab(page, "Quick Hacks").click();
  await expect(page).toHaveURL(`${PATH}?tab=hacks`);
  const hacks = panel(page).getByRole("region", { name: "Quick Hacks" }).getByRole("listitem");
  await expect(hacks).toHaveCount(4);
  await expect(hacks.getByRole("heading")).toHaveText(QUICK_HACKS.map((hack) => hack.title));
  const metrics = panel(page).getByRole("region", { name: "Growth metrics to watch" });
  await expect(metrics.getByRole("heading", { level: 3 })).toHaveText(GROWTH_METRICS.map((metric) => metric.label));
  await expect(metrics.getByText(/^What to measure, not our numbers/)).toBeVisible();

  await tab(page, "By Platform").click();
  const platforms = panel(page).getByRole("heading", { level: 3 });
  await expect(platforms).toHaveText(["Instagram", "X (Twitter)", "LinkedIn", "TikTok"]);
  for (const { limit } of PLATFORM_TIPS) {
    await expect(
      panel(page).getByText(new RegExp(`^${limit.field}: ${formatLimit(limit.limit)} characters$`, "i")),
    ).toBeVisible();
  }
});

test("the search covers title, description and category title, shows '{n} result(s) for \"{query}\"' and its empty state", async ({
  page,
}) => {
  const search = await open(page);
  await search.fill("link");
  const summary = page.getByText(/^\d+ results? for "/);
  await expect(summary).toHaveText(`${searchTips("link").total} results for "link"`);
  await expect(tipTitles(page)).toHaveText(titlesOf("link"));
  await expect(page).toHaveURL(`${PATH}?q=link`);

  // A category's title finds its four tips.
  await search.fill("professional branding");
  await expect(tipTitles(page)).toHaveText(titlesOf("professional branding"));
  await expect(tipTitles(page)).toHaveCount(4);

  // One result reads 'result'.
  expect(searchTips("hashtag").total).toBe(1);
  await search.fill("hashtag");
  await expect(summary).toHaveText('1 result for "hashtag"');

  await search.fill("qwertyuiop");
  await expect(summary).toHaveText('0 results for "qwertyuiop"');
  await expect(page.getByText(TIPS_EMPTY_STATE)).toBeVisible();
  await page.getByRole("link", { name: "Show all tips" }).click();
  await expect(tipTitles(page)).toHaveCount(ALL_TIPS.length);
  await expect(page).toHaveURL(PATH);

  // Searching from another tab brings the results forward.
  await tab(page, "By Platform").click();
  await search.fill("emoji");
  await expect(tab(page, "All Tips")).toHaveAttribute("aria-selected", "true");
  await expect(tipTitles(page)).toHaveText(titlesOf("emoji"));
});

test("a tip's copy button copies its example, with 'Copied!' / 'Tip copied to clipboard'", async ({ page }) => {
  await open(page);
  const tip = TIP_CATEGORIES[2].tips[0];
  await (await hydrated(page.getByRole("button", { name: `Copy example: ${tip.title}` }))).click();
  await expect(page.getByText("Copied!", { exact: true })).toBeVisible();
  await expect(page.getByText("Tip copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tip.example);
});

test("the tabs follow the arrow keys", async ({ page }) => {
  await open(page);
  await tab(page, "All Tips").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Quick Hacks")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "By Platform")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "All Tips")).toHaveAttribute("aria-selected", "true");
});

for (const dark of [false, true]) {
  test(`every tab and a search have no serious accessibility violations in ${dark ? "dark" : "light"} mode, and fit 390 px`, async ({
    page,
  }) => {
    await useSavedTheme(page, dark);
    const search = await open(page);
    await search.fill("emoji");
    await expect(page.getByText(/^\d+ results? for "/)).toHaveText(
      tipSearchSummary(searchTips("emoji").total, "emoji")!,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const name of ["Quick Hacks", "By Platform"]) {
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

  test("the search form still filters, and the tabs are links", async ({ page }) => {
    await page.goto(`${PATH}?tab=platforms`);
    await expect(tab(page, "By Platform")).toHaveAttribute("aria-selected", "true");
    await page.getByRole("searchbox", { name: "Search tips" }).fill("hashtag");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(`${PATH}?q=hashtag`);
    await expect(page.getByText(/^\d+ results? for "/)).toHaveText('1 result for "hashtag"');
    await expect(tipTitles(page)).toHaveText(titlesOf("hashtag"));
    await tab(page, "Quick Hacks").click();
    await expect(page).toHaveURL(`${PATH}?q=hashtag&tab=hacks`);
    await expect(panel(page).getByText(QUICK_HACKS[0].title)).toBeVisible();
  });

  test("every tab's content is in the page's HTML", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    const texts = [
      ...TIP_CATEGORIES.flatMap((category) => [category.title, ...category.tips.map((tip) => tip.title)]),
      ...QUICK_HACKS.map((hack) => hack.title),
      ...GROWTH_METRICS.map((metric) => metric.label),
      ...PLATFORM_TIPS.flatMap((platform) => platform.tips),
    ];
    for (const text of texts) expect(html).toContain(text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
  });
});
