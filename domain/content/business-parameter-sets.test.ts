import { describe, expect, it } from "vitest";

import { composeBios } from "../bio/composer/compose-bios";
import { type BioRequest, FIELD_LIMITS, splitCommaList, STYLES, TONES } from "../bio/generation-options";
import { isUniqueAgainstHistory } from "../bio/uniqueness";
import { fitsPlatform } from "../text/count-characters";

import { BUSINESS_PARAMETER_SETS, type BusinessParameterSet } from "./business-parameter-sets";

function toRequest(set: BusinessParameterSet, count: number, avoid: string[]): BioRequest {
  return {
    interests: splitCommaList(set.interests),
    profession: set.profession,
    personality: splitCommaList(set.personality),
    tone: set.tone,
    style: set.style,
    instructions: "",
    bioType: "business",
    platform: "instagram",
    count,
    avoid,
  };
}

describe("the Business page's parameter sets", () => {
  it("are five, each a different business, tone and style", () => {
    expect(BUSINESS_PARAMETER_SETS).toHaveLength(5);
    const distinct = (pick: (set: BusinessParameterSet) => string) => new Set(BUSINESS_PARAMETER_SETS.map(pick)).size;
    expect(distinct((set) => set.profession)).toBe(5);
    const words = BUSINESS_PARAMETER_SETS.flatMap((set) => [
      set.profession,
      ...splitCommaList(set.interests),
      ...splitCommaList(set.personality),
    ]);
    expect(new Set(words).size, "no word shared between sets").toBe(words.length);
    expect(distinct((set) => set.tone)).toBe(5);
    expect(distinct((set) => set.style)).toBe(5);
  });

  it("use only values and lengths the API accepts", () => {
    for (const set of BUSINESS_PARAMETER_SETS) {
      expect(TONES).toContain(set.tone);
      expect(STYLES).toContain(set.style);
      expect(set.interests.length).toBeLessThanOrEqual(FIELD_LIMITS.interests);
      expect(set.profession.length).toBeLessThanOrEqual(FIELD_LIMITS.profession);
      expect(set.personality.length).toBeLessThanOrEqual(FIELD_LIMITS.personality);
      expect(splitCommaList(set.interests).length).toBeGreaterThanOrEqual(3);
      expect(splitCommaList(set.personality).length).toBeGreaterThanOrEqual(1);
      expect(set.profession.trim()).toBe(set.profession);
    }
  });

  it("each give the composer six business bios that fit Instagram", () => {
    for (const set of BUSINESS_PARAMETER_SETS) {
      const bios = composeBios(toRequest(set, 6, []), { seed: 1 });
      expect(bios, set.profession).toHaveLength(6);
      for (const bio of bios) expect(fitsPlatform(bio, "instagram"), bio).toBe(true);
    }
  });

  // The page's loop (docs/product.md#call-patterns-per-page) over these sets, each call answered as the API answers it (the
  // composer asked again with a new seed when short, up to four times), against the page's history
  // rules: ten 'Generate New' in a row must find six new bios each time.
  it("last ten batches of the page's loop without a repeat", () => {
    const history: string[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const found: string[] = [];
      for (let attempt = 0; attempt < BUSINESS_PARAMETER_SETS.length && found.length < 6; attempt += 1) {
        const set = BUSINESS_PARAMETER_SETS[attempt]!;
        const answer: string[] = [];
        for (let retry = 0; retry < 4 && found.length + answer.length < 6; retry += 1) {
          const avoid = [...history, ...found, ...answer].slice(-60);
          const seed = batch * 160 + attempt * 17 + retry * 7919 + 1;
          answer.push(...composeBios(toRequest(set, 6 - found.length - answer.length, avoid), { seed }));
        }
        for (const bio of answer) {
          if (found.length < 6 && isUniqueAgainstHistory(bio, [...history, ...found], "business")) found.push(bio);
        }
      }
      expect(found.length, `batch ${batch + 1}`).toBe(6);
      history.push(...found);
    }
    expect(new Set(history).size).toBe(60);
  });
});
