/**
 * The comments of a TypeScript source, line by line: what `scripts/comment-ratio.ts` counts and
 * `comments.test.ts` reads. A line is a comment line when all it holds is a comment (`//`, a block
 * comment or a JSX `{/* … *\/}`); a comment after code counts as code. Strings and template
 * literals are not parsed, so a line inside a template that starts with `//` counts as a comment:
 * rare enough for a ratio and a phrase check.
 */
import { execFileSync } from "node:child_process";

export interface CommentLine {
  /** 1-based. */
  line: number;
  text: string;
}

export interface SourceLines {
  /** Lines that are not blank. */
  total: number;
  /** Whole-line comments, and the text of every comment (whole-line or trailing). */
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

/**
 * Phrases that tell a comment's history instead of why the code is as it is: that belongs in the
 * commit body or a decision record (house style, issue 25 item 11). Small on purpose: each one
 * reads as history in nearly every sentence it appears in. The first is allowed in the passive
 * ("is used to find"); for a purpose after a noun, write "the key that stores", not the participle.
 */
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

/** Our TypeScript sources, tests included, as git sees them (paths from the repository's root). */
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
