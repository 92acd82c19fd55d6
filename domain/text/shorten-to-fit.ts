import { splitOnSeparators } from "./normalize-bio";
import { trimToFit } from "./limit-status";

/** A line that stops on one reads as cut off ("Baker and"). */
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

function clausesOf(text: string): string[][] {
  return lines(text).map((line) => {
    const pieces = splitOnSeparators(line);
    return pieces.length > 0 ? pieces : [line];
  });
}

function joinClauses(line: readonly string[], original: string): string {
  if (line.length === 0) return "";
  const separator = [" | ", " • ", " · ", " ✦ ", " ⋆ ", " — "].find((candidate) => original.includes(candidate));
  return separator ? line.join(separator) : line.join(" ");
}

// Shortens as a person would: trailing hashtags, then whole clauses and lines, and only then a cut after a whole word.
// Nothing is added; `keepLast` ranks the last line above the middle ones.
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

  let current = render();
  while (count(current) > limit && HASHTAG_TOKEN.test(current)) {
    const next = current.replace(/\s*#[\p{L}\p{N}_]+[.!,;…]*(?=[^#]*$)/u, "");
    if (next === current) break;
    current = next;
    parts = clausesOf(current);
    originalLines = lines(current);
  }
  if (count(current) <= limit) return current;

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

  // One clause is still too long: cut it after a whole word.
  let cut = withoutDanglingEnd(trimToFit(current, limit, count));
  while (cut !== "" && count(cut) > limit) cut = withoutDanglingEnd(trimToFit(cut, limit - 1, count));
  return cut;
}
