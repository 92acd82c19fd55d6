import { describe, expect, it } from "vitest";

import { BIO_TEMPLATE_HOW_TO, BIO_TEMPLATE_INFO_CARDS, TEMPLATE_PLACEHOLDERS } from "./bio-templates-guide";
import { RESOURCE_SHORT_BIO_MAX, RESOURCE_TEMPLATES } from "../templates/resource-templates";
import { fitsPlatform } from "../text/count-characters";
import { PLATFORM_IDS, PLATFORM_LIMITS } from "../text/platforms";

describe("Bio Templates info cards", () => {
  it("has three or four cards, fully filled, with unique ids", () => {
    expect(BIO_TEMPLATE_INFO_CARDS.length).toBeGreaterThanOrEqual(3);
    expect(BIO_TEMPLATE_INFO_CARDS.length).toBeLessThanOrEqual(4);
    expect(new Set(BIO_TEMPLATE_INFO_CARDS.map((card) => card.id)).size).toBe(BIO_TEMPLATE_INFO_CARDS.length);
    for (const card of BIO_TEMPLATE_INFO_CARDS) {
      expect(card.title.trim(), card.id).not.toBe("");
      expect(card.description.trim(), card.id).not.toBe("");
    }
  });

  it("names only placeholders the templates use, and every one they use", () => {
    for (const placeholder of TEMPLATE_PLACEHOLDERS) {
      expect(
        RESOURCE_TEMPLATES.some((template) => template.bio.includes(placeholder)),
        placeholder,
      ).toBe(true);
    }
    const withoutPlaceholders = RESOURCE_TEMPLATES.map((template) =>
      TEMPLATE_PLACEHOLDERS.reduce<string>((bio, placeholder) => bio.replaceAll(placeholder, ""), template.bio),
    );
    for (const bio of withoutPlaceholders) expect(bio).not.toMatch(/\byour(?:\s[A-Z]|[a-z])/);
  });

  it("backs its claims: every template fits Instagram, and 'Short' ones fit every platform", () => {
    // 'Short' is defined by the templates module; the card quotes TikTok's limit for it.
    expect(RESOURCE_SHORT_BIO_MAX).toBe(PLATFORM_LIMITS.tiktok.limit);
    for (const template of RESOURCE_TEMPLATES) {
      expect(fitsPlatform(template.bio, "instagram"), template.id).toBe(true);
      expect(template.bio.split("\n").length, template.id).toBeLessThanOrEqual(3);
      if (template.length === "Short") {
        for (const platform of PLATFORM_IDS) expect(fitsPlatform(template.bio, platform), template.id).toBe(true);
      }
    }
  });
});

describe("Bio Templates how-to card", () => {
  it("has a title and a few ordered steps, fully filled", () => {
    expect(BIO_TEMPLATE_HOW_TO.title.trim()).not.toBe("");
    expect(BIO_TEMPLATE_HOW_TO.steps.length).toBeGreaterThanOrEqual(3);
    expect(new Set(BIO_TEMPLATE_HOW_TO.steps.map((step) => step.id)).size).toBe(BIO_TEMPLATE_HOW_TO.steps.length);
    for (const step of BIO_TEMPLATE_HOW_TO.steps) {
      expect(step.title.trim(), step.id).not.toBe("");
      expect(step.detail.trim(), step.id).not.toBe("");
    }
  });

  it("names the page's real button", () => {
    expect(BIO_TEMPLATE_HOW_TO.steps.some((step) => step.detail.includes("'Copy Bio'"))).toBe(true);
  });
});
