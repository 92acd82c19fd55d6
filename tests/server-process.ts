import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { freePort } from "./free-port";

/** The compiled Express host `npm run build` writes (scripts/build-host.ts) and `npm run serve` runs. */
export const HOST_ENTRY = path.resolve("build/host/index.js");

/**
 * The V8 flags of `npm run serve` (a test keeps the two in step): a heap sized for this server, whose
 * live data is about 50 MB, instead of one sized for the machine, which let garbage pile up to
 * 400 MB before it was collected (docs/decisions/013-hardening.md).
 */
export const SERVE_NODE_FLAGS = ["--max-old-space-size=192", "--max-semi-space-size=4"] as const;

/**
 * The production server as its own process, the way `npm run serve` runs it, on the existing build:
 * `node <flags> build/host/index.js` (no npm or shell in between, so a signal reaches the server itself).
 * For tests that kill it.
 */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function runServerProcess(env: Record<string, string | undefined>) {
  if (!existsSync(HOST_ENTRY)) throw new Error(`No compiled host at ${HOST_ENTRY}: run "npm run build" first.`);
  const child = spawn(process.execPath, [...SERVE_NODE_FLAGS, HOST_ENTRY], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/** Starts the server on `env.PORT` (to start one again where it was), else on a free port. */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const run = runServerProcess({ ...env, PORT: String(port) });
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (run.output().includes("is running at")) resolve();
    };
    run.child.stdout!.on("data", onData);
    void run.exited.then(({ code, signal }) =>
      reject(new Error(`The server exited (${code ?? signal}) before it was ready:\n${run.output()}`)),
    );
  });
  return { baseUrl: `http://127.0.0.1:${port}`, ...run };
}

/** The pids of a process's children (a cluster primary's workers), read from /proc (Linux). */
export function childPids(pid: number): number[] {
  const tasks = readdirSync(`/proc/${pid}/task`);
  return tasks.flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number),
  );
}

/** Whether a process is still there (a zombie counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}

/** Whether every process of a process group (a detached npm and what it started) has ended. */
export function groupIsGone(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
