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
});
