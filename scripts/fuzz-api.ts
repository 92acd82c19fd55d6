// `npm run fuzz:api [-- --runs 6000 --model-runs 2000 --seed 42]`, after `npm run build`: hostile requests against the
// composer and a junk-answering fake model; fails on a 5xx, non-JSON or short answer.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";

import fc from "fast-check";

import { BIO_TYPES } from "@domain/bio/bio-type";
import { MAX_BIO_COUNT, STYLES, TONES } from "@domain/bio/generation-options";
import { PLATFORM_IDS } from "@domain/text/platforms";

import { createTestDataDir } from "../tests/data-dir";
import { completion } from "../tests/mocks/fake-llm-server";
import { rawRequest, type RawResponse } from "../tests/raw-request";
import { startServerProcess, type ServerProcess } from "../tests/server-process";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "6000" },
    "model-runs": { type: "string", default: "2000" },
    seed: { type: "string" },
    concurrency: { type: "string", default: "8" },
  },
});
const RUNS = Number(values.runs);
const MODEL_RUNS = Number(values["model-runs"]);
const SEED = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const CONCURRENCY = Number(values.concurrency) || 8;
const ADMIN_TOKEN = "fuzz-admin-token-0123456789abcdef0123456789abcdef";

interface FuzzRequest {
  api: "generate-bio" | "suggestions";
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
  expectedCount: number | undefined;
}

const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.constantFrom(
    "a\u0000b\u202e\ud800 dev",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "Robert'); DROP TABLE suggestions;--",
    "{{7*7}} ${7*7} <%= 7*7 %>",
    "\u202eevil\u202c",
    "👩🏽‍💻".repeat(40),
    "Nurse 💉",
    " ",
    "",
  ),
  fc.string({ maxLength: 20 }).map((text) => text.repeat(500)),
);

const anyJson = fc.oneof(
  { depthSize: "small" },
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });
/** Absent five times in six, so most requests get past the first guard. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const validCount = fc.integer({ min: 1, max: MAX_BIO_COUNT });

const generateBody = fc.record(
  {
    interests: maybe(fc.oneof(hostileText, anyJson)),
    profession: maybe(fc.oneof(hostileText, anyJson)),
    personality: maybe(fc.oneof(hostileText, anyJson)),
    tone: maybe(fc.oneof(fc.constantFrom(...TONES, ""), hostileText, anyJson)),
    style: maybe(fc.oneof(fc.constantFrom(...STYLES, ""), hostileText, anyJson)),
    format: maybe(fc.oneof(fc.constant("3-line"), hostileText)),
    instructions: maybe(fc.oneof(hostileText, anyJson)),
    bioType: maybe(fc.oneof(fc.constantFrom(...BIO_TYPES), hostileText)),
    platform: maybe(fc.oneof(fc.constantFrom(...PLATFORM_IDS), hostileText)),
    count: maybe(fc.oneof(validCount, validCount, anyJson)),
    avoid: maybe(fc.oneof(fc.array(hostileText, { maxLength: 70 }), anyJson)),
  },
  { requiredKeys: [] },
);

const validGenerateBody = fc.record(
  {
    interests: maybe(fc.oneof(fc.constantFrom("coffee, hiking", "baking", "music, travel, books"), hostileText)),
    profession: maybe(
      fc.oneof(fc.constantFrom("nurse", "Nurse 💉", "photographer", "chef", "software developer"), hostileText),
    ),
    personality: maybe(fc.constantFrom("calm", "bold, curious", "")),
    tone: maybe(fc.constantFrom(...TONES, "")),
    style: maybe(fc.constantFrom(...STYLES, "")),
    bioType: maybe(fc.constantFrom(...BIO_TYPES)),
    platform: maybe(fc.constantFrom(...PLATFORM_IDS)),
    count: maybe(validCount),
  },
  { requiredKeys: [] },
);

const suggestionBody = fc.oneof(
  fc.record({
    suggestion: fc.oneof(fc.constantFrom("Dark mode for the preview", "A Threads preview, please"), hostileText),
    leave_this_empty: fc.constant(""),
    idempotency_key: maybe(fc.uuid()),
  }),
  fc.record(
    {
      suggestion: maybe(fc.oneof(hostileText, anyJson, fc.string({ maxLength: 2100 }))),
      leave_this_empty: maybe(fc.oneof(fc.constant(""), hostileText, anyJson)),
      idempotency_key: maybe(fc.oneof(fc.uuid(), hostileText)),
    },
    { requiredKeys: [] },
  ),
  anyJson,
);

const rawBody = fc.oneof(
  fc.string({ unit: "binary", maxLength: 500 }),
  fc.constantFrom("{", '{"a":', "[".repeat(5000), '{"count": 1e999}', '"\\ud800"', "null", "{}", "x".repeat(20_000)),
  fc.json({ maxDepth: 4 }),
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("application/json; charset=utf-8", "application/ld+json", "APPLICATION/JSON"),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 60 }) },
);

const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 }),
  fc.constantFrom("", " ", "null", "undefined", "%00", "..%2f..%2f", "x".repeat(4000)),
);

const hostileHeaders = fc.record(
  {
    host: rarely(
      fc.oneof(
        fc.constantFrom("a b", "<x>", "a|b", "a^b", "a%zz", "[::1]:80", "localhost", "evil.example:99999"),
        headerValue,
      ),
    ),
    "x-forwarded-host": rarely(fc.oneof(fc.constantFrom("a b", "evil.example", "a, b"), headerValue)),
    "x-forwarded-proto": rarely(fc.oneof(fc.constantFrom("https", "a b", "javascript"), headerValue)),
    "x-forwarded-for": rarely(fc.oneof(fc.ipV4(), fc.ipV6(), headerValue)),
    origin: rarely(fc.oneof(fc.constantFrom("https://evil.example", "null", "http://127.0.0.1"), headerValue)),
    "sec-fetch-site": rarely(fc.constantFrom("cross-site", "same-site", "same-origin", "none", "garbage")),
    authorization: rarely(
      fc.oneof(fc.constant(`Bearer ${ADMIN_TOKEN}`), fc.constantFrom("Bearer ", "Basic x"), headerValue),
    ),
    "idempotency-key": rarely(fc.oneof(fc.uuid(), headerValue)),
    "accept-encoding": rarely(
      fc.oneof(fc.constantFrom("gzip, deflate, br, zstd", "br;q=0, gzip", "*", "identity;q=0"), headerValue),
    ),
    cookie: rarely(headerValue),
  },
  { requiredKeys: [] },
);

function withoutUndefined(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}

const wellFormedGeneration = validGenerateBody.map((body): FuzzRequest => ({
  api: "generate-bio",
  method: "POST",
  path: "/api/generate-bio",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
  expectedCount: body.count ?? 3,
}));

const hostileGeneration = fc
  .record({
    method: fc.oneof(
      { weight: 8, arbitrary: fc.constant("POST") },
      { weight: 1, arbitrary: fc.constantFrom("GET", "HEAD", "OPTIONS", "PUT", "DELETE", "PATCH", "TRACE") },
    ),
    body: fc.oneof(
      generateBody.map((body) => JSON.stringify(body)),
      rawBody,
    ),
    contentType,
    headers: hostileHeaders,
    query: fc.oneof(fc.constant(""), fc.constantFrom("?count=99", "?%zz", "?a=%00")),
  })
  .map(({ method, body, contentType: type, headers, query }): FuzzRequest => ({
    api: "generate-bio",
    method,
    path: `/api/generate-bio${query}`,
    headers: withoutUndefined({ "content-type": type, ...headers }),
    body: method === "GET" || method === "HEAD" ? undefined : body,
    expectedCount: undefined,
  }));

const suggestionRequest = fc
  .record({
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constant("POST") },
      { weight: 2, arbitrary: fc.constantFrom("GET", "HEAD", "OPTIONS") },
      { weight: 1, arbitrary: fc.constantFrom("PUT", "DELETE", "TRACE") },
    ),
    body: fc.oneof(
      suggestionBody.map((body) => JSON.stringify(body)),
      rawBody,
      suggestionBody.map((body) =>
        new URLSearchParams(
          Object.entries(typeof body === "object" && body && !Array.isArray(body) ? body : {}).map(([key, value]) => [
            key,
            String(value),
          ]),
        ).toString(),
      ),
    ),
    contentType,
    headers: hostileHeaders,
    query: fc.oneof(
      fc.constant(""),
      fc.constantFrom("?limit=5", "?limit=0", "?limit=abc", "?after=00000000-0000-4000-8000-000000000000", "?after=x"),
    ),
  })
  .map(({ method, body, contentType: type, headers, query }): FuzzRequest => ({
    api: "suggestions",
    method,
    path: `/api/suggestions${query}`,
    headers: withoutUndefined({ "content-type": type, ...headers }),
    body: method === "GET" || method === "HEAD" || method === "OPTIONS" ? undefined : body,
    expectedCount: undefined,
  }));

const anyRequest = fc.oneof(
  { weight: 4, arbitrary: wellFormedGeneration },
  { weight: 3, arbitrary: hostileGeneration },
  { weight: 3, arbitrary: suggestionRequest },
);

const modelReply = fc.oneof(
  fc.array(hostileText, { maxLength: 30 }).map((bios) => JSON.stringify({ bios })),
  fc.array(fc.string({ maxLength: 3000 }), { maxLength: 200 }).map((bios) => JSON.stringify({ bios })),
  fc.constantFrom(
    "Sure! … Here you go: {{{{ not json",
    '{"bios": ["<script>alert(1)</script>", "<a href=\\"javascript:alert(1)\\">x</a>"]}',
    `{"bios": [${Array.from({ length: 100 }, () => JSON.stringify("x ".repeat(2500))).join(",")}]}`,
    "1. Nurse ☕\n2. Coffee first\n3. Calm hands",
  ),
  fc.string({ unit: "binary", maxLength: 2000 }),
);

function rss(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

interface Tally {
  statuses: Map<string, number>;
  fiveHundreds: { request: FuzzRequest; response: RawResponse }[];
  short: { request: FuzzRequest; got: number }[];
  notJson: { request: FuzzRequest; response: RawResponse }[];
  transportErrors: { request: FuzzRequest; error: string }[];
}

function newTally(): Tally {
  return { statuses: new Map(), fiveHundreds: [], short: [], notJson: [], transportErrors: [] };
}

async function send(server: ServerProcess, request: FuzzRequest, tally: Tally) {
  let response: RawResponse;
  try {
    response = await rawRequest(server.baseUrl, request);
  } catch (error) {
    tally.transportErrors.push({ request, error: (error as Error).message });
    return;
  }
  const key = `${request.api} ${response.status}`;
  tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
  if (response.status >= 500) tally.fiveHundreds.push({ request, response });
  const hasBody = request.method !== "HEAD" && response.status !== 204 && response.status !== 304;
  if (hasBody && !/^application\/json/.test(String(response.headers["content-type"] ?? ""))) {
    tally.notJson.push({ request, response });
  }
  if (request.expectedCount !== undefined && response.status === 200) {
    let got = -1;
    try {
      got = (JSON.parse(response.body) as { bios: unknown[] }).bios.length;
    } catch {
      // A 200 without a list of bios holds none.
    }
    if (got !== request.expectedCount) tally.short.push({ request, got });
  }
}

async function fuzz(server: ServerProcess, requests: FuzzRequest[]): Promise<Tally> {
  const tally = newTally();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) await send(server, requests[next++]!, tally);
    }),
  );
  return tally;
}

async function alive(server: ServerProcess): Promise<boolean> {
  if (server.child.exitCode !== null) return false;
  try {
    return (await fetch(`${server.baseUrl}/healthz`)).status === 200;
  } catch {
    return false;
  }
}

function summarise(label: string, tally: Tally, before: number, after: number, isAlive: boolean): boolean {
  console.log(`\n${label}`);
  console.table(
    [...tally.statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => ({ "api status": key, requests: count })),
  );
  const fiveHundreds = tally.fiveHundreds.length;
  console.log(
    `5xx: ${fiveHundreds} | short generations: ${tally.short.length} | API answers not JSON: ${tally.notJson.length} | transport errors: ${tally.transportErrors.length} | server alive: ${isAlive ? "yes" : "NO"} | RSS before ${before} MB, after ${after} MB`,
  );
  const show = (name: string, list: unknown[]) => {
    for (const example of list.slice(0, 3)) console.log(`  ${name}:`, JSON.stringify(example).slice(0, 600));
  };
  show(
    "5xx",
    tally.fiveHundreds.map(({ request, response }) => ({
      request,
      status: response.status,
      body: response.body.slice(0, 200),
    })),
  );
  show(
    "short",
    tally.short.map(({ request, got }) => ({ body: request.body, got })),
  );
  show(
    "not JSON",
    tally.notJson.map(({ request, response }) => ({
      request,
      status: response.status,
      type: response.headers["content-type"],
    })),
  );
  show("transport", tally.transportErrors);
  return (
    fiveHundreds === 0 &&
    tally.short.length === 0 &&
    tally.notJson.length === 0 &&
    tally.transportErrors.length === 0 &&
    isAlive
  );
}

async function runAgainst(label: string, env: Record<string, string>, requests: FuzzRequest[]) {
  const data = await createTestDataDir();
  const server = await startServerProcess({
    DATA_DIR: data.dir,
    ADMIN_TOKEN,
    LOG_LEVEL: "fatal",
    RATE_LIMIT_GENERATE_PER_MINUTE: "100000000",
    RATE_LIMIT_SUGGESTIONS_PER_HOUR: "100000000",
    ...env,
  });
  try {
    const before = rss(server.child.pid!);
    const started = performance.now();
    const tally = await fuzz(server, requests);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const isAlive = await alive(server);
    const after = isAlive ? rss(server.child.pid!) : Number.NaN;
    return summarise(`${label}: ${requests.length} requests in ${seconds} s`, tally, before, after, isAlive);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    await data.remove();
  }
}

const replies = fc.sample(modelReply, { numRuns: Math.max(1, MODEL_RUNS), seed: SEED + 1 });
let replyIndex = 0;
const model = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    const content = replies[replyIndex++ % replies.length]!;
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(completion(content)));
  });
});
await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));

console.log(`fast-check seed ${SEED}, ${CONCURRENCY} requests in flight, all on 127.0.0.1`);
try {
  const composerRequests = fc.sample(anyRequest, { numRuns: RUNS, seed: SEED });
  const modelRequests = fc.sample(fc.oneof(wellFormedGeneration, hostileGeneration), {
    numRuns: MODEL_RUNS,
    seed: SEED + 2,
  });
  const composerOk = await runAgainst("Server with the offline composer", {}, composerRequests);
  const modelOk = await runAgainst(
    "Server with a fake language model answering junk",
    {
      LLM_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
      LLM_MODEL: "fuzz-model",
      LLM_TIMEOUT_MS: "2000",
    },
    modelRequests,
  );
  const total = RUNS + MODEL_RUNS;
  console.log(
    `\n${total} requests in all: ${composerOk && modelOk ? "every check passed" : "SOME CHECKS FAILED"} (seed ${SEED})`,
  );
  process.exitCode = composerOk && modelOk ? 0 : 1;
} finally {
  model.closeAllConnections();
  model.close();
}
