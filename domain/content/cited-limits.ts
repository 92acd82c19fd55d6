import { PLATFORM_LIMITS } from "../text/platforms";

/**
 * Limits of platforms outside the product's counting table that guide text may cite
 * (docs/product.md#the-limits-table).
 * Nothing counts against these; they are facts for readers who copy a bio elsewhere.
 */
export const OTHER_PLATFORM_LIMITS = {
  threads: { name: "Threads", field: "bio", limit: 150 },
  pinterest: { name: "Pinterest", field: "About text", limit: 500 },
  youtube: { name: "YouTube", field: "channel description", limit: 1000 },
} as const satisfies Record<string, { name: string; field: string; limit: number }>;

/** Every limit number content text may mention: the counting table's and the three above. */
export const CITABLE_LIMITS: ReadonlySet<number> = new Set([
  ...Object.values(PLATFORM_LIMITS).map((entry) => entry.limit),
  ...Object.values(OTHER_PLATFORM_LIMITS).map((entry) => entry.limit),
]);

/** "1,000", not "1000": the same digits on the server and in every browser, whatever the locale. */
export function formatLimit(limit: number): string {
  return String(limit).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// Numbers written next to a counting word ("150 characters", "80-character", "limit of 160",
// "allows 220"): what a reader takes as a character limit.
const LIMIT_MENTION =
  /(\d[\d,]*)(?=[\s-]*(?:characters?|chars?|graphemes?)\b)|(?:limits?|allows?|holds?|gives you|up to|maximum of|max\.?)\s+(?:(?:is|of|just|only)\s+)?(\d[\d,]*)/giu;

/** The limit-like numbers a text mentions, in order (see LIMIT_MENTION for what counts). */
export function findLimitMentions(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(LIMIT_MENTION)) {
    const digits = match[1] ?? match[2];
    if (digits !== undefined) found.push(Number(digits.replaceAll(",", "")));
  }
  return found;
}

/**
 * Numbers above ten in the text that are not citable limits. Content written for this site keeps
 * larger numbers out of its prose (no invented statistics), so any such number is either a limit
 * from the table or a mistake.
 */
export function uncitableNumbers(text: string): number[] {
  return (text.match(/\d+/g) ?? []).map(Number).filter((value) => value > 10 && !CITABLE_LIMITS.has(value));
}
