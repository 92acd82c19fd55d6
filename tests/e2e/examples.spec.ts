import type { Page } from "@playwright/test";

import {
  BIO_EXAMPLES,
  EXAMPLE_ANALYSIS,
  EXAMPLES_EMPTY_STATE,
  exampleFacts,
  examplesSummary,
  ILLUSTRATIVE_METRICS_NOTE,
  searchExamples,
  topPerformers,
  type ExampleFilter,
} from "../../domain/content/examples";

import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";
import { hydrated } from "./hydration";

const PATH = "/resources/examples";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const panel = (page: Page) => page.getByRole("tabpanel");
const cardTitles = (page: Page) => panel(page).getByRole("listitem").getByRole("heading", { level: 3 });
const summary = (page: Page) => page.getByText(/^Showing \d+ examples? in /);
const industriesOf = (query: string, filter: ExampleFilter = "All") =>
  searchExamples(query, filter).map((example) => example.industry);

async function open(page: Page, path = PATH) {
  await page.goto(path);
  return hydrated(page.getByRole("searchbox", { name: "Search examples" }));
}

async function chooseCategory(page: Page, label: string) {
  await page
    .getByRole("group", { name: "Category" })
    .locator("label", { hasText: new RegExp(`^${label}$`) })
    .click();
}

test("12 examples with industry, category, difficulty, illustrative figures (labelled so) and highlights", async ({
  page,
}) => {
  await open(page);
  await expect(summary(page)).toHaveText("Showing 12 examples in all categories");
  await expect(cardTitles(page)).toHaveText(BIO_EXAMPLES.map((example) => example.industry));
  await expect(panel(page).getByText(ILLUSTRATIVE_METRICS_NOTE)).toBeVisible();
  const first = panel(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Coffee roastery" }) });
  await expect(first.getByText("Illustrative figures")).toBeVisible();
  await expect(first.getByText("4.2%")).toBeVisible();
  await expect(first.getByText("8.6K")).toBeVisible();
  await expect(first.getByText("Beginner")).toBeVisible();
  await expect(first.getByText(BIO_EXAMPLES[0].highlights[0])).toBeVisible();
});

test("the search (bio, industry, highlights) and the filter combine by AND, with the spec's summary", async ({
  page,
}) => {
  const search = await open(page);
  await chooseCategory(page, "Business");
  await expect(summary(page)).toHaveText(examplesSummary(4, "business", ""));
  await expect(cardTitles(page)).toHaveText(industriesOf("", "business"));
  await expect(page).toHaveURL(`${PATH}?category=business`);

  await search.fill("link"); // in highlights
  await expect(cardTitles(page)).toHaveText(industriesOf("link", "business"));
  await expect(summary(page)).toHaveText(examplesSummary(industriesOf("link", "business").length, "business", "link"));
  await expect(page).toHaveURL(`${PATH}?q=link&category=business`);

  await chooseCategory(page, "All");
  await search.fill("photography"); // an industry
  await expect(cardTitles(page)).toHaveText(industriesOf("photography"));
  await expect(summary(page)).toHaveText('Showing 1 example in all categories matching "photography"');

  await search.fill("no bio says this");
  await expect(panel(page).getByText(EXAMPLES_EMPTY_STATE)).toBeVisible();
  await panel(page).getByRole("link", { name: "Show all examples" }).click();
  await expect(cardTitles(page)).toHaveCount(12);
  await expect(page).toHaveURL(PATH);
});

test("Top Performers: the top 3 by engagement, within the current filter", async ({ page }) => {
  await open(page);
  await tab(page, "Top Performers").click();
  await expect(page).toHaveURL(`${PATH}?tab=top`);
  await expect(cardTitles(page)).toHaveText(topPerformers().map((example) => example.industry));
  await expect(cardTitles(page)).toHaveCount(3);
  await expect(panel(page).getByText("#1")).toBeVisible();
  await chooseCategory(page, "Personal");
  await expect(cardTitles(page)).toHaveText(
    topPerformers(searchExamples("", "personal")).map((example) => example.industry),
  );
  await expect(page).toHaveURL(`${PATH}?category=personal&tab=top`);
});

test("Analysis: facts measured from the twelve and what they have in common", async ({ page }) => {
  await open(page);
  await tab(page, "All Examples").focus();
  await page.keyboard.press("End");
  await expect(tab(page, "Analysis")).toHaveAttribute("aria-selected", "true");
  const facts = exampleFacts();
  await expect(panel(page).getByText(`${facts.threeLineCount} of ${facts.count}`)).toBeVisible();
  await expect(panel(page).getByText(`${facts.averageLength} characters`)).toBeVisible();
  await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(
    EXAMPLE_ANALYSIS.map((section) => section.title),
  );
});

test("'Copy Bio' copies the example, with 'Copied!' / 'Bio example copied to clipboard'", async ({ page }) => {
  await open(page);
  const example = BIO_EXAMPLES[4];
  await (await hydrated(page.getByRole("button", { name: `Copy Bio: ${example.industry}` }))).click();
  await expect(page.getByText("Copied!", { exact: true })).toBeVisible();
  await expect(page.getByText("Bio example copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(example.bio);
});

test("a shared address opens its view, rendered by the server", async ({ page }) => {
  await page.goto(`${PATH}?q=coffee&category=business&tab=top`);
  await expect(tab(page, "Top Performers")).toHaveAttribute("aria-selected", "true");
  await expect(summary(page)).toHaveText(examplesSummary(1, "business", "coffee"));
  await expect(cardTitles(page)).toHaveText(industriesOf("coffee", "business"));
});

for (const dark of [false, true]) {
  test(`every tab and a filtered view have no serious accessibility violations in ${dark ? "dark" : "light"} mode, and fit 390 px`, async ({
    page,
  }) => {
    await useSavedTheme(page, dark);
    await open(page, `${PATH}?category=creative`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const name of ["Top Performers", "Analysis"]) {
      await tab(page, name).click();
      expect(await seriousAxeViolations(page), name).toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still filters, and keeps the tab being read", async ({ page }) => {
    await page.goto(`${PATH}?tab=top`);
    await page.getByRole("searchbox", { name: "Search examples" }).fill("every");
    await page
      .getByRole("group", { name: "Category" })
      .locator("label", { hasText: /^Creative$/ })
      .click();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(`${PATH}?q=every&category=creative&tab=top`);
    await expect(summary(page)).toHaveText(
      examplesSummary(industriesOf("every", "creative").length, "creative", "every"),
    );
    await expect(cardTitles(page)).toHaveText(
      topPerformers(searchExamples("every", "creative")).map((example) => example.industry),
    );
  });

  test("every tab's content is in the page's HTML", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    const texts = [
      ...BIO_EXAMPLES.flatMap((example) => [example.industry, ...example.highlights]),
      ...EXAMPLE_ANALYSIS.map((section) => section.summary),
      ILLUSTRATIVE_METRICS_NOTE,
    ];
    for (const text of texts) expect(html).toContain(text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
  });
});
