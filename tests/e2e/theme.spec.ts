import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

/**
 * Records, before the first frame is painted and again when the DOM is parsed, whether <html> had
 * the `dark` class and what the page background was: a light first frame would show up here.
 */
async function recordEarlyTheme(page: Page) {
  await page.addInitScript(() => {
    const record = (key: string) => {
      (window as unknown as Record<string, unknown>)[key] = {
        dark: document.documentElement.classList.contains("dark"),
        background: getComputedStyle(document.documentElement).backgroundColor,
      };
    };
    requestAnimationFrame(() => record("__firstFrame"));
    document.addEventListener("DOMContentLoaded", () => record("__domReady"));
  });
}

const early = async (page: Page, key: string) => {
  // The first frame after a reload may come a moment after the DOM has its class: wait for the record.
  await expect.poll(() => page.evaluate((name) => name in window, key)).toBe(true);
  return page.evaluate((name) => {
    const value = (window as unknown as Record<string, { dark: boolean; background: string } | undefined>)[name];
    if (!value) throw new Error(`${name} was not recorded`);
    return value;
  }, key);
};

// A pre-rendered page with no bundle, a pre-rendered page that hydrates, and one rendered per request.
for (const path of ["/about-us", "/", "/suggest-feature"]) {
  test(`dark mode on ${path}: toggled on, saved, and dark from the first frame after a reload`, async ({ page }) => {
    await recordEarlyTheme(page);
    await page.goto(path);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    const lightBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Dark Mode" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(header.getByRole("button", { name: "Light Mode" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    const firstFrame = await early(page, "__firstFrame");
    const domReady = await early(page, "__domReady");
    expect(firstFrame.dark).toBe(true);
    expect(domReady.dark).toBe(true);
    const darkBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);
    expect(firstFrame.background).toBe(darkBackground);

    await header.getByRole("button", { name: "Light Mode" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("false");
  });
}

test("dark mode is off by default", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Dark Mode" })).toBeVisible();
});

test("a storage that refuses reads and writes only logs warnings", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.addInitScript(() => {
    Storage.prototype.getItem = () => {
      throw new Error("storage disabled");
    };
    Storage.prototype.setItem = () => {
      throw new Error("storage disabled");
    };
  });
  await page.goto("/about-us");
  await page.getByRole("banner").getByRole("button", { name: "Dark Mode" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(warnings.some((text) => text.includes("Could not read the saved theme"))).toBe(true);
  expect(warnings.some((text) => text.includes("Could not save the theme"))).toBe(true);
});
