import { describe, expect, it } from "vitest";

import { countEmoji } from "../style-rules";

import { applyStyle } from "./apply-style";

const lines = [
  { text: "Dental nurse · A kind face in a scary chair", emoji: "🦷" },
  { text: "True crime keeps my curiosity sharp", emoji: "🔍" },
  { text: "Brunch that drifts into the afternoon", emoji: "🥞" },
];
const base = { lines, emoji: 1, moodEmoji: ["🌱"], lowercase: false, hashtags: [] };

describe("applyStyle", () => {
  it("With Emojis shows each line's own emoji, up to three, whatever the voice's own count", () => {
    expect(applyStyle({ ...base, style: "With Emojis" })).toBe(
      "Dental nurse · A kind face in a scary chair 🦷\nTrue crime keeps my curiosity sharp 🔍\nBrunch that drifts into the afternoon 🥞",
    );
  });

  it("With Emojis adds a mood emoji only up to the voice's count, so a line about no one thing stays bare", () => {
    const bare = applyStyle({ ...base, style: "With Emojis", lines: lines.map(({ text }) => ({ text })) });
    expect(countEmoji(bare)).toBe(1);
  });

  it("other styles keep the voice's count", () => {
    expect(countEmoji(applyStyle({ ...base, style: "Line Breaks" }))).toBe(1);
    expect(countEmoji(applyStyle({ ...base, style: "Clean Text" }))).toBe(0);
  });

  it("a lowercase bio lowercases a name's article, owner or verb, and keeps the name", () => {
    const named = ["My Lego collection needs more shelves", "Building Lego, brick by brick", "Star Wars on repeat"];
    const bio = applyStyle({ ...base, style: "Clean Text", lowercase: true, lines: named.map((text) => ({ text })) });
    expect(bio).toBe("my Lego collection needs more shelves\nbuilding Lego, brick by brick\nStar Wars on repeat");
  });
});
