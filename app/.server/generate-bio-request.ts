import { z } from "zod";

import { BIO_TYPES } from "@domain/bio/bio-type";
import {
  BIO_FORMAT,
  DEFAULT_BIO_COUNT,
  FIELD_LIMITS,
  MAX_AVOID,
  MAX_BIO_COUNT,
  splitCommaList,
  STYLES,
  TONES,
  type BioRequest,
} from "@domain/bio/generation-options";
import { readSelfDescription } from "@domain/bio/self-description";
import { cleanVisitorText } from "@domain/text/clean-visitor-text";
import { PLATFORM_IDS } from "@domain/text/platforms";

import type { JsonBody } from "./http-json";
import type { Logger } from "./logger";
import type { Services } from "./services";

/**
 * The visitor's words as the generators get them: cleaned once, here (control and bidirectional
 * characters gone, lone surrogates dropped: a replacement character has no place in a bio).
 */
const clean = (text: string) => cleanVisitorText(text, { invalid: "" });
/** A single-line field: any run of whitespace, line breaks included, becomes one space. */
const cleanLine = (text: string) => clean(text).replace(/\s+/g, " ").trim();

const text = (max: number) =>
  z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`).default("");

// An empty tone or style means none was chosen (the main page's toggles can be cleared).
const choice = <T extends string>(values: readonly T[], label: string) =>
  z
    .union([z.enum(values as [T, ...T[]]), z.literal("")], { error: `must be one of the ${label}` })
    .optional()
    .transform((value) => (value === "" ? undefined : value));

/** The 429 answer's message, whether the route or the server's early check refuses. */
export const GENERATE_RATE_LIMITED_MESSAGE = "Too many bios requested at once. Please wait a moment and try again.";

/**
 * The body of POST /api/generate-bio; unknown fields are ignored. The pages' type of it is derived
 * from this schema (app/contracts/generate-bio.ts). The schema stays server-side because the
 * browser bundle has no zod.
 */
export const GenerateBioBodySchema = z.object({
  interests: text(FIELD_LIMITS.interests),
  profession: text(FIELD_LIMITS.profession),
  personality: text(FIELD_LIMITS.personality),
  tone: choice(TONES, `tones: ${TONES.join(", ")}`),
  style: choice(STYLES, `styles: ${STYLES.join(", ")}`),
  format: z.literal(BIO_FORMAT, { error: `must be "${BIO_FORMAT}"` }).optional(),
  instructions: text(FIELD_LIMITS.instructions),
  description: text(FIELD_LIMITS.description),
  bioType: z.enum(BIO_TYPES, { error: `must be one of ${BIO_TYPES.join(", ")}` }).optional(),
  platform: z.enum(PLATFORM_IDS, { error: `must be one of ${PLATFORM_IDS.join(", ")}` }).default("instagram"),
  count: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_BIO_COUNT, `must be at most ${MAX_BIO_COUNT}`)
    .default(DEFAULT_BIO_COUNT),
  avoid: z
    .array(z.string({ error: "must be a list of bios" }).max(2000, "each bio must be at most 2000 characters"), {
      error: "must be a list of bios",
    })
    .max(MAX_AVOID, `must hold at most ${MAX_AVOID} bios`)
    .default([]),
});

export type ParsedGenerateBio = { ok: true; request: BioRequest } | { ok: false; fields: Record<string, string> };

export function parseGenerateBioBody(body: unknown): ParsedGenerateBio {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, fields: { body: "must be a JSON object" } };
  }
  const result = GenerateBioBodySchema.safeParse(body);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? "body");
      fields[name] ??= issue.message;
    }
    return { ok: false, fields };
  }
  const value = result.data;
  const interests = splitCommaList(clean(value.interests));
  const profession = cleanLine(value.profession);
  const personality = splitCommaList(clean(value.personality));
  const description = clean(value.description).trim();
  // A self-description fills what the separate fields leave empty; the fields win where given.
  const described = description ? readSelfDescription(description) : undefined;
  return {
    ok: true,
    request: {
      interests: interests.length > 0 ? interests : (described?.interests ?? []),
      profession: profession || (described?.profession ?? ""),
      personality: personality.length > 0 ? personality : (described?.personality ?? []),
      ...(description ? { description } : {}),
      tone: value.tone,
      style: value.style,
      instructions: clean(value.instructions).trim(),
      bioType: value.bioType,
      platform: value.platform,
      count: value.count,
      avoid: value.avoid.map(clean),
    },
  };
}

/** An API answer before it is written: the status, the JSON body and any headers of its own. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The 429 answer to a client past its generation budget, logged; the route and the fast path both send it. */
export function rateLimitedAnswer(logger: Logger, retryAfterSeconds: number): ApiAnswer {
  logger.info({ event: "rate_limited", limiter: "generate" }, "rate limited");
  return {
    status: 429,
    body: { error: GENERATE_RATE_LIMITED_MESSAGE },
    headers: { "Retry-After": String(retryAfterSeconds) },
  };
}

/** What answering a generation needs of the request's context (app/.server/load-context.ts). */
export interface GenerateBioContext {
  services: Pick<Services, "generateRateLimiter" | "bioGenerator">;
  logger: Logger;
  clientKey: string;
}

/**
 * POST /api/generate-bio from the rate limit to the answer, whoever reads the HTTP request: the
 * route (app/routes/api.generate-bio.ts) through React Router's `Request`, and the host's fast path
 * (server/api-fast-path.ts) straight from Node's. The budget is counted before the body is read, so
 * every request that reaches here counts, whatever its body (docs/decisions/029-api-fast-path.md).
 */
export async function answerGenerateBio(
  { services, logger, clientKey }: GenerateBioContext,
  readBody: () => Promise<JsonBody>,
): Promise<ApiAnswer> {
  const limit = await services.generateRateLimiter.consume(clientKey);
  if (!limit.allowed) return rateLimitedAnswer(logger, limit.retryAfterSeconds);

  const body = await readBody();
  if (!body.ok) return { status: body.status, body: { error: body.message } };
  const parsed = parseGenerateBioBody(body.value);
  if (!parsed.ok) return { status: 400, body: { error: "Some fields are not valid.", fields: parsed.fields } };

  const { bios, sources } = await services.bioGenerator.generate(parsed.request, logger);
  const source =
    sources.every((entry) => entry === "llm") && sources.length > 0
      ? "llm"
      : sources.includes("llm")
        ? "mixed"
        : "composer";
  logger.info(
    {
      event: "bios_generated",
      count: bios.length,
      source,
      bioType: parsed.request.bioType ?? null,
      platform: parsed.request.platform,
    },
    "bios generated",
  );
  // The contract's GenerateBioResponse (app/contracts/generate-bio.ts).
  return { status: 200, body: { bios, source, sources } };
}
