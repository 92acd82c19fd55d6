import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, SUGGESTION_FIELD, type SuggestionBody } from "~/contracts/suggestions";

/**
 * Posts a suggestion to POST /api/suggestions; true once the server answered 201 (it is stored).
 * `idempotencyKey` (e.g. crypto.randomUUID()) names this suggestion: send the same key when retrying
 * it, a new one for the next suggestion, and the server stores it once however often it arrives.
 */
export async function sendSuggestion(suggestion: string, honeypot: string, idempotencyKey?: string): Promise<boolean> {
  try {
    const response = await fetch("/api/suggestions", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
      },
      body: JSON.stringify({ [SUGGESTION_FIELD]: suggestion, [HONEYPOT_FIELD]: honeypot } satisfies SuggestionBody),
    });
    return response.status === 201;
  } catch {
    return false;
  }
}
