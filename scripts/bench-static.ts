// `npm run bench:static [-- --seconds 3 --rounds 3 --connections 10]`, on the existing build: the home page and the
// largest asset with and without compression, in interleaved rounds.
import { readdir, stat } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import { createTestDataDir } from "../tests/data-dir";
import { startServerProcess } from "../tests/server-process";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "3" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
  },
});
const SECONDS = Number(values.seconds) || 3;
const ROUNDS = Number(values.rounds) || 3;
const CONNECTIONS = Number(values.connections) || 10;
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const data = await createTestDataDir();
// This measures serving, not writing logs to a pipe.
const server = await startServerProcess({ DATA_DIR: data.dir, LOG_LEVEL: "warn" });

async function largestAsset(): Promise<string> {
  const names = (await readdir("build/client/assets")).filter((name) => name.endsWith(".js"));
  if (names.length === 0) throw new Error("The build has no hashed JavaScript asset.");
  const sizes = await Promise.all(
    names.map(async (name) => ({
      asset: `/assets/${name}`,
      size: (await stat(path.join("build/client/assets", name))).size,
    })),
  );
  return sizes.sort((a, b) => b.size - a.size)[0]!.asset;
}

interface Case {
  name: string;
  urlPath: string;
  acceptEncoding?: string;
}

async function measure({ urlPath, acceptEncoding }: Case) {
  const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  // fetch() asks for gzip itself unless told otherwise; autocannon sends only what it is given.
  const probe = await fetch(server.baseUrl + urlPath, { headers: { "accept-encoding": acceptEncoding ?? "identity" } });
  const encoding = probe.headers.get("content-encoding") ?? "identity";
  await probe.arrayBuffer();
  const result = await autocannon({
    url: server.baseUrl + urlPath,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  return {
    encoding,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

try {
  const asset = await largestAsset();
  const assetSize = (await stat(path.join("build/client", asset))).size;
  const cases: Case[] = [
    { name: "/ without Accept-Encoding", urlPath: "/" },
    { name: "/ with a browser's Accept-Encoding", urlPath: "/", acceptEncoding: BROWSER_ACCEPT_ENCODING },
    { name: `asset (${Math.round(assetSize / 1024)} KB) without`, urlPath: asset },
    {
      name: `asset (${Math.round(assetSize / 1024)} KB) with a browser's`,
      urlPath: asset,
      acceptEncoding: BROWSER_ACCEPT_ENCODING,
    },
  ];
  const runs = cases.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, entry] of cases.entries()) runs[index]!.push(await measure(entry));
  }
  const rows = cases.map((entry, index) => {
    const sorted = [...runs[index]!].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    return {
      case: entry.name,
      ...sorted[Math.floor(sorted.length / 2)]!,
      all: sorted.map((run) => run.requestsPerSecond),
    };
  });
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds (median shown), on ${cpus().length} cores (load generator on the same machine, load average ${loadavg()[0]!.toFixed(1)} at the end); asset ${asset}`,
  );
  console.table(
    rows.map((row) => ({
      case: row.case,
      "served as": row.encoding,
      "requests/s": row.requestsPerSecond,
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      "bytes/response": row.bytesPerResponse,
      "non-2xx": row.non2xx,
      errors: row.errors,
      "every round (req/s)": row.all.join(" "),
    })),
  );
  let allFast = true;
  for (const [without, withEncoding] of [
    [rows[0]!, rows[1]!],
    [rows[2]!, rows[3]!],
  ] as const) {
    const ratio = withEncoding.requestsPerSecond / without.requestsPerSecond;
    // Runs differ by a few per cent on a shared machine.
    const fastEnough = ratio >= 0.95;
    allFast &&= fastEnough;
    console.log(
      `${withEncoding.case}: ${withEncoding.requestsPerSecond} req/s vs ${without.requestsPerSecond} without (ratio ${ratio.toFixed(2)}; 0.95 and up counts as a tie) ${fastEnough ? "OK" : "SLOWER"}`,
    );
  }
  console.log(
    allFast ? "Compressed answers are at least as fast as uncompressed ones." : "Compression costs throughput.",
  );
  process.exitCode = allFast ? 0 : 1;
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await data.remove();
}
