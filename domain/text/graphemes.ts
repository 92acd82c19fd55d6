/**
 * Grapheme clusters: what a person sees as one character (an emoji with its skin tone and joiners,
 * a flag, a letter with its accents). Intl.Segmenter is built into every supported browser and Node.
 *
 * The segmenter costs about a microsecond per character plus a call overhead, and the composer,
 * the font converter and the counters measure many short texts. Between two ASCII characters there
 * is always a cluster boundary except in CR LF (UAX #29 GB3 and GB999), so only the non-ASCII
 * stretches go to the segmenter: each widened by one neighbour on either side (an ASCII base
 * before a combining mark or keycap, an ASCII character after a prepended mark) and segmented on
 * its own. graphemes.test.ts checks the result against the plain segmenter.
 */
let segmenter: Intl.Segmenter | undefined;

// Made on first use: building one loads the grapheme break rules (decision 028), and ASCII text
// never needs it.
function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return segmenter;
}

const isAscii = (code: number) => code < 0x80;

export function splitGraphemes(text: string): string[] {
  const out: string[] = [];
  walkGraphemes(
    text,
    (from, to) => pushAscii(text, from, to, out),
    (cluster) => out.push(cluster),
  );
  return out;
}

/**
 * The walk splitGraphemes makes, for callers that only count or test clusters and need no array:
 * `ascii(from, to)` for each stretch of ASCII characters that are clusters of their own (each
 * character one cluster, except CR LF, one cluster of two), `cluster` for each cluster the
 * segmenter finds in the rest, in text order.
 */
export function walkGraphemes(
  text: string,
  ascii: (from: number, to: number) => void,
  cluster: (cluster: string) => void,
): void {
  let index = 0;
  const length = text.length;
  while (index < length) {
    let next = index;
    while (next < length && isAscii(text.charCodeAt(next))) next += 1;
    if (next === length) {
      ascii(index, length);
      break;
    }
    // The ASCII character right before a non-ASCII one may be its base ("1" in 1️⃣, "e" + U+0301).
    let start = next > index ? next - 1 : next;
    // Keep CR LF together when the widened start lands on the LF.
    if (start > index && text.charCodeAt(start) === 0x0a && text.charCodeAt(start - 1) === 0x0d) start -= 1;
    if (start > index) ascii(index, start);
    // The stretch, one ASCII neighbour after it (in case it ends with a prepended mark), and on
    // through any stretch that follows that neighbour at once (the neighbour may be its base).
    let end = next;
    for (;;) {
      while (end < length && !isAscii(text.charCodeAt(end))) end += 1;
      if (end >= length) break;
      end += 1;
      if (text.charCodeAt(end - 1) === 0x0d && text.charCodeAt(end) === 0x0a) end += 1;
      if (end >= length || isAscii(text.charCodeAt(end))) break;
    }
    for (const found of segmentRun(text.slice(start, end))) cluster(found);
    index = end;
  }
}

/** splitGraphemes(text).length, without building the array. */
export function countGraphemes(text: string): number {
  let count = 0;
  const crlf = text.includes("\r\n");
  walkGraphemes(
    text,
    (from, to) => {
      count += to - from;
      // CR LF is one cluster.
      if (!crlf) return;
      for (let at = text.indexOf("\r\n", from); at >= 0 && at + 1 < to; at = text.indexOf("\r\n", at + 2)) count -= 1;
    },
    () => {
      count += 1;
    },
  );
  return count;
}

// Bios repeat the same short stretches (" ☕", "🌙 ✨"); their segmentation is kept, up to a cap.
const RUN_CACHE_LIMIT = 4096;
const runCache = new Map<string, readonly string[]>();

function segmentRun(run: string): readonly string[] {
  let clusters = runCache.get(run);
  if (!clusters) {
    clusters = Array.from(graphemeSegmenter().segment(run), (part) => part.segment);
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

// An emoji grapheme: a pictograph (with any modifiers, joiners and selectors), a flag made of two
// regional indicators, or a keycap such as 1️⃣.
const EMOJI_GRAPHEME = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

export function isEmojiGrapheme(grapheme: string): boolean {
  return EMOJI_GRAPHEME.test(grapheme);
}

// RGI_Emoji (Unicode's recommended emoji: every fully-qualified emoji of emoji-test.txt, each one
// grapheme) is a property of strings, readable only with the regex `v` flag: Node 20, Chrome 112,
// Firefox 116, Safari 17. The build targets older browsers (Vite's baseline: Chrome 111, Safari
// 16.4), where a `v` literal would not even parse, so the pattern is made at run time and, where the
// flag is missing, looksLikeRgiEmoji answers alone. The table is the engine's own: nothing ships.
// V8 takes ~30 ms to build and first run it, so it is built on the first emoji-shaped grapheme.
let rgiEmoji: RegExp | null | undefined;

function rgiEmojiPattern(): RegExp | null {
  if (rgiEmoji === undefined) {
    try {
      rgiEmoji = new RegExp("^\\p{RGI_Emoji}$", "v");
    } catch {
      rgiEmoji = null;
    }
  }
  return rgiEmoji;
}

/** Whether a grapheme cluster is one RGI emoji (🧑‍💻, ❤️‍🔥, 🫶🏽, 🇯🇵, #️⃣), by the engine's Unicode data. */
export function isRgiEmojiGrapheme(grapheme: string): boolean {
  if (!looksLikeRgiEmoji(grapheme)) return false;
  return rgiEmojiPattern()?.test(grapheme) ?? true;
}

// The shapes of UTS #51's RGI sets: a flag (two regional indicators), a keycap, a tag sequence, or
// pictographs and skin tones joined by ZWJ with variation selectors; and in emoji presentation (an
// Emoji_Presentation character or U+FE0F somewhere), so text-style ☺ and © stay text.
const EMOJI_SHAPE =
  /^(?:\p{Regional_Indicator}{2}|[#*0-9]\uFE0F\u20E3|[\p{Extended_Pictographic}\p{Emoji_Modifier}](?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u{E0020}-\u{E007F}]|\u200D)*)$/u;
const EMOJI_PRESENTATION = /[\p{Emoji_Presentation}\uFE0F]/u;

/**
 * A cheap outline of RGI_Emoji: true for every RGI emoji (the test checks all of Emoji 17.0), and
 * for the rare sequences of the same shape that RGI leaves out (🇦🇦, 🧑‍💻🏽). isRgiEmojiGrapheme
 * uses it first, and alone where the `v` flag is missing.
 */
export function looksLikeRgiEmoji(grapheme: string): boolean {
  return EMOJI_SHAPE.test(grapheme) && EMOJI_PRESENTATION.test(grapheme) && !grapheme.endsWith("\u200D");
}
