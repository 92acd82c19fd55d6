import { describe, expect, it } from "vitest";

import { MAX_INTERESTS, mentionsVisitorWords, readVisitorWords } from "./visitor-words";

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

  it("classifies what a template needs: drinks, activities, adjectives, singular forms", () => {
    const words = readVisitorWords({
      interests: ["matcha", "rock climbing", "dogs"],
      profession: "",
      personality: ["curious", "night owl"],
    });
    const [matcha, climbing, dogs] = words.interests;
    expect(matcha?.fuel).toBe(true);
    expect(climbing?.activity).toBe(true);
    expect(dogs?.modifier).toBe("dog");
    expect(words.traits.map((trait) => trait.adjective)).toEqual([true, false]);
  });

  it("lowercases Title-cased common words for mid-sentence use, and keeps names", () => {
    const words = readVisitorWords({
      interests: ["Taylor Swift", "Coffee", "UX", "iPhone photography"],
      profession: "Marketing manager",
      personality: [],
    });
    expect(words.profession?.text).toBe("marketing manager");
    expect(words.interests.map((term) => term.text)).toEqual(["Taylor Swift", "coffee", "UX", "iPhone photography"]);
  });

  it("leaves out terms too long for any line, and keeps the first interests", () => {
    const words = readVisitorWords({
      interests: ["a".repeat(60), ...Array.from({ length: 8 }, (_, index) => `hobby${index}`)],
      profession: "",
      personality: ["a very long personality phrase"],
    });
    expect(words.interests).toHaveLength(MAX_INTERESTS);
    expect(words.interests[0]?.text).toBe("hobby0");
    expect(words.traits).toEqual([]);
  });

  it("asks the emoji finder about each term", () => {
    const words = readVisitorWords({ interests: ["coffee"], profession: "nurse", personality: [] }, (word) =>
      word === "coffee" ? "☕" : undefined,
    );
    expect(words.interests[0]?.emoji).toBe("☕");
    expect(words.profession?.emoji).toBeUndefined();
  });

  it("has no subject without interests or a profession", () => {
    expect(readVisitorWords({ interests: [], profession: "  ", personality: ["calm"] }).hasSubject).toBe(false);
  });
});

describe("mentionsVisitorWords", () => {
  it("finds a term as typed or in its singular form, in any case", () => {
    const request = { interests: ["dogs", "indie games"], profession: "" };
    expect(mentionsVisitorWords("Dog person", request)).toBe(true);
    expect(mentionsVisitorWords("Indie game nerd", request)).toBe(true);
    expect(mentionsVisitorWords("Cat person", request)).toBe(false);
  });
});
