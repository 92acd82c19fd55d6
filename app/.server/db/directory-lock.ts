import { open, readFile, unlink } from "node:fs/promises";

/** PGlite is single-process, and nothing in it stops two processes from corrupting its files. */
export interface DirectoryLock {
  release(): Promise<void>;
}

export class DirectoryLockedError extends Error {
  override name = "DirectoryLockedError";
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      pid === process.pid
        ? `The database in ${lockFile.replace(/\/[^/]+$/, "")} is already open in this process.`
        : `The database in ${lockFile.replace(/\/[^/]+$/, "")} is in use by another process (pid ${pid}). ` +
            `The embedded database serves one process at a time: stop that process first, or use PostgreSQL (DATABASE_URL). ` +
            `If no such process uses it, delete ${lockFile}.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const held = new Set<string>();

async function readOwner(lockFile: string): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const owner = Number((await readFile(lockFile, "utf8").catch(() => "")).trim());
    if (Number.isInteger(owner) && owner > 0) return owner;
    // Just created by a process that has not written its pid yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return 0;
}

export async function acquireDirectoryLock(lockFile: string): Promise<DirectoryLock> {
  if (held.has(lockFile)) throw new DirectoryLockedError(lockFile, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(lockFile, "wx");
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      held.add(lockFile);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          held.delete(lockFile);
          const owner = Number((await readFile(lockFile, "utf8").catch(() => "")).trim());
          if (owner === process.pid) await unlink(lockFile).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = await readOwner(lockFile);
      // Our own pid but not held here: a container's pid 1 after a restart.
      if (owner > 0 && owner !== process.pid && isAlive(owner)) throw new DirectoryLockedError(lockFile, owner);
      await unlink(lockFile).catch(() => {});
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
