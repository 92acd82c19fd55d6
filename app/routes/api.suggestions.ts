import type { Route } from "./+types/api.suggestions";
import { hasBearerToken } from "~/.server/admin-auth";
import { errorResponse, jsonResponse, methodNotAllowed } from "~/.server/http-json";
import { toSuggestionsJson } from "~/.server/suggestion-export";
import { submitSuggestion } from "~/.server/suggestion-submission";

/**
 * POST /api/suggestions: stores a feature suggestion (JSON or form) and answers 201 { id } once it is
 * committed. GET /api/suggestions: the owner's list, for `Authorization: Bearer $ADMIN_TOKEN`.
 * See docs/decisions/009-suggestions.md.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, services, logger } = context;
  // Without a token there is no owner's view at all: the address does not exist.
  if (!config.ADMIN_TOKEN) return errorResponse(404, "Not found.");
  if (!hasBearerToken(request, config.ADMIN_TOKEN)) {
    logger.warn({ event: "admin_unauthorized" }, "wrong or missing admin token");
    return errorResponse(401, "A valid admin token is required (Authorization: Bearer <token>).", {
      headers: { "WWW-Authenticate": 'Bearer realm="suggestions"' },
    });
  }
  return jsonResponse(toSuggestionsJson(await services.suggestions.list()));
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const result = await submitSuggestion(request, context);
  switch (result.kind) {
    case "stored":
    case "ignored":
      return jsonResponse({ id: result.id }, { status: 201 });
    case "invalid":
      return errorResponse(
        result.status,
        result.message,
        result.field ? { fields: { [result.field]: result.message } } : {},
      );
    case "rate_limited":
      return errorResponse(429, "Too many suggestions sent from here. Please wait a while and try again.", {
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    case "failed":
      return errorResponse(503, "Your suggestion could not be saved just now. Please try again in a moment.");
  }
}
