// `npm run comment-ratio [-- --files 20]`: the share of comment lines per folder and in all, and with --files the
// files holding the most comment lines (docs/decisions/031-comments.md). comments.test.ts holds the same count to
// COMMENT_RATIO_CEILING.
import { parseArgs } from "node:util";

import { COMMENT_RATIO_CEILING, commentRatio, countComments, MEASURED_FOLDERS } from "./comment-lines";

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

const { values } = parseArgs({ options: { files: { type: "string" } } });
const counts = countComments();
const rows = new Map<string, { files: number; comments: number; lines: number }>();
for (const count of counts) {
  const group = GROUPS.find((prefix) => count.file.startsWith(`${prefix}/`)) ?? "other";
  const row = rows.get(group) ?? { files: 0, comments: 0, lines: 0 };
  row.files += 1;
  row.comments += count.comments;
  row.lines += count.lines;
  rows.set(group, row);
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
if (values.files) {
  const top = counts
    .filter(({ file }) => MEASURED_FOLDERS.some((folder) => file.startsWith(`${folder}/`)))
    .sort((a, b) => b.comments - a.comments)
    .slice(0, Number(values.files) || 20);
  console.table(top.map(({ file, comments, lines }) => ({ file, "comment lines": comments, lines })));
}
const { comments, lines } = commentRatio(counts);
console.log(
  `${MEASURED_FOLDERS.join(", ")}: ${comments} comment lines of ${lines} non-blank lines, ${percent(comments, lines)}, ` +
    `ceiling ${percent(COMMENT_RATIO_CEILING, 1)} (a folder row counts only what no row above it took: app is app/ ` +
    `outside the three rows before it)`,
);
