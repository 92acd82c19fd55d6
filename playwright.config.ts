import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { defineConfig } from "@playwright/test";

import { pgliteTemplatePath } from "./tests/pglite-template-path";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./tests/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3100);

// The server's database and admin token for this run. This file is evaluated by the runner and
// again in each worker; the workers inherit the runner's environment, so the first evaluation
// decides (and empties the data directory, never shared with ./data or another port's run).
if (!process.env.E2E_DATA_DIR) {
  const dataDir = path.join(tmpdir(), `social-bio-generator-e2e-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // Start from the empty PGlite cluster the integration tests made, when there is one: creating
  // a cluster takes PGlite about 12 s.
  if (existsSync(pgliteTemplatePath())) cpSync(pgliteTemplatePath(), path.join(dataDir, "pglite"), { recursive: true });
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ADMIN_TOKEN = randomBytes(24).toString("hex");
  // The server's own log (one JSON line per request), which specs read to check what it holds.
  process.env.E2E_SERVER_LOG = path.join(dataDir, "server.log");
}

// End-to-end tests run Debian's Chromium (never a downloaded browser) against the production build,
// served by the real server (`npm run serve`).
export default defineConfig({
  testDir: "tests/e2e",
  // The specs run against build/: refuse one older than the sources.
  globalSetup: "./tests/require-fresh-build.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  // Bounds on a hung test and a wait, not measures of speed: a two-core machine running two
  // browsers, the server and the runner takes several times a quiet run's time over an axe scan.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
    // Recording a trace (a DOM snapshot and a screenshot at every action) took three quarters of the
    // run's time; to see a failure's, run the spec again with `--trace retain-on-failure`.
    trace: "off",
  },
  webServer: {
    // Its standard output is its log: kept in a file that specs read (beyond-peers.spec.ts).
    command: `npm run serve > "${process.env.E2E_SERVER_LOG}"`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN!,
      // Every spec shares one client address; the category pages' specs alone make well over the
      // default 30 generations a minute.
      RATE_LIMIT_GENERATE_PER_MINUTE: "1000",
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
