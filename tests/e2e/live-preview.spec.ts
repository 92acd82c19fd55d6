import type { Page } from "@playwright/test";

import { DEFAULT_LIVE_PREVIEW_SAMPLE } from "../../domain/content/live-preview";
import { CLOSE_MARGIN } from "../../domain/text/limit-status";
import { PLATFORM_LIMITS } from "../../domain/text/platforms";

import { expect, seriousAxeViolations, test } from "./fixtures";
import { delayScripts, hydrated } from "./hydration";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const PATH = "/features/live-preview";

async function ready(page: Page) {
  await page.goto(PATH);
  return hydrated(page.getByRole("textbox", { name: "Bio to preview" }));
}

const limitRow = (page: Page, platform: string) => page.locator(`[data-platform="${platform}"]`);
const previewCard = (page: Page, platform: string) => page.locator(`[data-preview="${platform}"]`);

const graphemes = (text: string) => [...new Intl.Segmenter().segment(text)].length;
const { instagram, tiktok, twitter } = PLATFORM_LIMITS;

test("starts from the multi-line sample with its counter and each platform's status", async ({ page }) => {
  const editor = await ready(page);
  const sample = DEFAULT_LIVE_PREVIEW_SAMPLE.bio;
  await expect(editor).toHaveValue(sample);
  expect(sample).toContain("\n");
  await expect(page.getByText(`${graphemes(sample)}/500 characters`)).toBeVisible();
  await expect(limitRow(page, "instagram").getByText("Good")).toBeVisible();
  await expect(limitRow(page, "linkedin").getByText("Good")).toBeVisible();
  // The sample is longer than TikTok's limit, by at most the 'Close' margin.
  expect(graphemes(sample) - tiktok.limit).toBeGreaterThan(0);
  expect(graphemes(sample) - tiktok.limit).toBeLessThanOrEqual(CLOSE_MARGIN);
  await expect(limitRow(page, "tiktok").getByText("Close")).toBeVisible();
});

// The rule (docs/product.md#live-preview): 'Close' at most CLOSE_MARGIN over, 'Too long' beyond. A text
// 15 over TikTok's limit is 'Close' (the example said 'Too long'); 10 more is 'Too long'.
test("15 over TikTok: cut at its limit with … and 'Close', Instagram 'Good'; 25 over 'Too long'; 15 over Instagram 'Close'", async ({
  page,
}) => {
  const editor = await ready(page);
  const start = "Morning runner, evening reader, weekend baker of lopsided loaves. Say hi! 👋 Open to collab";
  const closeToTiktok = tiktok.limit + 15;
  const closeText = start + ".".repeat(closeToTiktok - graphemes(start));
  expect(graphemes(closeText)).toBe(closeToTiktok);
  expect(closeToTiktok).toBeLessThanOrEqual(instagram.limit);
  await editor.fill(closeText);
  await expect(limitRow(page, "tiktok").getByText("Close")).toBeVisible();
  await expect(limitRow(page, "instagram").getByText("Good")).toBeVisible();
  const tiktokBio = previewCard(page, "tiktok").getByTestId("preview-bio");
  const shown = await tiktokBio.textContent();
  expect(shown?.endsWith("…")).toBe(true);
  expect(graphemes(shown!)).toBe(tiktok.limit + 1);
  await editor.fill(closeText + ".".repeat(10));
  await expect(limitRow(page, "tiktok").getByText("Too long")).toBeVisible();
  await editor.fill("a".repeat(instagram.limit + 15));
  await expect(limitRow(page, "instagram").getByText("Close")).toBeVisible();
  await expect(limitRow(page, "instagram")).toContainText(`${instagram.limit + 15}/${instagram.limit}`);
});

test("15 bold letters count 15 on Instagram and 30 on X, as in the home editor", async ({ page }) => {
  const editor = await ready(page);
  await editor.fill("𝐚𝐛𝐜𝐝𝐞𝐟𝐠𝐡𝐢𝐣𝐤𝐥𝐦𝐧𝐨");
  await expect(limitRow(page, "instagram")).toContainText(`15/${instagram.limit}`);
  await expect(limitRow(page, "twitter")).toContainText(`30/${twitter.limit}`);
  // The editor counts them as the platforms do: 15, not the 30 code units they take.
  await expect(page.getByText("15/500 characters")).toBeVisible();
  await editor.fill("𝐚".repeat(520));
  await expect(editor).toHaveValue("𝐚".repeat(500));
});

test("'Trim to fit' gives, per platform, a version within its limit that keeps line breaks and whole words", async ({
  page,
}) => {
  const editor = await ready(page);
  const long =
    "Nurse by day, trail runner by night, matcha devotee always 🍵\n" +
    "Writing about shift work, recovery and the small joys in between\n" +
    "New posts every Sunday, questions welcome in my DMs anytime";
  await editor.fill(long);
  for (const platform of ["tiktok", "facebook", "instagram"] as const) {
    const limit = PLATFORM_LIMITS[platform].limit;
    const trimmed = (await page.getByTestId(`trimmed-${platform}`).textContent()) ?? "";
    expect(graphemes(trimmed), platform).toBeLessThanOrEqual(limit);
    expect(trimmed.length, platform).toBeGreaterThan(0);
    expect(long.startsWith(trimmed), platform).toBe(true);
    // Cut after a whole word: what follows in the original is not a letter or digit.
    expect(/[\p{L}\p{N}]/u.test(long.slice(trimmed.length).charAt(0)), platform).toBe(false);
  }
  await expect(page.getByTestId("trimmed-linkedin")).toHaveCount(0);
  await limitRow(page, "tiktok").getByRole("button", { name: "Copy the version for TikTok" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.getByTestId("trimmed-tiktok").textContent(),
  );
});

test("the device toggle changes the preview's width; Sample and Copy work", async ({ page }) => {
  const editor = await ready(page);
  const frame = page.getByTestId("preview-frame");
  const widths: number[] = [];
  for (const device of ["Mobile", "Tablet", "Desktop"]) {
    await page.getByText(device, { exact: true }).click();
    await expect(page.getByRole("radio", { name: device })).toBeChecked();
    await expect(frame).toHaveAttribute("data-device", device.toLowerCase());
    await page.waitForTimeout(250);
    widths.push((await frame.boundingBox())!.width);
  }
  expect(widths[0]).toBeLessThan(widths[1]!);
  expect(widths[1]).toBeLessThan(widths[2]!);
  const before = await editor.inputValue();
  await page.getByRole("button", { name: "Sample" }).click();
  await expect(editor).not.toHaveValue(before);
  await page.getByRole("button", { name: "Copy Bio" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await editor.inputValue());
  await expect(page.locator("#editor [data-copied]")).toBeVisible();
});

test("the home workshop's text opens here", async ({ page }) => {
  await page.goto("/");
  const homeEditor = await hydrated(page.getByRole("textbox", { name: "Your bio" }));
  await homeEditor.fill("Baker 🍞\nFresh loaves daily");
  await page.getByRole("link", { name: "Every platform" }).click();
  await expect(page).toHaveURL(/\/features\/live-preview$/);
  await expect(page.getByRole("textbox", { name: "Bio to preview" })).toHaveValue("Baker 🍞\nFresh loaves daily");
});

test("no accessibility violations light or dark, keyboard, and 390 px without sideways scroll", async ({ page }) => {
  const editor = await ready(page);
  await editor.fill(`linktr.ee/${"abcdefghij".repeat(19)}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("banner").getByRole("button", { name: "Dark Mode" }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("radio", { name: "Mobile" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Tablet" })).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor, the limits and every preview are in the HTML", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("textbox", { name: "Bio to preview" })).toHaveValue(DEFAULT_LIVE_PREVIEW_SAMPLE.bio);
    await expect(page.getByRole("heading", { name: "Preview Tips" })).toBeVisible();
    for (const platform of ["instagram", "twitter", "tiktok", "linkedin", "facebook"]) {
      await expect(previewCard(page, platform)).toBeVisible();
      await expect(limitRow(page, platform).getByText(/^(Good|Close|Too long)$/)).toBeVisible();
    }
  });
});

test("keeps a bio typed before the scripts arrived (issue 23)", async ({ page }) => {
  // A slow connection: the visitor types as soon as the editor paints, before the island hydrates.
  await delayScripts(page, 3000);
  await page.goto(PATH, { waitUntil: "commit" });
  const editor = page.getByRole("textbox", { name: "Bio to preview" });
  const typed = "Typed before hydration ☕";
  await editor.fill(typed);
  await hydrated(editor);
  await expect(editor).toHaveValue(typed);
  await expect(page.getByText(`${graphemes(typed)}/500 characters`)).toBeVisible();
  await expect(previewCard(page, "instagram")).toContainText(typed);
});
