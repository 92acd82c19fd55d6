/**
 * `npm run bench:api [-- --seconds 10]`, on the existing build: composer generation at 50 connections beside a bare
 * node:http server, with CPU time per request from /proc, which moves much less than requests/s on a shared machine.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";

import autocannon from "autocannon";

import { freePort } from "../tests/free-port";
import { HOST_ENTRY, SERVE_NODE_FLAGS } from "../tests/server-process";

const seconds = Number(process.argv[process.argv.indexOf("--seconds") + 1]) || 10;
const CONNECTIONS = 50;
const BODY = JSON.stringify({
  interests: "coffee, hiking",
  profession: "nurse",
  personality: "calm",
  tone: "Casual",
  style: "With Emojis",
  format: "3-line",
  count: 3,
});

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function load(url: string, options: { method?: "POST"; body?: string } = {}) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    method: options.method ?? "GET",
    body: options.body,
    headers: options.body ? { "content-type": "application/json" } : undefined,
  });
}

const port = await freePort();
const server = spawn(process.execPath, [...SERVE_NODE_FLAGS, HOST_ENTRY], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    RATE_LIMIT_GENERATE_PER_MINUTE: "1000000000",
  },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    "-e",
    `require("node:http").createServer((_q, s) => s.writeHead(200, { "Content-Type": "application/json" })` +
      `.end('{"bios":["a","b","c"],"source":"composer"}')).listen(${barePort}, "127.0.0.1")`,
  ],
  { stdio: "ignore" },
);

/** Clock ticks of 10 ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measured(pid: number, run: () => Promise<autocannon.Result>) {
  const before = cpuMs(pid);
  const result = await run();
  return { result, cpuMsPerRequest: (cpuMs(pid) - before) / Math.max(1, result.requests.total) };
}

try {
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  await waitFor(`http://127.0.0.1:${barePort}/`);
  await fetch(`http://127.0.0.1:${port}/api/generate-bio`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: BODY,
  });
  const startLoad = loadavg()[0]!.toFixed(2);
  const api = await measured(server.pid!, () =>
    load(`http://127.0.0.1:${port}/api/generate-bio`, { method: "POST", body: BODY }),
  );
  const baseline = await measured(bare.pid!, () => load(`http://127.0.0.1:${barePort}/`));

  const row = (name: string, { result, cpuMsPerRequest }: Awaited<ReturnType<typeof measured>>) => ({
    target: name,
    "requests/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx,
    errors: result.errors,
    "server CPU ms/request": Number(cpuMsPerRequest.toFixed(3)),
  });
  console.log(
    `${CONNECTIONS} connections, ${seconds} s each, on ${(await import("node:os")).cpus().length} cores (load generator in the same machine; ` +
      `1-minute load average ${startLoad} at the start, ${loadavg()[0]!.toFixed(2)} at the end)`,
  );
  console.table([row("POST /api/generate-bio (composer)", api), row("bare node:http, fixed JSON", baseline)]);
  const ratio = api.result.requests.average / baseline.result.requests.average;
  console.log(`API throughput is ${(ratio * 100).toFixed(1)}% of the bare server's (ratio ${ratio.toFixed(3)})`);
  const cpuRatio = baseline.cpuMsPerRequest / api.cpuMsPerRequest;
  console.log(
    `By CPU per request, the API costs ${(1 / cpuRatio).toFixed(0)}× a bare answer: ${(cpuRatio * 100).toFixed(1)}% of the bare server's requests/s on an otherwise idle core`,
  );
} finally {
  bare.kill("SIGTERM");
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}
