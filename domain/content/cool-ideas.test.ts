import { describe, expect, it } from "vitest";

import { countCharacters } from "../text/count-characters";
import { PLATFORM_LIMITS } from "../text/platforms";

import { uncitableNumbers } from "./cited-limits";
import { COOL_IDEA_GROUPS, POPULAR_BIO_STYLES } from "./cool-ideas";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("cool idea groups", () => {
  it("are the product's four groups, in order, five ideas each", () => {
    expect(COOL_IDEA_GROUPS.map((group) => group.title)).toEqual([
      "Trendy One-Liners",
      "Creative & Artistic",
      "Motivational & Inspiring",
      "Lifestyle & Travel",
    ]);
    for (const group of COOL_IDEA_GROUPS) expect(group.ideas, group.id).toHaveLength(5);
  });

  it("have unique kebab-case ids and a description", () => {
    const ids = COOL_IDEA_GROUPS.map((group) => group.id);
    for (const id of ids) expect(id).toMatch(KEBAB);
    expect(new Set(ids).size).toBe(4);
    for (const group of COOL_IDEA_GROUPS) expect(group.description.trim()).not.toBe("");
  });

  it("holds twenty different ideas, each postable on Instagram as it is", () => {
    const ideas = COOL_IDEA_GROUPS.flatMap((group) => group.ideas);
    expect(new Set(ideas.map((idea) => idea.toLowerCase())).size).toBe(20);
    for (const idea of ideas) {
      expect(idea, idea).toBe(idea.trim());
      expect(idea.length, idea).toBeGreaterThan(0);
      expect(countCharacters(idea, "instagram"), idea).toBeLessThanOrEqual(PLATFORM_LIMITS.instagram.limit);
      expect(countCharacters(idea, "twitter"), idea).toBeLessThanOrEqual(PLATFORM_LIMITS.twitter.limit);
      expect(idea).not.toMatch(/[{}[\]]|undefined/);
      expect(uncitableNumbers(idea)).toEqual([]);
    }
  });
});

describe("popular bio styles", () => {
  it("are ten, with unique ids and names", () => {
    expect(POPULAR_BIO_STYLES).toHaveLength(10);
    expect(new Set(POPULAR_BIO_STYLES.map((style) => style.id)).size).toBe(10);
    expect(new Set(POPULAR_BIO_STYLES.map((style) => style.name)).size).toBe(10);
    for (const style of POPULAR_BIO_STYLES) expect(style.id).toMatch(KEBAB);
  });

  it("each have a one-sentence description and a short example that fits Instagram", () => {
    for (const style of POPULAR_BIO_STYLES) {
      expect(style.name.trim(), style.id).not.toBe("");
      // One sentence: ends with a full stop and has no other sentence end inside.
      expect(style.description, style.id).toMatch(/^[^.!?]+\.$/u);
      expect(style.example.trim(), style.id).toBe(style.example);
      expect(countCharacters(style.example, "instagram"), style.id).toBeLessThanOrEqual(
        PLATFORM_LIMITS.instagram.limit,
      );
      expect(countCharacters(style.example, "tiktok"), style.id).toBeLessThanOrEqual(PLATFORM_LIMITS.tiktok.limit);
      expect(uncitableNumbers(`${style.description} ${style.example}`)).toEqual([]);
    }
  });
});
