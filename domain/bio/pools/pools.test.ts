import { describe, expect, it } from "vitest";

import { BIO_TYPES } from "../bio-type";
import { checkStyleRules } from "../style-rules";

import { BUSINESS_POOL } from "./business";
import { clashesOf, poolFaults, simulateRounds } from "./pool-checks";
import { POOLS } from "./pools";
import { TRADES } from "./trades";

describe("the category pools", () => {
  it.each(BIO_TYPES)("%s: at least 250 bios, none faulty, no line twice", (bioType) => {
    expect(POOLS[bioType].length).toBeGreaterThanOrEqual(250);
    expect(poolFaults(POOLS[bioType])).toEqual([]);
  });

  // compose-from-pool.ts relies on it: an avoided pool bio rules out only itself.
  it.each(BIO_TYPES)("%s: no two bios clash under the page's history rules", (bioType) => {
    const clashing = clashesOf(POOLS[bioType], bioType).filter((entry) => entry.partners.length > 0);
    expect(clashing.map((entry) => entry.bio)).toEqual([]);
  });

  it.each(BIO_TYPES)("%s: twenty rounds of six in a session, no line twice", (bioType) => {
    expect(simulateRounds(POOLS[bioType], bioType, { seeds: 2, rounds: 20, perRound: 6 })).toEqual({
      minPicked: 6,
      shortRounds: 0,
      repeatedLines: 0,
    });
  });

  it("gives every trade of the Business page at least 15 bios of its own", () => {
    for (const trade of TRADES) expect(BUSINESS_POOL[trade.id].length, trade.id).toBeGreaterThanOrEqual(15);
  });

  it("serves each of the Cool page's styles from bios written for it", () => {
    const serving = (style: Parameters<typeof checkStyleRules>[1]): number =>
      POOLS.cool.filter((bio) => checkStyleRules(bio, style).length === 0).length;
    expect(serving("Emoji Rich")).toBeGreaterThanOrEqual(100);
    expect(serving("Mystical")).toBeGreaterThanOrEqual(50);
    expect(serving("Action-oriented")).toBeGreaterThanOrEqual(60);
  });
});
