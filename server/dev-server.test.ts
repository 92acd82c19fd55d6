import { spawn } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";

import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "../tests/chromium";
import { createTestDataDir, type TestDataDir } from "../tests/data-dir";
import { freePort } from "../tests/free-port";
import { groupIsGone } from "../tests/server-process";

// `npm run dev` as a contributor runs it (issue 25, item 4).

const PROBE = "app/dev-reload-probe.ts";

let data: TestDataDir;
beforeAll(async () => {
  data = await createTestDataDir();
});
afterAll(async () => {
  await rm(PROBE, { force: true });
  await data?.remove();
});

describe("npm run dev", () => {
  it("reloads the page on an edit, with islands or without, and stops on SIGTERM to npm", async () => {
    const port = await freePort();
    const npm = spawn("npm", ["run", "dev"], {
      detached: true,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: data.dir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      npm.once("exit", (code, signal) => resolve({ code, signal })),
    );
    const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    try {
      await new Promise<void>((resolve, reject) => {
        npm.stdout.on("data", () => output.includes("Development server at") && resolve());
        void exited.then(() => reject(new Error(`npm run dev ended before it was ready:\n${output}`)));
      });
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      for (const [index, path] of ["/about-us", "/"].entries()) {
        await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
        const reloaded = page.waitForEvent("load");
        await writeFile(PROBE, `export const probe = ${index};\n`);
        await reloaded;
      }
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      process.kill(npm.pid!, "SIGTERM");
      const ended = await exited;
      // npm reports 143 or 0; what matters is that every process of the group ends.
      expect([0, 143], output).toContain(ended.code);
      try {
        await expect.poll(() => groupIsGone(npm.pid!), { timeout: 30_000 }).toBe(true);
      } finally {
        if (!groupIsGone(npm.pid!)) process.kill(-npm.pid!, "SIGKILL");
      }
    }
  });
});
