import type { Page } from "@playwright/test";

import { expect, seriousAxeViolations, test } from "./fixtures";
import { delayScripts, hydrated } from "./hydration";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const PATH = "/features/ai-bio-generation";

async function ready(page: Page) {
  await page.goto(PATH);
  const prompt = await hydrated(page.getByRole("textbox", { name: "Tell us about yourself" }));
  return prompt;
}

test("a blank prompt is refused by both buttons, with the toast and the field marked", async ({ page }) => {
  const prompt = await ready(page);
  for (const name of ["Quick Generate", "AI Generate"]) {
    await page.getByRole("button", { name }).click();
    await expect(page.getByText("Please enter a prompt").first()).toBeVisible();
    await expect(page.getByText("Tell us about yourself to generate personalized bios!").first()).toBeVisible();
    await expect(prompt).toBeFocused();
    await expect(prompt).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByText("No bios yet")).toBeVisible();
});

test("the preview is empty while the prompt is blank and follows a style at once", async ({ page }) => {
  const prompt = await ready(page);
  const preview = page.getByTestId("instant-preview");
  await expect(preview).toHaveText("");
  await prompt.fill("nurse who loves yoga and matcha");
  await expect(preview).toContainText(/nurse who loves yoga and matcha/i);
  const creative = await preview.textContent();
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await expect(preview).not.toHaveText(creative ?? "");
  await expect(preview).toContainText(/NURSE|nurse/);
});

test("Quick Generate gives three bios with the visitor's words, at once, and each copies", async ({ page }) => {
  const prompt = await ready(page);
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/")) requests.push(request.url());
  });
  await prompt.fill("I'm a nurse who loves yoga and matcha");
  await page.getByRole("button", { name: "Funny" }).click();
  await page.getByRole("button", { name: "Quick Generate" }).click();
  await expect(page.getByText("Quick Bios Ready! ⚡")).toBeVisible();
  const bios = page.getByRole("list", { name: "Your bios" }).getByRole("listitem");
  await expect(bios).toHaveCount(3);
  for (const label of ["Bio 1", "Bio 2", "Bio 3"])
    await expect(page.getByRole("heading", { name: label })).toBeVisible();
  for (const text of await bios.allTextContents()) expect(text.toLowerCase()).toContain("yoga");
  expect(requests).toEqual([]);
  await bios.first().getByRole("button", { name: "Copy Bio" }).click();
  await expect(page.getByText("Bio Copied! ✨")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("yoga");
});

test("AI Generate calls the API once with the description and shows its bios with an honest badge", async ({
  page,
}) => {
  const prompt = await ready(page);
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/generate-bio")) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  await prompt.fill("I'm a nurse who loves yoga and matcha");
  await page.getByRole("button", { name: "Minimal" }).click();
  await page.getByRole("button", { name: "AI Generate" }).click();
  await expect(page.getByText("Bios Generated! ✨")).toBeVisible();
  const bios = page.getByRole("list", { name: "Your bios" }).getByRole("listitem");
  await expect(bios).toHaveCount(3);
  await expect(bios.first().getByText("Curated")).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    description: "I'm a nurse who loves yoga and matcha",
    tone: "Minimalist",
    count: 3,
  });
  const texts = (await bios.allTextContents()).join(" ").toLowerCase();
  expect(texts).toMatch(/nurse|yoga|matcha/);
});

test("a language model's bios carry 'AI-Generated'", async ({ page }) => {
  const prompt = await ready(page);
  await page.route("**/api/generate-bio", (route) =>
    route.fulfill({
      json: { bios: ["One", "Two", "Three"], source: "mixed", sources: ["llm", "composer", "llm"] },
    }),
  );
  await prompt.fill("baker");
  await page.getByRole("button", { name: "AI Generate" }).click();
  const bios = page.getByRole("list", { name: "Your bios" }).getByRole("listitem");
  await expect(bios.nth(0).getByText("AI-Generated")).toBeVisible();
  await expect(bios.nth(1).getByText("Curated")).toBeVisible();
  await expect(bios.nth(2).getByText("AI-Generated")).toBeVisible();
});

test.describe("when generation fails", () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test("shows 'Generation failed' and the page stays usable", async ({ page }) => {
    const prompt = await ready(page);
    await page.route("**/api/generate-bio", (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
    await prompt.fill("designer");
    await page.getByRole("button", { name: "AI Generate" }).click();
    await expect(page.getByText("Generation failed")).toBeVisible();
    await expect(page.getByText("Please try again later.")).toBeVisible();
    await expect(page.getByRole("button", { name: "AI Generate" })).toBeEnabled();
    await page.getByRole("button", { name: "Quick Generate" }).click();
    await expect(page.getByRole("list", { name: "Your bios" }).getByRole("listitem")).toHaveCount(3);
  });
});

test("works from the keyboard, has no accessibility violations light or dark, and fits 390 px", async ({ page }) => {
  const prompt = await ready(page);
  await prompt.focus();
  await page.keyboard.type("A long unbroken handle linktr.ee/" + "x".repeat(120));
  await page.getByRole("button", { name: "Quick Generate" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Your bios" }).getByRole("listitem")).toHaveCount(3);
  // axe reads a toast fading in at its blended colours: measure once it has gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("banner").getByRole("button", { name: "Dark Mode" }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tool and its explanation are in the HTML", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1, name: "AI Bio Generation" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Tell us about yourself" })).toBeVisible();
    for (const style of ["Creative", "Professional", "Funny", "Aesthetic", "Minimal", "Bold"]) {
      await expect(page.getByRole("button", { name: style })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Two ways to a bio" })).toBeVisible();
  });
});

test("keeps what was typed before the scripts arrived when a style is chosen", async ({ page }) => {
  // A slow connection: the visitor types as soon as the form paints, before the island hydrates.
  await delayScripts(page, 2500);
  await page.goto(PATH, { waitUntil: "commit" });
  const prompt = page.getByRole("textbox", { name: "Tell us about yourself" });
  await prompt.fill("Lock keeper on the Kennet & Avon, 58. Birdwatching and cider");
  const bold = await hydrated(page.getByRole("button", { name: "Bold" }));
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await expect(prompt).toHaveValue("Lock keeper on the Kennet & Avon, 58. Birdwatching and cider");
  await expect(page.getByTestId("instant-preview")).toContainText(/lock keeper/i);
});
