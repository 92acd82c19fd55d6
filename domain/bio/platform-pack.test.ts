import { describe, expect, it } from "vitest";

import { convertText } from "../fonts/convert-text";
import { countCharacters } from "../text/count-characters";
import { PLATFORM_IDS, PLATFORM_LIMITS } from "../text/platforms";

import { labelledPack, makePlatformPack } from "./platform-pack";

const BIO =
  "Pastry chef & sourdough nerd | Lisbon 🇵🇹 | weekend markets\nTeaching bread classes for beginners, curious kids and tired parents\nBook a class: hello@lisbonbakes.pt";

describe("makePlatformPack", () => {
  it("makes five versions, one per platform, each within its limit counted its own way", () => {
    const pack = makePlatformPack(BIO, countCharacters);
    expect(pack.map((version) => version.platform)).toEqual([...PLATFORM_IDS]);
    for (const version of pack) {
      expect(countCharacters(version.text, version.platform)).toBe(version.count);
      expect(version.count).toBeLessThanOrEqual(PLATFORM_LIMITS[version.platform].limit);
      expect(version.status).toBe("good");
    }
  });

  it("shortens TikTok's in whole words with no ellipsis and no dangling line, keeping the contact line", () => {
    const tiktok = makePlatformPack(BIO, countCharacters).find((version) => version.platform === "tiktok");
    expect(tiktok?.text).not.toContain("…");
    const words = new Set(BIO.split(/\s+/u));
    for (const word of tiktok?.text.split(/\s+/u) ?? []) expect(words.has(word)).toBe(true);
    expect(tiktok?.text.split("\n").at(-1)).toBe("Book a class: hello@lisbonbakes.pt");
    for (const line of tiktok?.text.split("\n") ?? []) expect(line).not.toMatch(/\b(?:and|for|with|&|\|)$/u);
  });

  it("counts styled letters the X way: a styled bio is shortened more for X than for Instagram", () => {
    const styled = convertText("Pastry chef in Lisbon who teaches sourdough to beginners every weekend", "bold").repeat(
      2,
    );
    const pack = makePlatformPack(styled, countCharacters);
    const x = pack.find((version) => version.platform === "twitter");
    expect(x && countCharacters(x.text, "twitter")).toBeLessThanOrEqual(160);
  });

  it("makes LinkedIn's headline one line", () => {
    const linkedin = makePlatformPack(BIO, countCharacters).find((version) => version.platform === "linkedin");
    expect(linkedin?.text).not.toContain("\n");
    expect(linkedin?.text).toContain("Pastry chef");
  });
});

describe("labelledPack", () => {
  it("labels each version with its platform, field and limit", () => {
    expect(
      labelledPack([
        { platform: "tiktok", text: "Baker" },
        { platform: "linkedin", text: "Baker | Lisbon" },
      ]),
    ).toBe("TikTok bio (80):\nBaker\n\nLinkedIn headline (220):\nBaker | Lisbon");
  });
});
