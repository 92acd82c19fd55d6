import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  COMMENT_RATIO_CEILING,
  commentRatio,
  countComments,
  historyPhrase,
  listSources,
  readComments,
} from "./scripts/comment-lines";

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

  it(`stay at most ${COMMENT_RATIO_CEILING * 100}% of the lines of app/, domain/, server/ and scripts/`, () => {
    const counts = countComments();
    const { comments, lines, ratio } = commentRatio(counts);
    const most = [...counts]
      .filter(({ file }) => !file.startsWith("tests/"))
      .sort((a, b) => b.comments - a.comments)
      .slice(0, 10)
      .map(({ file, comments: count }) => `${file}: ${count}`);
    expect(ratio, `${comments} comment lines of ${lines}; most in:\n${most.join("\n")}`).toBeLessThanOrEqual(
      COMMENT_RATIO_CEILING,
    );
  });

  it("are counted over the measured folders only", () => {
    expect(
      commentRatio([
        { file: "app/a.ts", comments: 1, lines: 10 },
        { file: "server/b.ts", comments: 0, lines: 10 },
        { file: "tests/c.ts", comments: 10, lines: 10 },
      ]),
    ).toEqual({ comments: 1, lines: 20, ratio: 0.05 });
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
