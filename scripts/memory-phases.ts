/**
 * Run by `npm run bench:memory` under plain node, since a TypeScript loader would distort the
 * figures: `node <bundle> <data dir> <inserts>`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "react-router";

const [dataDir, insertsText] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: memory-phases <data dir> <inserts>");
const INSERTS = Number(insertsText ?? 5000);

const MB = 1024 * 1024;
function status(field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync("/proc/self/status", "utf8"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** As JSON, for bench-memory.ts to tabulate. */
function report(phase: string, started: number) {
  const usage = process.memoryUsage();
  console.log(
    JSON.stringify({
      phase,
      rss: Math.round(usage.rss / MB),
      peak: Math.round(status("VmHWM")),
      heap: Math.round(usage.heapUsed / MB),
      external: Math.round(usage.external / MB),
      ms: Math.round(performance.now() - started),
    }),
  );
}

async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  report(name, started);
  return result;
}

async function hit(url: string, count: number, init: () => RequestInit = () => ({})) {
  for (let index = 0; index < count; index += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - index) }, async (_, offset) => {
        const response = await fetch(url, init());
        await response.arrayBuffer();
        if (response.status >= 500) throw new Error(`${url} answered ${response.status} (request ${index + offset})`);
      }),
    );
  }
}

report("node started", performance.now());
// Imported here so their cost is a phase of its own.
const { parseConfig, PGLITE_TEMPLATE_DIR, createLogger, createServices, createApp, createHttpServer } = await phase(
  "server code and its packages imported",
  () => import("./memory-phases-host"),
);
const config = parseConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  RATE_LIMIT_GENERATE_PER_MINUTE: "1000000",
  RATE_LIMIT_SUGGESTIONS_PER_HOUR: "1000000",
});
const build = await phase(
  "React Router server build imported",
  async () => (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild,
);
const services = await phase("services ready (database opened and migrated, emoji index, limiters)", () =>
  createServices(config, {
    logger: createLogger({ LOG_LEVEL: "silent" }),
    // As the host does.
    pgliteTemplate: path.resolve("build", PGLITE_TEMPLATE_DIR),
  }),
);
const app = await phase("Express app made (pre-rendered pages, compressed copies)", () =>
  createApp({ build, clientDir: path.resolve("build/client"), config, services }),
);
const server = createHttpServer(app).listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
await phase("200 page views and 200 generations", async () => {
  await hit(`${baseUrl}/`, 100, () => ({ headers: { "accept-encoding": "br" } }));
  await hit(`${baseUrl}/suggest-feature`, 100);
  await hit(`${baseUrl}/api/generate-bio`, 200, () => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ interests: "coffee, hiking", profession: "nurse", count: 6 }),
  }));
});
await phase(`${INSERTS} suggestions stored`, () =>
  hit(`${baseUrl}/api/suggestions`, INSERTS, () => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ suggestion: `A suggestion about memory, number ${Math.random()}` }),
  })),
);
// With --expose-gc: what is still held once garbage is collected.
const collect = (globalThis as { gc?: () => void }).gc;
if (collect) await phase("after a full garbage collection", async () => collect());
await new Promise((resolve) => server.close(resolve));
await services.close();
