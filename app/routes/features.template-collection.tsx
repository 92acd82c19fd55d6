import { Layers, LayoutTemplate, PenLine, Ruler } from "lucide-react";

import type { Route } from "./+types/features.template-collection";
import { templateCollectionStats } from "@domain/templates/template-collection-stats";
import { PLATFORM_LIMITS } from "@domain/text/platforms";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { InfoCard } from "~/components/ui/card";
import { readTemplateCollectionState } from "~/features/template-collection/template-collection-state";
import { TemplateCollectionIsland } from "~/islands/template-collection";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

/** The view from the address (`?q=…&category=…`); without one the page is pre-rendered. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData("/features/template-collection"),
    initial: readTemplateCollectionState(new URL(request.url).searchParams),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function TemplateCollectionPage({ loaderData }: Route.ComponentProps) {
  const stats = templateCollectionStats();
  const instagram = PLATFORM_LIMITS.instagram.limit;
  return (
    <main id="main" className="page">
      <PageIntro page={loaderData.page} />
      <TemplateCollectionIsland initial={loaderData.initial} path={loaderData.page.path} />

      <section aria-labelledby="collection-facts" className="mt-12">
        <h2 id="collection-facts" className="section-title">
          The collection at a glance
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={LayoutTemplate} title={`${stats.templates} templates`}>
            Ready to copy, or to open in the bio editor.
          </InfoCard>
          <InfoCard icon={Layers} title={`${stats.categories} categories`}>
            From creative and business to fitness, food and fun.
          </InfoCard>
          <InfoCard icon={Ruler} title={`Up to ${stats.longest} characters`}>
            {stats.allFitInstagram
              ? `Every template fits Instagram’s ${instagram}-character bio as it is.`
              : `Some templates need trimming for Instagram’s ${instagram} characters.`}
          </InfoCard>
          <InfoCard icon={PenLine} title={`${stats.withPlaceholders} with placeholders`}>
            Contact details and places are marked, so you know what to replace.
          </InfoCard>
        </ul>
      </section>

      <section aria-labelledby="how-to-use" className="prose-section mt-6 max-w-3xl">
        <h2 id="how-to-use">How to use a template</h2>
        <ol className="list-decimal space-y-2 pl-5">
          <li>Search, or pick a category, to find a template close to your own voice.</li>
          <li>Copy it, or choose ‘Use in editor’ to open it in the bio workshop on the home page.</li>
          <li>Replace the marked placeholders (e-mail, website, city, business name) with your own details.</li>
          <li>Make a line or two your own, then check the length for each platform in the preview.</li>
        </ol>
        <p>
          Templates are ordered by our editorial rating of how broadly useful each one is. It is not a count of how
          often a template is used.
        </p>
      </section>
      <BackHomeLink />
    </main>
  );
}
