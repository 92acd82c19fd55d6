import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { type EmojiEntry, loadEmojiIndex, searchEmojis, toEmojiEntries } from "./emoji-index";
import emojiIndexSource from "./emoji-index.ts?raw";

// emojibase stores text-default emoji with U+FE0F.
const bare = (emoji: string) => emoji.replace(/\uFE0F/g, "");

let index: EmojiEntry[] = [];

beforeAll(async () => {
  index = await loadEmojiIndex();
});

describe("emoji-index module", () => {
  // A static import would put half a megabyte of JSON into every first load using it.
  it("reaches the emoji data only through a dynamic import", () => {
    expect(emojiIndexSource).not.toMatch(/^\s*import\s[^(]*["']emojibase-data/m);
    expect(emojiIndexSource).not.toMatch(/^\s*export\s[^(]*from\s*["']emojibase-data/m);
    expect(emojiIndexSource).toMatch(/await import\("emojibase-data\/en\/compact\.json"\)/);
  });
});

describe("loadEmojiIndex", () => {
  it("loads well over 1,500 emoji, each with an emoji and a non-empty label", () => {
    expect(index.length).toBeGreaterThan(1500);
    for (const entry of index) {
      expect(entry.emoji).not.toBe("");
      expect(entry.label.trim()).not.toBe("");
      expect(Array.isArray(entry.tags)).toBe(true);
    }
  });

  it("leaves out skin-tone and hair components", () => {
    expect(index.some((entry) => entry.group === 2)).toBe(false);
    expect(index.some((entry) => entry.label === "medium skin tone")).toBe(false);
  });

  it("has no duplicate emoji", () => {
    expect(new Set(index.map((entry) => entry.emoji)).size).toBe(index.length);
  });
});

describe("toEmojiEntries", () => {
  it("skips records without unicode or label and keeps group only when present", () => {
    expect(
      toEmojiEntries([
        { label: "no unicode", tags: ["x"], group: 1 },
        { unicode: "🙂", label: "  ", group: 0 },
        { unicode: "🙂", label: "slightly smiling face", tags: ["smile"], group: 0 },
        { unicode: "🇦", label: "regional indicator A" },
        { unicode: "🏽", label: "medium skin tone", group: 2 },
      ]),
    ).toEqual([
      { emoji: "🙂", label: "slightly smiling face", tags: ["smile"], group: 0 },
      { emoji: "🇦", label: "regional indicator A", tags: [] },
    ]);
  });
});

describe("searchEmojis over the real index", () => {
  it("finds the hot beverage among the first results for 'coffee'", () => {
    const top = searchEmojis(index, "coffee")
      .slice(0, 5)
      .map((entry) => bare(entry.emoji));
    expect(top).toContain("☕");
  });

  it("finds the airplane for 'airplane' and for 'travel'", () => {
    expect(bare(searchEmojis(index, "airplane")[0]?.emoji ?? "")).toBe("✈");
    const travel = searchEmojis(index, "Travel")
      .slice(0, 10)
      .map((entry) => bare(entry.emoji));
    expect(travel).toContain("✈");
  });

  it("caps results at the limit, 60 by default", () => {
    expect(searchEmojis(index, "face").length).toBe(60);
    expect(searchEmojis(index, "face", 5).length).toBe(5);
    expect(searchEmojis(index, "face", 0)).toEqual([]);
    expect(searchEmojis(index, "face", -3)).toEqual([]);
  });

  it("returns [] when nothing matches", () => {
    expect(searchEmojis(index, "qqqxzzz")).toEqual([]);
  });
});

describe("searchEmojis ranking", () => {
  const sample: EmojiEntry[] = [
    { emoji: "a", label: "sunflower field", tags: ["summer"] },
    { emoji: "b", label: "cat with sun hat", tags: ["holiday"] },
    { emoji: "c", label: "bright day", tags: ["Sun"] },
    { emoji: "d", label: "sunrise", tags: [] },
    { emoji: "e", label: "Sun", tags: [] },
    { emoji: "f", label: "rainy", tags: ["sundown"] },
    { emoji: "g", label: "moon", tags: ["night"] },
  ];

  it("orders exact label or tag, then label prefix, then any substring, keeping data order within a rank", () => {
    expect(searchEmojis(sample, "SUN").map((entry) => entry.emoji)).toEqual(["c", "e", "a", "d", "b", "f"]);
  });

  it("matches tags by substring", () => {
    expect(searchEmojis(sample, "nigh").map((entry) => entry.emoji)).toEqual(["g"]);
  });

  it("returns the first entries for a blank query", () => {
    expect(searchEmojis(sample, "  ", 2).map((entry) => entry.emoji)).toEqual(["a", "b"]);
  });

  it("never throws and returns at most `limit` entries of the index for any input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.integer({ min: -5, max: 100 }), (query, limit) => {
        const results = searchEmojis(sample, query, limit);
        expect(results.length).toBeLessThanOrEqual(Math.max(0, limit));
        for (const entry of results) {
          expect(sample).toContain(entry);
        }
        expect(new Set(results).size).toBe(results.length);
      }),
    );
  });
});
