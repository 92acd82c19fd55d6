import { describe, expect, it } from "vitest";

import { BIO_TYPES } from "../bio/bio-type";
import { COOL_STYLES, COOL_TONES, FIELD_LIMITS, STYLES, TONES } from "../bio/generation-options";

import { BUSINESS_PARAMETER_SETS, CATEGORY_BATCH_PLANS, parameterSetFor } from "./category-parameter-sets";

describe("the category pages' batch plans", () => {
  it("give every page five parameter sets the API accepts", () => {
    for (const bioType of BIO_TYPES) {
      const { parameterSets } = CATEGORY_BATCH_PLANS[bioType];
      expect(parameterSets, bioType).toHaveLength(5);
      for (const set of parameterSets) {
        if (set.tone) expect(TONES).toContain(set.tone);
        if (set.style) expect(STYLES).toContain(set.style);
        expect(set.interests.length).toBeLessThanOrEqual(FIELD_LIMITS.interests);
        expect(set.profession.length).toBeLessThanOrEqual(FIELD_LIMITS.profession);
        expect(set.personality.length).toBeLessThanOrEqual(FIELD_LIMITS.personality);
      }
      expect(new Set(parameterSets.map((set) => JSON.stringify(set))).size, bioType).toBe(5);
    }
  });

  it("follow docs/product.md#call-patterns-per-page: five calls, 500 ms apart, the aesthetic page collecting 15 raw bios", () => {
    for (const bioType of BIO_TYPES) expect(CATEGORY_BATCH_PLANS[bioType].maxCalls).toBe(5);
    expect(CATEGORY_BATCH_PLANS.aesthetic).toMatchObject({ pauseMs: 0, rawLimit: 15, firstFailureEnds: true });
    for (const bioType of ["funny", "business", "cool"] as const) {
      expect(CATEGORY_BATCH_PLANS[bioType]).toMatchObject({ pauseMs: 500, firstFailureEnds: false });
      expect(CATEGORY_BATCH_PLANS[bioType].rawLimit).toBeUndefined();
    }
  });

  it("pair the Cool page's tones and styles in order, and use the Business page's own sets", () => {
    expect(CATEGORY_BATCH_PLANS.cool.parameterSets.map((set) => [set.tone, set.style])).toEqual(
      COOL_TONES.map((tone, index) => [tone, COOL_STYLES[index]]),
    );
    expect(CATEGORY_BATCH_PLANS.business.parameterSets).toBe(BUSINESS_PARAMETER_SETS);
  });

  it("start each batch from the first set, except Business, whose start turns with each batch", () => {
    const { funny, business } = CATEGORY_BATCH_PLANS;
    expect(parameterSetFor(funny, 3, 0)).toBe(funny.parameterSets[0]);
    expect(parameterSetFor(funny, 3, 2)).toBe(funny.parameterSets[2]);
    expect(parameterSetFor(business, 0, 0)).toBe(business.parameterSets[0]);
    expect(parameterSetFor(business, 3, 0)).toBe(business.parameterSets[3]);
    expect(parameterSetFor(business, 3, 4)).toBe(business.parameterSets[2]);
  });
});
