import type { Route } from "./+types/api.generate-bio";
import type { GenerateBioResponse } from "~/contracts/generate-bio";
import { GENERATE_RATE_LIMITED_MESSAGE, parseGenerateBioBody } from "~/.server/generate-bio-request";
import { errorResponse, jsonResponse, methodNotAllowed, optionsResponse, readJsonBody } from "~/.server/http-json";

/** POST /api/generate-bio (docs/product.md#the-generate-bio-request, docs/decisions/007-generate-bio.md). */
export function loader({ request }: Route.LoaderArgs) {
  // React Router hands OPTIONS to the loader, like GET and HEAD.
  if (request.method === "OPTIONS") return optionsResponse("POST, OPTIONS");
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { services, logger } = context;

  const limit = await services.generateRateLimiter.consume(context.clientKey);
  if (!limit.allowed) {
    logger.info({ event: "rate_limited", limiter: "generate" }, "rate limited");
    return errorResponse(429, GENERATE_RATE_LIMITED_MESSAGE, {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }

  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = parseGenerateBioBody(body.value);
  if (!parsed.ok) return errorResponse(400, "Some fields are not valid.", { fields: parsed.fields });

  const { bios, sources } = await services.bioGenerator.generate(parsed.request, logger);
  const source =
    sources.every((entry) => entry === "llm") && sources.length > 0
      ? "llm"
      : sources.includes("llm")
        ? "mixed"
        : "composer";
  logger.info(
    {
      event: "bios_generated",
      count: bios.length,
      source,
      bioType: parsed.request.bioType ?? null,
      platform: parsed.request.platform,
    },
    "bios generated",
  );
  return jsonResponse({ bios, source, sources } satisfies GenerateBioResponse);
}
