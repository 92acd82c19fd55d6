import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { historyPhrase, listSources, readComments } from "./scripts/comment-lines";

// A comment says why the code is as it is; what it used to be, and what a fix changed, go in the
// commit body or a decision record (house style; issue 25 item 11; docs/decisions/031-comments.md).

describe("comments", () => {
  it("tell no history in app/, domain/, server/, scripts/ or tests/", () => {
    const found: string[] = [];
    for (const file of listSources()) {
      for (const comment of readComments(readFileSync(file, "utf8")).comments) {
        const phrase = historyPhrase(comment.text);
        if (phrase) found.push(`${file}:${comment.line} (${phrase.source}): ${comment.text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("are read as the phrase check means", () => {
    const { comments, commentLines, total } = readComments(
      [
        "// It used to wait 500 ms.",
        "const a = 1; // The limit previously was 60.",
        "/**",
        " * The key is used to find favourites.",
        " */",
        'const url = "https://example.com"; const b = 2;',
        "{/* No longer shown (was a badge). */}",
      ].join("\n"),
    );
    expect(total).toBe(7);
    expect(commentLines).toBe(5);
    expect(comments.map((comment) => Boolean(historyPhrase(comment.text)))).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });
});
