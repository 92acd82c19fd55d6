import type { Page } from "@playwright/test";

import {
  FAQ_EMPTY_STATE,
  FAQ_ITEMS,
  mostPopularFaqs,
  QUICK_ANSWERS,
  searchFaq,
  type FaqFilter,
} from "../../domain/content/faq";

import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";
import { hydrated } from "./hydration";

const PATH = "/resources/faq";

const allQuestions = (page: Page) => page.getByRole("region", { name: /Questions$/ });
const popular = (page: Page) => page.getByRole("region", { name: "Most Popular" });
/** The questions the accordion shows (a search hides the others). */
const shownQuestions = (page: Page) => allQuestions(page).locator("details:visible > summary");
const questionsOf = (query: string, category: FaqFilter = "All") =>
  searchFaq(query, category).map((item) => item.question);

async function open(page: Page, path = PATH) {
  await page.goto(path);
  return hydrated(page.getByRole("searchbox", { name: "Search questions" }));
}

/** Chooses a category chip (a native radio under its label). */
async function chooseCategory(page: Page, label: string) {
  await page
    .getByRole("group", { name: "Category" })
    .locator("label", { hasText: new RegExp(`^${label}$`) })
    .click();
}

test("4 quick answers, 'Most Popular' and every question", async ({ page }) => {
  await open(page);
  const quick = page.getByRole("region", { name: "Quick Answers" });
  await expect(quick.locator("dt")).toHaveText(QUICK_ANSWERS.map((answer) => answer.question));
  expect(QUICK_ANSWERS).toHaveLength(4);
  await expect(popular(page).locator("summary")).toHaveText(mostPopularFaqs().map((item) => item.question));
  await expect(allQuestions(page)).toHaveAccessibleName("All Questions");
  await expect(shownQuestions(page)).toHaveText(FAQ_ITEMS.map((item) => item.question));
});

test("the accordion is single-open and collapsible, with the mouse and with Enter and Space", async ({ page }) => {
  await open(page);
  const items = allQuestions(page).locator("details");
  const [first, second] = [items.nth(0), items.nth(1)];
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(first.getByText(FAQ_ITEMS[0].answer[0])).toBeVisible();
  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open", "");
  await second.locator("summary").click();
  await expect(second).not.toHaveAttribute("open", "");

  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(first).not.toHaveAttribute("open", "");
});

test("search (question, answer, tags) AND category; 'Most Popular' only for All with no search; the empty state", async ({
  page,
}) => {
  const search = await open(page);

  await search.fill("favorites"); // a tag, in the other spelling
  await expect(shownQuestions(page)).toHaveText(questionsOf("favorites"));
  await expect(popular(page)).toHaveCount(0);
  await expect(page).toHaveURL(`${PATH}?q=favorites`);

  await search.fill("composer");
  await chooseCategory(page, "Features");
  await expect(shownQuestions(page)).toHaveText(questionsOf("composer", "features"));
  await expect(page).toHaveURL(`${PATH}?q=composer&category=features`);

  await search.fill("");
  await expect(shownQuestions(page)).toHaveText(questionsOf("", "features"));
  await expect(popular(page)).toHaveCount(0);
  await chooseCategory(page, "All");
  await expect(popular(page)).toBeVisible();
  await expect(shownQuestions(page)).toHaveCount(FAQ_ITEMS.length);

  await search.fill("a question nobody asks");
  await expect(page.getByText(FAQ_EMPTY_STATE)).toBeVisible();
  await expect(shownQuestions(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Show all questions" }).click();
  await expect(shownQuestions(page)).toHaveCount(FAQ_ITEMS.length);
  await expect(popular(page)).toBeVisible();
  await expect(page).toHaveURL(PATH);
});

test("the FAQPage structured data parses and lists the same questions as the page", async ({ page }) => {
  await page.goto(PATH);
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? "") as {
    "@type": string;
    mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[];
  };
  expect(data["@type"]).toBe("FAQPage");
  const onPage = await allQuestions(page).locator("details > summary").allTextContents();
  expect(onPage).toHaveLength(FAQ_ITEMS.length);
  expect(data.mainEntity.map((entry) => entry.name)).toEqual(onPage);
  for (const [index, entry] of data.mainEntity.entries()) {
    expect(entry["@type"]).toBe("Question");
    expect(entry.acceptedAnswer.text).toBe(FAQ_ITEMS[index]!.answer.join("\n\n"));
  }
  // A search hides questions; the page still holds all sixteen the structured data lists.
  await open(page, `${PATH}?q=instagram`);
  await expect(allQuestions(page).locator("details")).toHaveCount(FAQ_ITEMS.length);
});

test("'Contact Support' opens a mail to the support address and says when we answer", async ({ page }) => {
  await open(page);
  const contact = await hydrated(page.getByRole("link", { name: "Contact Support" }));
  await expect(contact).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+$/);
  // Keep the test browser from handing the mail link to the system: the page's own handler still runs.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
    }),
  );
  await contact.click();
  await expect(page.getByText("Contact Support", { exact: true }).last()).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours!")).toBeVisible();
});

for (const dark of [false, true]) {
  test(`filtered views have no serious accessibility violations in ${dark ? "dark" : "light"} mode, and fit 390 px`, async ({
    page,
  }) => {
    await useSavedTheme(page, dark);
    const search = await open(page, `${PATH}?category=technical`);
    await allQuestions(page).locator("details:visible summary").first().click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await search.fill("zzz");
    await expect(page.getByText(FAQ_EMPTY_STATE)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still filters, and 'Most Popular' steps aside", async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole("searchbox", { name: "Search questions" }).fill("line breaks");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?q=line\+breaks&category=All$/);
    await expect(shownQuestions(page)).toHaveText(questionsOf("line breaks"));
    await expect(popular(page)).toHaveCount(0);
  });

  test("every answer, open or not, is in the page's HTML", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    for (const item of FAQ_ITEMS) expect(html).toContain(escapeHtml(item.answer[0]!));
    for (const quick of QUICK_ANSWERS) expect(html).toContain(escapeHtml(quick.answer));
  });
});

/** As React writes text into HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll("'", "&#x27;")
    .replaceAll('"', "&quot;");
}
