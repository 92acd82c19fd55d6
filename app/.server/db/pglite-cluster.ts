import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdir, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database's memory (docs/decisions/013-hardening.md). PGlite runs PostgreSQL in
 * WebAssembly, whose memory only ever grows. Measured on a new data directory, the server reached
 * 850 MB: creating the cluster (initdb) runs two more PostgreSQL instances in the same process, and
 * their memory is never returned; then PostgreSQL's own defaults (128 MB of shared buffers, sized
 * for a database server) add another 100 MB or so on any directory.
 *
 * So the cluster is created outside the server process (a copy of the build's empty cluster, or a
 * short-lived child process), and PostgreSQL runs with settings sized for one process storing
 * short texts.
 */

/** Where the build keeps an empty cluster (under the build directory) for new data directories to copy. */
export const PGLITE_TEMPLATE_DIR = "pglite-cluster";

/** PostgreSQL settings for the embedded database, applied at every start (they override postgresql.conf). */
export const PGLITE_SETTINGS = [
  // A few thousand 8 KB pages: the suggestions table, its index and the catalogs fit many times over.
  "shared_buffers=8MB",
  "wal_buffers=512kB",
  "work_mem=2MB",
  "maintenance_work_mem=8MB",
  "temp_buffers=1MB",
  // One process, one connection: shared memory is sized by this.
  "max_connections=5",
] as const;

const asArguments = (settings: readonly string[]) => settings.flatMap((setting) => ["-c", setting]);

/** PGlite's start parameters with ours after them (later ones win). */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, ...asArguments(PGLITE_SETTINGS)];
}

/** Whether `dir` holds a PostgreSQL cluster (initdb writes PG_VERSION). */
export async function hasCluster(dir: string): Promise<boolean> {
  return stat(path.join(dir, "PG_VERSION")).then(
    (info) => info.isFile(),
    () => false,
  );
}

// Run by a child process: PGlite creates the cluster when it opens an empty directory.
const CREATE_CLUSTER = `
import { PGlite } from "@electric-sql/pglite";
const [dir, settings] = [process.argv[1], JSON.parse(process.argv[2])];
const db = await PGlite.create(dir, { initDbStartParams: settings });
await db.close();
`;

/**
 * Creates an empty cluster in `dir` (which must not exist) in a child process, whose memory (about
 * 700 MB at its peak) goes back to the system when it exits. Written beside `dir` first and renamed
 * into place, so an interrupted creation never leaves half a cluster.
 */
export async function createPgliteCluster(dir: string): Promise<void> {
  const building = `${dir}.creating-${randomBytes(6).toString("hex")}`;
  await mkdir(path.dirname(dir), { recursive: true });
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", CREATE_CLUSTER, building, JSON.stringify(asArguments(PGLITE_SETTINGS))],
    // Packages resolve from the working directory, the project root (as the migrations folder does).
    { cwd: process.cwd(), stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0 || !(await hasCluster(building))) {
    await rm(building, { recursive: true, force: true });
    throw new Error(`Creating the embedded database failed (exit ${code}): ${stderr.trim().slice(-500)}`);
  }
  try {
    await rename(building, dir);
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/**
 * Makes sure `dir` holds a cluster: as it is when it has one; otherwise a copy of `template` (an
 * empty cluster the build made) when there is one, else a new one made in a child process.
 */
export async function ensurePgliteCluster(dir: string, template?: string): Promise<"existing" | "copied" | "created"> {
  if (await hasCluster(dir)) return "existing";
  // An empty directory is fine to replace; one with files in it is not ours to delete (the rename
  // below then fails and says so).
  await rmdir(dir).catch(() => {});
  if (template && (await hasCluster(template))) {
    const copying = `${dir}.copying-${randomBytes(6).toString("hex")}`;
    try {
      await cp(template, copying, { recursive: true });
      await rename(copying, dir);
    } finally {
      await rm(copying, { recursive: true, force: true });
    }
    return "copied";
  }
  await createPgliteCluster(dir);
  return "created";
}
