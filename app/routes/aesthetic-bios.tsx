import type { Route } from "./+types/aesthetic-bios";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/aesthetic-bios");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function AestheticBiosPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
