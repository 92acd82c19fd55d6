import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  connectRedis,
  createRateLimiter,
  PEERS_KEY,
  redisRateLimitStore,
  type RateLimiter,
  type RateLimitStore,
} from "../app/.server/rate-limiter";
import { captureLogs } from "../tests/capture-logs";
import { startTestRedis, type TestRedis } from "../tests/redis-server";

// docs/decisions/022-scale-out.md: when the shared Redis stops answering, each process keeps its
// share, so together they stay within the budget.

const POINTS = 4;
const CLIENT = "203.0.113.9";

interface Process {
  redis: Redis;
  store: RateLimitStore;
  limiter: RateLimiter;
}

async function allowedOf(limiter: RateLimiter, requests: number): Promise<number> {
  let allowed = 0;
  for (let index = 0; index < requests; index += 1) if ((await limiter.consume(CLIENT)).allowed) allowed += 1;
  return allowed;
}

async function until(condition: () => boolean | Promise<boolean>) {
  // The test's own timeout bounds the wait.
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("rate limits shared through Redis", () => {
  let redis: TestRedis;
  const logs = captureLogs();
  const processes: Process[] = [];

  async function startProcess(name: string): Promise<Process> {
    const connection = await connectRedis(redis.url, logs.logger);
    await until(() => connection.status === "ready");
    // Not the production 5 s.
    const store = redisRateLimitStore(connection, { heartbeatMs: 50 });
    const limiter = createRateLimiter({ name, points: POINTS, durationSeconds: 60, store, logger: logs.logger });
    const started = { redis: connection, store, limiter };
    processes.push(started);
    return started;
  }

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(async () => {
    for (const { store, redis: connection } of processes.splice(0)) {
      await store.close();
      connection.disconnect();
    }
  });
  afterAll(() => redis?.stop());

  it("counts every process's requests against one budget, and each process knows how many share it", async () => {
    const one = await startProcess("shared");
    const two = await startProcess("shared");
    await until(() => one.store.processes() === 2 && two.store.processes() === 2);
    expect((await one.limiter.consume(CLIENT)).allowed).toBe(true);
    expect((await two.limiter.consume(CLIENT)).allowed).toBe(true);
    expect(await allowedOf(one.limiter, 5)).toBe(POINTS - 2);
    expect((await two.limiter.consume(CLIENT)).allowed).toBe(false);
    expect(await one.redis.zcard(PEERS_KEY)).toBe(2);
  });

  it("forgets a process that stopped cleanly at once", async () => {
    const one = await startProcess("leaving");
    const two = await startProcess("leaving");
    await until(() => one.store.processes() === 2);
    await two.store.close();
    await until(() => one.store.processes() === 1);
    expect(await one.redis.zcard(PEERS_KEY)).toBe(1);
  });

  it("gives each process its share of the budget while Redis is stopped, and shares it again once Redis is back", async () => {
    const one = await startProcess("outage");
    const two = await startProcess("outage");
    await until(() => one.store.processes() === 2 && two.store.processes() === 2);

    // SIGSTOP: connections stay open and nothing answers.
    redis.pause();
    try {
      // Together within POINTS, not 2 × POINTS.
      expect(await allowedOf(one.limiter, POINTS + 2)).toBe(POINTS / 2);
      expect(await allowedOf(two.limiter, POINTS + 2)).toBe(POINTS / 2);
      expect((await one.limiter.peek(CLIENT)).allowed).toBe(false);
    } finally {
      redis.resume();
    }
    const failed = await logs.waitFor(/"event":"rate_limit_store_failed"/);
    expect(JSON.parse(failed)).toMatchObject({ limiter: "outage", processes: 2, share: 2, points: POINTS });
    // Once per outage, not per request.
    expect(logs.lines.filter((line) => line.includes('"rate_limit_store_failed"'))).toHaveLength(2);

    // Redis has counted what it received while frozen, so a new client shows the shared budget.
    await until(async () => {
      await one.limiter.consume("203.0.113.99");
      await two.limiter.consume("203.0.113.99");
      return logs.lines.filter((line) => line.includes('"rate_limit_store_recovered"')).length === 2;
    });
    const fresh = "203.0.113.20";
    const statuses = [];
    for (const process of [one, two, one, two, one, two]) statuses.push((await process.limiter.consume(fresh)).allowed);
    expect(statuses).toEqual([true, true, true, true, false, false]);
  });
});
