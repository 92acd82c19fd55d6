import { useCallback, useState } from "react";

import type { FontStyleKey } from "@domain/fonts/font-styles";

import type * as FontsRuntime from "./fonts-runtime";

type FontsModule = typeof FontsRuntime;
let fontsModule: Promise<FontsModule> | undefined;

/** The font converter and its tables load with the fonts panel, not with the page. */
export function loadFonts(): Promise<FontsModule> {
  fontsModule ??= import("./fonts-runtime");
  return fontsModule;
}

interface BioTextState {
  /** The plain text the visitor wrote or chose: fonts always convert from this. */
  source: string;
  font: FontStyleKey;
  /** What the editor shows: `source` in `font`. */
  text: string;
}

/**
 * The editor's text and its plain source (docs/product.md#home). Keeping the
 * plain source means switching fonts never compounds, and 'normal' gives the plain text back.
 */
export function useBioText() {
  const [state, setState] = useState<BioTextState>({ source: "", font: "normal", text: "" });
  const [fonts, setFonts] = useState<FontsModule | undefined>(undefined);

  const render = useCallback(
    (source: string, font: FontStyleKey, module: FontsModule | undefined): BioTextState =>
      font === "normal" || !module
        ? { source, font: module ? font : "normal", text: source }
        : { source, font, text: module.convertText(source, font) },
    [],
  );

  /** Replaces the whole text (a template, a generated bio), keeping the chosen font. */
  const replace = useCallback(
    (plain: string) => setState((current) => render(plain, current.font, fonts)),
    [fonts, render],
  );

  /** Appends a symbol or emoji at the end. */
  const append = useCallback(
    (symbol: string) => setState((current) => render(current.source + symbol, current.font, fonts)),
    [fonts, render],
  );

  /** Converts the text to a font, from its plain source. */
  const chooseFont = useCallback(
    async (font: FontStyleKey) => {
      const module = await loadFonts();
      setFonts(module);
      setState((current) => render(current.source, font, module));
    },
    [render],
  );

  /**
   * The visitor typed in the editor. With a font that can be undone, the typed text's plain form
   * becomes the source (so new letters take the font too); after a font that cannot be undone
   * (reversed, spaced, decorated), what they typed becomes the new plain text.
   */
  const edit = useCallback(
    (typed: string) =>
      setState((current) => {
        if (current.font === "normal" || !fonts) return { source: typed, font: "normal", text: typed };
        if (fonts.isReversible(current.font)) return render(fonts.toPlainText(typed), current.font, fonts);
        return { source: typed, font: "normal", text: typed };
      }),
    [fonts, render],
  );

  return { ...state, replace, append, chooseFont, edit };
}
