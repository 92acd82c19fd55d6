import { request } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDataDir, type TestDataDir } from "../tests/data-dir";
import { startFakeLlmServer, type FakeLlmServer } from "../tests/mocks/fake-llm-server";
import { startTestPostgres, type TestPostgres } from "../tests/postgres-server";
import {
  childPids,
  isRunning,
  runServerProcess,
  startServerProcess,
  type ServerProcess,
} from "../tests/server-process";

// Two workers on one port (docs/decisions/022-scale-out.md), as `npm run serve` runs them.

const BIOS = {
  bios: [
    "Night-shift nurse fuelled by coffee ☕\nWeekend trails and sunrise views 🥾\nCalm hands, kind words",
    "Nurse by day, hiker by weekend 🌲\nCoffee first, questions later\nHere for the small wins",
    "Scrubs on, coffee in hand ☕\nChasing trails on my days off\nGentle, steady, curious",
  ],
};
const GENERATE_BUDGET = 3;

/** So the cluster hands each request to the next worker. */
function requestOnNewConnection(
  url: string,
  options: { method: "GET" | "POST"; body?: unknown; client?: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    // TRUST_PROXY is on.
    if (options.client) headers["x-forwarded-for"] = options.client;
    const outgoing = request(url, { method: options.method, agent: false, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, text }));
    });
    outgoing.on("error", reject);
    outgoing.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  });
}

const getOnNewConnection = (url: string) => requestOnNewConnection(url, { method: "GET" });

const generate = (baseUrl: string, client: string) =>
  requestOnNewConnection(`${baseUrl}/api/generate-bio`, {
    method: "POST",
    body: { interests: "coffee, hiking", profession: "nurse", count: 3 },
    client,
  });

interface LogLine {
  worker?: number;
  req?: { path: string };
  res?: { statusCode: number };
  event?: string;
}

function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Other lines may carry `req` too. */
const answered = (path: string) => (line: LogLine) => line.req?.path === path && line.res !== undefined;

async function until(condition: () => boolean) {
  // The test's own timeout bounds the wait.
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("WEB_CONCURRENCY on the embedded database", () => {
  let data: TestDataDir;
  beforeAll(async () => {
    data = await createTestDataDir();
  });
  afterAll(() => data?.remove());

  it("refuses to start several processes on PGlite, naming the setting and what to do", async () => {
    const run = runServerProcess({ DATA_DIR: data.dir, WEB_CONCURRENCY: "2", PORT: "0" });
    expect(await run.exited).toEqual({ code: 1, signal: null });
    expect(run.output()).toMatch(
      /WEB_CONCURRENCY: must be 1 without DATABASE_URL: the embedded PGlite database \(DATA_DIR\) belongs to one process; set DATABASE_URL to a PostgreSQL database to run several \(got "2"\)/,
    );
  });
});

describe("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let postgres: TestPostgres;
  let llm: FakeLlmServer;
  let server: ServerProcess;

  beforeAll(async () => {
    [postgres, llm] = await Promise.all([startTestPostgres(), startFakeLlmServer()]);
    llm.reply = { kind: "content", content: JSON.stringify(BIOS) };
    server = await startServerProcess({
      WEB_CONCURRENCY: "2",
      DATABASE_URL: postgres.url,
      LOG_LEVEL: "info",
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake-model",
      LLM_TIMEOUT_MS: "5000",
      RATE_LIMIT_GENERATE_PER_MINUTE: String(GENERATE_BUDGET),
      TRUST_PROXY: "true",
    });
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      for (const pid of childPids(server.child.pid!)) process.kill(pid, "SIGKILL");
      server.child.kill("SIGKILL");
    }
    await llm?.close();
    await postgres?.stop();
  });

  it("starts two workers behind one port and says so once", () => {
    expect(childPids(server.child.pid!)).toHaveLength(2);
    expect(server.output().match(/is running at http:\/\/localhost:\d+ \(2 worker processes\)/g)).toHaveLength(1);
  });

  it("serves from both workers, counting one rate-limit budget for the machine without Redis", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 2 * GENERATE_BUDGET + 2; index += 1)
      statuses.push((await generate(server.baseUrl, "203.0.113.1")).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(GENERATE_BUDGET);
    expect(statuses.filter((status) => status === 429)).toHaveLength(GENERATE_BUDGET + 2);
    await until(() => logLines(server.output()).filter(answered("/api/generate-bio")).length === statuses.length);
    const workers = new Set(
      logLines(server.output())
        .filter(answered("/api/generate-bio"))
        .map((line) => line.worker),
    );
    expect([...workers].sort()).toEqual([1, 2]);
    expect(logLines(server.output()).find((line) => line.event === "services_ready")).toMatchObject({
      rateLimits: "cluster",
      database: "postgres",
    });
  });

  it("starts another worker when one dies, and keeps serving meanwhile", async () => {
    const [victim] = childPids(server.child.pid!);
    process.kill(victim!, "SIGKILL");
    // Until the primary sees the death, node:cluster may still hand it a connection (docs/operations.md).
    await until(() => server.output().includes(`Worker ${victim} ended (SIGKILL)`));
    for (let index = 0; index < 4; index += 1) {
      expect((await getOnNewConnection(`${server.baseUrl}/healthz`)).status).toBe(200);
    }
    await until(() => /Worker \d+ is serving again\./.test(server.output()));
    expect(childPids(server.child.pid!).filter((pid) => pid !== victim)).toHaveLength(2);
  });

  it("on SIGTERM to the primary, lets the request in flight finish, then every worker and the primary exit 0", async () => {
    llm.reply = { kind: "delayed", ms: 1500, content: JSON.stringify(BIOS) };
    const workers = childPids(server.child.pid!);
    const seen = llm.received.length;
    // Its budget is untouched.
    const inFlight = generate(server.baseUrl, "203.0.113.2");
    await llm.waitForRequests(seen + 1);

    server.child.kill("SIGTERM");

    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect((JSON.parse(answered.text) as { source: string }).source).toBe("llm");
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    expect(workers.filter(isRunning)).toEqual([]);
    expect(server.output()).toMatch(/SIGTERM received, stopping 2 workers/);
    expect(server.output().match(/Worker \d+: SIGTERM received, shutting down/g)).toHaveLength(2);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });
});
