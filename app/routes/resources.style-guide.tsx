import type { Route } from "./+types/resources.style-guide";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/resources/style-guide");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function StyleGuidePage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
