import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The boundary rules of eslint.config.js, proven on planted files: a rule that silently stops
// firing (as import-x/no-cycle once did, for want of the TypeScript parser settings) fails here.
// The planted files live in a temporary feature folder, so the zones see them where real code sits.
let probeDir = "";
let eslint: ESLint;

beforeAll(() => {
  probeDir = mkdtempSync(path.resolve("app/features/zz-lint-probe-"));
  const write = (name: string, text: string) => writeFileSync(path.join(probeDir, name), text);
  write("cycle-a.ts", 'import { b } from "./cycle-b";\n\nexport const a = (): number => b() + 1;\n');
  write("cycle-b.ts", 'import { a } from "./cycle-a";\n\nexport const b = (): number => a() - 1;\n');
  write(
    "uses-server.ts",
    'import { getConfig } from "~/.server/config";\n\nexport const port = (): number => getConfig().PORT;\n',
  );
  write(
    "uses-feature.ts",
    'import { sendSuggestion } from "~/features/suggestions/send-suggestion";\n\nexport const send = sendSuggestion;\n',
  );
  write(
    "uses-island.ts",
    'import { SuggestionFormIsland } from "~/islands/suggestion-form";\n\nexport const Form = SuggestionFormIsland;\n',
  );
  write(
    "clean.ts",
    'import { countGraphemes } from "@domain/text/graphemes";\n\nexport const size = countGraphemes;\n',
  );
  // Created after the probe folder exists: the config lists feature folders when it loads.
  eslint = new ESLint({ cwd: process.cwd() });
});

afterAll(() => {
  if (probeDir) rmSync(probeDir, { recursive: true, force: true });
});

async function ruleIds(name: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(probeDir, name)]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("lint boundaries", () => {
  it("finds an import cycle", async () => {
    expect(await ruleIds("cycle-a.ts")).toContain("import-x/no-cycle");
    expect(await ruleIds("cycle-b.ts")).toContain("import-x/no-cycle");
  }, 60_000);

  it("stops a feature from importing server-only code", async () => {
    expect(await ruleIds("uses-server.ts")).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("stops a feature from importing another feature", async () => {
    expect(await ruleIds("uses-feature.ts")).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("stops a feature from importing an island entry (islands import features, not the reverse)", async () => {
    expect(await ruleIds("uses-island.ts")).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("lets a feature import the domain", async () => {
    expect(await ruleIds("clean.ts")).toEqual([]);
  }, 60_000);
});
