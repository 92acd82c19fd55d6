import type { Route } from "./+types/cool-instagram-bio-ideas";
import { PendingPage } from "~/components/layout/page-intro";
import { pageData } from "~/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/cool-instagram-bio-ideas");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function CoolBioIdeasPage({ loaderData }: Route.ComponentProps) {
  return <PendingPage page={loaderData.page} />;
}
