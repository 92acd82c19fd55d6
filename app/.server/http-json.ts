/** JSON helpers for API routes: size limits, media types, clear errors. */

export const MAX_JSON_BODY_BYTES = 16 * 1024;
const DRAIN_LIMIT_BYTES = 1024 * 1024;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(
  status: number,
  error: string,
  init: ResponseInit & { fields?: Record<string, string> } = {},
): Response {
  const { fields, ...rest } = init;
  return jsonResponse(fields ? { error, fields } : { error }, { ...rest, status });
}

/** Same-origin only: no CORS headers. */
export function optionsResponse(allow: string): Response {
  return new Response(null, { status: 204, headers: { Allow: allow, "Cache-Control": "no-store" } });
}

export function methodNotAllowed(allow: string): Response {
  return errorResponse(405, `Use ${allow} for this address.`, { headers: { Allow: allow } });
}

export type JsonBody =
  { ok: true; value: unknown } | { ok: false; status: number; message: string; response: Response };

function bodyError(status: number, message: string) {
  return { ok: false as const, status, message, response: errorResponse(status, message) };
}

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

type Bytes = { ok: true; bytes: Uint8Array } | ReturnType<typeof bodyError>;

function tooLarge(maxBytes: number) {
  return bodyError(413, `The request body must be at most ${maxBytes / 1024} KiB.`);
}

/** Never buffers more than the limit. */
async function readLimitedBytes(request: Request, maxBytes: number): Promise<Bytes> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge(maxBytes);

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Drain a little so the client gets its 413 instead of a reset connection.
        if (size > DRAIN_LIMIT_BYTES) {
          await reader.cancel().catch(() => {});
          return tooLarge(maxBytes);
        }
        continue;
      }
      chunks.push(value);
    }
  }
  if (size > maxBytes) return tooLarge(maxBytes);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

const isJson = (type: string) => type === "application/json" || type.endsWith("+json");
const FORM_TYPE = "application/x-www-form-urlencoded";

// One decoder serves every request: decode() without `stream` keeps no state between calls.
const UTF8 = new TextDecoder("utf-8", { fatal: true });

export function parseJson(bytes: Uint8Array): JsonBody {
  try {
    const text = UTF8.decode(bytes);
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return bodyError(400, "The request body is not valid JSON.");
  }
}

/** A repeated name keeps its first value. */
function parseForm(bytes: Uint8Array): JsonBody {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(new TextDecoder("utf-8").decode(bytes))) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return { ok: true, value: fields };
}

/** 415 for another media type, 413 when larger, 400 when not valid UTF-8 JSON. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  if (!isJson(mediaType(request))) {
    return bodyError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  const body = await readLimitedBytes(request, maxBytes);
  return body.ok ? parseJson(body.bytes) : body;
}

/** A form is how a page without JavaScript posts. */
export async function readJsonOrFormBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  const type = mediaType(request);
  if (!isJson(type) && type !== FORM_TYPE) {
    return bodyError(
      415,
      `Send the request body as JSON (Content-Type: application/json) or as a form (${FORM_TYPE}).`,
    );
  }
  const body = await readLimitedBytes(request, maxBytes);
  if (!body.ok) return body;
  return isJson(type) ? parseJson(body.bytes) : parseForm(body.bytes);
}
