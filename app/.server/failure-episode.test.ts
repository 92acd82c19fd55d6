import { Writable } from "node:stream";

import pino from "pino";
import { expect, it } from "vitest";

import { createFailureEpisode } from "./failure-episode";

function capture() {
  const lines: { level: number; event?: string; failures?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      callback();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

it("logs the first failure of an episode and its end with the count, nothing in between", () => {
  const { logger, lines } = capture();
  const episode = createFailureEpisode({
    event: "store_failed",
    message: "could not store",
    recoveredEvent: "store_recovered",
    recoveredMessage: "storing works again",
  });
  episode.succeeded(logger);
  for (let index = 0; index < 500; index++) episode.failed(logger, { code: "ECONNREFUSED" });
  episode.succeeded(logger);
  episode.succeeded(logger);
  episode.failed(logger, { code: "57P01" });
  expect(lines.map(({ level, event, failures }) => ({ level, event, failures }))).toEqual([
    { level: 50, event: "store_failed", failures: undefined },
    { level: 40, event: "store_recovered", failures: 500 },
    { level: 50, event: "store_failed", failures: undefined },
  ]);
});
