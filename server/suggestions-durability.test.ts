import { existsSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDataDir, type TestDataDir } from "../tests/data-dir";
import { startTestPostgres, type TestPostgres } from "../tests/postgres-server";
import { runServerProcess, startServerProcess, type ServerProcess } from "../tests/server-process";

// A suggestion answered 201 is on disk whatever happens to the process next.

const ADMIN_TOKEN = "durability-admin-token-0123456789abcdef012345";

function post(server: ServerProcess, suggestion: string) {
  return fetch(`${server.baseUrl}/api/suggestions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ suggestion }),
  });
}

async function listed(server: ServerProcess): Promise<{ id: string; text: string }[]> {
  const response = await fetch(`${server.baseUrl}/api/suggestions`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { suggestions: { id: string; text: string }[] }).suggestions;
}

describe.each(["pglite", "postgres"] as const)("durability on %s", (backend) => {
  let postgres: TestPostgres | undefined;
  let data: TestDataDir;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    postgres = backend === "postgres" ? await startTestPostgres() : undefined;
    data = await createTestDataDir();
    env = { DATA_DIR: data.dir, ADMIN_TOKEN, DATABASE_URL: postgres?.url };
  });
  afterAll(async () => {
    await data?.remove();
    await postgres?.stop();
  });

  it("keeps a suggestion answered 201 when the server is killed with SIGKILL right after", async () => {
    const first = await startServerProcess(env);
    const response = await post(first, "Survive a SIGKILL");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // Nothing gets a chance to flush or close.
    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });

    const second = await startServerProcess(env);
    try {
      expect(await listed(second)).toContainEqual(expect.objectContaining({ id, text: "Survive a SIGKILL" }));
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  });

  it.each(["SIGTERM", "SIGINT"] as const)("exits with 0 on %s, closing the database", async (signal) => {
    const server = await startServerProcess(env);
    expect((await post(server, `Before ${signal}`)).status).toBe(201);
    server.child.kill(signal);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain(`${signal} received, shutting down`);
    expect(server.output()).not.toMatch(/could not close|took too long/i);
    if (backend === "pglite") expect(existsSync(path.join(data.dir, "pglite.lock"))).toBe(false);
  });
});

describe("the embedded database's data directory", () => {
  it("serves one process at a time: a second server on it stops with a clear message", async () => {
    const data = await createTestDataDir();
    const first = await startServerProcess({ DATA_DIR: data.dir });
    try {
      const second = runServerProcess({ DATA_DIR: data.dir, PORT: "0" });
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.output()).toContain(`is in use by another process (pid ${first.child.pid})`);
      expect(second.output()).not.toMatch(/\n\s+at /);
      expect((await post(first, "Still here")).status).toBe(201);
    } finally {
      first.child.kill("SIGTERM");
      await first.exited;
      await data.remove();
    }
  });
});
