import { cleanVisitorText } from "../text/clean-visitor-text";

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

/**
 * The text as it is stored: cleaned like everything a visitor sends (line breaks as \n, control and
 * bidirectional formatting characters removed, lone surrogates replaced by U+FFFD), then trimmed.
 */
export function normalizeSuggestion(text: string): string {
  return cleanVisitorText(text).trim();
}

/** Checks a submitted value: text of 1 to SUGGESTION_MAX_LENGTH characters once normalised. */
export function checkSuggestion(value: unknown): SuggestionCheck {
  if (typeof value !== "string") return { ok: false, problem: "not_text" };
  const text = normalizeSuggestion(value);
  if (text.length === 0) return { ok: false, problem: "empty" };
  if (text.length > SUGGESTION_MAX_LENGTH) return { ok: false, problem: "too_long" };
  return { ok: true, text };
}
