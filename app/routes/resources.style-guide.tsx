import { LayoutTemplate, Wand2 } from "lucide-react";

import type { Route } from "./+types/resources.style-guide";
import { TYPOGRAPHY_MEANINGS } from "@domain/content/style-guide";
import { convertText } from "@domain/fonts/convert-text";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { ButtonLink } from "~/components/ui/button";
import { CallToAction } from "~/components/ui/card";
import { readStyleGuideView } from "~/features/resources/style-guide-view";
import { StyleGuideTabsIsland } from "~/islands/style-guide-tabs";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

/** An accent phrase, as the guide advises. */
const TYPOGRAPHY_SAMPLE = "New collection";

export function loader({ request }: Route.LoaderArgs) {
  return { ...pageData("/resources/style-guide"), view: readStyleGuideView(new URL(request.url).searchParams) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function StyleGuidePage({ loaderData }: Route.ComponentProps) {
  const { page, view } = loaderData;
  const typographySamples = Object.fromEntries(
    TYPOGRAPHY_MEANINGS.map((meaning) => [meaning.id, convertText(TYPOGRAPHY_SAMPLE, meaning.fontStyleKey)]),
  );
  return (
    <main id="main" className="page">
      <PageIntro page={page} />
      <StyleGuideTabsIsland path={page.path} initial={view} typographySamples={typographySamples} />
      {/* Whole bios built the way this guide advises (docs/decisions/017). */}
      <CallToAction
        title="Put the guide to work"
        actions={
          <>
            <ButtonLink href="/" variant="primary" size="lg">
              <Wand2 aria-hidden="true" />
              Open the Bio Generator
            </ButtonLink>
            <ButtonLink href="/resources/bio-templates" size="lg">
              <LayoutTemplate aria-hidden="true" />
              Browse Bio Templates
            </ButtonLink>
          </>
        }
      >
        <p>Write your bio in the generator, or start from a template and make it yours.</p>
      </CallToAction>
      <BackHomeLink />
    </main>
  );
}
