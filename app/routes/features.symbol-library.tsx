import type { Route } from "./+types/features.symbol-library";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/features/symbol-library");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function SymbolLibraryPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
