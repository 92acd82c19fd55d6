import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  classifyTrait,
  MAX_INTERESTS,
  mentionsVisitorWords,
  midSentenceForm,
  professionForms,
  readVisitorWords,
  separateEmoji,
  splitInterestText,
} from "./visitor-words";

describe("splitInterestText: reading the words out of what people type", () => {
  it.each([
    ["I like cats and coffee", ["cats", "coffee"]],
    ["yoga & matcha", ["yoga", "matcha"]],
    ["I'm into hiking, reading and long naps", ["hiking", "reading", "long naps"]],
    ["coffee + code", ["coffee", "code"]],
    ["big fan of Taylor Swift", ["Taylor Swift"]],
    ["coffee lover", ["coffee"]],
    ["rock and roll", ["rock and roll"]],
    ["Dungeons & Dragons", ["Dungeons & Dragons"]],
    ["写真と旅行が好き", ["写真", "旅行"]],
    ["写真、旅行、コーヒー", ["写真", "旅行", "コーヒー"]],
    ["ことば", ["ことば"]],
    ["我喜欢咖啡和旅行", ["咖啡", "旅行"]],
    ["   ", []],
  ])("%s → %j", (text, expected) => {
    expect(splitInterestText(text)).toEqual(expected);
  });

  it("keeps the visitor's spelling and never returns an empty term", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        for (const term of splitInterestText(text)) {
          expect(term).not.toBe("");
          expect(term).toBe(term.trim());
        }
      }),
    );
  });
});

describe("readVisitorWords", () => {
  it("cleans, de-duplicates and drops an interest that repeats the profession", () => {
    const words = readVisitorWords({
      interests: ["coffee", "Coffee!", " hiking ", "nurse"],
      profession: "I'm a nurse.",
      personality: ["calm", "calm"],
    });
    expect(words.profession?.text).toBe("nurse");
    expect(words.interests.map((term) => term.text)).toEqual(["coffee", "hiking"]);
    expect(words.traits.map((trait) => trait.text)).toEqual(["calm"]);
    expect(words.hasSubject).toBe(true);
  });

  it("gives each interest a kind and the forms its slots need", () => {
    const words = readVisitorWords({
      interests: ["matcha", "rock climbing", "dogs", "the beach", "Taylor Swift"],
      profession: "",
      personality: [],
    });
    const byText = new Map(words.interests.map((term) => [term.text, term]));
    expect(byText.get("matcha")?.kind).toBe("food");
    expect(byText.get("rock climbing")).toMatchObject({ kind: "activity", gerund: true });
    expect(byText.get("dogs")).toMatchObject({ kind: "topic", plural: true, modifier: "dog" });
    expect(byText.get("the beach")).toMatchObject({ kind: "place", locative: "at the beach" });
    expect(byText.get("Taylor Swift")?.kind).toBe("name");
    const more = readVisitorWords({
      interests: ["marine biology", "a", "b", "c", "d", "e", "f"],
      profession: "",
      personality: [],
    });
    expect(more.interests[0]).toMatchObject({ kind: "topic", compound: true });
    expect(more.interests).toHaveLength(MAX_INTERESTS);
  });

  it("reads a sentence typed into the interests field as its interests", () => {
    const words = readVisitorWords({ interests: ["I like cats and coffee"], profession: "", personality: [] });
    expect(words.interests.map((term) => term.text)).toEqual(["cats", "coffee"]);
  });

  it("gives a long profession shorter forms, so every bio can name it", () => {
    expect(professionForms("PhD student in marine biology")).toEqual([
      "PhD student in marine biology",
      "marine biologist in training",
      "PhD student",
    ]);
    expect(professionForms("registered nurse at St Mary's hospital")).toEqual([
      "registered nurse at St Mary's hospital",
      "registered nurse",
    ]);
    expect(professionForms("Head of Marketing at Acme")).toEqual(["Head of Marketing at Acme", "Head of Marketing"]);
    expect(professionForms("senior staff software engineer")).toEqual([
      "senior staff software engineer",
      "software engineer",
    ]);
    expect(professionForms("mom of 3")).toEqual(["mom of 3"]);
    expect(professionForms("yoga teacher")).toEqual(["yoga teacher"]);
  });

  it("keeps the emoji a visitor typed with a word as that word's emoji, out of the word", () => {
    expect(separateEmoji("Nurse 💉")).toEqual({ text: "Nurse", emoji: "💉" });
    const words = readVisitorWords({ interests: [], profession: "Nurse 💉", personality: [] });
    expect(words.profession).toMatchObject({ text: "nurse", emoji: "💉" });
  });

  it("knows a service profession's offers, and where an interest is about work", () => {
    const words = readVisitorWords({
      interests: ["home staging", "tennis"],
      profession: "Real estate agent",
      personality: [],
    });
    expect(words.service?.id).toBe("realtor");
    expect(words.interests.map((term) => [term.text, term.work])).toEqual([
      ["home staging", true],
      ["tennis", false],
    ]);
    expect(readVisitorWords({ interests: [], profession: "nurse", personality: [] }).service).toBeUndefined();
  });

  it("keeps words in another script intact and marks them", () => {
    const words = readVisitorWords({ interests: ["写真と旅行が好き"], profession: "デザイナー", personality: [] });
    expect(words.profession).toMatchObject({ text: "デザイナー", latin: false });
    expect(words.interests.map((term) => [term.text, term.latin])).toEqual([
      ["写真", false],
      ["旅行", false],
    ]);
  });

  it("strips control characters and lone surrogates the visitor's text carried", () => {
    const words = readVisitorWords({ interests: [], profession: "a\u0000b\u202ec\ud800 dev", personality: [] });
    expect(words.profession?.text).not.toMatch(/\p{Cc}|\u202e|[\ud800-\udfff]/u);
  });

  it("lowercases Title-cased common words for mid-sentence use, and keeps names", () => {
    const words = readVisitorWords({
      interests: ["Taylor Swift", "Coffee", "UX", "iPhone photography"],
      profession: "Marketing Manager",
      personality: [],
    });
    expect(words.profession?.text).toBe("marketing manager");
    expect(words.interests.map((term) => term.text)).toEqual(["Taylor Swift", "coffee", "UX", "iPhone photography"]);
    expect(midSentenceForm("Software engineer at Google")).toBe("software engineer at Google");
    expect(midSentenceForm("Real Madrid")).toBe("Real Madrid");
  });

  it("asks the emoji finder about each term, and the profession's profile first", () => {
    const words = readVisitorWords({ interests: ["coffee"], profession: "baker", personality: [] }, (word) =>
      word === "coffee" ? "☕" : undefined,
    );
    expect(words.interests[0]?.emoji).toBe("☕");
    expect(words.profession?.emoji).toBe("🍞");
  });

  it("has no subject without interests or a profession", () => {
    expect(readVisitorWords({ interests: [], profession: "  ", personality: ["calm"] }).hasSubject).toBe(false);
  });
});

describe("personality words", () => {
  it.each([
    ["calm", "adjective", "calm"],
    ["driven", "adjective", "driven"],
    ["very shy", "adjective", "very shy"],
    ["introvert", "person", "introverted"],
    ["night owl", "person", undefined],
    ["coffee addict", "person", undefined],
    ["dry humor", "quality", undefined],
    ["loves a good pun", "verb", undefined],
    ["always late", "phrase", undefined],
  ])("%s is %s", (text, kind, adjective) => {
    expect(classifyTrait(text)).toEqual({ kind, adjective });
  });

  it("keeps every personality word given, up to three, a few words each", () => {
    const words = readVisitorWords({
      interests: [],
      profession: "",
      personality: ["night owl", "dry humor", "driven", "loves a good pun"],
    });
    expect(words.traits.map((trait) => trait.text)).toEqual(["night owl", "dry humor", "driven"]);
  });
});

describe("mentionsVisitorWords", () => {
  it("finds a term as typed or in its singular form, in any case", () => {
    const request = { interests: ["dogs", "indie games"], profession: "" };
    expect(mentionsVisitorWords("Dog person", request)).toBe(true);
    expect(mentionsVisitorWords("Indie game nerd", request)).toBe(true);
    expect(mentionsVisitorWords("Cat person", request)).toBe(false);
  });

  it("reads sentences and profession forms as the composer does", () => {
    expect(mentionsVisitorWords("Cat soul", { interests: ["I like cats and coffee"], profession: "" })).toBe(true);
    expect(
      mentionsVisitorWords("PhD student, night owl", { interests: [], profession: "PhD student in marine biology" }),
    ).toBe(true);
  });
});
