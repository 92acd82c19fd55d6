// What `scripts/comment-ratio.ts` counts and `comments.test.ts` reads. Strings are not parsed, which is close enough
// for a ratio and a phrase check.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export interface CommentLine {
  /** 1-based. */
  line: number;
  text: string;
}

export interface SourceLines {
  total: number;
  commentLines: number;
  comments: CommentLine[];
}

export function readComments(source: string): SourceLines {
  const lines = source.split("\n");
  let total = 0;
  let commentLines = 0;
  let inBlock = false;
  const comments: CommentLine[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === "") return;
    total += 1;
    if (inBlock) {
      commentLines += 1;
      comments.push({ line: index + 1, text: line });
      if (line.includes("*/")) inBlock = false;
      return;
    }
    if (line.startsWith("//")) {
      commentLines += 1;
      comments.push({ line: index + 1, text: line });
      return;
    }
    const block = line.startsWith("/*") || line.startsWith("{/*");
    if (block) {
      commentLines += 1;
      comments.push({ line: index + 1, text: line });
      if (!line.includes("*/")) inBlock = true;
      return;
    }
    const trailing = line.match(/\s\/\/\s(.*)$/);
    if (trailing && !line.includes("://")) comments.push({ line: index + 1, text: trailing[0].trim() });
  });
  return { total, commentLines, comments };
}

/** Each reads as history in nearly every sentence; the passive ("is used to find") is allowed. */
export const HISTORY_PHRASES: readonly RegExp[] = [
  /(?<!\b(?:is|are|be|been|being|gets?|got)\s)\bused to\b/i,
  /\bpreviously\b/i,
  /\bno longer\b/i,
  /\bwe now\b/i,
  /\bbefore this change\b/i,
  /\(was\s/i,
];

export function historyPhrase(comment: string): RegExp | undefined {
  return HISTORY_PHRASES.find((phrase) => phrase.test(comment));
}

export function listSources(root = "."): string[] {
  return execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "app", "domain", "server", "scripts", "tests"],
    {
      cwd: root,
      encoding: "utf8",
    },
  )
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !file.includes("/+types/"));
}

/** Folders whose share `npm run comment-ratio` prints and `comments.test.ts` holds to COMMENT_RATIO_CEILING. */
export const MEASURED_FOLDERS = ["app", "domain", "server", "scripts"] as const;

/** Issue 25 item 11 asked for at most 4% (the anchors run 0.3–2.5%); pruning reached 3.6%. */
export const COMMENT_RATIO_CEILING = 0.04;

export interface CommentCount {
  file: string;
  comments: number;
  lines: number;
}

/** Whole-line comments and non-blank lines of every source, the one count the script and the test share. */
export function countComments(root = "."): CommentCount[] {
  return listSources(root).map((file) => {
    const { commentLines, total } = readComments(readFileSync(path.join(root, file), "utf8"));
    return { file, comments: commentLines, lines: total };
  });
}

/** The share of comment lines over the files of MEASURED_FOLDERS. */
export function commentRatio(counts: readonly CommentCount[]): { comments: number; lines: number; ratio: number } {
  const measured = counts.filter(({ file }) => MEASURED_FOLDERS.some((folder) => file.startsWith(`${folder}/`)));
  const comments = measured.reduce((sum, count) => sum + count.comments, 0);
  const lines = measured.reduce((sum, count) => sum + count.lines, 0);
  return { comments, lines, ratio: lines === 0 ? 0 : comments / lines };
}
