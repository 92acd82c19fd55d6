import type { Route } from "./+types/resources.examples";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { readExamplesView } from "~/features/resources/examples-view";
import { ExamplesExplorerIsland } from "~/islands/examples-explorer";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader({ request }: Route.LoaderArgs) {
  return { ...pageData("/resources/examples"), view: readExamplesView(new URL(request.url).searchParams) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function ExamplesPage({ loaderData }: Route.ComponentProps) {
  const { page, view } = loaderData;
  return (
    <main id="main" className="page">
      <PageIntro page={page} />
      <ExamplesExplorerIsland path={page.path} initial={view} />
      <BackHomeLink />
    </main>
  );
}
