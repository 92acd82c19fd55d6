import type { Route } from "./+types/features.ai-bio-generation";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { InfoCard } from "~/components/ui/card";
import { AiGenerationIsland } from "~/islands/ai-generation";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader() {
  return pageData("/features/ai-bio-generation");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function AiBioGenerationPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <PageIntro page={loaderData.page} />
      <div className="mt-8">
        <AiGenerationIsland />
      </div>
      <section aria-labelledby="how-it-works" className="mt-12">
        <h2 id="how-it-works" className="section-title">
          Two ways to a bio
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
          <InfoCard title="Quick Generate">
            Three ready-made patterns for the style you chose, with your own words placed in them. It happens in your
            browser, at once, and nothing is sent anywhere.
          </InfoCard>
          <InfoCard title="AI Generate">
            Your description goes to our server, which reads your interests, work and personality out of it and writes
            three bios in the chosen style, each within Instagram's limit. By default they come from our own composer
            and are marked Curated; where the site has a language model set up, its bios are marked AI-Generated. What
            you type is used only to write them and is not stored.
          </InfoCard>
        </ul>
      </section>
      <BackHomeLink />
    </main>
  );
}
