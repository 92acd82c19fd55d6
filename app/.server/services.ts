import cluster from "node:cluster";

import type { Redis } from "ioredis";

import { createBioGenerator, type BioGenerator } from "./bio-generator";
import { createBioRefiner, type BioRefiner } from "./bio-refiner";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/open-database";
import { createLlmBioSource } from "./llm-client";
import { createLogger, type Logger } from "./logger";
import {
  clusterRateLimitStore,
  connectRedis,
  createRateLimiter,
  memoryRateLimitStore,
  redisRateLimitStore,
  type RateLimiter,
  type RateLimitStore,
} from "./rate-limiter";
import { createSuggestionMailer, type MailerTiming, type SuggestionMailer } from "./suggestion-mailer";
import { createSuggestionStore, type SuggestionStore } from "./suggestions";

/** Made once at start-up, handed to routes in the load context. */
export interface Services {
  logger: Logger;
  bioGenerator: BioGenerator;
  bioRefiner: BioRefiner;
  generateRateLimiter: RateLimiter;
  database: Database;
  suggestions: SuggestionStore;
  suggestionsRateLimiter: RateLimiter;
  /** Past the budget, GET /api/suggestions answers 429. */
  adminRateLimiter: RateLimiter;
  /** Present when SMTP_URL and SUGGESTIONS_NOTIFY_TO are set. */
  suggestionMailer: SuggestionMailer | undefined;
  close(): Promise<void>;
}

/** Enough for an owner's typos, far too few to guess a 32-character token. */
export const ADMIN_FAILURES_PER_WINDOW = 10;
export const ADMIN_FAILURE_WINDOW_SECONDS = 15 * 60;

export interface ServiceOverrides {
  logger?: Logger;
  pgliteTemplate?: string;
  nextSeed?: () => number;
  mailerTiming?: Partial<MailerTiming>;
}

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const logger = overrides.logger ?? createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteTemplate: overrides.pgliteTemplate,
    onStep: (message) => logger.info({ event: "database_step" }, message),
  });
  let redis: Redis | undefined;
  try {
    redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger) : undefined;
    const store = rateLimitStoreFor(config, redis);
    const llm = createLlmBioSource(config);
    const notify = Boolean(config.SMTP_URL && config.SUGGESTIONS_NOTIFY_TO);
    const suggestionMailer = notify
      ? createSuggestionMailer({
          db: database.db,
          smtpUrl: config.SMTP_URL!,
          to: config.SUGGESTIONS_NOTIFY_TO!,
          from: config.SUGGESTIONS_NOTIFY_FROM ?? config.SUGGESTIONS_NOTIFY_TO!,
          logger,
          timing: overrides.mailerTiming,
        })
      : undefined;
    logger.info(
      {
        event: "services_ready",
        generator: llm ? "llm+composer" : "composer",
        rateLimits: store.kind,
        database: database.kind,
        suggestionEmails: notify,
      },
      "services ready",
    );
    const openRedis = redis;
    return {
      logger,
      bioGenerator: createBioGenerator({ llm, nextSeed: overrides.nextSeed }),
      bioRefiner: createBioRefiner({ llm }),
      generateRateLimiter: createRateLimiter({
        name: "generate",
        points: config.RATE_LIMIT_GENERATE_PER_MINUTE,
        durationSeconds: 60,
        store,
        logger,
      }),
      database,
      suggestions: createSuggestionStore(database.db, { notify }),
      suggestionsRateLimiter: createRateLimiter({
        name: "suggestions",
        points: config.RATE_LIMIT_SUGGESTIONS_PER_HOUR,
        durationSeconds: 60 * 60,
        store,
        logger,
      }),
      adminRateLimiter: createRateLimiter({
        name: "admin",
        points: ADMIN_FAILURES_PER_WINDOW,
        durationSeconds: ADMIN_FAILURE_WINDOW_SECONDS,
        store,
        logger,
      }),
      suggestionMailer,
      async close() {
        await suggestionMailer?.stop();
        await store.close();
        await Promise.all([
          database.close(),
          openRedis
            ? openRedis.quit().then(
                () => undefined,
                () => openRedis.disconnect(),
              )
            : undefined,
        ]);
      },
    };
  } catch (error) {
    redis?.disconnect();
    await database.close();
    throw error;
  }
}

/** Redis, else the cluster's primary, else this process (docs/decisions/022-scale-out.md). */
function rateLimitStoreFor(config: Config, redis: Redis | undefined): RateLimitStore {
  if (redis) return redisRateLimitStore(redis, { minimumProcesses: config.WEB_CONCURRENCY });
  if (cluster.isWorker && config.WEB_CONCURRENCY > 1) return clusterRateLimitStore(config.WEB_CONCURRENCY);
  return memoryRateLimitStore();
}
