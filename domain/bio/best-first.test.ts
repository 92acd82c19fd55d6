import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { type BestFirst, bestFirst } from "./best-first";

describe("bestFirst", () => {
  it("orders as a stable sort best first: equals stay in the order they came", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 60 }), (scores) => {
        const sorted = scores.reduce<BestFirst<number>>((into, score, index) => bestFirst(into, index, score), {
          items: [],
          scores: [],
        });
        const expected = scores.map((_, index) => index).sort((a, b) => scores[b]! - scores[a]!);
        expect(sorted.items).toEqual(expected);
        expect(sorted.scores).toEqual(expected.map((index) => scores[index]));
      }),
    );
  });
});
