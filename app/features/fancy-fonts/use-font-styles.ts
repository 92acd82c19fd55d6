import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from "react";

import { convertText } from "@domain/fonts/convert-text";
import { FONT_DEFAULT_TEXT, fontStylesIn, limitFontInput, type FontCategoryFilter } from "@domain/fonts/font-page";
import type { FontStyle, FontStyleKey } from "@domain/fonts/font-styles";
import { applyFrame, getTextFrame } from "@domain/fonts/frames";
import type { FrameCost } from "@domain/fonts/frame-cost";
import { countGraphemes } from "@domain/text/graphemes";
import { showToast } from "~/components/ui/toast";
import { useUrlState } from "~/components/url-state";

import { favouriteFontsStore, useFavouriteFonts } from "./favourite-fonts";
import { FONT_PAGE_DEFAULTS, type FontPageState } from "./font-page-state";
import { useXCounter } from "./use-x-counter";

export interface FontStylesOptions {
  /** The view the server rendered (from the address). */
  initial: FontPageState;
  /**
   * Every style's counts for `initial`, worked out by the server: while they stand, hydrating needs
   * neither X's counter nor the grapheme segmenter.
   */
  initialCounts: Partial<Record<FontStyleKey, { instagram: number; x: number }>>;
  /** What each frame adds on Instagram and on X, by frame id (worked out by the server). */
  frameCosts: Record<string, FrameCost>;
  /** Loads X's counter (twitter-text); a test hands in a fake (stable, like the default). */
  loadXCounter?: Parameters<typeof useXCounter>[0];
}

export interface ShownStyle {
  style: FontStyle;
  output: string;
  instagramCount: number;
  /** Undefined while X's counter loads. */
  xCount: number | undefined;
}

/**
 * The Fancy Font Styles converter's state (docs/product.md#fancy-font-styles): the view in the
 * address, every style of the chosen category converted and counted, favourites first, and the
 * changes a control makes. The component renders what this returns.
 */
export function useFontStyles({ initial, initialCounts, frameCosts, loadXCounter }: FontStylesOptions) {
  const [state, update, flushUrl] = useUrlState(initial, FONT_PAGE_DEFAULTS);
  const { favourites, toggle } = useFavouriteFonts();
  const { countX, request: requestXCounter } = useXCounter(loadXCounter);

  // The input shows each key at once; the cards, and the counter under the input (so it never counts
  // a text the cards do not show yet), follow in a render React interrupts for the next key
  // (docs/decisions/028-typing-renders.md).
  const view = useDeferredValue(state);
  const sample = view.text.trim() === "";
  const text = sample ? FONT_DEFAULT_TEXT : view.text;
  const frame = getTextFrame(view.frame);
  const serverCounts = view.text === initial.text && view.frame === initial.frame;

  const shown = useMemo(
    (): ShownStyle[] =>
      fontStylesIn(view.category).map((style) => {
        const key = style.key as FontStyleKey;
        const converted = convertText(text, key);
        const output = frame ? applyFrame(converted, frame) : converted;
        const counted = serverCounts ? initialCounts[key] : undefined;
        return {
          style,
          output,
          instagramCount: counted?.instagram ?? countGraphemes(output),
          xCount: counted ? counted.x : countX?.(output),
        };
      }),
    [view.category, text, frame, serverCounts, initialCounts, countX],
  );

  const styleList = useRef<HTMLUListElement>(null);
  const refocus = useRef<string | undefined>(undefined);
  const toggleFavourite = useCallback(
    (style: FontStyle) => {
      const key = style.key as FontStyleKey;
      if (favouriteFontsStore.read().includes(key)) refocus.current = key;
      if (!toggle(key)) {
        void showToast({
          title: "Could not save",
          description: "This browser is not letting us store favourites.",
          variant: "destructive",
        });
      }
    },
    [toggle],
  );

  // Removing a favourite from the favourites list removes the button that had focus: keyboard
  // users land on the same style's star in the full list instead of the top of the page.
  useEffect(() => {
    const key = refocus.current;
    refocus.current = undefined;
    if (!key || (document.activeElement && document.activeElement !== document.body)) return;
    styleList.current?.querySelector<HTMLElement>(`li[data-style="${key}"] button[aria-pressed]`)?.focus();
  }, [favourites]);

  const favouriteStyles = favourites
    .map((key) => shown.find((entry) => entry.style.key === key))
    .filter((entry) => entry !== undefined);

  return {
    /** What the controls show: each change at once. */
    state,
    /** What the cards show: the state one interruptible render later. */
    category: view.category,
    sample,
    textLength: countGraphemes(view.text),
    shown,
    favouriteStyles,
    isFavourite: (key: string) => favourites.includes(key as FontStyleKey),
    summary:
      view.category === "All"
        ? `Showing all ${shown.length} styles`
        : `Showing ${shown.length} ${shown.length === 1 ? "style" : "styles"} in ${view.category}`,
    frameCost: frame ? frameCosts[frame.id] : undefined,
    /** The full list, where focus goes back to after a favourite is removed. */
    styleList,
    toggleFavourite,
    flushUrl,
    /** Starts loading X's counter: the first focus or change of a control that changes the text. */
    requestXCounter,
    setText: (value: string) => {
      requestXCounter();
      update({ text: limitFontInput(value) }, { debounce: true });
    },
    setCategory: (category: FontCategoryFilter) => update({ category }),
    setFrame: (frameId: string) => {
      requestXCounter();
      update({ frame: frameId });
    },
  };
}
