import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { countGraphemes } from "../text/graphemes";

import {
  cleanFavouriteFonts,
  FONT_DEFAULT_TEXT,
  FONT_INPUT_MAX,
  fontStylesIn,
  isFontCategoryFilter,
  limitFontInput,
  SCREEN_READER_SUMMARY,
} from "./font-page";
import { FONT_CATEGORIES, FONT_STYLES } from "./font-styles";

describe("the font page's input", () => {
  it("starts with 'Your text here' and takes 50 characters", () => {
    expect(FONT_DEFAULT_TEXT).toBe("Your text here");
    expect(FONT_INPUT_MAX).toBe(50);
  });

  it("keeps text within the limit as it is", () => {
    expect(limitFontInput("Maya 2026 ☕ @maya")).toBe("Maya 2026 ☕ @maya");
    expect(limitFontInput("x".repeat(50))).toBe("x".repeat(50));
    expect(limitFontInput("")).toBe("");
  });

  it("cuts longer text at 50 characters as a person counts them, never inside an emoji", () => {
    expect(limitFontInput("x".repeat(51))).toBe("x".repeat(50));
    // 49 letters, then a family emoji of 8 code units (one character), then more.
    const family = "👨‍👩‍👧";
    expect(limitFontInput(`${"a".repeat(49)}${family}bc`)).toBe(`${"a".repeat(49)}${family}`);
    expect(limitFontInput(`${"a".repeat(50)}${family}`)).toBe("a".repeat(50));
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 120 }), (text) => {
        const limited = limitFontInput(text);
        expect(countGraphemes(limited)).toBeLessThanOrEqual(FONT_INPUT_MAX);
        expect(text.startsWith(limited)).toBe(true);
        if (countGraphemes(text) <= FONT_INPUT_MAX) expect(limited).toBe(text);
      }),
    );
  });
});

describe("the category filter", () => {
  it("accepts the page's categories only", () => {
    for (const category of FONT_CATEGORIES) expect(isFontCategoryFilter(category)).toBe(true);
    for (const other of ["all", "Plain", "bold", "", undefined, 3]) expect(isFontCategoryFilter(other)).toBe(false);
  });

  it("shows every style under All, Normal first, and only the category's styles otherwise", () => {
    expect(fontStylesIn("All").map((style) => style.key)).toEqual(FONT_STYLES.map((style) => style.key));
    expect(fontStylesIn("All")[0]?.key).toBe("normal");
    for (const category of FONT_CATEGORIES.filter((value) => value !== "All")) {
      const styles = fontStylesIn(category);
      expect(styles.length, category).toBeGreaterThanOrEqual(2);
      for (const style of styles) expect(style.category).toBe(category);
    }
    expect(fontStylesIn("Bold").map((style) => style.key)).toEqual(["bold", "bold-italic"]);
  });

  it("puts every style but Normal in exactly one category", () => {
    const shown = FONT_CATEGORIES.filter((value) => value !== "All").flatMap((category) =>
      fontStylesIn(category).map((style) => style.key),
    );
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.length).toBe(FONT_STYLES.length - 1);
  });
});

describe("favourite fonts as stored", () => {
  it("keeps known keys once, in order, and drops the rest", () => {
    expect(cleanFavouriteFonts(["fraktur", "bold", "nope", 7, "fraktur", "cute"])).toEqual(["fraktur", "bold", "cute"]);
    expect(cleanFavouriteFonts("bold")).toEqual([]);
    expect(cleanFavouriteFonts(null)).toEqual([]);
  });
});

it("has a few words for each screen-reader reading", () => {
  expect(Object.keys(SCREEN_READER_SUMMARY).sort()).toEqual(["letters", "skipped", "words"]);
});
