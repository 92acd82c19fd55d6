/**
 * The rules for a feature suggestion's text, shared by the page (before it sends) and the server
 * (which decides). Pure: no DOM, no Node.
 */

/** At most this many characters after trimming, counted in UTF-16 code units as the textarea's `maxlength` counts them. */
export const SUGGESTION_MAX_LENGTH = 2000;

export type SuggestionProblem = "not_text" | "empty" | "too_long";

export type SuggestionCheck = { ok: true; text: string } | { ok: false; problem: SuggestionProblem };

/** What the visitor (or an API client) is told for each problem. */
export const SUGGESTION_PROBLEM_MESSAGES: Record<SuggestionProblem, string> = {
  not_text: 'Send your suggestion as text in the "suggestion" field.',
  empty: "Please write your suggestion before sending it.",
  too_long: `Your suggestion is too long: please keep it to ${SUGGESTION_MAX_LENGTH} characters or fewer.`,
};

// C0 and C1 control characters other than tab and line feed. NUL cannot even be stored in a
// PostgreSQL text column; the others are invisible and only ever arrive from scripts.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;
// A surrogate without its partner: not a character, and not encodable in UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text as it is stored: line breaks as \n (forms send \r\n), control characters removed, lone
 * surrogates replaced by U+FFFD, surrounding whitespace trimmed.
 */
export function normalizeSuggestion(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").replace(LONE_SURROGATE, "\uFFFD").trim();
}

/** Checks a submitted value: text of 1 to SUGGESTION_MAX_LENGTH characters once normalised. */
export function checkSuggestion(value: unknown): SuggestionCheck {
  if (typeof value !== "string") return { ok: false, problem: "not_text" };
  const text = normalizeSuggestion(value);
  if (text.length === 0) return { ok: false, problem: "empty" };
  if (text.length > SUGGESTION_MAX_LENGTH) return { ok: false, problem: "too_long" };
  return { ok: true, text };
}
