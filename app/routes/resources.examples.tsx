import type { Route } from "./+types/resources.examples";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/resources/examples", matches);

export default function ExamplesPage() {
  return <PendingPage path="/resources/examples" />;
}
