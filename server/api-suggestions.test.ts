import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "../app/.server/config";
import { SUGGESTION_MAX_LENGTH } from "@domain/suggestions/suggestion-text";

import { captureLogs } from "../tests/capture-logs";
import { startTestPostgres, type TestPostgres } from "../tests/postgres-server";
import { startTestRedis, type TestRedis } from "../tests/redis-server";
import { startBuiltApp, type RunningApp } from "../tests/start-built-app";

// Against the production build, on PGlite and on a real PostgreSQL.

const ADMIN_TOKEN = "test-admin-token-0123456789abcdef0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function post(app: RunningApp, body: unknown, init: RequestInit & { path?: string } = {}) {
  const { path = "/api/suggestions", ...rest } = init;
  return fetch(`${app.baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(rest.headers ?? {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...rest,
  });
}

function postForm(app: RunningApp, fields: Record<string, string>, path = "/api/suggestions") {
  return fetch(`${app.baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

function getAdmin(app: RunningApp, authorization?: string) {
  return fetch(`${app.baseUrl}/api/suggestions`, { headers: authorization ? { Authorization: authorization } : {} });
}

async function allPages(app: RunningApp): Promise<{ id: string; text: string; createdAt: string }[]> {
  const rows: { id: string; text: string; createdAt: string }[] = [];
  let next: string | null = "/api/suggestions";
  while (next) {
    const response = await fetch(`${app.baseUrl}${next}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { suggestions: typeof rows; next: string | null };
    rows.push(...page.suggestions);
    next = page.next;
  }
  return rows;
}

async function storedTexts(app: RunningApp): Promise<string[]> {
  return (await app.services.suggestions.list()).map((row) => row.text);
}

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(/^[A-Z].{5,}/);
  expect(JSON.stringify(body)).not.toMatch(/\n\s+at |Error:/);
  return body;
}

describe.each(["pglite", "postgres"] as const)("the suggestion API on %s", (backend) => {
  let postgres: TestPostgres | undefined;
  let app: RunningApp;
  const logs = captureLogs();

  beforeAll(async () => {
    postgres = backend === "postgres" ? await startTestPostgres() : undefined;
    app = await startBuiltApp(
      parseConfig({ ADMIN_TOKEN, RATE_LIMIT_SUGGESTIONS_PER_HOUR: "100000", DATABASE_URL: postgres?.url }),
      { logger: logs.logger },
    );
  });
  afterAll(async () => {
    await app?.close();
    await postgres?.stop();
  });

  it(`runs on ${backend}`, () => {
    expect(app.services.database.kind).toBe(backend);
  });

  it("answers 201 with the new id once the suggestion is committed", async () => {
    const response = await post(app, { suggestion: "Dark mode for the preview cards" });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(UUID);
    if (postgres) {
      // Committed, not merely written inside an open transaction.
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ text: string }>("select text from suggestions where id = $1", [id]);
        expect(rows).toEqual([{ text: "Dark mode for the preview cards" }]);
      } finally {
        await client.end();
      }
    } else {
      expect((await app.services.suggestions.list()).find((row) => row.id === id)?.text).toBe(
        "Dark mode for the preview cards",
      );
    }
  });

  it("accepts a form post (application/x-www-form-urlencoded) and answers the same way", async () => {
    const response = await postForm(app, { suggestion: "A Threads preview, please & thank you" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(UUID);
    expect(await storedTexts(app)).toContain("A Threads preview, please & thank you");
  });

  it("stores the text trimmed with \\n line breaks, and keeps nothing but id, text and time", async () => {
    const { id } = (await (await post(app, { suggestion: "  \r\nLine one\r\nLine two 🚀\u0000  \n" })).json()) as {
      id: string;
    };
    const row = (await app.services.suggestions.list()).find((entry) => entry.id === id);
    expect(row?.text).toBe("Line one\nLine two 🚀");
    expect(row?.createdAt).toBeInstanceOf(Date);
    // Both drivers answer raw SQL with { rows }.
    const columns = (await app.services.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'suggestions' order by ordinal_position`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((column) => column.column_name)).toEqual(["id", "text", "created_at"]);
  });

  it(`accepts exactly ${SUGGESTION_MAX_LENGTH} characters after trimming`, async () => {
    const text = "a".repeat(SUGGESTION_MAX_LENGTH);
    expect((await post(app, { suggestion: `   ${text}   ` })).status).toBe(201);
    expect(await storedTexts(app)).toContain(text);
  });

  it.each([
    ["an empty suggestion", { suggestion: "" }, /write your suggestion/],
    ["only whitespace", { suggestion: " \n\t  " }, /write your suggestion/],
    ["a suggestion over 2000 characters", { suggestion: "b".repeat(SUGGESTION_MAX_LENGTH + 1) }, /too long.*2000/],
    ["no suggestion field", { idea: "something" }, /"suggestion" field/],
    ["a suggestion that is not text", { suggestion: 42 }, /"suggestion" field/],
  ])("answers 400 with a clear message for %s, and stores nothing", async (_name, body, message) => {
    const before = (await storedTexts(app)).length;
    const answer = (await expectError(await post(app, body), 400)) as {
      error: string;
      fields?: Record<string, string>;
    };
    expect(answer.error).toMatch(message);
    if ("suggestion" in body) expect(answer.fields?.suggestion).toBe(answer.error);
    expect((await storedTexts(app)).length).toBe(before);
  });

  it.each([
    ["not JSON", "{ nope"],
    ["a JSON array", '["a suggestion"]'],
    ["a JSON string", '"a suggestion"'],
  ])("answers 400 for a body that is %s", async (_name, body) => {
    await expectError(await post(app, body), 400);
  });

  it("answers 413 for a body over 16 KiB, declared, streamed, or as a form", async () => {
    const big = JSON.stringify({ suggestion: "x".repeat(17 * 1024) });
    await expectError(await post(app, big), 413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    await expectError(await post(app, "", { body: stream, duplex: "half" } as RequestInit), 413);
    await expectError(await postForm(app, { suggestion: "y".repeat(17 * 1024) }), 413);
  });

  it("answers 415 for a body that is neither JSON nor a form", async () => {
    const answer = await expectError(
      await post(app, "suggestion=hi", { headers: { "Content-Type": "text/plain" } }),
      415,
    );
    expect(answer.error).toMatch(/JSON.*form/);
  });

  it("answers 405 for other methods: with Allow on the API, with the error page on the page", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${app.baseUrl}/api/suggestions`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("GET, POST");
      const page = await fetch(`${app.baseUrl}/suggest-feature`, { method });
      expect(page.status, method).toBe(405);
      expect(await page.text(), method).toContain("This request could not be handled");
    }
  });

  it("answers a honeypot hit like a success, with a real-looking id, and stores nothing", async () => {
    const before = await app.services.suggestions.list();
    const json = await post(app, { suggestion: "Buy cheap followers", leave_this_empty: "http://spam.example" });
    expect(json.status).toBe(201);
    const { id } = (await json.json()) as { id: string };
    expect(id).toMatch(UUID);
    const form = await postForm(app, { suggestion: "Buy cheap followers", leave_this_empty: "spam" });
    expect(form.status).toBe(201);
    const after = await app.services.suggestions.list();
    expect(after.length).toBe(before.length);
    expect(after.map((row) => row.id)).not.toContain(id);
    expect(after.map((row) => row.text)).not.toContain("Buy cheap followers");
  });

  it("takes 200 suggestions sent at once: 200 rows, no error", async () => {
    const before = (await storedTexts(app)).length;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => post(app, { suggestion: `Concurrent suggestion number ${index}` })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 200 }, () => 201));
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(200);
    const rows = await app.services.suggestions.list();
    expect(rows.length).toBe(before + 200);
    const stored = new Set(rows.map((row) => row.id));
    for (const id of ids) expect(stored.has(id), id).toBe(true);
  });

  it("answers the owner's list to the admin token, in the order the suggestions arrived, page by page", async () => {
    const first = (await (await post(app, { suggestion: "Admin view one" })).json()) as { id: string };
    const second = (await (await post(app, { suggestion: "Admin view two" })).json()) as { id: string };
    const response = await getAdmin(app, `Bearer ${ADMIN_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const suggestions = await allPages(app);
    expect(suggestions.length).toBe((await storedTexts(app)).length);
    const firstIndex = suggestions.findIndex((row) => row.id === first.id);
    const secondIndex = suggestions.findIndex((row) => row.id === second.id);
    expect(firstIndex).toBeGreaterThanOrEqual(0);
    expect(secondIndex).toBeGreaterThan(firstIndex);
    expect(suggestions[secondIndex]).toEqual({
      id: second.id,
      text: "Admin view two",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    for (const row of suggestions) expect(Object.keys(row).sort()).toEqual(["createdAt", "id", "text"]);
  });

  it("pages the owner's list: at most `limit` rows, and a link to the next page while there is one", async () => {
    for (let index = 0; index < 5; index++) await post(app, { suggestion: `Paged suggestion ${index}` });
    const everything = (await app.services.suggestions.list()).map((row) => row.id);
    const seen: string[] = [];
    let next: string | null = "/api/suggestions?limit=2";
    while (next) {
      const response = await fetch(`${app.baseUrl}${next}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(response.status).toBe(200);
      const page = (await response.json()) as { suggestions: { id: string }[]; next: string | null };
      expect(page.suggestions.length).toBeLessThanOrEqual(2);
      seen.push(...page.suggestions.map((row) => row.id));
      next = page.next;
    }
    expect(seen).toEqual(everything);
    // A large store is never sent at once.
    const first = (await (await getAdmin(app, `Bearer ${ADMIN_TOKEN}`)).json()) as { suggestions: unknown[] };
    expect(first.suggestions.length).toBeLessThanOrEqual(Math.min(everything.length, 100));
  });

  it.each(["limit=0", "limit=1001", "limit=abc", "after=not-a-uuid"])(
    "answers 400 to a list request with %s",
    async (query) => {
      const response = await fetch(`${app.baseUrl}/api/suggestions?${query}`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      await expectError(response, 400);
    },
  );

  it("stores a suggestion sent twice with the same idempotency key once, and answers both with its id (defect 15)", async () => {
    const key = crypto.randomUUID();
    const before = (await storedTexts(app)).length;
    const headers = { "Content-Type": "application/json", "Idempotency-Key": key };
    const first = await post(app, { suggestion: "Sent once, retried once" }, { headers });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    // The visitor saw a 503 (or nothing) and pressed Submit again.
    const retry = await post(app, { suggestion: "Sent once, retried once" }, { headers });
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { id: string }).id).toBe(id);
    expect((await storedTexts(app)).length).toBe(before + 1);
    const other = await post(
      app,
      { suggestion: "Sent once, retried once" },
      { headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() } },
    );
    expect(((await other.json()) as { id: string }).id).not.toBe(id);
  });

  it("stores one row for ten concurrent sends with one key, and takes the key as a form field too", async () => {
    const key = crypto.randomUUID();
    const before = (await storedTexts(app)).length;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(
          app,
          { suggestion: "Ten clicks, one idea" },
          { headers: { "Content-Type": "application/json", "Idempotency-Key": key } },
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 201));
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    const formKey = crypto.randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const page = await postForm(
        app,
        { suggestion: "Posted twice without JavaScript", leave_this_empty: "", idempotency_key: formKey },
        "/suggest-feature",
      );
      expect(page.status).toBe(200);
    }
    const texts = await storedTexts(app);
    expect(texts.length).toBe(before + 2);
    expect(texts.filter((text) => text === "Posted twice without JavaScript")).toHaveLength(1);
  });

  it.each(["short", "x".repeat(200), "has spaces in it 0123456789"])(
    "answers 400 to an idempotency key that is not one: %j",
    async (key) => {
      const response = await post(
        app,
        { suggestion: "Bad key" },
        { headers: { "Content-Type": "application/json", "Idempotency-Key": key } },
      );
      await expectError(response, 400);
    },
  );

  it.each([
    ["no Authorization header", undefined],
    ["a wrong token", "Bearer wrong-token-0123456789abcdef0123456789"],
    ["the token with one character more", `Bearer ${ADMIN_TOKEN}x`],
    ["the token with one character less", `Bearer ${ADMIN_TOKEN.slice(0, -1)}`],
    ["another scheme", `Basic ${ADMIN_TOKEN}`],
    ["the bare token", ADMIN_TOKEN],
  ])("answers 401 to the list request with %s", async (_name, authorization) => {
    const response = await getAdmin(app, authorization);
    await expectError(response, 401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("answers the form post of the page without JavaScript with the thank-you page", async () => {
    const response = await postForm(
      app,
      { suggestion: "Posted without JavaScript", leave_this_empty: "" },
      "/suggest-feature",
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Thank you for your suggestion! 🚀");
    expect(html).not.toContain("<textarea");
    expect(await storedTexts(app)).toContain("Posted without JavaScript");
  });

  it("answers an empty form post of the page with the form, the problem and a 400", async () => {
    const response = await postForm(app, { suggestion: "   ", leave_this_empty: "" }, "/suggest-feature");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please write your suggestion before sending it.");
    expect(html).toContain("<textarea");
    expect(html).not.toContain("Thank you for your suggestion!");
  });

  it("never writes what a visitor suggested into the logs", async () => {
    await post(app, { suggestion: "Zanzibarian yodelling mode" });
    await postForm(app, { suggestion: "Lighthousekeeper theme" }, "/suggest-feature");
    expect(logs.text()).toContain('"event":"suggestion_stored"');
    expect(logs.text()).not.toMatch(/Zanzibarian|Lighthousekeeper/);
  });
});

describe("the owner's list without ADMIN_TOKEN", () => {
  it("does not exist: 404, whatever the request carries", async () => {
    const app = await startBuiltApp(parseConfig({}));
    try {
      await expectError(await getAdmin(app), 404);
      await expectError(await getAdmin(app, "Bearer anything-at-all-0123456789abcdef0123"), 404);
      expect((await post(app, { suggestion: "Still accepted" })).status).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe("when the database fails", () => {
  it("answers 503 with a JSON message, and the page keeps the visitor's text", async () => {
    const logs = captureLogs();
    const app = await startBuiltApp(parseConfig({}), { logger: logs.logger });
    try {
      await app.services.database.close();
      const answer = await expectError(await post(app, { suggestion: "Lost to a closed database" }), 503);
      expect(answer.error).toMatch(/try again/);
      const page = await postForm(
        app,
        { suggestion: "Kept for the visitor", leave_this_empty: "" },
        "/suggest-feature",
      );
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain("Failed to send suggestion. Please try again.");
      expect(html).toMatch(/<textarea[^>]*>Kept for the visitor<\/textarea>/);
      expect(logs.text()).toContain('"event":"suggestion_store_failed"');
      expect(logs.text()).not.toContain("Lost to a closed database");
    } finally {
      await app.close();
    }
  });
});

describe("rate limiting of suggestions", () => {
  it("answers 429 with Retry-After past the budget (memory store)", async () => {
    const app = await startBuiltApp(parseConfig({ RATE_LIMIT_SUGGESTIONS_PER_HOUR: "2" }));
    try {
      expect((await post(app, { suggestion: "one" })).status).toBe(201);
      expect((await post(app, { suggestion: "two" })).status).toBe(201);
      const limited = await post(app, { suggestion: "three" });
      const answer = await expectError(limited, 429);
      expect(answer.error).toMatch(/wait/);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
      expect(await storedTexts(app)).toEqual(["one", "two"]);
      const page = await postForm(app, { suggestion: "four", leave_this_empty: "" }, "/suggest-feature");
      expect(page.status).toBe(429);
      expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await page.text();
      expect(html).toContain("Please wait a while and try again.");
      expect(html).toMatch(/<textarea[^>]*>four<\/textarea>/);
    } finally {
      await app.close();
    }
  });

  describe("with Redis", () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await startTestRedis();
    });
    afterAll(() => redis?.stop());

    it("shares one budget between server processes", async () => {
      const config = parseConfig({ RATE_LIMIT_SUGGESTIONS_PER_HOUR: "3", REDIS_URL: redis.url });
      const one = await startBuiltApp(config);
      const two = await startBuiltApp(config);
      try {
        const statuses = [];
        for (const app of [one, two, one, two])
          statuses.push((await post(app, { suggestion: "shared budget" })).status);
        expect(statuses).toEqual([201, 201, 201, 429]);
      } finally {
        await one.close();
        await two.close();
      }
    });
  });
});
