import { connect } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "../app/.server/config";

import { startBuiltApp, type RunningApp } from "../tests/start-built-app";

import { MIN_SHUTDOWN_GRACE_MS, SERVER_TIMEOUTS, shutdownGraceMs } from "./http-server";

// A client that sends its request slowly, or not at all, must not hold a connection for minutes
// (Node's defaults: 60 s for headers, 300 s for the whole request). Against the real app and its server.

/** Opens a connection, writes `chunk`, then sends nothing more; resolves with what the server said before closing. */
function stall(app: RunningApp, chunk: string): Promise<string> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(chunk));
    let received = "";
    socket.on("data", (data: Buffer) => (received += data.toString()));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

describe("the HTTP server's limits (defect 12)", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startBuiltApp(parseConfig({}));
  });
  afterAll(() => app?.close());

  it("closes a connection whose body stops arriving, and one whose headers never end, with 408", async () => {
    const host = new URL(app.baseUrl).host;
    const [slowBody, slowHeaders] = await Promise.all([
      stall(
        app,
        `POST /api/suggestions HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"sugg`,
      ),
      stall(app, `GET / HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\n`),
    ]);
    expect(slowBody).toMatch(/^HTTP\/1\.1 408/);
    expect(slowHeaders).toMatch(/^HTTP\/1\.1 408/);
  });

  it("keeps its limits in the order Node needs and a JSON API wants", () => {
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestMs);
    expect(SERVER_TIMEOUTS.requestMs).toBeLessThanOrEqual(30_000);
    expect(SERVER_TIMEOUTS.checkIntervalMs).toBeLessThan(SERVER_TIMEOUTS.headersMs);
  });
});

describe("the shutdown grace", () => {
  it("covers the longest generation: the model's timeout and the composer after it", () => {
    expect(shutdownGraceMs({ LLM_TIMEOUT_MS: 8000 })).toBeGreaterThan(8000);
    expect(shutdownGraceMs({ LLM_TIMEOUT_MS: 100 })).toBe(MIN_SHUTDOWN_GRACE_MS);
  });
});
