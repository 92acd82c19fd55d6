// `npm run load [-- --seconds 20 --connections 50 --workers 1]`, after `npm run build`: autocannon on 127.0.0.1 against
// the server's main targets and a bare node:http server, with RSS against the 300 MB budget.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import type { GenerateBioBody } from "../app/contracts/generate-bio";
import { FUNNY_POOL } from "../domain/bio/pools/funny";
import { CATEGORY_BATCH_PLANS, parameterSetFor } from "../domain/content/category-parameter-sets";
import { createTestDataDir } from "../tests/data-dir";
import { freePort } from "../tests/free-port";
import { startTestPostgres } from "../tests/postgres-server";
import { childPids, startServerProcess } from "../tests/server-process";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    workers: { type: "string", default: "1" },
  },
});
const SECONDS = Number(values.seconds) || 20;
const CONNECTIONS = Number(values.connections) || 50;
const WORKERS = Math.max(1, Number(values.workers) || 1);
const RSS_BUDGET_MB = 300;
const RSS_SAMPLE_MS = 100;
const TIMEOUT_SECONDS = 10;
/** Pre-rendered pages are stored compressed and sent as stored. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const PRERENDERED_PAGE = "/about-us";
const CATEGORY_PAGE = "/funny-bios";
const CATEGORY_CALL = {
  ...parameterSetFor(CATEGORY_BATCH_PLANS.funny, 0, 0),
  bioType: "funny",
  platform: "instagram",
  count: 6,
  avoid: FUNNY_POOL.slice(0, 120),
} satisfies GenerateBioBody;

function rssMb(pid: number): number {
  const own = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  const kb = Number(own?.[1] ?? 0);
  const children = childPids(pid).reduce((sum, child) => sum + rssMb(child) * 1024, 0);
  return Math.round((kb + children) / 1024);
}

async function startBareServer() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((_q, s) => s.writeHead(200, { "content-type": "text/html; charset=utf-8" })` +
        `.end("<!doctype html><title>bare</title><p>bare node:http</p>")).listen(${port}, "127.0.0.1", () => console.log("ready"))`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill("SIGTERM") };
}

interface Target {
  name: string;
  path: string;
  method?: "POST";
  body?: string;
  bare?: boolean;
}

const TARGETS: Target[] = [
  { name: `${PRERENDERED_PAGE} (pre-rendered, no JavaScript)`, path: PRERENDERED_PAGE },
  { name: "/ (pre-rendered, with islands)", path: "/" },
  { name: `${CATEGORY_PAGE} (category page view)`, path: CATEGORY_PAGE },
  {
    name: "POST /api/generate-bio (composer)",
    path: "/api/generate-bio",
    method: "POST",
    body: JSON.stringify({
      interests: "coffee, hiking",
      profession: "nurse",
      tone: "Casual",
      count: 3,
    } satisfies GenerateBioBody),
  },
  {
    name: "POST /api/generate-bio (category, 120 avoided)",
    path: "/api/generate-bio",
    method: "POST",
    body: JSON.stringify(CATEGORY_CALL),
  },
  {
    name: "POST /api/suggestions (stored)",
    path: "/api/suggestions",
    method: "POST",
    body: JSON.stringify({ suggestion: "A dark theme for the symbol library, please." }),
  },
  { name: "bare node:http, fixed page", path: "/", bare: true },
];

const data = await createTestDataDir();
const postgres = WORKERS > 1 ? await startTestPostgres() : undefined;
const server = await startServerProcess({
  DATA_DIR: data.dir,
  DATABASE_URL: postgres?.url,
  WEB_CONCURRENCY: String(WORKERS),
  // This measures serving, not writing logs to a pipe.
  LOG_LEVEL: "warn",
  RATE_LIMIT_GENERATE_PER_MINUTE: "1000000000",
  RATE_LIMIT_SUGGESTIONS_PER_HOUR: "1000000000",
});
const bare = await startBareServer();

try {
  const rows = [];
  let serverPeak = 0;
  const load = loadavg()[0]!.toFixed(2);
  for (const target of TARGETS) {
    const baseUrl = target.bare ? bare.baseUrl : server.baseUrl;
    const pid = target.bare ? bare.pid : server.child.pid!;
    const headers: Record<string, string> = { "accept-encoding": BROWSER_ACCEPT_ENCODING };
    if (target.body) headers["content-type"] = "application/json";
    // So the first figures are not a cold start's.
    await fetch(baseUrl + target.path, { method: target.method ?? "GET", headers, body: target.body }).then(
      (response) => response.arrayBuffer(),
    );
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), RSS_SAMPLE_MS);
    const result = await autocannon({
      url: baseUrl + target.path,
      method: target.method ?? "GET",
      body: target.body,
      headers,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: TIMEOUT_SECONDS,
    });
    clearInterval(sampler);
    const after = rssMb(pid);
    if (!target.bare) serverPeak = Math.max(serverPeak, peak, after);
    rows.push({
      target: target.name,
      "requests/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "max ms": result.latency.max,
      "non-2xx": result.non2xx,
      errors: result.errors + result.timeouts,
      "RSS before MB": before,
      "RSS peak MB": Math.max(peak, after),
      "RSS after MB": after,
    });
  }
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per target, ${WORKERS === 1 ? "one server process (PGlite)" : `WEB_CONCURRENCY=${WORKERS} on PostgreSQL`}; ` +
      `${cpus().length} cores shared with the load generator (1-minute load average ${load} at the start, ` +
      `${loadavg()[0]!.toFixed(2)} at the end), Node ${process.version}`,
  );
  console.table(rows);
  const bareRate = rows.at(-1)!["requests/s"];
  for (const row of rows.slice(0, -1)) {
    console.log(`${row.target}: ${((row["requests/s"] / bareRate) * 100).toFixed(1)}% of the bare server's requests/s`);
  }
  console.log(
    `Server RSS peak over every target: ${serverPeak} MB (budget ${RSS_BUDGET_MB} MB: ${serverPeak <= RSS_BUDGET_MB ? "met" : "MISSED"})`,
  );
} finally {
  bare.stop();
  server.child.kill("SIGTERM");
  await server.exited;
  await postgres?.stop();
  await data.remove();
}
