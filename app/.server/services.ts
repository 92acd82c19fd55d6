import type { Redis } from "ioredis";

import { createEmojiFinder } from "@domain/bio/composer/emoji-for-words";
import { loadEmojiIndex } from "@domain/symbols/emoji-index";

import { createBioGenerator, type BioGenerator } from "./bio-generator";
import type { Config } from "./config";
import { createLlmBioSource } from "./llm-client";
import { createLogger, type Logger } from "./logger";
import { connectRedis, createRateLimiter, type RateLimiter } from "./rate-limiter";

/** The long-lived parts of the server, made once at start-up and handed to routes in the load context. */
export interface Services {
  logger: Logger;
  bioGenerator: BioGenerator;
  generateRateLimiter: RateLimiter;
  /** Closes connections (Redis) so the process can exit. */
  close(): Promise<void>;
}

export interface ServiceOverrides {
  logger?: Logger;
  nextSeed?: () => number;
}

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const logger = overrides.logger ?? createLogger(config);
  const redis: Redis | undefined = config.REDIS_URL ? connectRedis(config.REDIS_URL, logger) : undefined;
  const emojiFor = createEmojiFinder(await loadEmojiIndex());
  const llm = createLlmBioSource(config);
  logger.info({ event: "services_ready", generator: llm ? "llm+composer" : "composer", rateLimits: redis ? "redis" : "memory" }, "services ready");
  return {
    logger,
    bioGenerator: createBioGenerator({ llm, emojiFor, nextSeed: overrides.nextSeed }),
    generateRateLimiter: createRateLimiter({
      name: "generate",
      points: config.RATE_LIMIT_GENERATE_PER_MINUTE,
      durationSeconds: 60,
      redis,
      logger,
    }),
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

let fallback: Promise<Services> | undefined;

/**
 * The services a route should use: the server's, from the load context; or, under the development
 * server (no Express host), one set made on first use.
 */
export function servicesFrom(context: { services?: Services; config?: Config }, config: Config): Promise<Services> {
  if (context.services) return Promise.resolve(context.services);
  fallback ??= createServices(config);
  return fallback;
}
