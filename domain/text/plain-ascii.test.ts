import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isPlainAscii } from "./plain-ascii";

describe("isPlainAscii", () => {
  it("takes tab, line breaks and printable ASCII, and nothing else", () => {
    expect(isPlainAscii("Coffee, then code!\tOK\r\n~")).toBe(true);
    for (const text of ["café", "a\u000b", "\u007f", "✨", "a\u0000", "\u00a0"]) expect(isPlainAscii(text)).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(isPlainAscii(text)).toBe(/^[\t\n\r -~]*$/u.test(text));
      }),
      { numRuns: 2000 },
    );
  });
});
