import { createServer, type RequestListener, type Server } from "node:http";

import type { Config } from "../app/.server/config";

/** Node's defaults let a client sending one byte at a time hold a connection for minutes (decision 013). */
export const SERVER_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 20_000,
  keepAliveMs: 5_000,
  /** Node's default of 30 s would let the limits run 30 s late. */
  checkIntervalMs: 1_000,
} as const;

/** The longest request waits for the model up to LLM_TIMEOUT_MS, then runs the composer. */
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

/** Connections the kernel accepted but Node has not taken are reset on close, so they are drained first. */
const ACCEPT_QUIET_MS = 100;
const ACCEPT_DRAIN_MAX_MS = 1_000;

/** Idle kept-alive connections close at once, so a browser's open connection does not hold the server up. */
export function drainAndClose(server: Server, graceMs: number): Promise<{ cut: boolean }> {
  return new Promise((resolve) => {
    let cut = false;
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
      // setImmediate runs after the poll, so connections that queued while the loop was busy have been taken.
      setImmediate(() => {
        if (arrivals === seen || performance.now() - started >= ACCEPT_DRAIN_MAX_MS) stopListening();
        else setTimeout(whenQuiet, ACCEPT_QUIET_MS, arrivals);
      });
    };
    whenQuiet(arrivals - 1);
  });
}
