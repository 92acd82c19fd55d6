import type { Route } from "./+types/suggest-feature";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageData } from "~/.server/site-pages";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export function loader() {
  return pageData("/suggest-feature");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function SuggestFeaturePage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
