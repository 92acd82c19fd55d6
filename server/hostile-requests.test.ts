import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { parseConfig } from "../app/.server/config";

import { captureLogs } from "../tests/capture-logs";
import { rawRequest, socketRequest, type RawResponse } from "../tests/raw-request";
import { startBuiltApp, type RunningApp } from "../tests/start-built-app";

// Each answer is a 4xx of the right kind, JSON on the APIs, and never an error log.

const MALFORMED_HOSTS = ["a b", "<x>", "a|b", "a^b", "a%zz", "exa mple.com:3000", "host:port"];

const TARGETS = [
  { method: "POST", path: "/api/generate-bio", json: true, body: "{}" },
  { method: "POST", path: "/api/suggestions", json: true, body: '{"suggestion":"hello"}' },
  { method: "GET", path: "/api/suggestions", json: true },
  { method: "GET", path: "/suggest-feature", json: false },
  { method: "GET", path: "/", json: false },
  { method: "GET", path: "/no-such-page", json: false },
] as const;

function expectKind(response: RawResponse, json: boolean, label: string) {
  const type = String(response.headers["content-type"] ?? "");
  if (json) {
    expect(type, label).toMatch(/^application\/json/);
    expect((JSON.parse(response.body) as { error?: unknown }).error, label).toEqual(expect.any(String));
  } else {
    expect(type, label).toMatch(/^text\/html/);
  }
  expect(response.body, label).not.toMatch(/\n\s+at |TypeError|Invalid URL/);
  expect(response.headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
}

function expectNoErrorLogs(logs: ReturnType<typeof captureLogs>) {
  // pino level 50 is "error".
  expect(logs.lines.filter((line) => line.includes('"level":50'))).toEqual([]);
}

describe("hostile requests", () => {
  let app: RunningApp;
  let proxied: RunningApp;
  const logs = captureLogs();
  const proxiedLogs = captureLogs();

  beforeAll(async () => {
    app = await startBuiltApp(parseConfig({ ADMIN_TOKEN: "hostile-admin-token-0123456789abcdef0123456789" }), {
      logger: logs.logger,
    });
    proxied = await startBuiltApp(parseConfig({ TRUST_PROXY: "true" }), { logger: proxiedLogs.logger });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
  });

  describe("a malformed Host header (defect 3)", () => {
    it.each(MALFORMED_HOSTS)("answers 400 to Host %j on every kind of request, JSON on the APIs", async (host) => {
      for (const target of TARGETS) {
        const response = await rawRequest(app.baseUrl, {
          method: target.method,
          path: target.path,
          headers: { host, "content-type": "application/json" },
          body: "body" in target ? target.body : undefined,
        });
        const label = `${target.method} ${target.path} Host ${host}`;
        expect(response.status, label).toBe(400);
        expectKind(response, target.json, label);
      }
      expectNoErrorLogs(logs);
    });

    it.each(MALFORMED_HOSTS)("answers 400 to X-Forwarded-Host %j behind a trusted proxy", async (host) => {
      for (const target of TARGETS) {
        const response = await rawRequest(proxied.baseUrl, {
          method: target.method,
          path: target.path,
          headers: { "x-forwarded-host": host, "content-type": "application/json" },
          body: "body" in target ? target.body : undefined,
        });
        const label = `${target.method} ${target.path} X-Forwarded-Host ${host}`;
        expect(response.status, label).toBe(400);
        expectKind(response, target.json, label);
      }
      expectNoErrorLogs(proxiedLogs);
    });

    it("answers 400 to an X-Forwarded-Proto that is not http or https behind a trusted proxy", async () => {
      for (const proto of ["a b", "javascript", "ftp"]) {
        const response = await rawRequest(proxied.baseUrl, {
          method: "POST",
          path: "/api/generate-bio",
          headers: { "x-forwarded-proto": proto, "content-type": "application/json" },
          body: "{}",
        });
        expect(response.status, proto).toBe(400);
        expectKind(response, true, proto);
      }
      expectNoErrorLogs(proxiedLogs);
    });

    it("still serves well-formed hosts: names, addresses with ports, IPv6 literals", async () => {
      for (const host of ["localhost", "bios.example.com", "127.0.0.1:3000", "[::1]:3000", "my_service:8080"]) {
        const response = await rawRequest(app.baseUrl, { path: "/suggest-feature", headers: { host } });
        expect(response.status, host).toBe(200);
      }
    });
  });

  describe("HTTP/1.0 with no Host header (second probe, 1)", () => {
    it("serves every kind of request as if for SITE_URL's host, never a 500", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      for (const target of TARGETS) {
        const body = "body" in target ? target.body : "";
        const head = [
          `${target.method} ${target.path} HTTP/1.0`,
          "Content-Type: application/json",
          `Content-Length: ${Buffer.byteLength(body)}`,
        ].join("\n");
        const response = await socketRequest(app.baseUrl, head, body);
        const label = `${target.method} ${target.path}`;
        expect(response.status, label).toBeGreaterThanOrEqual(200);
        expect(response.status, label).toBeLessThan(500);
        const type = target.json ? /^application\/json/ : /^text\/html/;
        expect(String(response.headers["content-type"]), label).toMatch(type);
        expect(response.body, label).not.toMatch(/\n\s+at |TypeError|Invalid URL/);
      }
      const home = await socketRequest(app.baseUrl, "GET / HTTP/1.0");
      expect(home.status).toBe(200);
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['404: no page at "/no-such-page"']);
      expectNoErrorLogs(logs);
    });
  });

  describe("a body too large to read (second probe, 4)", () => {
    it.each([20_000, 2_000_000])(
      "answers %i bytes with 413 and Connection: close, not a kept-alive connection it then resets",
      async (size) => {
        for (const path of ["/api/generate-bio", "/api/suggestions"]) {
          const { host } = new URL(app.baseUrl);
          const head = [
            `POST ${path} HTTP/1.1`,
            `Host: ${host}`,
            "Content-Type: application/json",
            `Content-Length: ${size}`,
          ];
          const response = await socketRequest(app.baseUrl, head.join("\n"), "x".repeat(size));
          expect(response.status, path).toBe(413);
          expect(response.headers.connection, path).toBe("close");
          expectKind(response, true, path);
        }
      },
    );

    it("keeps the connection of a request whose body it read", async () => {
      const response = await rawRequest(app.baseUrl, {
        method: "POST",
        path: "/api/generate-bio",
        headers: { "content-type": "application/json", connection: "keep-alive" },
        body: "{",
      });
      expect(response.status).toBe(400);
      expect(response.headers.connection).toBe("keep-alive");
    });
  });

  describe("TRACE and other methods the server does not speak (defect 9)", () => {
    it.each(["/", "/suggest-feature", "/api/generate-bio", "/api/suggestions", "/assets/nothing.js", "/healthz"])(
      "answers TRACE %s with 405 and an Allow header, and logs no error",
      async (path) => {
        const response = await rawRequest(app.baseUrl, { method: "TRACE", path });
        expect(response.status, path).toBe(405);
        expect(response.headers.allow, path).toMatch(/GET/);
        expectKind(response, path.startsWith("/api/"), path);
        expectNoErrorLogs(logs);
      },
    );
  });

  describe("cross-site posts (defect 11)", () => {
    it("refuses a cross-site form post to the API and to the page alike, storing nothing", async () => {
      const before = (await app.services.suggestions.list()).length;
      const form = { "content-type": "application/x-www-form-urlencoded" };
      for (const headers of [
        { origin: "https://evil.example", ...form },
        { origin: "null", ...form },
        { "sec-fetch-site": "cross-site", ...form },
      ]) {
        for (const path of ["/api/suggestions", "/suggest-feature"]) {
          const response = await rawRequest(app.baseUrl, {
            method: "POST",
            path,
            headers,
            body: "suggestion=Cross-site+suggestion&leave_this_empty=",
          });
          const label = `${path} ${JSON.stringify(headers)}`;
          expect(response.status, label).toBe(403);
          expectKind(response, path.startsWith("/api/"), label);
        }
      }
      const json = await rawRequest(app.baseUrl, {
        method: "POST",
        path: "/api/generate-bio",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: "{}",
      });
      expect(json.status).toBe(403);
      expect((await app.services.suggestions.list()).length).toBe(before);
      expectNoErrorLogs(logs);
    });

    it("accepts same-origin posts, and posts from clients that send no Origin (scripts, curl)", async () => {
      const { host } = new URL(app.baseUrl);
      const cases: Record<string, string>[] = [
        { origin: app.baseUrl },
        { origin: app.baseUrl, "sec-fetch-site": "same-origin" },
        { "sec-fetch-site": "same-origin" },
        {},
      ];
      for (const headers of cases) {
        const response = await rawRequest(app.baseUrl, {
          method: "POST",
          path: "/api/suggestions",
          headers: { host, "content-type": "application/json", ...headers },
          body: JSON.stringify({ suggestion: `Same-origin ${JSON.stringify(headers)}` }),
        });
        expect(response.status, JSON.stringify(headers)).toBe(201);
      }
      const page = await rawRequest(app.baseUrl, {
        method: "POST",
        path: "/suggest-feature",
        headers: { origin: app.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: "suggestion=From+the+page&leave_this_empty=",
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain("Thank you for your suggestion!");
    });

    it("accepts the no-JavaScript form from the site when the scheme or host the server sees differs (second probe, 7)", async () => {
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const cases: Record<string, string>[] = [
        // A TLS proxy without X-Forwarded-Proto: the page is https, the server sees http.
        { host: "bios.example.com", origin: "https://bios.example.com" },
        { host: "10.0.0.7:3000", origin: parseConfig({}).SITE_URL },
      ];
      for (const headers of cases) {
        const page = await rawRequest(app.baseUrl, {
          method: "POST",
          path: "/suggest-feature",
          headers: { ...form, ...headers },
          body: `suggestion=${encodeURIComponent(`Form via ${headers.origin}`)}&leave_this_empty=`,
        });
        expect(page.status, JSON.stringify(headers)).toBe(200);
        expect(page.body).toContain("Thank you for your suggestion!");
      }
      expectNoErrorLogs(logs);
    });
  });

  describe("redirects (defect 13)", () => {
    it.each([
      "/\\evil.com/",
      "/\\\\evil.com/",
      "//evil.com/",
      "/\\/evil.com/",
      "///evil.com//",
      "/%5Cevil.com/",
      "/\\evil.com/?a=b",
    ])("never sends %s off-site", async (path) => {
      const response = await rawRequest(app.baseUrl, { path });
      const location = response.headers.location;
      if (location === undefined) return;
      expect(String(location), path).not.toMatch(/^[/\\]{2}|^\/\\|^[a-z][a-z0-9+.-]*:/i);
      expect(new URL(String(location), "https://bios.example.com/").origin, path).toBe("https://bios.example.com");
    });

    it("still redirects a trailing slash to the canonical URL", async () => {
      const response = await rawRequest(app.baseUrl, { path: "/about-us/?ref=x" });
      expect(response.status).toBe(308);
      expect(response.headers.location).toBe("/about-us?ref=x");
    });
  });
});
