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
  /** Counts one request of `key` (a client address); says whether it is within the budget. */
  consume(key: string): Promise<RateLimitResult>;
  /** Whether `key` has used up its budget, without counting anything. */
  peek(key: string): Promise<RateLimitResult>;
}

interface LimiterShape {
  /** A short name, so several limiters can share one store. */
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * Where the counters of every limiter of a process live, so that all the processes serving the site
 * count against one budget per client (docs/decisions/022-scale-out.md):
 * - `memory`: this process, the one-process default;
 * - `cluster`: the primary of this machine's node:cluster workers (WEB_CONCURRENCY > 1, no Redis);
 * - `redis`: a Redis that every process of every machine shares (REDIS_URL).
 */
export interface RateLimitStore {
  kind: "memory" | "cluster" | "redis";
  limiter(shape: LimiterShape): RateLimiterAbstract;
  /**
   * How many processes share the store's budgets, as last known. When the store does not answer,
   * each process keeps this fraction of every budget on its own, so together they stay within it.
   */
  processes(): number;
  /** The store not answering, logged once when it starts and once when it ends (with the count). */
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

/** How long a worker waits for the primary's answer before it counts on its own share. */
const CLUSTER_TIMEOUT_MS = 1_000;

/**
 * Counters held by the primary of a node:cluster (which runs `RateLimiterClusterMaster`, see
 * server/cluster.ts) and shared by its `workers` over IPC: one budget per machine without Redis.
 */
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

/** The sorted set of the processes sharing the Redis budgets: member = process id, score = last heartbeat. */
export const PEERS_KEY = "rl:peers";
/** How often a process says it is alive, and how long after its last word it stops counting. */
export const PEER_HEARTBEAT_MS = 5_000;
export const PEER_EXPIRY_MS = 15_000;

// Redis's own clock, so the machines' clocks need not agree. Answers how many processes are alive.
const HEARTBEAT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return redis.call('ZCARD', KEYS[1])`;

export interface RedisStoreOptions {
  /** At least this many processes share the budgets (this machine's workers) until Redis says how many. */
  minimumProcesses?: number;
  /** This process's name among its peers. */
  id?: string;
  heartbeatMs?: number;
}

/**
 * Counters in Redis, shared by every process that uses it. Each process also says it is alive every
 * few seconds, so that all of them know how many share the budgets should Redis stop answering.
 */
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
      // Redis is down: the count it gave last stands.
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

/** A process's fraction of a budget shared by `processes`: never more than its share, never nothing. */
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

/**
 * Per-client budgets through rate-limiter-flexible, counted in the store. When a shared store does
 * not answer (Redis down or unreachable, the primary too busy), the budget is not dropped and not
 * multiplied by the number of processes: each process counts on its own up to its share
 * (`points / processes`, see `shareOfBudget`) until the store is back.
 */
export function createRateLimiter({ name, points, durationSeconds, store, logger }: RateLimiterOptions): RateLimiter {
  const shared = store.limiter({ name, points, durationSeconds });
  const fallback =
    store.kind === "memory"
      ? undefined
      : new RateLimiterMemory({ keyPrefix: `share:${name}`, points, duration: durationSeconds });

  /** The fallback, sized to this process's share now (the number of processes may have changed). */
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
    // Nothing answered, not even this process's memory: let the request through rather than fail it.
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

/** Commands wait at most this for Redis: a Redis that hangs must not hold every request up. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * One Redis connection for the process. Commands fail fast while it is down (no offline queue) and
 * give up after REDIS_COMMAND_TIMEOUT_MS when it hangs. The client is loaded only when REDIS_URL is
 * set: without it, its memory is never spent.
 */
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
