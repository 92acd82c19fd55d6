import pino, { type Logger } from "pino";

import type { Config } from "./config";

export type { Logger };

/**
 * Structured JSON logs. What visitors type and the bios we write never go into a log line, and
 * neither do provider error texts or keys: log events with ids, counts, reasons and timings only.
 */
export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: undefined,
    // Belt and braces: should a header object ever be logged, its secrets are masked.
    redact: ["req.headers.authorization", "req.headers.cookie", "headers.authorization"],
  });
}
