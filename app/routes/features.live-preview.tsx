import type { Route } from "./+types/features.live-preview";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/features/live-preview", matches);

export default function LivePreviewPage() {
  return <PendingPage path="/features/live-preview" />;
}
