import type { Route } from "./+types/resources.examples";
import { exampleFacts } from "@domain/content/examples";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { readExamplesView } from "~/features/resources/examples-view";
import { ExamplesExplorerIsland } from "~/islands/examples-explorer";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData("/resources/examples"),
    view: readExamplesView(new URL(request.url).searchParams),
    // Counted here: the browser would make a grapheme segmenter for it while the island loads (~25 ms).
    facts: exampleFacts(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function ExamplesPage({ loaderData }: Route.ComponentProps) {
  const { page, view, facts } = loaderData;
  return (
    <main id="main" className="page">
      <PageIntro page={page} />
      <ExamplesExplorerIsland path={page.path} initial={view} facts={facts} />
      <BackHomeLink />
    </main>
  );
}
