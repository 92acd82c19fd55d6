import type { Page } from "@playwright/test";

import { BIO_TEMPLATE_HOW_TO, BIO_TEMPLATE_INFO_CARDS } from "../../domain/content/bio-templates-guide";
import { RESOURCE_TEMPLATES, searchResourceTemplates } from "../../domain/templates/resource-templates";

import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";
import { hydrated } from "./hydration";

const PATH = "/resources/bio-templates";
const EMPTY = "No bio examples found matching your search.";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const cardTitles = (page: Page) => page.getByRole("list", { name: "Bio templates" }).getByRole("heading", { level: 3 });
const titlesOf = (query: string, category: Parameters<typeof searchResourceTemplates>[1] = "All") =>
  searchResourceTemplates(query, category).map((template) => template.title);

async function open(page: Page, path = PATH) {
  await page.goto(path);
  return hydrated(page.getByRole("searchbox", { name: "Search templates" }));
}

test("15 templates; the search (title, bio, category), dropdown and quick buttons combine by AND, in the address", async ({
  page,
}) => {
  const search = await open(page);
  await expect(cardTitles(page)).toHaveText(RESOURCE_TEMPLATES.map((template) => template.title));
  expect(RESOURCE_TEMPLATES).toHaveLength(15);

  // The search reaches the bio text ('coffee'), the title and the category name.
  await search.fill("coffee");
  await expect(cardTitles(page)).toHaveText(titlesOf("coffee"));
  await expect(page).toHaveURL(`${PATH}?q=coffee`);
  await search.fill("wellness");
  await expect(cardTitles(page)).toHaveText(titlesOf("wellness"));

  // Search AND category: 'www' is in many bios, only some of them Creative.
  await search.fill("www");
  const category = page.getByLabel("Category", { exact: true });
  await category.selectOption("Creative");
  await expect(cardTitles(page)).toHaveText(titlesOf("www", "Creative"));
  await expect(page).toHaveURL(`${PATH}?q=www&category=Creative`);

  // Quick buttons: the first eight categories, All to Tech; the pressed one follows the dropdown.
  const quick = page.getByRole("group", { name: "Quick categories" }).getByRole("button");
  await expect(quick).toHaveText([
    "All",
    "Creative",
    "Business",
    "Influencer",
    "Personal",
    "Professional",
    "Health",
    "Food",
  ]);
  await expect(page.getByRole("button", { name: "Creative", exact: true })).toHaveAttribute("aria-pressed", "true");
  await search.fill("");
  await page.getByRole("button", { name: "Food", exact: true }).click();
  await expect(category).toHaveValue("Food");
  await expect(cardTitles(page)).toHaveText(titlesOf("", "Food"));

  await search.fill("surfboard");
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Show all templates" }).click();
  await expect(cardTitles(page)).toHaveCount(15);
  await expect(page).toHaveURL(PATH);
});

test("a shared address opens its view, rendered by the server", async ({ page }) => {
  await page.goto(`${PATH}?q=teacher&category=Education`);
  await expect(page.getByRole("searchbox", { name: "Search templates" })).toHaveValue("teacher");
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Education");
  await expect(cardTitles(page)).toHaveText(titlesOf("teacher", "Education"));
});

test("'Copy Bio' copies the template with its line breaks and shows the spec's toast", async ({ page }) => {
  await open(page);
  const template = RESOURCE_TEMPLATES.find((entry) => entry.title === "Home Baker")!;
  const copy = await hydrated(page.getByRole("button", { name: "Copy Bio: Home Baker" }));
  await copy.click();
  await expect(page.getByText("Home Baker Bio Copied! ✨")).toBeVisible();
  await expect(page.getByText("Bio copied to clipboard! Customize it to make it yours.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(template.bio);
});

test("the quick buttons and the search work from the keyboard", async ({ page }) => {
  const search = await open(page);
  await search.focus();
  await page.keyboard.type("travel");
  await expect(cardTitles(page)).toHaveText(titlesOf("travel"));
  const business = page.getByRole("button", { name: "Business", exact: true });
  await business.focus();
  await page.keyboard.press("Enter");
  await expect(business).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(EMPTY)).toBeVisible();
});

for (const dark of [false, true]) {
  test(`a filtered view and the empty state have no serious accessibility violations in ${dark ? "dark" : "light"} mode, and fit 390 px`, async ({
    page,
  }) => {
    await useSavedTheme(page, dark);
    const search = await open(page, `${PATH}?category=Professional`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await search.fill("nothing like this anywhere");
    await expect(page.getByText(EMPTY)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still filters: the search, the dropdown and the quick buttons", async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole("searchbox", { name: "Search templates" }).fill("yourwebsite");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?q=yourwebsite&category=All$/);
    await expect(cardTitles(page)).toHaveText(titlesOf("yourwebsite"));

    await page.getByLabel("Category", { exact: true }).selectOption("Music");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(cardTitles(page)).toHaveText(titlesOf("yourwebsite", "Music"));

    // A quick button sends its own category, which wins over the dropdown's.
    await page.getByRole("button", { name: "Health", exact: true }).click();
    await expect(page.getByRole("button", { name: "Health", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText(titlesOf("yourwebsite", "Health"));
  });

  test("the page's HTML holds every template, the info cards and the how-to card", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    for (const template of RESOURCE_TEMPLATES) expect(html).toContain(template.title);
    for (const card of BIO_TEMPLATE_INFO_CARDS) expect(html).toContain(card.title);
    for (const step of BIO_TEMPLATE_HOW_TO.steps) expect(html).toContain(step.title);
  });
});
