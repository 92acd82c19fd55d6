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
const MAX_AVOIDED_BIO_LENGTH = 2000;

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
    .array(
      z
        .string({ error: "must be a list of bios" })
        .max(MAX_AVOIDED_BIO_LENGTH, `each bio must be at most ${MAX_AVOIDED_BIO_LENGTH} characters`),
      {
        error: "must be a list of bios",
      },
    )
    .max(MAX_AVOID, `must hold at most ${MAX_AVOID} bios`)
    .default([]),
});

type GenerateBioBodyValue = z.infer<typeof GenerateBioBodySchema>;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value);

/**
 * The schema's value for a body every field of which is absent or of its type within its limits,
 * read without zod (whose object parse was a few per cent of a generation's CPU); undefined for any
 * other body, which zod then reads, so its messages are unchanged.
 */
export function plainBodyValue(body: Record<string, unknown>): GenerateBioBodyValue | undefined {
  const { tone, style, format, bioType, platform = "instagram", count = DEFAULT_BIO_COUNT, avoid = [] } = body;
  const interests = plainText(body.interests, FIELD_LIMITS.interests);
  const profession = plainText(body.profession, FIELD_LIMITS.profession);
  const personality = plainText(body.personality, FIELD_LIMITS.personality);
  const instructions = plainText(body.instructions, FIELD_LIMITS.instructions);
  const description = plainText(body.description, FIELD_LIMITS.description);
  if (interests === undefined || profession === undefined || personality === undefined) return undefined;
  if (instructions === undefined || description === undefined) return undefined;
  if (!(tone === undefined || tone === "" || isOneOf(TONES, tone))) return undefined;
  if (!(style === undefined || style === "" || isOneOf(STYLES, style))) return undefined;
  if (!(format === undefined || format === BIO_FORMAT) || !(bioType === undefined || isOneOf(BIO_TYPES, bioType))) {
    return undefined;
  }
  if (!isOneOf(PLATFORM_IDS, platform)) return undefined;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_BIO_COUNT) return undefined;
  if (!Array.isArray(avoid) || avoid.length > MAX_AVOID) return undefined;
  for (const bio of avoid) if (typeof bio !== "string" || bio.length > MAX_AVOIDED_BIO_LENGTH) return undefined;
  return {
    interests,
    profession,
    personality,
    tone: tone === "" ? undefined : tone,
    style: style === "" ? undefined : style,
    format,
    instructions,
    description,
    bioType,
    platform,
    count,
    avoid: avoid as string[],
  };
}

/** A text field as the schema reads it: "" when absent, undefined when not text or too long. */
function plainText(value: unknown, max: number): string | undefined {
  if (value === undefined) return "";
  return typeof value === "string" && value.length <= max ? value : undefined;
}

export type ParsedGenerateBio = { ok: true; request: BioRequest } | { ok: false; fields: Record<string, string> };

export function parseGenerateBioBody(body: unknown): ParsedGenerateBio {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, fields: { body: "must be a JSON object" } };
  }
  let value = plainBodyValue(body as Record<string, unknown>);
  if (value === undefined) {
    const result = GenerateBioBodySchema.safeParse(body);
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? "body");
        fields[name] ??= issue.message;
      }
      return { ok: false, fields };
    }
    value = result.data;
  }
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
