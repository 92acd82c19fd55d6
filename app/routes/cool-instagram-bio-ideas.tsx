import type { Route } from "./+types/cool-instagram-bio-ideas";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/cool-instagram-bio-ideas", matches);

export default function CoolBioIdeasPage() {
  return <PendingPage path="/cool-instagram-bio-ideas" />;
}
