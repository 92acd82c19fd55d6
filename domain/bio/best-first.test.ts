import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { bestFirst } from "./best-first";

describe("bestFirst", () => {
  it("orders as a stable sort best first: equals stay in the order they came", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 70 }), (scores) => {
        const items = scores.map((_, index) => index);
        const expected = items.slice().sort((a, b) => scores[b]! - scores[a]!);
        expect(bestFirst(items, scores)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
