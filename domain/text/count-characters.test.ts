import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { countCharacters, fitsPlatform, remainingCharacters } from "./count-characters";
import { countGraphemes } from "./graphemes";
import { PLATFORM_IDS, PLATFORM_LIMITS } from "./platforms";
import { WEIGHTED_LENGTH_CASES } from "./twitter-text-conformance-cases";

const BOLD_HELLO = "𝐇𝐞𝐥𝐥𝐨";
const FAMILY = "👨‍👩‍👧‍👦";

describe("countCharacters", () => {
  it("counts 'Hello' in bold as 5 on Instagram and 10 on X", () => {
    expect(countCharacters(BOLD_HELLO, "instagram")).toBe(5);
    expect(countCharacters(BOLD_HELLO, "twitter")).toBe(10);
  });

  it("counts a family emoji as 1 on Instagram, TikTok, Facebook and LinkedIn, and 2 on X", () => {
    for (const platform of ["instagram", "tiktok", "facebook", "linkedin"] as const) {
      expect(countCharacters(FAMILY, platform)).toBe(1);
    }
    expect(countCharacters(FAMILY, "twitter")).toBe(2);
  });

  it.each([
    ["plain Latin", "Coffee & code", 13, 13],
    ["a flag", "🇫🇷", 1, 2],
    ["a skin tone", "👋🏽", 1, 2],
    ["a keycap", "1️⃣", 1, 2],
    ["combining accents", "cafe\u0301", 4, 4],
    ["CJK", "日本", 2, 4],
    // X documents every emoji as 2; twitter-text 3.1.0's 2020 emoji list made these 5, 5, 4 and 5.
    ["a ZWJ sequence newer than 2020", "🧑‍💻", 1, 2],
    ["a ZWJ sequence with a variation selector", "❤️‍🔥", 1, 2],
    ["a skin tone on a newer emoji", "🫶🏽", 1, 2],
    ["Emoji 15.1's head shaking", "🙂‍↔️", 1, 2],
    ["an emoji and a URL", "🧑‍💻 https://example.com", 21, 26],
    ["line breaks", "a\nb", 3, 3],
    ["empty", "", 0, 0],
  ])("counts %s", (_name, text, graphemes, weighted) => {
    expect(countCharacters(text, "instagram")).toBe(graphemes);
    expect(countCharacters(text, "twitter")).toBe(weighted);
  });

  it("leaves 135 on Instagram for a bold 15-letter name, not 120", () => {
    expect(remainingCharacters("𝐀".repeat(15), "instagram")).toBe(135);
  });

  it("knows when a bio fits, at and just past the limit", () => {
    expect(fitsPlatform("a".repeat(80), "tiktok")).toBe(true);
    expect(fitsPlatform("a".repeat(81), "tiktok")).toBe(false);
    expect(fitsPlatform("a".repeat(160), "twitter")).toBe(true);
    expect(fitsPlatform("😀".repeat(81), "twitter")).toBe(false);
  });

  it("never throws and never counts more graphemes than code units", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        for (const platform of PLATFORM_IDS) expect(countCharacters(text, platform)).toBeGreaterThanOrEqual(0);
        expect(countGraphemes(text)).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});

describe("countCharacters on X against twitter-text's conformance cases", () => {
  it.each(WEIGHTED_LENGTH_CASES)("$description", ({ text, weightedLength, length }) => {
    expect(text).toHaveLength(length);
    expect(countCharacters(text, "twitter")).toBe(weightedLength);
  });
});

describe("PLATFORM_LIMITS", () => {
  it("matches the table in docs/product.md", () => {
    expect(PLATFORM_LIMITS).toEqual({
      instagram: { name: "Instagram", field: "bio", limit: 150, counting: "graphemes" },
      twitter: { name: "X (Twitter)", field: "bio", limit: 160, counting: "x-weighted" },
      tiktok: { name: "TikTok", field: "bio", limit: 80, counting: "graphemes" },
      facebook: { name: "Facebook", field: "intro", limit: 101, counting: "graphemes" },
      linkedin: { name: "LinkedIn", field: "headline", limit: 220, counting: "graphemes" },
    });
  });
});
