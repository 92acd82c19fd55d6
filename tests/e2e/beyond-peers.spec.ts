import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { isVersionOf, keepsFacts, keepsPromise } from "../../domain/bio/refine/refine-bio";
import { REFINEMENT_LABELS, REFINEMENTS, type Refinement } from "../../domain/bio/refine/refinements";
import { countCharacters } from "../../domain/text/count-characters";
import { PLATFORM_LIMITS, type Platform } from "../../domain/text/platforms";
import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";
import { answersTyping, hydrated } from "./hydration";

// Issue 22: the honest checklist, one profile for every platform, and a share link with keyboard
// shortcuts, on the home workshop. Counts are read back through the product's own functions.

test.use({ permissions: ["clipboard-read", "clipboard-write"] });
// Each journey here is many requests and an axe run or two: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Each width once and each theme once: the journeys do not change with the pair.
const WIDTH_AND_THEME = [
  [390, true],
  [1280, false],
] as const;

async function workshopReady(page: Page) {
  await page.goto("/");
  return answersTyping(page.getByRole("textbox", { name: "Your bio" }), "ready?", page.getByText("144 chars left"));
}

const check = (page: Page, id: string) => page.locator(`#bio-checklist [data-check="${id}"]`);

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const LONG_BIO =
  "Pastry chef & sourdough nerd | Lisbon 🇵🇹 | weekend markets\nTeaching bread classes for beginners, curious kids and tired parents\nBook a class: hello@lisbonbakes.pt";

for (const [width, dark] of WIDTH_AND_THEME) {
  test.describe(`at ${width} px, ${dark ? "dark" : "light"}`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });
    test.beforeEach(async ({ page }) => useSavedTheme(page, dark));

    test("each checklist item turns on with text that should trigger it, and its fix turns it off", async ({
      page,
    }) => {
      const editor = await workshopReady(page);
      await editor.fill("Pastry chef in Lisbon 🥐\nBook a class 👇");
      for (const id of ["fits", "says-who", "reach", "plain-tags", "plain-name", "emoji", "no-repeat"]) {
        await expect(check(page, id)).toHaveAttribute("data-passed", "true");
      }
      expect(await seriousAxeViolations(page)).toEqual([]);

      const cases: [id: string, text: string, fix: RegExp, passed: (value: string) => void][] = [
        [
          "fits",
          `Pastry chef in Lisbon\n${"Weekend markets and slow mornings with friends. ".repeat(3)}\nBook a class`,
          /^Shorten to fit Instagram$/u,
          (value) => expect(value).not.toContain("…"),
        ],
        [
          "says-who",
          "👇 DM me for collabs\nPastry chef in Lisbon",
          /^Move line 2 to the top$/u,
          (value) => expect(value.split("\n")[0]).toBe("Pastry chef in Lisbon"),
        ],
        [
          "reach",
          "Pastry chef in Lisbon",
          /^Add “DM me to say hi 📩”$/u,
          (value) => expect(value).not.toMatch(/https?:|www\./u),
        ],
        [
          "plain-tags",
          "Pastry chef in Lisbon\n#𝐬𝐨𝐮𝐫𝐝𝐨𝐮𝐠𝐡 DM me",
          /^Make tags plain$/u,
          (value) => expect(value).toContain("#sourdough"),
        ],
        [
          "plain-name",
          "𝐏𝐚𝐬𝐭𝐫𝐲 𝐜𝐡𝐞𝐟 𝐢𝐧 𝐋𝐢𝐬𝐛𝐨𝐧\nDM me",
          /^Keep line 1 plain$/u,
          (value) => expect(value.split("\n")[0]).toBe("Pastry chef in Lisbon"),
        ],
        [
          "emoji",
          "Pastry chef 🥐🍞🥖🧁🍰\nDM me",
          /^Keep the first 3$/u,
          (value) => expect(value).toBe("Pastry chef 🥐🍞🥖\nDM me"),
        ],
        [
          "no-repeat",
          "Pastry chef in Lisbon\nDM me\nPastry chef in Lisbon",
          /^Remove the repeat$/u,
          (value) => expect(value).toBe("Pastry chef in Lisbon\nDM me"),
        ],
      ];
      for (const [id, text, fix, passed] of cases) {
        await editor.fill(text);
        await expect(check(page, id)).toHaveAttribute("data-passed", "false");
        await check(page, id).getByRole("button", { name: fix }).click();
        await expect(check(page, id)).toHaveAttribute("data-passed", "true");
        passed(await editor.inputValue());
      }
      // A fix is one undo step.
      await editor.focus();
      await page.keyboard.press("ControlOrMeta+z");
      await expect(editor).toHaveValue("Pastry chef in Lisbon\nDM me\nPastry chef in Lisbon");
      await noSidewaysScroll(page);
    });

    test("the platform pack shows five versions within their limits, each editable, and Copy all copies them labelled", async ({
      page,
    }) => {
      const editor = await workshopReady(page);
      await editor.fill(LONG_BIO);
      await page.getByRole("button", { name: "Make a version for every platform" }).click();
      const pack = page.locator("#every-platform");
      await expect(pack.locator("li[data-platform]")).toHaveCount(5);
      const limits = Object.fromEntries(Object.entries(PLATFORM_LIMITS).map(([id, { limit }]) => [id, limit]));
      const versions: Record<string, string> = {};
      for (const [platform, limit] of Object.entries(limits)) {
        const item = pack.locator(`li[data-platform="${platform}"]`);
        const text = await item.getByRole("textbox").inputValue();
        versions[platform] = text;
        const badge = await item.locator("[id$='-count']").textContent();
        const [used, shown] = (badge ?? "").split(" ")[0]!.split("/").map(Number);
        expect(shown).toBe(limit);
        expect(used).toBeLessThanOrEqual(limit);
        await expect(item).toContainText("Good");
        expect(text).not.toContain("…");
      }
      // Counted the platform's way, by the product's own functions.
      for (const [platform, text] of Object.entries(versions)) {
        expect(countCharacters(text, platform as Platform)).toBeLessThanOrEqual(
          PLATFORM_LIMITS[platform as Platform].limit,
        );
      }
      expect(versions.tiktok!.split("\n").at(-1)).toBe("Book a class: hello@lisbonbakes.pt");
      expect(versions.linkedin).not.toContain("\n");

      const tiktok = pack.getByRole("textbox", { name: "TikTok bio" });
      await tiktok.fill("Baker in Lisbon");
      await expect(pack.locator('li[data-platform="tiktok"]')).toContainText("15/80");
      await pack.getByRole("button", { name: "Copy all" }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain("Instagram bio (150):\n");
      expect(copied).toContain("X (Twitter) bio (160):\n");
      expect(copied).toContain("TikTok bio (80):\nBaker in Lisbon");
      expect(copied).toContain("Facebook intro (101):\n");
      expect(copied).toContain("LinkedIn headline (220):\n");
      expect(await seriousAxeViolations(page)).toEqual([]);
      await noSidewaysScroll(page);
    });
  });
}

async function generateAndUse(page: Page) {
  await page.getByLabel("Interests & Hobbies").fill("sourdough, coffee");
  await page.getByLabel("Profession").fill("Pastry chef");
  await page.getByRole("group", { name: "Style" }).getByRole("button", { name: "With Emojis" }).click();
  await page.getByRole("button", { name: "Generate AI Bio" }).click();
  await page.getByRole("button", { name: "Use This Bio" }).first().click();
}

async function refineWith(page: Page, refinement: Refinement): Promise<string[]> {
  const editor = page.locator("#refine-bio");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/refine-bio"));
  await editor.getByRole("button", { name: REFINEMENT_LABELS[refinement], exact: true }).click();
  await answered;
  await expect(
    editor.getByRole("heading", { name: new RegExp(`^${REFINEMENT_LABELS[refinement]}:`, "u") }),
  ).toBeVisible();
  return editor.getByTestId("refined-versions").locator("li p").allTextContents();
}

for (const [width, dark] of WIDTH_AND_THEME) {
  test(`each refine chip on a generated bio returns 3 versions keeping its promise and the facts, and Undo restores (${width} px, ${dark ? "dark" : "light"})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await useSavedTheme(page, dark);
    const editor = await workshopReady(page);
    await generateAndUse(page);
    const generated = await editor.inputValue();
    expect(generated.toLowerCase()).toContain("pastry chef");
    // The facts the generated bio holds (the composer may leave an interest out of one bio).
    const context = {
      platform: "instagram" as const,
      count: countCharacters,
      facts: ["pastry chef", "sourdough", "coffee"].filter((fact) => generated.toLowerCase().includes(fact)),
    };
    for (const refinement of REFINEMENTS.filter((chip) => chip !== "plain-letters" && chip !== "fewer-emoji")) {
      const versions = await refineWith(page, refinement);
      expect(versions, refinement).toHaveLength(3);
      for (const version of versions) {
        expect(keepsPromise(generated, version, refinement, context), `${refinement}: ${version}`).toBe(true);
        // Shorter keeps the profession always, and every interest when the bio leaves a way to
        // shorten without losing one (docs/product.md#refine-a-bio).
        const facts = refinement === "shorter" ? ["pastry chef"] : context.facts;
        expect(keepsFacts(version, facts), `${refinement}: ${version}`).toBe(true);
        expect(isVersionOf(generated, version), `${refinement}: ${version}`).toBe(true);
      }
    }
    // Fewer emoji: as many versions as the bio has emoji to lose (With Emojis gives 1 to 3).
    for (const version of await refineWith(page, "fewer-emoji")) {
      expect(keepsPromise(generated, version, "fewer-emoji", context), version).toBe(true);
    }
    // Use one, then Undo (one click), and Ctrl+Z after using another.
    const [first] = await refineWith(page, "shorter");
    await page.getByRole("button", { name: "Use version 1" }).click();
    await expect(editor).toHaveValue(first!);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await expect(editor).toHaveValue(generated);
    await page.getByRole("button", { name: "Use version 2" }).click();
    await editor.focus();
    await page.keyboard.press("ControlOrMeta+z");
    await expect(editor).toHaveValue(generated);
    // Plain letters undoes a fancy font.
    await page
      .locator("#fonts")
      .getByRole("button", { name: /^Bold\b/u })
      .click();
    // The font's code loads with the first choice: wait for the styled text before reading it.
    await expect(editor).not.toHaveValue(generated);
    const styled = await editor.inputValue();
    const plain = await refineWith(page, "plain-letters");
    expect(plain.length).toBeGreaterThanOrEqual(1);
    for (const version of plain) expect(keepsPromise(styled, version, "plain-letters", context), version).toBe(true);
    // Toasts fade in and out; axe reads their colours mid-fade. Check the page once they are gone.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
  });
}

test("Shorter is strictly shorter by each platform's own count", async ({ page }) => {
  const editor = await workshopReady(page);
  const styled = "𝐏𝐚𝐬𝐭𝐫𝐲 𝐜𝐡𝐞𝐟 𝐢𝐧 𝐋𝐢𝐬𝐛𝐨𝐧 🥐\nSourdough, coffee and long walks 🍞\nBook a class 👇";
  await editor.fill(styled);
  for (const platform of Object.keys(PLATFORM_LIMITS) as Platform[]) {
    await page
      .getByRole("group", { name: "Preview platform" })
      .getByRole("button", { name: PLATFORM_LIMITS[platform].name })
      .click();
    const versions = await refineWith(page, "shorter");
    expect(versions).toHaveLength(3);
    for (const version of versions) {
      expect(countCharacters(version, platform)).toBeLessThan(countCharacters(styled, platform));
    }
  }
});

test("a share link carries the draft in its fragment only, and opens it in a fresh context within the cap", async ({
  page,
  browser,
}) => {
  const editor = await workshopReady(page);
  await page.getByRole("button", { name: "TikTok" }).first().click();
  await editor.fill("Pastry chef in Lisbon\nBook a class");
  await page
    .locator("#fonts")
    .getByRole("button", { name: /^Bold\b/u })
    .click();
  await expect(editor).toHaveValue("𝐏𝐚𝐬𝐭𝐫𝐲 𝐜𝐡𝐞𝐟 𝐢𝐧 𝐋𝐢𝐬𝐛𝐨𝐧\n𝐁𝐨𝐨𝐤 𝐚 𝐜𝐥𝐚𝐬𝐬");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe("/");
  expect(new URL(link).search).toBe("");

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const requested: string[] = [];
  other.on("request", (request) => requested.push(request.url()));
  await other.goto(link);
  const opened = other.getByRole("textbox", { name: "Your bio" });
  await expect(opened).toHaveValue("𝐏𝐚𝐬𝐭𝐫𝐲 𝐜𝐡𝐞𝐟 𝐢𝐧 𝐋𝐢𝐬𝐛𝐨𝐧\n𝐁𝐨𝐨𝐤 𝐚 𝐜𝐥𝐚𝐬𝐬");
  await expect(other.getByText("Shared Draft Opened")).toBeVisible();
  await expect(other.getByText("Edit freely · TikTok allows 80 characters")).toBeVisible();
  expect(other.url()).not.toContain("#bio=");
  // The browser never sends a fragment: no request the server saw carries the draft.
  for (const url of requested) expect(decodeURIComponent(url)).not.toMatch(/Pastry|Lisbon/u);
  // And the server's access log (its standard output, kept by playwright.config.ts) holds none of
  // it: a request logged after the visit shows the log is written up to that point.
  const marker = `/share-log-marker-${randomUUID()}`;
  expect((await other.request.get(marker)).status()).toBe(404);
  const serverLog = () => readFile(process.env.E2E_SERVER_LOG!, "utf8");
  await expect.poll(serverLog).toContain(`"path":"${marker}"`);
  const logged = await serverLog();
  for (const draft of ["Pastry", "Lisbon", "𝐏𝐚𝐬𝐭𝐫𝐲", encodeURIComponent("𝐏𝐚𝐬𝐭𝐫𝐲"), "Pastry%20chef", "Pastry+chef"]) {
    expect(logged).not.toContain(draft);
  }

  // A draft longer than the editor's cap opens cut to it, counted the platform's way, and says so.
  const long = `${"Sourdough ".repeat(20)}`.trim();
  const third = await fresh.newPage();
  await third.goto(`/#${new URLSearchParams({ bio: long, platform: "tiktok", font: "normal" }).toString()}`);
  await expect(third.getByText(/cut to the editor's 130 characters/u)).toBeVisible();
  const cut = await third.getByRole("textbox", { name: "Your bio" }).inputValue();
  expect(countCharacters(cut, "tiktok")).toBeLessThanOrEqual(PLATFORM_LIMITS.tiktok.limit + 50);
  expect(long.startsWith(cut)).toBe(true);
  await fresh.close();
});

test("keyboard: Ctrl+Enter generates, Alt+Shift+C copies the editor, ? lists the shortcuts; Copy plain beside a styled copy", async ({
  page,
}) => {
  const editor = await workshopReady(page);
  await page.getByLabel("Profession").fill("Pastry chef");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(page.getByRole("heading", { name: "Your bios" })).toBeVisible();

  await editor.fill("Maya Chen");
  await page
    .locator("#fonts")
    .getByRole("button", { name: /^Bold\b/u })
    .click();
  await expect(editor).toHaveValue("𝐌𝐚𝐲𝐚 𝐂𝐡𝐞𝐧");
  await page.keyboard.press("Alt+Shift+C");
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("𝐌𝐚𝐲𝐚 𝐂𝐡𝐞𝐧");
  await page.locator("#bio-editor").getByRole("button", { name: "Copy plain" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("Maya Chen");

  await page.locator("body").click({ position: { x: 5, y: 300 } });
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Ctrl/⌘ + Enter");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  // Typing '?' in a field types it.
  await editor.fill("Why?");
  await expect(dialog).toBeHidden();
});

for (const [width, dark] of WIDTH_AND_THEME) {
  test(`'Refine' on a generated bio opens its chips, whose versions refine that bio and keep its facts (${width} px, ${dark ? "dark" : "light"})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await useSavedTheme(page, dark);
    const editor = await workshopReady(page);
    await generateAndUse(page);
    const before = await editor.inputValue();
    const card = page
      .locator("#ai-generator li")
      .filter({ has: page.getByRole("heading", { name: "Bio 2", exact: true }) });
    const generated = (await card.locator("p").first().textContent()) ?? "";
    expect(generated).not.toBe(before);
    const toggle = card.getByRole("button", { name: "Refine Bio 2" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const context = {
      platform: "instagram" as const,
      count: countCharacters,
      facts: ["pastry chef", "sourdough", "coffee"].filter((fact) => generated.toLowerCase().includes(fact)),
    };
    for (const refinement of REFINEMENTS.filter((chip) => chip !== "plain-letters" && chip !== "fewer-emoji")) {
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/refine-bio"));
      await card.getByRole("button", { name: REFINEMENT_LABELS[refinement], exact: true }).click();
      await answered;
      await expect(
        card.getByRole("heading", { name: new RegExp(`^${REFINEMENT_LABELS[refinement]}:`, "u") }),
      ).toBeVisible();
      const versions = await card.getByTestId("refined-versions").locator("li p").allTextContents();
      expect(versions, refinement).toHaveLength(3);
      for (const version of versions) {
        // Measured against the card's bio, not the editor's: the chips refine the bio they sit on.
        expect(keepsPromise(generated, version, refinement, context), `${refinement}: ${version}`).toBe(true);
        expect(isVersionOf(generated, version), `${refinement}: ${version}`).toBe(true);
        const facts = refinement === "shorter" ? context.facts.filter((fact) => fact === "pastry chef") : context.facts;
        expect(keepsFacts(version, facts), `${refinement}: ${version}`).toBe(true);
      }
    }
    const [first] = await card.getByTestId("refined-versions").locator("li p").allTextContents();
    await card.getByRole("button", { name: "Use version 1" }).click();
    await expect(editor).toHaveValue(first!);
    await card.getByRole("button", { name: "Undo", exact: true }).click();
    await expect(editor).toHaveValue(before);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
  });
}

for (const [width, dark] of WIDTH_AND_THEME) {
  test(`/ai-bio-generator: 'Refine' on a generated bio puts a version in 'Your bio', and Undo brings the last one back (${width} px, ${dark ? "dark" : "light"})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await useSavedTheme(page, dark);
    await page.goto("/ai-bio-generator");
    await hydrated(page.getByRole("button", { name: "Generate AI Bio" }));
    await generateAndUse(page);
    const yours = page.getByTestId("your-bio");
    const before = (await yours.textContent()) ?? "";
    const card = page.locator("li").filter({ has: page.getByRole("heading", { name: "Bio 2", exact: true }) });
    const generated = (await card.locator("p").first().textContent()) ?? "";
    await card.getByRole("button", { name: "Refine Bio 2" }).click();
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/refine-bio"));
    await card.getByRole("button", { name: REFINEMENT_LABELS.shorter, exact: true }).click();
    await answered;
    await expect(card.getByTestId("refined-versions").locator("li p")).toHaveCount(3);
    const versions = await card.getByTestId("refined-versions").locator("li p").allTextContents();
    const context = { platform: "instagram" as const, count: countCharacters, facts: [] };
    for (const version of versions) {
      expect(keepsPromise(generated, version, "shorter", context), version).toBe(true);
      expect(isVersionOf(generated, version), version).toBe(true);
    }
    await card.getByRole("button", { name: "Use version 1" }).click();
    await expect(yours).toHaveText(versions[0]!);
    await card.getByRole("button", { name: "Undo", exact: true }).click();
    await expect(yours).toHaveText(before);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor's form posts the bio, and the page comes back with its checklist and five platform versions", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    const editor = page.getByRole("textbox", { name: "Your bio" });
    const long = `Pastry chef in Lisbon\n${"Weekend markets and slow mornings with friends. ".repeat(3).trim()}\nBook a class`;
    await editor.fill(long);
    await page.getByRole("button", { name: "Check this bio" }).click();
    await expect(editor).toHaveValue(long);

    const checks = page.locator("#bio-checklist [data-check]");
    await expect(checks).toHaveCount(7);
    await expect(check(page, "fits")).toHaveAttribute("data-passed", "false");
    await expect(check(page, "says-who")).toHaveAttribute("data-passed", "true");

    const pack = page.locator("#every-platform");
    await expect(pack.locator("li[data-platform]")).toHaveCount(5);
    for (const platform of Object.keys(PLATFORM_LIMITS) as Platform[]) {
      const item = pack.locator(`li[data-platform="${platform}"]`);
      const version = await item.getByRole("textbox").inputValue();
      expect(version).not.toBe("");
      expect(version).not.toContain("…");
      const limit = PLATFORM_LIMITS[platform].limit;
      expect(countCharacters(version, platform)).toBeLessThanOrEqual(limit);
      await expect(item.locator("[id$='-count']")).toHaveText(`${countCharacters(version, platform)}/${limit} · Good`);
    }

    // A check's fix is a button of the same form: the server applies it.
    await check(page, "fits").getByRole("button", { name: "Shorten to fit Instagram" }).click();
    await expect(check(page, "fits")).toHaveAttribute("data-passed", "true");
    const fixed = await editor.inputValue();
    expect(countCharacters(fixed, "instagram")).toBeLessThanOrEqual(PLATFORM_LIMITS.instagram.limit);
    expect(fixed.startsWith("Pastry chef in Lisbon")).toBe(true);

    // axe needs scripts in the page: it reads the answer as served, in a page that may run them,
    // where the workshop also hydrates from the posted review without a mismatch.
    const answer = await page.content();
    for (const [width, dark] of WIDTH_AND_THEME) {
      // Its own context (which axe needs), with scripts: a new context takes this describe's options.
      const context = await browser.newContext({
        javaScriptEnabled: true,
        viewport: { width, height: width < 500 ? 844 : 900 },
      });
      const viewer = await context.newPage();
      const errors: string[] = [];
      viewer.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      // useSavedTheme's init script, for a page of this test's own.
      await viewer.addInitScript((value) => localStorage.setItem("darkMode", value), JSON.stringify(dark));
      await viewer.route("**/posted-answer", (route) => route.fulfill({ body: answer, contentType: "text/html" }));
      await viewer.goto("/posted-answer");
      await hydrated(viewer.getByRole("textbox", { name: "Your bio" }));
      await expect(viewer.locator("#every-platform li[data-platform]")).toHaveCount(5);
      await expect(viewer.locator("#bio-checklist [data-check]")).toHaveCount(7);
      expect(await seriousAxeViolations(viewer)).toEqual([]);
      await noSidewaysScroll(viewer);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

test("'Copy plain' sits beside the styled copies: a font card, a platform version, a style example", async ({
  page,
}) => {
  await page.goto("/features/fancy-font-styles");
  const bold = page.locator('li[data-style="bold"] [data-output]');
  const input = await answersTyping(page.getByLabel("Text to convert"), "ab", bold.getByText("𝐚𝐛"));
  await input.fill("Maya Chen");
  await expect(bold).toHaveText("𝐌𝐚𝐲𝐚 𝐂𝐡𝐞𝐧");
  await page.getByRole("button", { name: "Copy plain letters of Bold", exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("Maya Chen");

  const editor = await workshopReady(page);
  await editor.fill("Maya Chen\nDesigner");
  await page
    .locator("#fonts")
    .getByRole("button", { name: /^Bold\b/u })
    .click();
  await expect(editor).toHaveValue("𝐌𝐚𝐲𝐚 𝐂𝐡𝐞𝐧\n𝐃𝐞𝐬𝐢𝐠𝐧𝐞𝐫");
  await page.getByRole("button", { name: "Make a version for every platform" }).click();
  await page.locator("#every-platform").getByRole("button", { name: "Copy plain TikTok" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("Maya Chen\nDesigner");

  await page.goto("/resources/style-guide");
  const plain = page.getByRole("button", { name: /^Copy plain example:/u }).first();
  await plain.click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).not.toMatch(/[\u{1D400}-\u{1D7FF}]/u);
  expect(copied).not.toBe("");
});
