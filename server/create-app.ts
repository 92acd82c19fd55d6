import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

import { createRequestHandler as createExpressHandler } from "@react-router/express";
import compression from "compression";
import express, { type Request, type Response, type NextFunction } from "express";
import helmet from "helmet";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

import { randomUUID } from "node:crypto";

import { pinoHttp } from "pino-http";

import type { Config } from "../app/.server/config";
import type { Services } from "../app/.server/services";

import { CATEGORY_PAGE_URLS } from "../app/.server/category-first-batch";
import { clientKey } from "../app/.server/client-key";
import { GENERATE_RATE_LIMITED_MESSAGE } from "../app/.server/generate-bio-request";

import { createGenerateBioFastPath } from "./api-fast-path";
import { contentSecurityPolicy, createNonce, nonceSource } from "./content-security-policy";
import { errorPage } from "./error-answer";
import { createPageViews } from "./page-views";
import { loadPrerenderedPages, sendStoredPage } from "./prerendered-pages";
import { hostHeadersWellFormed, requestGuards } from "./request-guards";
import { compressedCopies, findCompressedCopies } from "./static-files";

const ONE_HOUR_MS = 60 * 60 * 1000;
const ONE_YEAR_MS = 365 * 24 * ONE_HOUR_MS;

export interface AppOptions {
  build: ServerBuild;
  clientDir: string;
  config: Config;
  services: Services;
}

export async function createApp({ build, clientDir, config, services }: AppOptions) {
  const prerendered = await loadPrerenderedPages(clientDir);
  const renderPage = createRequestHandler(build, "production");
  const pageViews = createPageViews({
    urls: CATEGORY_PAGE_URLS,
    // As a pre-rendered page is: no nonce (its CSP allows its scripts by hash), no visitor.
    render: async (url) => {
      const context: AppLoadContext = { config, services, logger: services.logger, clientKey: "page-views" };
      const response = await renderPage(new Request(new URL(url, config.SITE_URL)), context);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    },
    onError: (url, error) =>
      services.logger.error({ event: "page_view_render_failed", url, error }, "a page copy could not be rendered"),
  });
  const compressed = await findCompressedCopies(clientDir);
  const app = express();
  const keyOf = (req: Request) => clientKey(req.ip ?? "unknown", config.RATE_LIMIT_IPV6_PREFIX);
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger: services.logger,
      genReqId: (_req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split("?")[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      // A 503 is "not now" on purpose, its cause logged once per episode: a warning without a stack trace.
      customLogLevel: (_req, res, error) =>
        error ? "error" : res.statusCode === 503 ? "warn" : res.statusCode >= 500 ? "error" : "info",
      customErrorObject: (_req, res, error, value: Record<string, unknown>) =>
        isStatusOnlyFailure(res, error) ? { res: value.res, responseTime: value.responseTime } : value,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") === true || req.url === "/healthz" },
    }),
  );
  // Not on hashed assets: ~1 KB of headers per script request is paid on every first visit (decision 021).
  const documentHeaders = helmet({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: config.NODE_ENV === "production",
  });
  const withDocumentHeaders = (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([nonceSource(nonce)]));
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    documentHeaders(req, res, next);
  };
  const storedPageHeaders = [...headersSetBy(documentHeaders), ["Permissions-Policy", PERMISSIONS_POLICY] as const];
  // docs/decisions/029-api-fast-path.md. A JSON answer runs no script: its policy needs no nonce.
  const generateBio = createGenerateBioFastPath({
    config,
    services,
    headers: [...storedPageHeaders, ["Content-Security-Policy", contentSecurityPolicy()]],
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.path.startsWith("/assets/")) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      return next();
    }
    withDocumentHeaders(req, res, next);
  });

  // Unread body bytes would reset the client's next request on this connection.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (!req.complete) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  });

  app.use(requestGuards({ trustProxy: config.TRUST_PROXY, siteUrl: config.SITE_URL }));

  // Refused before the body is read, so a client that keeps asking slows nobody else.
  app.post(["/api/generate-bio", "/api/refine-bio"], (req: Request, res: Response, next: NextFunction) => {
    services.generateRateLimiter.peek(keyOf(req)).then((limit) => {
      if (limit.allowed) return next();
      req.log.info({ event: "rate_limited", limiter: "generate" }, "rate limited");
      res.setHeader("Retry-After", String(limit.retryAfterSeconds));
      res.setHeader("Cache-Control", "no-store");
      res.status(429).json({ error: GENERATE_RATE_LIMITED_MESSAGE });
    }, next);
  });

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });

  // Hashed file names never change content. Compressed copies come from the build, never per request.
  app.use(
    "/assets",
    compressedCopies(clientDir, compressed, { mountPath: "/assets", maxAge: ONE_YEAR_MS, immutable: true }),
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );

  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
      const queryStart = req.originalUrl.indexOf("?");
      const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
      // Browsers read "//example.com" and "/\example.com" alike as another site.
      const target = `/${req.path.replace(/^[/\\]+|\/+$/g, "")}`;
      res.redirect(308, target + query);
      return;
    }
    next();
  });

  const publicCopies = compressedCopies(clientDir, compressed, { maxAge: ONE_HOUR_MS });
  const publicFiles = express.static(clientDir, { index: false, redirect: false, maxAge: "1h" });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (/\.(html|data|br|gz)$/.test(req.path)) return next();
    publicCopies(req, res, () => publicFiles(req, res, next));
  });

  app.use(compression());

  app.all(
    "/{*splat}",
    createExpressHandler({
      build,
      mode: config.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (req, res): AppLoadContext => ({
        cspNonce: res.locals.cspNonce as string,
        config,
        services,
        logger: req.log,
        clientKey: keyOf(req),
      }),
    }),
  );

  // Errors outside React Router (a malformed URL, a failing static file): never a stack trace.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if ((error as { code?: unknown } | null)?.code === "ECONNABORTED") return;
    if (res.headersSent) return next(error);
    const status = errorStatus(error);
    if (status >= 500) console.error("Request failed:", error);
    const send = () => res.status(status).type("html").send(errorPage(status));
    if (res.getHeader("Content-Security-Policy") === undefined) withDocumentHeaders(req, res, send);
    else send();
  });

  /** Served before Express, which adds only per-request work (docs/decisions/026-page-views.md). */
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "POST" && generateBio(req, res)) return;
    if ((req.method === "GET" || req.method === "HEAD") && hostHeadersWellFormed(req.headers, config.TRUST_PROXY)) {
      const url = req.url ?? "";
      // With a query the page is rendered per request, to show that view.
      const page = url.includes("?") ? undefined : prerendered.get(url);
      if (page) return sendStoredPage(req, res, page, { cacheControl: "no-cache", headers: storedPageHeaders });
      const view = pageViews.take(url);
      if (view)
        return sendStoredPage(req, res, view, { cacheControl: "private, no-cache", headers: storedPageHeaders });
    }
    app(req, res);
  };
}

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), interest-cohort=()";

function headersSetBy(middleware: (req: Request, res: Response, next: NextFunction) => void): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({} as Request, recorder as unknown as Response, () => {});
  return [...headers];
}

function errorStatus(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

function isStatusOnlyFailure(res: { statusCode: number; err?: unknown }, error: Error): boolean {
  return res.statusCode === 503 && !res.err && error.message === `failed with status code ${res.statusCode}`;
}
