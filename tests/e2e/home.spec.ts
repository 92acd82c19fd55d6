import type { Page } from "@playwright/test";

import { PLATFORM_LIMITS } from "../../domain/text/platforms";

import { expect, seriousAxeViolations, test } from "./fixtures";
import { answersTyping } from "./hydration";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

async function workshopReady(page: Page) {
  await page.goto("/");
  // The workshop hydrates with its own chunk; the editor reacting to input shows it is live.
  return answersTyping(page.getByRole("textbox", { name: "Your bio" }), "ready?", page.getByText("144 chars left"));
}

const font = (page: Page, name: string) =>
  page.locator("#fonts").getByRole("button", { name: new RegExp(`^${name}\\b`) });

test("the journey: generate, use a bio, restyle it, add a symbol, copy it, see the counter and preview follow", async ({
  page,
}) => {
  const editor = await workshopReady(page);
  await page.getByLabel("Interests & Hobbies").fill("coffee, hiking");
  await page.getByLabel("Profession").fill("nurse");
  await page.getByRole("button", { name: "Casual" }).click();
  await expect(page.getByRole("button", { name: "Casual" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "With Emojis" }).click();

  const generate = page.getByRole("button", { name: "Generate AI Bio" });
  await generate.click();
  await expect(page.getByText("Perfect 3-Line Bios Generated")).toBeVisible();
  const bios = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Use This Bio" }) });
  await expect(bios).toHaveCount(3);
  await expect(bios.first().getByText("Curated")).toBeVisible();

  await bios.first().getByRole("button", { name: "Use This Bio" }).click();
  const plain = await editor.inputValue();
  expect(plain.length).toBeGreaterThan(10);
  expect(plain.toLowerCase()).toMatch(/coffee|hiking|nurse/);

  await font(page, "Bold").click();
  await expect(editor).not.toHaveValue(plain);
  const bold = await editor.inputValue();
  expect(bold).toMatch(/[\u{1D400}-\u{1D433}]/u);
  await font(page, "Cursive").click();
  await expect(editor).not.toHaveValue(bold);
  await font(page, "Normal").click();
  await expect(editor).toHaveValue(plain);

  await page.getByRole("button", { name: "Add ♡" }).click();
  await expect(editor).toHaveValue(`${plain}♡`);
  await expect.poll(() => page.getByTestId("preview-bio").evaluate((element) => element.textContent)).toBe(`${plain}♡`);

  await page.getByRole("button", { name: "Copy Bio to Clipboard" }).click();
  await expect(page.getByText("Bio Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${plain}♡`);

  // The counter follows the platform: TikTok's limit, not Instagram's.
  await page.getByRole("button", { name: "TikTok" }).click();
  await expect(page.getByRole("heading", { name: "TikTok Preview" })).toBeVisible();
  const graphemes = await page.evaluate((text) => [...new Intl.Segmenter().segment(text)].length, `${plain}♡`);
  await expect(page.getByText(`${PLATFORM_LIMITS.tiktok.limit - graphemes} chars left`)).toBeVisible();
});

test("asks for interests or a profession, and stops personality at 100 characters", async ({ page }) => {
  await workshopReady(page);
  await page.getByRole("button", { name: "Generate AI Bio" }).click();
  await expect(page.getByText("More Information Needed")).toBeVisible();
  await expect(page.getByText("Please provide at least your interests or profession.")).toBeVisible();
  const personality = page.getByLabel("Personality (Optional)");
  await personality.fill("x".repeat(130));
  await expect(personality).toHaveValue("x".repeat(100));
});

test("counts a bold 15-letter name as 15 on Instagram (135 left) and 30 on X", async ({ page }) => {
  const editor = await workshopReady(page);
  await editor.fill("abcdefghijklmno");
  await font(page, "Bold").click();
  await expect(editor).toHaveValue("𝐚𝐛𝐜𝐝𝐞𝐟𝐠𝐡𝐢𝐣𝐤𝐥𝐦𝐧𝐨");
  await expect(page.getByText("135 chars left")).toBeVisible();
  await page.getByRole("button", { name: "X (Twitter)" }).click();
  await expect(page.getByText("130 chars left")).toBeVisible();
});

test.describe("when generation fails", () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test("shows 'Bio Generation Failed' and the page stays usable", async ({ page }) => {
    const editor = await workshopReady(page);
    await page.route("**/api/generate-bio", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
    );
    await page.getByLabel("Profession").fill("chef");
    await page.getByRole("button", { name: "Generate AI Bio" }).click();
    await expect(page.getByText("Bio Generation Failed")).toBeVisible();
    await expect(page.getByText("Unable to generate bios at the moment. Please try again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate AI Bio" })).toBeEnabled();
    await editor.fill("still works");
    await expect(page.getByTestId("preview-bio")).toHaveText("still works");
  });
});

test("favourites survive a reload", async ({ page }) => {
  const editor = await workshopReady(page);
  await editor.fill("A bio worth keeping ✨");
  await page.getByRole("button", { name: "Save this bio to favourites" }).click();
  const favourites = page.locator("#favourites");
  await expect(favourites.getByText("A bio worth keeping ✨")).toBeVisible();
  await page.reload();
  await expect(page.locator("#favourites").getByText("A bio worth keeping ✨")).toBeVisible();
  await page.locator("#favourites").getByRole("button", { name: "Use This Bio" }).click();
  await expect(page.getByRole("textbox", { name: "Your bio" })).toHaveValue("A bio worth keeping ✨");
});

test("the emoji search loads on demand and finds ☕ for 'coffee'", async ({ page }) => {
  const editor = await workshopReady(page);
  const emojiRequests: string[] = [];
  page.on("request", (request) => {
    if (/compact-.*\.js$/.test(request.url())) emojiRequests.push(request.url());
  });
  expect(emojiRequests).toEqual([]);
  await page.getByLabel("Search all emoji").fill("coffee");
  const results = page.getByRole("list", { name: "Emoji results" });
  await expect(results.getByRole("button", { name: "Add hot beverage" })).toBeVisible();
  expect(emojiRequests.length).toBe(1);
  await results.getByRole("button", { name: "Add hot beverage" }).click();
  await expect(editor).toHaveValue(/☕/);
});

test("templates replace the text, and 'New Templates' changes them at once", async ({ page }) => {
  const editor = await workshopReady(page);
  await editor.fill("old text");
  await page.getByRole("button", { name: "Use the Gamer template" }).click();
  await expect(editor).not.toHaveValue("old text");
  await expect(editor).toHaveValue(/\n/);
});

test("everything works from the keyboard", async ({ page }) => {
  const editor = await workshopReady(page);
  await page.getByLabel("Profession").focus();
  await page.keyboard.type("teacher");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Perfect 3-Line Bios Generated")).toBeVisible();
  const use = page.getByRole("button", { name: "Use This Bio" }).first();
  await use.focus();
  await page.keyboard.press("Enter");
  await expect(editor).not.toHaveValue("");
  const bold = font(page, "Bold");
  await bold.focus();
  await page.keyboard.press("Space");
  await expect(bold).toHaveAttribute("aria-pressed", "true");
});

test("no serious accessibility violations with results shown, light and dark, and no sideways scroll at 390 px", async ({
  page,
}) => {
  await workshopReady(page);
  await page.getByLabel("Profession").fill("designer");
  await page.getByRole("button", { name: "Generate AI Bio" }).click();
  await expect(page.getByRole("button", { name: "Use This Bio" }).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("banner").getByRole("button", { name: "Dark Mode" }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("the floating tool navigation starts on AI Generator, scrolls to a section and marks it", async ({ page }) => {
  await workshopReady(page);
  const nav = page.getByRole("navigation", { name: "Bio tools" });
  await expect(nav.getByRole("button", { name: "AI Generator" })).toHaveAttribute("aria-current", "true");
  await nav.getByRole("button", { name: "Symbols" }).click();
  await expect(nav.getByRole("button", { name: "Symbols" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { name: "Symbols & Emojis" })).toBeInViewport();
  await expect(nav.getByRole("button", { name: "AI Generator" })).not.toHaveAttribute("aria-current", "true");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the floating navigation gives way to a tool strip, and a chosen template shows in the docked bar", async ({
    page,
  }) => {
    const editor = await workshopReady(page);
    await expect(page.getByRole("navigation", { name: "Bio tools" })).toBeHidden();
    const strip = page.getByRole("navigation", { name: "Jump to a tool" });
    await strip.getByRole("button", { name: "Templates" }).click();
    await expect(page.getByRole("heading", { name: "Bio Templates" })).toBeInViewport();
    await expect(strip).toBeInViewport();
    await page.getByRole("button", { name: "Use the Minimal template" }).click();
    await expect(editor).not.toHaveValue("");
    // On one column, a chosen bio brings the editor into view (docs/product.md#home); away from
    // it, the docked bar shows the bio.
    await expect(editor).toBeInViewport();
    const firstLine = (await editor.inputValue()).split("\n")[0]!;
    await strip.getByRole("button", { name: "Fonts" }).click();
    await expect(page.getByTestId("docked-bio")).toHaveText(firstLine);
  });
});
