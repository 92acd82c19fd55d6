import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  buildFaqJsonLd,
  FAQ_CATEGORIES,
  FAQ_FILTER_LABELS,
  FAQ_FILTERS,
  FAQ_ITEMS,
  type FaqFilter,
  isFaqFilter,
  mostPopularFaqs,
  QUICK_ANSWERS,
  searchFaq,
  showsMostPopular,
} from "./faq";
import { PLATFORM_IDS, PLATFORM_LIMITS } from "../text/platforms";

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe("FAQ content", () => {
  it("offers the product's filters, 'All' first, each with a label", () => {
    expect(FAQ_FILTERS).toEqual(["All", "general", "features", "optimization", "technical"]);
    for (const filter of FAQ_FILTERS) {
      expect(FAQ_FILTER_LABELS[filter].trim()).not.toBe("");
    }
  });

  it("has exactly 16 questions and 4 quick answers, with unique ids and questions", () => {
    expect(FAQ_ITEMS).toHaveLength(16);
    expect(QUICK_ANSWERS).toHaveLength(4);
    const allIds = [...ids(FAQ_ITEMS), ...ids(QUICK_ANSWERS)];
    expect(new Set(allIds).size).toBe(allIds.length);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(16);
  });

  it("uses every category, and only known ones", () => {
    for (const item of FAQ_ITEMS) {
      expect(FAQ_CATEGORIES).toContain(item.category);
    }
    expect(new Set(FAQ_ITEMS.map((item) => item.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it("fills every field: a question, non-empty paragraphs, tags and a popularity", () => {
    for (const item of FAQ_ITEMS) {
      expect(item.id, item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(item.question.trim().endsWith("?"), item.id).toBe(true);
      expect(item.answer.length, item.id).toBeGreaterThan(0);
      for (const paragraph of item.answer) {
        expect(paragraph.trim(), item.id).not.toBe("");
        expect(paragraph, item.id).toBe(paragraph.trim());
      }
      expect(item.tags.length, item.id).toBeGreaterThan(0);
      for (const tag of item.tags) {
        expect(tag.trim(), item.id).not.toBe("");
      }
      expect(new Set(item.tags).size, item.id).toBe(item.tags.length);
      expect(["high", "medium", "low"], item.id).toContain(item.popularity);
    }
  });

  it("keeps quick answers short: a short question and a one-line answer", () => {
    for (const quick of QUICK_ANSWERS) {
      expect(quick.question.trim().endsWith("?"), quick.id).toBe(true);
      expect(quick.question.length, quick.id).toBeLessThanOrEqual(40);
      expect(quick.answer, quick.id).not.toContain("\n");
      expect(quick.answer.length, quick.id).toBeLessThanOrEqual(80);
    }
  });

  it("states every platform's limit from the table in the limits answer", () => {
    const text = FAQ_ITEMS.find((item) => item.id === "character-limits")!.answer.join(" ");
    for (const id of PLATFORM_IDS) {
      const { name, field, limit } = PLATFORM_LIMITS[id];
      expect(text).toContain(`${name} ${field}: ${limit} characters.`);
    }
  });

  it("answers what people really ask", () => {
    const everything = FAQ_ITEMS.map((item) => [item.question, ...item.answer].join(" ").toLowerCase()).join(" ");
    for (const topic of [
      "line break",
      "screen reader",
      "search",
      "free",
      "account",
      "not stored",
      "composer",
      "language model",
      "ai-generated",
      "curated",
      "every emoji, however many parts it is made of, and fancy letters as two",
    ]) {
      expect(everything).toContain(topic);
    }
  });
});

describe("searchFaq", () => {
  it("answers 'can I make my bio shorter / fit TikTok?' (issue 22)", () => {
    for (const query of ["shorter", "fit tiktok"]) {
      expect(searchFaq(query.split(" ")[0] ?? "").map((item) => item.id)).toContain("character-limits");
    }
    const answer = FAQ_ITEMS.find((item) => item.id === "character-limits")?.answer.join(" ") ?? "";
    expect(answer).toMatch(/make my bio shorter, or fit it to TikTok\?/u);
    expect(answer).toContain("Shorten to fit");
    expect(answer).toContain("For Every Platform");
  });

  it("returns all 16 in table order for a blank query and 'All'", () => {
    expect(searchFaq("", "All")).toEqual([...FAQ_ITEMS]);
    expect(searchFaq(" \t ")).toEqual([...FAQ_ITEMS]);
  });

  it.each<[string, string, FaqFilter, string[]]>([
    ["the question", "LINE BREAKS in my Instagram", "All", ["instagram-line-breaks"]],
    ["an answer paragraph", "mathematical bold capital h", "All", ["fancy-fonts-search-accessibility"]],
    ["a tag", "SEO", "All", ["fancy-fonts-search-accessibility"]],
    ["a tag in another spelling", "favorites", "All", ["save-favourites"]],
    [
      "a category alone",
      "",
      "general",
      ["free-no-account", "what-is-stored", "supported-platforms", "independent-tool"],
    ],
    ["query AND category", "composer", "features", ["how-generator-works", "source-badges"]],
    ["query AND another category", "composer", "general", []],
    ["query matching nothing", "no answer says this", "All", []],
  ])("matches %s", (_case, query, category, expected) => {
    expect(ids(searchFaq(query, category))).toEqual(expected);
  });

  it("never returns a question outside the chosen category, for any query", () => {
    const filter = fc.constantFrom<FaqFilter>(...FAQ_FILTERS);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), filter, (query, category) => {
        for (const item of searchFaq(query, category)) {
          expect(category === "All" || item.category === category).toBe(true);
        }
      }),
    );
  });

  it("is the AND of the category filter and the query", () => {
    const filter = fc.constantFrom<FaqFilter>(...FAQ_FILTERS);
    const query = fc.constantFrom("x", "instagram", "font", "free", "COPY", "zzz", "", "link");
    fc.assert(
      fc.property(query, filter, (q, category) => {
        const byQuery = new Set(ids(searchFaq(q, "All")));
        const byCategory = new Set(ids(searchFaq("", category)));
        expect(ids(searchFaq(q, category))).toEqual(
          ids(FAQ_ITEMS).filter((id) => byQuery.has(id) && byCategory.has(id)),
        );
      }),
    );
  });
});

describe("Most Popular", () => {
  it("lists the high-popularity questions in table order", () => {
    const popular = mostPopularFaqs();
    expect(popular.length).toBeGreaterThanOrEqual(3);
    expect(popular.length).toBeLessThan(FAQ_ITEMS.length);
    expect(popular.every((item) => item.popularity === "high")).toBe(true);
    expect(ids(popular)).toEqual(ids(FAQ_ITEMS.filter((item) => item.popularity === "high")));
  });

  it.each<[string, FaqFilter, boolean]>([
    ["", "All", true],
    ["   ", "All", true],
    ["", "general", false],
    ["font", "All", false],
    ["font", "technical", false],
  ])("with query %j and filter %s shows: %s", (query, category, shown) => {
    expect(showsMostPopular(query, category)).toBe(shown);
  });
});

describe("isFaqFilter", () => {
  it("accepts exactly the filters", () => {
    for (const filter of FAQ_FILTERS) expect(isFaqFilter(filter)).toBe(true);
    for (const value of ["all", "General", "", undefined, 3]) expect(isFaqFilter(value)).toBe(false);
  });
});

describe("buildFaqJsonLd", () => {
  it("lists the same 16 questions as the page, with their full answers", () => {
    const data = JSON.parse(JSON.stringify(buildFaqJsonLd())) as ReturnType<typeof buildFaqJsonLd>;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(FAQ_ITEMS.map((item) => item.question));
    data.mainEntity.forEach((entry, index) => {
      expect(entry["@type"]).toBe("Question");
      expect(entry.acceptedAnswer["@type"]).toBe("Answer");
      expect(entry.acceptedAnswer.text).toBe(FAQ_ITEMS[index]!.answer.join("\n\n"));
    });
  });

  it("describes only the questions it is given", () => {
    expect(buildFaqJsonLd(mostPopularFaqs()).mainEntity).toHaveLength(mostPopularFaqs().length);
  });
});
