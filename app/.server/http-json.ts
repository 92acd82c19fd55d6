/** JSON request and response helpers for API routes: size limits, media types, clear errors. */

export const MAX_JSON_BODY_BYTES = 16 * 1024;
const DRAIN_LIMIT_BYTES = 1024 * 1024;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(status: number, error: string, init: ResponseInit & { fields?: Record<string, string> } = {}): Response {
  const { fields, ...rest } = init;
  return jsonResponse(fields ? { error, fields } : { error }, { ...rest, status });
}

export function methodNotAllowed(allow: string): Response {
  return errorResponse(405, `Use ${allow} for this address.`, { headers: { Allow: allow } });
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Reads a JSON body of at most `maxBytes`: 415 for another media type, 413 when it is larger (told
 * by Content-Length or found while reading, without buffering more than the limit), 400 when it is
 * not valid UTF-8 JSON.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  const type = mediaType(request);
  if (type !== "application/json" && !type.endsWith("+json")) {
    return { ok: false, response: errorResponse(415, "Send the request body as JSON (Content-Type: application/json).") };
  }
  const tooLarge = () => ({ ok: false as const, response: errorResponse(413, `The request body must be at most ${maxBytes / 1024} KiB.`) });
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Read (and drop) a little more so the client gets its 413 instead of a reset connection;
        // past DRAIN_LIMIT the connection is cut.
        if (size > DRAIN_LIMIT_BYTES) {
          await reader.cancel().catch(() => {});
          return tooLarge();
        }
        continue;
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  if (size > maxBytes) return tooLarge();
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: errorResponse(400, "The request body is not valid JSON.") };
  }
}
