/**
 * `npm run bench:memory [-- --inserts 5000]`, on the existing build: RSS by phase (scripts/memory-phases.ts under plain
 * node) and of the whole production server, on a new and an existing data directory.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { build } from "esbuild";

import { freePort } from "../tests/free-port";
import { HOST_ENTRY, SERVE_NODE_FLAGS } from "../tests/server-process";

const { values } = parseArgs({ options: { inserts: { type: "string", default: "5000" } } });
const INSERTS = Number(values.inserts) || 5000;
/** The budget for the whole server. */
const BUDGET_MB = 300;

interface PhaseLine {
  phase: string;
  rss: number;
  peak: number;
  heap: number;
  external: number;
  ms: number;
}

const scratch = await mkdtemp(path.join(tmpdir(), "bench-memory-"));
const manifest = JSON.parse(await readFile("package.json", "utf8")) as { dependencies: Record<string, string> };

async function bundlePhases(): Promise<string> {
  // So its package imports resolve as the host's do.
  const outdir = path.resolve("node_modules/.cache/bench-memory");
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: ["scripts/memory-phases.ts"],
    outdir,
    outExtension: { ".js": ".mjs" },
    // So memory-phases.ts's dynamic import loads the server's code when it runs.
    splitting: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // As scripts/build-host.ts does.
    external: Object.keys(manifest.dependencies)
      .filter((name) => name !== "emojibase-data")
      .flatMap((name) => [name, `${name}/*`]),
    logLevel: "warning",
  });
  return path.join(outdir, "memory-phases.mjs");
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done, stdout: () => stdout };
}

async function phases(bundle: string, dataDir: string, label: string) {
  const { code, stdout, stderr } = await run(process.execPath, [...SERVE_NODE_FLAGS, bundle, dataDir, String(INSERTS)])
    .done;
  if (code !== 0) throw new Error(`memory-phases failed (${code}):\n${stderr}`);
  const lines = stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as PhaseLine);
  console.log(
    `\nBy phase, ${label} (MB; "+" is the phase's own growth of RSS; the last two phases include the client making the requests):`,
  );
  console.table(
    lines.map((line, index) => ({
      phase: line.phase,
      rss: line.rss,
      "+": index === 0 ? "" : line.rss - lines[index - 1]!.rss,
      peak: line.peak,
      "JS heap": line.heap,
      "external (incl. WebAssembly)": line.external,
      ms: line.ms,
    })),
  );
  return lines;
}

function procStatus(pid: number): { rss: number; peak: number } {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? NaN) / 1024;
  return { rss: Math.round(field("VmRSS")), peak: Math.round(field("VmHWM")) };
}

async function wholeServer(dataDir: string) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = run(process.execPath, [...SERVE_NODE_FLAGS, HOST_ENTRY], {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_GENERATE_PER_MINUTE: "1000000",
    RATE_LIMIT_SUGGESTIONS_PER_HOUR: "1000000",
  });
  const pid = server.child.pid!;
  const started = performance.now();
  while (!server.stdout().includes("is running at")) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${(await server.done).stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const rows: { moment: string; "RSS MB": number; "peak MB": number; s: string }[] = [];
  const sample = (moment: string) => {
    const { rss, peak } = procStatus(pid);
    rows.push({ moment, "RSS MB": rss, "peak MB": peak, s: ((performance.now() - started) / 1000).toFixed(1) });
  };
  sample("listening (new data directory)");
  const post = (urlPath: string, body: unknown) =>
    fetch(baseUrl + urlPath, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((response) => response.arrayBuffer());
  for (let index = 0; index < 200; index += 10) {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        post("/api/generate-bio", { interests: "coffee", profession: "nurse", count: 6 }),
      ),
    );
  }
  sample("after 200 generations");
  for (let index = 0; index < INSERTS; index += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, offset) => post("/api/suggestions", { suggestion: `Memory ${index + offset}` })),
    );
  }
  sample(`after ${INSERTS} suggestions`);
  server.child.kill("SIGTERM");
  await server.done;
  console.log(`\nThe whole server (node ${SERVE_NODE_FLAGS.join(" ")} build/host/index.js) on a new data directory:`);
  console.table(rows);
  return rows;
}

try {
  const bundle = await bundlePhases();
  const fresh = path.join(scratch, "data-phases");
  await phases(bundle, fresh, "on a new data directory");
  await phases(bundle, fresh, "on the same data directory, now existing");
  const rows = await wholeServer(path.join(scratch, "data-server"));
  const peak = Math.max(...rows.map((row) => row["peak MB"]));
  console.log(
    `\nWhole server: peak ${peak} MB (budget ${BUDGET_MB} MB): ${peak <= BUDGET_MB ? "within budget" : "OVER BUDGET"}`,
  );
  process.exitCode = peak <= BUDGET_MB ? 0 : 1;
} finally {
  await rm(scratch, { recursive: true, force: true });
}
