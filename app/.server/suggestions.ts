import { randomUUID } from "node:crypto";

import { asc } from "drizzle-orm";

import type { AppDatabase } from "./db/open-database";
import { suggestionOutbox, suggestions } from "./db/schema";

/** A stored suggestion: its id, its text and when it arrived. Nothing about who sent it. */
export interface Suggestion {
  id: string;
  text: string;
  createdAt: Date;
}

export interface SuggestionStore {
  /**
   * Stores a suggestion (already checked and normalised) and resolves once it is committed. When
   * owner e-mails are on, the e-mail's outbox row commits in the same transaction, so a stored
   * suggestion is never left without its notification.
   */
  add(text: string): Promise<Suggestion>;
  /** Every suggestion, oldest first. */
  list(): Promise<Suggestion[]>;
}

export function createSuggestionStore(db: AppDatabase, { notify }: { notify: boolean }): SuggestionStore {
  return {
    async add(text) {
      // A random UUID, so the made-up id a honeypot hit receives looks like a real one.
      const id = randomUUID();
      if (!notify) {
        const [row] = await db.insert(suggestions).values({ id, text }).returning();
        return row!;
      }
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(suggestions).values({ id, text }).returning();
        await tx.insert(suggestionOutbox).values({ suggestionId: id });
        return row!;
      });
    },
    async list() {
      return db.select().from(suggestions).orderBy(asc(suggestions.createdAt), asc(suggestions.id));
    },
  };
}
