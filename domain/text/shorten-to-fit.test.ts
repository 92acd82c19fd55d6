import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { countCharacters } from "./count-characters";
import { PLATFORM_IDS, PLATFORM_LIMITS } from "./platforms";
import { shortenToFit, withoutDanglingEnd } from "./shorten-to-fit";

const tiktok = (text: string) => countCharacters(text, "tiktok");
const LONG_BIO =
  "Pastry chef & sourdough nerd | Lisbon 🇵🇹\nTeaching weekend bread classes for beginners and curious kids\nBook a class below 👇 #sourdough #baking";

describe("shortenToFit", () => {
  it("leaves a text that fits as it is", () => {
    expect(shortenToFit("Baker in Lisbon", 80, tiktok)).toBe("Baker in Lisbon");
  });

  it("shortens to TikTok's 80 in whole clauses, dropping hashtags first, with no ellipsis", () => {
    const short = shortenToFit(LONG_BIO, PLATFORM_LIMITS.tiktok.limit, tiktok);
    expect(tiktok(short)).toBeLessThanOrEqual(80);
    expect(short).not.toContain("…");
    expect(short).not.toContain("#");
    expect(short.split("\n")[0]).toBe("Pastry chef & sourdough nerd | Lisbon 🇵🇹");
  });

  it("keeps a call-to-action last line over the middle lines when asked", () => {
    const short = shortenToFit(LONG_BIO, 80, tiktok, { keepLast: true });
    expect(tiktok(short)).toBeLessThanOrEqual(80);
    expect(short).toContain("Book a class below");
    expect(short).not.toContain("Teaching");
  });

  it("cuts one long clause after a whole word and never on a word like 'and'", () => {
    const text = "Writing about slow travel and small towns and the people who keep their bakeries open at dawn";
    const short = shortenToFit(text, 40, tiktok);
    expect(tiktok(short)).toBeLessThanOrEqual(40);
    expect(text.startsWith(short)).toBe(true);
    expect(short).not.toMatch(/\b(?:and|the|who|at)$/u);
  });

  it("drops a dangling word and separator at the end", () => {
    expect(withoutDanglingEnd("Coffee lover with")).toBe("Coffee lover");
    expect(withoutDanglingEnd("Line one\nBaker and |")).toBe("Line one\nBaker");
  });

  it("always fits, for every platform, counted its own way, with whole words of the original", () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,12}$/u);
    const line = fc.array(word, { minLength: 1, maxLength: 14 }).map((words) => words.join(" "));
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...PLATFORM_IDS),
        (lines, platform) => {
          const text = lines.join("\n");
          const count = (value: string) => countCharacters(value, platform);
          const short = shortenToFit(text, PLATFORM_LIMITS[platform].limit, count);
          expect(count(short)).toBeLessThanOrEqual(PLATFORM_LIMITS[platform].limit);
          const words = new Set(text.split(/\s+/u));
          for (const kept of short.split(/\s+/u).filter(Boolean)) expect(words.has(kept)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
