import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isPlainAscii, isWhitespaceCode } from "./plain-ascii";

describe("isPlainAscii", () => {
  it("takes tab, line breaks and printable ASCII, and nothing else", () => {
    expect(isPlainAscii("Coffee, then code!\tOK\r\n~")).toBe(true);
    for (const text of ["café", "a\u000b", "\u007f", "✨", "a\u0000", "\u00a0"]) expect(isPlainAscii(text)).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => isPlainAscii(text) === /^[\t\n\r -~]*$/u.test(text)),
      { numRuns: 500 },
    );
  });
});

describe("isWhitespaceCode", () => {
  it("agrees with \\s and trim on every UTF-16 code unit", () => {
    for (let code = 0; code <= 0xffff; code += 1) {
      const character = String.fromCharCode(code);
      if (isWhitespaceCode(code) !== /\s/u.test(character) || isWhitespaceCode(code) !== (character.trim() === "")) {
        expect(`U+${code.toString(16)}`).toBe(isWhitespaceCode(code) ? "not whitespace" : "whitespace");
      }
    }
  });
});
