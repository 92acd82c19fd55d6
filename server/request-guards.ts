import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

import type { NextFunction, Request, Response } from "express";

import { sendError } from "./error-answer";

// Answered with a 4xx before anything else reads the request, instead of a 500 deeper down. Origin is removed once the
// same-origin check passes: React Router's own check compares schemes and refuses our forms behind a TLS proxy.

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// RFC 3986 reg-name (plus "_", which internal names use) or an IPv6 literal, then an optional port.
const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const PROTO = /^https?$/i;

function headerValues(headers: IncomingHttpHeaders, name: string): string[] | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(",")).map((entry) => entry.trim());
}

export function hostHeadersWellFormed(headers: IncomingHttpHeaders, trustProxy: boolean): boolean {
  const hosts = headerValues(headers, "host") ?? [];
  const forwarded = trustProxy ? (headerValues(headers, "x-forwarded-host") ?? []) : [];
  if (![...hosts, ...forwarded].every((host) => HOST.test(host))) return false;
  return !trustProxy || (headerValues(headers, "x-forwarded-proto") ?? ["http"]).every((proto) => PROTO.test(proto));
}

function requestProtocol(req: IncomingMessage, trustProxy: boolean): string {
  const own = (req.socket as Partial<TLSSocket> | null)?.encrypted ? "https" : "http";
  if (!trustProxy) return own;
  const header = req.headers["x-forwarded-proto"] || own;
  const value = Array.isArray(header) ? header.join(", ") : header;
  const comma = value.indexOf(",");
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}

function requestHost(req: IncomingMessage, trustProxy: boolean): string | null | undefined {
  if (!hostHeadersWellFormed(req.headers, trustProxy)) return undefined;
  const hosts = headerValues(req.headers, "host") ?? [];
  const forwarded = trustProxy ? headerValues(req.headers, "x-forwarded-host") : undefined;
  const host = forwarded?.[0] ?? hosts[0];
  if (host === undefined) return null;
  try {
    return new URL(`${requestProtocol(req, trustProxy)}://${host}`).host;
  } catch {
    return undefined;
  }
}

/** Without Origin and Sec-Fetch-Site (curl) there are no visitor credentials; schemes differ behind TLS proxies. */
function isSameOrigin(req: IncomingMessage, host: string, siteOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (origin === siteOrigin) return true;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const site = req.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

export interface RequestGuardOptions {
  trustProxy: boolean;
  siteUrl: string;
}

/** The fast path answers only such requests and hands every other to Express. */
export function unsafeRequestPasses({ trustProxy, siteUrl }: RequestGuardOptions): (req: IncomingMessage) => boolean {
  const siteOrigin = new URL(siteUrl).origin;
  return (req) => {
    if (req.method === undefined || !KNOWN_METHODS.has(req.method)) return false;
    const host = requestHost(req, trustProxy);
    if (host === undefined || host === null) return false;
    return isSameOrigin(req, host, siteOrigin);
  };
}

export function requestGuards({ trustProxy, siteUrl }: RequestGuardOptions) {
  const { origin: siteOrigin, host: siteHost } = new URL(siteUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!KNOWN_METHODS.has(req.method)) {
      sendError(req, res, 405, `This address does not answer ${req.method} requests.`, { Allow: "GET, HEAD, POST" });
      return;
    }
    const host = requestHost(req, trustProxy);
    if (host === undefined) {
      sendError(req, res, 400, "The request's Host header is not a valid host name.");
      return;
    }
    if (host === null) req.headers.host = siteHost;
    if (!SAFE_METHODS.has(req.method)) {
      if (!isSameOrigin(req, host ?? siteHost, siteOrigin)) {
        sendError(req, res, 403, "Cross-site requests are not accepted. Send this from the site's own pages.");
        return;
      }
      delete req.headers.origin;
    }
    next();
  };
}
