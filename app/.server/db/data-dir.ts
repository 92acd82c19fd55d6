import { mkdir, stat } from "node:fs/promises";
import path from "node:path";

import { hasCluster } from "./pglite-cluster";

/** The message is one line naming the setting. */
export class DataDirError extends Error {
  override name = "DataDirError";
}

export function clusterDirectory(dataDirectory: string): string {
  return path.join(dataDirectory, "pglite");
}

type Found = { kind: "directory" } | { kind: "other" } | { kind: "missing" };

async function find(target: string): Promise<Found> {
  try {
    return (await stat(target)).isDirectory() ? { kind: "directory" } : { kind: "other" };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOTDIR: a parent is a file; the nearest existing ancestor says which.
    if (code === "ENOENT" || code === "ENOTDIR") return { kind: "missing" };
    throw new DataDirError(`DATA_DIR: cannot read ${target} (${reason(error)}).`);
  }
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "read-only file system";
    case "ENOENT":
      return "this file system does not take new directories here";
    default:
      return code ?? (error as Error).message;
  }
}

/** Not `mkdir -p`: under Node 20 it never returns for DATA_DIR=/proc/x and throws a bare ENOTDIR under a file. */
export async function prepareDataDir(dataDir: string): Promise<string> {
  const directory = path.resolve(dataDir);
  const missing: string[] = [];
  let current = directory;
  for (;;) {
    const found = await find(current);
    if (found.kind === "directory") break;
    if (found.kind === "other") {
      throw new DataDirError(
        current === directory
          ? `DATA_DIR=${dataDir}: ${directory} is a file, not a directory.`
          : `DATA_DIR=${dataDir}: ${current} is a file, so ${directory} cannot be a directory.`,
      );
    }
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const level of missing) {
    try {
      await mkdir(level);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST" && (await find(level)).kind === "directory") continue;
      throw new DataDirError(`DATA_DIR=${dataDir}: cannot create ${level} (${reason(error)}).`);
    }
  }
  return directory;
}

/** A mistyped DATA_DIR must not be created, opened empty and exported as nothing. */
export async function requireExistingDatabase(dataDir: string): Promise<string> {
  const directory = path.resolve(dataDir);
  const found = await find(directory);
  if (found.kind === "missing") {
    throw new DataDirError(
      `DATA_DIR=${dataDir}: ${directory} does not exist, so there is no database to read. ` +
        `Set DATA_DIR to the directory the server stores its data in (default ./data).`,
    );
  }
  if (found.kind === "other") throw new DataDirError(`DATA_DIR=${dataDir}: ${directory} is a file, not a directory.`);
  if (!(await hasCluster(clusterDirectory(directory)))) {
    throw new DataDirError(
      `DATA_DIR=${dataDir}: ${directory} holds no database (no cluster in its pglite/ folder). ` +
        `Set DATA_DIR to the directory the server stores its data in (default ./data).`,
    );
  }
  return directory;
}
