import type { Route } from "./+types/resources.bio-templates";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/resources/bio-templates", matches);

export default function BioTemplatesPage() {
  return <PendingPage path="/resources/bio-templates" />;
}
