import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

import { countGraphemes, isEmojiGrapheme, splitGraphemes } from "./graphemes";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const reference = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);

describe("splitGraphemes", () => {
  it("agrees with Intl.Segmenter on any text, including the ASCII fast path and CR LF", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: "binary-ascii" }), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })),
        (text) => {
          expect(splitGraphemes(text)).toEqual(reference(text));
          expect(countGraphemes(text)).toBe(reference(text).length);
        },
      ),
      { numRuns: 2000 },
    );
    expect(splitGraphemes("a\r\nb")).toEqual(["a", "\r\n", "b"]);
  });

  it("keeps emoji sequences, flags and accents whole", () => {
    expect(splitGraphemes("👨‍👩‍👧‍👦🇯🇵e\u0301")).toEqual(["👨‍👩‍👧‍👦", "🇯🇵", "e\u0301"]);
  });
});

// Pieces that stress cluster boundaries.
const PIECES = [
  "a",
  "b",
  "1",
  " ",
  "\n",
  "\r",
  "\r\n",
  ".",
  "#",
  "é",
  "e\u0301",
  "\u0301",
  "\u20e3",
  "\ufe0f",
  "\u200d",
  "☕",
  "🥾",
  "👍🏽",
  "👨‍👩‍👧",
  "🇫🇷",
  "🇺",
  "1️⃣",
  "❤️",
  "✦",
  "｜",
  "•",
  "ñ",
  "日本",
  "\u0600",
  "©",
  "™",
  "🏳️‍🌈",
  "🧑‍⚕️",
  "ก่",
  "\u00a0",
];

describe("splitGraphemes on texts built to stress cluster boundaries", () => {
  it("agrees with Intl.Segmenter", () => {
    const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(text, (value) => {
        expect(splitGraphemes(value)).toEqual(reference(value));
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it("agrees with Intl.Segmenter on composite graphemes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite", maxLength: 40 }), (value) => {
        expect(splitGraphemes(value)).toEqual(reference(value));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("isEmojiGrapheme", () => {
  it.each(["👋🏽", "🇯🇵", "1️⃣", "❤️", "☕", "👨‍👩‍👧‍👦"])("%s is an emoji", (grapheme) => {
    expect(isEmojiGrapheme(grapheme)).toBe(true);
  });
  it.each(["a", "é", "日", "1", "#", " "])("%s is not", (grapheme) => {
    expect(isEmojiGrapheme(grapheme)).toBe(false);
  });
});

describe("the segmenter", () => {
  it("is made on first need, once: not when the module loads, not for ASCII text", async () => {
    vi.resetModules();
    const Segmenter = Intl.Segmenter;
    const made = vi.spyOn(Intl, "Segmenter").mockImplementation(
      // Returns the real thing, so the module under test works as usual.
      class {
        constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
          return new Segmenter(...args);
        }
      } as typeof Intl.Segmenter,
    );
    const fresh = await import("./graphemes");
    expect(fresh.countGraphemes("Your text here")).toBe(14);
    expect(made).not.toHaveBeenCalled();
    expect(fresh.splitGraphemes("Maya ☕")).toEqual(["M", "a", "y", "a", " ", "☕"]);
    expect(fresh.countGraphemes("🇯🇵 e\u0301")).toBe(3);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
