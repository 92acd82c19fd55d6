import type { Route } from "./+types/features.template-collection";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/features/template-collection");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function TemplateCollectionPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
