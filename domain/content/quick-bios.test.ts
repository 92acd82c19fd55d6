import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { countGraphemes } from "../text/graphemes";
import { PLATFORM_LIMITS } from "../text/platforms";

import {
  cleanQuickBioText,
  isQuickBioStyle,
  previewBio,
  QUICK_BIO_MAX_LENGTH,
  QUICK_BIO_STYLES,
  quickBios,
} from "./quick-bios";

const NURSE = "I'm a nurse who loves yoga and matcha";

const anyStyle = fc.constantFrom(...QUICK_BIO_STYLES);
const words = fc.array(
  fc.oneof(
    fc.stringMatching(/^[A-Za-z]{1,12}$/),
    fc.constantFrom("matcha", "nurse", "I'm", "café", "☕", "👩🏽‍⚕️", "#yoga", "@maya", "🇵🇹", "e\u0301"),
  ),
  { minLength: 1, maxLength: 60 },
);
const prose = words.map((list) => list.join(" "));
const anyText = fc.oneof(
  prose,
  fc.string({ unit: "grapheme", maxLength: 400 }),
  fc.string({ unit: "binary", maxLength: 400 }),
);

/** Aesthetic lowercases, bold shouts. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe("quick bios", () => {
  it("offers the product's six styles", () => {
    expect(QUICK_BIO_STYLES).toEqual(["creative", "professional", "funny", "aesthetic", "minimal", "bold"]);
    expect(isQuickBioStyle("bold")).toBe(true);
    expect(isQuickBioStyle("Bold")).toBe(false);
    expect(QUICK_BIO_MAX_LENGTH).toBe(PLATFORM_LIMITS.instagram.limit);
  });

  it("gives three different bios per style, each holding the visitor's sentence", () => {
    for (const style of QUICK_BIO_STYLES) {
      const bios = quickBios(`${NURSE}.`, style);
      expect(bios, style).toHaveLength(3);
      expect(new Set(bios).size, style).toBe(3);
      for (const bio of bios) expect(bio.toLowerCase(), style).toContain(NURSE.toLowerCase());
    }
  });

  it("gives eighteen different bios across the styles", () => {
    const all = QUICK_BIO_STYLES.flatMap((style) => quickBios("coffee, cats, code", style));
    expect(new Set(all).size).toBe(18);
  });

  it("tidies the text: one line, trimmed, no trailing punctuation", () => {
    expect(cleanQuickBioText("  nurse.\n\nyoga   and matcha!!  ")).toBe("nurse. yoga and matcha");
    expect(cleanQuickBioText("“Coffee, cats, code…”")).toBe("Coffee, cats, code");
    expect(cleanQuickBioText("- baker, ")).toBe("baker");
    expect(cleanQuickBioText("?!")).toBe("?!");
    expect(cleanQuickBioText(" \n\t ")).toBe("");
  });

  it("capitalises a line start, except a deliberate form such as iPhone", () => {
    expect(previewBio("nurse", "minimal")).toBe("Nurse");
    expect(previewBio("iPhone photographer", "minimal")).toBe("iPhone photographer");
    expect(previewBio("Nurse In Berlin", "aesthetic")).toContain("nurse in berlin");
    expect(previewBio("nurse", "bold")).toContain("NURSE");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const long = "I love long walks on the beach and writing about them ".repeat(6).trim();
    for (const style of QUICK_BIO_STYLES) {
      for (const bio of quickBios(long, style)) {
        expect(countGraphemes(bio), style).toBeLessThanOrEqual(QUICK_BIO_MAX_LENGTH);
        expect(bio, style).toContain("…");
        expect(bio, style).toMatch(/\b(?:i|love|long|walks|on|the|beach|and|writing|about|them)…/iu);
      }
    }
  });

  it("cuts inside a single word too long for any line", () => {
    const bios = quickBios("a".repeat(300), "funny");
    for (const bio of bios) {
      expect(countGraphemes(bio)).toBeLessThanOrEqual(QUICK_BIO_MAX_LENGTH);
      expect(bio).toMatch(/a…/);
    }
  });

  it("gives nothing for blank text, and the preview is empty", () => {
    for (const style of QUICK_BIO_STYLES) {
      expect(quickBios("", style)).toEqual([]);
      expect(quickBios("   \n  ", style)).toEqual([]);
      expect(previewBio("  ", style)).toBe("");
    }
  });

  it("previews the first quick bio, and the preview changes with the style", () => {
    const previews = QUICK_BIO_STYLES.map((style) => previewBio(NURSE, style));
    expect(new Set(previews).size).toBe(6);
    for (const style of QUICK_BIO_STYLES) expect(previewBio(NURSE, style)).toBe(quickBios(NURSE, style)[0]);
  });

  it("for any text: never throws, three bios when not blank, each within Instagram's limit, no template leftovers", () => {
    fc.assert(
      fc.property(anyText, anyStyle, (text, style) => {
        const bios = quickBios(text, style);
        if (cleanQuickBioText(text) === "") {
          expect(bios).toEqual([]);
          return;
        }
        expect(bios).toHaveLength(3);
        for (const bio of bios) {
          expect(countGraphemes(bio)).toBeLessThanOrEqual(QUICK_BIO_MAX_LENGTH);
          if (!text.includes("{")) expect(bio).not.toContain("{");
          if (!text.includes("undefined")) expect(bio).not.toContain("undefined");
        }
        expect(previewBio(text, style)).toBe(bios[0]);
      }),
      { numRuns: 400 },
    );
  });

  it("keeps the visitor's words: all of them when they fit, the leading ones when cut", () => {
    fc.assert(
      fc.property(prose, anyStyle, (text, style) => {
        const expected = wordsOf(text);
        for (const bio of quickBios(text, style)) {
          const kept = wordsOf(bio);
          // At least ninety characters survive a cut: the first five words here.
          const mustKeep = bio.includes("…") ? expected.slice(0, 5) : expected;
          for (const word of mustKeep) expect(kept, bio).toContain(word);
        }
      }),
      { numRuns: 300 },
    );
  });
});
