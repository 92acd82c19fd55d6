import { data } from "react-router";

import type { Route } from "./+types/suggest-feature";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { SUGGESTION_PROBLEM_MESSAGES } from "@domain/suggestions/suggestion-text";
import type { SuggestionFormResult } from "~/features/suggestions/suggestion-form";
import { SuggestionFormIsland } from "~/islands/suggestion-form";
import { pageData } from "~/site/site-pages";
import { submitSuggestion } from "~/.server/suggestion-submission";
import { pageMeta } from "~/site/seo";
import { SUGGESTION_FAILED } from "~/contracts/suggestions";

// Pre-rendered (docs/decisions/021-web-gates.md): the idempotency key is made in the browser.
export function loader() {
  return pageData("/suggest-feature");
}

/** Without JavaScript: the same submission as POST /api/suggestions. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405 });
  const result = await submitSuggestion(request, context);
  const suggestion = "submitted" in result ? (result.submitted ?? "") : "";
  const failed = (status: number, error: string, headers?: HeadersInit) =>
    data<SuggestionFormResult>({ sent: false, error, suggestion }, { status, headers });
  switch (result.kind) {
    case "stored":
    case "ignored":
      return data<SuggestionFormResult>({ sent: true });
    case "invalid":
      return failed(result.status, result.status === 413 ? SUGGESTION_PROBLEM_MESSAGES.too_long : result.message);
    case "rate_limited":
      return failed(429, "You have sent many suggestions in a short time. Please wait a while and try again.", {
        "Retry-After": String(result.retryAfterSeconds),
      });
    case "failed":
      return failed(503, SUGGESTION_FAILED);
  }
}

// A document answer carries the action's headers (Retry-After) only through here.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function SuggestFeaturePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="page-narrow">
      <PageIntro page={loaderData.page} />
      <SuggestionFormIsland result={actionData} />
      <BackHomeLink />
    </main>
  );
}
