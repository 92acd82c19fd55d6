import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,domain,server,scripts}/**/*.test.{ts,tsx}", "*.test.ts"],
    setupFiles: ["./tests/vitest-setup.ts"],
    environment: "node",
    // Integration tests start real servers (PGlite, PostgreSQL, Redis, SMTP); these bound a hung
    // test, they time nothing.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
