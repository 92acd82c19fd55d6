import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { extractEmoji } from "../similarity";
import { profileBio } from "../uniqueness";
import { countGraphemes, splitGraphemes } from "../../text/graphemes";

import { countGraphemesFast, extractEmojiFast, splitGraphemesFast } from "./fast-graphemes";
import { profileBioFast } from "./fast-profile";

// Pieces that stress cluster boundaries: ASCII next to combining marks, keycaps, joiners, skin
// tones, flags, CR LF, prepended marks, variation selectors.
const PIECES = [
  "a", "b", "1", " ", "\n", "\r", "\r\n", ".", "#", "é", "e\u0301", "\u0301", "\u20e3", "\ufe0f", "\u200d",
  "☕", "🥾", "👍🏽", "👨‍👩‍👧", "🇫🇷", "🇺", "1️⃣", "❤️", "✦", "｜", "•", "ñ", "日本", "\u0600", "©", "™",
  "🏳️‍🌈", "🧑‍⚕️", "ก่", "\u00a0",
];
const textArbitrary = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((pieces) => pieces.join(""));

describe("splitGraphemesFast", () => {
  it("equals splitGraphemes on texts built to stress cluster boundaries", () => {
    fc.assert(
      fc.property(textArbitrary, (text) => {
        expect(splitGraphemesFast(text)).toEqual(splitGraphemes(text));
        expect(countGraphemesFast(text)).toBe(countGraphemes(text));
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it("equals splitGraphemes on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite", maxLength: 40 }), (text) => {
        expect(splitGraphemesFast(text)).toEqual(splitGraphemes(text));
      }),
      { numRuns: 1000 },
    );
  });

  it("extracts emoji like extractEmoji", () => {
    fc.assert(
      fc.property(textArbitrary, (text) => {
        expect(extractEmojiFast(text)).toEqual(extractEmoji(text));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("profileBioFast", () => {
  it("equals profileBio", () => {
    fc.assert(
      fc.property(textArbitrary, fc.lorem({ maxCount: 12 }), (noise, words) => {
        const text = `${words}\n${noise} ${words.split(" ").reverse().join(" ")}. Done!`;
        expect(profileBioFast(text)).toEqual(profileBio(text));
      }),
      { numRuns: 500 },
    );
  });
});
