import { describe, expect, it } from "vitest";

import { bitCount } from "./bit-count";

describe("bitCount", () => {
  it("counts the set bits of a mask, the highest fact bits included", () => {
    expect(bitCount(0)).toBe(0);
    expect(bitCount(0b1011)).toBe(3);
    expect(bitCount(0x7fff0000)).toBe(15);
    expect(bitCount(0x7fff0000 | 0xfffe | 1)).toBe(31);
  });
});
