import { Writable } from "node:stream";

import fc from "fast-check";
import pino from "pino";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";

import { createFailureEpisode } from "./failure-episode";
import { createRateLimiter, memoryRateLimitStore, shareOfBudget, type RateLimitStore } from "./rate-limiter";

// docs/decisions/022-scale-out.md, on a store the test switches off; a real Redis: server/rate-limit-store.test.ts.

function capture() {
  const lines: { event?: string; processes?: number; share?: number; failures?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      callback();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

class SwitchableLimiter extends RateLimiterMemory {
  down = false;
  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    return this.down ? Promise.reject(new Error("Connection is closed.")) : super.consume(...args);
  }
  override get(...args: Parameters<RateLimiterMemory["get"]>) {
    return this.down ? Promise.reject(new Error("Connection is closed.")) : super.get(...args);
  }
}

function switchableStore(processes: number) {
  const limiters: SwitchableLimiter[] = [];
  const store: RateLimitStore = {
    kind: "redis",
    limiter: ({ name, points, durationSeconds }) => {
      const limiter = new SwitchableLimiter({ keyPrefix: name, points, duration: durationSeconds });
      limiters.push(limiter);
      return limiter;
    },
    processes: () => processes,
    outage: createFailureEpisode({
      event: "rate_limit_store_failed",
      message: "down",
      recoveredEvent: "rate_limit_store_recovered",
      recoveredMessage: "back",
    }),
    close: async () => {},
  };
  const setDown = (down: boolean) => limiters.forEach((limiter) => (limiter.down = down));
  return { store, setDown };
}

async function allowedOf(consume: () => Promise<{ allowed: boolean }>, requests: number) {
  let allowed = 0;
  for (let index = 0; index < requests; index += 1) if ((await consume()).allowed) allowed += 1;
  return allowed;
}

describe("createRateLimiter", () => {
  it("grants a client its budget in memory, then says when to come back", async () => {
    const { logger } = capture();
    const limiter = createRateLimiter({
      name: "t",
      points: 3,
      durationSeconds: 60,
      store: memoryRateLimitStore(),
      logger,
    });
    expect(await limiter.consume("a")).toEqual({ allowed: true, remaining: 2 });
    expect(await allowedOf(() => limiter.consume("a"), 5)).toBe(2);
    const refused = await limiter.consume("a");
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await limiter.peek("a")).allowed).toBe(false);
    expect(await limiter.peek("b")).toEqual({ allowed: true, remaining: 3 });
  });

  it("keeps only this process's share of the budget while the shared store is down, logging the outage once", async () => {
    const { logger, lines } = capture();
    const { store, setDown } = switchableStore(3);
    const limiter = createRateLimiter({ name: "generate", points: 9, durationSeconds: 60, store, logger });

    setDown(true);
    // Three processes share 9 points.
    expect(await allowedOf(() => limiter.consume("a"), 12)).toBe(3);
    expect((await limiter.peek("a")).allowed).toBe(false);
    expect(await limiter.peek("b")).toEqual({ allowed: true, remaining: 3 });
    const failed = lines.filter((line) => line.event === "rate_limit_store_failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ processes: 3, share: 3 });

    setDown(false);
    expect(await allowedOf(() => limiter.consume("a"), 12)).toBe(9);
    expect(lines.filter((line) => line.event === "rate_limit_store_recovered")).toEqual([
      expect.objectContaining({ failures: 14 }),
    ]);
  });

  it("lets requests through when even the fallback cannot answer, rather than failing them", async () => {
    const { logger, lines } = capture();
    const broken: RateLimitStore = {
      ...memoryRateLimitStore(),
      limiter: ({ name, points, durationSeconds }) => {
        const limiter = new SwitchableLimiter({ keyPrefix: name, points, duration: durationSeconds });
        limiter.down = true;
        return limiter;
      },
    };
    const limiter = createRateLimiter({ name: "t", points: 1, durationSeconds: 60, store: broken, logger });
    expect(await limiter.consume("a")).toEqual({ allowed: true, remaining: 0 });
    expect(lines.map((line) => line.event)).toEqual(["rate_limiter_failed"]);
  });
});

describe("shareOfBudget", () => {
  it("never lets the processes together grant more than the budget, and never gives a process nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 64 }), (points, processes) => {
        const share = shareOfBudget(points, processes);
        expect(share).toBeGreaterThanOrEqual(1);
        if (points >= processes) {
          expect(share * processes).toBeLessThanOrEqual(points);
          expect(points - share * processes).toBeLessThan(processes);
        }
      }),
    );
  });
});
