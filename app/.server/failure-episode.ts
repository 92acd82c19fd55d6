import type { Logger } from "./logger";

/** Logged once when it starts and once when it ends: a 10 s outage once wrote 7,228 error lines (defect 10). */
export interface FailureEpisode {
  failed(logger: Logger, fields: Record<string, unknown>): void;
  /** Says how many requests failed. */
  succeeded(logger: Logger): void;
}

export function createFailureEpisode({
  event,
  message,
  recoveredEvent,
  recoveredMessage,
}: {
  event: string;
  message: string;
  recoveredEvent: string;
  recoveredMessage: string;
}): FailureEpisode {
  let failures = 0;
  return {
    failed(logger, fields) {
      failures += 1;
      if (failures === 1) {
        logger.error({ event, ...fields }, `${message} (further failures are counted until it recovers)`);
      }
    },
    succeeded(logger) {
      if (failures === 0) return;
      logger.warn({ event: recoveredEvent, failures }, recoveredMessage);
      failures = 0;
    },
  };
}
