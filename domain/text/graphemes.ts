// Only non-ASCII stretches go to Intl.Segmenter (~1 µs a character): ASCII pairs always break except CR LF (UAX #29).
let segmenter: Intl.Segmenter | undefined;

// Made on first use: it loads the grapheme break rules (decision 028).
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
    // The ASCII character before a non-ASCII one may be its base ("1" in 1️⃣, "e" + U+0301).
    let start = next > index ? next - 1 : next;
    if (start > index && text.charCodeAt(start) === 0x0a && text.charCodeAt(start - 1) === 0x0d) start -= 1;
    if (start > index) ascii(index, start);
    // Through one ASCII neighbour after it (a prepended mark may end the stretch).
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

export function countGraphemes(text: string): number {
  let count = 0;
  const crlf = text.includes("\r\n");
  walkGraphemes(
    text,
    (from, to) => {
      count += to - from;
      if (!crlf) return;
      for (let at = text.indexOf("\r\n", from); at >= 0 && at + 1 < to; at = text.indexOf("\r\n", at + 2)) count -= 1;
    },
    () => {
      count += 1;
    },
  );
  return count;
}

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

const EMOJI_GRAPHEME = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

export function isEmojiGrapheme(grapheme: string): boolean {
  return EMOJI_GRAPHEME.test(grapheme);
}

// RGI_Emoji needs the regex `v` flag, newer than the build's targets: made at run time, when first needed (~30 ms).
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

export function isRgiEmojiGrapheme(grapheme: string): boolean {
  if (!looksLikeRgiEmoji(grapheme)) return false;
  return rgiEmojiPattern()?.test(grapheme) ?? true;
}

const EMOJI_SHAPE =
  /^(?:\p{Regional_Indicator}{2}|[#*0-9]\uFE0F\u20E3|[\p{Extended_Pictographic}\p{Emoji_Modifier}](?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u{E0020}-\u{E007F}]|\u200D)*)$/u;
const EMOJI_PRESENTATION = /[\p{Emoji_Presentation}\uFE0F]/u;

export function looksLikeRgiEmoji(grapheme: string): boolean {
  return EMOJI_SHAPE.test(grapheme) && EMOJI_PRESENTATION.test(grapheme) && !grapheme.endsWith("\u200D");
}
