import { randomUUID } from "node:crypto";

import { checkSuggestion, SUGGESTION_PROBLEM_MESSAGES } from "@domain/suggestions/suggestion-text";
import { HONEYPOT_FIELD, SUGGESTION_FIELD } from "~/suggestion-form";

import { readJsonOrFormBody } from "./http-json";
import type { ServerLoadContext } from "./load-context";

/**
 * One submission of the suggestion form, as POST /api/suggestions (JSON or form) and the page's own
 * action (a form posted without JavaScript) both take it: read (size-limited), honeypot, check, rate
 * limit, store. Failures carry the text as it was sent, so the page can give it back to the visitor.
 */
export type SubmissionResult =
  /** Committed: the id is the stored row's. */
  | { kind: "stored"; id: string }
  /** A honeypot hit: answered like a success, with an id that looks real; nothing stored. */
  | { kind: "ignored"; id: string }
  | { kind: "invalid"; status: 400 | 413 | 415; message: string; field?: string; submitted?: string }
  | { kind: "rate_limited"; retryAfterSeconds: number; submitted: string }
  /** The database failed; the visitor is told to try again, the log says why. */
  | { kind: "failed"; submitted: string };

export type SubmissionContext = Pick<ServerLoadContext, "services" | "logger" | "clientIp">;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function submitSuggestion(
  request: Request,
  { services, logger, clientIp }: SubmissionContext,
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

  // Counted after the cheap checks: the budget protects the database and the owner's mailbox.
  const limit = await services.suggestionsRateLimiter.consume(clientIp);
  if (!limit.allowed) {
    logger.info({ event: "rate_limited", limiter: "suggestions" }, "rate limited");
    return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds, submitted };
  }

  let id: string;
  try {
    ({ id } = await services.suggestions.add(checked.text));
  } catch (error) {
    const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
    logger.error({ event: "suggestion_store_failed", error: name, code }, "could not store a suggestion");
    return { kind: "failed", submitted };
  }
  // Never the text: its id and length are enough to follow it.
  logger.info({ event: "suggestion_stored", suggestionId: id, length: checked.text.length }, "suggestion stored");
  services.suggestionMailer?.kick();
  return { kind: "stored", id };
}
