import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  SYMBOL_LIBRARY,
  SYMBOL_LIBRARY_CATEGORIES,
  SYMBOL_LIBRARY_FILTERS,
  type SymbolLibraryFilter,
  searchSymbols,
} from "./symbol-library";

const graphemes = (text: string): number =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;

describe("SYMBOL_LIBRARY content", () => {
  it("offers the product's eight categories behind an 'All' filter", () => {
    expect(SYMBOL_LIBRARY_CATEGORIES).toEqual([
      "Popular",
      "Hearts",
      "Arrows",
      "Dots & Lines",
      "Symbols",
      "Math",
      "Currency",
      "Decorative",
    ]);
    expect(SYMBOL_LIBRARY_FILTERS[0]).toBe("All");
    expect(SYMBOL_LIBRARY_FILTERS.slice(1)).toEqual(SYMBOL_LIBRARY_CATEGORIES);
  });

  it.each(SYMBOL_LIBRARY_CATEGORIES.map((category) => [category]))("%s holds 8 to 10 symbols", (category) => {
    const count = SYMBOL_LIBRARY.filter((entry) => entry.category === category).length;
    expect(count).toBeGreaterThanOrEqual(8);
    expect(count).toBeLessThanOrEqual(10);
  });

  it("uses only known categories", () => {
    for (const entry of SYMBOL_LIBRARY) {
      expect(SYMBOL_LIBRARY_CATEGORIES).toContain(entry.category);
    }
  });

  it("has unique ids in kebab-case and unique symbols", () => {
    const ids = SYMBOL_LIBRARY.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const symbols = SYMBOL_LIBRARY.map((entry) => entry.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it("gives every symbol one grapheme, a name and at least two distinct, non-blank keywords", () => {
    for (const entry of SYMBOL_LIBRARY) {
      expect(graphemes(entry.symbol), entry.id).toBe(1);
      expect(entry.name.trim(), entry.id).not.toBe("");
      expect(entry.keywords.length, entry.id).toBeGreaterThanOrEqual(2);
      expect(new Set(entry.keywords).size, entry.id).toBe(entry.keywords.length);
      for (const keyword of entry.keywords) {
        expect(keyword.trim(), entry.id).toBe(keyword);
        expect(keyword, entry.id).not.toBe("");
        expect(keyword, entry.id).toBe(keyword.toLowerCase());
      }
    }
  });
});

describe("searchSymbols", () => {
  const ids = (results: readonly { id: string }[]) => results.map((entry) => entry.id);

  it("returns the whole library for a blank query and 'All'", () => {
    expect(searchSymbols("", "All")).toEqual([...SYMBOL_LIBRARY]);
    expect(searchSymbols("   ", "All")).toEqual([...SYMBOL_LIBRARY]);
    expect(searchSymbols("")).toEqual([...SYMBOL_LIBRARY]);
  });

  it("returns a whole category for a blank query", () => {
    const currency = searchSymbols("", "Currency");
    expect(currency.length).toBeGreaterThanOrEqual(8);
    expect(currency.every((entry) => entry.category === "Currency")).toBe(true);
  });

  it("matches the name, ignoring case", () => {
    expect(ids(searchSymbols("white heart suit", "All"))).toEqual(["white-heart-suit"]);
    expect(ids(searchSymbols("WHITE HEART SUIT", "All"))).toEqual(["white-heart-suit"]);
    expect(ids(searchSymbols("Suit", "All"))).toEqual(["white-heart-suit", "black-heart-suit"]);
  });

  it("matches a keyword, ignoring case", () => {
    expect(ids(searchSymbols("BITCOIN", "All"))).toEqual(["bitcoin-sign"]);
    expect(ids(searchSymbols("sustainable", "All"))).toEqual(["recycling-symbol"]);
    // 'crypto' is only a keyword.
    expect(ids(searchSymbols("crypt", "All"))).toEqual(["bitcoin-sign"]);
  });

  it("ANDs the query with the category", () => {
    const everywhere = searchSymbols("heart", "All");
    const hearts = searchSymbols("heart", "Hearts");
    expect(everywhere.some((entry) => entry.category === "Popular")).toBe(true);
    expect(everywhere.some((entry) => entry.category === "Decorative")).toBe(true);
    expect(hearts.length).toBeGreaterThan(0);
    expect(hearts.every((entry) => entry.category === "Hearts")).toBe(true);
    expect(hearts.length).toBeLessThan(everywhere.length);
    expect(searchSymbols("bitcoin", "Hearts")).toEqual([]);
  });

  it("returns [] when nothing matches", () => {
    expect(searchSymbols("zzz-no-such-symbol", "All")).toEqual([]);
  });

  it("never throws and returns a subset of the category, each entry matching, for any input", () => {
    const filter = fc.constantFrom<SymbolLibraryFilter>(...SYMBOL_LIBRARY_FILTERS);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), filter, (query, category) => {
        const results = searchSymbols(query, category);
        const needle = query.trim().toLowerCase();
        for (const entry of results) {
          expect(SYMBOL_LIBRARY).toContain(entry);
          expect(category === "All" || entry.category === category).toBe(true);
          const haystack = [entry.name, ...entry.keywords].map((text) => text.toLowerCase());
          expect(haystack.some((text) => text.includes(needle))).toBe(true);
        }
      }),
    );
  });

  it("finds every symbol by its own name in any case", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SYMBOL_LIBRARY), fc.boolean(), (entry, upper) => {
        const query = upper ? entry.name.toUpperCase() : entry.name.toLowerCase();
        expect(searchSymbols(query, entry.category)).toContain(entry);
        expect(searchSymbols(query, "All")).toContain(entry);
      }),
    );
  });
});
