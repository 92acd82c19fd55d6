import { readdir } from "node:fs/promises";
import { request, type IncomingHttpHeaders } from "node:http";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { parseConfig } from "../app/.server/config";

import { CLIENT_DIR, startBuiltApp, type RunningApp } from "../tests/start-built-app";

// What a CDN may keep (the table in docs/operations.md).

describe("Cache-Control, per kind of answer", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startBuiltApp(parseConfig({}));
  });
  afterAll(() => app?.close());

  /** fetch adds "Cache-Control: no-cache" to a conditional request. */
  const rawGet = (urlPath: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      request(`${app.baseUrl}${urlPath}`, { agent: false, headers }, (answer) => {
        answer.resume();
        resolve({ status: answer.statusCode!, headers: answer.headers });
      })
        .on("error", reject)
        .end();
    });
  const get = (urlPath: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}${urlPath}`, { redirect: "manual", ...init });

  it("keeps hashed assets for a year, unchanged", async () => {
    const name = (await readdir(path.join(CLIENT_DIR, "assets"))).find((file) => file.endsWith(".js"));
    const response = await get(`/assets/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("has pre-rendered pages revalidated, answering a matching ETag with 304", async () => {
    const first = await rawGet("/about-us", { "accept-encoding": "br" });
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["content-security-policy"]).not.toMatch(/nonce-/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await rawGet("/about-us", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("keeps public files for an hour", async () => {
    expect((await get("/favicon.svg")).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it.each(["/about-us?ref=x", "/no-such-page"])(
    "keeps a page rendered per request (%s) out of shared caches",
    async (urlPath) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const response = await get(urlPath);
      expect(warn.mock.calls.map(String)).toEqual(urlPath.includes("?") ? [] : ['404: no page at "/no-such-page"']);
      expect(response.headers.get("content-security-policy")).toMatch(/nonce-/);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
    },
  );

  it("lets nothing keep API answers or the health check", async () => {
    const generated = await get("/api/generate-bio", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ profession: "nurse" }),
    });
    expect(generated.status).toBe(200);
    expect(generated.headers.get("cache-control")).toBe("no-store");
    expect((await get("/healthz")).headers.get("cache-control")).toBe("no-store");
  });
});
