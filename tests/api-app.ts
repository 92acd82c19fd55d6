import { afterAll, beforeAll } from "vitest";

import { parseConfig } from "../app/.server/config";

import { captureLogs, type CapturedLogs } from "./capture-logs";
import { startFakeLlmServer, type FakeLlmServer } from "./mocks/fake-llm-server";
import { startBuiltApp, type RunningApp } from "./start-built-app";

export interface ApiApp {
  readonly app: RunningApp;
  readonly llm: FakeLlmServer;
  readonly logs: CapturedLogs;
}

/**
 * The built app for one describe block of API tests, started before its tests and closed after them, with its logs
 * captured and a generation budget no test reaches. With `model`, a fake language model on 127.0.0.1 is its LLM;
 * `env` adds or overrides settings.
 */
export function useApiApp({ model = false, env = {} }: { model?: boolean; env?: Record<string, string> } = {}): ApiApp {
  let app: RunningApp | undefined;
  let llm: FakeLlmServer | undefined;
  const logs = captureLogs();
  beforeAll(async () => {
    llm = model ? await startFakeLlmServer() : undefined;
    const modelEnv = llm ? { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: "fake-model" } : {};
    app = await startBuiltApp(parseConfig({ RATE_LIMIT_GENERATE_PER_MINUTE: "1000", ...modelEnv, ...env }), {
      logger: logs.logger,
    });
  });
  afterAll(async () => {
    await app?.close();
    await llm?.close();
  });
  return {
    get app() {
      if (!app) throw new Error("The app starts in beforeAll.");
      return app;
    },
    get llm() {
      if (!llm) throw new Error("No fake model: call useApiApp({ model: true }).");
      return llm;
    },
    logs,
  };
}

/** A JSON POST to `path`; a string body is sent as it is. */
export function postJson(app: RunningApp, path: string, body: unknown, init: RequestInit = {}) {
  return fetch(`${app.baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}
