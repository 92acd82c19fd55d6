import { describe, expect, it } from "vitest";

import {
  BEFORE_AFTER_EXAMPLES,
  BRANDING_NOTE,
  COLOUR_MEANINGS,
  GUIDELINES,
  STYLE_TIPS,
  TYPOGRAPHY_MEANINGS,
  TYPOGRAPHY_NOTE,
} from "./style-guide";
import { isFontStyleKey } from "../fonts/font-styles";
import { countCharacters, fitsPlatform } from "../text/count-characters";

const uniqueIds = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length;

describe("style tips", () => {
  it("has six to eight tips, fully filled, with unique ids and titles", () => {
    expect(STYLE_TIPS.length).toBeGreaterThanOrEqual(6);
    expect(STYLE_TIPS.length).toBeLessThanOrEqual(8);
    expect(uniqueIds(STYLE_TIPS)).toBe(true);
    expect(new Set(STYLE_TIPS.map((tip) => tip.title)).size).toBe(STYLE_TIPS.length);
    for (const tip of STYLE_TIPS) {
      for (const field of [tip.title, tip.description, tip.example, tip.impact])
        expect(field.trim(), tip.id).not.toBe("");
      expect(tip.impact, tip.id).not.toMatch(/\d/);
      expect(fitsPlatform(tip.example, "instagram"), tip.id).toBe(true);
    }
  });
});

describe("branding", () => {
  it("says the meanings are conventions, not science", () => {
    expect(BRANDING_NOTE).toContain("conventions, not science");
    expect(TYPOGRAPHY_NOTE).toContain("Unicode");
  });

  it("gives each colour a valid swatch, an emoji and a few associations", () => {
    expect(COLOUR_MEANINGS.length).toBeGreaterThanOrEqual(6);
    expect(uniqueIds(COLOUR_MEANINGS)).toBe(true);
    for (const colour of COLOUR_MEANINGS) {
      expect(colour.swatch, colour.id).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour.emoji.trim(), colour.id).not.toBe("");
      expect(colour.name.trim(), colour.id).not.toBe("");
      expect(colour.oftenUsedFor.trim(), colour.id).not.toBe("");
      expect(colour.associations.length, colour.id).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(COLOUR_MEANINGS.map((colour) => colour.swatch)).size).toBe(COLOUR_MEANINGS.length);
  });

  it("ties every typography meaning to a real font style", () => {
    expect(TYPOGRAPHY_MEANINGS.length).toBeGreaterThanOrEqual(5);
    expect(uniqueIds(TYPOGRAPHY_MEANINGS)).toBe(true);
    expect(new Set(TYPOGRAPHY_MEANINGS.map((entry) => entry.fontStyleKey)).size).toBe(TYPOGRAPHY_MEANINGS.length);
    for (const entry of TYPOGRAPHY_MEANINGS) {
      expect(isFontStyleKey(entry.fontStyleKey), entry.id).toBe(true);
      for (const field of [entry.name, entry.conveys, entry.bestFor]) expect(field.trim(), entry.id).not.toBe("");
    }
  });
});

describe("guidelines", () => {
  it("has as many dos as don'ts, fully filled, with unique ids across both", () => {
    expect(GUIDELINES.dos.length).toBeGreaterThanOrEqual(4);
    expect(GUIDELINES.donts.length).toBe(GUIDELINES.dos.length);
    expect(uniqueIds([...GUIDELINES.dos, ...GUIDELINES.donts])).toBe(true);
    for (const entry of [...GUIDELINES.dos, ...GUIDELINES.donts]) {
      expect(entry.text.trim(), entry.id).not.toBe("");
      expect(entry.reason.trim(), entry.id).not.toBe("");
    }
    for (const entry of GUIDELINES.donts) expect(entry.text, entry.id).toMatch(/^Don't /);
    for (const entry of GUIDELINES.dos) expect(entry.text, entry.id).not.toMatch(/^Don't /);
  });
});

describe("before/after examples", () => {
  it("pairs a weaker bio with a rewrite that fits Instagram on at most three lines", () => {
    expect(BEFORE_AFTER_EXAMPLES.length).toBeGreaterThanOrEqual(3);
    expect(uniqueIds(BEFORE_AFTER_EXAMPLES)).toBe(true);
    for (const pair of BEFORE_AFTER_EXAMPLES) {
      expect(pair.context.trim(), pair.id).not.toBe("");
      expect(pair.before.trim(), pair.id).not.toBe("");
      expect(pair.after, pair.id).not.toBe(pair.before);
      expect(pair.changes.length, pair.id).toBeGreaterThanOrEqual(2);
      for (const change of pair.changes) expect(change.trim(), pair.id).not.toBe("");
      const lines = pair.after.split("\n");
      expect(lines.length, pair.id).toBeLessThanOrEqual(3);
      expect(
        lines.every((line) => line.trim() !== ""),
        pair.id,
      ).toBe(true);
      expect(fitsPlatform(pair.after, "instagram"), `${pair.id}: ${countCharacters(pair.after, "instagram")}`).toBe(
        true,
      );
    }
  });

  it("keeps every rewrite in plain letters, as the guide preaches", () => {
    for (const pair of BEFORE_AFTER_EXAMPLES) {
      expect(pair.after, pair.id).not.toMatch(/[\u{1D400}-\u{1D7FF}]/u);
    }
  });
});
