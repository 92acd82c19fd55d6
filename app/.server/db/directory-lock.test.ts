import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { acquireDirectoryLock, DirectoryLockedError } from "./directory-lock";

let dir: string;
let lockFile: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "lock-test-"));
  lockFile = path.join(dir, "pglite.lock");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

describe("acquireDirectoryLock", () => {
  it("writes this process's pid and removes the file on release", async () => {
    const lock = await acquireDirectoryLock(lockFile);
    expect((await readFile(lockFile, "utf8")).trim()).toBe(String(process.pid));
    await lock.release();
    await expect(readFile(lockFile)).rejects.toThrow(/ENOENT/);
  });

  it("refuses a directory this process already holds", async () => {
    const lock = await acquireDirectoryLock(lockFile);
    await expect(acquireDirectoryLock(lockFile)).rejects.toThrow(/already open in this process/);
    await lock.release();
    await (await acquireDirectoryLock(lockFile)).release();
  });

  it("refuses a directory a live process holds, naming it", async () => {
    await writeFile(lockFile, `${process.ppid}\n`);
    const attempt = acquireDirectoryLock(lockFile);
    await expect(attempt).rejects.toBeInstanceOf(DirectoryLockedError);
    await expect(acquireDirectoryLock(lockFile)).rejects.toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it("takes over the lock of a process that died", async () => {
    await writeFile(lockFile, `${deadPid()}\n`);
    const lock = await acquireDirectoryLock(lockFile);
    expect((await readFile(lockFile, "utf8")).trim()).toBe(String(process.pid));
    await lock.release();
  });

  it("takes over a lock naming this pid that this process does not hold (a restarted container's pid 1)", async () => {
    await writeFile(lockFile, `${process.pid}\n`);
    const lock = await acquireDirectoryLock(lockFile);
    await lock.release();
  });
});
