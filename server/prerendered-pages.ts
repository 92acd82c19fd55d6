import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";
import { chooseEncoding, compressBytes, ENCODING_EXTENSIONS, type Encoding } from "./static-files";

/** One stored form of a page: its bytes and their validator. */
export interface PageBody {
  bytes: Buffer;
  etag: string;
}

export interface PrerenderedPage {
  /** The page's CSP, allowing exactly its own inline scripts by hash. */
  csp: string;
  identity: PageBody;
  /** The build's compressed copies of the page (index.html.br, index.html.gz). */
  compressed: Record<Encoding, PageBody>;
}

function pageBody(bytes: Buffer): PageBody {
  return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"` };
}

/** The build's compressed copy of a page; made here, once, when the build has none. */
async function compressedCopy(file: string, encoding: Encoding, bytes: Buffer): Promise<Buffer> {
  try {
    return await readFile(`${file}${ENCODING_EXTENSIONS[encoding]}`);
  } catch {
    return (await compressBytes(bytes))[encoding];
  }
}

/**
 * A page held in memory and served as stored: its CSP allows exactly its own inline scripts. Only
 * the bytes are kept (the text is read once, for the hashes): a category page's copies are many.
 */
export function storedPage(bytes: Buffer, compressed: Record<Encoding, Buffer>): PrerenderedPage {
  return {
    csp: contentSecurityPolicy(inlineScriptHashes(bytes.toString("utf8"))),
    identity: pageBody(bytes),
    compressed: { br: pageBody(compressed.br), gzip: pageBody(compressed.gzip) },
  };
}

/**
 * Loads every pre-rendered page (`<path>/index.html` under the client build) once at start-up, keyed
 * by URL path ("/" and "/about-us", no trailing slash), each with its CSP computed from its HTML and
 * its compressed copies, so serving a page is a map lookup and a write.
 */
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

/**
 * Sends a stored page straight on Node's response, with `headers` (the document headers every page
 * carries) and the page's own CSP: a map lookup and a write, nothing made per request. A matching
 * If-None-Match gets 304; HEAD gets the headers alone.
 */
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
