import type { Route } from "./+types/aesthetic-bios";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageData } from "~/.server/site-pages";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export function loader() {
  return pageData("/aesthetic-bios");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function AestheticBiosPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
