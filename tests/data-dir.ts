import { cp, mkdir, mkdtemp, readFile, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { pgliteTemplatePath, TEST_CACHE_DIR } from "./pglite-template-path";

/**
 * Fresh data directories for tests, so no test ever shares ./data or another test's database.
 *
 * PGlite creates its cluster the first time it opens a directory, which takes about 12 s; opening a
 * copy of a created one takes under a second. So the first call makes an empty cluster once per
 * PGlite version (cached under node_modules/.cache) and every data directory starts as a copy of it.
 * The schema is not in the template: each test's server applies the migrations itself.
 */
export interface TestDataDir {
  dir: string;
  remove(): Promise<void>;
}

let template: Promise<string> | undefined;

async function pgliteTemplate(): Promise<string> {
  const target = pgliteTemplatePath();
  try {
    await readFile(path.join(target, "PG_VERSION"));
    return target;
  } catch {
    // Not made yet: make it below.
  }
  await mkdir(TEST_CACHE_DIR, { recursive: true });
  const building = await mkdtemp(path.join(TEST_CACHE_DIR, "building-"));
  const cluster = path.join(building, "cluster");
  const db = await PGlite.create(cluster);
  await db.close();
  // Several test files may build at once: the first rename wins, the others throw theirs away.
  await rename(cluster, target).catch(() => {});
  await rm(building, { recursive: true, force: true });
  return target;
}

/** A new, empty data directory (DATA_DIR) whose PGlite cluster is ready to open. */
export async function createTestDataDir(): Promise<TestDataDir> {
  template ??= pgliteTemplate();
  const dir = await mkdtemp(path.join(tmpdir(), "social-bio-generator-data-"));
  await cp(await template, path.join(dir, "pglite"), { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
