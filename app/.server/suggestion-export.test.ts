import { describe, expect, it } from "vitest";

import { formatSuggestions, toSuggestionsCsv, toSuggestionsJson } from "./suggestion-export";

const AT = new Date("2026-03-04T05:06:07.089Z");
const row = (id: string, text: string) => ({ id, text, createdAt: AT });

describe("toSuggestionsCsv", () => {
  it("writes a header and one CRLF-ended row per suggestion", () => {
    expect(toSuggestionsCsv([row("a", "Plain text")])).toBe(
      "id,created_at,text\r\na,2026-03-04T05:06:07.089Z,Plain text\r\n",
    );
    expect(toSuggestionsCsv([])).toBe("id,created_at,text\r\n");
  });

  it.each([
    ["comma, inside", '"comma, inside"'],
    ['a "quote"', '"a ""quote"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+1", "'=1+1"],
    ["+33 6 12", "'+33 6 12"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ["ends with = is fine", "ends with = is fine"],
  ])("writes %j as the cell %s", (text, cell) => {
    expect(toSuggestionsCsv([row("a", text)]).split("\r\n")[1]).toBe(`a,2026-03-04T05:06:07.089Z,${cell}`);
  });
});

describe("toSuggestionsJson", () => {
  it("gives id, text and an ISO time, nothing else", () => {
    expect(toSuggestionsJson([row("a", "x")])).toEqual({
      suggestions: [{ id: "a", text: "x", createdAt: "2026-03-04T05:06:07.089Z" }],
    });
    expect(JSON.parse(formatSuggestions([row("a", "x")], "json"))).toEqual(toSuggestionsJson([row("a", "x")]));
  });
});
