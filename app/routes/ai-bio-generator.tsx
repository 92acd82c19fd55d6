import type { Route } from "./+types/ai-bio-generator";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/ai-bio-generator", matches);

export default function AiBioGeneratorPage() {
  return <PendingPage path="/ai-bio-generator" />;
}
