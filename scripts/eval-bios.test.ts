import { describe, expect, it } from "vitest";

import { CURATED_WORD_EMOJI } from "../domain/bio/composer/emoji-for-words";

import { bars, evaluateComposer, gridRequests, SAMPLE_INPUTS } from "./eval-bios";

describe("scripts/eval-bios (small run)", () => {
  it("spreads its grid over bio types, tones, styles, platforms and inputs", () => {
    const requests = gridRequests(500);
    expect(requests).toHaveLength(500);
    expect(new Set(requests.map((request) => request.bioType ?? "none")).size).toBe(5);
    expect(new Set(requests.map((request) => request.tone ?? "none")).size).toBeGreaterThan(10);
    expect(new Set(requests.map((request) => request.style ?? "none")).size).toBeGreaterThan(10);
    expect(new Set(requests.map((request) => request.platform)).size).toBe(5);
    expect(new Set(requests.map((request) => request.profession)).size).toBeGreaterThan(SAMPLE_INPUTS.length / 2);
  });

  it("meets the issue's bars", () => {
    const evaluation = evaluateComposer({
      requests: 40,
      batches: 20,
      verifyEvery: 4,
      emojiFor: (word) => CURATED_WORD_EMOJI[word.toLowerCase()],
    });
    expect(evaluation.bios).toBeGreaterThan(150);
    expect(evaluation.failures.filter((failure) => !failure.startsWith("count"))).toEqual([]);
    for (const [label, met] of bars(evaluation)) expect(met, label).toBe(true);
    for (const run of evaluation.batchRuns) {
      expect(run.bios, run.label).toBe(run.wanted);
      expect(run.repeats, run.label).toBe(0);
    }
    expect(evaluation.distinctBigrams).toBeGreaterThan(evaluation.totalBigrams / 4);
  }, 30_000);
});
