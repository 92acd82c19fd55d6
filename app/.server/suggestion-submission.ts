import { randomUUID } from "node:crypto";

import { checkSuggestion, SUGGESTION_PROBLEM_MESSAGES } from "@domain/suggestions/suggestion-text";
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  SUGGESTION_FIELD,
} from "~/contracts/suggestions";

import { createFailureEpisode, type FailureEpisode } from "./failure-episode";
import { readJsonOrFormBody } from "./http-json";
import type { ServerLoadContext } from "./load-context";
import type { SuggestionStore } from "./suggestions";

/** A database that is down is logged once per episode, not per request. */
const storeEpisodes = new WeakMap<SuggestionStore, FailureEpisode>();

function storeEpisode(store: SuggestionStore): FailureEpisode {
  let episode = storeEpisodes.get(store);
  if (!episode) {
    episode = createFailureEpisode({
      event: "suggestion_store_failed",
      message: "could not store a suggestion",
      recoveredEvent: "suggestion_store_recovered",
      recoveredMessage: "storing suggestions works again",
    });
    storeEpisodes.set(store, episode);
  }
  return episode;
}

function idempotencyKeyOf(request: Request, body: Record<string, unknown>): { ok: boolean; key?: string } {
  const value = request.headers.get(IDEMPOTENCY_HEADER) ?? body[IDEMPOTENCY_FIELD];
  if (value === undefined || value === null || value === "") return { ok: true };
  return typeof value === "string" && IDEMPOTENCY_KEY_PATTERN.test(value) ? { ok: true, key: value } : { ok: false };
}

/** Failures carry the text as sent, so the page can give it back. */
export type SubmissionResult =
  | { kind: "stored"; id: string }
  /** A honeypot hit: answered like a success; nothing stored. */
  | { kind: "ignored"; id: string }
  | { kind: "invalid"; status: 400 | 413 | 415; message: string; field?: string; submitted?: string }
  | { kind: "rate_limited"; retryAfterSeconds: number; submitted: string }
  | { kind: "failed"; submitted: string };

export type SubmissionContext = Pick<ServerLoadContext, "services" | "logger" | "clientKey">;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function submitSuggestion(
  request: Request,
  { services, logger, clientKey }: SubmissionContext,
): Promise<SubmissionResult> {
  const body = await readJsonOrFormBody(request);
  if (!body.ok) return { kind: "invalid", status: body.status as 400 | 413 | 415, message: body.message };
  if (!isRecord(body.value)) {
    return {
      kind: "invalid",
      status: 400,
      message: `The request body must be an object with a "${SUGGESTION_FIELD}" field.`,
    };
  }

  const honeypot = body.value[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null) {
    logger.info({ event: "suggestion_honeypot" }, "honeypot filled; nothing stored");
    return { kind: "ignored", id: randomUUID() };
  }

  const value = body.value[SUGGESTION_FIELD];
  const submitted = typeof value === "string" ? value : "";
  const checked = checkSuggestion(value);
  if (!checked.ok) {
    return {
      kind: "invalid",
      status: 400,
      message: SUGGESTION_PROBLEM_MESSAGES[checked.problem],
      field: SUGGESTION_FIELD,
      submitted,
    };
  }

  const idempotency = idempotencyKeyOf(request, body.value);
  if (!idempotency.ok) {
    return {
      kind: "invalid",
      status: 400,
      message: `The ${IDEMPOTENCY_HEADER} must be 16 to 128 letters, digits, "-" or "_" (a UUID, say).`,
      field: IDEMPOTENCY_FIELD,
      submitted,
    };
  }
  const key = idempotency.key;
  const episode = storeEpisode(services.suggestions);

  try {
    // A retry of a stored suggestion is answered as before, without counting against the budget.
    const earlier = key ? await services.suggestions.findByIdempotencyKey(key) : undefined;
    if (earlier) {
      logger.info(
        { event: "suggestion_replayed", suggestionId: earlier.id },
        "suggestion already stored under its key",
      );
      return { kind: "stored", id: earlier.id };
    }
  } catch (error) {
    return storeFailed(error);
  }

  // Counted after the cheap checks: the budget protects the database and the owner's mailbox.
  const limit = await services.suggestionsRateLimiter.consume(clientKey);
  if (!limit.allowed) {
    logger.info({ event: "rate_limited", limiter: "suggestions" }, "rate limited");
    return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds, submitted };
  }

  let stored: { id: string; replayed: boolean };
  try {
    stored = await services.suggestions.add(checked.text, { idempotencyKey: key });
  } catch (error) {
    return storeFailed(error);
  }
  episode.succeeded(logger);
  logger.info(
    {
      event: stored.replayed ? "suggestion_replayed" : "suggestion_stored",
      suggestionId: stored.id,
      length: checked.text.length,
    },
    stored.replayed ? "suggestion already stored under its key" : "suggestion stored",
  );
  if (!stored.replayed) services.suggestionMailer?.kick();
  return { kind: "stored", id: stored.id };

  function storeFailed(error: unknown): SubmissionResult {
    const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
    episode.failed(logger, { error: name, code });
    return { kind: "failed", submitted };
  }
}
