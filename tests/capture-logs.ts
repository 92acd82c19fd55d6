import { Writable } from "node:stream";

import pino from "pino";

import type { Logger } from "../app/.server/logger";

/** A logger whose JSON lines a test can read, and wait for (no timers: the test's timeout bounds the wait). */
export interface CapturedLogs {
  logger: Logger;
  lines: string[];
  text(): string;
  /** Resolves with the first line, seen or still to come, that matches. */
  waitFor(pattern: RegExp): Promise<string>;
}

export function captureLogs(level: pino.Level = "info"): CapturedLogs {
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const line = chunk.toString();
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.pattern.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
      callback();
    },
  });
  return {
    logger: pino({ level }, stream),
    lines,
    text: () => lines.join(""),
    waitFor(pattern) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ pattern, resolve }));
    },
  };
}
