import { spawn } from "node:child_process";
import { connect, type AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "../app/.server/config";

import { startBuiltApp, type RunningApp } from "../tests/start-built-app";

import {
  createHttpServer,
  drainAndClose,
  MIN_SHUTDOWN_GRACE_MS,
  SERVER_TIMEOUTS,
  shutdownGraceMs,
} from "./http-server";

// Node's defaults give a slow client 60 s for headers and 300 s for the request.

/** Resolves with what the server said before closing. */
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

/** In a process of their own, so they connect while the server's thread is busy. */
const CLIENTS = `
const { connect } = require("node:net");
const [port, count] = process.argv.slice(1).map(Number);
process.stdin.once("data", () => {
  const outcomes = [];
  for (let i = 0; i < count; i++) {
    let received = "";
    let outcome;
    const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n"));
    socket.on("data", (data) => (received += data));
    socket.on("error", (error) => (outcome = error.code === "ECONNREFUSED" ? "refused" : "reset"));
    socket.on("close", () => {
      outcomes.push(outcome ?? (received.startsWith("HTTP/1.1 200") ? "answered" : "reset"));
      if (outcomes.length === count) process.stdout.write(JSON.stringify(outcomes), () => process.exit(0));
    });
  }
});
process.stdout.write("ready\\n");
`;

describe("stopping (second probe, 6)", () => {
  it("answers the connections already waiting to be accepted instead of resetting them", async () => {
    const server = createHttpServer((_request, response) => response.end("ok")).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const count = 40;
    const clients = spawn(process.execPath, ["-e", CLIENTS, String(port), String(count)], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    let output = "";
    clients.stdout.on("data", (data: Buffer) => (output += data.toString()));
    await new Promise<void>((resolve) => clients.stdout.once("data", () => resolve()));
    clients.stdin.write("go\n");
    // Their connections wait in the kernel's accept queue when the stop begins.
    const busyUntil = Date.now() + 1000;
    while (Date.now() < busyUntil) {
      // busy on purpose
    }
    const closed = drainAndClose(server, 3000);
    await new Promise((resolve) => clients.once("exit", resolve));
    await closed;
    const outcomes = JSON.parse(output.slice(output.indexOf("["))) as string[];
    expect(outcomes.filter((outcome) => outcome === "reset")).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === "answered").length).toBeGreaterThan(0);
  });
});
