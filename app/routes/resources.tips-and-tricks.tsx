import type { Route } from "./+types/resources.tips-and-tricks";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/resources/tips-and-tricks", matches);

export default function TipsAndTricksPage() {
  return <PendingPage path="/resources/tips-and-tricks" />;
}
