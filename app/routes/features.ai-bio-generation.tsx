import type { Route } from "./+types/features.ai-bio-generation";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/features/ai-bio-generation");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function AiBioGenerationPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
