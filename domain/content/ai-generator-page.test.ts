import { describe, expect, it } from "vitest";

import { AI_GENERATOR_FEATURE_CARDS, AI_GENERATOR_STEPS } from "./ai-generator-page";
import { uncitableNumbers } from "./cited-limits";

const allText = [...AI_GENERATOR_FEATURE_CARDS, ...AI_GENERATOR_STEPS]
  .map((entry) => `${entry.title} ${entry.text}`)
  .join("\n");

describe("AI Bio Generator page content", () => {
  it("has three or four side cards with unique ids, titles and text", () => {
    expect(AI_GENERATOR_FEATURE_CARDS.length).toBeGreaterThanOrEqual(3);
    expect(AI_GENERATOR_FEATURE_CARDS.length).toBeLessThanOrEqual(4);
    expect(new Set(AI_GENERATOR_FEATURE_CARDS.map((card) => card.id)).size).toBe(AI_GENERATOR_FEATURE_CARDS.length);
    for (const card of AI_GENERATOR_FEATURE_CARDS) {
      expect(card.title.trim(), card.id).not.toBe("");
      expect(card.text.trim(), card.id).not.toBe("");
    }
  });

  it("explains the product's four steps, in order", () => {
    expect(AI_GENERATOR_STEPS.map((step) => step.title)).toEqual([
      "Input analysis",
      "Pattern recognition",
      "Creative generation",
      "Optimization",
    ]);
    expect(AI_GENERATOR_STEPS.map((step) => step.id)).toEqual([
      "input-analysis",
      "pattern-recognition",
      "creative-generation",
      "optimization",
    ]);
    for (const step of AI_GENERATOR_STEPS) expect(step.text.length, step.id).toBeGreaterThan(80);
  });

  it("describes the generator honestly: labels as the API sets them, no machine learning claimed", () => {
    expect(allText).toContain("AI-Generated");
    expect(allText).toContain("Curated");
    expect(allText).toMatch(/language model/);
    expect(allText.toLowerCase()).not.toMatch(/machine learning|neural|trained on|deep learning|learns from/);
  });

  it("cites only limits from the table", () => {
    expect(allText).not.toMatch(/undefined|\$\{/);
    expect(uncitableNumbers(allText)).toEqual([]);
  });
});
