import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chown, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";

import { freePort } from "./free-port";

/**
 * A real PostgreSQL for tests, with a database of its own: POSTGRES_TEST_URL's server when set (a
 * fresh database is created in it and dropped afterwards), otherwise a private cluster made with
 * Debian's initdb in a temporary directory and started on a free port of 127.0.0.1 (the
 * `postgresql` package, which .ci/run installs; no PostgreSQL service needs to be running).
 */
export interface TestPostgres {
  /** postgres:// URL of a database no other test uses. */
  url: string;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL's bin directory (/usr/lib/postgresql/<major>/bin), or undefined. */
async function postgresBinDir(): Promise<string | undefined> {
  const root = "/usr/lib/postgresql";
  const majors = await readdir(root).catch(() => [] as string[]);
  const newest = majors
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => path.join(root, major, "bin"))
    .find((dir) => spawnSync(path.join(dir, "initdb"), ["--version"]).status === 0);
  if (newest) return newest;
  const fromPath = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  return fromPath.status === 0 ? fromPath.stdout.trim() : undefined;
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` system user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      "Running as root, but there is no `postgres` user to run PostgreSQL as (apt-get install postgresql creates it).",
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function createDatabaseIn(serverUrl: string): Promise<TestPostgres> {
  const name = `sbg_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.POSTGRES_TEST_URL) return createDatabaseIn(process.env.POSTGRES_TEST_URL);

  const bin = await postgresBinDir();
  if (!bin)
    throw new Error(
      "PostgreSQL is not installed: apt-get install postgresql (CI installs it), or set POSTGRES_TEST_URL.",
    );
  const user = runAs();
  const dir = await mkdtemp(path.join(tmpdir(), "social-bio-generator-pg-"));
  if (user) await chown(dir, user.uid, user.gid);
  const dataDir = path.join(dir, "data");

  const initdb = spawnSync(
    path.join(bin, "initdb"),
    ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-locale", "--no-sync"],
    { encoding: "utf8", ...user },
  );
  if (initdb.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (${initdb.status}):\n${initdb.stderr}`);
  }

  const port = await freePort();
  const child = spawn(
    path.join(bin, "postgres"),
    [
      "-D",
      dataDir,
      "-p",
      String(port),
      "-c",
      "listen_addresses=127.0.0.1",
      // The socket sits in the private directory, not /var/run/postgresql (which may not exist).
      "-c",
      `unix_socket_directories=${dir}`,
      // A throw-away cluster: no need to wait for the disk.
      "-c",
      "fsync=off",
      "-c",
      "max_connections=100",
    ],
    { stdio: ["ignore", "pipe", "pipe"], ...user },
  );
  let output = "";
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`postgres did not start within 30 s:\n${output}`)), 30_000);
      const onData = (data: Buffer) => {
        output += data.toString();
        if (output.includes("database system is ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`postgres exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    child.kill("SIGKILL");
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          // SIGINT: PostgreSQL's fast shutdown (ends sessions, no waiting for clients).
          child.kill("SIGINT");
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
