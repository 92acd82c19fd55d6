/**
 * Starts the production server (build first: `npm run build`) and measures composer generation
 * (POST /api/generate-bio) at 50 concurrent connections, next to a bare Node `http` server that
 * answers a fixed JSON body, in the same run. Prints requests per second, p50/p99 latency and the
 * ratio between the two.
 *   npm run bench:api [-- --seconds 10]
 */
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

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
// The compiled host, as `npm run serve` runs it (npm run build first).
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
const bare = createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "application/json" }).end('{"bios":["a","b","c"],"source":"composer"}');
});
await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));

try {
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  // Warm up both servers before measuring.
  await fetch(`http://127.0.0.1:${port}/api/generate-bio`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: BODY,
  });
  const api = await load(`http://127.0.0.1:${port}/api/generate-bio`, { method: "POST", body: BODY });
  const baseline = await load(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`);

  const row = (name: string, result: autocannon.Result) => ({
    target: name,
    "requests/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx,
    errors: result.errors,
  });
  console.log(
    `${CONNECTIONS} connections, ${seconds} s each, on ${(await import("node:os")).cpus().length} cores (load generator in the same machine)`,
  );
  console.table([row("POST /api/generate-bio (composer)", api), row("bare node:http, fixed JSON", baseline)]);
  console.log(
    `API throughput is ${((api.requests.average / baseline.requests.average) * 100).toFixed(1)}% of the bare server's (ratio ${(api.requests.average / baseline.requests.average).toFixed(3)})`,
  );
} finally {
  bare.close();
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}
