import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

import type { NextFunction, Request, Response } from "express";

import { sendError } from "./error-answer";

/**
 * Checks every request gets before anything else looks at it, answered by the host itself with a
 * 4xx (JSON on the APIs), never passed on to fail deeper down with a 500:
 *
 * - a method this site does not speak (TRACE, WebDAV's PROPFIND…): 405. `new Request()` refuses
 *   TRACE, so React Router would throw on it.
 * - a Host (or, behind a trusted proxy, X-Forwarded-Host / X-Forwarded-Proto) that is not a host
 *   name or address: 400. React Router builds the request URL from them and would throw.
 * - a cross-site POST (or PUT, PATCH, DELETE): 403, for the APIs and the pages alike. React Router
 *   applies a similar rule to page actions only, and answers it with a 400 and a stack trace in the log.
 *   Its rule also compares schemes, which refuses the site's own no-JavaScript forms behind a TLS
 *   proxy that sends no X-Forwarded-Proto; so once this check has passed, the Origin header is
 *   removed and React Router's check has nothing left to refuse.
 * - no Host at all (HTTP/1.0 allows it): the request is served as if for SITE_URL's host.
 */

/** Methods the site answers; routes narrow them further (405 with their own Allow). */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// RFC 3986 reg-name (letters, digits, "-", ".", and "_", which internal names use) or an IPv6
// literal, then an optional port. Percent-encoding is legal in a reg-name but no real host needs it.
const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const PROTO = /^https?$/i;

function headerValues(headers: IncomingHttpHeaders, name: string): string[] | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(",")).map((entry) => entry.trim());
}

/**
 * Whether the Host header (and, behind a trusted proxy, X-Forwarded-Host and -Proto) is a host name
 * or address, or absent: what every request must pass before anything builds a URL from it.
 */
export function hostHeadersWellFormed(headers: IncomingHttpHeaders, trustProxy: boolean): boolean {
  const hosts = headerValues(headers, "host") ?? [];
  const forwarded = trustProxy ? (headerValues(headers, "x-forwarded-host") ?? []) : [];
  if (![...hosts, ...forwarded].every((host) => HOST.test(host))) return false;
  return !trustProxy || (headerValues(headers, "x-forwarded-proto") ?? ["http"]).every((proto) => PROTO.test(proto));
}

/** The request's scheme as Express reports it (`req.protocol`): X-Forwarded-Proto's first value behind a trusted proxy. */
function requestProtocol(req: IncomingMessage, trustProxy: boolean): string {
  const own = (req.socket as Partial<TLSSocket> | null)?.encrypted ? "https" : "http";
  if (!trustProxy) return own;
  const header = req.headers["x-forwarded-proto"] || own;
  const value = Array.isArray(header) ? header.join(", ") : header;
  const comma = value.indexOf(",");
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}

/** The host the request claims to be for, as React Router reads it; undefined when it is malformed. */
function requestHost(req: IncomingMessage, trustProxy: boolean): string | null | undefined {
  if (!hostHeadersWellFormed(req.headers, trustProxy)) return undefined;
  const hosts = headerValues(req.headers, "host") ?? [];
  const forwarded = trustProxy ? headerValues(req.headers, "x-forwarded-host") : undefined;
  // An HTTP/1.0 request may carry no Host at all.
  const host = forwarded?.[0] ?? hosts[0];
  if (host === undefined) return null;
  try {
    return new URL(`${requestProtocol(req, trustProxy)}://${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether an unsafe request comes from this site's own pages. Browsers send Origin with every POST
 * (and Sec-Fetch-Site with every request); clients that send neither (curl, scripts, server-side
 * calls) cannot carry a visitor's credentials or act in their name, so they are let through. The
 * scheme is not compared: behind a TLS-terminating proxy the server sees http while the page is https.
 */
function isSameOrigin(req: IncomingMessage, host: string, siteOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (origin === siteOrigin) return true;
    try {
      return new URL(origin).host === host;
    } catch {
      // "null" (sandboxed frames, privacy-sensitive contexts) and anything unparsable.
      return false;
    }
  }
  const site = req.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

export interface RequestGuardOptions {
  trustProxy: boolean;
  /** SITE_URL: its origin is always this site's, whatever Host a proxy forwards. */
  siteUrl: string;
}

/**
 * Whether the guards below would let this POST (or other unsafe request) through untouched: a known
 * method, well-formed host headers, a Host present, and the site's own origin (or none). The host's
 * fast path (server/api-fast-path.ts) answers only such requests and hands every other to Express,
 * whose guards answer it.
 */
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
