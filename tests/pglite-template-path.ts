import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Where tests keep an empty PGlite cluster to copy (see data-dir.ts): one per PGlite version, under
 * node_modules/.cache, so it goes away with node_modules.
 */
export const TEST_CACHE_DIR = path.resolve("node_modules/.cache/social-bio-generator");

export function pgliteTemplatePath(): string {
  const { version } = JSON.parse(
    readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string };
  return path.join(TEST_CACHE_DIR, `pglite-${version}-cluster`);
}
