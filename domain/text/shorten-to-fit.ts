import { splitOnSeparators } from "./normalize-bio";
import { trimToFit } from "./limit-status";

/**
 * Words a shortened line must not end on: a line that stops on one of them reads as cut off
 * ("Baker and", "Coffee lover with"), the dangling line a real shortening never leaves.
 */
const DANGLING_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "my",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "&",
  "+",
  "|",
  "•",
  "·",
  "-",
  "–",
  "—",
]);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const HASHTAG_TOKEN = /(?:^|\s)#[\p{L}\p{N}_]+[.!,;…]*(?=\s|$)/u;

function lines(text: string): string[] {
  return text
    .split(/\r\n?|\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** A line cut on a word ends on a whole word that does not leave it hanging ("… and"). */
export function withoutDanglingEnd(text: string): string {
  const all = text.split("\n");
  const line = all.at(-1) ?? "";
  let words = line
    .trim()
    .split(/[ \t]+/u)
    .filter(Boolean);
  while (words.length > 1 && DANGLING_WORDS.has((words.at(-1) ?? "").toLowerCase().replace(/[,;:]+$/u, ""))) {
    words = words.slice(0, -1);
  }
  const end = words.join(" ").replace(/[\s,;:|•·\-–—/&+]+$/u, "");
  return [...all.slice(0, -1), end].filter((kept) => LETTER_OR_DIGIT.test(kept)).join("\n");
}

/**
 * The bio as a list of lines, each a list of clauses (the pieces between separators " | ", " • ",
 * sentence ends…): the units a shortening drops whole.
 */
function clausesOf(text: string): string[][] {
  return lines(text).map((line) => {
    const pieces = splitOnSeparators(line);
    return pieces.length > 0 ? pieces : [line];
  });
}

function joinClauses(line: readonly string[], original: string): string {
  if (line.length === 0) return "";
  // Keep the line's own separator when it had one.
  const separator = [" | ", " • ", " · ", " ✦ ", " ⋆ ", " — "].find((candidate) => original.includes(candidate));
  return separator ? line.join(separator) : line.join(" ");
}

/**
 * The text shortened until `count(result) <= limit`, the way a person would shorten it: first
 * trailing hashtags go, then whole clauses and lines (the last of the middle lines first, the first
 * line last, a call-to-action or contact line before it), and only when one clause is still too
 * long is it cut after a whole word, never on a word like "and" or "with". Nothing is added, no
 * ellipsis, no line is left holding only an emoji. A text that already fits comes back unchanged.
 *
 * `keepLast` says whether the last line (a call to action or contact line, say) outranks the middle
 * lines. The result can be empty only when not one word fits.
 */
export function shortenToFit(
  text: string,
  limit: number,
  count: (text: string) => number,
  { keepLast = false }: { keepLast?: boolean } = {},
): string {
  if (count(text) <= limit) return text;
  let originalLines = lines(text);
  let parts = clausesOf(text);
  const render = (): string =>
    parts
      .map((line, index) => joinClauses(line, originalLines[index] ?? ""))
      .filter((line) => LETTER_OR_DIGIT.test(line))
      .join("\n");

  // 1. Trailing hashtags, one at a time from the end.
  let current = render();
  while (count(current) > limit && HASHTAG_TOKEN.test(current)) {
    const next = current.replace(/\s*#[\p{L}\p{N}_]+[.!,;…]*(?=[^#]*$)/u, "");
    if (next === current) break;
    current = next;
    parts = clausesOf(current);
    originalLines = lines(current);
  }
  if (count(current) <= limit) return current;

  // 2. Whole clauses, then whole lines, lowest rank first: each step names a line and how many of
  // its clauses it must keep. Middle lines go from the bottom up; the first line keeps its first
  // clause; a kept last line gives up its extra clauses before the first line does, and goes whole
  // only after that.
  const last = parts.length - 1;
  const middle = parts
    .map((_, index) => index)
    .filter((index) => index > 0 && index < last)
    .reverse();
  const steps: [index: number, keep: number][] =
    last === 0
      ? [[0, 1]]
      : keepLast
        ? [...middle.map((index): [number, number] => [index, 0]), [last, 1], [0, 1], [last, 0]]
        : [[last, 0], ...middle.map((index): [number, number] => [index, 0]), [0, 1]];
  for (const [index, keep] of steps) {
    while (count(render()) > limit && (parts[index]?.length ?? 0) > keep) {
      parts[index] = (parts[index] ?? []).slice(0, -1);
    }
  }
  current = render();
  if (count(current) <= limit) return current;

  // 3. One clause is still too long: cut it after a whole word, then drop a dangling end.
  let cut = withoutDanglingEnd(trimToFit(current, limit, count));
  while (cut !== "" && count(cut) > limit) cut = withoutDanglingEnd(trimToFit(cut, limit - 1, count));
  return cut;
}
