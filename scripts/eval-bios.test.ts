import { describe, expect, it } from "vitest";

import { bars, claimedFacts, evaluate, gridRequests, isAwkwardBio, itemsUsed, namesProfession } from "./eval-bios";
import { AWKWARD_SAMPLE } from "./eval-awkward-sample";

const request = {
  interests: ["hiking"],
  profession: "baker",
  personality: ["calm"],
  instructions: "",
  platform: "instagram" as const,
  count: 3,
  avoid: [],
};

describe("scripts/eval-bios measures", () => {
  it("spreads its grid over visitors, tones, styles and platforms", () => {
    const requests = gridRequests();
    expect(new Set(requests.map((entry) => entry.tone)).size).toBe(8);
    expect(new Set(requests.map((entry) => entry.style ?? "none")).size).toBe(7);
    expect(new Set(requests.map((entry) => entry.platform)).size).toBe(5);
  });

  it("finds facts the visitor never gave, and lets their own words through", () => {
    expect(claimedFacts("Powered by coffee and naps", request)).toEqual(["coffee", "nap"]);
    expect(claimedFacts("Hiking on weekends\nCalm, mostly", request)).toEqual([]);
  });

  it("counts the profession and the visitor's items as a reader would", () => {
    expect(namesProfession("Calm baker\nHiking on weekends", "baker")).toBe(true);
    expect(namesProfession("Hiking on weekends", "baker")).toBe(false);
    expect(itemsUsed("Calm baker\nHiking on weekends", request)).toBe(3);
  });

  it("has a detector that agrees with every hand label", () => {
    for (const { bio, awkward } of AWKWARD_SAMPLE) {
      expect(isAwkwardBio(bio), bio).toBe(awkward);
    }
  });
});

describe("scripts/eval-bios (whole run)", () => {
  it("meets the issue's bars", () => {
    const evaluation = evaluate();
    expect(evaluation.bios).toBeGreaterThan(400);
    for (const [label, met] of bars(evaluation)) expect(met, label).toBe(true);
  }, 120_000);
});
