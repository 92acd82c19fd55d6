import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { countCharacters } from "../text/count-characters";

import { convertText } from "./convert-text";
import { frameCost } from "./frame-cost";
import { applyFrame, FRAME_ACCESSIBILITY_NOTE, getTextFrame, TEXT_FRAMES } from "./frames";

// These would render as boxes or vanish.
const UNUSABLE = /[\p{Cn}\p{Co}\p{Cs}\p{Cc}]/u;

const SAMPLES = ["Maya", "𝐌𝐚𝐲𝐚 ☕", "Hello World 123", "👩🏽‍⚕️ nurse", "e\u0301clair", "🇵🇹"];

describe("decorative frames", () => {
  it("are about twenty, with unique kebab-case ids and unique names", () => {
    expect(TEXT_FRAMES.length).toBeGreaterThanOrEqual(18);
    expect(TEXT_FRAMES.length).toBeLessThanOrEqual(24);
    expect(new Set(TEXT_FRAMES.map((frame) => frame.id)).size).toBe(TEXT_FRAMES.length);
    expect(new Set(TEXT_FRAMES.map((frame) => frame.name)).size).toBe(TEXT_FRAMES.length);
    for (const frame of TEXT_FRAMES) expect(frame.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(TEXT_FRAMES.map((frame) => `${frame.before}|${frame.after}`)).size).toBe(TEXT_FRAMES.length);
  });

  it("use only assigned, visible Unicode characters, spaced from the text", () => {
    for (const frame of TEXT_FRAMES) {
      for (const part of [frame.before, frame.after]) {
        expect(part.trim(), frame.id).not.toBe("");
        expect(part, frame.id).not.toMatch(UNUSABLE);
        // A combining mark or joiner at an edge would merge with the text.
        expect(part, frame.id).not.toMatch(/^[\p{M}\u200d]|[\p{M}\u200d]$/u);
      }
      expect(frame.before.endsWith(" "), frame.id).toBe(true);
      expect(frame.after.startsWith(" "), frame.id).toBe(true);
    }
  });

  it("can tell an unassigned code point (the check itself works)", () => {
    expect("\u0378").toMatch(UNUSABLE);
    expect("\u{E000}").toMatch(UNUSABLE);
    expect("꧁").not.toMatch(UNUSABLE);
  });

  it("wrap the text without changing it", () => {
    for (const frame of TEXT_FRAMES) {
      for (const text of SAMPLES) {
        const framed = applyFrame(text, frame);
        expect(framed.startsWith(frame.before)).toBe(true);
        expect(framed.endsWith(frame.after)).toBe(true);
        expect(framed.slice(frame.before.length, framed.length - frame.after.length)).toBe(text);
      }
    }
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1 }), fc.constantFrom(...TEXT_FRAMES), (text, frame) => {
        fc.pre(text.trim().length > 0);
        expect(applyFrame(text, frame)).toBe(frame.before + text + frame.after);
      }),
    );
  });

  it("wrap a styled text and leave blank text alone", () => {
    const bold = convertText("Maya", "bold");
    expect(applyFrame(bold, getTextFrame("javanese-wings")!)).toBe(`꧁ ${bold} ꧂`);
    expect(applyFrame("", TEXT_FRAMES[0]!)).toBe("");
    expect(applyFrame("  ", TEXT_FRAMES[0]!)).toBe("  ");
    expect(getTextFrame("no-such-frame")).toBeUndefined();
  });

  it("report what they add on Instagram and X, exactly as the counters see a framed text", () => {
    for (const frame of TEXT_FRAMES) {
      const cost = frameCost(frame);
      expect(cost.instagram, frame.id).toBeGreaterThan(0);
      expect(cost.twitter, frame.id).toBeGreaterThanOrEqual(cost.instagram);
      for (const text of SAMPLES) {
        const framed = applyFrame(text, frame);
        expect(countCharacters(framed, "instagram") - countCharacters(text, "instagram"), frame.id).toBe(
          cost.instagram,
        );
        expect(countCharacters(framed, "twitter") - countCharacters(text, "twitter"), frame.id).toBe(cost.twitter);
      }
    }
  });

  it("pins the cost of a few frames", () => {
    expect(frameCost(getTextFrame("javanese-wings")!)).toEqual({ instagram: 4, twitter: 6 });
    expect(frameCost(getTextFrame("butterfly")!)).toEqual({ instagram: 4, twitter: 4 });
    expect(frameCost(getTextFrame("blossoms")!)).toEqual({ instagram: 4, twitter: 6 });
  });

  it("come with an accessibility note", () => {
    expect(FRAME_ACCESSIBILITY_NOTE).toMatch(/screen reader/i);
  });
});
