/**
 * `npm run bench:fallback [-- --requests 100 --timeout-ms 1000]`, on the existing build:
 * generations sent at once while a fake model hangs or fails, so all fall back together; prints the
 * slowest beside the documented bound, LLM_TIMEOUT_MS + 2 s.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";

import { createTestDataDir } from "../tests/data-dir";
import { startServerProcess } from "../tests/server-process";

const { values } = parseArgs({
  options: { requests: { type: "string", default: "100" }, "timeout-ms": { type: "string", default: "1000" } },
});
const REQUESTS = Math.max(1, Number(values.requests) || 100);
const TIMEOUT_MS = Math.max(100, Number(values["timeout-ms"]) || 1000);
const BOUND_MS = TIMEOUT_MS + 2000;

const REQUEST_BODIES = [
  { profession: "ER nurse", interests: "trail running, sourdough", tone: "Casual", count: 3 },
  { profession: "wedding photographer", interests: "film cameras", tone: "Professional", count: 3 },
  { profession: "high school chemistry teacher", interests: "board games, cats", tone: "Funny", count: 3 },
  { description: "I run an Etsy shop making handmade candles and I am always cold", count: 3 },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(mode: "hang" | "500") {
  const model = createServer((request, response) => {
    request.resume();
    // A failing model answers at once, so every fallback lands on the composer together.
    if (mode === "500") response.writeHead(500, { "content-type": "application/json" }).end('{"error":{}}');
  });
  await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
  const data = await createTestDataDir();
  const server = await startServerProcess({
    DATA_DIR: data.dir,
    LLM_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
    LLM_MODEL: "bench-fallback",
    LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    RATE_LIMIT_GENERATE_PER_MINUTE: "1000000000",
  });
  try {
    const times = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, index) => {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/generate-bio`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(REQUEST_BODIES[index % REQUEST_BODIES.length]),
        });
        const answer = (await response.json()) as { bios?: string[] };
        if (response.status !== 200 || answer.bios?.length !== 3) throw new Error(`answer ${response.status}`);
        return performance.now() - started;
      }),
    );
    const sorted = times.sort((a, b) => a - b);
    const slowest = sorted.at(-1)!;
    console.log(
      `model ${mode === "hang" ? "hangs" : "answers 500"}: ${REQUESTS} generations at once, ` +
        `p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(percentile(sorted, 99))} ms, ` +
        `slowest ${Math.round(slowest)} ms; bound ${BOUND_MS} ms: ${slowest <= BOUND_MS ? "within" : "OVER"}`,
    );
    return slowest <= BOUND_MS;
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    model.closeAllConnections();
    model.close();
    await data.remove();
  }
}

const within = [await run("hang"), await run("500")];
process.exitCode = within.every(Boolean) ? 0 : 1;
