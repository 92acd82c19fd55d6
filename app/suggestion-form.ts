/** The suggestion form's names and words, shared by the page and the server that answers it. */

/** The field the suggestion text travels in, as JSON or as a form. */
export const SUGGESTION_FIELD = "suggestion";

/**
 * The honeypot: a field people never see or fill (hidden from sight, screen readers and the tab
 * order); form-filling bots do. A request that fills it is answered like a success and not stored.
 * Its name matches no autofill category, so a browser does not fill it for a person.
 */
export const HONEYPOT_FIELD = "leave_this_empty";

/** The spec's words (§2, §8). */
export const SUGGESTION_THANKS = "Thank you for your suggestion! 🚀";
export const SUGGESTION_FAILED = "Failed to send suggestion. Please try again.";
export const SUGGESTION_PLACEHOLDER = "What feature would you like to see?";
export const SUGGESTION_SUBMIT_LABEL = "Submit Suggestion";
