import type { Route } from "./+types/api.refine-bio";
import type { RefineBioResponse } from "~/contracts/refine-bio";
import { GENERATE_RATE_LIMITED_MESSAGE } from "~/.server/generate-bio-request";
import { errorResponse, jsonResponse, methodNotAllowed, optionsResponse, readJsonBody } from "~/.server/http-json";
import { parseRefineBioBody } from "~/.server/refine-bio-request";

/** docs/product.md#refine-a-bio. */
export function loader({ request }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return optionsResponse("POST, OPTIONS");
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { services, logger } = context;

  // Refining shares generation's budget: each is a composer run or a model call.
  const limit = await services.generateRateLimiter.consume(context.clientKey);
  if (!limit.allowed) {
    logger.info({ event: "rate_limited", limiter: "generate" }, "rate limited");
    return errorResponse(429, GENERATE_RATE_LIMITED_MESSAGE, {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }

  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = parseRefineBioBody(body.value);
  if (!parsed.ok) return errorResponse(400, parsed.message);

  const { bios, sources } = await services.bioRefiner.refine(parsed.request, logger);
  // Never the bio.
  logger.info(
    {
      event: "bio_refined",
      refinement: parsed.request.refinement,
      count: bios.length,
      platform: parsed.request.platform,
    },
    "bio refined",
  );
  return jsonResponse({ bios, sources } satisfies RefineBioResponse);
}
