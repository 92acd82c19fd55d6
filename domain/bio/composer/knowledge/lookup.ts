/** Finds the knowledge for what a visitor typed ("registered nurse" → nurse; "iced coffees" → coffee). */
import { singularOf } from "../../similarity";

import { ANY_KIND } from "./any-kind";
import { INTERESTS } from "./interests";
import { ROLES } from "./roles";
import { TRAITS } from "./traits";
import type { InterestKnowledge, RoleKnowledge, TraitKnowledge } from "./types";

function indexOf<T extends { names: readonly string[] }>(entries: readonly T[]): ReadonlyMap<string, T> {
  const index = new Map<string, T>();
  for (const entry of entries) for (const name of entry.names) if (!index.has(name)) index.set(name, entry);
  return index;
}

const [ROLE_INDEX, INTEREST_INDEX, TRAIT_INDEX] = [indexOf(ROLES), indexOf(INTERESTS), indexOf(TRAITS)];
const MAX_NAME_WORDS = 5;

/** Whether an entry speaks for "<before> <name>": a tree surgeon is not a surgeon. */
const fits = (entry: { kinds?: readonly string[] }, before: readonly string[]): boolean =>
  before.length === 0 ||
  entry.kinds === undefined ||
  ANY_KIND.has(before.at(-1) ?? "") ||
  entry.kinds.some((kind) => before.slice(-kind.split(" ").length).join(" ") === kind);

// The entry named by the longest run of words that ends at the head: the last word ("film cameras"
// is about cameras, not film; "wedding photographer" is a photographer), if it fits the words before.
function find<T extends { names: readonly string[]; kinds?: readonly string[] }>(
  index: ReadonlyMap<string, T>,
  text: string,
): T | undefined {
  const words = text
    .toLowerCase()
    .replace(/[’]/gu, "'")
    .split(/[^\p{L}\p{N}'&-]+/u)
    .filter(Boolean);
  for (let size = Math.min(MAX_NAME_WORDS, words.length); size >= 1; size -= 1) {
    const start = words.length - size;
    const run = words.slice(start);
    const found = index.get(run.join(" ")) ?? index.get([...run.slice(0, -1), singularOf(run.at(-1) ?? "")].join(" "));
    if (found) return fits(found, words.slice(0, start)) ? found : undefined;
  }
  return undefined;
}

const PREPOSITION = /\s+(?:in|at|for|of|with|from|on|to)\s+/iu;

/** A role's head comes before a preposition (an "assistant to a vet"), unless the base names the whole ("head of marketing"). */
export function findRole(text: string): RoleKnowledge | undefined {
  const whole = find(ROLE_INDEX, text);
  // "Mortgage adviser based in London", "technician up in Aberdeenshire": the role before where.
  const head = (text.split(PREPOSITION)[0] ?? "").replace(/\s+(?:based|up|down|out|over|living|working)$/iu, "");
  return head === text || whole?.names.some((name) => PREPOSITION.test(` ${name} `)) ? whole : find(ROLE_INDEX, head);
}

/** A thing loved before how ("walks with headphones in"), its name ("cat Biscuit") or its object ("knitting hats"). */
const QUALIFIER =
  /\s+(?:that|which|who|what|with|in|at|on(?!(?: the)? t(?:elly|v)\b)|for|from|to|all|when|while|(?:down|off|along|up)(?=\s+(?:the|my|a)\s))\s+/iu;
export const headOf = (text: string): string =>
  (text.split(QUALIFIER)[0] ?? "")
    .replace(/(?<=(?:^|\s)\p{Ll}+)\s+\p{Lu}\p{Ll}+(?<!s)$/u, "")
    .replace(/^(\p{Ll}+ing)(?:\s+\p{L}+){1,3}$/u, (all, doing: string) => (INTEREST_INDEX.has(doing) ? doing : all));
export const findInterest = (text: string): InterestKnowledge | undefined => find(INTEREST_INDEX, text);

/** Whether the base names this very interest ("drum and bass"), not only one inside it ("bass"). */
export const namesInterest = (text: string): boolean => findInterest(text)?.names.includes(text.toLowerCase()) === true;

/** "quietly funny" is funny; "a dark sense of humour" is itself. */
export const findTrait = (text: string): TraitKnowledge | undefined =>
  find(TRAIT_INDEX, text) ?? find(TRAIT_INDEX, text.replace(/^(?:a|an|very|super|really)\s+/iu, ""));
