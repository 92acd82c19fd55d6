import { format } from "node:util";

import { afterEach, beforeEach, vi } from "vitest";

// A test fails on any console.error or console.warn it did not expect (house style): React warnings,
// hydration problems, swallowed errors and stray diagnostics show up here. A test that expects one
// replaces the spy itself (vi.spyOn(console, "warn").mockImplementation(...)).
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${format(...args)}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output:\n${unexpected.join("\n")}`);
  }
});
