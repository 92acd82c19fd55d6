import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import type { Config } from "../app/.server/config";
import { clientKey } from "../app/.server/client-key";
import { answerGenerateBio, rateLimitedAnswer, type ApiAnswer } from "../app/.server/generate-bio-request";
import { MAX_JSON_BODY_BYTES, parseJson, type JsonBody } from "../app/.server/http-json";
import type { Services } from "../app/.server/services";

import { unsafeRequestPasses } from "./request-guards";

/**
 * POST /api/generate-bio answered on Node's request and response, before Express and React Router
 * (docs/decisions/029-api-fast-path.md). Express's work per request (its router, a WHATWG `Request`
 * and `Response` and their streams, compression of a 1 KB answer, a nonce for a JSON answer) cost
 * more than composing the bios; this path does the same checks and answers with `answerGenerateBio`,
 * the route's own code.
 *
 * It takes only the requests it answers exactly as the route did: well-formed host headers, the
 * site's own origin (or none), a JSON media type and a declared length within the limit. Any other
 * request (a refusal: 400, 403, 413, 415; a chunked body) goes on to Express, unread, whose guards
 * and route answer it as before.
 */
export interface GenerateBioFastPathOptions {
  config: Pick<Config, "TRUST_PROXY" | "SITE_URL" | "RATE_LIMIT_IPV6_PREFIX">;
  services: Pick<Services, "generateRateLimiter" | "bioGenerator" | "logger">;
  /** The document headers every answer carries (helmet's, recorded once; the CSP). */
  headers: readonly (readonly [string, string])[];
}

export const GENERATE_BIO_PATH = "/api/generate-bio";

/** Answers the request and says true, or says false having touched nothing (Express answers it). */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export function createGenerateBioFastPath({ config, services, headers }: GenerateBioFastPathOptions): FastPath {
  const passesGuards = unsafeRequestPasses({ trustProxy: config.TRUST_PROXY, siteUrl: config.SITE_URL });
  const documentHeaders = headers.flat();
  const keyOf = (req: IncomingMessage) =>
    clientKey(clientAddress(req, config.TRUST_PROXY), config.RATE_LIMIT_IPV6_PREFIX);

  return (req, res) => {
    if (req.method !== "POST" || req.url !== GENERATE_BIO_PATH) return false;
    const length = declaredLength(req);
    if (length === undefined || length > MAX_JSON_BODY_BYTES || !isJsonRequest(req) || !passesGuards(req)) return false;

    const started = performance.now();
    const id = randomUUID();
    // The request line pino-http wrote for these answers, with the same fields.
    const logger = services.logger.child({ req: { id, method: "POST", path: GENERATE_BIO_PATH } });
    const send = (answer: ApiAnswer) => {
      writeJson(req, res, answer, documentHeaders, id);
      const level = answer.status >= 500 ? "error" : "info";
      logger[level](
        { res: { statusCode: answer.status }, responseTime: Math.round(performance.now() - started) },
        "request completed",
      );
    };
    const key = keyOf(req);
    // A client past its budget is refused before its body is read (as the Express host does).
    services.generateRateLimiter
      .peek(key)
      .then((limit) =>
        limit.allowed
          ? answerGenerateBio({ services, logger, clientKey: key }, () => readBody(req, length))
          : rateLimitedAnswer(logger, limit.retryAfterSeconds),
      )
      .then(send, (error: unknown) => {
        // The client left while its body was arriving: there is nobody to answer.
        if (req.destroyed && !req.complete) return;
        // As React Router's handleError (app/entry.server.tsx) and the host's last resort do.
        console.error("Request failed:", error);
        send({ status: 500, body: { error: "Something went wrong. Please try again in a moment." } });
      });
    return true;
  };
}

/** Content-Length as a number; undefined when absent, malformed or with a chunked body beside it. */
function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers["content-length"];
  if (header === undefined || req.headers["transfer-encoding"] !== undefined || !/^\d{1,9}$/.test(header)) {
    return undefined;
  }
  return Number(header);
}

/** application/json or any +json type, as the route's readJsonBody accepts. */
function isJsonRequest(req: IncomingMessage): boolean {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
}

/**
 * The client's address as Express reports it (`req.ip`) with `trust proxy` on or off: behind a
 * trusted proxy, the leftmost X-Forwarded-For entry (proxy-addr with every hop trusted), else the
 * socket's.
 */
export function clientAddress(req: Pick<IncomingMessage, "headers" | "socket">, trustProxy: boolean): string {
  const own = req.socket?.remoteAddress ?? "unknown";
  if (!trustProxy) return own;
  const header = req.headers["x-forwarded-for"];
  if (header === undefined) return own;
  // proxy-addr (through the forwarded package) splits on commas and trims spaces; empty entries
  // do not count.
  for (const entry of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const address = entry.replace(/^ +| +$/g, "");
    if (address !== "") return address;
  }
  return own;
}

/** The body, whose length was declared within the limit, so Node reads no more than that. */
function readBody(req: IncomingMessage, length: number): Promise<JsonBody> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.allocUnsafe(length);
    let offset = 0;
    req.on("data", (chunk: Buffer) => {
      chunk.copy(bytes, offset);
      offset += chunk.length;
    });
    req.once("end", () => resolve(parseJson(bytes.subarray(0, offset))));
    req.once("error", reject);
  });
}

function writeJson(
  req: IncomingMessage,
  res: ServerResponse,
  { status, body, headers = {} }: ApiAnswer,
  documentHeaders: readonly string[],
  id: string,
): void {
  if (res.headersSent || res.destroyed) return;
  const json = JSON.stringify(body);
  const all = [
    "X-Request-Id",
    id,
    ...documentHeaders,
    ...Object.entries(headers).flat(),
    "Cache-Control",
    "no-store",
    "Content-Type",
    "application/json; charset=utf-8",
    "Content-Length",
    String(Buffer.byteLength(json)),
  ];
  // An answer sent before the body has arrived (a 429) leaves unread bytes on the connection, which
  // cannot then carry another request (as in server/create-app.ts).
  if (!req.complete) all.push("Connection", "close");
  res.writeHead(status, all);
  res.end(json);
}
