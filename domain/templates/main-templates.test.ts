import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  MAIN_TEMPLATE_CATEGORIES,
  MAIN_TEMPLATE_VARIANT_COUNT,
  MAIN_TEMPLATES,
  pickRandomVariants,
} from "./main-templates";

const graphemes = (text: string): number =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;

const PLACEHOLDER = /yourname@email\.com|www\.yourwebsite\.com|Your ?(City|Username|Channel|Server|Street|Business)/;

describe("MAIN_TEMPLATES content", () => {
  it("has the six categories with their badges, in order", () => {
    expect(MAIN_TEMPLATES.map((template) => [template.category, template.badge])).toEqual([
      ["Influencer", "Popular"],
      ["Business", "Professional"],
      ["Artist", "Creative"],
      ["Lifestyle", "Cozy"],
      ["Gamer", "Gaming"],
      ["Minimal", "Clean"],
    ]);
    expect(MAIN_TEMPLATES.map((template) => template.category)).toEqual([...MAIN_TEMPLATE_CATEGORIES]);
  });

  it("has unique ids", () => {
    const ids = MAIN_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(MAIN_TEMPLATES.map((template) => [template.category, template] as const))(
    "%s has exactly 3 distinct three-line bios within 150 characters",
    (_category, template) => {
      expect(MAIN_TEMPLATE_VARIANT_COUNT).toBe(3);
      expect(template.variants).toHaveLength(MAIN_TEMPLATE_VARIANT_COUNT);
      expect(new Set(template.variants).size).toBe(MAIN_TEMPLATE_VARIANT_COUNT);
      for (const bio of template.variants) {
        const lines = bio.split("\n");
        expect(lines, bio).toHaveLength(3);
        for (const line of lines) {
          expect(line.trim(), bio).toBe(line);
          expect(line, bio).not.toBe("");
        }
        expect(graphemes(bio), bio).toBeLessThanOrEqual(150);
      }
    },
  );

  it("gives most variants a placeholder to replace", () => {
    const bios = MAIN_TEMPLATES.flatMap((template) => [...template.variants]);
    const withPlaceholder = bios.filter((bio) => PLACEHOLDER.test(bio));
    expect(withPlaceholder.length).toBeGreaterThanOrEqual(bios.length - 2);
  });
});

describe("pickRandomVariants", () => {
  it("returns one pick per category, in order", () => {
    const picks = pickRandomVariants(() => 0.5);
    expect(picks.map((pick) => pick.category)).toEqual([...MAIN_TEMPLATE_CATEGORIES]);
    expect(picks.map((pick) => pick.variantIndex)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(picks[0]).toEqual({
      templateId: "influencer",
      category: "Influencer",
      badge: "Popular",
      variantIndex: 1,
      bio: MAIN_TEMPLATES[0].variants[1],
    });
  });

  it("maps the random source onto the variants: low to first, high to last", () => {
    const values = [0, 0.33, 0.34, 0.66, 0.67, 0.999];
    let call = 0;
    const picks = pickRandomVariants(() => values[call++] ?? 0);
    expect(picks.map((pick) => pick.variantIndex)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(call).toBe(6);
  });

  it("never indexes outside the variants, whatever the source returns", () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { minLength: 6, maxLength: 6 }), (values) => {
        let call = 0;
        const picks = pickRandomVariants(() => values[call++] ?? 0);
        picks.forEach((pick, position) => {
          const template = MAIN_TEMPLATES[position];
          expect(template).toBeDefined();
          expect(pick.variantIndex).toBeGreaterThanOrEqual(0);
          expect(pick.variantIndex).toBeLessThan(3);
          expect(template?.variants).toContain(pick.bio);
        });
      }),
    );
  });

  it("reaches every variant of every category", () => {
    for (const value of [0, 0.5, 0.9]) {
      const index = Math.floor(value * 3);
      for (const pick of pickRandomVariants(() => value)) {
        expect(pick.variantIndex).toBe(index);
      }
    }
  });
});
