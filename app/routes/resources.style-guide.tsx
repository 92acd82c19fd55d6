import type { Route } from "./+types/resources.style-guide";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/resources/style-guide", matches);

export default function StyleGuidePage() {
  return <PendingPage path="/resources/style-guide" />;
}
