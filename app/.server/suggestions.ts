import { randomUUID } from "node:crypto";

import { and, asc, eq, gt, or, sql } from "drizzle-orm";

import type { AppDatabase } from "./db/open-database";
import { suggestionIdempotencyKeys, suggestionOutbox, suggestions } from "./db/schema";

export interface Suggestion {
  id: string;
  text: string;
  createdAt: Date;
}

export interface AddedSuggestion extends Suggestion {
  replayed: boolean;
}

export interface SuggestionPage {
  suggestions: Suggestion[];
  nextAfter: string | undefined;
}

export interface SuggestionStore {
  // The outbox row commits in the same transaction, so no suggestion is left without its notification. A stored key
  // returns its suggestion (`replayed`) however many requests race.
  add(text: string, options?: { idempotencyKey?: string }): Promise<AddedSuggestion>;
  findByIdempotencyKey(key: string): Promise<Suggestion | undefined>;
  list(): Promise<Suggestion[]>;
  page(options: { after?: string; limit: number }): Promise<SuggestionPage>;
}

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
      // So the made-up id a honeypot hit receives looks real.
      const id = randomUUID();
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx.insert(suggestions).values({ id, text }).returning();
          // A second request with this key waits for this one, then fails on the key and finds this suggestion.
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
      // Keyset paging: each page costs the same however deep; a JavaScript Date would lose the microseconds.
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
