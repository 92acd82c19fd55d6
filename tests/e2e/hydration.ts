import type { Locator, Page } from "@playwright/test";

import { expect } from "./fixtures";

/**
 * Waits until React has hydrated the element (an island's control): React attaches its props to
 * each DOM node it claims, and from then on the node's handlers run. Acting earlier would test the
 * server HTML (or the GET form), not the island.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
  return locator;
}

/**
 * Waits until the island owning `field` has hydrated and answers typing: filling in `probe` shows
 * `answer`. Leaves the field empty and returns it.
 */
export async function answersTyping(field: Locator, probe: string, answer: Locator): Promise<Locator> {
  await hydrated(field);
  await expect(async () => {
    await field.fill(probe);
    await expect(answer).toBeVisible({ timeout: 500 });
  }).toPass();
  await field.fill("");
  return field;
}

/**
 * A slow connection: every script of the page arrives `ms` late, so a test can type or pick before the
 * island hydrates, as a visitor on a slow phone does.
 */
export async function delayScripts(page: Page, ms: number): Promise<void> {
  await page.route("**/assets/**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
