import { isWhitespaceCode } from "../text/plain-ascii";

/** Spec §3. `toLowerCase` is locale-independent, so server and browser agree. */
export function normalizeForHistory(bio: string): string {
  return collapseWhitespace(bio).toLowerCase();
}

/** /\s+/gu in one pass: the composer profiles every bio it considers, and the Unicode \s class is slow. */
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

/** The API's 16 KiB limit less the longest other fields, in UTF-8. */
export const AVOID_BYTE_BUDGET = 13 * 1024;

/** Quotes and escapes included. */
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

/** The newest bios that fit: a 20-round session of six is avoided whole (docs/decisions/012). */
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
