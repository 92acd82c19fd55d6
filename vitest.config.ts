import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,domain,server,scripts}/**/*.test.{ts,tsx}"],
    setupFiles: ["./tests/vitest-setup.ts"],
    environment: "node",
  },
});
