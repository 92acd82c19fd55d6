import type { Route } from "./+types/features.ai-bio-generation";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/features/ai-bio-generation", matches);

export default function AiBioGenerationPage() {
  return <PendingPage path="/features/ai-bio-generation" />;
}
