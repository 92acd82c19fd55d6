import { describe, expect, it } from "vitest";

import { FONT_PAGE_DEFAULTS, readFontPageState } from "./font-page-state";

describe("readFontPageState", () => {
  it("is the default view without parameters", () => {
    expect(readFontPageState("")).toEqual({ text: "Your text here", category: "All", frame: "" });
    expect(FONT_PAGE_DEFAULTS.text).toBe("Your text here");
  });

  it("reads the text, a known category and a known frame", () => {
    expect(readFontPageState("?text=Maya+%E2%98%95&category=Gothic&frame=javanese-wings")).toEqual({
      text: "Maya ☕",
      category: "Gothic",
      frame: "javanese-wings",
    });
  });

  it("ignores unknown categories and frames, and cuts the text at 50 characters", () => {
    expect(readFontPageState(`?text=${"a".repeat(80)}&category=gothic&frame=nope`)).toEqual({
      text: "a".repeat(50),
      category: "All",
      frame: "",
    });
  });

  it("keeps an emptied text empty", () => {
    expect(readFontPageState("?text=").text).toBe("");
  });
});
