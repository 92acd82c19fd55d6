/** docs/product.md#three-line-normaliser and #category-normaliser; lengths in graphemes. */
import { countGraphemes } from "./graphemes";

export const BIO_LINE_COUNT = 3;

export const LONG_LINE_THRESHOLD = 60;

export const CONTACT_LINE_MAX_LENGTH = 50;

/** Whole words only, so "admin" is not "dm". A false match only merges middle lines, so the list leans inclusive. */
export const CONTACT_KEYWORDS: readonly string[] = [
  "email",
  "e-mail",
  "dm",
  "dms",
  "contact",
  "link",
  "links",
  "website",
  "www",
  "book",
  "http",
  "https",
  "booking",
  "bookings",
  "collab",
  "collabs",
  "inquiries",
  "enquiries",
  "inquiry",
  "enquiry",
  "shop",
];

export const CONTACT_SYMBOLS: readonly string[] = ["📩", "📧", "📨", "✉", "👇", "🔗", "@"];

export const NON_SENTENCE_ABBREVIATIONS: ReadonlySet<string> = new Set([
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "st",
  "jr",
  "sr",
  "vs",
  "etc",
  "inc",
  "ltd",
  "co",
  "corp",
  "no",
  "est",
  "approx",
  "dept",
  "mt",
]);

const LINE_BREAK = /\r\n?|\n/u;
const WHITESPACE_RUN = /\s+/u;

/** Dashes and the middle dot need spaces both sides ("sun-kissed", "9-5"). */
const SYMBOL_SEPARATOR = /\s*[•|｜]\s*|\s+[-–—·]\s+/u;

const PERIOD_BEFORE_SPACE = /\.\s+/gu;

const CONTACT_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${CONTACT_KEYWORDS.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`,
  "iu",
);

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

function toLines(text: string): string[] {
  return text
    .split(text.includes("\r") ? LINE_BREAK : "\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function isLongLine(line: string): boolean {
  return countGraphemes(line) > LONG_LINE_THRESHOLD;
}

export function normalizeToThreeLines(text: string): string {
  const lines = toLines(text);
  const [only] = lines;
  if (lines.length === 1 && only !== undefined && isLongLine(only)) {
    return splitIntoBalancedLines(only.split(WHITESPACE_RUN)).join("\n");
  }
  return lines.slice(0, BIO_LINE_COUNT).join("\n");
}

export function splitIntoBalancedLines(words: readonly string[]): string[] {
  if (words.length <= BIO_LINE_COUNT) {
    return [...words];
  }
  const [first, second] = bestThreeWayCuts(words.map(countGraphemes));
  return [words.slice(0, first), words.slice(first, second), words.slice(second)].map((line) => line.join(" "));
}

/** Linear: as the first cut moves right, the best second cut (where lines 2 and 3 cross) only moves right too. */
function bestThreeWayCuts(wordLengths: readonly number[]): [number, number] {
  const count = wordLengths.length;
  const prefix = [0];
  for (const length of wordLengths) {
    prefix.push((prefix.at(-1) ?? 0) + length);
  }
  const lineLength = (from: number, to: number): number => (prefix[to] ?? 0) - (prefix[from] ?? 0) + (to - from - 1);

  let best: [number, number] = [1, 2];
  let bestScore: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  let second = 2;
  for (let first = 1; first <= count - 2; first += 1) {
    second = Math.max(second, first + 1);
    while (second < count - 1 && lineLength(first, second) < lineLength(second, count)) {
      second += 1;
    }
    for (const candidate of [second - 1, second]) {
      if (candidate <= first) continue;
      const lengths = [lineLength(0, first), lineLength(first, candidate), lineLength(candidate, count)];
      const longest = Math.max(...lengths);
      const score: [number, number] = [longest, longest - Math.min(...lengths)];
      if (score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) {
        best = [first, candidate];
        bestScore = score;
      }
    }
  }
  return best;
}

/** Not idempotent: a merged middle line over LONG_LINE_THRESHOLD with a separator splits again. */
export function normalizeCategoryBio(text: string): string {
  const lines = toLines(text).flatMap((line) => (isLongLine(line) ? splitOnSeparators(line) : [line]));
  if (lines.length > BIO_LINE_COUNT) {
    const last = lines.at(-1) ?? "";
    if (isContactLine(last)) {
      return [lines[0] ?? "", lines.slice(1, -1).join(" "), last].join("\n");
    }
  }
  return lines.slice(0, BIO_LINE_COUNT).join("\n");
}

export function splitOnSeparators(line: string): string[] {
  return line
    .split(SYMBOL_SEPARATOR)
    .flatMap(splitAfterSentencePeriods)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== "");
}

function splitAfterSentencePeriods(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(PERIOD_BEFORE_SPACE)) {
    const periodIndex = match.index;
    if (!endsSentence(text.slice(start, periodIndex))) continue;
    pieces.push(text.slice(start, periodIndex + 1));
    start = periodIndex + match[0].length;
  }
  pieces.push(text.slice(start));
  return pieces;
}

function endsSentence(before: string): boolean {
  const word = (before.split(WHITESPACE_RUN).at(-1) ?? "").replace(/^[^\p{L}\p{N}]+/u, "");
  if (Array.from(word).length <= 1 || word.includes(".")) {
    // An initial ("J."), an ellipsis or a dotted abbreviation ("U.S.").
    return false;
  }
  return !NON_SENTENCE_ABBREVIATIONS.has(word.toLowerCase());
}

export function isContactLine(line: string): boolean {
  return (
    countGraphemes(line) < CONTACT_LINE_MAX_LENGTH &&
    (CONTACT_WORD.test(line) || CONTACT_SYMBOLS.some((symbol) => line.includes(symbol)))
  );
}
