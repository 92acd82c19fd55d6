import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdir, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

/** docs/decisions/013-hardening.md: creating a cluster in-process costs memory never returned. */

export const PGLITE_TEMPLATE_DIR = "pglite-cluster";

export const PGLITE_SETTINGS = [
  "shared_buffers=8MB",
  "wal_buffers=512kB",
  "work_mem=2MB",
  "maintenance_work_mem=8MB",
  "temp_buffers=1MB",
  // One process, one connection: shared memory is sized by this.
  "max_connections=5",
] as const;

const asArguments = (settings: readonly string[]) => settings.flatMap((setting) => ["-c", setting]);

export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, ...asArguments(PGLITE_SETTINGS)];
}

export async function hasCluster(dir: string): Promise<boolean> {
  return stat(path.join(dir, "PG_VERSION")).then(
    (info) => info.isFile(),
    () => false,
  );
}

// PGlite creates the cluster when it opens an empty directory.
const CREATE_CLUSTER = `
import { PGlite } from "@electric-sql/pglite";
const [dir, settings] = [process.argv[1], JSON.parse(process.argv[2])];
const db = await PGlite.create(dir, { initDbStartParams: settings });
await db.close();
`;

/** In a child process (~700 MB peak, returned at exit), renamed into place so no half cluster is left. */
export async function createPgliteCluster(dir: string): Promise<void> {
  const building = `${dir}.creating-${randomBytes(6).toString("hex")}`;
  await mkdir(path.dirname(dir), { recursive: true });
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", CREATE_CLUSTER, building, JSON.stringify(asArguments(PGLITE_SETTINGS))],
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

export async function ensurePgliteCluster(dir: string, template?: string): Promise<"existing" | "copied" | "created"> {
  if (await hasCluster(dir)) return "existing";
  // One with files in it is not ours to delete (the rename below then fails and says so).
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
