import type { Route } from "./+types/business-bios";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/business-bios");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function BusinessBiosPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
