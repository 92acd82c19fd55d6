import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  capitalizeAnyLineStart,
  capitalizeLineStart,
  capitalizeSentenceStarts,
  cleanProfession,
  cleanTerm,
  indefiniteArticle,
  isDeliberatelyCased,
  joinList,
  looksPlural,
  lowercaseLoosely,
  MAX_HASHTAG_LENGTH,
  singularModifier,
  tidySpacing,
  toHashtag,
  withArticle,
  wordStem,
} from "./grammar";

describe("indefiniteArticle", () => {
  it.each([
    ["nurse", "a"],
    ["engineer", "an"],
    ["indie game developer", "an"],
    ["UX designer", "a"],
    ["RN", "an"],
    ["MBA student", "an"],
    ["hour-long podcast host", "an"],
    ["university lecturer", "a"],
    ["user researcher", "a"],
    ["one-person studio", "a"],
    ["honest baker", "an"],
    ["European traveller", "a"],
    ["8-bit artist", "an"],
    ["yoga teacher", "a"],
  ])("%s takes %s", (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });

  it("never writes 'a engineer'", () => {
    expect(withArticle("engineer")).toBe("an engineer");
    expect(withArticle("artist")).toBe("an artist");
  });
});

describe("cleaning the visitor's words", () => {
  it("trims stray punctuation, quotes and a leading hash, keeping the spelling", () => {
    expect(cleanTerm('  "coffee"!! ')).toBe("coffee");
    expect(cleanTerm("#TravelDiaries")).toBe("TravelDiaries");
    expect(cleanTerm("k-pop")).toBe("k-pop");
    expect(cleanTerm("rock  climbing.")).toBe("rock climbing");
  });

  it("drops the article or 'I'm a' before a profession", () => {
    expect(cleanProfession("I'm a nurse")).toBe("nurse");
    expect(cleanProfession("an Engineer.")).toBe("Engineer");
    expect(cleanProfession("I am the founder")).toBe("founder");
    expect(cleanProfession("Nurse")).toBe("Nurse");
  });
});

describe("capitalisation", () => {
  it("capitalises the first letter past emoji and symbols", () => {
    expect(capitalizeLineStart("nurse by day")).toBe("Nurse by day");
    expect(capitalizeLineStart("☕ coffee first")).toBe("☕ Coffee first");
    expect(capitalizeLineStart("“stay curious”")).toBe("“Stay curious”");
  });

  it("leaves deliberately cased words and numbers alone", () => {
    expect(capitalizeLineStart("iPhone photographer")).toBe("iPhone photographer");
    expect(capitalizeLineStart("80% snacks")).toBe("80% snacks");
  });

  it("capitalises each sentence of a line", () => {
    expect(capitalizeSentenceStarts("nurse. calm by nature.")).toBe("Nurse. Calm by nature.");
    expect(capitalizeSentenceStarts("coffee! hiking! all of it!")).toBe("Coffee! Hiking! All of it!");
  });

  it("lowercases template text but keeps acronyms, names and deliberate casing", () => {
    expect(lowercaseLoosely("Book a chat on Monday")).toBe("book a chat on Monday");
    expect(lowercaseLoosely("DM for details")).toBe("DM for details");
    expect(lowercaseLoosely("Wi-Fi detective")).toBe("Wi-Fi detective");
    expect(lowercaseLoosely("Born in December. Raised on rain")).toBe("born in December. raised on rain");
    expect(lowercaseLoosely("I came, I saw")).toBe("i came, i saw");
  });

  it("knows which capitals belong to a word", () => {
    for (const word of ["DM", "TV", "Wi-Fi", "iPhone", "Monday", "December"])
      expect(isDeliberatelyCased(word), word).toBe(true);
    for (const word of ["Coffee", "Book", "Made"]) expect(isDeliberatelyCased(word), word).toBe(false);
  });
});

describe("lists, plurals, hashtags, spacing", () => {
  it("joins lists with 'and' or another conjunction", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["coffee"])).toBe("coffee");
    expect(joinList(["coffee", "hiking"])).toBe("coffee and hiking");
    expect(joinList(["coffee", "hiking", "dogs"], "&")).toBe("coffee, hiking & dogs");
  });

  it.each([
    ["dogs", "dog"],
    ["indie games", "indie game"],
    ["true crime podcasts", "true crime podcast"],
    ["stories", "story"],
    ["movies", "movie"],
    ["dishes", "dish"],
    ["shoes", "shoe"],
    ["fitness", "fitness"],
    ["physics", "physics"],
    ["coffee", "coffee"],
    ["hiking", "hiking"],
    ["The Beatles", "The Beatles"],
    ["bus", "bus"],
  ])("the modifier form of %s is %s", (plural, singular) => {
    expect(singularModifier(plural)).toBe(singular);
  });

  it("tells plurals apart", () => {
    expect(looksPlural("plants")).toBe(true);
    expect(looksPlural("yoga")).toBe(false);
  });

  it("builds hashtags from letters and digits only", () => {
    expect(toHashtag("indie games", "camel")).toBe("#IndieGames");
    expect(toHashtag("indie games", "lower")).toBe("#indiegames");
    expect(toHashtag("k-pop", "camel")).toBe("#KPop");
    expect(toHashtag("F1", "lower")).toBe("#f1");
    expect(toHashtag("café culture", "camel")).toBe("#CaféCulture");
    expect(toHashtag("!!!", "camel")).toBeUndefined();
    expect(toHashtag("2024", "camel")).toBeUndefined();
    expect(toHashtag("a very long interest that cannot be a tag", "camel")).toBeUndefined();
  });

  it("hashtags are always # plus letters and digits, within the length cap", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom("camel" as const, "lower" as const), (text, casing) => {
        const tag = toHashtag(text, casing);
        if (tag !== undefined) {
          expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
          expect(Array.from(tag).length - 1).toBeLessThanOrEqual(MAX_HASHTAG_LENGTH);
        }
      }),
    );
  });

  it("tidies spacing left by slots", () => {
    expect(tidySpacing("  nurse ,  coffee  and hiking . ")).toBe("nurse, coffee and hiking.");
    expect(tidySpacing("already tidy, thanks")).toBe("already tidy, thanks");
  });

  it.each([
    ["quests", "quest"],
    ["stories", "story"],
    ["Dogs", "dog"],
    ["glass", "glass"],
    ["focus", "focus"],
    ["maya's", "maya"],
  ])("the stem %s → %s spots a word said twice", (word, stem) => {
    expect(wordStem(word)).toBe(stem);
  });
});

describe("fast paths for plain ASCII", () => {
  // The general rules the fast paths shortcut: capitalizeAnyLineStart, and the suffix rules as regexes.
  const referenceStem = (word: string): string => {
    const bare = word.toLowerCase().replace(/['’]s$/u, "");
    if (bare.length > 4 && bare.endsWith("ies")) return `${bare.slice(0, -3)}y`;
    if (bare.length > 3 && bare.endsWith("s") && !bare.endsWith("ss") && !bare.endsWith("us")) return bare.slice(0, -1);
    return bare;
  };
  const text = fc.string({ unit: fc.constantFrom(..."aZs'’ 9.!-#iIé✨".split("")), maxLength: 16 });

  it("capitalizes a line start as the Unicode rule does", () => {
    fc.assert(
      fc.property(text, (line) => {
        expect(capitalizeLineStart(line)).toBe(capitalizeAnyLineStart(line));
      }),
      { numRuns: 3000 },
    );
  });

  it("stems as the suffix rules do", () => {
    fc.assert(
      fc.property(text, (word) => {
        expect(wordStem(word)).toBe(referenceStem(word));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("capitalizeSentenceStarts", () => {
  it("capitalizes after . ! ? and whitespace exactly as splitting there does", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."ab .!?\t\u00a0\nZ".split("")), maxLength: 20 }), (line) => {
        const expected = /[.!?]\s/u.test(line)
          ? line
              .split(/(?<=[.!?]\s+)/u)
              .map(capitalizeLineStart)
              .join("")
          : capitalizeLineStart(line);
        expect(capitalizeSentenceStarts(line)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
