import type { Route } from "./+types/aesthetic-bios";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/aesthetic-bios", matches);

export default function AestheticBiosPage() {
  return <PendingPage path="/aesthetic-bios" />;
}
