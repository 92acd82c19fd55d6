import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Docs that name a file, an export or a decision must name one that exists: a moved file or a
// renamed function fails here instead of sending the next reader to a dead end (issue 25, item 6).

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const SKIPPED_DIRECTORIES = new Set([
  ".git",
  "node_modules",
  "build",
  ".react-router",
  "data",
  "test-results",
  "playwright-report",
  "coverage",
]);
const SOURCE_DIRECTORIES = ["app", "domain", "server", "scripts", "tests", "tooling"];

function walk(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, directory), { withFileTypes: true })) {
    if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
    const relative = directory === "." ? entry.name : `${directory}/${entry.name}`;
    if (entry.isDirectory()) files.push(...walk(relative));
    else files.push(relative);
  }
  return files;
}

const TREE = walk(".");
const DOCS = ["README.md", ...TREE.filter((file) => file.startsWith("docs/") && file.endsWith(".md"))];
/** A superseded record describes a tree that is gone by its own status line; its paths are history. */
const CURRENT_DOCS = DOCS.filter(
  (file) => !/^Status: superseded by/m.test(readFileSync(path.join(ROOT, file), "utf8")),
);
/** Calls written in the docs that are not ours: arithmetic and the DOM's clipboard fallback. */
const NOT_OUR_FUNCTIONS = new Set(["max", "min", "floor", "ceil", "execCommand"]);
const SOURCES = TREE.filter(
  (file) => SOURCE_DIRECTORIES.some((directory) => file.startsWith(`${directory}/`)) && /\.tsx?$/.test(file),
);
const sourceText = new Map(SOURCES.map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]));

/** A doc's text without fenced code blocks (shell sessions, not references). */
function prose(file: string): string {
  return readFileSync(path.join(ROOT, file), "utf8").replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");
}

const PATH_TOKEN =
  /^(?:\.env\.example|(?:app|domain|server|scripts|tests|docs|tooling|drizzle|public)\/[^\s]*(?:\/|\.[a-z]+))$/;
const BARE_FILE = /^[\w.-]+\.(?:tsx?|md|json|sql)$/;

/** Whether a path (a trailing slash for a directory, `*` or `<name>` for any part of a name) is in the tree. */
function inTree(reference: string): boolean {
  if (/[*<]/.test(reference)) {
    const pattern = new RegExp(
      `^${reference
        .split(/(\*|<[^>]+>)/)
        .map((part, index) => (index % 2 === 1 ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
        .join("")}`,
    );
    return TREE.some((file) => pattern.test(file));
  }
  if (!existsSync(path.join(ROOT, reference))) return false;
  return reference.endsWith("/") ? statSync(path.join(ROOT, reference)).isDirectory() : true;
}

/**
 * Every backticked path, as [doc, path]. A bare file name (`funny-bios.tsx`) is read in the directory
 * of the last path before it on the same line, as in "`app/routes/aesthetic-bios.tsx`, `funny-bios.tsx`".
 */
function backtickedPaths(): [string, string][] {
  const found: [string, string][] = [];
  for (const doc of CURRENT_DOCS) {
    for (const line of prose(doc).split("\n")) {
      let directory: string | undefined;
      for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
        const tokens = span!.split(/\s+/);
        for (const token of tokens) {
          const reference = token.replace(/[#:].*$/, "").replace(/[),;]+$/, "");
          if (PATH_TOKEN.test(reference)) {
            found.push([doc, reference]);
            directory = reference.endsWith("/") ? reference : path.posix.dirname(reference) + "/";
          } else if (tokens.length === 1 && BARE_FILE.test(reference)) {
            // Alone in its backticks; inside a command (`… > suggestions.json`) it names an output.
            found.push([doc, directory ? directory + reference : `**/${reference}`]);
          }
        }
      }
    }
  }
  return found;
}

function exportedAnywhere(name: string): boolean {
  const declaration = new RegExp(
    `export\\s+(?:default\\s+)?(?:declare\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class|type|interface|enum)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`,
  );
  return [...sourceText.values()].some((text) => declaration.test(text));
}

function exportedFrom(file: string, name: string): boolean {
  const text = sourceText.get(file);
  if (text === undefined) return false;
  return new RegExp(
    `export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class|type|interface|enum)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`,
  ).test(text);
}

describe("the docs", () => {
  it("name only paths that exist", () => {
    const paths = backtickedPaths();
    // Guards the extraction itself: a regex that matched nothing would pass vacuously.
    expect(paths.length).toBeGreaterThan(100);
    const missing = paths
      .filter(([, reference]) =>
        reference.startsWith("**/")
          ? !TREE.some((file) => file === reference.slice(3) || file.endsWith(reference.slice(2)))
          : !inTree(reference),
      )
      .map(([doc, reference]) => `${doc}: ${reference}`);
    expect(missing).toEqual([]);
  });

  it("call only functions that some module exports", () => {
    const called: string[] = [];
    for (const doc of DOCS) {
      for (const [, name] of prose(doc).matchAll(/`([A-Za-z_$][\w$]*)\([^`]*\)`/g)) {
        if (!NOT_OUR_FUNCTIONS.has(name!)) called.push(`${doc}: ${name}`);
      }
    }
    expect(called.length).toBeGreaterThan(5);
    expect(called.filter((entry) => !exportedAnywhere(entry.split(": ")[1]!))).toEqual([]);
  });

  it("place names only in files that export them", () => {
    // "`FIELD_LIMITS` in `domain/bio/generation-options.ts`": the file must export the name.
    const placed: [string, string, string][] = [];
    for (const doc of DOCS) {
      for (const [, name, file] of prose(doc).matchAll(/`([A-Za-z_$][\w$]*)`\s+in\s+`([^`\s]+\.tsx?)`/g)) {
        placed.push([doc, name!, file!]);
      }
    }
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.filter(([, name, file]) => !exportedFrom(file, name)).map((entry) => entry.join(": "))).toEqual([]);
  });

  it("link only to files that exist", () => {
    const broken: string[] = [];
    let links = 0;
    for (const doc of DOCS) {
      for (const [, target] of prose(doc).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(?:[a-z]+:|#)/.test(target!)) continue;
        links += 1;
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(doc), target!.replace(/#.*$/, "")));
        if (!existsSync(path.join(ROOT, resolved))) broken.push(`${doc}: ${target}`);
      }
    }
    expect(links).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
});

describe("the decision records", () => {
  const decisions = TREE.filter((file) => /^docs\/decisions\/\d{3}-.*\.md$/.test(file)).sort();
  const numbers = new Set(decisions.map((file) => path.basename(file).slice(0, 3)));

  it.each(decisions)("%s has a Status line under its title naming decisions that exist", (file) => {
    const [title, blank, status] = readFileSync(path.join(ROOT, file), "utf8").split("\n");
    expect(title).toMatch(/^# \d{3}: /);
    expect(blank).toBe("");
    expect(status).toMatch(/^Status: (?:accepted|amended by \d{3}|superseded by \d{3})\b/);
    for (const [, number] of status!.matchAll(/\b(\d{3})\b/g)) expect(numbers).toContain(number);
  });

  it("are indexed in docs/decisions/README.md, with a word for every number not used", () => {
    const index = readFileSync(path.join(ROOT, "docs/decisions/README.md"), "utf8");
    for (const file of decisions) expect(index).toContain(`(${path.basename(file)})`);
    const highest = Math.max(...[...numbers].map(Number));
    for (let number = 1; number <= highest; number += 1) {
      const padded = String(number).padStart(3, "0");
      if (!numbers.has(padded)) expect(index).toMatch(new RegExp(`^\\| ${padded} \\| \\(not used\\) \\|`, "m"));
    }
  });
});
