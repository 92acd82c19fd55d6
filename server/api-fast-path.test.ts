import { Agent, request } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "../app/.server/config";

import { captureLogs } from "../tests/capture-logs";
import { startBuiltApp, type RunningApp } from "../tests/start-built-app";

import { clientAddress } from "./api-fast-path";

// docs/decisions/029-api-fast-path.md: each case is sent fast and chunked (which goes through React
// Router) and must get the same answer; React Router's answers carry a nonce.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function post(
  app: RunningApp,
  body: string | Buffer,
  { chunked = false, headers = {} }: { chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(app.baseUrl);
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        method: "POST",
        path: "/api/generate-bio",
        // As a browser's.
        agent: new Agent({ keepAlive: true, maxSockets: 1 }),
        headers: {
          "content-type": "application/json",
          ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(bytes.length) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(bytes);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString("utf8")) as Record<string, unknown>;
const viaReactRouter = (answer: Answer) => /'nonce-/.test(String(answer.headers["content-security-policy"]));

const TRANSPORT = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "vary",
  "etag",
  "x-request-id",
]);
const headerNames = (answer: Answer) =>
  Object.keys(answer.headers)
    .filter((name) => !TRANSPORT.has(name))
    .sort();

describe("POST /api/generate-bio before Express", () => {
  let app: RunningApp;
  const logs = captureLogs();
  beforeAll(async () => {
    app = await startBuiltApp(
      parseConfig({ RATE_LIMIT_GENERATE_PER_MINUTE: "1000", SITE_URL: "https://bios.example.com" }),
      {
        logger: logs.logger,
      },
    );
  });
  afterAll(() => app?.close());

  it("answers a generation as the route does, with the same headers but no nonce, and uncompressed", async () => {
    const body = JSON.stringify({ profession: "nurse", interests: "coffee, hiking", count: 3 });
    const fast = await post(app, body, { headers: { "accept-encoding": "gzip, br" } });
    const routed = await post(app, body, { chunked: true });
    expect(viaReactRouter(fast)).toBe(false);
    expect(viaReactRouter(routed)).toBe(true);
    for (const answer of [fast, routed]) {
      expect(answer.status).toBe(200);
      const parsed = json(answer) as { bios: string[]; source: string; sources: string[] };
      expect(parsed.bios).toHaveLength(3);
      expect(parsed.source).toBe("composer");
      expect(parsed.sources).toEqual(["composer", "composer", "composer"]);
    }
    expect(headerNames(fast)).toEqual(headerNames(routed));
    expect(fast.headers["content-encoding"]).toBeUndefined();
    expect(fast.headers["cache-control"]).toBe("no-store");
    expect(fast.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(fast.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(fast.headers["x-frame-options"]).toBe("DENY");
    expect(fast.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers.connection).toBe("keep-alive");
  });

  it("still varies its answers from request to request", async () => {
    const body = JSON.stringify({ profession: "baker", interests: "sourdough, cycling", count: 3 });
    const answers = new Set<string>();
    for (let round = 0; round < 5; round++) answers.add((json(await post(app, body)).bios as string[]).join("|"));
    expect(answers.size).toBeGreaterThan(1);
  });

  it.each([
    ["not JSON", "{ nope"],
    ["a JSON array", "[1, 2]"],
    ["a JSON string", '"hello"'],
    ["bad fields", JSON.stringify({ tone: "Sarcastic", count: 0 })],
    ["invalid UTF-8", Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])("answers a body that is %s with the route's 400", async (_name, body) => {
    const fast = await post(app, body);
    const routed = await post(app, body, { chunked: true });
    expect(viaReactRouter(fast)).toBe(false);
    expect(fast.status).toBe(400);
    expect(routed.status).toBe(400);
    expect(json(fast)).toEqual(json(routed));
    // The body was read: the connection can carry the next request.
    expect(fast.headers.connection).toBe("keep-alive");
  });

  it.each([
    ["a form", { "content-type": "application/x-www-form-urlencoded" }, "profession=chef", 415],
    ["a cross-site post", { origin: "https://evil.example" }, "{}", 403],
    ["a null origin", { origin: "null" }, "{}", 403],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }, "{}", 403],
    ["a malformed Host", { host: "a b" }, "{}", 400],
    ["a body over 16 KiB", {}, JSON.stringify({ instructions: "x".repeat(17 * 1024) }), 413],
  ])("hands %s to Express, which refuses it as before", async (_name, headers, body, status) => {
    const answer = await post(app, body, { headers });
    expect(answer.status).toBe(status);
    expect(viaReactRouter(answer)).toBe(true);
    expect(typeof json(answer).error).toBe("string");
  });

  it("answers a post from the site's own pages, and from clients without an Origin", async () => {
    const cases: Record<string, string>[] = [
      { origin: "https://bios.example.com" },
      { origin: app.baseUrl, "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const headers of cases) {
      const answer = await post(app, JSON.stringify({ profession: "chef" }), { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(viaReactRouter(answer), JSON.stringify(headers)).toBe(false);
    }
  });

  it("writes one request line with the id it sends, beside the route's event, and nothing the visitor typed", async () => {
    const answer = await post(
      app,
      JSON.stringify({ profession: "lighthouse keeper", interests: "zanzibarian yodelling" }),
    );
    const id = String(answer.headers["x-request-id"]);
    const line = await logs.waitFor(new RegExp(`"id":"${id}".*"msg":"request completed"`));
    expect(line).toContain('"statusCode":200');
    expect(line).toContain('"path":"/api/generate-bio"');
    expect(logs.text()).toMatch(new RegExp(`"id":"${id}".*"event":"bios_generated"`));
    expect(logs.text()).not.toContain("zanzibarian");
    expect(logs.text()).not.toContain("lighthouse");
  });
});

describe("the fast path's rate limit", () => {
  it("refuses a client past its budget before reading its body, as Express did", async () => {
    const app = await startBuiltApp(parseConfig({ RATE_LIMIT_GENERATE_PER_MINUTE: "1" }));
    try {
      const body = JSON.stringify({ profession: "chef" });
      expect((await post(app, body)).status).toBe(200);
      const fast = await post(app, body);
      const routed = await post(app, body, { chunked: true });
      expect(viaReactRouter(fast)).toBe(false);
      for (const answer of [fast, routed]) {
        expect(answer.status).toBe(429);
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        expect(answer.headers["cache-control"]).toBe("no-store");
        // Refused unread.
        expect(answer.headers.connection).toBe("close");
      }
      expect(json(fast)).toEqual(json(routed));
    } finally {
      await app.close();
    }
  });
});

describe("clientAddress", () => {
  const socket = { remoteAddress: "10.0.0.9" } as never;
  it.each([
    [undefined, false, "10.0.0.9"],
    ["203.0.113.7", false, "10.0.0.9"],
    ["203.0.113.7", true, "203.0.113.7"],
    [" 203.0.113.7 , 10.0.0.1", true, "203.0.113.7"],
    [",, 198.51.100.2,10.0.0.1", true, "198.51.100.2"],
    ["", true, "10.0.0.9"],
    [undefined, true, "10.0.0.9"],
  ])("reads X-Forwarded-For %j (trust proxy %s) as Express's req.ip: %s", (forwarded, trust, expected) => {
    const headers = forwarded === undefined ? {} : { "x-forwarded-for": forwarded };
    expect(clientAddress({ headers, socket }, trust)).toBe(expected);
  });
});
