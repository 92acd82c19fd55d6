import type { Route } from "./+types/ai-bio-generator";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/ai-bio-generator");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function AiBioGeneratorPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
