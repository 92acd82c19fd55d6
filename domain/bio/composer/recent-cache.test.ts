import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { createRecentCache } from "./recent-cache";

type Operation = { kind: "set"; key: number; value: number } | { kind: "get"; key: number };

const operations = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant("set" as const), key: fc.integer({ min: 0, max: 12 }), value: fc.integer() }),
    fc.record({ kind: fc.constant("get" as const), key: fc.integer({ min: 0, max: 12 }) }),
  ),
  { maxLength: 200 },
);

describe("createRecentCache", () => {
  it("answers like a map for every key it still holds, and holds at most twice its capacity", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), operations, (capacity, steps: Operation[]) => {
        const cache = createRecentCache<number, number>(capacity);
        const model = new Map<number, number>();
        for (const step of steps) {
          if (step.kind === "set") {
            cache.set(step.key, step.value);
            model.set(step.key, step.value);
          } else {
            const value = cache.get(step.key);
            // Forgetting is allowed; a wrong or stale value is not.
            if (value !== undefined) expect(value).toBe(model.get(step.key));
          }
          expect(cache.size).toBeLessThanOrEqual(2 * capacity);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the previous generation, moving what is read back into the young one", () => {
    const cache = createRecentCache<string, number>(3);
    for (const [index, key] of ["a", "b", "c", "d", "e", "f", "g"].entries()) cache.set(key, index);
    // Generations: old d, e, f; young g. a, b and c are two turnovers back.
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("d")).toBe(3);
    // d now lives in the young generation (g, d): it outlives the next turnover, e does not.
    for (const [index, key] of ["h", "i", "j"].entries()) cache.set(key, 10 + index);
    expect(cache.get("d")).toBe(3);
    expect(cache.get("e")).toBeUndefined();
  });

  it("computes a missing value once and remembers it", () => {
    const cache = createRecentCache<string, number>(4);
    let calls = 0;
    const compute = (key: string): number => {
      calls += 1;
      return key.length;
    };
    expect(cache.remember("moon", compute)).toBe(4);
    expect(cache.remember("moon", compute)).toBe(4);
    expect(calls).toBe(1);
  });
});
