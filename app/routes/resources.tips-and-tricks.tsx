import type { Route } from "./+types/resources.tips-and-tricks";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/resources/tips-and-tricks");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function TipsAndTricksPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
