import { describe, expect, it } from "vitest";

import { countCharacters, fitsPlatform } from "../text/count-characters";
import { PLATFORM_LIMITS } from "../text/platforms";

import { uncitableNumbers } from "./cited-limits";
import { DEFAULT_LIVE_PREVIEW_SAMPLE, LIVE_PREVIEW_SAMPLES, pickLivePreviewSample, PREVIEW_TIPS } from "./live-preview";

const { instagram, tiktok } = PLATFORM_LIMITS;

describe("live preview samples", () => {
  it("are five with unique ids, labels and bios; the default is the first, multi-line", () => {
    expect(LIVE_PREVIEW_SAMPLES).toHaveLength(5);
    expect(new Set(LIVE_PREVIEW_SAMPLES.map((sample) => sample.id)).size).toBe(5);
    expect(new Set(LIVE_PREVIEW_SAMPLES.map((sample) => sample.bio)).size).toBe(5);
    for (const sample of LIVE_PREVIEW_SAMPLES) expect(sample.label.trim()).not.toBe("");
    expect(DEFAULT_LIVE_PREVIEW_SAMPLE).toBe(LIVE_PREVIEW_SAMPLES[0]);
    expect(DEFAULT_LIVE_PREVIEW_SAMPLE.bio.split("\n").length).toBeGreaterThan(1);
  });

  it("all fit Instagram and X, in at most three lines", () => {
    for (const { id, bio } of LIVE_PREVIEW_SAMPLES) {
      expect(fitsPlatform(bio, "instagram"), id).toBe(true);
      expect(fitsPlatform(bio, "twitter"), id).toBe(true);
      expect(bio.split("\n").length, id).toBeLessThanOrEqual(3);
      expect(bio.length, id).toBeLessThanOrEqual(500);
    }
  });

  it("vary in length: some fit TikTok, some run past it, one is close to Instagram's limit", () => {
    const lengths = LIVE_PREVIEW_SAMPLES.map((sample) => countCharacters(sample.bio, "tiktok"));
    expect(lengths.filter((length) => length <= tiktok.limit).length).toBeGreaterThanOrEqual(1);
    expect(lengths.filter((length) => length > tiktok.limit).length).toBeGreaterThanOrEqual(2);
    const longest = Math.max(...LIVE_PREVIEW_SAMPLES.map((sample) => countCharacters(sample.bio, "instagram")));
    expect(longest).toBeGreaterThanOrEqual(instagram.limit - 15);
    expect(longest).toBeLessThanOrEqual(instagram.limit);
  });

  it("include an emoji sequence that counts once on Instagram and more on X", () => {
    const runner = LIVE_PREVIEW_SAMPLES.find((sample) => sample.bio.includes("\u200d"));
    expect(runner).toBeDefined();
    expect(countCharacters(runner!.bio, "twitter")).toBeGreaterThan(countCharacters(runner!.bio, "instagram"));
  });

  it("'Sample' always picks another sample, and can reach each of the others", () => {
    for (const current of LIVE_PREVIEW_SAMPLES) {
      const reached = new Set<string>();
      for (const value of [0, 0.2, 0.4, 0.6, 0.8, 0.999999]) {
        const next = pickLivePreviewSample(current.bio, () => value);
        expect(next.bio).not.toBe(current.bio);
        reached.add(next.id);
      }
      expect(reached.size).toBe(4);
    }
    expect(LIVE_PREVIEW_SAMPLES.map((sample) => sample.id)).toContain(
      pickLivePreviewSample("my own text", () => 0.5).id,
    );
  });
});

describe("preview tips", () => {
  it("have unique ids, a title and text, and cite only limits from the table", () => {
    expect(PREVIEW_TIPS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(PREVIEW_TIPS.map((tip) => tip.id)).size).toBe(PREVIEW_TIPS.length);
    for (const tip of PREVIEW_TIPS) {
      expect(tip.title.trim(), tip.id).not.toBe("");
      expect(tip.text.trim(), tip.id).not.toBe("");
      expect(`${tip.title} ${tip.text}`).not.toMatch(/undefined|\$\{/);
      expect(uncitableNumbers(`${tip.title} ${tip.text}`), tip.id).toEqual([]);
    }
  });
});
