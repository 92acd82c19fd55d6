import type { Route } from "./+types/business-bios";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/business-bios", matches);

export default function BusinessBiosPage() {
  return <PendingPage path="/business-bios" />;
}
