/** `npm run comment-ratio`: the share of comment lines per folder and in all (docs/decisions/031-comments.md). */
import { readFileSync } from "node:fs";

import { listSources, readComments } from "./comment-lines";

const GROUPS = [
  "app/components",
  "app/features",
  "app/.server",
  "app",
  "domain/bio",
  "domain",
  "server",
  "scripts",
  "tests",
];

const rows = new Map<string, { files: number; comments: number; lines: number }>();
let comments = 0;
let lines = 0;
for (const file of listSources()) {
  const counted = readComments(readFileSync(file, "utf8"));
  const group = GROUPS.find((prefix) => file.startsWith(`${prefix}/`)) ?? "other";
  const row = rows.get(group) ?? { files: 0, comments: 0, lines: 0 };
  row.files += 1;
  row.comments += counted.commentLines;
  row.lines += counted.total;
  rows.set(group, row);
  if (!file.startsWith("tests/")) {
    comments += counted.commentLines;
    lines += counted.total;
  }
}
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
console.table(
  GROUPS.filter((group) => rows.has(group)).map((group) => {
    const row = rows.get(group)!;
    return {
      folder: group,
      files: row.files,
      "comment lines": row.comments,
      lines: row.lines,
      share: percent(row.comments, row.lines),
    };
  }),
);
console.log(
  `app, domain, server and scripts: ${comments} comment lines of ${lines} non-blank lines, ${percent(comments, lines)} ` +
    `(a folder row counts only what no row above it took: app is app/ outside the three rows before it)`,
);
