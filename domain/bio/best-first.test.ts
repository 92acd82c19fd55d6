import { describe, expect, it } from "vitest";

import { bestFirst } from "./best-first";

describe("bestFirst", () => {
  it("orders best first and keeps equals in the order they came, so a seed gives the same bios", () => {
    expect(bestFirst(["a", "b", "c", "d", "e"], [1, 3, 1, 3, 2])).toEqual(["b", "d", "e", "a", "c"]);
    expect(bestFirst([], [])).toEqual([]);
  });
});
