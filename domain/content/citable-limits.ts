import { PLATFORM_IDS, PLATFORM_LIMITS } from "../text/platforms";

import { OTHER_PLATFORM_LIMITS } from "./other-platform-limits";

/**
 * Every character limit a sentence on the site may cite: the one table of domain/text/platforms.ts
 * and the few others decisions.md allows. Content tests use it to catch a typed limit that is not
 * in the table (an old LinkedIn figure, a name-field limit from memory).
 */
export const CITABLE_LIMITS: ReadonlySet<number> = new Set([
  ...PLATFORM_IDS.map((platform) => PLATFORM_LIMITS[platform].limit),
  ...Object.values(OTHER_PLATFORM_LIMITS).map((entry) => entry.limit),
]);

/**
 * Numbers above ten in the text that are not citable limits. Content written for this site keeps
 * larger numbers out of its prose (no invented statistics), so any such number is either a limit
 * from the table or a mistake.
 */
export function uncitableNumbers(text: string): number[] {
  return (text.match(/\d+/g) ?? []).map(Number).filter((value) => value > 10 && !CITABLE_LIMITS.has(value));
}
