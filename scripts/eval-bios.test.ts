import { describe, expect, it } from "vitest";

import { CURATED_WORD_EMOJI } from "../domain/bio/composer/emoji-for-words";

import {
  bars,
  coolParametersAccepted,
  evaluate,
  gridRequests,
  lineKey,
  readingSample,
  repeatedWords,
  SAMPLE_INPUTS,
  unclaimedFacts,
} from "./eval-bios";

const emojiFor = (word: string): string | undefined => CURATED_WORD_EMOJI[word.toLowerCase()];

describe("scripts/eval-bios measures", () => {
  it("spreads its grid over bio types, tones, styles, platforms and inputs", () => {
    const requests = gridRequests(500);
    expect(requests).toHaveLength(500);
    expect(new Set(requests.map((request) => request.bioType ?? "none")).size).toBe(5);
    expect(new Set(requests.map((request) => request.tone ?? "none")).size).toBeGreaterThan(10);
    expect(new Set(requests.map((request) => request.style ?? "none")).size).toBeGreaterThan(10);
    expect(new Set(requests.map((request) => request.platform)).size).toBe(5);
    expect(new Set(requests.map((request) => request.profession)).size).toBeGreaterThan(SAMPLE_INPUTS.length / 2);
  });

  it("finds claimed filler facts the visitor never gave, and lets their own words and trade through", () => {
    const request = {
      interests: ["hiking"],
      profession: "baker",
      personality: [],
      instructions: "",
      platform: "instagram" as const,
      count: 3,
      avoid: [],
    };
    expect(unclaimedFacts("Powered by iced coffee and naps", request)).toEqual(["coffee", "nap", "iced coffee"]);
    expect(unclaimedFacts("Hiking on weekends\nOrder a celebration cake", request)).toEqual([]);
    expect(unclaimedFacts("Running on good intentions", request)).toEqual([]);
  });

  it("counts a word said twice, but not rhetoric the banks use on purpose", () => {
    expect(repeatedWords("Side-quest hunter on a side quest")).toEqual(["side", "quest"]);
    expect(repeatedWords("Nurse by day\nNurse by night")).toEqual(["nurse"]);
    expect(repeatedWords("Full-time nurse, part-time optimist")).toEqual([]);
    expect(repeatedWords("Coffee\n#coffee #nurse")).toEqual([]);
  });

  it("compares lines as a reader does", () => {
    expect(lineKey("✨ Stay golden!")).toBe(lineKey("stay golden"));
  });

  it("writes a reading sample of 100 bios, the same every run", () => {
    const sample = readingSample(emojiFor, 16);
    expect(sample).toHaveLength(100);
    expect(readingSample(emojiFor, 16)).toEqual(sample);
  });

  it("accepts the Cool page's five tones and styles", () => {
    expect(coolParametersAccepted()).toBe(5);
  });
});

describe("scripts/eval-bios (small run)", () => {
  it("meets the issue's bars", async () => {
    const evaluation = await evaluate({ requests: 60, fuzz: 60, rounds: 20, emojiFor });
    expect(evaluation.grid.bios).toBeGreaterThan(250);
    expect(evaluation.grid.failures).toEqual([]);
    for (const [label, met] of bars(evaluation)) expect(met, label).toBe(true);
    for (const run of evaluation.pages) {
      expect(run.bios, run.label).toBe(run.wanted);
      expect(run.repeats, run.label).toBe(0);
      expect(run.ruleBreaksFirstTen, run.label).toBe(0);
    }
  }, 120_000);
});
