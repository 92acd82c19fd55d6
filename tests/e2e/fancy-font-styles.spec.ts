import type { Locator, Page } from "@playwright/test";

import { convertText } from "../../domain/fonts/convert-text";
import { fontStylesIn } from "../../domain/fonts/font-page";
import {
  BOXES_NOTE,
  FONT_CATEGORIES,
  FONT_STYLES,
  type FontStyle,
  type FontStyleKey,
} from "../../domain/fonts/font-styles";
import { applyFrame, getTextFrame } from "../../domain/fonts/frames";
import { countXWeighted } from "../../domain/text/count-characters";

import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";
import { delayScripts, hydrated } from "./hydration";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const PATH = "/features/fancy-font-styles";
const MAYA = "Maya 2026 ☕ @maya";

const styleList = (page: Page) => page.getByRole("list", { name: "Font styles" });
const card = (list: Locator, key: string) => list.locator(`li[data-style="${key}"]`);
// textContent, not toHaveText: the spaced styles' runs of spaces must be compared exactly.
const outputOf = (list: Locator, key: string) =>
  card(list, key)
    .locator("[data-output]")
    .evaluate((element) => element.textContent);
/** Opens a card's 'Counts and notes', where its counts, name-field label and screen-reader note are. */
const openNotes = (list: Locator, key: string) =>
  card(list, key).locator("summary", { hasText: "Counts and notes" }).click();
const shownKeys = (page: Page) =>
  styleList(page)
    .locator("li[data-style]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-style")));

/** Opens the page and waits until the converter answers typing (its island has hydrated). */
async function converterReady(page: Page, path = PATH) {
  await page.goto(path);
  const input = page.getByLabel("Text to convert");
  await hydrated(input);
  await expect(async () => {
    await input.fill("ready?");
    expect(await outputOf(styleList(page), "bold")).toBe(convertText("ready?", "bold"));
  }).toPass();
  return input;
}

const chooseCategory = (page: Page, category: string) =>
  page
    .getByRole("group", { name: "Category" })
    .locator("label")
    .filter({ hasText: new RegExp(`^${category}$`) })
    .click();

test("every style converts the typed text live, keeping the emoji and the handle", async ({ page }) => {
  const input = await converterReady(page);
  await input.fill(MAYA);
  await expect(page.getByText("17/50 characters")).toBeVisible();
  const list = styleList(page);
  expect(await shownKeys(page)).toEqual(FONT_STYLES.map((style) => style.key));
  for (const style of FONT_STYLES) {
    const output = await outputOf(list, style.key);
    expect(output, style.key).toBe(convertText(MAYA, style.key));
    expect(output, style.key).toContain("☕");
    expect(output, style.key).toContain("@maya");
    if (style.key !== "normal") expect(output, style.key).not.toBe(MAYA);
    // Alphabet styles change the letters of "Maya" (capitals-only alphabets change the M at least).
    if (style.transform.kind === "map") expect(output!.startsWith("Maya"), style.key).toBe(false);
  }
  // Digits where the style has them: bold has, script has not.
  expect(await outputOf(list, "bold")).toContain("𝟐𝟎𝟐𝟔");
  expect(await outputOf(list, "cursive")).toContain("2026");
});

test("the input stops at 50 characters and counts them", async ({ page }) => {
  const input = await converterReady(page);
  await input.fill("x".repeat(60));
  await expect(input).toHaveValue("x".repeat(50));
  await expect(page.getByText("50/50 characters")).toBeVisible();
});

test("each category filter shows only its styles, and the choice is in the address", async ({ page }) => {
  await converterReady(page);
  for (const category of FONT_CATEGORIES.filter((value) => value !== "All")) {
    await chooseCategory(page, category);
    await expect.poll(() => shownKeys(page)).toEqual(fontStylesIn(category).map((style) => style.key));
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category)}`));
  }
  await chooseCategory(page, "All");
  await expect.poll(async () => (await shownKeys(page)).length).toBe(FONT_STYLES.length);
  await expect(page).not.toHaveURL(/category=/);
});

test("copy puts the styled text on the clipboard with '{style} Copied!'", async ({ page }) => {
  const input = await converterReady(page);
  await input.fill(MAYA);
  // The cards and the counter follow the input in one render of their own.
  await expect(page.getByText("17/50 characters")).toBeVisible();
  await card(styleList(page), "bold").getByRole("button", { name: "Copy Bold" }).click();
  await expect(page.getByText("Bold Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(convertText(MAYA, "bold"));
});

test("Unfancy turns bold, script, fraktur, double-struck, circled and small caps back into plain text", async ({
  page,
}) => {
  const input = await converterReady(page);
  await input.fill("Hello World 123");
  await expect(page.getByText("15/50 characters")).toBeVisible();
  const list = styleList(page);
  const styled = page.getByLabel("Styled text");
  const plain = page.getByLabel("Plain text");
  for (const key of ["bold", "cursive", "fraktur", "double", "circled", "fancy"] as const) {
    const output = (await outputOf(list, key))!;
    expect(output, key).not.toBe("Hello World 123");
    await styled.fill(output);
    await expect(plain, key).toHaveValue("Hello World 123");
  }
  await page.getByRole("button", { name: "Copy Plain Text" }).click();
  await expect(page.getByText("Plain Text Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Hello World 123");
});

test("a frame wraps every style, and both counts follow, X's loaded only when needed", async ({ page }) => {
  const counterRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/count-characters-[^/]*\.js$/.test(request.url())) counterRequests.push(request.url());
  });
  await page.goto(PATH);
  const list = styleList(page);
  // The server counted the starting text for X: no twitter-text yet.
  await openNotes(list, "bold");
  await expect(card(list, "bold").getByText("X 26")).toBeVisible();
  expect(counterRequests).toEqual([]);

  const input = page.getByLabel("Text to convert");
  await hydrated(input);
  await expect(async () => {
    await input.fill("Maya");
    expect(await outputOf(list, "bold")).toBe(convertText("Maya", "bold"));
  }).toPass();
  await page.getByLabel("Decorative frame").selectOption({ label: "꧁ Wings ꧂" });
  const frame = getTextFrame("javanese-wings")!;
  const framed = applyFrame(convertText("Maya", "fraktur"), frame);
  await expect.poll(() => outputOf(list, "fraktur")).toBe(framed);
  await expect(page).toHaveURL(/frame=javanese-wings/);
  await expect(page.getByText("Adds 4 characters on Instagram and 6 on X.", { exact: false })).toBeVisible();
  const fraktur = card(list, "fraktur");
  await openNotes(list, "fraktur");
  await expect(fraktur.getByText("Instagram 8")).toBeVisible();
  await expect(fraktur.getByText(`X ${countXWeighted(framed)}`)).toBeVisible();
  expect(counterRequests.length).toBe(1);

  await fraktur.getByRole("button", { name: "Copy Fraktur" }).click();
  await expect(page.getByText("Fraktur Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(framed);
});

test("favourite styles are listed first and kept after a reload", async ({ page }) => {
  await converterReady(page);
  await expect(page.getByRole("list", { name: "Favourite styles" })).toHaveCount(0);
  await page.getByRole("button", { name: "Add Fraktur to favourites" }).click();
  await page.getByRole("button", { name: "Add Bubble to favourites" }).first().click();
  const favourites = page.getByRole("list", { name: "Favourite styles" });
  await expect(favourites.locator("li[data-style]")).toHaveCount(2);
  await page.reload();
  // The favourites live in this browser, so they appear once the converter has hydrated.
  await expect
    .poll(() =>
      page
        .getByRole("list", { name: "Favourite styles" })
        .locator("li[data-style]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-style"))),
    )
    .toEqual(["fraktur", "bubble"]);
  // The favourites come before the full list on the page.
  const favouritesTop = await page.getByRole("heading", { name: "Your favourites" }).boundingBox();
  const stylesTop = await page.getByRole("heading", { name: "Font styles", exact: true }).boundingBox();
  expect(favouritesTop!.y).toBeLessThan(stylesTop!.y);
  await page
    .getByRole("list", { name: "Favourite styles" })
    .getByRole("button", { name: "Remove Fraktur from favourites" })
    .click();
  await expect(page.getByRole("list", { name: "Favourite styles" }).locator("li[data-style]")).toHaveCount(1);
  // The button that was pressed is gone: focus goes to the same style's star in the full list.
  await expect(
    card(styleList(page), "fraktur").getByRole("button", { name: "Add Fraktur to favourites" }),
  ).toBeFocused();
});

test("each style says, on demand, what screen readers do with it and whether it suits a name field", async ({
  page,
}) => {
  await page.goto(PATH);
  const list = styleList(page);
  const bold = card(list, "bold");
  const note = bold.getByText(FONT_STYLES.find((style) => style.key === "bold")!.accessibilityNote);
  // The visitor's text leads; the notes wait behind 'Counts and notes'.
  await expect(bold.getByText("Bio only")).toBeHidden();
  await expect(note).toBeHidden();
  await openNotes(list, "normal");
  await expect(card(list, "normal").getByText("Safe for name field")).toBeVisible();
  await openNotes(list, "bold");
  await expect(bold.getByText("Bio only")).toBeVisible();
  await expect(bold.getByText("Screen readers: Spelled out letter by letter")).toBeVisible();
  await expect(note).toBeVisible();
});

test("styles that need fonts many phones lack say so on their cards, without opening anything", async ({ page }) => {
  await page.goto(PATH);
  const list = styleList(page);
  for (const style of FONT_STYLES as readonly FontStyle[]) {
    const warning = card(list, style.key).getByText(BOXES_NOTE);
    if (style.mayShowAsBoxes) await expect(warning, style.key).toBeVisible();
    else await expect(warning, style.key).toHaveCount(0);
  }
});

test("the view survives a reload: text, category and frame come back from the address", async ({ page }) => {
  const input = await converterReady(page);
  await input.fill("Maya");
  await chooseCategory(page, "Gothic");
  await page.getByLabel("Decorative frame").selectOption({ label: "★彡 Shooting stars 彡★" });
  await expect(page).toHaveURL(/text=Maya&category=Gothic&frame=shooting-stars/);
  await page.reload();
  await expect(page.getByLabel("Text to convert")).toHaveValue("Maya");
  expect(await shownKeys(page)).toEqual(["fraktur", "bold-fraktur"]);
  expect(await outputOf(styleList(page), "fraktur")).toBe(
    applyFrame(convertText("Maya", "fraktur"), getTextFrame("shooting-stars")!),
  );
});

test("the keyboard reaches the text, the categories and the copy buttons", async ({ page }) => {
  const input = await converterReady(page);
  await input.fill("");
  await input.focus();
  await page.keyboard.type("Key");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "All" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Bold", exact: true })).toBeChecked();
  await expect.poll(() => shownKeys(page)).toEqual(["bold", "bold-italic"]);
  await page.getByRole("button", { name: "Copy Bold Italic" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Bold Italic Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(convertText("Key", "bold-italic"));
});

test("no serious accessibility violations with favourites and a frame, light and dark; no sideways scroll at 390 px", async ({
  page,
}) => {
  // Two axe passes over some forty cards: more than the default limit on a busy two-core machine.
  test.slow();
  await useSavedTheme(page, false);
  const input = await converterReady(page);
  await input.fill(MAYA);
  await page.getByRole("button", { name: "Add Cursive to favourites" }).click();
  await page.getByLabel("Decorative frame").selectOption({ label: "·.¸¸.·♩♪♫ Melody ♫♪♩·.¸¸.·" });
  await page.getByLabel("Styled text").fill("𝐁𝐨𝐥𝐝");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("banner").getByRole("button", { name: "Dark Mode" }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await input.fill("W".repeat(50));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every style is in the HTML with the default text, and the form converts and filters", async ({ page }) => {
    await page.goto(PATH);
    const list = styleList(page);
    for (const style of FONT_STYLES) {
      expect(await outputOf(list, style.key), style.key).toBe(convertText("Your text here", style.key as FontStyleKey));
    }
    await page.getByLabel("Text to convert").fill("Maya ☕");
    await chooseCategory(page, "Gothic");
    await page.getByRole("button", { name: "Show my text" }).click();
    await expect(page).toHaveURL(/text=Maya\+%E2%98%95&category=Gothic/);
    await page.waitForLoadState();
    expect(await shownKeys(page)).toEqual(["fraktur", "bold-fraktur"]);
    expect(await outputOf(styleList(page), "fraktur")).toBe(convertText("Maya ☕", "fraktur"));
  });
});

test("converts a text typed before the scripts arrived (issue 23)", async ({ page }) => {
  // A slow connection: the visitor types as soon as the field paints, before the island hydrates.
  await delayScripts(page, 3000);
  await page.goto(PATH, { waitUntil: "commit" });
  const input = page.getByLabel("Text to convert");
  await input.fill("Early bird");
  await hydrated(input);
  await expect(input).toHaveValue("Early bird");
  await expect.poll(() => outputOf(styleList(page), "bold")).toBe(convertText("Early bird", "bold"));
});
