import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { ALL_FILTER, isBlankQuery, matchesCategory, matchesQuery, normalizeSearchText } from "./search";

describe("matchesQuery", () => {
  it("matches a substring of any field, ignoring case", () => {
    expect(matchesQuery("HEART", ["White Heart Suit"])).toBe(true);
    expect(matchesQuery("love", ["White Heart Suit", "LOVELY"])).toBe(true);
    expect(matchesQuery("moon", ["White Heart Suit", "love"])).toBe(false);
  });

  it("ignores surrounding whitespace in the query", () => {
    expect(matchesQuery("  heart\t", ["heart"])).toBe(true);
  });

  it("treats a blank query as matching everything, even no fields", () => {
    expect(matchesQuery("", [])).toBe(true);
    expect(matchesQuery("   ", ["x"])).toBe(true);
    expect(isBlankQuery(" \n ")).toBe(true);
    expect(isBlankQuery(" a ")).toBe(false);
  });

  // ASCII only: Unicode case mapping is context-sensitive (Greek final sigma).
  it("finds every field by any of its substrings in either case", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii" }), fc.nat(), fc.nat(), fc.boolean(), (field, a, b, upper) => {
        const start = Math.min(a, b) % (field.length + 1);
        const end = Math.max(a, b) % (field.length + 1);
        const part = field.slice(start, end);
        expect(matchesQuery(upper ? part.toUpperCase() : part.toLowerCase(), ["unrelated", field])).toBe(true);
      }),
    );
  });
});

describe("normalizeSearchText", () => {
  it("trims and lower-cases", () => {
    expect(normalizeSearchText("  Dots & LINES ")).toBe("dots & lines");
  });
});

describe("matchesCategory", () => {
  it("lets every category through for 'All' and only the same one otherwise", () => {
    expect(matchesCategory<string>(ALL_FILTER, "Hearts")).toBe(true);
    expect(matchesCategory("Hearts", "Hearts")).toBe(true);
    expect(matchesCategory<string>("Arrows", "Hearts")).toBe(false);
  });
});
