import { describe, expect, it } from "vitest";

import { readTemplateCollectionState } from "./template-collection-state";

describe("readTemplateCollectionState", () => {
  it("is every template without parameters", () => {
    expect(readTemplateCollectionState("")).toEqual({ q: "", category: "All" });
  });

  it("reads a search and a known category, and ignores an unknown one", () => {
    expect(readTemplateCollectionState("?q=cozy&category=Lifestyle")).toEqual({ q: "cozy", category: "Lifestyle" });
    expect(readTemplateCollectionState("?q=cozy&category=lifestyle")).toEqual({ q: "cozy", category: "All" });
  });
});
