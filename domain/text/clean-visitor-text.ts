/** The one cleaner for visitor text, applied once where the request is read. */
import { isPlainAscii } from "./plain-ascii";

// C0 and C1 control characters other than tab and line feed: invisible, and NUL cannot even be
// stored in a PostgreSQL text column. They only ever arrive from scripts.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;
// They reorder or hide the text around them ("Trojan Source"); the ZWJ stays, emoji are made of it.
const FORMATTING_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu;
// Not encodable in UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export interface CleanOptions {
  /** U+FFFD by default, as String#toWellFormed does. */
  invalid?: string;
}

/** Whitespace is left as it is: each caller trims what it needs to. */
export function cleanVisitorText(text: string, { invalid = "\uFFFD" }: CleanOptions = {}): string {
  // Most visitor text is plain ASCII with no carriage return: none of the rules below touch it.
  if (isPlainAscii(text) && !text.includes("\r")) return text;
  return text
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL_CHARACTERS, "")
    .replace(FORMATTING_CONTROLS, "")
    .replace(LONE_SURROGATE, invalid);
}
