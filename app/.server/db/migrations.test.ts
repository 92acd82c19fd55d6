import { spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";

import { expect, it } from "vitest";

import { MIGRATIONS_FOLDER } from "./open-database";

// drizzle-kit generating into a copy of drizzle/ must find nothing to add.
it("the migrations in drizzle/ match the schema (npm run db:generate has nothing to add)", async () => {
  // drizzle-kit prefixes --out with "./", so the copy lives inside the project.
  await mkdir("node_modules/.cache", { recursive: true });
  const copy = path.relative(process.cwd(), await mkdtemp(path.resolve("node_modules/.cache/drizzle-check-")));
  try {
    await cp(MIGRATIONS_FOLDER, copy, { recursive: true });
    const before = (await readdir(copy, { recursive: true })).sort();
    const run = spawnSync(
      path.resolve("node_modules/.bin/drizzle-kit"),
      ["generate", "--dialect", "postgresql", "--schema", "./app/.server/db/schema.ts", "--out", copy],
      { encoding: "utf8" },
    );
    // drizzle-kit exits 0 even when it fails.
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.stdout + run.stderr).toMatch(/nothing to migrate/i);
    expect((await readdir(copy, { recursive: true })).sort()).toEqual(before);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});
