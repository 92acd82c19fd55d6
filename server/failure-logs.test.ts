import { describe, expect, it, vi } from "vitest";

import { parseConfig } from "../app/.server/config";

import { captureLogs, type CapturedLogs } from "../tests/capture-logs";
import { startBuiltApp, type RunningApp } from "../tests/start-built-app";

// Defect 10: an expected failure is logged once per episode, and nobody can fill the log by repeating a request.

const ADMIN_TOKEN = "failure-logs-admin-token-0123456789abcdef0123";
const WARN = 40;
const ERROR = 50;

interface Entry {
  level: number;
  event?: string;
  msg?: string;
  res?: { statusCode: number };
}

function entries(logs: CapturedLogs): Entry[] {
  return logs.lines.map((line) => JSON.parse(line) as Entry);
}

function postSuggestion(app: RunningApp, suggestion: string) {
  return fetch(`${app.baseUrl}/api/suggestions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ suggestion }),
  });
}

function getList(app: RunningApp, init: RequestInit = {}) {
  return fetch(`${app.baseUrl}/api/suggestions`, init);
}

describe("a database outage", () => {
  it("writes one error line for the episode, however many requests fail, and no stack traces", async () => {
    const logs = captureLogs();
    const app = await startBuiltApp(parseConfig({ RATE_LIMIT_SUGGESTIONS_PER_HOUR: "1000" }), { logger: logs.logger });
    try {
      await app.services.database.close();
      for (let index = 0; index < 40; index++) {
        expect((await postSuggestion(app, `During the outage ${index}`)).status).toBe(503);
      }
      // Written when the response has finished, a moment after the client has it.
      await vi.waitFor(() => expect(entries(logs).filter((entry) => entry.res?.statusCode === 503).length).toBe(40));
      const errors = entries(logs).filter((entry) => entry.level >= ERROR);
      expect(errors.map((entry) => entry.event)).toEqual(["suggestion_store_failed"]);
      expect(logs.text()).not.toMatch(/"stack"/);
      const accessLines = entries(logs).filter((entry) => entry.res?.statusCode === 503);
      expect(accessLines.every((entry) => entry.level === WARN)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe("the owner's endpoint", () => {
  it("answers wrong tokens 401, then 429 past its budget, with one warning per client per window", async () => {
    const logs = captureLogs();
    const app = await startBuiltApp(parseConfig({ ADMIN_TOKEN }), { logger: logs.logger });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 40; attempt++) {
        const response = await getList(app, { headers: { Authorization: `Bearer wrong-token-${attempt}` } });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
      expect(statuses.slice(10)).toEqual(Array.from({ length: 30 }, () => 429));
      // While locked out, even the right token waits.
      expect((await getList(app, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(429);
      const warnings = entries(logs).filter((entry) => entry.level >= WARN && !entry.res);
      expect(warnings.length).toBeLessThanOrEqual(2);
    } finally {
      await app.close();
    }
  });

  it("lets the owner in with the right token, and does not count requests without one", async () => {
    const logs = captureLogs();
    const app = await startBuiltApp(parseConfig({ ADMIN_TOKEN }), { logger: logs.logger });
    try {
      for (let attempt = 0; attempt < 20; attempt++) expect((await getList(app)).status).toBe(401);
      expect((await getList(app, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("answers HEAD and OPTIONS without a warning", async () => {
    const logs = captureLogs();
    const app = await startBuiltApp(parseConfig({ ADMIN_TOKEN }), { logger: logs.logger });
    try {
      expect((await getList(app, { method: "HEAD" })).status).toBe(401);
      const options = await getList(app, { method: "OPTIONS" });
      expect(options.status).toBe(204);
      expect(options.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
      const generate = await fetch(`${app.baseUrl}/api/generate-bio`, { method: "OPTIONS" });
      expect(generate.status).toBe(204);
      expect(generate.headers.get("allow")).toBe("POST, OPTIONS");
      expect(entries(logs).filter((entry) => entry.level >= WARN)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
