import { describe, expect, it } from "vitest";

import { countCharacters } from "../../text/count-characters";
import { PLATFORM_IDS, PLATFORM_LIMITS } from "../../text/platforms";

import { CHECK_IDS } from "./check-bio";
import { cutToCount, isCheckId, reviewBio } from "./review-bio";

const options = { platform: "instagram" as const, count: countCharacters, overflow: 50 };
const LONG = `Pastry chef in Lisbon\n${"Weekend markets and slow mornings with friends. ".repeat(3)}\nBook a class`;

describe("reviewBio", () => {
  it("gives every check and five versions, each within its platform's limit", () => {
    const review = reviewBio(LONG, options);
    expect(review.checks.map((check) => check.id)).toEqual([...CHECK_IDS]);
    expect(review.checks.find((check) => check.id === "fits")?.passed).toBe(false);
    expect(review.versions.map((version) => version.platform)).toEqual([...PLATFORM_IDS]);
    for (const version of review.versions) {
      expect(countCharacters(version.text, version.platform)).toBeLessThanOrEqual(
        PLATFORM_LIMITS[version.platform].limit,
      );
    }
  });

  it("applies a named fix first, and shows the fixed text's checks", () => {
    const review = reviewBio(LONG, { ...options, fix: "fits" });
    expect(countCharacters(review.text, "instagram")).toBeLessThanOrEqual(150);
    expect(review.checks.find((check) => check.id === "fits")?.passed).toBe(true);
  });

  it("cuts a text past the editor's cap, counted the platform's way, and has nothing to say about a blank one", () => {
    const review = reviewBio("🥐".repeat(400), { ...options, platform: "twitter" });
    expect(countCharacters(review.text, "twitter")).toBeLessThanOrEqual(160 + 50);
    expect(reviewBio("  ", options)).toMatchObject({ checks: [], versions: [] });
  });

  it("knows the check ids, and cuts between graphemes", () => {
    expect(isCheckId("fits")).toBe(true);
    expect(isCheckId("score")).toBe(false);
    expect(cutToCount("ab👩‍👩‍👧c", 3, "instagram", countCharacters)).toBe("ab👩‍👩‍👧");
  });
});
