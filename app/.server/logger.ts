import pino, { type Logger } from "pino";

import type { Config } from "./config";

export type { Logger };

/** What visitors type, the bios, provider error texts and keys never go into a log line. */
export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: undefined,
    // Should a header object ever be logged, its secrets are masked.
    redact: ["req.headers.authorization", "req.headers.cookie", "headers.authorization"],
  });
}
