import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import type { Logger } from "./logger";

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `key` (a client address); says whether it is within the budget. */
  consume(key: string): Promise<RateLimitResult>;
  /** Whether `key` has used up its budget, without counting anything. */
  peek(key: string): Promise<RateLimitResult>;
}

export interface RateLimiterOptions {
  /** A short name, so several limiters can share one Redis. */
  name: string;
  points: number;
  durationSeconds: number;
  /** A shared Redis connection; without it, counters live in this process's memory. */
  redis?: Redis;
  logger: Logger;
}

/**
 * Per-client budgets through rate-limiter-flexible. With Redis, several server processes share one
 * budget; should Redis fail, an in-memory limiter takes over (insurance), so an outage of the cache
 * never turns into an outage of the site.
 */
export function createRateLimiter({ name, points, durationSeconds, redis, logger }: RateLimiterOptions): RateLimiter {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `rl:${name}`,
        points,
        duration: durationSeconds,
        insuranceLimiter: memory,
        useRedisPackage: false,
      })
    : memory;

  return {
    async consume(key) {
      try {
        const result = await limiter.consume(key);
        return { allowed: true, remaining: result.remainingPoints };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        }
        // Neither Redis nor the insurance limiter answered: let the request through rather than fail it.
        logger.error(
          { event: "rate_limiter_failed", limiter: name, error: (error as Error)?.name },
          "rate limiter failed",
        );
        return { allowed: true, remaining: 0 };
      }
    },
    async peek(key) {
      try {
        const result = await limiter.get(key);
        if (!result || result.consumedPoints < points) {
          return { allowed: true, remaining: points - (result?.consumedPoints ?? 0) };
        }
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
      } catch {
        // As consume: a failing store lets the request through.
        return { allowed: true, remaining: 0 };
      }
    },
  };
}

/**
 * One Redis connection for the process. Commands fail fast while it is down (no offline queue). The
 * client is loaded only when REDIS_URL is set: without it, its memory is never spent.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  let reported = false;
  redis.on("error", (error: Error & { code?: string }) => {
    if (reported) return;
    reported = true;
    logger.warn(
      { event: "redis_error", code: error.code },
      "Redis unavailable; using in-memory rate limits until it is back",
    );
  });
  redis.on("ready", () => {
    reported = false;
  });
  return redis;
}
