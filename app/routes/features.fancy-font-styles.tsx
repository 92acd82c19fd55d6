import type { Route } from "./+types/features.fancy-font-styles";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/features/fancy-font-styles");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function FancyFontStylesPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
