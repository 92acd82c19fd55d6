import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { createPgliteCluster, hasCluster } from "../app/.server/db/pglite-cluster";

import { pgliteTemplatePath } from "./pglite-template-path";

/**
 * Fresh data directories for tests, so no test ever shares ./data or another test's database.
 *
 * PGlite creates its cluster the first time it opens a directory, which takes seconds and hundreds of
 * megabytes; opening a copy of a created one takes under a second. So the first call makes an empty
 * cluster once per PGlite version (cached under node_modules/.cache, in a child process, as the
 * build does) and every data directory starts as a copy of it.
 * The schema is not in the template: each test's server applies the migrations itself.
 */
export interface TestDataDir {
  dir: string;
  remove(): Promise<void>;
}

let template: Promise<string> | undefined;

async function pgliteTemplate(): Promise<string> {
  const target = pgliteTemplatePath();
  // Several test files may build at once: each makes its own beside the target and renames it into
  // place; one rename wins and the others find the target there.
  if (!(await hasCluster(target)))
    await createPgliteCluster(target).catch(async (error: unknown) => {
      if (!(await hasCluster(target))) throw error;
    });
  return target;
}

/** A new, empty data directory (DATA_DIR) whose PGlite cluster is ready to open. */
export async function createTestDataDir(): Promise<TestDataDir> {
  template ??= pgliteTemplate();
  const dir = await mkdtemp(path.join(tmpdir(), "social-bio-generator-data-"));
  await cp(await template, path.join(dir, "pglite"), { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
