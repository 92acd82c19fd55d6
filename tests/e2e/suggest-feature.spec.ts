import type { APIRequestContext, Page } from "@playwright/test";

import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";
import { answersTyping } from "./hydration";

const THANKS = "Thank you for your suggestion! 🚀";
const FAILED = "Failed to send suggestion. Please try again.";

/** The page, hydrated: the live character counter only runs once React does. */
async function openForm(page: Page) {
  await page.goto("/suggest-feature");
  return answersTyping(
    page.getByRole("textbox", { name: "Your suggestion" }),
    "ready?",
    page.getByText("6 / 2,000 characters"),
  );
}

/** What the server stored, through the owner's endpoint (ADMIN_TOKEN is set for the test server). */
async function storedTexts(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/api/suggestions", {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { suggestions: { text: string }[] }).suggestions.map((row) => row.text);
}

test("a visitor sends a suggestion and sees the thank-you message in place of the form", async ({ page, request }) => {
  const box = await openForm(page);
  await expect(box).toHaveAttribute("placeholder", "What feature would you like to see?");
  await expect(box).toHaveAttribute("required", "");
  const text = `A Bluesky preview card ${Date.now()}`;
  await box.fill(text);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/api/suggestions") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit Suggestion" }).click();
  expect((await answered).status()).toBe(201);

  const thanks = page.getByRole("status");
  await expect(thanks).toContainText(THANKS);
  await expect(thanks).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Your suggestion" })).toHaveCount(0);
  expect(await storedTexts(request)).toContain(text);

  // The text was cleared: another suggestion starts from an empty box.
  await page.getByRole("link", { name: "Suggest another feature" }).click();
  await expect(page.getByRole("textbox", { name: "Your suggestion" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Your suggestion" })).toBeFocused();
});

test.describe("when sending fails", () => {
  // Chromium reports the failed request itself as a console error.
  // (One pattern: a two-element array would read as Playwright's [value, options] form.)
  test.use({ expectedConsoleErrors: [/status of 500|net::ERR_FAILED/] });

  for (const [name, fail] of [
    [
      "the server answers 500",
      { status: 500, contentType: "application/json", body: '{"error":"Something went wrong."}' },
    ],
    ["the network fails", "abort"],
  ] as const) {
    test(`${name}: the alert appears and the text stays`, async ({ page, request }) => {
      await page.route("**/api/suggestions", (route) =>
        fail === "abort" ? route.abort("failed") : route.fulfill(fail),
      );
      const box = await openForm(page);
      const text = `Keep this text ${name} ${Date.now()}`;
      await box.fill(text);
      const alerts: string[] = [];
      page.on("dialog", (dialog) => {
        alerts.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.accept();
      });
      await page.getByRole("button", { name: "Submit Suggestion" }).click();
      await expect.poll(() => alerts).toEqual([`alert: ${FAILED}`]);
      await expect(box).toHaveValue(text);
      await expect(page.getByText(THANKS)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Submit Suggestion" })).toBeEnabled();
      expect(await storedTexts(request)).not.toContain(text);
    });
  }
});

test("only spaces are caught before sending, with a message beside the box", async ({ page }) => {
  const box = await openForm(page);
  let posted = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/suggestions")) posted = true;
  });
  await box.fill("    ");
  await page.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please write your suggestion before sending it.");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toBeFocused();
  expect(posted).toBe(false);
});

test("a keyboard user can write and send a suggestion", async ({ page, request }) => {
  const box = await openForm(page);
  await box.focus();
  const text = `Typed with the keyboard ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Submit Suggestion" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toBeFocused();
  await expect(page.getByRole("status")).toContainText(THANKS);
  expect(await storedTexts(request)).toContain(text);
});

for (const dark of [false, true]) {
  test(`the thank-you and problem states have no serious accessibility violations in ${dark ? "dark" : "light"} mode`, async ({
    page,
  }) => {
    await useSavedTheme(page, dark);
    const box = await openForm(page);
    await box.fill(" ");
    await page.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await box.fill(`Accessible in ${dark ? "dark" : "light"} mode`);
    await page.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(page.getByRole("status")).toContainText(THANKS);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test("the form posts to the page, which answers with the thank-you message", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/suggest-feature");
      const text = `Sent without JavaScript ${Date.now()}`;
      await page.getByRole("textbox", { name: "Your suggestion" }).fill(text);
      await page.getByRole("button", { name: "Submit Suggestion" }).click();
      await expect(page.getByText(THANKS)).toBeVisible();
      await expect(page).toHaveURL(/\/suggest-feature$/);
      await expect(page.getByRole("textbox", { name: "Your suggestion" })).toHaveCount(0);
      expect(await storedTexts(request)).toContain(text);
    } finally {
      await context.close();
    }
  });

  test.describe(() => {
    // The answer to an empty suggestion is the page with status 400, which Chromium reports.
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("a suggestion of only spaces comes back with the problem and the form", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        await page.goto("/suggest-feature");
        await page.getByRole("textbox", { name: "Your suggestion" }).fill("   ");
        await page.getByRole("button", { name: "Submit Suggestion" }).click();
        await expect(page.getByRole("alert")).toHaveText("Please write your suggestion before sending it.");
        await expect(page.getByRole("textbox", { name: "Your suggestion" })).toBeVisible();
      } finally {
        await context.close();
      }
    });
  });
});
