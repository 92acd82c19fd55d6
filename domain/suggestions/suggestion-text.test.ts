import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { checkSuggestion, normalizeSuggestion, SUGGESTION_MAX_LENGTH } from "./suggestion-text";

describe("normalizeSuggestion", () => {
  it.each([
    ["  trimmed  ", "trimmed"],
    ["line one\r\nline two\rline three", "line one\nline two\nline three"],
    ["keeps\ttabs and\nnew lines", "keeps\ttabs and\nnew lines"],
    ["no\u0000 nul\u0007 bell \u001b[31mescape\u009b", "no nul bell [31mescape"],
    ["lone \uD83D surrogate", "lone \uFFFD surrogate"],
    ["emoji stay 🚀👩🏽‍💻", "emoji stay 🚀👩🏽‍💻"],
  ])("turns %j into %j", (input, output) => {
    expect(normalizeSuggestion(input)).toBe(output);
  });

  it("is idempotent and never leaves a control character or surrounding space", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (input) => {
        const once = normalizeSuggestion(input);
        expect(normalizeSuggestion(once)).toBe(once);
        // eslint-disable-next-line no-control-regex -- no control character may survive
        expect(once).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
        expect(once).toBe(once.trim());
      }),
    );
  });
});

describe("checkSuggestion", () => {
  it("accepts 1 to 2000 characters after trimming", () => {
    expect(checkSuggestion("x")).toEqual({ ok: true, text: "x" });
    expect(checkSuggestion(`  ${"x".repeat(SUGGESTION_MAX_LENGTH)}  `)).toEqual({
      ok: true,
      text: "x".repeat(SUGGESTION_MAX_LENGTH),
    });
  });

  it.each([
    ["", "empty"],
    ["   \n\t ", "empty"],
    ["\u0000\u0001", "empty"],
    ["x".repeat(SUGGESTION_MAX_LENGTH + 1), "too_long"],
    [42, "not_text"],
    [null, "not_text"],
    [undefined, "not_text"],
    [["a list"], "not_text"],
  ])("rejects %j as %s", (value, problem) => {
    expect(checkSuggestion(value)).toEqual({ ok: false, problem });
  });

  it("counts a Windows line break once, as the textarea does", () => {
    const lines = Array.from({ length: 1000 }, () => "x").join("\r\n");
    expect(checkSuggestion(lines)).toMatchObject({ ok: true });
  });
});
