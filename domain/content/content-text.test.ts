import { describe, expect, it } from "vitest";

import * as guide from "./bio-templates-guide";
import { CITABLE_LIMITS, findLimitMentions, formatLimit, OTHER_PLATFORM_LIMITS } from "./cited-limits";
import * as examples from "./examples";
import * as faq from "./faq";
import * as styleGuide from "./style-guide";
import * as tips from "./tips";
import { PLATFORM_LIMITS } from "../text/platforms";

/** Functions are skipped. */
function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (value instanceof Set) for (const item of value) collectStrings(item, out);
  else if (value !== null && typeof value === "object")
    for (const item of Object.values(value)) collectStrings(item, out);
  return out;
}

const MODULES = { faq, tips, examples, styleGuide, guide };
const TEXTS = Object.values(MODULES).flatMap((module) => collectStrings(module));

const LIMIT_BY_NAME: ReadonlyMap<string, number> = new Map<string, number>([
  ["Instagram", PLATFORM_LIMITS.instagram.limit],
  ["X", PLATFORM_LIMITS.twitter.limit],
  ["TikTok", PLATFORM_LIMITS.tiktok.limit],
  ["Facebook", PLATFORM_LIMITS.facebook.limit],
  ["LinkedIn", PLATFORM_LIMITS.linkedin.limit],
  ["Threads", OTHER_PLATFORM_LIMITS.threads.limit],
  ["Pinterest", OTHER_PLATFORM_LIMITS.pinterest.limit],
  ["YouTube", OTHER_PLATFORM_LIMITS.youtube.limit],
]);

// Within the same sentence and without another number before it.
const NAMED_LIMIT =
  /\b(Instagram|X|TikTok|Facebook|LinkedIn|Threads|Pinterest|YouTube)\b[^.\d]{0,40}?(\d[\d,]*)(?=[\s-]*characters?\b)/gu;

describe("findLimitMentions", () => {
  it.each<[string, number[]]>([
    ["Instagram allows 150 characters.", [150]],
    ["a 2,200-character caption", [2200]],
    ["the About section holds 2600 chars", [2600]],
    ["X's limit of 160 while it looks short", [160]],
    ["TikTok gives you 80 characters", [80]],
    ["Threads allows 150", [150]],
    ["a five-minute recipe, 8 years in practice, since 1998, over 40", []],
    ["Book a free 15-minute call", []],
  ])("finds the limits in %j", (text, expected) => {
    expect(findLimitMentions(text)).toEqual(expected);
  });
});

describe("formatLimit", () => {
  it("groups thousands the same way everywhere", () => {
    expect(formatLimit(80)).toBe("80");
    expect(formatLimit(1000)).toBe("1,000");
    expect(formatLimit(1234567)).toBe("1,234,567");
  });
});

describe("content text", () => {
  it("reaches the text of every content module", () => {
    expect(TEXTS.length).toBeGreaterThan(300);
    expect(TEXTS).toContain(faq.FAQ_ITEMS[0].question);
    expect(TEXTS).toContain(guide.BIO_TEMPLATE_HOW_TO.steps[0].detail);
  });

  it("mentions no character limit other than the table's and the three docs/product.md allows", () => {
    expect([...CITABLE_LIMITS].sort((a, b) => a - b)).toEqual([80, 101, 150, 160, 220, 500, 1000]);
    for (const text of TEXTS) {
      for (const limit of findLimitMentions(text)) {
        expect(CITABLE_LIMITS.has(limit), `${limit} in: ${text}`).toBe(true);
      }
    }
  });

  it("quotes each platform with its own limit", () => {
    let quoted = 0;
    for (const text of TEXTS) {
      for (const match of text.matchAll(NAMED_LIMIT)) {
        quoted += 1;
        expect(Number(match[2]!.replaceAll(",", "")), text).toBe(LIMIT_BY_NAME.get(match[1]!));
      }
    }
    expect(quoted).toBeGreaterThanOrEqual(8);
  });

  it("has no placeholder text, leaked values or stray whitespace", () => {
    for (const text of TEXTS) {
      expect(text, text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b/i);
      expect(text, text).not.toMatch(/\{\w+\}|\$\{|\bundefined\b|\bNaN\b|\bnull\b|\[object/);
      expect(text, text).not.toMatch(/ {2}|\t|^\s|\s$/);
    }
  });
});
