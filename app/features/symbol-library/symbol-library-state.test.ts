import { describe, expect, it } from "vitest";

import { readSymbolLibraryState } from "./symbol-library-state";

describe("readSymbolLibraryState", () => {
  it("is the whole library without parameters", () => {
    expect(readSymbolLibraryState("")).toEqual({ q: "", category: "All", view: "library" });
  });

  it("reads a search, a category (with its ampersand) and the emoji view", () => {
    expect(readSymbolLibraryState("?q=heart&category=Dots+%26+Lines&view=emoji")).toEqual({
      q: "heart",
      category: "Dots & Lines",
      view: "emoji",
    });
  });

  it("ignores what it does not know", () => {
    expect(readSymbolLibraryState("?category=hearts&view=all")).toEqual({ q: "", category: "All", view: "library" });
  });
});
