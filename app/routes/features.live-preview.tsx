import { Lightbulb } from "lucide-react";

import type { Route } from "./+types/features.live-preview";
import { DEFAULT_LIVE_PREVIEW_SAMPLE, PREVIEW_TIPS } from "@domain/content/live-preview";
import { countCharacters } from "@domain/text/count-characters";
import { PLATFORM_IDS, type Platform } from "@domain/text/platforms";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { SectionCard } from "~/components/ui/card";
import { LivePreviewIsland } from "~/islands/live-preview";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader() {
  // The starting sample's counts, so X's weighted count shows before its counter has loaded.
  const initialCounts = Object.fromEntries(
    PLATFORM_IDS.map((platform) => [platform, countCharacters(DEFAULT_LIVE_PREVIEW_SAMPLE.bio, platform)]),
  ) as Record<Platform, number>;
  return { ...pageData("/features/live-preview"), initialCounts };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function LivePreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <PageIntro page={loaderData.page} />
      <div className="mt-8">
        <LivePreviewIsland initialCounts={loaderData.initialCounts} />
      </div>
      <SectionCard id="preview-tips" title="Preview Tips" icon={Lightbulb} muted className="mt-6">
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {PREVIEW_TIPS.map((tip) => (
            <li key={tip.id}>
              <h3 className="font-semibold text-fg">{tip.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-fg-muted">{tip.text}</p>
            </li>
          ))}
        </ul>
      </SectionCard>
      <BackHomeLink />
    </main>
  );
}
