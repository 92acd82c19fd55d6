import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { countGraphemes } from "./graphemes";
import {
  BIO_LINE_COUNT,
  CONTACT_LINE_MAX_LENGTH,
  isContactLine,
  LONG_LINE_THRESHOLD,
  normalizeCategoryBio,
  normalizeToThreeLines,
  splitIntoBalancedLines,
  splitOnSeparators,
} from "./normalize-bio";

const lines = (text: string): string[] => (text === "" ? [] : text.split("\n"));
const whitespaceWords = (text: string): string[] => text.split(/\s+/u).filter((word) => word !== "");
const letterWords = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];
const nonBlankLines = (text: string): string[] =>
  text
    .split(/\r\n?|\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== "");

function lineOfLength(length: number, word = "ab"): string {
  let line = "";
  while (line.length < length) line += line === "" ? word : ` ${word}`;
  line = line.slice(0, length);
  return line.endsWith(" ") ? `${line.slice(0, -1)}x` : line;
}

describe("constants", () => {
  it("match docs/product.md#three-line-normaliser", () => {
    expect(BIO_LINE_COUNT).toBe(3);
    expect(LONG_LINE_THRESHOLD).toBe(60);
    expect(CONTACT_LINE_MAX_LENGTH).toBe(50);
  });
});

describe("normalizeToThreeLines", () => {
  it.each([
    ["empty", "", ""],
    ["only whitespace", " \n\t\r\n ", ""],
    ["one short line, trimmed", "  Coffee first  ", "Coffee first"],
    ["two lines stay", "Coffee first\nThen code", "Coffee first\nThen code"],
    ["three lines stay", "One\nTwo\nThree", "One\nTwo\nThree"],
    ["four lines keep the first three", "One\nTwo\nThree\nFour", "One\nTwo\nThree"],
    ["blank lines are dropped before counting", "One\n\n  \nTwo\n\nThree\nFour", "One\nTwo\nThree"],
    ["CRLF and CR line breaks", "One\r\nTwo\rThree\r\nFour", "One\nTwo\nThree"],
    ["each line is trimmed", "  One \n\t Two  ", "One\nTwo"],
    ["inner whitespace of kept lines is left alone", "One  two\nThree", "One  two\nThree"],
  ])("%s", (_name, input, expected) => {
    expect(normalizeToThreeLines(input)).toBe(expected);
  });

  it("keeps long lines of a two-line bio whole (only a single line is split)", () => {
    const long = lineOfLength(80);
    expect(normalizeToThreeLines(`${long}\nShort`)).toBe(`${long}\nShort`);
  });

  it("keeps a single line of exactly 60 characters and splits one of 61", () => {
    const sixty = lineOfLength(60, "abcd");
    const sixtyOne = lineOfLength(61, "abcd");
    expect(countGraphemes(sixty)).toBe(60);
    expect(countGraphemes(sixtyOne)).toBe(61);
    expect(normalizeToThreeLines(sixty)).toBe(sixty);
    expect(lines(normalizeToThreeLines(sixtyOne))).toHaveLength(3);
  });

  it("counts an emoji, a flag and a ZWJ family as one character each", () => {
    // 59 graphemes, 89 UTF-16 code units.
    const moons59 = Array.from({ length: 30 }, () => "🌙").join(" ");
    expect(moons59.length).toBe(89);
    expect(normalizeToThreeLines(moons59)).toBe(moons59);

    const sixty = `${"a ".repeat(29)}👩‍👩‍👧🇫🇷`;
    expect(countGraphemes(sixty)).toBe(60);
    expect(normalizeToThreeLines(sixty)).toBe(sixty);
    expect(lines(normalizeToThreeLines(`${sixty}✨`))).toHaveLength(3);
  });

  it("splits a long single line by words into three lines, balanced by length", () => {
    const input = "Coffee lover and sunset chaser who writes poems about the sea at midnight and more";
    expect(normalizeToThreeLines(input)).toBe(
      "Coffee lover and sunset\nchaser who writes poems about\nthe sea at midnight and more",
    );
  });

  it("balances by characters, not by word count", () => {
    // By length, not word count: the long word stands alone.
    const input = "Supercalifragilisticexpialidocious-extravaganza a b c d e f g h i j k l";
    expect(normalizeToThreeLines(input)).toBe(
      "Supercalifragilisticexpialidocious-extravaganza\na b c d e f\ng h i j k l",
    );
  });

  it("collapses whitespace between the words of a split line", () => {
    const input = `alpha   bravo\tcharlie ${"delta ".repeat(10)}echo`;
    const result = normalizeToThreeLines(input);
    expect(lines(result)).toHaveLength(3);
    expect(result).not.toMatch(/ {2}|\t/u);
    expect(whitespaceWords(result)).toEqual(whitespaceWords(input));
  });

  it.each([
    ["one word", `${"x".repeat(70)}`, [`${"x".repeat(70)}`]],
    ["two words", `${"x".repeat(40)} ${"y".repeat(40)}`, [`${"x".repeat(40)}`, `${"y".repeat(40)}`]],
    [
      "three words",
      `${"x".repeat(30)} ${"y".repeat(5)} ${"z".repeat(30)}`,
      ["x".repeat(30), "y".repeat(5), "z".repeat(30)],
    ],
  ])("never cuts a word: a long line of %s becomes that many lines", (_name, input, expected) => {
    expect(lines(normalizeToThreeLines(input))).toEqual(expected);
  });
});

describe("splitIntoBalancedLines", () => {
  function bruteForceBest(lengths: readonly number[]): [number, number] {
    const lineLength = (from: number, to: number): number =>
      lengths.slice(from, to).reduce((sum, length) => sum + length, 0) + (to - from - 1);
    let best: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (let first = 1; first <= lengths.length - 2; first += 1) {
      for (let second = first + 1; second <= lengths.length - 1; second += 1) {
        const parts = [lineLength(0, first), lineLength(first, second), lineLength(second, lengths.length)];
        const longest = Math.max(...parts);
        const gap = longest - Math.min(...parts);
        if (longest < best[0] || (longest === best[0] && gap < best[1])) best = [longest, gap];
      }
    }
    return best;
  }

  it("finds the split with the shortest longest line (then the smallest gap), like a brute force", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 4, maxLength: 30 }), (lengths) => {
        const words = lengths.map((length, index) => String.fromCharCode(97 + (index % 26)).repeat(length));
        const result = splitIntoBalancedLines(words).map(countGraphemes);
        expect(result).toHaveLength(3);
        const longest = Math.max(...result);
        expect([longest, longest - Math.min(...result)]).toEqual(bruteForceBest(lengths));
      }),
    );
  });

  it("keeps every word, in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme-ascii", minLength: 1 }).filter((w) => !/\s/u.test(w))),
        (words) => {
          expect(splitIntoBalancedLines(words).join(" ")).toBe(words.join(" "));
        },
      ),
    );
  });
});

describe("splitOnSeparators", () => {
  it.each([
    ["pipes are dropped", "Designer | Writer|Dreamer", ["Designer", "Writer", "Dreamer"]],
    ["full-width pipes are dropped", "Designer ｜ Writer", ["Designer", "Writer"]],
    ["bullets are dropped", "Designer • Writer•Dreamer", ["Designer", "Writer", "Dreamer"]],
    ["spaced hyphen, en dash, em dash and middle dot are dropped", "A - B – C — D · E", ["A", "B", "C", "D", "E"]],
    ["unspaced dashes stay (hyphenated words, ranges)", "sun-kissed 9-5 l·l —ish", ["sun-kissed 9-5 l·l —ish"]],
    ["a sentence keeps its period", "I bake bread. You eat it. Deal.", ["I bake bread.", "You eat it.", "Deal."]],
    ["a period inside a token does not split", "Rated 3.5 on site.com today", ["Rated 3.5 on site.com today"]],
    ["abbreviations do not split", "Dr. Kim and Mr. Lee, Est. 2015", ["Dr. Kim and Mr. Lee, Est. 2015"]],
    [
      "initials and dotted abbreviations do not split",
      "J. R. Doe, U.S. based, e.g. here",
      ["J. R. Doe, U.S. based, e.g. here"],
    ],
    ["a leading separator leaves no empty piece", "• Designer | ", ["Designer"]],
  ])("%s", (_name, input, expected) => {
    expect(splitOnSeparators(input)).toEqual(expected);
  });
});

describe("isContactLine", () => {
  it.each([
    ["DM for collabs", true],
    ["📩 hello@studio.com", true],
    ["Shop the drop 👇", true],
    ["www.maya.studio", true],
    ["E-mail me anytime", true],
    ["Bookings open", true],
    ["Link below", true],
    ["Admin of a workshop", false],
    ["Dreaming in pastel", false],
  ])("%s → %s", (line, expected) => {
    expect(isContactLine(line)).toBe(expected);
  });

  it("requires the line to be under 50 characters: 49 is, 50 is not", () => {
    const base = "DM for collabs";
    const forty9 = `${base} ${"x".repeat(49 - base.length - 1)}`;
    const fifty = `${forty9}x`;
    expect(countGraphemes(forty9)).toBe(49);
    expect(countGraphemes(fifty)).toBe(50);
    expect(isContactLine(forty9)).toBe(true);
    expect(isContactLine(fifty)).toBe(false);
  });
});

describe("normalizeCategoryBio", () => {
  const longPipeLine = "Brand designer | Coffee-fuelled | Helping small shops glow online";

  it("splits a line over 60 characters on separators", () => {
    expect(countGraphemes(longPipeLine)).toBeGreaterThan(60);
    expect(normalizeCategoryBio(longPipeLine)).toBe("Brand designer\nCoffee-fuelled\nHelping small shops glow online");
  });

  it("leaves lines of 60 characters or fewer alone, separators and all", () => {
    const short = "Designer | Writer | Dreamer";
    expect(normalizeCategoryBio(short)).toBe(short);
    const sixty = `${"x".repeat(28)} | ${"y".repeat(29)}`;
    expect(countGraphemes(sixty)).toBe(60);
    expect(normalizeCategoryBio(sixty)).toBe(sixty);
    expect(normalizeCategoryBio(`${sixty}y`)).toBe(`${"x".repeat(28)}\n${"y".repeat(30)}`);
  });

  it("keeps a long line without separators whole", () => {
    const long = "A very long line of words without any separator in it that runs on and on";
    expect(normalizeCategoryBio(long)).toBe(long);
  });

  it("keeps the period of each sentence it splits off", () => {
    const input = "Helping brands grow since 2015. Dr. Kim leads the team. We ship fast.";
    expect(normalizeCategoryBio(input)).toBe("Helping brands grow since 2015.\nDr. Kim leads the team.\nWe ship fast.");
  });

  it("merges the middle lines when there are more than 3 and the last is a short contact line", () => {
    expect(normalizeCategoryBio("Designer | Writer | Dreamer | Coffee lover | NYC based | DM for collabs")).toBe(
      "Designer\nWriter Dreamer Coffee lover NYC based\nDM for collabs",
    );
    expect(normalizeCategoryBio("One\nTwo\nThree\nFour\n📩 hi@studio.com")).toBe(
      "One\nTwo Three Four\n📩 hi@studio.com",
    );
  });

  it("keeps the first 3 lines when the last line has no contact keyword", () => {
    expect(normalizeCategoryBio("One\nTwo\nThree\nFour\nSoft mornings")).toBe("One\nTwo\nThree");
  });

  it("merges with a 49-character contact line but not a 50-character one", () => {
    const forty9 = `DM for collabs ${"x".repeat(34)}`;
    const fifty = `${forty9}x`;
    expect(countGraphemes(forty9)).toBe(49);
    expect(countGraphemes(fifty)).toBe(50);
    expect(normalizeCategoryBio(`One\nTwo\nThree\n${forty9}`)).toBe(`One\nTwo Three\n${forty9}`);
    expect(normalizeCategoryBio(`One\nTwo\nThree\n${fifty}`)).toBe("One\nTwo\nThree");
  });

  it("does not merge with exactly 3 lines", () => {
    expect(normalizeCategoryBio("One\nTwo\nDM me")).toBe("One\nTwo\nDM me");
  });

  it("merges after splitting, with the contact line coming from a split", () => {
    const input = "Baker of sourdough and tiny cakes • Weekend markets in Leeds • Orders via DM";
    expect(normalizeCategoryBio(`Hi!\n${input}`)).toBe(
      "Hi!\nBaker of sourdough and tiny cakes Weekend markets in Leeds\nOrders via DM",
    );
  });
});

describe("properties", () => {
  const bioPiece = fc.constantFrom(
    "a",
    "bb",
    "word",
    "longerword",
    "🌙",
    "👩‍👩‍👧",
    "é",
    " ",
    " ",
    "  ",
    "\t",
    "\n",
    "\r\n",
    "\r",
    " | ",
    "•",
    " - ",
    " — ",
    ". ",
    "Dr. ",
    "DM",
    "@",
    "📩",
    "link",
  );
  const bioLike = fc.string({ unit: bioPiece, maxLength: 120 });
  const anyText = fc.oneof(fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }), bioLike);

  it.each([
    ["normalizeToThreeLines", normalizeToThreeLines],
    ["normalizeCategoryBio", normalizeCategoryBio],
  ])("%s never throws and returns at most 3 trimmed, non-blank lines", (_name, normalize) => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = normalize(text);
        expect(lines(result).length).toBeLessThanOrEqual(3);
        for (const line of lines(result)) {
          expect(line).toBe(line.trim());
          expect(line).not.toBe("");
          expect(line).not.toMatch(/\r/u);
        }
      }),
    );
  });

  it("normalizeToThreeLines is idempotent", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = normalizeToThreeLines(text);
        expect(normalizeToThreeLines(once)).toBe(once);
      }),
    );
  });

  it("normalizeToThreeLines keeps every word when no line is dropped, and a prefix otherwise", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const inputWords = whitespaceWords(text);
        const outputWords = whitespaceWords(normalizeToThreeLines(text));
        if (nonBlankLines(text).length <= 3) {
          expect(outputWords).toEqual(inputWords);
        } else {
          expect(outputWords).toEqual(inputWords.slice(0, outputWords.length));
        }
      }),
    );
  });

  it("normalizeCategoryBio keeps words in order and loses none except in dropped lines", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const inputWords = letterWords(text);
        const outputWords = letterWords(normalizeCategoryBio(text));
        expect(outputWords).toEqual(inputWords.slice(0, outputWords.length));
      }),
    );
  });

  it("normalizeCategoryBio keeps every word of a bio whose last line is a short contact line", () => {
    fc.assert(
      fc.property(fc.array(bioLike, { minLength: 1, maxLength: 6 }), (body) => {
        const text = [...body, "DM for collabs"].join("\n");
        expect(letterWords(normalizeCategoryBio(text))).toEqual(letterWords(text));
      }),
    );
  });

  it("normalizeCategoryBio returns a bio that already fits unchanged, so it is idempotent on it", () => {
    const shortLine = fc
      .string({ unit: bioPiece, maxLength: 40 })
      .map((line) => line.replace(/[\r\n]/gu, " ").trim())
      .filter((line) => line !== "" && countGraphemes(line) <= 60);
    fc.assert(
      fc.property(fc.array(shortLine, { minLength: 1, maxLength: 3 }), (bioLines) => {
        const bio = bioLines.join("\n");
        expect(normalizeCategoryBio(bio)).toBe(bio);
        expect(normalizeCategoryBio(normalizeCategoryBio(bio))).toBe(bio);
      }),
    );
  });
});
