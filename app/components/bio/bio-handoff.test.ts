// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { handOffBio, takeHandedOffBio } from "./bio-handoff";

describe("bio handoff", () => {
  it("gives the handed bio once, then nothing", () => {
    expect(takeHandedOffBio()).toBeNull();
    expect(handOffBio({ text: "Baker 🍞\nFresh daily", from: "Template Collection" })).toBe(true);
    expect(takeHandedOffBio()).toEqual({ text: "Baker 🍞\nFresh daily", from: "Template Collection" });
    expect(takeHandedOffBio()).toBeNull();
  });
});
