import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";
import { chooseEncoding, compressBytes, ENCODING_EXTENSIONS, type Encoding } from "./static-files";

export interface PageBody {
  bytes: Buffer;
  etag: string;
}

export interface PrerenderedPage {
  csp: string;
  identity: PageBody;
  compressed: Record<Encoding, PageBody>;
}

function pageBody(bytes: Buffer): PageBody {
  return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"` };
}

async function compressedCopy(file: string, encoding: Encoding, bytes: Buffer): Promise<Buffer> {
  try {
    return await readFile(`${file}${ENCODING_EXTENSIONS[encoding]}`);
  } catch {
    return (await compressBytes(bytes))[encoding];
  }
}

/** Only the bytes are kept: a category page's copies are many. */
export function storedPage(bytes: Buffer, compressed: Record<Encoding, Buffer>): PrerenderedPage {
  return {
    csp: contentSecurityPolicy(inlineScriptHashes(bytes.toString("utf8"))),
    identity: pageBody(bytes),
    compressed: { br: pageBody(compressed.br), gzip: pageBody(compressed.gzip) },
  };
}

/** Keyed by URL path without a trailing slash, so serving is a map lookup and a write. */
export async function loadPrerenderedPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relativeDir = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    if (relativeDir.startsWith("assets")) continue;
    const bytes = await readFile(file);
    const compressed = {
      br: await compressedCopy(file, "br", bytes),
      gzip: await compressedCopy(file, "gzip", bytes),
    };
    pages.set(relativeDir === "" ? "/" : `/${relativeDir}`, storedPage(bytes, compressed));
  }
  return pages;
}

/** Nothing made per request. A matching If-None-Match gets 304. */
export function sendStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: PrerenderedPage,
  { cacheControl, headers }: { cacheControl: string; headers: readonly (readonly [string, string])[] },
): void {
  const encoding = chooseEncoding(req, ["br", "gzip"]);
  const body = encoding ? page.compressed[encoding] : page.identity;
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", body.etag);
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === body.etag)) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.bytes.length);
  res.writeHead(200);
  res.end(req.method === "HEAD" ? undefined : body.bytes);
}
