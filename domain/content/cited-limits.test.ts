import { describe, expect, it } from "vitest";

import { PLATFORM_LIMITS } from "../text/platforms";

import { CITABLE_LIMITS, uncitableNumbers } from "./cited-limits";

describe("citable limits", () => {
  it("holds the table's limits and the three docs/product.md allows", () => {
    expect([...CITABLE_LIMITS].sort((a, b) => a - b)).toEqual([80, 101, 150, 160, 220, 500, 1000]);
    expect(CITABLE_LIMITS.has(PLATFORM_LIMITS.linkedin.limit)).toBe(true);
  });

  it("flags other numbers above ten", () => {
    expect(uncitableNumbers("TikTok allows 80, LinkedIn 120 and the name field 30; three lines, 2 emoji")).toEqual([
      120, 30,
    ]);
    expect(uncitableNumbers("Instagram 150, X 160, Facebook 101, LinkedIn 220, YouTube 1000")).toEqual([]);
  });
});
