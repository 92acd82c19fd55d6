import { randomUUID } from "node:crypto";

import type { Redis } from "ioredis";
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

import { createFailureEpisode, type FailureEpisode } from "./failure-episode";
import type { Logger } from "./logger";

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  consume(key: string): Promise<RateLimitResult>;
  peek(key: string): Promise<RateLimitResult>;
}

interface LimiterShape {
  name: string;
  points: number;
  durationSeconds: number;
}

/** Where the counters live, so all processes count against one budget per client (docs/decisions/022-scale-out.md). */
export interface RateLimitStore {
  kind: "memory" | "cluster" | "redis";
  limiter(shape: LimiterShape): RateLimiterAbstract;
  /** When the store does not answer, each process keeps this fraction of every budget on its own. */
  processes(): number;
  outage: FailureEpisode;
  close(): Promise<void>;
}

function storeOutage(): FailureEpisode {
  return createFailureEpisode({
    event: "rate_limit_store_failed",
    message: "the rate-limit store did not answer; each limit falls back to this process's share of its budget",
    recoveredEvent: "rate_limit_store_recovered",
    recoveredMessage: "the rate-limit store answers again; budgets are shared again",
  });
}

export function memoryRateLimitStore(): RateLimitStore {
  return {
    kind: "memory",
    limiter: ({ name, points, durationSeconds }) =>
      new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
    processes: () => 1,
    outage: storeOutage(),
    close: async () => {},
  };
}

const CLUSTER_TIMEOUT_MS = 1_000;

/** The primary runs `RateLimiterClusterMaster` (server/cluster.ts): one budget per machine without Redis. */
export function clusterRateLimitStore(workers: number): RateLimitStore {
  return {
    kind: "cluster",
    limiter: ({ name, points, durationSeconds }) =>
      new RateLimiterCluster({ keyPrefix: name, points, duration: durationSeconds, timeoutMs: CLUSTER_TIMEOUT_MS }),
    processes: () => workers,
    outage: storeOutage(),
    close: async () => {},
  };
}

export const PEERS_KEY = "rl:peers";
export const PEER_HEARTBEAT_MS = 5_000;
export const PEER_EXPIRY_MS = 15_000;

// Redis's own clock, so the machines' clocks need not agree.
const HEARTBEAT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return redis.call('ZCARD', KEYS[1])`;

export interface RedisStoreOptions {
  minimumProcesses?: number;
  id?: string;
  heartbeatMs?: number;
}

/** Each process heartbeats, so all know how many share the budgets should Redis stop answering. */
export function redisRateLimitStore(
  redis: Redis,
  { minimumProcesses = 1, id = randomUUID(), heartbeatMs = PEER_HEARTBEAT_MS }: RedisStoreOptions = {},
): RateLimitStore {
  let lastSeen = 0;
  const beat = () =>
    redis.eval(HEARTBEAT_SCRIPT, 1, PEERS_KEY, id, PEER_EXPIRY_MS).then(
      (count) => {
        lastSeen = Number(count);
      },
      () => undefined,
    );
  void beat();
  const timer = setInterval(() => void beat(), heartbeatMs);
  timer.unref();
  return {
    kind: "redis",
    limiter: ({ name, points, durationSeconds }) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `rl:${name}`,
        points,
        duration: durationSeconds,
        useRedisPackage: false,
      }),
    processes: () => Math.max(minimumProcesses, lastSeen),
    outage: storeOutage(),
    async close() {
      clearInterval(timer);
      // A process that stops cleanly leaves at once rather than when its heartbeat expires.
      await redis.zrem(PEERS_KEY, id).catch(() => undefined);
    },
  };
}

export function shareOfBudget(points: number, processes: number): number {
  return Math.max(1, Math.floor(points / Math.max(1, processes)));
}

export interface RateLimiterOptions extends LimiterShape {
  store: RateLimitStore;
  logger: Logger;
}

function retryAfter(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

/** When the store does not answer, each process counts its `shareOfBudget` alone until it is back. */
export function createRateLimiter({ name, points, durationSeconds, store, logger }: RateLimiterOptions): RateLimiter {
  const shared = store.limiter({ name, points, durationSeconds });
  const fallback =
    store.kind === "memory"
      ? undefined
      : new RateLimiterMemory({ keyPrefix: `share:${name}`, points, duration: durationSeconds });

  function ownShare(error: unknown): RateLimiterMemory | undefined {
    if (!fallback) return undefined;
    const processes = store.processes();
    fallback.points = shareOfBudget(points, processes);
    store.outage.failed(logger, {
      limiter: name,
      error: (error as Error | undefined)?.name,
      processes,
      share: fallback.points,
      points,
    });
    return fallback;
  }

  function failOpen(error: unknown): RateLimitResult {
    // Let the request through rather than fail it.
    logger.error({ event: "rate_limiter_failed", limiter: name, error: (error as Error)?.name }, "rate limiter failed");
    return { allowed: true, remaining: 0 };
  }

  async function consumeFrom(limiter: RateLimiterAbstract, key: string): Promise<RateLimitResult> {
    try {
      const result = await limiter.consume(key);
      return { allowed: true, remaining: result.remainingPoints };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(error) };
      throw error;
    }
  }

  async function peekAt(limiter: RateLimiterAbstract, key: string, budget: number): Promise<RateLimitResult> {
    const result = await limiter.get(key);
    if (!result || result.consumedPoints < budget) {
      return { allowed: true, remaining: budget - (result?.consumedPoints ?? 0) };
    }
    return { allowed: false, retryAfterSeconds: retryAfter(result) };
  }

  return {
    async consume(key) {
      try {
        const result = await consumeFrom(shared, key);
        store.outage.succeeded(logger);
        return result;
      } catch (error) {
        const own = ownShare(error);
        if (!own) return failOpen(error);
        return consumeFrom(own, key).catch(failOpen);
      }
    },
    async peek(key) {
      try {
        const result = await peekAt(shared, key, points);
        store.outage.succeeded(logger);
        return result;
      } catch (error) {
        const own = ownShare(error);
        if (!own) return { allowed: true, remaining: 0 };
        return peekAt(own, key, own.points).catch(() => ({ allowed: true, remaining: 0 }) as const);
      }
    },
  };
}

export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** Fails fast while Redis is down (no offline queue). The client is loaded only when REDIS_URL is set. */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    lazyConnect: false,
  });
  let reported = false;
  redis.on("error", (error: Error & { code?: string }) => {
    if (reported) return;
    reported = true;
    logger.warn({ event: "redis_error", code: error.code }, "Redis unavailable; retrying the connection");
  });
  redis.on("ready", () => {
    reported = false;
  });
  return redis;
}
