/**
 * Grapheme clusters without paying for Intl.Segmenter on every character. The segmenter costs
 * about a microsecond per character plus a call overhead, and the composer measures thousands of
 * short texts per request. Between two ASCII characters there is always a cluster boundary except
 * in CR LF (UAX #29 GB3 and GB999), so only the non-ASCII stretches need the segmenter: each is
 * widened by one neighbour on either side (an ASCII base before a combining mark or keycap, an
 * ASCII character after a prepended mark) and segmented on its own. Same result as
 * splitGraphemes (graphemes.ts), property-tested in fast-graphemes.test.ts.
 */
import { isEmojiGrapheme, splitGraphemes } from "../../text/graphemes";

function isAsciiCode(code: number): boolean {
  return code < 0x80;
}

/** Grapheme clusters of `text`, equal to splitGraphemes(text). */
export function splitGraphemesFast(text: string): string[] {
  const out: string[] = [];
  let index = 0;
  const length = text.length;
  while (index < length) {
    // Find the next non-ASCII code unit; everything before it (but its left neighbour) is simple.
    let next = index;
    while (next < length && isAsciiCode(text.charCodeAt(next))) next += 1;
    if (next === length) {
      pushAscii(text, index, length, out);
      break;
    }
    // The ASCII character right before a non-ASCII one may be its base ("1" in 1️⃣, "e" + U+0301).
    let start = next > index ? next - 1 : next;
    // Keep CR LF together when the widened start lands on the LF.
    if (start > index && text.charCodeAt(start) === 0x0a && text.charCodeAt(start - 1) === 0x0d) start -= 1;
    pushAscii(text, index, start, out);
    // The stretch, one ASCII neighbour after it (in case it ends with a prepended mark), and on
    // through any stretch that follows that neighbour at once (the neighbour may be its base).
    let end = next;
    for (;;) {
      while (end < length && !isAsciiCode(text.charCodeAt(end))) end += 1;
      if (end >= length) break;
      end += 1;
      if (text.charCodeAt(end - 1) === 0x0d && text.charCodeAt(end) === 0x0a) end += 1;
      if (end >= length || isAsciiCode(text.charCodeAt(end))) break;
    }
    for (const cluster of segmentRun(text.slice(start, end))) out.push(cluster);
    index = end;
  }
  return out;
}

// Bios repeat the same short stretches (" ☕", "🌙 ✨"); their segmentation is kept, up to a cap.
const RUN_CACHE_LIMIT = 4096;
const runCache = new Map<string, readonly string[]>();

function segmentRun(run: string): readonly string[] {
  let clusters = runCache.get(run);
  if (!clusters) {
    clusters = splitGraphemes(run);
    if (runCache.size >= RUN_CACHE_LIMIT) runCache.clear();
    runCache.set(run, clusters);
  }
  return clusters;
}

function pushAscii(text: string, from: number, to: number, out: string[]): void {
  for (let index = from; index < to; index += 1) {
    if (text.charCodeAt(index) === 0x0d && text.charCodeAt(index + 1) === 0x0a && index + 1 < to) {
      out.push("\r\n");
      index += 1;
    } else {
      out.push(text.charAt(index));
    }
  }
}

/** countGraphemes(text), fast. */
export function countGraphemesFast(text: string): number {
  return splitGraphemesFast(text).length;
}

const EMOJI_VARIANT_MARKS = /[\uFE0E\uFE0F]|[\u{1F3FB}-\u{1F3FF}]/gu;
const NON_DECORATIVE_PICTOGRAPHS: ReadonlySet<string> = new Set(["©", "®", "™"]);

/** extractEmoji(text) of similarity.ts, fast: emoji per cluster, variants folded, ©®™ left out. */
export function extractEmojiFast(text: string): string[] {
  return splitGraphemesFast(text)
    .filter(isEmojiGrapheme)
    .map((grapheme) => grapheme.replace(EMOJI_VARIANT_MARKS, ""))
    .filter((emoji) => !NON_DECORATIVE_PICTOGRAPHS.has(emoji));
}
