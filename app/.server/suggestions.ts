import { randomUUID } from "node:crypto";

import { and, asc, eq, gt, or, sql } from "drizzle-orm";

import type { AppDatabase } from "./db/open-database";
import { suggestionIdempotencyKeys, suggestionOutbox, suggestions } from "./db/schema";

/** A stored suggestion: its id, its text and when it arrived. Nothing about who sent it. */
export interface Suggestion {
  id: string;
  text: string;
  createdAt: Date;
}

/** A stored suggestion, and whether this call found it stored already under the same idempotency key. */
export interface AddedSuggestion extends Suggestion {
  replayed: boolean;
}

export interface SuggestionPage {
  suggestions: Suggestion[];
  /** The id to pass as `after` for the next page; undefined on the last page. */
  nextAfter: string | undefined;
}

export interface SuggestionStore {
  /**
   * Stores a suggestion (already checked and normalised) and resolves once it is committed. When
   * owner e-mails are on, the e-mail's outbox row commits in the same transaction, so a stored
   * suggestion is never left without its notification. With an idempotency key, a suggestion
   * already stored under that key is returned instead (`replayed`), however many requests race.
   */
  add(text: string, options?: { idempotencyKey?: string }): Promise<AddedSuggestion>;
  /** The suggestion stored under an idempotency key, if any. */
  findByIdempotencyKey(key: string): Promise<Suggestion | undefined>;
  /** Every suggestion, oldest first. */
  list(): Promise<Suggestion[]>;
  /** Up to `limit` suggestions, oldest first, after the one with id `after` (from the start without). */
  page(options: { after?: string; limit: number }): Promise<SuggestionPage>;
}

/** PostgreSQL's unique_violation, found on the error or on what it wraps (drizzle wraps driver errors). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export function createSuggestionStore(db: AppDatabase, { notify }: { notify: boolean }): SuggestionStore {
  async function findByIdempotencyKey(key: string): Promise<Suggestion | undefined> {
    const [row] = await db
      .select({ id: suggestions.id, text: suggestions.text, createdAt: suggestions.createdAt })
      .from(suggestionIdempotencyKeys)
      .innerJoin(suggestions, eq(suggestions.id, suggestionIdempotencyKeys.suggestionId))
      .where(eq(suggestionIdempotencyKeys.key, key));
    return row;
  }

  return {
    async add(text, { idempotencyKey } = {}) {
      // A random UUID, so the made-up id a honeypot hit receives looks like a real one.
      const id = randomUUID();
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx.insert(suggestions).values({ id, text }).returning();
          // In the same transaction: a second request with this key waits for this one, then fails
          // on the key and finds this suggestion (below).
          if (idempotencyKey)
            await tx.insert(suggestionIdempotencyKeys).values({ key: idempotencyKey, suggestionId: id });
          if (notify) await tx.insert(suggestionOutbox).values({ suggestionId: id });
          return inserted!;
        });
        return { ...row, replayed: false };
      } catch (error) {
        if (idempotencyKey && isUniqueViolation(error)) {
          const stored = await findByIdempotencyKey(idempotencyKey);
          if (stored) return { ...stored, replayed: true };
        }
        throw error;
      }
    },
    findByIdempotencyKey,
    async list() {
      return db.select().from(suggestions).orderBy(asc(suggestions.createdAt), asc(suggestions.id));
    },
    async page({ after, limit }) {
      // Keyset paging on (created_at, id), the order of the list and of its index: each page costs
      // the same however deep it is. The cursor is a row's id, whose time the database looks up
      // itself (a JavaScript Date would lose PostgreSQL's microseconds).
      const cursor = after
        ? db.select({ createdAt: suggestions.createdAt }).from(suggestions).where(eq(suggestions.id, after))
        : undefined;
      const rows = await db
        .select()
        .from(suggestions)
        .where(
          cursor && after
            ? or(
                gt(suggestions.createdAt, sql`(${cursor})`),
                and(eq(suggestions.createdAt, sql`(${cursor})`), gt(suggestions.id, after)),
              )
            : undefined,
        )
        .orderBy(asc(suggestions.createdAt), asc(suggestions.id))
        .limit(limit + 1);
      const more = rows.length > limit;
      const page = more ? rows.slice(0, limit) : rows;
      return { suggestions: page, nextAfter: more ? page.at(-1)!.id : undefined };
    },
  };
}
