import type { Route } from "./+types/api.generate-bio";
import { answerGenerateBio } from "~/.server/generate-bio-request";
import { jsonResponse, methodNotAllowed, optionsResponse, readJsonBody } from "~/.server/http-json";

/**
 * docs/decisions/007-generate-bio.md. In production the host answers most POSTs before React Router
 * (docs/decisions/029-api-fast-path.md); this route answers the rest.
 */
export function loader({ request }: Route.LoaderArgs) {
  // React Router hands OPTIONS to the loader.
  if (request.method === "OPTIONS") return optionsResponse("POST, OPTIONS");
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const answer = await answerGenerateBio(context, () => readJsonBody(request));
  return jsonResponse(answer.body, { status: answer.status, headers: answer.headers });
}
