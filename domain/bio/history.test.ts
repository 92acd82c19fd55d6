import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { normalizeForHistory } from "./history";

describe("normalizeForHistory", () => {
  it.each([
    ["lowercases", "Coffee LOVER", "coffee lover"],
    ["trims", "  coffee lover \n", "coffee lover"],
    ["collapses whitespace runs, newlines included", "coffee\n\n  lover\t\r\nand   poet", "coffee lover and poet"],
    ["keeps punctuation and emoji", "Moon child ✨!", "moon child ✨!"],
    ["empty stays empty", " \n ", ""],
  ])("%s", (_name, input, expected) => {
    expect(normalizeForHistory(input)).toBe(expected);
  });

  it("is idempotent and leaves no line breaks or doubled spaces", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })), (bio) => {
        const normalized = normalizeForHistory(bio);
        expect(normalizeForHistory(normalized)).toBe(normalized);
        expect(normalized).not.toMatch(/\s{2}|[\r\n]/u);
        expect(normalized).toBe(normalized.trim());
      }),
    );
  });
});
