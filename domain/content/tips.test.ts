import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  GROWTH_METRICS,
  PLATFORM_TIP_PLATFORMS,
  PLATFORM_TIPS,
  QUICK_HACKS,
  searchTips,
  type Tip,
  TIP_CATEGORIES,
  TIP_CATEGORY_IDS,
  tipSearchSummary,
} from "./tips";
import { PLATFORM_LIMITS } from "../text/platforms";

const allTips: readonly Tip[] = TIP_CATEGORIES.flatMap((category): readonly Tip[] => category.tips);
const tipIds = (result: ReturnType<typeof searchTips>) =>
  result.categories.flatMap((category) => category.tips.map((tip) => tip.id));

describe("tips content", () => {
  it("has the product's four categories in order, four tips each", () => {
    expect(TIP_CATEGORIES.map((category) => category.title)).toEqual([
      "Boost Engagement",
      "Accelerate Growth",
      "Increase Conversions",
      "Professional Branding",
    ]);
    expect(TIP_CATEGORIES.map((category) => category.id)).toEqual([...TIP_CATEGORY_IDS]);
    for (const category of TIP_CATEGORIES) {
      expect(category.tips, category.id).toHaveLength(4);
      expect(category.description.trim(), category.id).not.toBe("");
    }
  });

  it("files each tip under the category that holds it", () => {
    for (const category of TIP_CATEGORIES) {
      for (const tip of category.tips) {
        expect(tip.category, tip.id).toBe(category.id);
      }
    }
  });

  it("fills every tip field and uses unique ids and titles", () => {
    expect(allTips).toHaveLength(16);
    expect(new Set(allTips.map((tip) => tip.id)).size).toBe(16);
    expect(new Set(allTips.map((tip) => tip.title)).size).toBe(16);
    for (const tip of allTips) {
      for (const field of [tip.title, tip.description, tip.example, tip.impact]) {
        expect(field.trim(), tip.id).not.toBe("");
      }
      expect(["Easy", "Medium"], tip.id).toContain(tip.difficulty);
      // A short phrase for a badge, never a figure.
      expect(tip.impact.length, tip.id).toBeLessThanOrEqual(40);
      expect(tip.impact, tip.id).not.toMatch(/\d/);
    }
    expect(new Set(allTips.map((tip) => tip.difficulty))).toEqual(new Set(["Easy", "Medium"]));
  });

  it("has 4 quick hacks and 6 growth metrics, fully filled, with unique ids", () => {
    expect(QUICK_HACKS).toHaveLength(4);
    expect(GROWTH_METRICS).toHaveLength(6);
    expect(new Set(QUICK_HACKS.map((hack) => hack.id)).size).toBe(4);
    expect(new Set(GROWTH_METRICS.map((metric) => metric.id)).size).toBe(6);
    for (const hack of QUICK_HACKS) {
      for (const field of [hack.title, hack.description, hack.example]) expect(field.trim(), hack.id).not.toBe("");
    }
    for (const metric of GROWTH_METRICS) {
      for (const field of [metric.label, metric.value, metric.description]) {
        expect(field.trim(), metric.id).not.toBe("");
      }
    }
  });

  it("gives growth metrics as things to measure, never as figures", () => {
    for (const metric of GROWTH_METRICS) {
      expect(metric.value, metric.id).not.toMatch(/\d/);
      expect(metric.description, metric.id).not.toMatch(/\d/);
    }
  });

  it("gives instagram, X, LinkedIn and TikTok several tips each, with the limit from the table", () => {
    expect(PLATFORM_TIPS.map((entry) => entry.platform)).toEqual([...PLATFORM_TIP_PLATFORMS]);
    expect(PLATFORM_TIP_PLATFORMS).toEqual(["instagram", "twitter", "linkedin", "tiktok"]);
    for (const entry of PLATFORM_TIPS) {
      expect(entry.limit, entry.platform).toBe(PLATFORM_LIMITS[entry.platform]);
      expect(entry.tips.length, entry.platform).toBeGreaterThanOrEqual(3);
      expect(new Set(entry.tips).size, entry.platform).toBe(entry.tips.length);
      for (const tip of entry.tips) expect(tip.trim(), entry.platform).not.toBe("");
      expect(entry.tips[0], entry.platform).toContain(`${entry.limit.limit} characters`);
    }
  });
});

describe("searchTips", () => {
  it("returns every category and all 16 tips for a blank query", () => {
    const result = searchTips("  ");
    expect(result.total).toBe(16);
    expect(result.categories.map((category) => category.id)).toEqual([...TIP_CATEGORY_IDS]);
    expect(tipIds(result)).toEqual(allTips.map((tip) => tip.id));
  });

  it.each<[string, string, string[]]>([
    ["a title, ignoring case", "PROMISE A RHYTHM", ["promise-a-rhythm"]],
    ["a description", "invented urgency", ["real-reason-to-act-now"]],
    [
      "the category title, listing the whole category",
      "professional branding",
      ["lead-with-what-you-do", "one-voice", "small-emoji-set", "make-contact-easy"],
    ],
    ["nothing", "no tip mentions this", []],
  ])("matches %s", (_case, query, expected) => {
    expect(tipIds(searchTips(query))).toEqual(expected);
  });

  it("does not search the example or the impact", () => {
    expect(searchTips("SundaySourdoughClub").total).toBe(0);
    expect(searchTips("timely clicks").total).toBe(0);
  });

  it("leaves out categories without matches and counts the matches it returns", () => {
    fc.assert(
      fc.property(fc.constantFrom("link", "emoji", "search", "growth", "a", "zzz", "PLAIN", ""), (query) => {
        const result = searchTips(query);
        const counted = result.categories.reduce((sum, category) => sum + category.tips.length, 0);
        expect(result.total).toBe(counted);
        for (const category of result.categories) expect(category.tips.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("tipSearchSummary", () => {
  it.each<[number, string, string | null]>([
    [0, "zzz", '0 results for "zzz"'],
    [1, "rhythm", '1 result for "rhythm"'],
    [4, "  Branding ", '4 results for "Branding"'],
    [16, "", null],
    [16, "   ", null],
  ])("%i for %j reads %j", (total, query, expected) => {
    expect(tipSearchSummary(total, query)).toBe(expected);
  });
});
