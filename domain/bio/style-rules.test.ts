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
  describeStyleRule,
  isDecorativeSymbol,
  SYMBOL_HEAVY_EXAMPLES,
  CLEAN_TEXT_REFUSED_EXAMPLES,
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
        expect(countDecorativeSymbols(text)).toBe(graphemes.filter(isDecorativeSymbol).length);
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
    expect(checkStyleRules("Nurse ✦ coffee", "Clean Text")).toHaveLength(1);
    expect(checkStyleRules("Nurse ▹ coffee", "Clean Text")).toHaveLength(1);
    expect(checkStyleRules("Nurse ✦ coffee ☕", "Clean Text")).toHaveLength(2);
  });

  it("Clean Text: plain separators are punctuation, as its prompt says (issue 27)", () => {
    expect(checkStyleRules("Head of Growth | B2B SaaS · pricing", "Clean Text")).toEqual([]);
    expect(describeStyleRule("Clean Text")).toContain("| ·");
    for (const symbol of CLEAN_TEXT_REFUSED_EXAMPLES) {
      expect(checkStyleRules(`Nurse ${symbol} coffee`, "Clean Text"), symbol).not.toEqual([]);
      expect(describeStyleRule("Clean Text")).toContain(symbol);
    }
  });

  it("Symbol Heavy: at least two decorative symbols", () => {
    expect(checkStyleRules("✦ Nurse\n✦ Coffee", "Symbol Heavy")).toEqual([]);
    expect(checkStyleRules("✦ Nurse\nCoffee ☕", "Symbol Heavy")).toHaveLength(1);
    expect(checkStyleRules("☕ Nurse ⚽", "Symbol Heavy")).toHaveLength(1);
  });

  it("Symbol Heavy: every symbol the prompt names counts, and the obvious equivalents (issue 27)", () => {
    const hint = describeStyleRule("Symbol Heavy");
    for (const symbol of [...SYMBOL_HEAVY_EXAMPLES, "✨", "▪", "»", "⁂"]) {
      expect(checkStyleRules(`${symbol} barista ${symbol} matcha`, "Symbol Heavy"), symbol).toEqual([]);
    }
    for (const symbol of SYMBOL_HEAVY_EXAMPLES) expect(hint).toContain(symbol);
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

  it("Hashtag Style: an emoji or full stop after the tags, and hyphenated tags, still end a bio with tags (issue 27)", () => {
    expect(checkStyleRules("Potter\n#wheelthrowing #glazes ✨", "Hashtag Style")).toEqual([]);
    expect(checkStyleRules("Potter\n#pottery #lo-fi #glazes.", "Hashtag Style")).toEqual([]);
    expect(checkStyleRules("Potter\n#a #b ✨ #c #d", "Hashtag Style")).toHaveLength(1);
    expect(checkStyleRules("Potter #pottery\nsee you ✨", "Hashtag Style")).toHaveLength(1);
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

  it("Quote Style: a full stop or an attribution after the closing quote (issue 27)", () => {
    expect(checkStyleRules("Runner\n“Just one more hill.” — every runner", "Quote Style")).toEqual([]);
    expect(checkStyleRules("Runner\n“Slow miles still count”.", "Quote Style")).toEqual([]);
    expect(isQuotationLine("I said “hi” to the hill")).toBe(false);
    expect(isQuotationLine("“One” and “two”")).toBe(false);
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

  it("Action-oriented: a later sentence of a line, and the verbs models use (issue 27)", () => {
    expect(checkStyleRules("Baker\nTurn on notifications for drops", "Action-oriented")).toEqual([]);
    expect(checkStyleRules("Baker\nReady? Let's go to the market", "Action-oriented")).toEqual([]);
    expect(checkStyleRules("Baker\nReady for the market", "Action-oriented")).toHaveLength(1);
    const hint = describeStyleRule("Action-oriented");
    for (const verb of CALL_TO_ACTION_VERBS) {
      expect(hint).toContain(verb);
      expect(checkStyleRules(`Baker\n${verb} the stall`, "Action-oriented"), verb).toEqual([]);
    }
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
