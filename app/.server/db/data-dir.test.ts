import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { clusterDirectory, DataDirError, prepareDataDir, requireExistingDatabase } from "./data-dir";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "data-dir-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function refusal(promise: Promise<unknown>): Promise<DataDirError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DataDirError);
  const message = (error as DataDirError).message;
  // One line for the terminal; no stack, no bare errno.
  expect(message).not.toContain("\n");
  expect(message).toMatch(/^DATA_DIR=/);
  return error as DataDirError;
}

describe("prepareDataDir", () => {
  it("creates a missing directory and its parents", async () => {
    const target = path.join(root, "a", "b", "data");
    expect(await prepareDataDir(target)).toBe(target);
    expect((await stat(target)).isDirectory()).toBe(true);
    expect(await prepareDataDir(target)).toBe(target);
  });

  it("refuses a path under a file, naming the file", async () => {
    const file = path.join(root, "passwd");
    await writeFile(file, "not a directory");
    const error = await refusal(prepareDataDir(path.join(file, "x")));
    expect(error.message).toContain(`${file} is a file`);
  });

  it("refuses a file given as the directory", async () => {
    const file = path.join(root, "data");
    await writeFile(file, "");
    expect((await refusal(prepareDataDir(file))).message).toContain("is a file, not a directory");
  });

  // Node 20's recursive mkdir never returns here.
  it.runIf(existsSync("/proc/self"))("refuses a directory in /proc instead of hanging", async () => {
    const error = await refusal(prepareDataDir("/proc/x"));
    expect(error.message).toContain("cannot create /proc/x");
  });
});

describe("requireExistingDatabase", () => {
  it("refuses a directory that does not exist, and does not create it", async () => {
    const target = path.join(root, "dta");
    expect((await refusal(requireExistingDatabase(target))).message).toContain("does not exist");
    expect(existsSync(target)).toBe(false);
  });

  it("refuses a directory that holds no database", async () => {
    expect((await refusal(requireExistingDatabase(root))).message).toContain("holds no database");
  });

  it("accepts a directory with a cluster in it", async () => {
    await mkdir(clusterDirectory(root));
    await writeFile(path.join(clusterDirectory(root), "PG_VERSION"), "17\n");
    expect(await requireExistingDatabase(root)).toBe(root);
  });
});
