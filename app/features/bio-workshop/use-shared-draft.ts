import { useEffect } from "react";

import type { FontStyleKey } from "@domain/fonts/font-styles";
import { splitGraphemes } from "@domain/text/graphemes";
import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { loadPlatformCounter } from "~/components/bio/platform-counter";
import { showToast } from "~/components/ui/toast";

import { EDITOR_OVERFLOW } from "./bio-editor-panel";
import { scrollToSection } from "./use-active-section";
import { takeShareLink } from "./share-link";

type OpenStyled = (
  plain: string,
  font: FontStyleKey,
  fit: (style: (plain: string) => string) => string,
) => Promise<string>;

/** The longest start of `plain` (whole graphemes) whose styled text counts at most `cap`. */
export function fitStyledToCap(
  plain: string,
  cap: number,
  count: (text: string) => number,
  style: (plain: string) => string,
): string {
  const graphemes = splitGraphemes(plain);
  if (count(style(plain)) <= cap) return plain;
  let low = 0;
  let high = graphemes.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (count(style(graphemes.slice(0, middle).join(""))) <= cap) low = middle;
    else high = middle - 1;
  }
  return graphemes.slice(0, low).join("");
}

/**
 * On load, a share link's draft (docs/product.md#share-a-draft) opens in the editor on its platform
 * and in its font, within the editor's cap counted the platform's way, and a toast says so.
 */
export function useSharedDraft(openStyled: OpenStyled, setPlatform: (platform: Platform) => void) {
  useEffect(() => {
    const draft = takeShareLink();
    if (!draft) return;
    const { name, limit } = PLATFORM_LIMITS[draft.platform];
    const cap = limit + EDITOR_OVERFLOW;
    setPlatform(draft.platform);
    void (async () => {
      const { countCharacters } = await loadPlatformCounter();
      const count = (text: string) => countCharacters(text, draft.platform);
      const kept = await openStyled(draft.text, draft.font, (style) => fitStyledToCap(draft.text, cap, count, style));
      const left = splitGraphemes(draft.text).length - splitGraphemes(kept).length;
      void showToast({
        title: "Shared Draft Opened",
        description:
          left > 0
            ? `It is in the editor for ${name}, cut to the editor's ${cap} characters: the last ${left} did not fit.`
            : `It is in the editor for ${name}. Nothing was sent to our server.`,
        variant: "success",
      });
      scrollToSection("bio-editor");
    })();
  }, [openStyled, setPlatform]);
}
