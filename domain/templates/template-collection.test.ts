import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  type CollectionTemplate,
  TEMPLATE_COLLECTION,
  TEMPLATE_COLLECTION_CATEGORIES,
  TEMPLATE_COLLECTION_FILTERS,
  type TemplateCollectionFilter,
  searchTemplateCollection,
} from "./template-collection";

const graphemes = (text: string): number =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;

const ids = (results: readonly { id: string }[]) => results.map((entry) => entry.id);

describe("TEMPLATE_COLLECTION content", () => {
  it("offers the product's categories behind an 'All' filter", () => {
    expect(TEMPLATE_COLLECTION_FILTERS).toEqual([
      "All",
      "Creative",
      "Business",
      "Lifestyle",
      "Fitness",
      "Food",
      "Fashion",
      "Tech",
      "Education",
      "Minimal",
      "Fun",
    ]);
  });

  it("has exactly 15 templates with unique ids", () => {
    expect(TEMPLATE_COLLECTION).toHaveLength(15);
    const allIds = ids(TEMPLATE_COLLECTION);
    expect(new Set(allIds).size).toBe(15);
  });

  it("uses known categories, and most of them", () => {
    for (const entry of TEMPLATE_COLLECTION) {
      expect(TEMPLATE_COLLECTION_CATEGORIES).toContain(entry.category);
    }
    const used = new Set(TEMPLATE_COLLECTION.map((entry) => entry.category));
    expect(used.size).toBeGreaterThanOrEqual(8);
  });

  it("fills every field: title, text, two distinct tags, popularity 1-5", () => {
    for (const entry of TEMPLATE_COLLECTION) {
      expect(entry.title.trim(), entry.id).not.toBe("");
      expect(entry.template.trim(), entry.id).not.toBe("");
      expect(entry.tags, entry.id).toHaveLength(2);
      expect(entry.tags[0], entry.id).not.toBe(entry.tags[1]);
      for (const tag of entry.tags) {
        expect(tag.trim(), entry.id).not.toBe("");
      }
      expect(Number.isInteger(entry.popularity), entry.id).toBe(true);
      expect(entry.popularity, entry.id).toBeGreaterThanOrEqual(1);
      expect(entry.popularity, entry.id).toBeLessThanOrEqual(5);
    }
  });

  it("keeps every bio within 150 characters and 3 non-empty lines", () => {
    for (const entry of TEMPLATE_COLLECTION) {
      const lines = entry.template.split("\n");
      expect(lines.length, entry.id).toBeLessThanOrEqual(3);
      expect(
        lines.every((line) => line.trim() !== ""),
        entry.id,
      ).toBe(true);
      expect(graphemes(entry.template), entry.id).toBeLessThanOrEqual(150);
    }
  });

  it("has unique titles and texts", () => {
    expect(new Set(TEMPLATE_COLLECTION.map((entry) => entry.title)).size).toBe(15);
    expect(new Set(TEMPLATE_COLLECTION.map((entry) => entry.template)).size).toBe(15);
  });
});

describe("searchTemplateCollection", () => {
  it("returns all 15 for a blank query and 'All', most popular first, ties in table order", () => {
    const table: readonly CollectionTemplate[] = TEMPLATE_COLLECTION;
    const all = searchTemplateCollection("", "All");
    expect(all).toHaveLength(15);
    expect(searchTemplateCollection("   ")).toEqual(all);
    for (let position = 1; position < all.length; position += 1) {
      const previous = all[position - 1];
      const current = all[position];
      if (!previous || !current) throw new Error("unreachable");
      expect(previous.popularity).toBeGreaterThanOrEqual(current.popularity);
      if (previous.popularity === current.popularity) {
        expect(table.indexOf(previous)).toBeLessThan(table.indexOf(current));
      }
    }
  });

  it("does not reorder the table itself", () => {
    const before = ids(TEMPLATE_COLLECTION);
    searchTemplateCollection("");
    expect(ids(TEMPLATE_COLLECTION)).toEqual(before);
  });

  it("matches the title, ignoring case", () => {
    expect(ids(searchTemplateCollection("PATIENT TUTOR", "All"))).toEqual(["patient-tutor"]);
  });

  it("matches the template text, ignoring case", () => {
    expect(ids(searchTemplateCollection("EXTRA GARLIC", "All"))).toEqual(["weeknight-cook"]);
  });

  it("matches a tag, ignoring case", () => {
    expect(ids(searchTemplateCollection("sustainABLE", "All"))).toEqual(["thrift-stylist"]);
    expect(ids(searchTemplateCollection("puns", "All"))).toEqual(["pun-collector"]);
  });

  it("ANDs the query with the category and sorts the result", () => {
    expect(ids(searchTemplateCollection("", "Fun"))).toEqual(["snack-taster", "pun-collector"]);
    expect(ids(searchTemplateCollection("", "Creative"))).toEqual(["dreamy-illustrator", "studio-maker"]);
    const everywhere = searchTemplateCollection("www.yourwebsite.com", "All");
    const creative = searchTemplateCollection("www.yourwebsite.com", "Creative");
    expect(creative.map((entry) => entry.category)).toEqual(["Creative"]);
    expect(everywhere.length).toBeGreaterThan(creative.length);
    expect(searchTemplateCollection("garlic", "Tech")).toEqual([]);
  });

  it("returns [] when nothing matches", () => {
    expect(searchTemplateCollection("no template says this", "All")).toEqual([]);
  });

  it("never throws and returns a sorted subset of the category for any input", () => {
    const filter = fc.constantFrom<TemplateCollectionFilter>(...TEMPLATE_COLLECTION_FILTERS);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), filter, (query, category) => {
        const results = searchTemplateCollection(query, category);
        expect(new Set(results).size).toBe(results.length);
        results.forEach((entry, position) => {
          expect(TEMPLATE_COLLECTION).toContain(entry);
          expect(category === "All" || entry.category === category).toBe(true);
          const next = results[position + 1];
          if (next) expect(entry.popularity).toBeGreaterThanOrEqual(next.popularity);
        });
      }),
    );
  });
});
