import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { countCharacters } from "./count-characters";
import { countGraphemes } from "./graphemes";
import { cutForPreview, limitStatus, trimToFit } from "./limit-status";
import { PLATFORM_IDS, PLATFORM_LIMITS } from "./platforms";

describe("limitStatus", () => {
  it.each([
    [150, 150, "good"],
    [151, 150, "close"],
    [170, 150, "close"],
    [171, 150, "too-long"],
    [0, 80, "good"],
  ] as const)("%i of %i is %s", (count, limit, status) => {
    expect(limitStatus(count, limit)).toBe(status);
  });
});

describe("cutForPreview", () => {
  it("cuts after the limit's graphemes with an ellipsis, and leaves a short text alone", () => {
    const text = `${"a".repeat(79)}👨‍👩‍👧xyz`;
    expect(cutForPreview(text, 80)).toBe(`${"a".repeat(79)}👨‍👩‍👧…`);
    expect(cutForPreview("short", 80)).toBe("short");
  });
});

describe("trimToFit", () => {
  it("cuts after a whole word and keeps line breaks", () => {
    const text = "Nurse by day, runner by night\nCoffee first, questions later\nDMs open for collabs and more";
    const trimmed = trimToFit(text, 70, countGraphemes);
    expect(trimmed).toBe("Nurse by day, runner by night\nCoffee first, questions later\nDMs open");
    expect(countGraphemes(trimmed)).toBeLessThanOrEqual(70);
  });

  it("drops a dangling separator at the cut", () => {
    expect(trimToFit("Designer | Maker | Dreamer of things", 19, countGraphemes)).toBe("Designer | Maker");
  });

  it("cuts a text without spaces between characters", () => {
    expect(trimToFit("x".repeat(100), 80, countGraphemes)).toBe("x".repeat(80));
  });

  const words = fc.array(
    fc.oneof(fc.stringMatching(/^[a-z]{1,9}$/), fc.constantFrom("☕", "🌙", "𝐁𝐨𝐥𝐝", "|", "\n", "日本語", "👨‍👩‍👧")),
    { maxLength: 40 },
  );

  it.each(PLATFORM_IDS)("always fits %s, as a start of the text, without breaking a word where it can", (platform) => {
    const { limit } = PLATFORM_LIMITS[platform];
    const count = (value: string) => countCharacters(value, platform);
    fc.assert(
      fc.property(words, (parts) => {
        const text = parts.join(" ");
        const trimmed = trimToFit(text, limit, count);
        expect(count(trimmed)).toBeLessThanOrEqual(limit);
        expect(text.startsWith(trimmed)).toBe(true);
        if (count(text) <= limit) expect(trimmed).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
