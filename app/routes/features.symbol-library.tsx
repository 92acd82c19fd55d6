import type { Route } from "./+types/features.symbol-library";
import { PendingPage } from "~/components/layout/page-intro";
import { STATIC_PAGE_HANDLE } from "~/page-handle";
import { pageMeta } from "~/seo";

export const handle = STATIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/features/symbol-library", matches);

export default function SymbolLibraryPage() {
  return <PendingPage path="/features/symbol-library" />;
}
