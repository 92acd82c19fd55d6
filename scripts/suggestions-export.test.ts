import { spawn } from "node:child_process";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "../app/.server/config";

import { createTestDataDir, type TestDataDir } from "../tests/data-dir";
import { startTestPostgres, type TestPostgres } from "../tests/postgres-server";
import { startBuiltApp, type RunningApp } from "../tests/start-built-app";

// Run as the owner runs it, against what the API stored.

const ADMIN_TOKEN = "export-admin-token-0123456789abcdef0123456789";
const SUBMITTED = [
  "A plain suggestion",
  'Quotes "like this", and commas',
  "Two lines:\nthe second one 🚀",
  '=HYPERLINK("http://evil.example")',
];

function runExport(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/suggestions-export.ts", ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (data: Buffer) => (stdout += data.toString()));
    child.stderr.on("data", (data: Buffer) => (stderr += data.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** RFC 4180: rows end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  return rows;
}

async function submitAll(app: RunningApp): Promise<string[]> {
  const ids: string[] = [];
  for (const suggestion of SUBMITTED) {
    const response = await fetch(`${app.baseUrl}/api/suggestions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ suggestion }),
    });
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/** One page holds these few rows; the export prints the rows alone. */
async function adminJson(app: RunningApp): Promise<unknown> {
  const response = await fetch(`${app.baseUrl}/api/suggestions`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const { next, ...rows } = (await response.json()) as { next: string | null; suggestions: unknown[] };
  expect(next).toBeNull();
  return rows;
}

function expectCsvOf(csv: string, ids: string[]) {
  const rows = parseCsv(csv);
  expect(rows[0]).toEqual(["id", "created_at", "text"]);
  expect(rows.slice(1).map((row) => row[0])).toEqual(ids);
  expect(rows.slice(1).map((row) => row[2])).toEqual([...SUBMITTED.slice(0, 3), `'${SUBMITTED[3]}`]);
  for (const row of rows.slice(1)) expect(row[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
}

describe("the export on PGlite", () => {
  let data: TestDataDir;
  let ids: string[];
  let apiAnswer: unknown;

  beforeAll(async () => {
    data = await createTestDataDir();
    const app = await startBuiltApp(parseConfig({ ADMIN_TOKEN }), { dataDir: data.dir });
    try {
      ids = await submitAll(app);
      apiAnswer = await adminJson(app);
    } finally {
      await app.close();
    }
  });
  afterAll(() => data?.remove());

  it("prints every suggestion as CSV, in the order they arrived, spreadsheet formulas defused", async () => {
    const { code, stdout, stderr } = await runExport(["--format", "csv"], { DATA_DIR: data.dir });
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expectCsvOf(stdout, ids);
  });

  it("prints the same JSON as GET /api/suggestions", async () => {
    const { code, stdout } = await runExport(["--format", "json"], { DATA_DIR: data.dir });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(apiAnswer);
    expect((apiAnswer as { suggestions: { text: string }[] }).suggestions.map((row) => row.text)).toEqual(SUBMITTED);
  });

  it("runs as `npm run -s suggestions:export -- --format json`", async () => {
    const { stdout, code } = await new Promise<{ stdout: string; code: number | null }>((resolve) => {
      const child = spawn("npm", ["run", "-s", "suggestions:export", "--", "--format", "json"], {
        env: { ...process.env, DATA_DIR: data.dir, DATABASE_URL: "" },
        stdio: ["ignore", "pipe", "ignore"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.once("exit", (exitCode) => resolve({ stdout: output, code: exitCode }));
    });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(apiAnswer);
  });

  it("refuses an unknown format with the usage", async () => {
    const { code, stdout, stderr } = await runExport(["--format", "xml"], { DATA_DIR: data.dir });
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain('Unknown format "xml"');
    expect(stderr).toContain("--format csv|json");
  });

  it("says what to do while a server has the embedded database open", async () => {
    const app = await startBuiltApp(parseConfig({}), { dataDir: data.dir });
    try {
      const { code, stdout, stderr } = await runExport(["--format", "csv"], { DATA_DIR: data.dir });
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toMatch(/in use by another process[\s\S]*stop that process first/);
    } finally {
      await app.close();
    }
  });
});

describe("the export on PostgreSQL", () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  });
  afterAll(() => postgres?.stop());

  it("prints what was submitted while the server runs, as CSV and as the API's JSON", async () => {
    const app = await startBuiltApp(parseConfig({ ADMIN_TOKEN, DATABASE_URL: postgres.url }));
    try {
      const ids = await submitAll(app);
      const csv = await runExport(["--format", "csv"], { DATABASE_URL: postgres.url });
      expect(csv.code).toBe(0);
      expectCsvOf(csv.stdout, ids);
      const json = await runExport(["--format", "json"], { DATABASE_URL: postgres.url });
      expect(json.code).toBe(0);
      expect(JSON.parse(json.stdout)).toEqual(await adminJson(app));
    } finally {
      await app.close();
    }
  });
});
