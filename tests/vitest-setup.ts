import { format } from "node:util";

import { afterEach, beforeEach, vi } from "vitest";

// A test fails on any console.error it did not expect (house style): React warnings, hydration
// problems and swallowed errors show up here. A test that expects one replaces this spy itself.
let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.join("\n")}`);
  }
});
