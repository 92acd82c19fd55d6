import type { Route } from "./+types/resources.faq";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/resources/faq", matches);

export default function FaqPage() {
  return <PendingPage path="/resources/faq" />;
}
