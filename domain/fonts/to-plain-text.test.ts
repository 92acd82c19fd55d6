import { describe, expect, it } from "vitest";

import { toPlainText } from "./to-plain-text";

describe("toPlainText", () => {
  it.each([
    ["our bold", "𝐁𝐨𝐥𝐝 𝟏𝟐𝟑", "Bold 123"],
    ["our script, with Letterlike letters", "ℬℯℊℴ", "Bego"],
    ["fraktur", "ℭℌℑℜℨ𝔞", "CHIRZa"],
    ["double-struck", "ℂℍℕℙℚℝℤ𝕒𝟘", "CHNPQRZa0"],
    ["small caps", "Hᴇʟʟᴏ", "Hello"],
    ["circled", "ⓗⓘ ①", "hi 1"],
    ["fullwidth", "Ｗｉｄｅ　ｔｅｘｔ", "Wide text"],
    ["superscript", "ᵗⁱⁿʸ ²", "tiny 2"],
    ["strikethrough", "n\u0336o\u0336", "no"],
    ["underline and dots", "a\u0332b\u0324", "ab"],
    ["another tool's sans bold", "𝗦𝗮𝗻𝘀", "Sans"],
    ["another tool's parenthesized letters", "⒜⒝", "⒜⒝"],
  ])("undoes %s", (_name, styled, plain) => {
    expect(toPlainText(styled)).toBe(plain);
  });

  it.each([
    ["emoji", "I ❤️ ☕ and 👨‍👩‍👧‍👦 🇯🇵"],
    ["emoji that look like letters", "Type 🅰️ Ⓜ️etro ℹ️"],
    ["accented letters", "Café Señor Zoë schön"],
    ["other scripts", "日本 Привет مرحبا"],
    ["symbols with compatibility forms", "Brand™ ½ … ﬁ"],
  ])("leaves %s alone", (_name, text) => {
    expect(toPlainText(text)).toBe(text);
  });
});
