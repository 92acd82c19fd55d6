import { Lightbulb } from "lucide-react";

import type { Route } from "./+types/features.live-preview";
import { DEFAULT_LIVE_PREVIEW_SAMPLE, PREVIEW_TIPS } from "@domain/content/live-preview";
import { countCharacters } from "@domain/text/count-characters";
import { countGraphemes } from "@domain/text/graphemes";
import { cutForPreview, limitStatus } from "@domain/text/limit-status";
import { endsWithInvitation } from "@domain/bio/platform-pack";
import { shortenToFit } from "@domain/text/shorten-to-fit";
import { PLATFORM_IDS, PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { SectionCard } from "~/components/ui/card";
import type { LivePreviewSampleView } from "~/features/live-preview/live-preview-tool";
import { LivePreviewIsland } from "~/islands/live-preview";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

/**
 * What the editor's starting sample shows, worked out here: the server has twitter-text and a
 * grapheme segmenter at no cost, so the browser hydrates the page without either.
 */
function livePreviewSampleView(): LivePreviewSampleView {
  const sample = DEFAULT_LIVE_PREVIEW_SAMPLE.bio;
  const counts = Object.fromEntries(
    PLATFORM_IDS.map((platform) => [platform, countCharacters(sample, platform)]),
  ) as Record<Platform, number>;
  const trimmed: Partial<Record<Platform, string>> = {};
  for (const platform of PLATFORM_IDS) {
    const { limit } = PLATFORM_LIMITS[platform];
    if (limitStatus(counts[platform], limit) !== "good")
      trimmed[platform] = shortenToFit(sample, limit, (value) => countCharacters(value, platform), {
        keepLast: endsWithInvitation(sample),
      });
  }
  return {
    counts,
    length: countGraphemes(sample),
    trimmed,
    tiktok: cutForPreview(sample, PLATFORM_LIMITS.tiktok.limit),
  };
}

export function loader() {
  return { ...pageData("/features/live-preview"), sampleView: livePreviewSampleView() };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function LivePreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <PageIntro page={loaderData.page} />
      <div className="mt-8">
        <LivePreviewIsland sampleView={loaderData.sampleView} />
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
