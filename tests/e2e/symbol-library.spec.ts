import type { Page } from "@playwright/test";

import { searchSymbols, SYMBOL_LIBRARY, SYMBOL_LIBRARY_CATEGORIES } from "../../domain/symbols/symbol-library";

import { expect, seriousAxeViolations, test } from "./fixtures";
import { answersTyping } from "./hydration";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const PATH = "/features/symbol-library";

const grid = (page: Page) => page.getByRole("list", { name: "Symbols", exact: true });
const shownNames = (page: Page) =>
  grid(page)
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")));
const names = (symbols: readonly { name: string }[]) => symbols.map((symbol) => symbol.name);

/** Opens the page and waits until the search answers typing (its island has hydrated). */
async function libraryReady(page: Page, path = PATH) {
  await page.goto(path);
  return answersTyping(
    page.getByRole("searchbox", { name: "Search symbols" }),
    "zzz",
    page.getByText("No symbols found matching your search."),
  );
}

const chooseChip = (page: Page, category: string) =>
  page
    .getByRole("group", { name: "Categories" })
    .locator("label")
    .filter({ hasText: new RegExp(`^${category}$`) })
    .click();

test("every symbol is a button named by its Unicode name, all in the page", async ({ page }) => {
  await page.goto(PATH);
  expect(await shownNames(page)).toEqual(names(SYMBOL_LIBRARY));
  await expect(grid(page).getByRole("button", { name: "White Heart Suit", exact: true })).toHaveText("♡");
});

test("'heart' finds hearts across categories, and category and search combine", async ({ page }) => {
  const search = await libraryReady(page);
  await search.fill("heart");
  const hearts = searchSymbols("heart");
  await expect.poll(() => shownNames(page)).toEqual(names(hearts));
  expect(new Set(hearts.map((symbol) => symbol.category)).size).toBeGreaterThan(2);
  await expect(page).toHaveURL(/q=heart/);

  await chooseChip(page, "Hearts");
  await expect.poll(() => shownNames(page)).toEqual(names(searchSymbols("heart", "Hearts")));
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Hearts");

  await page.getByLabel("Category", { exact: true }).selectOption("Decorative");
  await expect.poll(() => shownNames(page)).toEqual(names(searchSymbols("heart", "Decorative")));
  await expect(page.getByRole("radio", { name: "Decorative" })).toBeChecked();
  await expect(page).toHaveURL(/q=heart&category=Decorative/);

  // The shared view comes back on reload, rendered by the server.
  await page.reload();
  expect(await shownNames(page)).toEqual(names(searchSymbols("heart", "Decorative")));
  await expect(page.getByRole("searchbox", { name: "Search symbols" })).toHaveValue("heart");
});

test("each category button shows its symbols only", async ({ page }) => {
  await libraryReady(page);
  for (const category of SYMBOL_LIBRARY_CATEGORIES) {
    await chooseChip(page, category);
    await expect.poll(() => shownNames(page)).toEqual(names(searchSymbols("", category)));
  }
});

test("a click copies the symbol with '{name} Copied!', and the tray collects picks to copy together", async ({
  page,
}) => {
  await libraryReady(page);
  await grid(page).getByRole("button", { name: "Black Star", exact: true }).click();
  await expect(page.getByText("Black Star Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("★");
  await grid(page).getByRole("button", { name: "White Heart Suit", exact: true }).click();
  await expect(page.getByText("White Heart Suit Copied!")).toBeVisible();
  const tray = page.getByRole("textbox", { name: "Your picks" });
  await expect(tray).toHaveValue("★♡");
  await tray.press("End");
  await tray.pressSequentially(" ");
  await grid(page).getByRole("button", { name: "Sparkles", exact: true }).click();
  await expect(tray).toHaveValue("★♡ ✨");
  await page.getByRole("button", { name: "Copy All" }).click();
  await expect(page.getByText("Symbols Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("★♡ ✨");
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(tray).toHaveValue("");
  await expect(page.getByRole("button", { name: "Copy All" })).toBeDisabled();
});

test("an empty search says so and offers the whole library back", async ({ page }) => {
  const search = await libraryReady(page);
  await search.fill("unicorn-free zone");
  await expect(page.getByText("No symbols found matching your search.")).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Show all symbols" }).click();
  await expect(search).toHaveValue("");
  await expect(page).toHaveURL(/\/features\/symbol-library$/);
  await expect.poll(async () => (await shownNames(page)).length).toBe(SYMBOL_LIBRARY.length);
});

test("the grid is one tab stop, moved through with the arrow keys; Enter copies", async ({ page }) => {
  await libraryReady(page);
  const buttons = grid(page).getByRole("button");
  expect(
    await buttons.evaluateAll((all) => all.filter((button) => (button as HTMLElement).tabIndex === 0).length),
  ).toBe(1);
  await buttons.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(buttons.nth(1)).toBeFocused();
  const before = await buttons.nth(1).boundingBox();
  await page.keyboard.press("ArrowDown");
  const focused = page.locator(":focus");
  const after = await focused.boundingBox();
  expect(after!.y).toBeGreaterThan(before!.y);
  expect(Math.abs(after!.x - before!.x)).toBeLessThan(before!.width);
  await page.keyboard.press("End");
  await expect(buttons.last()).toBeFocused();
  await page.keyboard.press("Enter");
  const last = SYMBOL_LIBRARY.at(-1)!;
  await expect(page.getByText(`${last.name} Copied!`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(last.symbol);
  // Tab leaves the grid from wherever the arrows left off.
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => document.activeElement?.closest('[aria-label="Symbols"]') ?? null)).toBeNull();
});

test("'All emoji' finds ☕ for 'coffee', downloading the emoji data only once opened", async ({ page }) => {
  const emojiRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/compact-[^/]*\.js$/.test(request.url())) emojiRequests.push(request.url());
  });
  await libraryReady(page);
  expect(emojiRequests).toEqual([]);
  await page
    .locator("label")
    .filter({ hasText: /^All emoji$/ })
    .click();
  await expect(page).toHaveURL(/view=emoji/);
  expect(emojiRequests).toEqual([]);
  await page.getByRole("searchbox", { name: "Search all emoji" }).fill("coffee");
  const results = page.getByRole("list", { name: "Emoji results" });
  await expect(results.getByRole("button", { name: "hot beverage", exact: true })).toBeVisible();
  expect(emojiRequests.length).toBe(1);
  await results.getByRole("button", { name: "hot beverage", exact: true }).click();
  await expect(page.getByText("Hot Beverage Copied!")).toBeVisible();
  // With its emoji presentation selector, as emojibase gives it, so it never shows as a plain glyph.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("☕\uFE0F");
  await expect(page.getByRole("textbox", { name: "Your picks" })).toHaveValue("☕\uFE0F");
});

test("no serious accessibility violations with picks and emoji results, light and dark; no sideways scroll at 390 px", async ({
  page,
}) => {
  await libraryReady(page);
  await grid(page).getByRole("button", { name: "Sparkles", exact: true }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page
    .locator("label")
    .filter({ hasText: /^All emoji$/ })
    .click();
  await page.getByRole("searchbox", { name: "Search all emoji" }).fill("heart");
  await expect(page.getByRole("list", { name: "Emoji results" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("banner").getByRole("button", { name: "Dark Mode" }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("textbox", { name: "Your picks" }).fill("★".repeat(80));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("with reduced motion a toast leaves at once, never part faded (the axe check relies on it)", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await libraryReady(page);
  await grid(page).getByRole("button", { name: "Sparkles", exact: true }).click();
  // Sonner unmounts a leaving toast 200 ms later, so it is looked at on every frame until it leaves.
  const leaving = await page.waitForFunction(
    () => {
      const toast = document.querySelector("[data-sonner-toast][data-removed=true]");
      return toast && [toast.getAnimations({ subtree: true }).length, getComputedStyle(toast).opacity];
    },
    undefined,
    { polling: "raf", timeout: 10_000 },
  );
  expect(await leaving.jsonValue()).toEqual([0, "0"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every symbol is in the HTML, and the form searches and filters", async ({ page }) => {
    await page.goto(PATH);
    expect(await shownNames(page)).toEqual(names(SYMBOL_LIBRARY));
    await page.getByRole("searchbox", { name: "Search symbols" }).fill("heart");
    await chooseChip(page, "Hearts");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=heart&category=Hearts/);
    await page.waitForLoadState();
    expect(await shownNames(page)).toEqual(names(searchSymbols("heart", "Hearts")));
  });
});
