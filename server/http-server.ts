import { createServer, type RequestListener, type Server } from "node:http";

import type { Config } from "../app/.server/config";

/**
 * The HTTP server's own limits, set for a site of small pages and a small JSON API (bodies of at most
 * 16 KiB) rather than Node's defaults, under which a client sending a body one byte at a time holds a
 * connection for five minutes (docs/decisions/013-hardening.md):
 */
export const SERVER_TIMEOUTS = {
  /** The request line and headers must arrive within this; a browser sends them in one packet. */
  headersMs: 10_000,
  /** The whole request, body included (16 KiB at most), must arrive within this. */
  requestMs: 20_000,
  /** An idle keep-alive connection is closed after this (Node's default, written down). */
  keepAliveMs: 5_000,
  /** How often Node checks the two limits above; its default of 30 s would let them run 30 s late. */
  checkIntervalMs: 1_000,
} as const;

/**
 * Time given to requests in flight when the server is told to stop. The longest request is a
 * generation that waits for the language model up to LLM_TIMEOUT_MS and then runs the composer.
 */
export const MIN_SHUTDOWN_GRACE_MS = 3_000;
const GENERATION_MARGIN_MS = 2_000;

export function shutdownGraceMs(config: Pick<Config, "LLM_TIMEOUT_MS">): number {
  return Math.max(MIN_SHUTDOWN_GRACE_MS, config.LLM_TIMEOUT_MS + GENERATION_MARGIN_MS);
}

export function createHttpServer(handler: RequestListener): Server {
  const server = createServer(
    {
      headersTimeout: SERVER_TIMEOUTS.headersMs,
      requestTimeout: SERVER_TIMEOUTS.requestMs,
      keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkIntervalMs,
    },
    handler,
  );
  return server;
}

/**
 * Connections the kernel has accepted but Node has not yet taken (the server's thread was busy) are
 * reset when the listening socket closes. So the server keeps taking them until none has arrived for
 * `ACCEPT_QUIET_MS` (at most `ACCEPT_DRAIN_MAX_MS`, for a client that never stops), answering each
 * with the connection closed after it, and only then stops listening.
 */
const ACCEPT_QUIET_MS = 100;
const ACCEPT_DRAIN_MAX_MS = 1_000;

/**
 * Stops accepting connections once the accept queue is empty and waits for the requests in flight,
 * up to `graceMs`; then cuts what is left. Connections kept alive are closed as soon as they fall
 * idle, so a browser's open connection does not hold the server up. Resolves with whether requests
 * had to be cut.
 */
export function drainAndClose(server: Server, graceMs: number): Promise<{ cut: boolean }> {
  return new Promise((resolve) => {
    let cut = false;
    // A request arriving on a kept-alive connection during the drain is still answered, with the
    // connection closed after it.
    const closeAfterResponse: RequestListener = (_request, response) => {
      if (!response.headersSent) response.setHeader("Connection", "close");
    };
    server.on("request", closeAfterResponse);
    let arrivals = 0;
    const countArrival = () => arrivals++;
    server.on("connection", countArrival);
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, graceMs);
    const stopListening = () => {
      server.off("connection", countArrival);
      server.close(() => {
        clearInterval(idleSweep);
        clearTimeout(deadline);
        server.off("request", closeAfterResponse);
        resolve({ cut });
      });
      server.closeIdleConnections();
    };
    const started = performance.now();
    const whenQuiet = (seen: number) => {
      // A timer can fire before the loop has polled the connections that queued while it was busy:
      // setImmediate runs after that poll, so what was waiting has been taken by then.
      setImmediate(() => {
        if (arrivals === seen || performance.now() - started >= ACCEPT_DRAIN_MAX_MS) stopListening();
        else setTimeout(whenQuiet, ACCEPT_QUIET_MS, arrivals);
      });
    };
    whenQuiet(arrivals - 1);
  });
}
