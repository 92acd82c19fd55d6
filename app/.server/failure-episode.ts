import type { Logger } from "./logger";

/**
 * An expected failure that lasts (the database is down) is logged once when it starts and once when
 * it ends, with the count in between, instead of once per request (a 10 s outage would write 7,228
 * error lines: defect 10).
 */
export interface FailureEpisode {
  /** A failure: logged as an error only when it starts an episode. */
  failed(logger: Logger, fields: Record<string, unknown>): void;
  /** A success: ends an episode in progress with one line saying how many requests failed. */
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
