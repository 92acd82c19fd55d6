import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDataDir, type TestDataDir } from "../tests/data-dir";
import { freePort } from "../tests/free-port";
import { startFakeLlmServer, type FakeLlmServer } from "../tests/mocks/fake-llm-server";
import { groupIsGone, SERVE_NODE_FLAGS, startServerProcess } from "../tests/server-process";

// Stopped as a process manager stops it: it finishes what it is doing, exits 0 and frees its port.

const BIOS = {
  bios: [
    "Night-shift nurse fuelled by coffee ☕\nWeekend trails and sunrise views 🥾\nCalm hands, kind words",
    "Nurse by day, hiker by weekend 🌲\nCoffee first, questions later\nHere for the small wins",
    "Scrubs on, coffee in hand ☕\nChasing trails on my days off\nGentle, steady, curious",
  ],
};

function generate(baseUrl: string) {
  return fetch(`${baseUrl}/api/generate-bio`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ interests: "coffee, hiking", profession: "nurse", count: 3 }),
  });
}

async function portIsClosed(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/healthz`);
    return false;
  } catch {
    return true;
  }
}

let llm: FakeLlmServer;
let data: TestDataDir;
beforeAll(async () => {
  llm = await startFakeLlmServer();
  data = await createTestDataDir();
});
afterAll(async () => {
  await llm?.close();
  await data?.remove();
});

describe("`npm run serve`, the documented way to run the build (defect 1)", () => {
  it("execs plain node on the compiled host, with the flags the tests run it with", async () => {
    const { scripts } = JSON.parse(await readFile("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.serve).toContain(`exec node ${SERVE_NODE_FLAGS.join(" ")} build/host/index.js`);
    expect(scripts.serve).not.toMatch(/\btsx\b/);
    expect(scripts.start).toMatch(/&& exec npm run serve$/);
  });

  it.each(["SIGTERM", "SIGINT"] as const)(
    "stops on %s sent to npm's own pid: the request in flight is answered, then every process exits and the port closes",
    async (signal) => {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      // Its own process group, so whatever is left can be found.
      const npm = spawn("npm", ["run", "serve"], {
        detached: true,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: data.dir,
          LOG_LEVEL: "warn",
          LLM_BASE_URL: llm.baseUrl,
          LLM_MODEL: "fake-model",
          LLM_TIMEOUT_MS: "5000",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        npm.once("exit", (code, exitSignal) => resolve({ code, signal: exitSignal })),
      );
      try {
        await new Promise<void>((resolve, reject) => {
          npm.stdout.on("data", () => output.includes("is running at") && resolve());
          void exited.then(() => reject(new Error(`npm run serve ended before it was ready:\n${output}`)));
        });
        llm.reply = { kind: "delayed", ms: 1500, content: JSON.stringify(BIOS) };
        const seen = llm.received.length;
        const inFlight = generate(baseUrl);
        await llm.waitForRequests(seen + 1);

        process.kill(npm.pid!, signal);

        const response = await inFlight;
        expect(response.status).toBe(200);
        expect(((await response.json()) as { source: string }).source).toBe("llm");
        expect(await exited, output).toEqual({ code: 0, signal: null });
        expect(await portIsClosed(baseUrl), output).toBe(true);
        expect(groupIsGone(npm.pid!), output).toBe(true);
        expect(output).toContain(`${signal} received, shutting down`);
      } finally {
        if (!groupIsGone(npm.pid!)) process.kill(-npm.pid!, "SIGKILL");
      }
    },
  );
});

describe("draining on shutdown (defect 6)", () => {
  it("lets a generation that waits on a slow model finish after SIGTERM, however long the model may take", async () => {
    // Longer than a drain without a model, shorter than LLM_TIMEOUT_MS.
    llm.reply = { kind: "delayed", ms: 4500, content: JSON.stringify(BIOS) };
    const server = await startServerProcess({
      DATA_DIR: data.dir,
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake-model",
      LLM_TIMEOUT_MS: "8000",
    });
    try {
      const seen = llm.received.length;
      const inFlight = generate(server.baseUrl);
      await llm.waitForRequests(seen + 1);
      server.child.kill("SIGTERM");
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(((await response.json()) as { source: string }).source).toBe("llm");
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).not.toMatch(/took too long/);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  });

  it("refuses new connections, once none are waiting, while requests in flight still run", async () => {
    llm.reply = { kind: "delayed", ms: 2000, content: JSON.stringify(BIOS) };
    const server = await startServerProcess({
      DATA_DIR: data.dir,
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake-model",
      LLM_TIMEOUT_MS: "8000",
    });
    try {
      const seen = llm.received.length;
      const inFlight = generate(server.baseUrl);
      await llm.waitForRequests(seen + 1);
      server.child.kill("SIGTERM");
      await new Promise((resolve) => server.child.stdout!.once("data", resolve));
      let answered = false;
      void inFlight.then(() => (answered = true));
      // Queued connections are taken first, then it stops listening.
      while (!(await portIsClosed(server.baseUrl))) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      expect((await inFlight).status).toBe(200);
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  });
});
