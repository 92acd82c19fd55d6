import cluster, { type Worker } from "node:cluster";

import { RateLimiterClusterMaster } from "rate-limiter-flexible";

// The primary of `WEB_CONCURRENCY` > 1 (docs/decisions/022-scale-out.md): forks workers sharing the port, holds their
// rate-limit counters without Redis, restarts dead ones.
export interface ClusterOptions {
  workers: number;
  graceMs: number;
}

const STOP_MARGIN_MS = 7_000;
/** Doubling while replacements keep dying, up to 30 s. */
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;

export function runClusterPrimary({ workers, graceMs }: ClusterOptions): void {
  new RateLimiterClusterMaster();

  const live = new Set<Worker>();
  const serving = new Set<Worker>();
  let started = false;
  let stopping = false;
  let failedRestarts = 0;
  let exitCode = 0;

  const fork = () => {
    if (stopping) return;
    live.add(cluster.fork());
  };

  cluster.on("listening", (worker, address) => {
    serving.add(worker);
    if (started) {
      failedRestarts = 0;
      console.log(`Worker ${worker.process.pid} is serving again.`);
      return;
    }
    if (serving.size === workers) {
      started = true;
      console.log(`Social Bio Generator is running at http://localhost:${address.port} (${workers} worker processes)`);
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    const wasServing = serving.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    if (!started) {
      // A setting, the database or the port is wrong: every worker would fail alike.
      console.error(`A worker could not start (exit ${code ?? signal}); stopping.`);
      stop(1);
      return;
    }
    if (!wasServing) failedRestarts += 1;
    const delay = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** failedRestarts);
    console.error(`Worker ${worker.process.pid} ended (${code ?? signal}); starting another in ${delay} ms.`);
    setTimeout(fork, delay);
  });

  function stop(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (live.size === 0) process.exit(exitCode);
    // A second SIGTERM (a service manager's) does not cut their drain.
    for (const worker of live) worker.process.kill("SIGTERM");
    setTimeout(() => {
      console.error("Workers took too long to stop; killing them.");
      for (const worker of live) worker.process.kill("SIGKILL");
      process.exit(1);
    }, graceMs + STOP_MARGIN_MS).unref();
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      console.log(`${signal} received, stopping ${live.size} workers`);
      stop(0);
    });
  }

  for (let index = 0; index < workers; index += 1) fork();
}
