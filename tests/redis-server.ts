import { spawn, spawnSync } from "node:child_process";

import { freePort } from "./free-port";

/**
 * A real Redis for tests: REDIS_TEST_URL when set, otherwise a private redis-server started on a
 * free port of 127.0.0.1 (installed by .ci/run; `apt-get install redis-server` locally).
 */
export interface TestRedis {
  url: string;
  stop(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as on a hung host. */
  pause(): void;
  resume(): void;
}

function notOurs(): never {
  throw new Error("REDIS_TEST_URL's server is not this test's to pause or resume.");
}

export async function startTestRedis(): Promise<TestRedis> {
  if (process.env.REDIS_TEST_URL) {
    return { url: process.env.REDIS_TEST_URL, stop: async () => {}, pause: notOurs, resume: notOurs };
  }
  const binary = ["/usr/bin/redis-server", "redis-server"].find(
    (candidate) => spawnSync(candidate, ["--version"]).status === 0,
  );
  if (!binary)
    throw new Error(
      "redis-server is not installed: apt-get install redis-server (CI installs it), or set REDIS_TEST_URL.",
    );
  const port = await freePort();
  const child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("redis-server did not start within 10 s")), 10_000);
    child.stdout.on("data", (data: Buffer) => {
      if (data.toString().includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        // A frozen server only acts on SIGTERM once it runs again.
        child.kill("SIGCONT");
        child.kill("SIGTERM");
      }),
    pause: () => child.kill("SIGSTOP"),
    resume: () => child.kill("SIGCONT"),
  };
}
