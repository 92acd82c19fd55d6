import type { Locator } from "@playwright/test";

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
