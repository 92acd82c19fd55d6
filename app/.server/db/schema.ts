import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** `npm run db:generate` makes drizzle/ from this schema. */

/** Nothing that identifies the visitor. */
export const suggestions = pgTable(
  "suggestions",
  {
    id: uuid("id").primaryKey(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("suggestions_created_at_idx").on(table.createdAt, table.id)],
);

/** Written in the suggestion's transaction, deleted once the mail server accepted the message. */
export const suggestionOutbox = pgTable(
  "suggestion_outbox",
  {
    suggestionId: uuid("suggestion_id")
      .primaryKey()
      .references(() => suggestions.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastError: text("last_error"),
  },
  (table) => [index("suggestion_outbox_next_attempt_at_idx").on(table.nextAttemptAt)],
);

/** A retry after a lost answer finds the suggestion instead of storing it twice. */
export const suggestionIdempotencyKeys = pgTable("suggestion_idempotency_keys", {
  key: text("key").primaryKey(),
  suggestionId: uuid("suggestion_id")
    .notNull()
    .references(() => suggestions.id, { onDelete: "cascade" }),
});

export const schema = { suggestions, suggestionOutbox, suggestionIdempotencyKeys };
export type Schema = typeof schema;
