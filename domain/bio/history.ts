import { isWhitespaceCode } from "../text/plain-ascii";

/**
 * The form a bio takes in the session-only history (spec §3): lowercase, trimmed, every run of
 * whitespace (newlines included) collapsed to one space. Two bios with the same form count as the
 * same bio. `toLowerCase` is locale-independent, so server and browser agree.
 */
export function normalizeForHistory(bio: string): string {
  return collapseWhitespace(bio).toLowerCase();
}

/**
 * bio.replace(/\s+/gu, " ").trim() in one pass (the composer profiles every bio it considers, and
 * the Unicode \s class is slow to match): runs of whitespace become one space, none at either end.
 */
function collapseWhitespace(text: string): string {
  let out = "";
  let start = -1;
  for (let index = 0; index <= text.length; index += 1) {
    const space = index === text.length || isWhitespaceCode(text.charCodeAt(index));
    if (!space) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      out += out === "" ? text.slice(start, index) : ` ${text.slice(start, index)}`;
      start = -1;
    }
  }
  return out;
}

/**
 * The part of a request body `avoid` may take: the API's 16 KiB limit less room for the longest
 * other fields (interests, profession, personality and instructions at their limits, in UTF-8).
 */
export const AVOID_BYTE_BUDGET = 13 * 1024;

/** UTF-8 bytes of a string once written as a JSON string (quotes and escapes included). */
function jsonStringBytes(text: string): number {
  let bytes = 2;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"' || char === "\\" || char === "\n" || char === "\r" || char === "\t") bytes += 2;
    else if (code < 0x20) bytes += 6;
    else if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code < 0x10000) bytes += 3;
    else bytes += 4;
  }
  return bytes;
}

/**
 * A session's history (oldest first) as a generation request's `avoid`: the newest bios, at most
 * `maxCount`, whose JSON array fits `maxBytes`. The server checks the history rules against all
 * of them, so a 20-round session of six is avoided whole (docs/decisions/012).
 */
export function historyForRequest(
  history: readonly string[],
  maxCount: number,
  maxBytes: number = AVOID_BYTE_BUDGET,
): string[] {
  const kept: string[] = [];
  let bytes = 2;
  for (let index = history.length - 1; index >= 0 && kept.length < maxCount; index -= 1) {
    const bio = history[index] ?? "";
    const size = jsonStringBytes(bio) + (kept.length > 0 ? 1 : 0);
    if (bytes + size > maxBytes) break;
    bytes += size;
    kept.push(bio);
  }
  return kept.reverse();
}
