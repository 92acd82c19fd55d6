import { version as emojibaseVersion } from "emojibase-data/package.json";
import hexcodes from "emojibase-data/meta/hexcodes.json";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { countXWeighted } from "./count-characters";
import { isRgiEmojiGrapheme, looksLikeRgiEmoji, splitGraphemes } from "./graphemes";

/**
 * Emoji 17.0's fully-qualified emoji, derived from emojibase-data's meta/hexcodes.json
 * (docs/decisions/025-x-emoji-weight.md).
 */
function fullyQualifiedEmoji(): string[] {
  return Object.entries(hexcodes).map(([key, forms]) => {
    const hexcode =
      forms[key] === 0 ? key : Object.keys(forms).find((form) => forms[form] === 0 && !form.includes("FE0E"))!;
    return String.fromCodePoint(...hexcode.split("-").map((code) => Number.parseInt(code, 16)));
  });
}

const EMOJI = fullyQualifiedEmoji();

describe("the emoji-test.txt list (Emoji 17.0, from emojibase-data)", () => {
  it("is emojibase-data 17.0.0's, with emoji-test.txt's count of fully-qualified emoji", () => {
    expect(emojibaseVersion).toBe("17.0.0");
    expect(EMOJI).toHaveLength(3944);
    expect(new Set(EMOJI).size).toBe(3944);
    // One of Emoji 17.0's new emoji (U+1FAEA), and sequences twitter-text 3.1.0 breaks apart.
    expect(EMOJI).toEqual(expect.arrayContaining(["🫪", "🧑‍💻", "❤️‍🔥", "🫶🏽", "🙂‍↔️", "#️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]));
  });

  it("holds one grapheme per emoji", () => {
    for (const emoji of EMOJI) expect(splitGraphemes(emoji), emoji).toEqual([emoji]);
  });
});

describe("X's weight for every fully-qualified emoji of Emoji 17.0", () => {
  it("is 2, alone and between words", () => {
    const wrong = EMOJI.filter((emoji) => countXWeighted(emoji) !== 2 || countXWeighted(`Hi ${emoji}!`) !== 6);
    expect(wrong).toEqual([]);
  });

  it("is 2 each when all 3,944 follow one another", () => {
    expect(countXWeighted(EMOJI.join(""))).toBe(2 * 3944);
  });
});

describe("isRgiEmojiGrapheme", () => {
  it("knows every fully-qualified emoji, with the v flag and with the fallback for browsers without it", () => {
    expect(EMOJI.filter((emoji) => !isRgiEmojiGrapheme(emoji))).toEqual([]);
    expect(EMOJI.filter((emoji) => !looksLikeRgiEmoji(emoji))).toEqual([]);
  });

  it("agrees with the engine's RGI_Emoji on any grapheme: the cheap outline never hides one", () => {
    const rgi = new RegExp("^\\p{RGI_Emoji}$", "v");
    const emojiPieces = fc.constantFrom(..."🇦🇫#1\uFE0F\u20E3\u200D🏽☺©❤😀🧑💻🏴\u{E0067}\u{E007F}a日");
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "grapheme" }), fc.string({ unit: emojiPieces, maxLength: 6 })), (text) => {
        for (const grapheme of splitGraphemes(text)) {
          expect(isRgiEmojiGrapheme(grapheme), grapheme).toBe(rgi.test(grapheme));
          if (rgi.test(grapheme)) expect(looksLikeRgiEmoji(grapheme), grapheme).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  // Not emoji to RGI; twitter-text keeps weighing them.
  it.each(["a", "1", "#", "é", "日", "☺", "©", "❤", "🇦", "1\u20E3", "\u{1F600}\u200D"])("%s is not one", (text) => {
    expect(isRgiEmojiGrapheme(text)).toBe(false);
    expect(looksLikeRgiEmoji(text)).toBe(false);
  });
});
