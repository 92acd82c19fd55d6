import { readdir, readFile } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "../app/.server/config";

import { CLIENT_DIR, startBuiltApp, type RunningApp } from "../tests/start-built-app";

import { COMPRESSIBLE_FILE, MIN_COMPRESS_BYTES } from "./static-files";

// docs/decisions/013-hardening.md.

const BROWSER = "gzip, deflate, br, zstd";

interface BinaryResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(app: RunningApp, urlPath: string, headers: Record<string, string> = {}): Promise<BinaryResponse> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path: urlPath, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

function decode(response: BinaryResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body);
  if (encoding === "gzip") return gunzipSync(response.body);
  return response.body;
}

async function largestAsset(): Promise<string> {
  const entries = await readdir(path.join(CLIENT_DIR, "assets"), { withFileTypes: true });
  const scripts = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".js"));
  const sized = await Promise.all(
    scripts.map(async (entry) => ({
      name: entry.name,
      size: (await readFile(path.join(CLIENT_DIR, "assets", entry.name))).length,
    })),
  );
  return `/assets/${sized.sort((a, b) => b.size - a.size)[0]!.name}`;
}

describe("the build's compressed copies", () => {
  it("holds a brotli and a gzip copy of every compressible client file, each decoding to the file", async () => {
    const files = (await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true })).filter(
      (entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name),
    );
    let checked = 0;
    for (const entry of files) {
      const file = path.join(entry.parentPath, entry.name);
      const original = await readFile(file);
      if (original.length < MIN_COMPRESS_BYTES) continue;
      expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(await readFile(`${file}.gz`)).equals(original), `${file}.gz`).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe("serving static files", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startBuiltApp(parseConfig({}));
  });
  afterAll(() => app?.close());

  it("sends a browser the stored brotli copy of a hashed asset, whole, with its length and cache headers", async () => {
    const asset = await largestAsset();
    const response = await get(app, asset, { "accept-encoding": BROWSER });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    // A stored file has a known length; an on-the-fly stream is chunked.
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.body.equals(await readFile(path.join(CLIENT_DIR, `${asset}.br`)))).toBe(true);
    expect(decode(response).equals(await readFile(path.join(CLIENT_DIR, asset)))).toBe(true);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it("sends the stored gzip copy when brotli is not accepted, and the file itself when nothing is", async () => {
    const asset = await largestAsset();
    const original = await readFile(path.join(CLIENT_DIR, asset));
    for (const [acceptEncoding, expected] of [
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
      ["", undefined],
    ] as const) {
      const response = await get(app, asset, acceptEncoding ? { "accept-encoding": acceptEncoding } : {});
      expect(response.headers["content-encoding"], acceptEncoding).toBe(expected);
      expect(Number(response.headers["content-length"]), acceptEncoding).toBe(response.body.length);
      expect(decode(response).equals(original), acceptEncoding).toBe(true);
      expect(response.headers.vary, acceptEncoding).toMatch(/Accept-Encoding/i);
    }
  });

  it("answers a conditional request for a compressed copy with 304", async () => {
    const asset = await largestAsset();
    const first = await get(app, asset, { "accept-encoding": BROWSER });
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const identity = await get(app, asset);
    expect(identity.headers.etag).not.toBe(etag);
    const again = await get(app, asset, { "accept-encoding": BROWSER, "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("sends a pre-rendered page's stored compressed copy, with its length", async () => {
    const original = await readFile(path.join(CLIENT_DIR, "index.html"));
    for (const [acceptEncoding, expected] of [
      [BROWSER, "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const response = await get(app, "/", { "accept-encoding": acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"], acceptEncoding).toBe(expected);
      expect(Number(response.headers["content-length"]), acceptEncoding).toBe(response.body.length);
      expect(decode(response).equals(original), acceptEncoding).toBe(true);
      expect(response.headers["content-security-policy"], acceptEncoding).toContain("script-src");
      expect(response.headers.vary, acceptEncoding).toMatch(/Accept-Encoding/i);
    }
  });

  it("still compresses pages rendered per request and API answers on the fly", async () => {
    const page = await get(app, "/suggest-feature", { "accept-encoding": "gzip" });
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(decode(page).toString("utf8")).toContain("Suggest a Feature");
  });
});
