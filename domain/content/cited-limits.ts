import { PLATFORM_LIMITS } from "../text/platforms";

/** Facts for readers who copy a bio elsewhere; nothing counts against them. */
export const OTHER_PLATFORM_LIMITS = {
  threads: { name: "Threads", field: "bio", limit: 150 },
  pinterest: { name: "Pinterest", field: "About text", limit: 500 },
  youtube: { name: "YouTube", field: "channel description", limit: 1000 },
} as const satisfies Record<string, { name: string; field: string; limit: number }>;

export const CITABLE_LIMITS: ReadonlySet<number> = new Set([
  ...Object.values(PLATFORM_LIMITS).map((entry) => entry.limit),
  ...Object.values(OTHER_PLATFORM_LIMITS).map((entry) => entry.limit),
]);

/** The same digits on the server and in every browser, whatever the locale. */
export function formatLimit(limit: number): string {
  return String(limit).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// What a reader takes as a character limit ("150 characters", "limit of 160").
const LIMIT_MENTION =
  /(\d[\d,]*)(?=[\s-]*(?:characters?|chars?|graphemes?)\b)|(?:limits?|allows?|holds?|gives you|up to|maximum of|max\.?)\s+(?:(?:is|of|just|only)\s+)?(\d[\d,]*)/giu;

export function findLimitMentions(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(LIMIT_MENTION)) {
    const digits = match[1] ?? match[2];
    if (digits !== undefined) found.push(Number(digits.replaceAll(",", "")));
  }
  return found;
}

/** Content keeps larger numbers out of its prose (no invented statistics), so one is a limit or a mistake. */
export function uncitableNumbers(text: string): number[] {
  return (text.match(/\d+/g) ?? []).map(Number).filter((value) => value > 10 && !CITABLE_LIMITS.has(value));
}
