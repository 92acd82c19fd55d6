import { useCallback, useReducer, useState } from "react";

import type { FontStyleKey } from "@domain/fonts/font-styles";

import type * as FontsRuntime from "./fonts-runtime";

type FontsModule = typeof FontsRuntime;
let fontsModule: Promise<FontsModule> | undefined;

/** The font converter and its tables load with the first font choice, not with the page. */
export function loadFonts(): Promise<FontsModule> {
  fontsModule ??= import("./fonts-runtime");
  return fontsModule;
}

/**
 * The editor's text, and how it relates to a style (docs/decisions/018-home-workshop.md):
 * - `text` is what the editor shows; it is always the truth;
 * - `font` is the style the text is in, `source` its plain text, so that text = font(source);
 * - `edited` is true when the visitor changed text in a style that cannot follow their typing
 *   (spaced, reversed, framed): the text stays exactly as they typed it, and no style is shown as
 *   chosen until they choose one, which then starts from the plain text read back from `font`.
 */
export interface BioTextState {
  text: string;
  source: string;
  font: FontStyleKey;
  edited: boolean;
}

const EMPTY: BioTextState = { text: "", source: "", font: "normal", edited: false };

/** Where the caret should go after a change that re-styled what the visitor typed (UTF-16 offset). */
export interface EditResult {
  caret?: number;
}

export interface History {
  entries: BioTextState[];
  index: number;
  /**
   * When the last typing happened (performance.now()), to group a burst of typing into one undo step;
   * -Infinity when the last change was not typing. Not 0: a page can answer typing within a second of
   * its time origin, and the first burst would then replace the empty text instead of following it.
   */
  lastTypingAt: number;
}

export type Action =
  | { type: "push"; state: BioTextState }
  | { type: "type"; state: BioTextState; at: number }
  | { type: "undo" }
  | { type: "redo" };

const HISTORY_LIMIT = 100;
/** Typing with pauses shorter than this is one undo step. */
const TYPING_BURST_MS = 1000;

/** The undo log's reducer: exported for its tests, which give each keystroke its time. */
export function history(current: History, action: Action): History {
  switch (action.type) {
    case "undo":
      return current.index > 0 ? { ...current, index: current.index - 1, lastTypingAt: -Infinity } : current;
    case "redo":
      return current.index < current.entries.length - 1
        ? { ...current, index: current.index + 1, lastTypingAt: -Infinity }
        : current;
    case "type":
    case "push": {
      const kept = current.entries.slice(0, current.index + 1);
      const continuing = action.type === "type" && action.at - current.lastTypingAt < TYPING_BURST_MS;
      const entries = continuing ? [...kept.slice(0, -1), action.state] : [...kept, action.state].slice(-HISTORY_LIMIT);
      return { entries, index: entries.length - 1, lastTypingAt: action.type === "type" ? action.at : -Infinity };
    }
  }
}

/** Styles whose plain text can be read back from every keystroke, grapheme for grapheme. */
function followsTyping(fonts: FontsModule, font: FontStyleKey): boolean {
  const kind = fonts.getFontStyle(font).transform.kind;
  return kind === "map" || kind === "combining" || kind === "wave";
}

/**
 * The workshop's text with one undo history for everything that changes it: typing (grouped into
 * bursts), fonts, templates, generated bios and symbols. Ctrl+Z steps back one whole change.
 * `initial` is the text a posted form brought back (docs/product.md#without-javascript).
 */
export function useBioText(initial = "") {
  const [log, dispatch] = useReducer(history, undefined, () => ({
    entries: [initial === "" ? EMPTY : { text: initial, source: initial, font: "normal" as const, edited: false }],
    index: 0,
    lastTypingAt: -Infinity,
  }));
  const [fonts, setFonts] = useState<FontsModule | undefined>(undefined);
  const state = log.entries[log.index] ?? EMPTY;

  /** The text's plain letters: what a new style starts from. */
  const plainOf = useCallback(
    (current: BioTextState, module: FontsModule): string =>
      current.edited ? module.readBackPlainText(current.text, current.font) : module.toPlainText(current.source),
    [],
  );

  /** Replaces the whole text (a template, a generated bio, a favourite): plain, in Normal. */
  const replace = useCallback((plain: string) => {
    dispatch({ type: "push", state: { text: plain, source: plain, font: "normal", edited: false } });
  }, []);

  /**
   * Opens a draft in a style (a share link): `plain` styled with `font`, cut by `fit` (the editor's
   * cap) on the styled text's plain letters, so it never compounds and stays within the cap.
   * Answers the plain letters kept.
   */
  const openStyled = useCallback(
    async (plain: string, font: FontStyleKey, fit: (styled: (plain: string) => string) => string) => {
      const module = font === "normal" ? undefined : await loadFonts();
      if (module) setFonts(module);
      const style = (value: string) => (module ? module.convertText(value, font) : value);
      const kept = fit(style);
      dispatch({ type: "push", state: { text: style(kept), source: kept, font, edited: false } });
      return kept;
    },
    [],
  );

  /** Appends a symbol or emoji at the end; symbols pass through every style unchanged. */
  const append = useCallback(
    (symbol: string) => {
      const next: BioTextState =
        state.edited || state.font === "normal" || !fonts
          ? { ...state, text: state.text + symbol, source: state.edited ? state.source : state.source + symbol }
          : { ...state, source: state.source + symbol, text: fonts.convertText(state.source + symbol, state.font) };
      dispatch({ type: "push", state: next });
    },
    [state, fonts],
  );

  /** Converts the text to a style, from its plain letters (so styles never compound). */
  const chooseFont = useCallback(
    async (font: FontStyleKey) => {
      const module = await loadFonts();
      setFonts(module);
      const plain = plainOf(state, module);
      const text = font === "normal" ? plain : module.convertText(plain, font);
      dispatch({ type: "push", state: { text, source: plain, font, edited: false } });
    },
    [state, plainOf],
  );

  /**
   * The visitor typed (or pasted, or deleted) in the editor. In Normal, what they typed is the text.
   * In a style that can follow (bold, script, lines, wave…), their new letters take the style. In one
   * that cannot (spaced, reversed, framed), the text stays as typed and the selection shows no style.
   */
  const edit = useCallback(
    (typed: string, caret: number | null = null): EditResult => {
      const at = performance.now();
      if (state.font === "normal" || state.edited || !fonts) {
        dispatch({ type: "type", at, state: { text: typed, source: typed, font: state.font, edited: state.edited } });
        return {};
      }
      if (!followsTyping(fonts, state.font)) {
        dispatch({ type: "type", at, state: { text: typed, source: state.source, font: state.font, edited: true } });
        return {};
      }
      const source = fonts.readBackPlainText(typed, state.font);
      const text = fonts.convertText(source, state.font);
      dispatch({ type: "type", at, state: { text, source, font: state.font, edited: false } });
      if (caret === null || text === typed) return {};
      const plainBefore = fonts.readBackPlainText(typed.slice(0, caret), state.font);
      return { caret: fonts.convertText(plainBefore, state.font).length };
    },
    [state, fonts],
  );

  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);

  return {
    text: state.text,
    /** The style the text is shown in, or null after an edit the style could not follow. */
    font: state.edited ? null : state.font,
    /** The plain letters of the text (for the font cards' previews), once fonts are loaded. */
    plain: fonts ? plainOf(state, fonts) : state.source,
    replace,
    openStyled,
    append,
    chooseFont,
    edit,
    undo,
    redo,
    canUndo: log.index > 0,
    canRedo: log.index < log.entries.length - 1,
  };
}
