import type { Browser, Page } from "@playwright/test";

import type { BioType } from "../../domain/bio/bio-type";
import { normalizeForHistory } from "../../domain/bio/history";
import { BUSINESS_POOL } from "../../domain/bio/pools/business";
import { isUniqueAgainstHistory, isUniqueInBatch } from "../../domain/bio/uniqueness";
import { AESTHETIC_BIOS_ARTICLE } from "../../domain/content/articles/aesthetic-bios";
import { BUSINESS_BIOS_ARTICLE } from "../../domain/content/articles/business-bios";
import { COOL_BIO_IDEAS_ARTICLE } from "../../domain/content/articles/cool-bio-ideas";
import { FUNNY_BIOS_ARTICLE } from "../../domain/content/articles/funny-bios";
import { COOL_IDEA_GROUPS, POPULAR_BIO_STYLES } from "../../domain/content/cool-ideas";

import { expect, seriousAxeViolations, test, useSavedTheme } from "./fixtures";
import { delayScripts, hydrated } from "./hydration";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** Each category page as docs/product.md words it. */
const PAGES: readonly {
  bioType: BioType;
  path: string;
  heading: string;
  barLabel: string;
  article: string;
  success: string;
  /** The toast when every call fails (the API answers 500). */
  failure: { title: string; description: string };
  reset: boolean;
  countBadge: boolean;
}[] = [
  {
    bioType: "aesthetic",
    path: "/aesthetic-bios",
    heading: "Aesthetic Instagram Bios",
    barLabel: "Aesthetic",
    article: AESTHETIC_BIOS_ARTICLE.title,
    success: "Fresh Aesthetic Bios Generated",
    failure: {
      title: "Bio Generation Failed",
      description: "Unable to generate aesthetic bios at the moment. Please try again.",
    },
    reset: false,
    countBadge: false,
  },
  {
    bioType: "funny",
    path: "/funny-bios",
    heading: "Funny Instagram Bios",
    barLabel: "Funny",
    article: FUNNY_BIOS_ARTICLE.title,
    success: "Ultra-Unique Funny Bios Generated",
    failure: {
      title: "Bio Generation Failed",
      description: "Unable to generate funny bios at the moment. Please try again.",
    },
    reset: true,
    countBadge: true,
  },
  {
    bioType: "business",
    path: "/business-bios",
    heading: "Business Instagram Bios",
    barLabel: "Business",
    article: BUSINESS_BIOS_ARTICLE.title,
    success: "Ultra-Unique Business Bios Generated",
    failure: {
      title: "Bio Generation Failed",
      description: "Unable to generate business bios at the moment. Please try again.",
    },
    reset: true,
    countBadge: false,
  },
  {
    bioType: "cool",
    path: "/cool-instagram-bio-ideas",
    heading: "Cool Instagram Bio Ideas",
    barLabel: "Cool Ideas",
    article: COOL_BIO_IDEAS_ARTICLE.title,
    success: "Ultra-Unique 3-Line Cool Bios Generated! ✨",
    failure: {
      title: "Bio Generation Failed",
      description: "Unable to generate cool bios at the moment. Please try again.",
    },
    reset: true,
    countBadge: true,
  },
];

const grid = (page: Page) => page.getByRole("list", { name: /^Generated .* bios$/ });
const cards = (page: Page) =>
  grid(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
const generateNew = (page: Page) => page.getByRole("button", { name: "Generate New" });

/** The bios in the grid, in order, with their line breaks. */
const shownBios = (page: Page) => cards(page).locator("p").allInnerTexts();

const storedHistory = (page: Page, bioType: BioType) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[], `categoryHistory:${bioType}`);

/** Opens the page and waits until its island runs (and has recorded the server's six). */
async function pageReady(page: Page, path: string, bioType: BioType) {
  await page.goto(path);
  await hydrated(generateNew(page));
  await expect.poll(async () => (await storedHistory(page, bioType)).length).toBeGreaterThanOrEqual(6);
}

/** Clicks 'Generate New' and waits for the batch to end; returns the bios now shown. */
async function generate(page: Page, previous: readonly string[]): Promise<string[]> {
  await generateNew(page).click();
  await expect.poll(() => shownBios(page)).not.toEqual(previous);
  await expect(generateNew(page)).toBeEnabled();
  await expect(grid(page).locator("[data-skeleton]")).toHaveCount(0);
  return shownBios(page);
}

async function withoutJavaScript(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

for (const spec of PAGES) {
  test.describe(`${spec.path}`, () => {
    test("sends six bios in its HTML, with the page's title, canonical URL, social card, category bar and article", async ({
      browser,
    }) => {
      const { page, close } = await withoutJavaScript(browser, spec.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(spec.heading);
      await expect(cards(page)).toHaveCount(6);
      for (let index = 0; index < 6; index += 1) {
        const card = cards(page).nth(index);
        await expect(card.getByRole("heading")).toHaveText(`Bio #${index + 1}`);
        await expect(card.getByText("Curated")).toBeVisible();
        await expect(card.getByRole("button", { name: "Copy Bio" })).toBeVisible();
        expect((await card.locator("p").innerText()).trim().length).toBeGreaterThan(10);
      }
      const bios = await shownBios(page);
      for (const [index, bio] of bios.entries()) expect(isUniqueInBatch(bio, bios.slice(0, index)), bio).toBe(true);
      await expect(generateNew(page)).toBeEnabled();
      await expect(page.getByRole("button", { name: "Reset History" })).toBeHidden();
      await expect(page.getByRole("heading", { level: 2, name: spec.article })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      const bar = page.getByRole("navigation", { name: "Bio categories" });
      await expect(bar.getByRole("link", { name: spec.barLabel, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${spec.path}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);

      // Without JavaScript, 'Generate New' reloads the page, which brings six new bios.
      await generateNew(page).click();
      await expect(cards(page)).toHaveCount(6);
      await expect.poll(() => shownBios(page)).not.toEqual(bios);
      await close();
    });

    test("'Generate New' ten times shows sixty new bios, each passing the page's rules against all before it", async ({
      page,
    }) => {
      test.slow();
      await pageReady(page, spec.path, spec.bioType);
      let bios = await shownBios(page);
      const history: string[] = [];
      const record = (batch: readonly string[]) => {
        expect(batch).toHaveLength(6);
        for (const [index, bio] of batch.entries()) {
          expect(isUniqueAgainstHistory(bio, history, spec.bioType), `${bio}\nagainst the history`).toBe(true);
          expect(isUniqueInBatch(bio, batch.slice(0, index)), `${bio}\nin its batch`).toBe(true);
        }
        history.push(...batch.map(normalizeForHistory));
      };
      record(bios);
      for (let round = 1; round <= 10; round += 1) {
        bios = await generate(page, bios);
        record(bios);
        if (round === 1) await expect(page.getByText(spec.success)).toBeVisible();
      }
      expect(new Set(history).size).toBe(66);
      expect(await storedHistory(page, spec.bioType)).toEqual(history);
      await expect(grid(page).getByText("AI-Generated")).toHaveCount(0);
      await expect(grid(page).getByText("Curated")).toHaveCount(6);
      if (spec.countBadge) await expect(page.getByTestId("unique-count")).toHaveText("66 unique bios generated");
    });

    test("shows six skeletons and 'Generating...' while waiting, and moves nothing when the bios arrive", async ({
      page,
    }) => {
      await pageReady(page, spec.path, spec.bioType);
      // The answers wait until the test has seen the skeletons, and at least 900 ms after the click
      // (shifts within 500 ms of input do not count): a busy machine cannot let them arrive unseen.
      let release = Promise.resolve();
      await page.route("**/api/generate-bio", async (route) => {
        await release;
        await route.continue();
      });
      await page.evaluate(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift" });
        (window as unknown as { shifts: number[] }).shifts = shifts;
      });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const before = await shownBios(page);
        let open = () => {};
        release = new Promise<void>((resolve) => (open = resolve));
        const clicked = Date.now();
        await generateNew(page).click();
        const busy = page.getByRole("button", { name: "Generating..." });
        await expect(busy).toBeDisabled();
        await expect(grid(page).locator("[data-skeleton]")).toHaveCount(6);
        await page.waitForTimeout(Math.max(0, 900 - (Date.now() - clicked)));
        open();
        await expect(generateNew(page)).toBeEnabled({ timeout: 15_000 });
        await expect.poll(() => shownBios(page)).not.toEqual(before);
        await expect(cards(page)).toHaveCount(6);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
        expect(shifts, `at ${width} px`).toEqual([]);
      }
    });

    test("'Copy Bio' puts the bio on the clipboard with the page's toast", async ({ page }) => {
      await pageReady(page, spec.path, spec.bioType);
      const card = cards(page).nth(2);
      const text = await card.locator("p").innerText();
      await card.getByRole("button", { name: "Copy Bio" }).click();
      await expect(page.getByText("Bio Copied")).toBeVisible();
      await expect(page.getByText("Your bio is ready to paste!")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    });

    test.describe("when the API fails", () => {
      test.use({ expectedConsoleErrors: [/status of 500/] });

      test("shows the page's failure toast and stays usable", async ({ page }) => {
        await pageReady(page, spec.path, spec.bioType);
        const before = await shownBios(page);
        await page.route("**/api/generate-bio", (route) =>
          route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
        );
        await generateNew(page).click();
        await expect(page.getByText(spec.failure.title)).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(spec.failure.description)).toBeVisible();
        await expect(generateNew(page)).toBeEnabled();
        expect(await shownBios(page)).toEqual(before);
        await page.unroute("**/api/generate-bio");
        const after = await generate(page, before);
        expect(after).toHaveLength(6);
      });
    });

    test("the session's history applies to the first six too: bios it has seen are replaced in place", async ({
      page,
    }) => {
      // The same six on every load: one server answer, served for the page from now on.
      const html = await (await page.request.get(spec.path)).text();
      await page.route(`**${spec.path}`, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: html }),
      );
      await pageReady(page, spec.path, spec.bioType);
      const served = await shownBios(page);
      expect(await storedHistory(page, spec.bioType)).toEqual(served.map(normalizeForHistory));

      // This tab has seen four of them (the second and fifth are forgotten): those four are replaced.
      const seen = [served[0]!, served[2]!, served[3]!, served[5]!].map(normalizeForHistory);
      await page.evaluate(({ key, value }) => sessionStorage.setItem(key, JSON.stringify(value)), {
        key: `categoryHistory:${spec.bioType}`,
        value: seen,
      });
      await page.reload();
      await hydrated(generateNew(page));
      await expect.poll(() => shownBios(page)).not.toEqual(served);
      await expect(generateNew(page)).toBeEnabled();
      await expect(grid(page).locator("[data-skeleton]")).toHaveCount(0);
      const now = await shownBios(page);
      expect(now).toHaveLength(6);
      // The two forgotten ones stay where they were, unless the page's rules find them too close to
      // the four it has seen (the server's six only pass the batch rules among themselves).
      for (const [index, bio] of served.entries()) {
        const stays = (index === 1 || index === 4) && isUniqueAgainstHistory(bio, seen, spec.bioType);
        if (stays) expect(now[index]).toBe(bio);
        else expect(now).not.toContain(bio);
      }
      for (const bio of now) expect(isUniqueAgainstHistory(bio, seen, spec.bioType), bio).toBe(true);
      expect(await storedHistory(page, spec.bioType)).toEqual(
        [...seen, ...now.map(normalizeForHistory)].filter((bio, index, all) => all.indexOf(bio) === index),
      );
    });

    test("works from the keyboard, has no serious accessibility violations in either theme, and fits 390 px", async ({
      page,
    }) => {
      await useSavedTheme(page, true);
      await pageReady(page, spec.path, spec.bioType);
      const before = await shownBios(page);
      await generateNew(page).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => shownBios(page)).not.toEqual(before);
      await expect(generateNew(page)).toBeEnabled();
      await expect(generateNew(page)).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(cards(page).first().getByRole("button", { name: "Copy Bio" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Bio Copied")).toBeVisible();
      // A toast restyled by the theme switch is measured mid-transition: axe reads the page at rest.
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      // The copied button returns to rest on a timer, perhaps while axe runs on a busy machine: read it again.
      await expect.poll(() => seriousAxeViolations(page), { timeout: 45_000 }).toEqual([]);
      await page.getByRole("banner").getByRole("button", { name: "Light Mode" }).click();
      await expect.poll(() => seriousAxeViolations(page), { timeout: 45_000 }).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });

    if (spec.reset) {
      test("'Reset History' appears once bios were generated, then clears the history and generates again", async ({
        browser,
        page,
      }) => {
        const offline = await withoutJavaScript(browser, spec.path);
        await expect(offline.page.getByRole("button", { name: "Reset History" })).toBeHidden();
        await offline.close();

        await pageReady(page, spec.path, spec.bioType);
        const reset = page.getByRole("button", { name: "Reset History" });
        await expect(reset).toBeVisible();
        const first = await shownBios(page);
        const second = await generate(page, first);
        expect(await storedHistory(page, spec.bioType)).toHaveLength(12);
        if (spec.countBadge) await expect(page.getByTestId("unique-count")).toHaveText("12 unique bios generated");
        await reset.click();
        await expect.poll(() => shownBios(page)).not.toEqual(second);
        await expect(generateNew(page)).toBeEnabled();
        const third = await shownBios(page);
        expect(await storedHistory(page, spec.bioType)).toEqual(third.map(normalizeForHistory));
        if (spec.countBadge) await expect(page.getByTestId("unique-count")).toHaveText("6 unique bios generated");
      });
    } else {
      test("keeps its history without a 'Reset History' button", async ({ page }) => {
        await pageReady(page, spec.path, spec.bioType);
        await expect(page.getByRole("button", { name: "Reset History" })).toHaveCount(0);
        await expect(page.getByTestId("unique-count")).toHaveCount(0);
      });
    }
  });
}

test.describe("/cool-instagram-bio-ideas extras", () => {
  test("four idea groups of five, each idea copied with the page's toast, and the ten popular styles", async ({
    page,
  }) => {
    await page.goto("/cool-instagram-bio-ideas");
    for (const group of COOL_IDEA_GROUPS) {
      const section = page.getByRole("region", { name: group.title });
      await expect(section.getByRole("listitem")).toHaveCount(5);
      for (const idea of group.ideas) await expect(section.getByText(idea, { exact: true })).toBeVisible();
    }
    const idea = COOL_IDEA_GROUPS[2]!.ideas[1]!;
    const copy = page.getByRole("button", { name: `Copy “${idea}”` });
    await hydrated(copy);
    await copy.click();
    await expect(page.getByText("Bio Copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(idea);

    const styles = page.getByRole("region", { name: "Popular Bio Styles" }).getByRole("listitem");
    await expect(styles).toHaveCount(10);
    for (const style of POPULAR_BIO_STYLES) await expect(page.getByRole("heading", { name: style.name })).toBeVisible();
  });
});

test("an article's example bio can be copied", async ({ page }) => {
  await page.goto("/business-bios");
  const example = page.getByRole("article").getByRole("listitem").filter({ hasText: "Sourdough & pastries" });
  const copy = example.getByRole("button", { name: "Copy Bio" });
  await hydrated(copy);
  await copy.click();
  await expect(page.getByText("Bio Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Sourdough & pastries");
});

test.describe("/business-bios trade picker", () => {
  /** A shown bio's words as its pool bio's are (styles add emoji, symbols, quotes or tags). */
  const words = (bio: string) =>
    bio
      .replace(/#[\p{L}\p{N}_]+/gu, " ")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, "")
      .replace(/\s+/gu, " ")
      .trim();
  const florist = new Set(BUSINESS_POOL.florist.map(words));
  const isFlorists = (bio: string) => florist.has(words(bio));
  const trade = (page: Page) => page.getByRole("combobox", { name: "Your trade" });

  test("without JavaScript, choosing a trade and 'Generate New' brings six bios of that trade", async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser, "/business-bios");
    await expect(trade(page)).toHaveValue("");
    await trade(page).selectOption({ label: "Florist" });
    await generateNew(page).click();
    await expect(page).toHaveURL(/\?trade=florist$/u);
    await expect(trade(page)).toHaveValue("florist");
    await expect(cards(page)).toHaveCount(6);
    for (const bio of await shownBios(page)) expect(isFlorists(bio), bio).toBe(true);
    await close();
  });

  test("choosing a trade fetches six bios of that trade at once, and a choice made before the scripts run is kept", async ({
    page,
  }) => {
    await pageReady(page, "/business-bios", "business");
    await trade(page).selectOption({ label: "Florist" });
    await expect.poll(async () => (await shownBios(page)).filter(isFlorists).length).toBe(6);
    await expect(generateNew(page)).toBeEnabled();

    // A slow connection: the visitor picks before the island's scripts arrive.
    const slow = await page.context().newPage();
    await delayScripts(slow, 2500);
    await slow.goto("/business-bios", { waitUntil: "commit" });
    await trade(slow).selectOption({ label: "Photographer" });
    const photographer = new Set(BUSINESS_POOL.photography.map(words));
    await expect
      .poll(async () => (await shownBios(slow)).filter((bio) => photographer.has(words(bio))).length, {
        timeout: 15_000,
      })
      .toBe(6);
    await expect(trade(slow)).toHaveValue("photography");
  });
});
