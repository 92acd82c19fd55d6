import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const here = join(import.meta.dirname, "domain", "bio", "composer");

/** The composer's code, its data aside: its modules and the knowledge base's look-up. */
function engineFiles(): string[] {
  const modules = readdirSync(here).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
  return [...modules.map((name) => join(here, name)), join(here, "knowledge", "lookup.ts")];
}

describe("the composer's engine (issue 21)", () => {
  it("stays within 1,500 lines, so the design stays one a reader can hold", () => {
    const lines = engineFiles().reduce((sum, file) => sum + readFileSync(file, "utf8").split("\n").length - 1, 0);
    expect(lines).toBeLessThanOrEqual(1500);
  });
});
