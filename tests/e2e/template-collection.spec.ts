import type { Page } from "@playwright/test";

import { editorHandoffHref } from "../../app/components/bio/editor-handoff";
import { findPlaceholders } from "../../domain/templates/placeholders";
import { searchTemplateCollection, TEMPLATE_COLLECTION } from "../../domain/templates/template-collection";
import { templateCollectionStats } from "../../domain/templates/template-collection-stats";

import { expect, seriousAxeViolations, test } from "./fixtures";
import { answersTyping } from "./hydration";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const PATH = "/features/template-collection";

const cards = (page: Page) => page.getByRole("list", { name: "Templates" }).locator("li[data-template]");
const shownIds = (page: Page) =>
  cards(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-template")));
const ids = (templates: readonly { id: string }[]) => templates.map((template) => template.id);
const card = (page: Page, id: string) => page.locator(`li[data-template="${id}"]`);

/** Opens the page and waits until the search answers typing (its island has hydrated). */
async function collectionReady(page: Page) {
  await page.goto(PATH);
  return answersTyping(
    page.getByRole("searchbox", { name: "Search templates" }),
    "zzz",
    page.getByText("No templates found matching your search."),
  );
}

const chooseChip = (page: Page, category: string) =>
  page
    .getByRole("group", { name: "Categories" })
    .locator("label")
    .filter({ hasText: new RegExp(`^${category}$`) })
    .click();

test("all 15 templates are shown, most popular first, each with two tags", async ({ page }) => {
  await page.goto(PATH);
  expect(await shownIds(page)).toEqual(ids(searchTemplateCollection("")));
  const ratings = await cards(page)
    .getByText(/^Editorial rating \d of 5$/)
    .allTextContents();
  const values = ratings.map((text) => Number(/rating (\d)/.exec(text)![1]));
  expect(values).toHaveLength(15);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  for (const template of TEMPLATE_COLLECTION) {
    await expect(card(page, template.id).getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      ...template.tags,
    ]);
  }
});

test("search finds a template by a tag, and category and search combine", async ({ page }) => {
  const search = await collectionReady(page);
  await search.fill("sustainable");
  await expect.poll(() => shownIds(page)).toEqual(["thrift-stylist"]);
  await expect(page).toHaveURL(/q=sustainable/);

  await search.fill("email");
  await expect.poll(() => shownIds(page)).toEqual(ids(searchTemplateCollection("email")));
  await chooseChip(page, "Fitness");
  await expect.poll(() => shownIds(page)).toEqual(ids(searchTemplateCollection("email", "Fitness")));
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Fitness");
  await page.getByLabel("Category", { exact: true }).selectOption("Creative");
  await expect.poll(() => shownIds(page)).toEqual(ids(searchTemplateCollection("email", "Creative")));
  await expect(page).toHaveURL(/q=email&category=Creative/);
  await page.reload();
  expect(await shownIds(page)).toEqual(ids(searchTemplateCollection("email", "Creative")));
});

test("an empty search says so and offers every template back", async ({ page }) => {
  const search = await collectionReady(page);
  await search.fill("underwater basket weaving");
  await expect(page.getByText("No templates found matching your search.")).toBeVisible();
  await page.getByRole("link", { name: "Show all templates" }).click();
  await expect(search).toHaveValue("");
  await expect(page).toHaveURL(/\/features\/template-collection$/);
  await expect.poll(async () => (await shownIds(page)).length).toBe(15);
});

test("copy puts the template on the clipboard with '{title} Template Copied!'", async ({ page }) => {
  await collectionReady(page);
  const template = TEMPLATE_COLLECTION.find((entry) => entry.id === "neighbourhood-bakery")!;
  await page.getByRole("button", { name: "Copy Template: Neighbourhood Shop" }).click();
  await expect(page.getByText("Neighbourhood Shop Template Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(template.template);
});

test("the parts to replace are marked in every template", async ({ page }) => {
  await page.goto(PATH);
  for (const template of TEMPLATE_COLLECTION) {
    await expect(card(page, template.id).locator("mark[data-placeholder]")).toHaveText(
      findPlaceholders(template.template),
    );
  }
  await expect(card(page, "neighbourhood-bakery").locator("mark")).toHaveText([
    "Your Bakery Name",
    "Your Street",
    "Your City",
  ]);
});

test("'Use in editor' is a link to the home workshop carrying the template", async ({ page }) => {
  await page.goto(PATH);
  for (const template of TEMPLATE_COLLECTION) {
    await expect(page.getByRole("link", { name: `Use in editor: ${template.title}` })).toHaveAttribute(
      "href",
      editorHandoffHref(template.template),
    );
  }
});

test("'Use in editor' lands on the home page with the template in the editor", async ({ page }) => {
  await collectionReady(page);
  const template = TEMPLATE_COLLECTION.find((entry) => entry.id === "dreamy-illustrator")!;
  await page.getByRole("link", { name: "Use in editor: Dreamy Illustrator" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("textbox", { name: "Your bio" })).toHaveValue(template.template);
  // Taken once: a reload does not put it back over the visitor's edits.
  expect(await page.evaluate(() => window.location.hash)).toBe("");
});

test("the keyboard searches, filters and copies", async ({ page }) => {
  const search = await collectionReady(page);
  await search.focus();
  await page.keyboard.type("shop");
  await page.keyboard.press("Enter"); // submitting the filters with JavaScript running stays on the page
  await expect.poll(() => shownIds(page)).toEqual(ids(searchTemplateCollection("shop")));
  await page.getByRole("radio", { name: "All" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Creative" })).toBeChecked();
  await expect.poll(() => shownIds(page)).toEqual(ids(searchTemplateCollection("shop", "Creative")));
  await page.getByRole("button", { name: "Copy Template: Studio Maker" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Studio Maker Template Copied!")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Use in editor: Studio Maker" })).toBeFocused();
});

test("stats cards and how-to text describe the collection", async ({ page }) => {
  await page.goto(PATH);
  const stats = templateCollectionStats();
  for (const title of [
    `${stats.templates} templates`,
    `${stats.categories} categories`,
    `Up to ${stats.longest} characters`,
    `${stats.withPlaceholders} with placeholders`,
  ]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "How to use a template" })).toBeVisible();
});

test("no serious accessibility violations, light and dark; no sideways scroll at 390 px", async ({ page }) => {
  const search = await collectionReady(page);
  await search.fill("your");
  await expect.poll(async () => (await shownIds(page)).length).toBeGreaterThan(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("banner").getByRole("button", { name: "Dark Mode" }).click();
  // Colours change over a short transition: a check in the middle of it reads blended colours.
  await expect.poll(() => seriousAxeViolations(page), { timeout: 45_000 }).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await search.fill("");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every template is in the HTML, and the form searches and filters", async ({ page }) => {
    await page.goto(PATH);
    expect(await shownIds(page)).toEqual(ids(searchTemplateCollection("")));
    await page.getByRole("searchbox", { name: "Search templates" }).fill("your city");
    await chooseChip(page, "Lifestyle");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=your\+city&category=Lifestyle/);
    await page.waitForLoadState();
    expect(await shownIds(page)).toEqual(ids(searchTemplateCollection("your city", "Lifestyle")));
    expect(await shownIds(page)).toEqual(["weekend-explorer"]);
  });

  test("an empty search offers the whole collection back", async ({ page }) => {
    await page.goto(`${PATH}?q=zzz`);
    await expect(page.getByText("No templates found matching your search.")).toBeVisible();
    await page.getByRole("link", { name: "Show all templates" }).click();
    await expect(page).toHaveURL(/\/features\/template-collection$/);
    await page.waitForLoadState();
    expect(await shownIds(page)).toHaveLength(15);
  });
});
