import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  BIO_EXAMPLES,
  EXAMPLE_ANALYSIS,
  EXAMPLE_CATEGORIES,
  EXAMPLE_FILTER_LABELS,
  EXAMPLE_FILTERS,
  type ExampleFilter,
  exampleFacts,
  examplesSummary,
  formatIllustrativeMetric,
  ILLUSTRATIVE_METRIC_LABELS,
  ILLUSTRATIVE_METRICS_NOTE,
  isExampleFilter,
  searchExamples,
  TOP_PERFORMER_COUNT,
  topPerformers,
} from "./examples";
import { countCharacters, fitsPlatform } from "../text/count-characters";

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe("BIO_EXAMPLES content", () => {
  it("offers the product's filters: all, business, creative, personal", () => {
    expect(EXAMPLE_FILTERS).toEqual(["All", "business", "creative", "personal"]);
    for (const filter of EXAMPLE_FILTERS) expect(EXAMPLE_FILTER_LABELS[filter].trim()).not.toBe("");
  });

  it("has exactly 12 examples with unique ids and bios", () => {
    expect(BIO_EXAMPLES).toHaveLength(12);
    expect(new Set(ids(BIO_EXAMPLES)).size).toBe(12);
    expect(new Set(BIO_EXAMPLES.map((example) => example.bio)).size).toBe(12);
  });

  it("uses each category at least three times, and each difficulty", () => {
    for (const category of EXAMPLE_CATEGORIES) {
      expect(BIO_EXAMPLES.filter((example) => example.category === category).length, category).toBeGreaterThanOrEqual(
        3,
      );
    }
    expect(new Set(BIO_EXAMPLES.map((example) => example.difficulty))).toEqual(
      new Set(["Beginner", "Intermediate", "Professional"]),
    );
  });

  it("fills every field", () => {
    for (const example of BIO_EXAMPLES) {
      expect(EXAMPLE_CATEGORIES, example.id).toContain(example.category);
      expect(example.industry.trim(), example.id).not.toBe("");
      expect(example.highlights.length, example.id).toBeGreaterThanOrEqual(2);
      for (const highlight of example.highlights) expect(highlight.trim(), example.id).not.toBe("");
      const { engagement, followers, clicks } = example.illustrativeMetrics;
      expect(engagement, example.id).toBeGreaterThan(0);
      expect(engagement, example.id).toBeLessThan(100);
      expect(Number.isInteger(followers) && followers > 0, example.id).toBe(true);
      expect(Number.isInteger(clicks) && clicks >= 0, example.id).toBe(true);
    }
  });

  it("writes every bio on three non-empty lines within Instagram's limit", () => {
    for (const example of BIO_EXAMPLES) {
      const lines = example.bio.split("\n");
      expect(lines, example.id).toHaveLength(3);
      expect(
        lines.every((line) => line.trim() === line && line !== ""),
        example.id,
      ).toBe(true);
      expect(
        fitsPlatform(example.bio, "instagram"),
        `${example.id}: ${countCharacters(example.bio, "instagram")}`,
      ).toBe(true);
    }
  });

  it("labels the invented metrics as illustrative", () => {
    expect(ILLUSTRATIVE_METRICS_NOTE).toMatch(/^Illustrative/);
    expect(ILLUSTRATIVE_METRICS_NOTE).toContain("invented");
    expect(Object.keys(ILLUSTRATIVE_METRIC_LABELS).sort()).toEqual(["clicks", "engagement", "followers"]);
  });
});

describe("searchExamples", () => {
  it("returns all 12 in table order for a blank query and 'All'", () => {
    expect(searchExamples("", "All")).toEqual([...BIO_EXAMPLES]);
    expect(searchExamples("   ")).toEqual([...BIO_EXAMPLES]);
  });

  it.each<[string, string, ExampleFilter, string[]]>([
    ["the bio, ignoring case", "WHEEL-THROWN", "All", ["ceramicist"]],
    ["the industry", "bookkeeping", "All", ["freelance-bookkeeper"]],
    ["a highlight", "nervous dogs", "All", ["dog-groomer"]],
    ["a category alone", "", "creative", ["ceramicist", "tattoo-artist", "podcast-host", "film-photographer"]],
    ["query AND category", "every", "business", ["coffee-roastery", "independent-bookshop"]],
    ["the same query in another category", "every", "personal", ["retired-gardener"]],
    ["a query outside the category", "ceramics", "business", []],
    ["nothing", "no example mentions this", "All", []],
  ])("matches %s", (_case, query, filter, expected) => {
    expect(ids(searchExamples(query, filter))).toEqual(expected);
  });

  it("is the AND of the filter and the query", () => {
    const filter = fc.constantFrom<ExampleFilter>(...EXAMPLE_FILTERS);
    const query = fc.constantFrom("every", "line", "☕", "BOOK", "first", "zzz", "", "a");
    fc.assert(
      fc.property(query, filter, (q, f) => {
        const byQuery = new Set(ids(searchExamples(q, "All")));
        const byFilter = new Set(ids(searchExamples("", f)));
        expect(ids(searchExamples(q, f))).toEqual(
          ids(BIO_EXAMPLES).filter((id) => byQuery.has(id) && byFilter.has(id)),
        );
      }),
    );
  });

  it("never throws and stays within the filter for any query", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.constantFrom<ExampleFilter>(...EXAMPLE_FILTERS), (q, f) => {
        for (const example of searchExamples(q, f)) expect(f === "All" || example.category === f).toBe(true);
      }),
    );
  });
});

describe("topPerformers", () => {
  it("is the top 3 of all examples by engagement, best first", () => {
    const top = topPerformers();
    expect(top).toHaveLength(TOP_PERFORMER_COUNT);
    expect(TOP_PERFORMER_COUNT).toBe(3);
    const sorted = [...BIO_EXAMPLES].map((example) => example.illustrativeMetrics.engagement).sort((a, b) => b - a);
    expect(top.map((example) => example.illustrativeMetrics.engagement)).toEqual(sorted.slice(0, 3));
    expect(ids(top)).toEqual(["film-photographer", "ceramicist", "late-start-runner"]);
  });

  it("ranks a given list, keeping table order on ties, and copes with short lists", () => {
    const business = searchExamples("", "business");
    expect(ids(topPerformers(business))).toEqual(["dog-groomer", "independent-bookshop", "coffee-roastery"]);
    const tie = [
      { ...BIO_EXAMPLES[0], id: "a", illustrativeMetrics: { engagement: 5, followers: 1, clicks: 1 } },
      { ...BIO_EXAMPLES[1], id: "b", illustrativeMetrics: { engagement: 5, followers: 1, clicks: 1 } },
    ];
    expect(ids(topPerformers(tie))).toEqual(["a", "b"]);
    expect(topPerformers([])).toEqual([]);
  });
});

describe("examplesSummary", () => {
  it.each<[number, ExampleFilter, string, string]>([
    [12, "All", "", "Showing 12 examples in all categories"],
    [4, "business", "   ", "Showing 4 examples in Business"],
    [1, "creative", "ceramics", 'Showing 1 example in Creative matching "ceramics"'],
    [0, "personal", " zzz ", 'Showing 0 examples in Personal matching "zzz"'],
    [3, "All", "Every", 'Showing 3 examples in all categories matching "Every"'],
  ])("%i in %s for %j reads %j", (count, filter, query, expected) => {
    expect(examplesSummary(count, filter, query)).toBe(expected);
  });
});

describe("isExampleFilter", () => {
  it("accepts exactly the filters", () => {
    for (const filter of EXAMPLE_FILTERS) expect(isExampleFilter(filter)).toBe(true);
    for (const value of ["all", "Business", "", null]) expect(isExampleFilter(value)).toBe(false);
  });
});

describe("formatIllustrativeMetric", () => {
  it.each<[keyof typeof ILLUSTRATIVE_METRIC_LABELS, number, string]>([
    ["engagement", 4.2, "4.2%"],
    ["engagement", 7, "7.0%"],
    ["followers", 930, "930"],
    ["followers", 12400, "12.4K"],
    ["followers", 21000, "21K"],
    ["clicks", 1200, "1.2K"],
    ["followers", 2_500_000, "2.5M"],
  ])("%s %d → %s", (key, value, expected) => {
    expect(formatIllustrativeMetric(key, value)).toBe(expected);
  });
});

describe("the Analysis tab", () => {
  it("has a few fully filled sections with unique ids", () => {
    expect(EXAMPLE_ANALYSIS.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ids(EXAMPLE_ANALYSIS)).size).toBe(EXAMPLE_ANALYSIS.length);
    for (const section of EXAMPLE_ANALYSIS) {
      expect(section.title.trim(), section.id).not.toBe("");
      expect(section.summary.trim(), section.id).not.toBe("");
      expect(section.points.length, section.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("says only what the examples bear out", () => {
    const bios = BIO_EXAMPLES.map((example) => example.bio.toLowerCase());
    // 'Every example uses the same shape' (three lines) and 'what they leave out'.
    expect(exampleFacts().threeLineCount).toBe(BIO_EXAMPLES.length);
    for (const word of ["passionate", "creator", "#", "welcome to", "#1", "best in"]) {
      expect(
        bios.some((bio) => bio.includes(word)),
        word,
      ).toBe(false);
    }
    for (const bio of BIO_EXAMPLES.map((example) => example.bio)) {
      expect(bio).not.toMatch(/[\u{1D400}-\u{1D7FF}]/u);
    }
  });

  it("measures the examples' lengths as Instagram counts them", () => {
    const facts = exampleFacts();
    const lengths = BIO_EXAMPLES.map((example) => countCharacters(example.bio, "instagram"));
    expect(facts.count).toBe(12);
    expect(facts.shortestLength).toBe(Math.min(...lengths));
    expect(facts.longestLength).toBe(Math.max(...lengths));
    expect(facts.averageLength).toBe(Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length));
    expect(exampleFacts([])).toEqual({
      count: 0,
      averageLength: 0,
      shortestLength: 0,
      longestLength: 0,
      threeLineCount: 0,
    });
  });
});
