import type { Route } from "./+types/suggest-feature";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/suggest-feature", matches);

export default function SuggestFeaturePage() {
  return <PendingPage path="/suggest-feature" />;
}
