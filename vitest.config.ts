import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Two projects, split by what they need:
// - unit: the domain, the app's modules and the lint rules; no build, no servers.
// - integration: the Express app on the production build, the scripts, PostgreSQL, Redis and SMTP
//   servers started on 127.0.0.1. Its global setup refuses a build older than the sources.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ["./tests/vitest-setup.ts"],
    environment: "node",
    // Vitest's run mode leaves a core idle by default; on the two-core CI machine that ran both
    // projects one file at a time (integration 5.2 min → 3.1 min, unit 2.2 → 1.6 with every core).
    maxWorkers: availableParallelism(),
    reporters: ["default", "./tests/slowest-tests-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,domain,tooling}/**/*.test.{ts,tsx}", "*.test.ts"],
          // Threads start faster than the default child processes: ~15% off the run on two cores.
          pool: "threads",
          // Bounds a hung test; times nothing. Property tests are sized by runs so that each takes
          // well under a third of this with the other core busy (the reporter prints the slowest).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{server,scripts}/**/*.test.{ts,tsx}"],
          globalSetup: ["./tests/require-fresh-build.ts"],
          // These start real servers (PGlite, PostgreSQL, Redis, SMTP); the limits bound a hung test,
          // they time nothing.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
