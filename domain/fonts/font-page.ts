import { splitGraphemes } from "../text/graphemes";

import {
  FONT_CATEGORIES,
  FONT_STYLES,
  type FontStyle,
  type FontStyleKey,
  type ScreenReaderReading,
} from "./font-styles";

/** docs/product.md#fancy-font-styles. */

export const FONT_DEFAULT_TEXT = "Your text here";

/** In grapheme clusters. */
export const FONT_INPUT_MAX = 50;

export type FontCategoryFilter = (typeof FONT_CATEGORIES)[number];

export function isFontCategoryFilter(value: unknown): value is FontCategoryFilter {
  return typeof value === "string" && (FONT_CATEGORIES as readonly string[]).includes(value);
}

/** An emoji with its skin tone or a flag is kept or dropped whole. */
export function limitFontInput(text: string): string {
  const graphemes = splitGraphemes(text);
  return graphemes.length <= FONT_INPUT_MAX ? text : graphemes.slice(0, FONT_INPUT_MAX).join("");
}

/** 'Normal' (category Plain) only under 'All'. */
export function fontStylesIn(filter: FontCategoryFilter): FontStyle[] {
  return filter === "All" ? [...FONT_STYLES] : FONT_STYLES.filter((style) => style.category === filter);
}

export const SCREEN_READER_SUMMARY: Readonly<Record<ScreenReaderReading, string>> = {
  words: "Read as words",
  letters: "Spelled out letter by letter",
  skipped: "Mostly skipped",
};

/** Known keys only, each once, in the stored order. */
export function cleanFavouriteFonts(value: unknown): FontStyleKey[] {
  if (!Array.isArray(value)) return [];
  const known = new Set<string>(FONT_STYLES.map((style) => style.key));
  const seen = new Set<string>();
  const keys: FontStyleKey[] = [];
  for (const item of value) {
    if (typeof item !== "string" || !known.has(item) || seen.has(item)) continue;
    seen.add(item);
    keys.push(item as FontStyleKey);
  }
  return keys;
}
