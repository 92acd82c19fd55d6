import type { Route } from "./+types/resources.faq";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/resources/faq");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
