import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";

import { clusterDirectory, DataDirError, prepareDataDir } from "./data-dir";
import { acquireDirectoryLock } from "./directory-lock";
import { ensurePgliteCluster, hasCluster, pgliteStartParams } from "./pglite-cluster";
import { schema, type Schema } from "./schema";

export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: AppDatabase;
  kind: "pglite" | "postgres";
  location: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder?: string;
  pgliteTemplate?: string;
  /** A new cluster takes about 30 s: a starting server should not be silent. */
  onStep?: (message: string) => void;
}

export const MIGRATIONS_FOLDER = path.resolve("drizzle");

export class DatabaseOpenError extends Error {
  override name = "DatabaseOpenError";
}

// Serialises migrations of several processes starting at once.
const MIGRATION_LOCK_KEY = 7_317_204_551;

/** PGlite takes a second or two to start, so never per request. */
export async function openDatabase({
  databaseUrl,
  dataDir,
  migrationsFolder = MIGRATIONS_FOLDER,
  pgliteTemplate,
  onStep = () => {},
}: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    onStep(`opening PostgreSQL at ${describePostgresUrl(databaseUrl)} and applying migrations`);
    return openPostgres(databaseUrl, migrationsFolder);
  }
  return openPglite(dataDir, migrationsFolder, onStep, pgliteTemplate);
}

async function openPglite(
  dataDir: string,
  migrationsFolder: string,
  onStep: (message: string) => void,
  template?: string,
): Promise<Database> {
  let directory: string;
  try {
    directory = await prepareDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirError) throw new DatabaseOpenError(error.message, { cause: error });
    throw error;
  }
  // A second process on the same files would corrupt them.
  const lock = await acquireDirectoryLock(path.join(directory, "pglite.lock"));
  let client: PGlite | undefined;
  try {
    const cluster = clusterDirectory(directory);
    if (!(await hasCluster(cluster))) {
      onStep(
        template && (await hasCluster(template))
          ? `new data directory: copying the build's empty database into ${cluster}`
          : `new data directory: creating an empty database in ${cluster} (about 30 s, once)`,
      );
    }
    await ensurePgliteCluster(cluster, template);
    onStep(`opening the embedded database in ${directory} and applying migrations`);
    client = await PGlite.create(cluster, { startParams: pgliteStartParams() });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    let closed = false;
    const opened = client;
    return {
      db,
      kind: "pglite",
      location: directory,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await opened.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    await lock.release();
    throw new DatabaseOpenError(`Could not open the embedded database in ${directory}: ${describeError(error)}`, {
      cause: error,
    });
  }
}

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<Database> {
  const location = describePostgresUrl(databaseUrl);
  // A server on the embedded database never needs the driver's memory.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(`Could not open PostgreSQL at ${location}: ${describeError(error)}`, { cause: error });
  }
  let closed = false;
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: "postgres",
    location,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function describePostgresUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || "localhost"}:${url.port || "5432"}${url.pathname || "/"}`;
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

function describeError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : String(error);
  return typeof code === "string" && !text.includes(code) ? `${code}: ${text}` : text;
}
