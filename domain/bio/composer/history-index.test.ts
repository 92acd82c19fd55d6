import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { BIO_TYPES } from "../bio-type";
import { isUniqueAgainstHistory, profileBio } from "../uniqueness";

import { createHistoryIndex } from "./history-index";

// A small vocabulary, so random bios share words, phrases, keywords, emoji and near-identical
// sentences often enough to exercise every rule on both sides of its threshold.
const WORDS = [
  "soft",
  "moon",
  "coffee",
  "nurse",
  "hiking",
  "the",
  "and",
  "of",
  "golden",
  "dreamy",
  "snack",
  "critic",
  "by",
  "day",
  "night",
  "sunsets",
  "wild",
  "hearts",
  "stars",
  "a",
  "i",
  "love",
];
const EMOJI = ["☕", "🌙", "✨", "🥾", "🩺", "🌸"];

const lineArbitrary = fc
  .tuple(
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 7 }),
    fc.option(fc.constantFrom(...EMOJI), { nil: undefined }),
    fc.constantFrom("", ".", "!"),
  )
  .map(([words, emoji, end]) => `${words.join(" ")}${end}${emoji ? ` ${emoji}` : ""}`);
const bioArbitrary = fc.array(lineArbitrary, { minLength: 1, maxLength: 3 }).map((lines) => lines.join("\n"));

describe("createHistoryIndex", () => {
  it("accepts exactly the bios isUniqueAgainstHistory accepts, for every bio type", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BIO_TYPES),
        fc.array(bioArbitrary, { maxLength: 8 }),
        fc.array(bioArbitrary, { minLength: 1, maxLength: 6 }),
        (bioType, history, candidates) => {
          const index = createHistoryIndex(history, bioType);
          for (const candidate of candidates) {
            expect(index.accepts(profileBio(candidate))).toBe(isUniqueAgainstHistory(candidate, history, bioType));
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 30_000);

  it("accepts a previous bio's near-copy only when the rules do", () => {
    const history = ["Nurse by day, snack critic by night ☕\nHiking on weekends\nStay golden"];
    for (const bioType of BIO_TYPES) {
      const index = createHistoryIndex(history, bioType);
      for (const candidate of [
        history[0] ?? "",
        "nurse by day, snack critic by night ☕\nhiking on weekends\nstay golden",
        "Totally different words here\nNothing shared at all",
      ]) {
        expect(index.accepts(profileBio(candidate))).toBe(isUniqueAgainstHistory(candidate, history, bioType));
      }
    }
  });

  it("only reports lines that sink every bio holding them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BIO_TYPES),
        fc.array(bioArbitrary, { minLength: 1, maxLength: 6 }),
        lineArbitrary,
        bioArbitrary,
        (bioType, history, line, rest) => {
          const index = createHistoryIndex(history, bioType);
          if (index.rejectsLine(line)) expect(isUniqueAgainstHistory(`${line}\n${rest}`, history, bioType)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("without a bio type, rejects only exact and case or spacing repeats", () => {
    const index = createHistoryIndex(["Coffee  first\nThen hiking"], undefined);
    expect(index.accepts(profileBio("coffee first then hiking"))).toBe(false);
    expect(index.accepts(profileBio("Coffee first\nThen more hiking"))).toBe(true);
    expect(index.vocabulary.size).toBe(0);
  });

  it("reports the history's words and emoji for fresher choices", () => {
    const index = createHistoryIndex(["Golden moon ☕"], "aesthetic");
    expect([...index.vocabulary].sort()).toEqual(["golden", "moon"]);
    expect([...index.emoji]).toEqual(["☕"]);
  });
});
