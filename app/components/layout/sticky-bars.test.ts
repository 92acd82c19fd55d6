import { describe, expect, it } from "vitest";

import { stickyBarsAttribute } from "./sticky-bars";

describe("stickyBarsAttribute", () => {
  it("names each bar the matched routes declare, once", () => {
    expect(
      stickyBarsAttribute([
        { handle: undefined },
        { handle: { stickyBars: ["tool-strip", "docked-bar"] } },
        { handle: { stickyBars: ["docked-bar"] } },
      ]),
    ).toBe("tool-strip docked-bar");
  });

  it("leaves the attribute off when no route shows a bar", () => {
    expect(stickyBarsAttribute([{ handle: undefined }, { handle: { other: 1 } }])).toBeUndefined();
  });
});
