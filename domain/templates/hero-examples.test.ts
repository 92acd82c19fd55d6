import { describe, expect, it } from "vitest";

import { HERO_EXAMPLES } from "./hero-examples";
import { MAIN_TEMPLATES } from "./main-templates";

describe("HERO_EXAMPLES", () => {
  it("are distinct main-template bios, none of them the one the Templates panel shows first", () => {
    const firstShown = new Set<string>(MAIN_TEMPLATES.map((template) => template.variants[0]));
    const all = new Set<string>(MAIN_TEMPLATES.flatMap((template) => template.variants));
    expect(new Set(HERO_EXAMPLES.map((example) => example.text)).size).toBe(HERO_EXAMPLES.length);
    expect(new Set(HERO_EXAMPLES.map((example) => example.label)).size).toBe(HERO_EXAMPLES.length);
    for (const example of HERO_EXAMPLES) {
      expect(all.has(example.text), example.label).toBe(true);
      expect(firstShown.has(example.text), example.label).toBe(false);
    }
  });
});
