import {
  FONT_DEFAULT_TEXT,
  isFontCategoryFilter,
  limitFontInput,
  type FontCategoryFilter,
} from "@domain/fonts/font-page";
import { getTextFrame } from "@domain/fonts/frames";
import { readUrlState } from "~/components/url-state";

/**
 * What the Fancy Font page shows, kept in the address (docs/product.md#searches-and-filters): the
 * text, the category and the frame, so a styled name can be shared and survives a reload. The
 * default view ('Your text here', All, no frame) has no parameters and is pre-rendered.
 */
export type FontPageState = {
  text: string;
  category: FontCategoryFilter;
  /** A frame id (domain/fonts/frames.ts), or "" for none. */
  frame: string;
};

export const FONT_PAGE_DEFAULTS: FontPageState = { text: FONT_DEFAULT_TEXT, category: "All", frame: "" };

/** The view a query string asks for: unknown values fall back to the defaults, the text is cut to 50 characters. */
export function readFontPageState(search: URLSearchParams | string): FontPageState {
  const state = readUrlState(search, FONT_PAGE_DEFAULTS, {
    category: isFontCategoryFilter,
    frame: (value) => value === "" || getTextFrame(value) !== undefined,
  });
  return { ...state, text: limitFontInput(state.text) };
}
