import { describe, expect, it } from "vitest";

import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class override a conflicting earlier one", () => {
    expect(cn("mt-4 text-sm font-medium", "mt-0 text-base")).toBe("font-medium mt-0 text-base");
  });

  it("keeps the theme's own colour names conflicting with each other", () => {
    expect(cn("bg-surface text-fg", "bg-accent")).toBe("text-fg bg-accent");
  });

  it("keeps the custom type scale apart from colours", () => {
    expect(cn("text-heading text-fg", "text-title")).toBe("text-fg text-title");
  });

  it("drops falsy values", () => {
    expect(cn("a", false, undefined, null, "", { b: true, c: false })).toBe("a b");
  });
});

describe("cn with the theme's scales", () => {
  it("lets a theme radius replace another", () => {
    expect(cn("rounded-lg p-2", "rounded-card")).toBe("p-2 rounded-card");
  });
});
