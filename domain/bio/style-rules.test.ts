import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isEmojiGrapheme, splitGraphemes } from "../text/graphemes";

import { STYLES } from "./generation-options";
import {
  CALL_TO_ACTION_VERBS,
  checkStyleRules,
  countDecorativeSymbols,
  countEmoji,
  countTrailingHashtags,
  DECORATIVE_SYMBOLS,
  EMOJI_RICH_MIN,
  isCallToActionLine,
  isQuotationLine,
  MINIMALIST_MAX_WORDS,
  MYSTICAL_SYMBOLS,
  MYSTICAL_WORDS,
  SLANG_MARKERS,
  WITH_EMOJIS_MAX,
} from "./style-rules";

const PLAIN = "Nurse who loves coffee\nHiking on weekends\nSay hello";

describe("the exported sets", () => {
  it("hold no emoji among the decorative symbols, so they never count twice", () => {
    for (const symbol of DECORATIVE_SYMBOLS) expect(isEmojiGrapheme(symbol), symbol).toBe(false);
  });

  it("are single graphemes and lowercase words", () => {
    for (const symbol of [...DECORATIVE_SYMBOLS, ...MYSTICAL_SYMBOLS]) expect(splitGraphemes(symbol)).toHaveLength(1);
    for (const word of [...MYSTICAL_WORDS, ...SLANG_MARKERS, ...CALL_TO_ACTION_VERBS])
      expect(word).toBe(word.toLowerCase());
  });
});

describe("counting", () => {
  it("counts emoji per grapheme: a ZWJ family, a flag and a keycap are one each", () => {
    expect(countEmoji("👨‍👩‍👧 🇫🇷 1️⃣ ☕")).toBe(4);
    expect(countEmoji("no emoji here ✦ • ｜")).toBe(0);
  });

  it("counts emoji and decorative symbols as filtering every grapheme would", () => {
    const pieces = [
      "a",
      "1",
      " ",
      "|",
      "\r",
      "\n",
      "\r\n",
      "✦",
      "•",
      "｜",
      "☕",
      "\ufe0f",
      "\u20e3",
      "🇫",
      "🇷",
      "👍",
      "🏽",
      "\u200d",
      "e\u0301",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 24 }), (parts) => {
        const text = parts.join("");
        const graphemes = splitGraphemes(text);
        expect(countEmoji(text)).toBe(graphemes.filter(isEmojiGrapheme).length);
        expect(countDecorativeSymbols(text)).toBe(
          graphemes.filter((grapheme) => DECORATIVE_SYMBOLS.has(grapheme)).length,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("counts decorative symbols and trailing hashtags", () => {
    expect(countDecorativeSymbols("✦ one • two ｜ three")).toBe(3);
    expect(countTrailingHashtags("coffee person\n#coffee #hiking")).toBe(2);
    expect(countTrailingHashtags("#coffee first\nthen hiking")).toBe(0);
  });
});

describe("checkStyleRules", () => {
  it("has no rules without a style", () => {
    expect(checkStyleRules("anything at all 🎉🎉🎉🎉", undefined)).toEqual([]);
  });

  it("With Emojis: 1 to 3 emoji", () => {
    expect(checkStyleRules(PLAIN, "With Emojis")).toHaveLength(1);
    expect(checkStyleRules(`${PLAIN} ☕`, "With Emojis")).toEqual([]);
    expect(checkStyleRules("a ☕\nb 🥾\nc ✨", "With Emojis")).toEqual([]);
    expect(checkStyleRules("a ☕🥾\nb ✨🌙", "With Emojis")[0]).toContain(`at most ${WITH_EMOJIS_MAX}`);
  });

  it("Clean Text: no emoji and no decorative symbols", () => {
    expect(checkStyleRules(PLAIN, "Clean Text")).toEqual([]);
    expect(checkStyleRules("Nurse, coffee & hiking — always", "Clean Text")).toEqual([]);
    expect(checkStyleRules(`${PLAIN} ☕`, "Clean Text")).toHaveLength(1);
    expect(checkStyleRules("Nurse · coffee", "Clean Text")).toHaveLength(1);
    expect(checkStyleRules("Nurse | coffee ☕", "Clean Text")).toHaveLength(2);
  });

  it("Symbol Heavy: at least two decorative symbols", () => {
    expect(checkStyleRules("✦ Nurse\n✦ Coffee", "Symbol Heavy")).toEqual([]);
    expect(checkStyleRules("✦ Nurse\nCoffee ☕", "Symbol Heavy")).toHaveLength(1);
  });

  it("Line Breaks: exactly three lines", () => {
    expect(checkStyleRules(PLAIN, "Line Breaks")).toEqual([]);
    expect(checkStyleRules("one\ntwo", "Line Breaks")).toHaveLength(1);
    expect(checkStyleRules("one\n\ntwo\n\nthree", "Line Breaks")).toEqual([]);
  });

  it("Hashtag Style: ends with two or three hashtags", () => {
    expect(checkStyleRules("Nurse\n#nurse #coffee", "Hashtag Style")).toEqual([]);
    expect(checkStyleRules("Nurse\n#Nurse #Coffee #Hiking", "Hashtag Style")).toEqual([]);
    expect(checkStyleRules("Nurse #nurse", "Hashtag Style")).toHaveLength(1);
    expect(checkStyleRules("#a #b #c #d", "Hashtag Style")).toHaveLength(1);
    expect(checkStyleRules("#nurse #coffee\nsay hi", "Hashtag Style")).toHaveLength(1);
  });

  it("Quote Style: exactly one quoted line", () => {
    expect(checkStyleRules("Nurse\n“Stay curious”", "Quote Style")).toEqual([]);
    expect(checkStyleRules('Nurse\n"Stay curious" ✨', "Quote Style")).toEqual([]);
    expect(checkStyleRules("Nurse\nStay curious", "Quote Style")).toHaveLength(1);
    expect(checkStyleRules("“One”\n“Two”", "Quote Style")).toHaveLength(1);
    expect(isQuotationLine("✦ “quoted” ✦")).toBe(true);
    expect(isQuotationLine("“half quoted")).toBe(false);
    expect(isQuotationLine("I put the 'pro' in procrastination")).toBe(false);
  });

  it("Emoji Rich: at least three emoji", () => {
    expect(checkStyleRules("a ☕\nb 🥾\nc ✨", "Emoji Rich")).toEqual([]);
    expect(checkStyleRules("a ☕\nb 🥾", "Emoji Rich")[0]).toContain(`at least ${EMOJI_RICH_MIN}`);
  });

  it("Minimalist: few words and at most one emoji", () => {
    expect(checkStyleRules("Nurse · coffee ☕\nless, but better", "Minimalist")).toEqual([]);
    expect(checkStyleRules("a ☕ b 🥾", "Minimalist")).toHaveLength(1);
    const long = Array.from({ length: MINIMALIST_MAX_WORDS + 1 }, (_, index) => `w${index}`).join(" ");
    expect(checkStyleRules(long, "Minimalist")).toHaveLength(1);
  });

  it("Professional: at most one emoji, no slang, no doubled marks", () => {
    expect(checkStyleRules("Nurse focused on the details 🩺\nLet's connect", "Professional")).toEqual([]);
    expect(checkStyleRules("Nurse tbh\nvibes only", "Professional")[0]).toContain("tbh, vibes");
    expect(checkStyleRules("Nurse!! 🩺 ☕", "Professional")).toHaveLength(2);
  });

  it("Mystical: a mystical symbol or word", () => {
    expect(checkStyleRules("Nurse\nFollowing the moon", "Mystical")).toEqual([]);
    expect(checkStyleRules("Nurse 🔮", "Mystical")).toEqual([]);
    expect(checkStyleRules("Nurse ☾", "Mystical")).toEqual([]);
    expect(checkStyleRules(PLAIN, "Mystical")).toHaveLength(1);
  });

  it("Action-oriented: a line starting with an action verb, or an arrow", () => {
    expect(checkStyleRules("Nurse\nBook a session below", "Action-oriented")).toEqual([]);
    expect(checkStyleRules("Nurse\n☕ Let's connect", "Action-oriented")).toEqual([]);
    expect(checkStyleRules("Nurse\nNew posts weekly 👇", "Action-oriented")).toEqual([]);
    expect(checkStyleRules("Nurse\nCoffee first", "Action-oriented")).toHaveLength(1);
    expect(isCallToActionLine("→ the link")).toBe(true);
  });

  it("never throws and always returns strings, for any text and style", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 200 }),
        fc.constantFrom(undefined, ...STYLES),
        (text, style) => {
          const violations = checkStyleRules(text, style);
          expect(violations.every((violation) => typeof violation === "string" && violation.length > 0)).toBe(true);
        },
      ),
    );
  });
});
