import { splitGraphemes } from "./graphemes";

/**
 * How a text stands against a platform's limit (docs/product.md#live-preview): 'Good' at or under
 * it, 'Close' when at most CLOSE_MARGIN over, 'Too long' beyond.
 */
export type LimitStatus = "good" | "close" | "too-long";

export const CLOSE_MARGIN = 20;

export const LIMIT_STATUS_LABELS: Readonly<Record<LimitStatus, string>> = {
  good: "Good",
  close: "Close",
  "too-long": "Too long",
};

export function limitStatus(count: number, limit: number): LimitStatus {
  if (count <= limit) return "good";
  return count - limit <= CLOSE_MARGIN ? "close" : "too-long";
}

/** What a preview shows of a text a platform cuts (TikTok): the first `max` graphemes and "…". */
export function cutForPreview(text: string, max: number): string {
  const graphemes = splitGraphemes(text);
  return graphemes.length > max ? `${graphemes.slice(0, max).join("")}…` : text;
}

const TRAILING_JOINERS = /[\s,;:|•·\-–—/]+$/u;

/**
 * The longest start of `text` that fits `limit` (as `count` measures it), cut after a whole word:
 * line breaks are kept, dangling separators and spaces at the cut are dropped. A text with no space
 * to cut at is cut between characters. Never adds anything.
 */
export function trimToFit(text: string, limit: number, count: (text: string) => number): string {
  if (count(text) <= limit) return text;
  const graphemes = splitGraphemes(text);
  // The most graphemes whose text still fits: counts only grow as graphemes are added.
  let low = 0;
  let high = graphemes.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (count(graphemes.slice(0, middle).join("")) <= limit) low = middle;
    else high = middle - 1;
  }
  const fits = graphemes.slice(0, low);
  const nextIsSpace = /^\s/u.test(graphemes[low] ?? "");
  let end = fits.length;
  if (!nextIsSpace) {
    // Step back to the last space, so no word is cut in half.
    const lastSpace = fits.findLastIndex((grapheme) => /^\s+$/u.test(grapheme));
    if (lastSpace > 0) end = lastSpace;
  }
  return fits.slice(0, end).join("").replace(TRAILING_JOINERS, "");
}
