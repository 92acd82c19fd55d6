import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { openDatabase } from "../app/.server/db/open-database";

import { pgliteTemplatePath } from "../tests/pglite-template-path";

// Defect 14 (scripts/bench-memory.ts prints the figures by phase).

const MB = 1024 * 1024;

async function withNewDataDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "database-memory-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function setting(db: Awaited<ReturnType<typeof openDatabase>>["db"], name: string): Promise<string> {
  const result = (await db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return Object.values(result.rows[0]!)[0]!;
}

describe("the embedded database's memory", () => {
  it("opens a new data directory without creating its cluster in this process, and with small buffers", async () => {
    await withNewDataDir(async (dir) => {
      const before = process.memoryUsage().rss;
      const database = await openDatabase({ dataDir: dir });
      try {
        const grown = (process.memoryUsage().rss - before) / MB;
        // Creating a cluster here took 600+ MB; opening one takes about 100 MB.
        expect(grown).toBeLessThan(250);
        expect(await setting(database.db, "shared_buffers")).toBe("8MB");
        expect(await setting(database.db, "max_connections")).toBe("5");
      } finally {
        await database.close();
      }
    });
  });

  it("starts a new data directory as a copy of the build's empty cluster when there is one", async () => {
    await withNewDataDir(async (dir) => {
      const database = await openDatabase({ dataDir: dir, pgliteTemplate: pgliteTemplatePath() });
      try {
        expect(await setting(database.db, "shared_buffers")).toBe("8MB");
      } finally {
        await database.close();
      }
    });
  });
});
