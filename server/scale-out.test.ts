import { randomBytes } from "node:crypto";
import { request } from "node:http";

import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PEERS_KEY } from "../app/.server/rate-limiter";

import { startTestNginx, type AccessLogEntry, type TestNginx } from "../tests/nginx-server";
import { startTestPostgres, type TestPostgres } from "../tests/postgres-server";
import { startTestRedis, type TestRedis } from "../tests/redis-server";
import { startServerProcess, type ServerProcess } from "../tests/server-process";
import { missingSystemPackages } from "../tests/system-packages";

// Two production instances behind nginx, sharing PostgreSQL and Redis (docs/decisions/022-scale-out.md).

const missing = missingSystemPackages(["postgresql", "redis-server", "nginx"]).map((item) => item.name);
const SKIPPED = missing.length
  ? ` (skipped: ${missing.join(", ")} not installed; npm test installs them, or apt-get install ${missing.join(" ")})`
  : "";

const ADMIN_TOKEN = "scale-out-admin-token-0123456789abcdef0123";
const GENERATE_BUDGET = 4;
const CONCURRENCY = 6;

interface Answer {
  status: number;
  text: string;
}

function send(
  url: string,
  { method = "GET", body, headers = {}, from = "127.0.0.1" }: SendOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        agent: false,
        localAddress: from,
        headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, text }));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

interface SendOptions {
  method?: "GET" | "POST";
  body?: unknown;
  headers?: Record<string, string>;
  from?: string;
}

const generate = (url: string, from: string) =>
  send(`${url}/api/generate-bio`, {
    method: "POST",
    body: { interests: "coffee, hiking", profession: "nurse", count: 3 },
    from,
  });

const newKey = () => randomBytes(16).toString("base64url");

function postSuggestion(url: string, key: string) {
  return send(`${url}/api/suggestions`, {
    method: "POST",
    body: { suggestion: suggestionText(key) },
    headers: { "idempotency-key": key },
  });
}

const suggestionText = (key: string) => `Scale-out check ${key}`;

async function listSuggestions(baseUrl: string): Promise<{ id: string; text: string }[]> {
  const rows: { id: string; text: string }[] = [];
  let next: string | null = "/api/suggestions";
  while (next) {
    const answer = await send(`${baseUrl}${next}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(answer.status).toBe(200);
    const page = JSON.parse(answer.text) as { suggestions: typeof rows; next: string | null };
    rows.push(...page.suggestions);
    next = page.next;
  }
  return rows;
}

async function until(condition: () => boolean | Promise<boolean>) {
  // The test's own timeout bounds the wait.
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

interface Sent {
  key: string;
  sentAt: number;
  status: number;
  id?: string;
  done: boolean;
}

function suggestionLoad(url: string) {
  const sent: Sent[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      const entry: Sent = { key: newKey(), sentAt: Date.now(), status: 0, done: false };
      sent.push(entry);
      try {
        const answer = await postSuggestion(url, entry.key);
        entry.status = answer.status;
        if (answer.status === 201) entry.id = (JSON.parse(answer.text) as { id: string }).id;
      } catch {
        // status 0: no answer at all
      }
      entry.done = true;
    }
  };
  const clients = Array.from({ length: CONCURRENCY }, client);
  const answered = () => sent.filter((entry) => entry.done).length;
  return {
    sent,
    async answers(count: number) {
      const target = answered() + count;
      await until(() => answered() >= target);
    },
    async stop(): Promise<Sent[]> {
      running = false;
      await Promise.all(clients);
      return sent;
    },
  };
}

const hostOf = (server: ServerProcess) => new URL(server.baseUrl).host;
const servedBy = (entry: AccessLogEntry, server: ServerProcess) => entry.upstream.split(", ").includes(hostOf(server));

describe.skipIf(missing.length > 0)(`two instances behind nginx, sharing PostgreSQL and Redis${SKIPPED}`, () => {
  let postgres: TestPostgres;
  let redis: TestRedis;
  let watcher: Redis;
  let one: ServerProcess;
  let two: ServerProcess;
  let nginx: TestNginx;
  let env: Record<string, string>;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startTestPostgres(), startTestRedis()]);
    env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: "true",
      ADMIN_TOKEN,
      RATE_LIMIT_GENERATE_PER_MINUTE: String(GENERATE_BUDGET),
      RATE_LIMIT_SUGGESTIONS_PER_HOUR: "1000000",
    };
    // Both migrate the one database at the same time.
    [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    nginx = await startTestNginx([hostOf(one), hostOf(two)]);
    watcher = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await watcher.connect();
  });

  afterAll(async () => {
    watcher?.disconnect();
    await nginx?.stop();
    await Promise.all(
      [one, two].map(async (server) => {
        if (server && server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill("SIGTERM");
          await server.exited;
        }
      }),
    );
    await redis?.stop();
    await postgres?.stop();
  });

  it("counts one rate-limit budget per client across both instances", async () => {
    const before = (await nginx.accessLog()).length;
    const statuses: number[] = [];
    for (let index = 0; index < 2 * GENERATE_BUDGET + 2; index += 1) {
      statuses.push((await generate(nginx.url, "127.0.0.2")).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(GENERATE_BUDGET);
    expect(statuses.filter((status) => status === 429)).toHaveLength(GENERATE_BUDGET + 2);
    const log = (await nginx.accessLog()).slice(before);
    expect(log.filter((entry) => servedBy(entry, one)).length).toBeGreaterThan(0);
    expect(log.filter((entry) => servedBy(entry, two)).length).toBeGreaterThan(0);
    expect((await generate(nginx.url, "127.0.0.3")).status).toBe(200);
  });

  it("lists through one instance a suggestion posted through the other", async () => {
    const key = newKey();
    const posted = await postSuggestion(one.baseUrl, key);
    expect(posted.status).toBe(201);
    const { id } = JSON.parse(posted.text) as { id: string };
    expect(await listSuggestions(two.baseUrl)).toContainEqual(
      expect.objectContaining({ id, text: suggestionText(key) }),
    );
    const again = await postSuggestion(two.baseUrl, key);
    expect(JSON.parse(again.text)).toEqual({ id });
  });

  it("while Redis is down, gives each instance half the budget, so both together grant it once", async () => {
    // Each instance learns from its heartbeat how many share Redis.
    let bothThere: number | undefined;
    await until(async () => {
      const scores = (await watcher.zrange(PEERS_KEY, "0", "-1", "WITHSCORES")).filter((_, index) => index % 2 === 1);
      if (scores.length !== 2) return false;
      bothThere ??= Math.max(...scores.map(Number));
      return Math.min(...scores.map(Number)) > bothThere;
    });
    watcher.disconnect();
    await redis.stop();

    const before = (await nginx.accessLog()).length;
    const statuses: number[] = [];
    for (let index = 0; index < 3 * GENERATE_BUDGET; index += 1) {
      statuses.push((await generate(nginx.url, "127.0.0.4")).status);
    }
    // Counting alone, each would grant the whole budget.
    expect(statuses.filter((status) => status === 200)).toHaveLength(GENERATE_BUDGET);
    const granted = (await nginx.accessLog()).slice(before).filter((entry) => entry.status === 200);
    expect(granted.filter((entry) => servedBy(entry, one))).toHaveLength(GENERATE_BUDGET / 2);
    expect(granted.filter((entry) => servedBy(entry, two))).toHaveLength(GENERATE_BUDGET / 2);
  });

  it("a graceful restart of one instance under load fails no request", async () => {
    const load = suggestionLoad(nginx.url);
    await load.answers(20);
    one.child.kill("SIGTERM");
    expect(await one.exited).toEqual({ code: 0, signal: null });
    await load.answers(10);
    one = await startServerProcess({ ...env, PORT: new URL(one.baseUrl).port });
    const restartedAt = (await nginx.accessLog()).length;
    // nginx sets a refusing instance aside for a few seconds, as a rolling deploy waits for.
    await until(async () =>
      (await nginx.accessLog()).slice(restartedAt).some((entry) => servedBy(entry, one) && entry.status === 201),
    );
    await load.answers(10);
    const sent = await load.stop();

    expect(sent.filter((entry) => entry.status !== 201)).toEqual([]);
    const stored = new Map((await listSuggestions(two.baseUrl)).map((row) => [row.id, row.text]));
    for (const entry of sent) expect(stored.get(entry.id!)).toBe(suggestionText(entry.key));
  });

  it("when an instance is killed mid-load, routes around it, fails only what was in flight on it, and loses no acknowledged suggestion", async () => {
    const load = suggestionLoad(nginx.url);
    await load.answers(20);
    process.kill(two.child.pid!, "SIGKILL");
    await two.exited;
    const deadAt = Date.now();
    await load.answers(30);
    const sent = await load.stop();

    const log = new Map((await nginx.accessLog()).map((entry) => [entry.idempotencyKey, entry]));
    const failed = sent.filter((entry) => entry.status !== 201);
    for (const entry of failed) {
      expect(entry.sentAt).toBeLessThanOrEqual(deadAt);
      expect(log.get(entry.key)?.upstream).toContain(hostOf(two));
    }
    expect(failed.length).toBeLessThanOrEqual(CONCURRENCY);
    const afterDeath = sent.filter((entry) => entry.sentAt > deadAt);
    expect(afterDeath.length).toBeGreaterThan(0);
    for (const entry of afterDeath) expect(entry.status).toBe(201);

    for (const entry of failed) expect((await postSuggestion(nginx.url, entry.key)).status).toBe(201);
    const stored = await listSuggestions(one.baseUrl);
    const byText = new Map<string, string[]>();
    for (const row of stored) byText.set(row.text, [...(byText.get(row.text) ?? []), row.id]);
    for (const entry of sent) {
      const ids = byText.get(suggestionText(entry.key));
      expect(ids).toHaveLength(1);
      if (entry.id) expect(ids).toEqual([entry.id]);
    }
  });
});
