import type { Route } from "./+types/features.live-preview";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/features/live-preview");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function LivePreviewPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
