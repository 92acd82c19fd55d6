import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";

import { clusterDirectory, DataDirError, prepareDataDir } from "./data-dir";
import { acquireDirectoryLock } from "./directory-lock";
import { ensurePgliteCluster, hasCluster, pgliteStartParams } from "./pglite-cluster";
import { schema, type Schema } from "./schema";

/** The drizzle database of either driver: routes and stores never need to know which. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: AppDatabase;
  /** "pglite" (embedded, in a data directory) or "postgres" (through `pg`, DATABASE_URL). */
  kind: "pglite" | "postgres";
  /** Where the data lives, without credentials: the PGlite directory or host:port/database. */
  location: string;
  /** Closes the connection pool or the embedded database; safe to call twice. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL: PostgreSQL through `pg`. Unset: embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** The data directory (DATA_DIR); PGlite keeps its files in its `pglite/` folder. */
  dataDir: string;
  /** The drizzle-kit migrations (drizzle/ at the project root). */
  migrationsFolder?: string;
  /** An empty PGlite cluster to copy into a new data directory (the build's); without, one is created. */
  pgliteTemplate?: string;
  /** Told before each slow step (a new cluster takes about 30 s), so a starting server is not silent. */
  onStep?: (message: string) => void;
}

/** The generated migrations, at the project root. Every entry point (server, scripts, tests) runs from there. */
export const MIGRATIONS_FOLDER = path.resolve("drizzle");

export class DatabaseOpenError extends Error {
  override name = "DatabaseOpenError";
}

// Serialises migrations when several server processes start against one PostgreSQL at once (any
// fixed 64-bit number, the same in every process).
const MIGRATION_LOCK_KEY = 7_317_204_551;

/**
 * Opens the database once, at start-up, and brings its schema up to date. PGlite takes a second or
 * two to start (a few more the first time when there is no template cluster to copy), so it is never
 * opened per request.
 */
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
  // PGlite is one process's database: a second process on the same files would corrupt them.
  const lock = await acquireDirectoryLock(path.join(directory, "pglite.lock"));
  let client: PGlite | undefined;
  try {
    // Created (or copied) outside this process, and run with small memory settings: see pglite-cluster.ts.
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
  // Loaded only here: a server on the embedded database never needs the PostgreSQL driver's memory.
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
  // An idle client losing its connection (a PostgreSQL restart) must not crash the process.
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

/** host:port/database of a PostgreSQL URL: what may be printed (never the user or password). */
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
