import type { Route } from "./+types/features.template-collection";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/features/template-collection", matches);

export default function TemplateCollectionPage() {
  return <PendingPage path="/features/template-collection" />;
}
