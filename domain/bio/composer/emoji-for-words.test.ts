import { beforeAll, describe, expect, it } from "vitest";

import { type EmojiEntry, loadEmojiIndex } from "../../symbols/emoji-index";
import { isEmojiGrapheme, splitGraphemes } from "../../text/graphemes";

import { createEmojiFinder, CURATED_WORD_EMOJI } from "./emoji-for-words";

let index: EmojiEntry[];
let emojiFor: (word: string) => string | undefined;

beforeAll(async () => {
  index = await loadEmojiIndex();
  emojiFor = createEmojiFinder(index);
});

describe("createEmojiFinder with the real emoji index", () => {
  it.each([
    ["coffee", "☕"],
    ["travel", "✈️"],
    ["code", "💻"],
    ["coding", "💻"],
    ["developer", "💻"],
    ["music", "🎵"],
    ["photography", "📷"],
    ["fitness", "💪"],
    ["gym", "💪"],
    ["yoga", "🧘"],
    ["books", "📚"],
    ["reading", "📚"],
    ["cooking", "🍳"],
    ["art", "🎨"],
    ["plants", "🌿"],
    ["dogs", "🐶"],
    ["cats", "🐱"],
    ["gaming", "🎮"],
    ["nurse", "🩺"],
    ["teacher", "🍎"],
    ["writing", "✍️"],
    ["design", "🎨"],
    ["running", "🏃"],
    ["hiking", "🥾"],
  ])("%s → %s", (word, emoji) => {
    expect(emojiFor(word)).toBe(emoji);
  });

  it("ignores case and surrounding space", () => {
    expect(emojiFor("  Coffee ")).toBe("☕");
  });

  it("tolerates singular and plural", () => {
    expect(emojiFor("dog")).toBe("🐶");
    expect(emojiFor("guitars")).toBe("🎸");
    expect(emojiFor("book")).toBe("📚");
  });

  it("prefers the subject of a phrase over its role word", () => {
    expect(emojiFor("yoga teacher")).toBe("🧘");
    expect(emojiFor("indie game developer")).toBe("🎮");
    expect(emojiFor("true crime podcasts")).toBe("🔍");
    expect(emojiFor("podcasts")).toBe("🎙️");
  });

  it("falls back to exact label and keyword matches in the index", () => {
    expect(emojiFor("guitar")).toBe("🎸");
    expect(emojiFor("volcano")).toBe("🌋");
    expect(emojiFor("penguin")).toBe("🐧");
  });

  it("never returns a flag, a component or a non-emoji", () => {
    for (const word of ["france", "japan", "skin", "red hair", "light skin tone", "flag", "chequered"]) {
      const emoji = emojiFor(word);
      if (emoji !== undefined) {
        expect(/\p{Regional_Indicator}/u.test(emoji), `${word} → ${emoji}`).toBe(false);
        expect(emoji).not.toMatch(/[\u{1F3FB}-\u{1F3FF}]/u);
      }
    }
  });

  it("returns undefined for words it cannot place", () => {
    expect(emojiFor("")).toBeUndefined();
    expect(emojiFor("Taylor Swift")).toBeUndefined();
    expect(emojiFor("xqzt")).toBeUndefined();
  });

  it("is deterministic across finders", () => {
    const other = createEmojiFinder(index);
    for (const word of ["coffee", "sourdough", "pixel art", "bakery owner", "sunsets", "k-pop"])
      expect(other(word)).toBe(emojiFor(word));
  });

  it("curates only single emoji", () => {
    for (const [word, emoji] of Object.entries(CURATED_WORD_EMOJI)) {
      const graphemes = splitGraphemes(emoji);
      expect(graphemes, word).toHaveLength(1);
      expect(isEmojiGrapheme(emoji), word).toBe(true);
    }
  });

  it("works without an index from the curated words alone", () => {
    const curatedOnly = createEmojiFinder([]);
    expect(curatedOnly("coffee")).toBe("☕");
    expect(curatedOnly("volcano")).toBeUndefined();
  });
});
