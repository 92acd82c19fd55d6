import fc from "fast-check";
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

// A spreadsheet may split on ",", ";" or tab and may or may not honour the quotes: these read the file each such way.
const SEPARATORS = [",", ";", "\t"] as const;
type Separator = (typeof SEPARATORS)[number];

/** As spreadsheets read: a quote opens a quoted field only as its first character. */
function parseCsv(text: string, separator: Separator): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let index = 0;
  while (index < text.length) {
    let field = "";
    if (text[index] === '"') {
      index += 1;
      while (index < text.length) {
        if (text[index] === '"' && text[index + 1] === '"') {
          field += '"';
          index += 2;
        } else if (text[index] === '"') {
          index += 1;
          break;
        } else field += text[index++];
      }
    }
    while (index < text.length && text[index] !== separator && text[index] !== "\r" && text[index] !== "\n") {
      field += text[index++];
    }
    row.push(field);
    if (text[index] === separator) {
      index += 1;
      continue;
    }
    if (text[index] === "\r" && text[index + 1] === "\n") index += 1;
    index += 1;
    rows.push(row);
    row = [];
  }
  return rows;
}

function splitIgnoringQuotes(text: string, separator: Separator): string[][] {
  return text.split(/\r\n|\r|\n/).map((line) => line.split(separator));
}

// OWASP's triggers, read past whitespace and stray quotes a loose reader leaves.
const runsAsFormula = (field: string) => /^[=+\-@]/.test(field.replace(/^[\s"]+/, ""));

function formulaFields(csv: string): string[] {
  return SEPARATORS.flatMap((separator) =>
    [parseCsv(csv, separator), splitIgnoringQuotes(csv, separator)].flatMap((rows) =>
      rows.flat().filter(runsAsFormula),
    ),
  );
}

describe("toSuggestionsCsv against formulas under every separator", () => {
  it.each([
    ["after a semicolon", 'Nice tool;=HYPERLINK("http://evil.example","click")'],
    ["after a tab", "Nice tool\t=1+1"],
    ["after a comma", "Nice tool,@SUM(A1)"],
    ["on the next line", "Nice tool\n-2+3"],
    ["after a lone CR", "Nice tool\r+cmd"],
    ["after a semicolon and spaces", "Nice tool;   =1+1"],
    ["behind a quote after a semicolon", 'Nice tool;"=1+1"'],
    ["a tab then a formula", "Nice tool;\t=1+1"],
  ])("defuses a formula %s", (_where, text) => {
    expect(formulaFields(toSuggestionsCsv([row("a", text)]))).toEqual([]);
  });

  it("leaves no field any reader could run as a formula, whatever the text", () => {
    const hostile = fc.string({ unit: fc.constantFrom(..."=+-@\t\r\n,;\" 'aZ1") });
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 3 }), (texts) => {
        expect(formulaFields(toSuggestionsCsv(texts.map((text, index) => row(`id${index}`, text))))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back each text exactly under ",", apart from the apostrophes it added', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."=+-@\t\r\n,;\" 'aZ1é🙂") }), (text) => {
        const [, cells] = parseCsv(toSuggestionsCsv([row("a", text)]), ",");
        expect(cells).toHaveLength(3);
        expect(cells![2]!.replaceAll("'", "")).toBe(text.replaceAll("'", ""));
      }),
    );
  });

  it("keeps ordinary punctuation as it was", () => {
    for (const text of ["Great tool, thanks; more fonts please", "well-known", "a - b", "x=y", "mail me @ home"]) {
      expect(parseCsv(toSuggestionsCsv([row("a", text)]), ",")[1]![2]).toBe(text);
    }
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
