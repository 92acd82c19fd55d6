/**
 * The contract of POST /api/suggestions (docs/decisions/009-suggestions.md): the form's names and
 * words, shared by the page and the server that answers it.
 */

/** The field the suggestion text travels in, as JSON or as a form. */
export const SUGGESTION_FIELD = "suggestion";

/**
 * The honeypot: a field people never see or fill (hidden from sight, screen readers and the tab
 * order); form-filling bots do. A request that fills it is answered like a success and not stored.
 * Its name matches no autofill category, so a browser does not fill it for a person.
 */
export const HONEYPOT_FIELD = "leave_this_empty";

/**
 * A random key the form sends with each suggestion, and again when it retries the same one, so a
 * retry after a lost answer is recognised instead of stored twice: as the Idempotency-Key header
 * (JavaScript) or this form field (a form posted without JavaScript).
 */
/** A JSON request's body; a form posted without JavaScript sends the same fields. */
export interface SuggestionBody {
  [SUGGESTION_FIELD]: string;
  [HONEYPOT_FIELD]?: string;
}

/** The 201 answer: the stored suggestion's id. */
export interface SuggestionCreated {
  id: string;
}

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_FIELD = "idempotency_key";
/** What a key must look like: a UUID, or any 16 to 128 letters, digits, "-" and "_". */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** A new key for one suggestion: 32 random hex digits (getRandomValues works on plain http too). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The spec's words (§2, §8). */
export const SUGGESTION_THANKS = "Thank you for your suggestion! 🚀";
export const SUGGESTION_FAILED = "Failed to send suggestion. Please try again.";
export const SUGGESTION_PLACEHOLDER = "What feature would you like to see?";
export const SUGGESTION_SUBMIT_LABEL = "Submit Suggestion";
