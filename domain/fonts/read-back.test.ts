import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { convertText, readBackPlainText } from "./convert-text";
import { FONT_STYLES } from "./font-styles";

// Handles and hashtags are kept as they are by every style.
const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
const token = fc.constantFrom("@maya", "#coffee", "☕", "🌙");
const line = fc
  .array(fc.oneof({ weight: 4, arbitrary: word }, { weight: 1, arbitrary: token }), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(" "));
const text = fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join("\n"));

// Wave sets case, capitals-only alphabets have no small letters, Mirror draws f and F alike.
const CASE_LOSING = new Set(["wave", "squared", "bubble", "negative", "mirror"]);

describe("readBackPlainText", () => {
  it.each(FONT_STYLES.map((style) => [style.key] as const))("reads %s back to the plain text it came from", (key) => {
    fc.assert(
      fc.property(text, (plain) => {
        const back = readBackPlainText(convertText(plain, key), key);
        if (CASE_LOSING.has(key)) expect(back.toLowerCase()).toBe(plain.toLowerCase());
        else expect(back).toBe(plain);
      }),
      { numRuns: 150 },
    );
  });

  it("reads back edited spaced text without its spacing", () => {
    const spaced = convertText("Hello World", "spaced");
    expect(readBackPlainText(`${spaced}x`, "spaced")).toBe("Hello Worldx");
  });

  it("turns edited upside-down text the right way up", () => {
    const flipped = convertText("Hello", "upside-down");
    expect(readBackPlainText(`!${flipped}`, "upside-down")).toBe("Hello!");
  });
});
