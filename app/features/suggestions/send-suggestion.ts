import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, SUGGESTION_FIELD, type SuggestionBody } from "~/contracts/suggestions";

/** True once stored (201). The same `idempotencyKey` on a retry stores the suggestion once however often it arrives. */
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
