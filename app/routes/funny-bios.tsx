import type { Route } from "./+types/funny-bios";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/funny-bios");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function FunnyBiosPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
