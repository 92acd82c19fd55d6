import type { Route } from "./+types/features.fancy-font-styles";
import { convertText } from "@domain/fonts/convert-text";
import { FONT_DEFAULT_TEXT } from "@domain/fonts/font-page";
import { FONT_STYLES } from "@domain/fonts/font-styles";
import { frameCost } from "@domain/fonts/frame-cost";
import { applyFrame, getTextFrame, TEXT_FRAMES } from "@domain/fonts/frames";
import { countXWeighted } from "@domain/text/count-characters";
import { countGraphemes } from "@domain/text/graphemes";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { readFontPageState } from "~/features/fancy-fonts/font-page-state";
import { FancyFontsIsland } from "~/islands/fancy-fonts";
import { UnfancyIsland } from "~/islands/unfancy";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

/**
 * Counts are worked out here, where twitter-text costs nothing, so the browser loads it only once
 * the visitor changes the text.
 */
export function loader({ request }: Route.LoaderArgs) {
  const initial = readFontPageState(new URL(request.url).searchParams);
  const text = initial.text.trim() === "" ? FONT_DEFAULT_TEXT : initial.text;
  const frame = getTextFrame(initial.frame);
  const initialCounts = Object.fromEntries(
    FONT_STYLES.map((style) => {
      const converted = convertText(text, style.key);
      const output = frame ? applyFrame(converted, frame) : converted;
      return [style.key, { instagram: countGraphemes(output), x: countXWeighted(output) }];
    }),
  );
  const frameCosts = Object.fromEntries(TEXT_FRAMES.map((option) => [option.id, frameCost(option)]));
  return { ...pageData("/features/fancy-font-styles"), initial, initialCounts, frameCosts };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function FancyFontStylesPage({ loaderData }: Route.ComponentProps) {
  const { page, initial, initialCounts, frameCosts } = loaderData;
  return (
    <main id="main" className="page">
      <PageIntro page={page} />
      <FancyFontsIsland initial={initial} initialCounts={initialCounts} frameCosts={frameCosts} />
      <div className="mt-10">
        <UnfancyIsland />
      </div>
      <article aria-labelledby="about-fonts" className="prose-section mt-4 max-w-3xl">
        <h2 id="about-fonts">How fancy fonts work</h2>
        <p>
          These are not fonts in the usual sense. Each style swaps your letters for look-alike Unicode characters
          (mathematical letters, small capitals, circled and squared letters), which is why they paste into Instagram, X
          and TikTok, where you cannot choose a font. Only plain letters and digits change: emoji, @handles, #hashtags
          and links stay as they are, so they still work.
        </p>
        <h3>Your name, search and screen readers</h3>
        <p>
          Instagram search matches plain letters, so a name written in a fancy style is harder to find. Keep the name
          field plain (or use a style marked ‘Safe for name field’) and save the styles for your bio. Many screen
          readers spell styled letters out one by one, or skip them: each style says what to expect, so use them for a
          word or two rather than the whole bio.
        </p>
        <h3>How the platforms count them</h3>
        <p>
          Instagram counts each character you see as one, so a styled letter counts 1. X counts most styled letters and
          emoji as 2, so the same text is longer on X. Every style shows both counts, frame included.
        </p>
      </article>
      <BackHomeLink />
    </main>
  );
}
