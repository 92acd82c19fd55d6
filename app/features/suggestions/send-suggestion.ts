import { HONEYPOT_FIELD, SUGGESTION_FIELD } from "~/suggestion-form";

/** Posts a suggestion to POST /api/suggestions; true once the server answered 201 (it is stored). */
export async function sendSuggestion(suggestion: string, honeypot: string): Promise<boolean> {
  try {
    const response = await fetch("/api/suggestions", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ [SUGGESTION_FIELD]: suggestion, [HONEYPOT_FIELD]: honeypot }),
    });
    return response.status === 201;
  } catch {
    return false;
  }
}
