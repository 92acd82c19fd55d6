import type { Route } from "./+types/resources.bio-templates";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/resources/bio-templates");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function BioTemplatesPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
