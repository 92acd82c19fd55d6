import { describe, expect, it } from "vitest";

import { TEMPLATE_COLLECTION } from "./template-collection";
import { templateCollectionStats } from "./template-collection-stats";

describe("templateCollectionStats", () => {
  it("describes the collection from its data", () => {
    const stats = templateCollectionStats();
    expect(stats.templates).toBe(15);
    expect(stats.categories).toBe(10);
    expect(stats.allFitInstagram).toBe(true);
    expect(stats.longest).toBeGreaterThan(50);
    expect(stats.longest).toBeLessThanOrEqual(150);
    expect(stats.withPlaceholders).toBe(12);
  });

  it("counts what it is given, so a template over the limit shows", () => {
    const first = TEMPLATE_COLLECTION[0];
    const long = { ...first, id: "long", template: "✨".repeat(151) };
    const stats = templateCollectionStats([first, long]);
    expect(stats).toMatchObject({ templates: 2, categories: 1, longest: 151, allFitInstagram: false });
    expect(templateCollectionStats([])).toEqual({
      templates: 0,
      categories: 0,
      longest: 0,
      allFitInstagram: true,
      withPlaceholders: 0,
    });
  });
});
