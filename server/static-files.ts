import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

import type { NextFunction, Request, Response } from "express";

/** Compressed once at build time: brotli per request cost 80% of the throughput (decision 013). */

export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
export const MIN_COMPRESS_BYTES = 1024;

export type Encoding = "br" | "gzip";
export const ENCODING_EXTENSIONS: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
const ENCODINGS: readonly Encoding[] = ["br", "gzip"];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Fast settings for pages made while the server runs: brotli's best costs ~100 ms on a page. */
export async function compressBytes(
  bytes: Buffer,
  effort: "best" | "fast" = "best",
): Promise<Record<Encoding, Buffer>> {
  const best = effort === "best";
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: best ? zlib.BROTLI_MAX_QUALITY : 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: best ? zlib.Z_BEST_COMPRESSION : 6 }),
  ]);
  return { br, gzip: gz };
}

async function compressibleFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface CompressionSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function compressStaticFiles(root: string): Promise<CompressionSummary> {
  const summary: CompressionSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of await compressibleFiles(root)) {
    const bytes = await readFile(file);
    if (bytes.length < MIN_COMPRESS_BYTES) continue;
    const compressed = await compressBytes(bytes);
    await writeFile(`${file}${ENCODING_EXTENSIONS.br}`, compressed.br);
    await writeFile(`${file}${ENCODING_EXTENSIONS.gzip}`, compressed.gzip);
    summary.files += 1;
    summary.bytes += bytes.length;
    summary.brotliBytes += compressed.br.length;
    summary.gzipBytes += compressed.gzip.length;
  }
  return summary;
}

export async function findCompressedCopies(root: string): Promise<Map<string, Encoding[]>> {
  const copies = new Map<string, Encoding[]>();
  for (const file of await compressibleFiles(root)) {
    const available: Encoding[] = [];
    for (const encoding of ENCODINGS) {
      const copy = `${file}${ENCODING_EXTENSIONS[encoding]}`;
      if (
        await stat(copy).then(
          (info) => info.isFile(),
          () => false,
        )
      )
        available.push(encoding);
    }
    if (available.length === 0) continue;
    copies.set(`/${path.relative(root, file).split(path.sep).join("/")}`, available);
  }
  return copies;
}

function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (Number.isFinite(weight)) codings.set(name, Math.min(1, Math.max(0, weight)));
  }
  return codings;
}

/** On a q-value tie, brotli. Browsers list gzip first without preferring it, so header order does not count. */
export function chooseEncoding(req: Pick<Request, "headers">, available: readonly Encoding[]): Encoding | undefined {
  const header = req.headers["accept-encoding"];
  if (!header || available.length === 0) return undefined;
  const accepted = acceptedCodings(header);
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = accepted.get(encoding) ?? accepted.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

export interface StaticOptions {
  maxAge: number;
  immutable?: boolean;
}

/** Otherwise passes on to express.static. `mountPath`: "/assets" for hashed assets, "" for the client root. */
export function compressedCopies(
  root: string,
  copies: ReadonlyMap<string, Encoding[]>,
  { mountPath = "", ...options }: StaticOptions & { mountPath?: string },
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const available = copies.get(`${mountPath}${urlPath}`);
    if (!available) return next();
    res.vary("Accept-Encoding");
    const encoding = chooseEncoding(req, available);
    if (!encoding) return next();
    const file = path.join(root, `${mountPath}${urlPath}`);
    res.type(path.extname(file));
    res.sendFile(
      `${file}${ENCODING_EXTENSIONS[encoding]}`,
      { maxAge: options.maxAge, immutable: options.immutable ?? false, headers: { "Content-Encoding": encoding } },
      (error?: Error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };
}
