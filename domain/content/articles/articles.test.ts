import { describe, expect, it } from "vitest";

import { countCharacters } from "../../text/count-characters";
import { PLATFORM_IDS, PLATFORM_LIMITS } from "../../text/platforms";
import {
  type Article,
  articleExampleBios,
  articleLinks,
  articlePlainText,
  articleWordCount,
  inlinePlainText,
  isSiteLinkPath,
} from "../article";
import { uncitableNumbers } from "../cited-limits";

import { AESTHETIC_BIOS_ARTICLE } from "./aesthetic-bios";
import { AI_BIO_GENERATOR_ARTICLE } from "./ai-bio-generator";
import { BUSINESS_BIOS_ARTICLE } from "./business-bios";
import { COOL_BIO_IDEAS_ARTICLE } from "./cool-bio-ideas";
import { FUNNY_BIOS_ARTICLE } from "./funny-bios";
import { PLATFORM_LIMIT_ITEMS } from "./platform-limits";

const ARTICLES: readonly Article[] = [
  AESTHETIC_BIOS_ARTICLE,
  FUNNY_BIOS_ARTICLE,
  BUSINESS_BIOS_ARTICLE,
  COOL_BIO_IDEAS_ARTICLE,
  AI_BIO_GENERATOR_ARTICLE,
];

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("category and generator articles", () => {
  it("have unique ids", () => {
    expect(new Set(ARTICLES.map((article) => article.id)).size).toBe(ARTICLES.length);
  });

  describe.each(ARTICLES.map((article) => [article.id, article] as const))("%s", (_id, article) => {
    it("is roughly 400-900 words", () => {
      const words = articleWordCount(article);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(900);
    });

    it("has a title and sections with unique kebab-case ids, headings and content", () => {
      expect(article.title.trim()).not.toBe("");
      const ids = article.sections.map((section) => section.id);
      for (const id of ids) expect(id).toMatch(KEBAB);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of article.sections) {
        expect(section.heading.trim(), section.id).not.toBe("");
        expect(section.blocks.length, section.id).toBeGreaterThan(0);
        for (const block of section.blocks) {
          if (block.kind === "list") expect(block.items.length, section.id).toBeGreaterThan(1);
          if (block.kind === "examples") expect(block.bios.length, section.id).toBeGreaterThan(0);
        }
      }
    });

    it("covers what makes a good bio, examples, mistakes and platform limits", () => {
      const ids = article.sections.map((section) => section.id);
      expect(ids).toContain("examples");
      expect(ids).toContain("mistakes-to-avoid");
      expect(ids).toContain("character-limits");
      expect(articleExampleBios(article).length).toBeGreaterThanOrEqual(3);
    });

    it("links only to the site's own pages", () => {
      const links = articleLinks(article);
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(isSiteLinkPath(href), href).toBe(true);
    });

    it("has example bios that fit Instagram, in at most three lines, with no placeholders", () => {
      for (const bio of articleExampleBios(article)) {
        expect(countCharacters(bio, "instagram"), bio).toBeLessThanOrEqual(PLATFORM_LIMITS.instagram.limit);
        expect(bio.split("\n").length, bio).toBeLessThanOrEqual(3);
        expect(bio, bio).toBe(bio.trim());
        expect(bio).not.toMatch(/[{}]|undefined|\[|\]/);
      }
    });

    it("cites no number that is not a limit from the table", () => {
      expect(uncitableNumbers(articlePlainText(article))).toEqual([]);
    });

    it("leaves nothing unfinished in its text", () => {
      const text = articlePlainText(article);
      expect(text).not.toMatch(/undefined|NaN|\$\{|TODO|lorem/i);
      expect(text).not.toMatch(/ {2}/);
    });

    it("never calls composer bios machine-learned", () => {
      const text = articlePlainText(article).toLowerCase();
      expect(text).not.toMatch(/machine learning|neural|trained on|deep learning/);
    });
  });
});

describe("the cool guide's examples", () => {
  it("fit every platform, as its text says", () => {
    for (const bio of articleExampleBios(COOL_BIO_IDEAS_ARTICLE)) {
      for (const platform of PLATFORM_IDS)
        expect(countCharacters(bio, platform) <= PLATFORM_LIMITS[platform].limit, bio).toBe(true);
    }
  });
});

describe("the limits list", () => {
  it("names every platform of the table with its limit", () => {
    const text = PLATFORM_LIMIT_ITEMS.map(inlinePlainText).join("\n");
    for (const platform of PLATFORM_IDS) {
      const { name, limit } = PLATFORM_LIMITS[platform];
      expect(text).toContain(`${name}`);
      expect(text).toContain(`${limit}`);
    }
    expect(uncitableNumbers(text)).toEqual([]);
  });
});
