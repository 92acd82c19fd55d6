/**
 * Finds the knowledge for what a visitor typed ("registered nurse" → nurse; "iced coffee" →
 * coffee), trying the last word also without a plural "s". The indexes are built once from the
 * data and never change.
 */
import { INTERESTS } from "./interests";
import { ROLES_A } from "./roles-a";
import { ROLES_B } from "./roles-b";
import { ROLES_C } from "./roles-c";
import { ROLES_D } from "./roles-d";
import { TRAITS } from "./traits";
import type { InterestKnowledge, RoleKnowledge, TraitKnowledge } from "./types";

function indexOf<T extends { names: readonly string[] }>(entries: readonly T[]): ReadonlyMap<string, T> {
  const index = new Map<string, T>();
  for (const entry of entries) for (const name of entry.names) if (!index.has(name)) index.set(name, entry);
  return index;
}

const ROLE_INDEX = indexOf<RoleKnowledge>([...ROLES_A, ...ROLES_B, ...ROLES_C, ...ROLES_D]);
const INTEREST_INDEX = indexOf<InterestKnowledge>(INTERESTS);
const TRAIT_INDEX = indexOf<TraitKnowledge>(TRAITS);
const MAX_NAME_WORDS = 4;

const singular = (word: string): string =>
  word.endsWith("ies")
    ? `${word.slice(0, -3)}y`
    : word.endsWith("s") && !word.endsWith("ss")
      ? word.slice(0, -1)
      : word;

/**
 * The entry named by the longest run of words that ends at the head: the last word ("film cameras"
 * is about cameras, not film; "wedding photographer" is a photographer).
 */
function find<T>(index: ReadonlyMap<string, T>, text: string): T | undefined {
  const words = text
    .toLowerCase()
    .replace(/[’]/gu, "'")
    .split(/[^\p{L}\p{N}'&-]+/u)
    .filter(Boolean);
  for (let size = Math.min(MAX_NAME_WORDS, words.length); size >= 1; size -= 1) {
    for (const start of [words.length - size]) {
      const run = words.slice(start, start + size);
      const phrase = run.join(" ");
      const found = index.get(phrase) ?? index.get([...run.slice(0, -1), singular(run.at(-1) ?? "")].join(" "));
      if (found) return found;
    }
  }
  return undefined;
}

/** A role's head comes before a preposition: "PhD student in marine biology" is a PhD student. */
export function findRole(text: string): RoleKnowledge | undefined {
  return find(ROLE_INDEX, text) ?? find(ROLE_INDEX, text.split(/\s+(?:in|at|for|of|with|from|on)\s+/iu)[0] ?? "");
}

export function findInterest(text: string): InterestKnowledge | undefined {
  return find(INTEREST_INDEX, text);
}

/** "quietly funny" is funny; "a dark sense of humour" is itself. */
export function findTrait(text: string): TraitKnowledge | undefined {
  return find(TRAIT_INDEX, text) ?? find(TRAIT_INDEX, text.replace(/^(?:a|an|very|super|really)\s+/iu, ""));
}
