import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  RESOURCE_SHORT_BIO_MAX,
  RESOURCE_TEMPLATE_CATEGORIES,
  RESOURCE_TEMPLATE_FILTERS,
  RESOURCE_TEMPLATES,
  type ResourceTemplateFilter,
  searchResourceTemplates,
} from "./resource-templates";

const graphemes = (text: string): number =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;

const ids = (results: readonly { id: string }[]) => results.map((entry) => entry.id);

describe("RESOURCE_TEMPLATES content", () => {
  it("offers the product's category list, 'All' first", () => {
    expect(RESOURCE_TEMPLATE_FILTERS).toEqual([
      "All",
      "Creative",
      "Business",
      "Influencer",
      "Personal",
      "Professional",
      "Health",
      "Food",
      "Tech",
      "Travel",
      "Music",
      "Fashion",
      "Education",
      "Wellness",
    ]);
  });

  it("has exactly 15 templates with unique ids, titles and bios", () => {
    expect(RESOURCE_TEMPLATES).toHaveLength(15);
    expect(new Set(ids(RESOURCE_TEMPLATES)).size).toBe(15);
    expect(new Set(RESOURCE_TEMPLATES.map((entry) => entry.title)).size).toBe(15);
    expect(new Set(RESOURCE_TEMPLATES.map((entry) => entry.bio)).size).toBe(15);
  });

  it("uses known categories, and many of them", () => {
    for (const entry of RESOURCE_TEMPLATES) {
      expect(RESOURCE_TEMPLATE_CATEGORIES).toContain(entry.category);
    }
    expect(new Set(RESOURCE_TEMPLATES.map((entry) => entry.category)).size).toBeGreaterThanOrEqual(10);
  });

  it("fills every field with an allowed value", () => {
    for (const entry of RESOURCE_TEMPLATES) {
      expect(entry.title.trim(), entry.id).not.toBe("");
      expect(entry.bio.trim(), entry.id).not.toBe("");
      expect(["Very High", "High", "Medium"], entry.id).toContain(entry.engagement);
      expect(["Short", "Medium"], entry.id).toContain(entry.length);
      expect(["Easy", "Medium"], entry.id).toContain(entry.difficulty);
    }
  });

  it("keeps every bio within 150 characters and 3 non-empty lines", () => {
    for (const entry of RESOURCE_TEMPLATES) {
      const lines = entry.bio.split("\n");
      expect(lines.length, entry.id).toBeLessThanOrEqual(3);
      expect(
        lines.every((line) => line.trim() !== ""),
        entry.id,
      ).toBe(true);
      expect(graphemes(entry.bio), entry.id).toBeLessThanOrEqual(150);
    }
  });

  it("labels a bio 'Short' exactly when it fits the short limit", () => {
    for (const entry of RESOURCE_TEMPLATES) {
      expect(entry.length, entry.id).toBe(graphemes(entry.bio) <= RESOURCE_SHORT_BIO_MAX ? "Short" : "Medium");
    }
  });
});

describe("searchResourceTemplates", () => {
  it("returns all 15 in table order for a blank query and 'All'", () => {
    expect(searchResourceTemplates("", "All")).toEqual([...RESOURCE_TEMPLATES]);
    expect(searchResourceTemplates("  \t")).toEqual([...RESOURCE_TEMPLATES]);
  });

  it("matches the title, ignoring case", () => {
    expect(ids(searchResourceTemplates("slow TRAVELLER", "All"))).toEqual(["slow-traveller"]);
  });

  it("matches the bio, ignoring case", () => {
    expect(ids(searchResourceTemplates("GRANDMOTHER", "All"))).toEqual(["home-baker"]);
  });

  it("matches the category name, ignoring case", () => {
    // 'wellness' appears in no title or bio, only as the category.
    expect(ids(searchResourceTemplates("WELLNESS", "All"))).toEqual(["yoga-teacher"]);
  });

  it("ANDs the query with the category", () => {
    expect(ids(searchResourceTemplates("", "Creative"))).toEqual(["illustrator-portfolio", "portrait-photographer"]);
    expect(ids(searchResourceTemplates("photographer", "Creative"))).toEqual(["portrait-photographer"]);
    expect(searchResourceTemplates("photographer", "Food")).toEqual([]);
    const everywhere = searchResourceTemplates("yourname@email.com", "All");
    const creative = searchResourceTemplates("yourname@email.com", "Creative");
    expect(creative.length).toBeGreaterThan(0);
    expect(creative.every((entry) => entry.category === "Creative")).toBe(true);
    expect(everywhere.length).toBeGreaterThan(creative.length);
  });

  it("returns [] when nothing matches", () => {
    expect(searchResourceTemplates("no bio mentions this", "All")).toEqual([]);
  });

  it("never throws and returns a subset of the category for any input", () => {
    const filter = fc.constantFrom<ResourceTemplateFilter>(...RESOURCE_TEMPLATE_FILTERS);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), filter, (query, category) => {
        const results = searchResourceTemplates(query, category);
        for (const entry of results) {
          expect(RESOURCE_TEMPLATES).toContain(entry);
          expect(category === "All" || entry.category === category).toBe(true);
        }
      }),
    );
  });

  it("finds every template by a slice of its title in any case", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RESOURCE_TEMPLATES), fc.nat(), fc.boolean(), (entry, start, upper) => {
        const from = start % entry.title.length;
        const slice = entry.title.slice(from, from + 4);
        const query = upper ? slice.toUpperCase() : slice.toLowerCase();
        expect(searchResourceTemplates(query, entry.category)).toContain(entry);
      }),
    );
  });
});
