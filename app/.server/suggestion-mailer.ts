import { and, asc, eq, inArray, lt, lte, min } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";

import type { AppDatabase } from "./db/open-database";
import { suggestionOutbox, suggestions } from "./db/schema";
import type { Logger } from "./logger";

// Sends from the outbox (docs/decisions/009-suggestions.md) at least once: a crash after the mail server accepted
// resends with the same Message-ID.
export interface SuggestionMailer {
  /** Never waits and never throws: the caller is a visitor's request. */
  kick(): void;
  stop(): Promise<void>;
}

export interface MailerTiming {
  retryBaseMs: number;
  retryMaxMs: number;
  pollIntervalMs: number;
  leaseMs: number;
  /** A mail given up stays in the outbox, marked by its attempt count. */
  maxAttempts: number;
}

export const DEFAULT_MAILER_TIMING: MailerTiming = {
  retryBaseMs: 10_000,
  retryMaxMs: 60 * 60_000,
  pollIntervalMs: 60_000,
  leaseMs: 5 * 60_000,
  // With the defaults, about two days of hourly retries.
  maxAttempts: 50,
};

export function retryDelayMs(
  attempts: number,
  { retryBaseMs, retryMaxMs }: Pick<MailerTiming, "retryBaseMs" | "retryMaxMs">,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(retryBaseMs * 2 ** exponent, retryMaxMs);
}

export interface SuggestionMailerOptions {
  db: AppDatabase;
  smtpUrl: string;
  to: string;
  from: string;
  logger: Logger;
  timing?: Partial<MailerTiming>;
}

const BATCH_SIZE = 20;
const STOP_GRACE_MS = 2000;

interface Claimed {
  id: string;
  text: string;
  createdAt: Date;
  attempts: number;
}

export function mailFailureReason(error: unknown): string {
  const { code, responseCode, originalCode } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    originalCode?: unknown;
  };
  if (typeof responseCode === "number") return `smtp_${responseCode}`;
  // nodemailer reports a socket failure as ESOCKET and keeps the system's code beside it.
  for (const candidate of [originalCode, code]) {
    if (typeof candidate === "string" && /^[A-Z0-9_]{2,40}$/.test(candidate)) return candidate;
  }
  return "unknown";
}

export function createSuggestionMailer({
  db,
  smtpUrl,
  to,
  from,
  logger,
  timing: timingOverrides,
}: SuggestionMailerOptions): SuggestionMailer {
  const timing = { ...DEFAULT_MAILER_TIMING, ...timingOverrides };
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    // nodemailer's defaults would hold the worker for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void cycle(), Math.max(0, delayMs));
    timer.unref();
  }

  async function claimDue(): Promise<Claimed[]> {
    const now = new Date();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ suggestionId: suggestionOutbox.suggestionId, attempts: suggestionOutbox.attempts })
        .from(suggestionOutbox)
        .where(and(lte(suggestionOutbox.nextAttemptAt, now), lt(suggestionOutbox.attempts, timing.maxAttempts)))
        .orderBy(asc(suggestionOutbox.nextAttemptAt))
        .limit(BATCH_SIZE)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((row) => row.suggestionId);
      await tx
        .update(suggestionOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + timing.leaseMs) })
        .where(inArray(suggestionOutbox.suggestionId, ids));
      const rows = await tx.select().from(suggestions).where(inArray(suggestions.id, ids));
      const attempts = new Map(due.map((row) => [row.suggestionId, row.attempts]));
      return rows.map((row) => ({ ...row, attempts: attempts.get(row.id) ?? 0 }));
    });
  }

  async function send(mail: Claimed) {
    await transport.sendMail({
      from,
      to,
      subject: "New feature suggestion",
      messageId: `<suggestion-${mail.id}@social-bio-generator.invalid>`,
      text:
        `Someone suggested a feature on Social Bio Generator:\n\n${mail.text}\n\n` +
        `--\nSuggestion ${mail.id}, received ${mail.createdAt.toISOString()}.\n`,
    });
  }

  async function sendDue() {
    for (;;) {
      if (stopped) return;
      const batch = await claimDue();
      if (batch.length === 0) return;
      for (const [index, mail] of batch.entries()) {
        try {
          await send(mail);
        } catch (error) {
          const attempts = mail.attempts + 1;
          const reason = mailFailureReason(error);
          const delay = retryDelayMs(attempts, timing);
          const retryAt = new Date(Date.now() + delay);
          await db
            .update(suggestionOutbox)
            .set({ attempts, nextAttemptAt: retryAt, lastError: reason })
            .where(eq(suggestionOutbox.suggestionId, mail.id));
          // The rest of the batch was not tried: it waits as long, without counting an attempt.
          const rest = batch.slice(index + 1).map((other) => other.id);
          if (rest.length > 0) {
            await db
              .update(suggestionOutbox)
              .set({ nextAttemptAt: retryAt })
              .where(inArray(suggestionOutbox.suggestionId, rest));
          }
          if (attempts >= timing.maxAttempts) {
            logger.error(
              { event: "suggestion_mail_gave_up", suggestionId: mail.id, attempts, reason },
              "gave up e-mailing a suggestion",
            );
          } else {
            logger.warn(
              { event: "suggestion_mail_failed", suggestionId: mail.id, attempts, reason, retryInMs: delay },
              "could not e-mail a suggestion; will retry",
            );
          }
          return;
        }
        await db.delete(suggestionOutbox).where(eq(suggestionOutbox.suggestionId, mail.id));
        logger.info(
          { event: "suggestion_mailed", suggestionId: mail.id, attempts: mail.attempts + 1 },
          "suggestion e-mailed",
        );
      }
    }
  }

  async function nextDelay(): Promise<number> {
    const [row] = await db
      .select({ next: min(suggestionOutbox.nextAttemptAt) })
      .from(suggestionOutbox)
      .where(lt(suggestionOutbox.attempts, timing.maxAttempts));
    if (!row?.next) return timing.pollIntervalMs;
    return Math.min(Math.max(new Date(row.next).getTime() - Date.now(), 0), timing.pollIntervalMs);
  }

  async function cycle() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let delay = timing.pollIntervalMs;
      try {
        await sendDue();
        if (!stopped) delay = await nextDelay();
      } catch (error) {
        if (!stopped)
          logger.error(
            { event: "suggestion_mailer_failed", error: (error as Error)?.name },
            "suggestion mailer failed",
          );
      }
      if (again) {
        again = false;
        delay = 0;
      }
      schedule(delay);
    })();
    await running;
    running = undefined;
  }

  schedule(0);

  return {
    kick() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A hanging mail server does not hold up the shutdown: its mail goes out after the restart.
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (wait = setTimeout(resolve, STOP_GRACE_MS)))]);
      clearTimeout(wait);
      transport.close();
    },
  };
}
