import { describe, expect, it } from "vitest";

import { POPULAR_EMOJI_COUNT, POPULAR_EMOJIS, SYMBOL_GROUP_SIZE, SYMBOL_GROUPS } from "./symbol-groups";

const graphemes = (text: string): number =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;

describe("SYMBOL_GROUPS", () => {
  it("has the five groups of the main page, in order, with their labels", () => {
    expect(SYMBOL_GROUPS.map((group) => [group.id, group.label])).toEqual([
      ["hearts", "Hearts"],
      ["stars", "Stars"],
      ["aesthetic", "Aesthetic"],
      ["dividers", "Dividers"],
      ["music", "Music"],
    ]);
  });

  it.each(SYMBOL_GROUPS.map((group) => [group.id, group] as const))(
    "%s holds exactly 16 distinct, non-blank symbols",
    (_id, group) => {
      expect(SYMBOL_GROUP_SIZE).toBe(16);
      expect(group.symbols).toHaveLength(SYMBOL_GROUP_SIZE);
      expect(new Set(group.symbols).size).toBe(SYMBOL_GROUP_SIZE);
      for (const symbol of group.symbols) {
        expect(symbol.trim()).toBe(symbol);
        expect(symbol).not.toBe("");
        // Short enough to append to a bio without eating the Instagram budget.
        expect(graphemes(symbol)).toBeLessThanOrEqual(4);
      }
    },
  );

  it("uses single characters or emoji outside the dividers group", () => {
    for (const group of SYMBOL_GROUPS) {
      if (group.id === "dividers" || group.id === "aesthetic") continue;
      for (const symbol of group.symbols) {
        expect(graphemes(symbol), symbol).toBe(1);
      }
    }
  });

  it("contains no replacement characters, controls or unassigned-looking code points", () => {
    for (const group of SYMBOL_GROUPS) {
      for (const symbol of group.symbols) {
        expect(symbol).not.toMatch(/[\uFFFD\p{Cc}\p{Co}\p{Cn}]/u);
      }
    }
  });
});

describe("POPULAR_EMOJIS", () => {
  it("holds exactly 20 distinct emoji, one grapheme each", () => {
    expect(POPULAR_EMOJI_COUNT).toBe(20);
    expect(POPULAR_EMOJIS).toHaveLength(POPULAR_EMOJI_COUNT);
    expect(new Set(POPULAR_EMOJIS).size).toBe(POPULAR_EMOJI_COUNT);
    for (const emoji of POPULAR_EMOJIS) {
      expect(graphemes(emoji), emoji).toBe(1);
      expect(emoji).toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
