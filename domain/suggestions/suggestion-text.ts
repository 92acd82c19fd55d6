import { cleanVisitorText } from "../text/clean-visitor-text";

/** Shared by the page (before it sends) and the server (which decides). */

/** In UTF-16 code units after trimming, as `maxlength` counts. */
export const SUGGESTION_MAX_LENGTH = 2000;

export type SuggestionProblem = "not_text" | "empty" | "too_long";

export type SuggestionCheck = { ok: true; text: string } | { ok: false; problem: SuggestionProblem };

export const SUGGESTION_PROBLEM_MESSAGES: Record<SuggestionProblem, string> = {
  not_text: 'Send your suggestion as text in the "suggestion" field.',
  empty: "Please write your suggestion before sending it.",
  too_long: `Your suggestion is too long: please keep it to ${SUGGESTION_MAX_LENGTH} characters or fewer.`,
};

/** Cleaned like all visitor text, then trimmed. */
export function normalizeSuggestion(text: string): string {
  return cleanVisitorText(text).trim();
}

export function checkSuggestion(value: unknown): SuggestionCheck {
  if (typeof value !== "string") return { ok: false, problem: "not_text" };
  const text = normalizeSuggestion(value);
  if (text.length === 0) return { ok: false, problem: "empty" };
  if (text.length > SUGGESTION_MAX_LENGTH) return { ok: false, problem: "too_long" };
  return { ok: true, text };
}
