import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  AESTHETIC_KEYWORDS,
  codePointLength,
  extractEmoji,
  firstWord,
  isMeaningfulWord,
  isStopWordPhrase,
  meaningfulWords,
  nGrams,
  normalizeSentence,
  overlapRatio,
  sentenceLength,
  sentencePhrases,
  sentenceSimilarity,
  sharedItems,
  SHORT_WORD_MAX_LENGTH,
  singularOf,
  splitSentences,
  STOP_WORDS,
  tokenizeWords,
} from "./similarity";

describe("tokenizeWords", () => {
  it.each([
    ["lowercases", "Coffee LOVER", ["coffee", "lover"]],
    ["keeps apostrophes inside words", "Don't stop, Maya's café", ["don't", "stop", "maya's", "café"]],
    ["folds typographic apostrophes", "don’t", ["don't"]],
    ["drops apostrophes at word edges", "'quoted' rock'n'roll'", ["quoted", "rock'n'roll"]],
    ["splits on hyphens and punctuation", "sun-kissed|golden•hour", ["sun", "kissed", "golden", "hour"]],
    ["keeps digits and mixed words", "Since 2015, 24/7 web3", ["since", "2015", "24", "7", "web3"]],
    ["reads non-Latin letters", "Ñandú 日本 привет", ["ñandú", "日本", "привет"]],
    ["keeps combining marks with their letter", "cafe\u0301", ["café"]],
    ["folds fancy-font letters to plain ones", "𝐁𝐨𝐥𝐝 𝓭𝓻𝓮𝓪𝓶", ["bold", "dream"]],
    ["ignores emoji, symbols, hashtags and handles' marks", "🌙 #moon @maya ✦", ["moon", "maya"]],
    ["returns nothing for no words", "✨ ... !!", []],
  ])("%s", (_name, input, expected) => {
    expect(tokenizeWords(input)).toEqual(expected);
  });
});

describe("meaningful words", () => {
  it("ignores words of 2 characters or fewer", () => {
    expect(SHORT_WORD_MAX_LENGTH).toBe(2);
    expect(isMeaningfulWord("ox")).toBe(false);
    expect(isMeaningfulWord("owl")).toBe(true);
    expect(isMeaningfulWord("日本")).toBe(false);
  });

  it.each(["the", "and", "with", "your", "don't", "i'm", "about"])("ignores the stop-word %s", (word) => {
    expect(STOP_WORDS.has(word)).toBe(true);
    expect(isMeaningfulWord(word)).toBe(false);
  });

  it("keeps content words in order, duplicates included", () => {
    expect(meaningfulWords("I am the moon and the moon is my ox, coffee!")).toEqual(["moon", "moon", "coffee"]);
  });

  it("lists stop-words lowercase, each a single word as the tokenizer reads it", () => {
    for (const word of STOP_WORDS) {
      expect(tokenizeWords(word)).toEqual([word]);
    }
  });
});

describe("overlapRatio and sharedItems", () => {
  it.each([
    ["both empty", [], [], 0],
    ["one empty", ["moon"], [], 0],
    ["identical", ["moon", "sun"], ["sun", "moon"], 1],
    ["divides by the larger set, not the smaller", ["a", "b", "c", "d"], ["a", "e"], 1 / 4],
    ["counts duplicates once", ["a", "a", "a", "b"], ["a", "c"], 1 / 2],
    ["3 of 10 is exactly 0.3", ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"], ["a", "b", "c", "x"], 0.3],
  ])("%s", (_name, a, b, expected) => {
    expect(overlapRatio(a, b)).toBe(expected);
    expect(overlapRatio(b, a)).toBe(expected);
  });

  it("lists shared items once, in the order of the first collection", () => {
    expect(sharedItems(["c", "a", "b", "a"], ["a", "c", "z"])).toEqual(["c", "a"]);
  });
});

describe("phrases", () => {
  it.each([
    [2, ["a", "b", "c"], ["a b", "b c"]],
    [3, ["a", "b", "c"], ["a b c"]],
    [4, ["a", "b", "c"], []],
    [0, ["a"], []],
  ])("nGrams(%i)", (n, words, expected) => {
    expect(nGrams(words, n)).toEqual(expected);
  });

  it.each([
    ["of the", true],
    ["i am in", true],
    ["the moon", false],
    ["go to bed", false],
  ])("isStopWordPhrase(%s) is %s", (phrase, expected) => {
    expect(isStopWordPhrase(phrase)).toBe(expected);
  });

  it("keeps phrases within a sentence and leaves out stop-word-only ones", () => {
    const sentences = [
      ["in", "the", "moon"],
      ["of", "the", "sun"],
    ];
    expect([...sentencePhrases(sentences, 2)]).toEqual(["the moon", "the sun"]);
    expect(sentencePhrases(sentences, 2).has("moon of")).toBe(false);
  });

  it("builds phrases from the words a picker chooses", () => {
    const sentences = [["coffee", "and", "code"]];
    expect([...sentencePhrases(sentences, 2, (words) => words.filter(isMeaningfulWord))]).toEqual(["coffee code"]);
  });
});

describe("sentences", () => {
  it.each([
    [
      "ends at . ! ? and line breaks",
      "One. Two! Three? Four\nFive\r\nSix",
      ["One", "Two", "Three", "Four", "Five", "Six"],
    ],
    ["treats punctuation runs as one end", "Wait... what?! Yes", ["Wait", "what", "Yes"]],
    ["does not split inside tokens", "Rated 3.5 on site.com today", ["Rated 3.5 on site.com today"]],
    ["drops empty sentences", "  .\n\n!  ", []],
  ])("splitSentences %s", (_name, input, expected) => {
    expect(splitSentences(input)).toEqual(expected);
  });

  it.each([
    ["Hello, World! ✨", "hello world"],
    ["  Sun-kissed   & SALTY  ", "sun kissed salty"],
    ["🌙 ✨", ""],
    ["Don’t", "don't"],
  ])("normalizeSentence(%s)", (input, expected) => {
    expect(normalizeSentence(input)).toBe(expected);
  });

  it("measures sentence length in characters", () => {
    expect(sentenceLength("abcdefghij")).toBe(10);
    expect(sentenceLength("日本語")).toBe(3);
  });
});

describe("sentenceSimilarity", () => {
  it.each([
    ["identical", "moon child", "moon child", 1],
    ["both empty", "", "", 1],
    ["one empty", "moon", "", 0],
    ["kitten/sitting (distance 3 of 7)", "kitten", "sitting", 4 / 7],
    ["exactly 0.6 (distance 4 of 10)", "abcdefghij", "abcdefwxyz", 0.6],
    ["exactly 0.7 (distance 3 of 10)", "abcdefghij", "abcdefgxyz", 0.7],
  ])("%s", (_name, a, b, expected) => {
    expect(sentenceSimilarity(a, b)).toBe(expected);
    expect(sentenceSimilarity(b, a)).toBe(expected);
  });

  it("is between 0 and 1 and symmetric", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const similarity = sentenceSimilarity(a, b);
        expect(similarity).toBeGreaterThanOrEqual(0);
        expect(similarity).toBeLessThanOrEqual(1);
        expect(sentenceSimilarity(b, a)).toBe(similarity);
      }),
    );
  });
});

describe("extractEmoji", () => {
  it.each([
    ["pictographs in order", "🌙 moon ✨ and 🌸", ["🌙", "✨", "🌸"]],
    ["a ZWJ family is one emoji", "👩‍👩‍👧", ["👩‍👩‍👧"]],
    ["a flag is one emoji", "🇫🇷 Paris", ["🇫🇷"]],
    ["keycaps count, without their selector", "1️⃣", ["1⃣"]],
    ["text and emoji presentation are one emoji", "❤ ❤️", ["❤", "❤"]],
    ["skin tones are one emoji", "👍🏽 👍", ["👍", "👍"]],
    ["legal marks are not emoji", "Brand™ ©2025 ®", []],
    ["decorative symbols outside the emoji set are not emoji", "✦ ♡ ☾ • ｜", []],
    ["plain text has none", "moon child", []],
  ])("%s", (_name, input, expected) => {
    expect(extractEmoji(input)).toEqual(expected);
  });

  it("never throws, lone surrogates included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(Array.isArray(extractEmoji(text))).toBe(true);
      }),
    );
  });
});

describe("AESTHETIC_KEYWORDS", () => {
  it("holds at least 40 lowercase meaningful words, the spec's examples among them", () => {
    expect(AESTHETIC_KEYWORDS.size).toBeGreaterThanOrEqual(40);
    for (const word of AESTHETIC_KEYWORDS) {
      expect(tokenizeWords(word)).toEqual([word]);
      expect(isMeaningfulWord(word)).toBe(true);
    }
    for (const word of [
      "dreamy",
      "soft",
      "golden",
      "moon",
      "stardust",
      "vibes",
      "ethereal",
      "bloom",
      "petal",
      "velvet",
    ]) {
      expect(AESTHETIC_KEYWORDS.has(word)).toBe(true);
    }
  });
});

describe("word helpers never throw", () => {
  it("on any string, lone surrogates included", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })), (text) => {
        for (const word of tokenizeWords(text)) expect(word).not.toBe("");
        meaningfulWords(text);
        for (const sentence of splitSentences(text)) normalizeSentence(sentence);
      }),
    );
  });
});

// The plain-ASCII fast paths against the Unicode regular expressions they shortcut.
const REFERENCE_WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:'[\p{L}\p{M}\p{N}]+)*/gu;
const REFERENCE_SENTENCE_BREAK = /[.!?…。！？]+(?=\s|$)|\r\n?|\n/u;
const referenceFold = (text: string): string =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC]/gu, "'");
const referenceWords = (text: string): string[] => referenceFold(text).match(REFERENCE_WORD) ?? [];
const referenceSentence = (text: string): string =>
  referenceFold(text)
    .replace(/[^\p{L}\p{M}\p{N}'\s]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();

/** Mostly ASCII, with the characters the fast paths must hand over. */
const bioText = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."aZ09 '.,!?-#&\t\n\r:;\"()…".split("")), maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(..."aB 1'.!\n✨éÉ’𝐁日\u0301\u00a0\u2028\v。！？…\u3000\r".split("")),
    maxLength: 30,
  }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc
    .array(
      fc.constantFrom(
        "Moon",
        " ",
        "✨",
        "🌙",
        "café",
        "ｆｕｌｌ",
        "’s",
        "'",
        "e\u0301",
        "\u0301",
        "İ",
        "Σ",
        "日本",
        "٣",
        "👩‍👩‍👧",
        "™",
      ),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join("")),
);

describe("fast paths for plain ASCII, and one-pass scans for other text", () => {
  it("tokenizes as the Unicode rule does", () => {
    fc.assert(
      fc.property(bioText, (text) => {
        expect(tokenizeWords(text)).toEqual(referenceWords(text));
        expect(firstWord(text)).toBe(referenceWords(text)[0]);
      }),
      { numRuns: 3000 },
    );
  });

  it("normalizes sentences as the Unicode rule does", () => {
    fc.assert(
      fc.property(bioText, (text) => {
        expect(normalizeSentence(text)).toBe(referenceSentence(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("splits sentences as the sentence-break rule does", () => {
    fc.assert(
      fc.property(bioText, (text) => {
        const expected = text
          .split(REFERENCE_SENTENCE_BREAK)
          .map((sentence) => sentence.trim())
          .filter((sentence) => sentence !== "");
        expect(splitSentences(text)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it("counts code points as Array.from does, lone surrogates included", () => {
    fc.assert(
      fc.property(fc.oneof(bioText, fc.string({ unit: "binary" })), (text) => {
        expect(codePointLength(text)).toBe(Array.from(text).length);
        expect(sentenceLength(text)).toBe(Array.from(text).length);
      }),
      { numRuns: 3000 },
    );
  });

  it("judges meaningful words by code points, not code units", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...STOP_WORDS),
          fc.string({ unit: fc.constantFrom("a", "é", "𝐁", "日", "'"), maxLength: 6 }),
        ),
        (word) => {
          expect(isMeaningfulWord(word)).toBe(Array.from(word).length > SHORT_WORD_MAX_LENGTH && !STOP_WORDS.has(word));
        },
      ),
      { numRuns: 2000 },
    );
    expect(isMeaningfulWord("𝐁𝐁")).toBe(false);
    expect(isMeaningfulWord("𝐁𝐁𝐁")).toBe(true);
  });

  it("builds the same phrases as nGrams less the stop-word phrases", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom("the", "of", "moon", "coffee", "i", "am", "code"), { maxLength: 7 }), {
          maxLength: 3,
        }),
        fc.integer({ min: 0, max: 4 }),
        (sentences, n) => {
          const expected = new Set(
            sentences.flatMap((words) => nGrams(words, n)).filter((phrase) => !isStopWordPhrase(phrase)),
          );
          expect(sentencePhrases(sentences, n)).toEqual(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("singularOf", () => {
  it("reads a plural as its singular and leaves other words as they are", () => {
    expect(["days", "lessons", "furnaces", "hobbies", "glass", "bus", "focus", "yes"].map(singularOf)).toEqual([
      "day",
      "lesson",
      "furnace",
      "hobby",
      "glass",
      "bus",
      "focus",
      "yes",
    ]);
  });
});
