import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { AVOID_BYTE_BUDGET, historyForRequest, normalizeForHistory } from "./history";

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

  it("collapses whitespace exactly as the \\s rule and trim do", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({
            unit: fc.constantFrom(..."aZ 9.\t\n\r!#\u000b\u00a0\u2028\u3000\ufeffÉ✨".split("")),
            maxLength: 30,
          }),
          fc.string({ unit: "binary", maxLength: 30 }),
        ),
        (bio) => {
          expect(normalizeForHistory(bio)).toBe(bio.replace(/\s+/gu, " ").trim().toLowerCase());
        },
      ),
      { numRuns: 3000 },
    );
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

describe("historyForRequest", () => {
  const bio = (index: number) => `Bio number ${index} ✨\nwith two lines`;

  it("keeps the newest bios, oldest first, up to the count", () => {
    const history = Array.from({ length: 10 }, (_, index) => bio(index));
    expect(historyForRequest(history, 3)).toEqual([bio(7), bio(8), bio(9)]);
    expect(historyForRequest(history, 50)).toEqual(history);
    expect(historyForRequest([], 5)).toEqual([]);
  });

  it("stays within the byte budget as the request body writes it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 160 }), { maxLength: 200 }),
        fc.integer({ min: 2, max: 20_000 }),
        (history, maxBytes) => {
          const kept = historyForRequest(history, 120, maxBytes);
          expect(kept.length).toBeLessThanOrEqual(120);
          expect(new TextEncoder().encode(JSON.stringify(kept)).length).toBeLessThanOrEqual(maxBytes);
          // What is kept is the newest run of the history.
          expect(kept).toEqual(history.slice(history.length - kept.length));
        },
      ),
    );
  });

  it("fits a whole 20-round session of composer-length bios in the default budget", () => {
    const history = Array.from({ length: 120 }, (_, index) => `${"x".repeat(90)} ${index}\nline two ☕`);
    expect(historyForRequest(history, 120)).toHaveLength(120);
    expect(new TextEncoder().encode(JSON.stringify(history)).length).toBeLessThan(AVOID_BYTE_BUDGET);
  });
});
