import type { Route } from "./+types/features.symbol-library";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { readSymbolLibraryState } from "~/features/symbol-library/symbol-library-state";
import { SymbolLibraryIsland } from "~/islands/symbol-library";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

/** The view from the address (`?q=…&category=…&view=emoji`); without one the page is pre-rendered. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData("/features/symbol-library"),
    initial: readSymbolLibraryState(new URL(request.url).searchParams),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function SymbolLibraryPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <PageIntro page={loaderData.page} />
      <SymbolLibraryIsland initial={loaderData.initial} path={loaderData.page.path} />
      <article aria-labelledby="about-symbols" className="prose-section mt-6 max-w-3xl">
        <h2 id="about-symbols">Using symbols in your bio</h2>
        <p>
          A symbol or two at the start of a line works like a bullet point: it guides the eye without taking space from
          your words. Each symbol counts as one character on Instagram; on X most count as two.
        </p>
        <p>
          Screen readers announce a symbol by its name (which is the name shown on each button here), so ‘★ ★ ★’ is read
          as ‘black star, black star, black star’. Keep them for decoration and let your words carry the meaning.
        </p>
      </article>
      <BackHomeLink />
    </main>
  );
}
