import type { Route } from "./+types/resources.tips-and-tricks";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { readTipsView } from "~/features/resources/tips-view";
import { TipsExplorerIsland } from "~/islands/tips-explorer";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader({ request }: Route.LoaderArgs) {
  return { ...pageData("/resources/tips-and-tricks"), view: readTipsView(new URL(request.url).searchParams) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function TipsAndTricksPage({ loaderData }: Route.ComponentProps) {
  const { page, view } = loaderData;
  return (
    <main id="main" className="page">
      <PageIntro page={page} />
      <TipsExplorerIsland path={page.path} initial={view} />
      <BackHomeLink />
    </main>
  );
}
