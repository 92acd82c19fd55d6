import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { createRandom } from "./random";

describe("createRandom", () => {
  it("gives the same sequence for the same seed", () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it("gives different sequences for different seeds", () => {
    const a = createRandom(1);
    const b = createRandom(2);
    expect(Array.from({ length: 5 }, () => a.next())).not.toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it("stays in range for any seed", () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 1, max: 1000 }), (seed, max) => {
        const random = createRandom(seed);
        for (let index = 0; index < 20; index += 1) {
          const value = random.next();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
          const integer = random.int(max);
          expect(Number.isInteger(integer) && integer >= 0 && integer < max).toBe(true);
        }
      }),
    );
  });

  it("shuffles without losing items", () => {
    const random = createRandom(7);
    const items = ["a", "b", "c", "d", "e"];
    expect([...random.shuffle(items)].sort()).toEqual(items);
  });
});
