import type { Route } from "./+types/api.suggestions";
import { hasBearerToken } from "~/.server/admin-auth";
import { errorResponse, jsonResponse, methodNotAllowed, optionsResponse } from "~/.server/http-json";
import { ADMIN_FAILURES_PER_WINDOW } from "~/.server/services";
import { parseSuggestionPageQuery, toSuggestionsPageJson } from "~/.server/suggestion-export";
import { submitSuggestion } from "~/.server/suggestion-submission";
import type { SuggestionCreated } from "~/contracts/suggestions";

const ALLOW = "GET, HEAD, POST, OPTIONS";

/** docs/decisions/009-suggestions.md and 013-hardening.md. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return optionsResponse(ALLOW);
  const { config, services, logger, clientKey: client } = context;
  // Without a token the address does not exist.
  if (!config.ADMIN_TOKEN) return errorResponse(404, "Not found.");

  // Locked out until the window ends, right token or not.
  const lockout = await services.adminRateLimiter.peek(client);
  if (!lockout.allowed) return tooManyAttempts(lockout.retryAfterSeconds);

  if (!hasBearerToken(request, config.ADMIN_TOKEN)) {
    // No token at all (a browser, a HEAD probe) is not a guess.
    if (request.headers.has("authorization")) {
      const counted = await services.adminRateLimiter.consume(client);
      if (!counted.allowed) return tooManyAttempts(counted.retryAfterSeconds);
      // One line per client per window.
      if (counted.remaining === ADMIN_BUDGET_AFTER_FIRST_FAILURE) {
        logger.warn(
          { event: "admin_unauthorized" },
          "wrong admin token (further attempts from this client are not logged)",
        );
      }
    }
    return errorResponse(401, "A valid admin token is required (Authorization: Bearer <token>).", {
      headers: { "WWW-Authenticate": 'Bearer realm="suggestions"' },
    });
  }

  const query = parseSuggestionPageQuery(new URL(request.url).searchParams);
  if (!query.ok) return errorResponse(400, "Some query parameters are not valid.", { fields: query.fields });
  const page = await services.suggestions.page(query.value);
  return jsonResponse(toSuggestionsPageJson(page, query.value.limit));
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const result = await submitSuggestion(request, context);
  switch (result.kind) {
    case "stored":
    case "ignored":
      return jsonResponse({ id: result.id } satisfies SuggestionCreated, { status: 201 });
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

const ADMIN_BUDGET_AFTER_FIRST_FAILURE = ADMIN_FAILURES_PER_WINDOW - 1;

function tooManyAttempts(retryAfterSeconds: number): Response {
  return errorResponse(429, "Too many wrong admin tokens from here. Please wait and try again.", {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}
