import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The one schema, for PGlite and PostgreSQL alike. Migrations in drizzle/ are generated from it by
 * drizzle-kit (`npm run db:generate`) and applied when the database opens.
 */

/** A visitor's feature suggestion: its id, its text and when it arrived. Nothing that identifies the visitor. */
export const suggestions = pgTable(
  "suggestions",
  {
    id: uuid("id").primaryKey(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("suggestions_created_at_idx").on(table.createdAt, table.id)],
);

/**
 * The outbox of owner e-mails: one row per suggestion still to be mailed, written in the same
 * transaction as the suggestion, deleted once the mail server accepted the message.
 */
export const suggestionOutbox = pgTable(
  "suggestion_outbox",
  {
    suggestionId: uuid("suggestion_id")
      .primaryKey()
      .references(() => suggestions.id, { onDelete: "cascade" }),
    /** Sending attempts started so far. */
    attempts: integer("attempts").notNull().default(0),
    /** Not to be tried before this time: the back-off after a failure, or the lease of a worker sending it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** A short reason for the last failure (an error code or SMTP status), never message text. */
    lastError: text("last_error"),
  },
  (table) => [index("suggestion_outbox_next_attempt_at_idx").on(table.nextAttemptAt)],
);

/**
 * Idempotency keys of stored suggestions: the form sends a fresh random key with each suggestion
 * and the same key when it retries, so a retry after a lost answer (a 503 whose insert had in fact
 * committed, a dropped connection) finds the suggestion instead of storing it twice. The key is the
 * browser's random value, nothing about the visitor; it goes with its suggestion.
 */
export const suggestionIdempotencyKeys = pgTable("suggestion_idempotency_keys", {
  key: text("key").primaryKey(),
  suggestionId: uuid("suggestion_id")
    .notNull()
    .references(() => suggestions.id, { onDelete: "cascade" }),
});

export const schema = { suggestions, suggestionOutbox, suggestionIdempotencyKeys };
export type Schema = typeof schema;
