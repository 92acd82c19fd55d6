import type { Route } from "./+types/features.fancy-font-styles";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/features/fancy-font-styles", matches);

export default function FancyFontStylesPage() {
  return <PendingPage path="/features/fancy-font-styles" />;
}
