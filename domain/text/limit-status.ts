import { splitGraphemes } from "./graphemes";

/** docs/product.md#live-preview. */
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

/** What a preview shows of a text a platform cuts (TikTok). */
export function cutForPreview(text: string, max: number): string {
  const graphemes = splitGraphemes(text);
  return graphemes.length > max ? `${graphemes.slice(0, max).join("")}…` : text;
}

const TRAILING_JOINERS = /[\s,;:|•·\-–—/]+$/u;

/** Cut after a whole word, line breaks kept; never adds anything. */
export function trimToFit(text: string, limit: number, count: (text: string) => number): string {
  if (count(text) <= limit) return text;
  const graphemes = splitGraphemes(text);
  // Counts only grow as graphemes are added.
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
    const lastSpace = fits.findLastIndex((grapheme) => /^\s+$/u.test(grapheme));
    if (lastSpace > 0) end = lastSpace;
  }
  return fits.slice(0, end).join("").replace(TRAILING_JOINERS, "");
}
