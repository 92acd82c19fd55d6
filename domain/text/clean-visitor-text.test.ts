import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { cleanVisitorText } from "./clean-visitor-text";

// Everything a visitor types passes through here once, at the edge.

// eslint-disable-next-line no-control-regex -- the characters that must never survive
const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("cleanVisitorText", () => {
  it.each([
    ["line one\r\nline two\rline three", "line one\nline two\nline three"],
    ["keeps\ttabs and\nnew lines", "keeps\ttabs and\nnew lines"],
    ["no\u0000 nul\u0007 bell \u001b[31mescape\u009b", "no nul bell [31mescape"],
    ["a\u0000b\u202e\uD800 dev", "ab\uFFFD dev"],
    ["right\u202eto\u202dleft\u2066isolates\u2069\u200e\u200f\u061c", "righttoleftisolates"],
    ["\uFEFFbyte order mark", "byte order mark"],
    ["emoji stay 🚀👩🏽‍💻🏴󠁧󠁢󠁳󠁣󠁴󠁿", "emoji stay 🚀👩🏽‍💻🏴󠁧󠁢󠁳󠁣󠁴󠁿"],
    ["  spaces stay  ", "  spaces stay  "],
  ])("turns %j into %j", (input, output) => {
    expect(cleanVisitorText(input)).toBe(output);
  });

  it("drops lone surrogates instead when asked to replace them with nothing", () => {
    expect(cleanVisitorText("a\uD800b\uDFFFc", { invalid: "" })).toBe("abc");
  });

  it("is idempotent and leaves no control, bidirectional or invalid character", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (input) => {
        const once = cleanVisitorText(input);
        expect(cleanVisitorText(once)).toBe(once);
        expect(once).not.toMatch(UNWANTED);
        expect(once).not.toMatch(LONE_SURROGATE);
      }),
    );
  });
});
