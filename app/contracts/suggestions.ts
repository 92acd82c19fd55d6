/** The contract of POST /api/suggestions (docs/decisions/009-suggestions.md), shared by page and server. */

export const SUGGESTION_FIELD = "suggestion";

/** Bots fill it, people never see it; answered like a success and not stored. Its name matches no autofill category. */
export const HONEYPOT_FIELD = "leave_this_empty";

/** The idempotency key lets a retry after a lost answer be recognised instead of stored twice. */
export interface SuggestionBody {
  [SUGGESTION_FIELD]: string;
  [HONEYPOT_FIELD]?: string;
}

export interface SuggestionCreated {
  id: string;
}

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_FIELD = "idempotency_key";
/** A UUID, or 16 to 128 letters, digits, "-" and "_". */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** getRandomValues works on plain http too. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Spec §2, §8. */
export const SUGGESTION_THANKS = "Thank you for your suggestion! 🚀";
export const SUGGESTION_FAILED = "Failed to send suggestion. Please try again.";
export const SUGGESTION_PLACEHOLDER = "What feature would you like to see?";
export const SUGGESTION_SUBMIT_LABEL = "Submit Suggestion";
