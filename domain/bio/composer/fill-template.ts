/**
 * Fills one line template with the visitor's words, lexicon entries and the bio's persona. The
 * visitor's words are never re-cased (only a line's first letter may be capitalised); template and
 * lexicon text follows the bio's casing (lowercase for the soft tones).
 */
import { capitalizeSentenceStarts, lowercaseLoosely, tidySpacing, withArticle } from "./grammar";
import type { Random } from "./random";
import { type LineTemplate, type Part, parseTemplateText, type PersonaField } from "./templates";
import type { VisitorTerm, VisitorWords } from "./visitor-words";

export type Lexicons = Readonly<Record<string, readonly string[]>>;

/** A business the bio speaks for, drawn per bio on the Business page (see banks/business.ts). */
export type Persona = Readonly<Record<PersonaField, readonly string[]>> & {
  /** How customers act on the bio: it picks the call-to-action and value lexicons ({biz_cta_*}). */
  readonly mode: "shop" | "book" | "order" | "quote";
  readonly emoji: readonly string[];
  readonly hashtags: readonly string[];
};

/** What one bio has used so far: its lines share the visitor's words, never repeat them. */
export interface BioState {
  remainingInterests: VisitorTerm[];
  professionUsed: boolean;
  traitsUsed: number;
  adjectiveTraitsUsed: number;
  readonly usedLexicon: Set<string>;
  readonly mentioned: VisitorTerm[];
  readonly persona: Persona | undefined;
  /** Persona entries already used in this bio, so two lines do not repeat one. */
  readonly usedPersona: Set<string>;
  /** Entries (lexicon name + text) drawn for this bio, recorded in the batch when it is accepted. */
  readonly drawn: string[];
}

export interface FillSettings {
  readonly words: VisitorWords;
  readonly lexicons: Lexicons;
  readonly rng: Random;
  readonly lowercase: boolean;
  readonly separator: string;
  /** Lexicon entries shown in this batch already; avoided while `freshOnly` holds. */
  readonly batchUsed: ReadonlySet<string>;
  readonly freshOnly: boolean;
  /** Entries that must not be drawn (slang under the Professional style). */
  readonly rejectEntry?: (entry: string) => boolean;
  /**
   * Entries whose words the avoided bios have not used; preferred, since the strict history rules
   * reject most bios that reuse them. Absent when there is no history to avoid.
   */
  readonly isFreshEntry?: (entry: string) => boolean;
}

export interface FilledLine {
  readonly text: string;
  /** The visitor's terms this line names (profession, interests). */
  readonly mentioned: readonly VisitorTerm[];
  /** The bio state after this line; the caller adopts it only if it keeps the line. */
  readonly state: BioState;
}

export function createBioState(words: VisitorWords, rng: Random, persona: Persona | undefined): BioState {
  return {
    remainingInterests: rng.shuffle(words.interests),
    professionUsed: false,
    traitsUsed: 0,
    adjectiveTraitsUsed: 0,
    usedLexicon: new Set(),
    mentioned: [],
    persona,
    usedPersona: new Set(),
    drawn: [],
  };
}

/** Whether the bio's remaining words can fill every visitor slot of the template. */
export function canFill(template: LineTemplate, words: VisitorWords, state: BioState): boolean {
  const needs = template.needs;
  if (needs.profession && (!words.profession || state.professionUsed)) return false;
  if (needs.persona && !state.persona) return false;
  const remaining = state.remainingInterests;
  let required = needs.interests + (needs.list ? 2 : 0);
  if (needs.fuel) {
    if (!remaining.some((term) => term.fuel)) return false;
    required += 1;
  }
  if (needs.activity) {
    if (!remaining.some((term) => term.activity && !(needs.fuel && term.fuel))) return false;
    required += 1;
  }
  if (remaining.length < required) return false;
  const traits = words.traits.length - state.traitsUsed;
  if (needs.traits > traits) return false;
  const adjectives = words.traits.slice(state.traitsUsed).filter((trait) => trait.adjective).length;
  return needs.adjectiveTraits <= adjectives;
}

const parsedEntries = new Map<string, readonly Part[]>();

function parsedEntry(entry: string): readonly Part[] {
  let parts = parsedEntries.get(entry);
  if (!parts) {
    parts = parseTemplateText(entry);
    parsedEntries.set(entry, parts);
  }
  return parts;
}

/** A random entry of the lexicon that this bio has not used, fresh in the batch when possible. */
function drawEntry(name: string, settings: FillSettings, state: BioState): string | undefined {
  const entries = settings.lexicons[name];
  if (!entries || entries.length === 0) throw new Error(`Unknown lexicon "${name}"`);
  const isFresh = settings.isFreshEntry;
  // Levels from most to least wanted: new to the history and to this answer, new to the answer,
  // anything this bio has not used.
  const levels: ((entry: string, key: string) => boolean)[] = [];
  if (isFresh) levels.push((entry, key) => !settings.batchUsed.has(key) && isFresh(entry));
  if (settings.freshOnly) levels.push((_entry, key) => !settings.batchUsed.has(key));
  levels.push(() => true);
  const acceptable = (entry: string, level: number): boolean => {
    const key = `${name}:${entry}`;
    if (state.usedLexicon.has(key) || settings.rejectEntry?.(entry)) return false;
    return levels[level]?.(entry, key) ?? false;
  };
  // A few random draws find a wanted entry in all but the smallest lexicons; a scan from a random
  // start settles the rest without bias towards the first entries.
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const entry = settings.rng.pick(entries);
    if (entry !== undefined && acceptable(entry, 0)) return entry;
  }
  const start = settings.rng.int(entries.length);
  for (let level = 0; level < levels.length; level += 1) {
    for (let offset = 0; offset < entries.length; offset += 1) {
      const entry = entries[(start + offset) % entries.length] ?? "";
      if (acceptable(entry, level)) return entry;
    }
  }
  return undefined;
}

function drawPersona(field: PersonaField, settings: FillSettings, state: BioState): string | undefined {
  const options = state.persona?.[field] ?? [];
  const fresh = options.filter((option) => !state.usedPersona.has(option));
  return settings.rng.pick(fresh);
}

/**
 * A sentence-case entry ("Made in our own workshop") used after other words: its capital goes,
 * unless the first word is "I", an acronym ("DM") or a deliberately cased word.
 */
function midSentence(entry: string): string {
  const first = /^[\p{L}'’]+/u.exec(entry)?.[0] ?? "";
  if (first === "" || /^I(?:['’]|$)/u.test(first) || /\p{Lu}/u.test(first.slice(1)) || !/^\p{Lu}/u.test(first))
    return entry;
  return entry.charAt(0).toLowerCase() + entry.slice(1);
}

interface Segment {
  readonly text: string;
  /** The visitor's own words: never re-cased. */
  readonly visitor: boolean;
}

function takeInterest(
  state: BioState,
  predicate: (term: VisitorTerm) => boolean,
  rng: Random,
): VisitorTerm | undefined {
  const candidates = state.remainingInterests.filter(predicate);
  const chosen = rng.pick(candidates);
  if (chosen) state.remainingInterests = state.remainingInterests.filter((term) => term !== chosen);
  return chosen;
}

/**
 * The template filled in, or undefined when a slot cannot be filled (the caller checks canFill
 * first, so this only happens when a lexicon is exhausted for the bio). `state` is not changed: the
 * result carries the state after the line, for the caller to adopt if it keeps the line.
 */
export function fillTemplate(template: LineTemplate, settings: FillSettings, state: BioState): FilledLine | undefined {
  const { words, rng } = settings;
  // Work on a copy of the mutable parts of the state, committed only when the whole line fills.
  const draft: BioState = {
    ...state,
    remainingInterests: [...state.remainingInterests],
    usedLexicon: new Set(state.usedLexicon),
    usedPersona: new Set(state.usedPersona),
    mentioned: [...state.mentioned],
    drawn: [...state.drawn],
  };
  const mentioned: VisitorTerm[] = [];
  const interestsByIndex = new Map<number, VisitorTerm>();
  const needs = template.needs;

  // Special interests first, so the plain ones do not take the only drinkable or -ing term.
  const fuel = needs.fuel ? takeInterest(draft, (term) => term.fuel, rng) : undefined;
  const activity = needs.activity ? takeInterest(draft, (term) => term.activity, rng) : undefined;
  for (let index = 1; index <= needs.interests; index += 1) {
    const term = takeInterest(draft, () => true, rng);
    if (!term) return undefined;
    interestsByIndex.set(index, term);
  }
  const list = needs.list ? draft.remainingInterests.slice(0, 3) : [];
  if (needs.list) {
    if (list.length < 2) return undefined;
    draft.remainingInterests = draft.remainingInterests.slice(list.length);
  }

  const segments: Segment[] = [];
  const fillParts = (parts: readonly Part[], depth: number): boolean => {
    for (const part of parts) {
      if (!("slot" in part)) {
        segments.push({ text: part.text, visitor: false });
        continue;
      }
      const slot = part.slot;
      switch (slot.kind) {
        case "profession": {
          const profession = words.profession;
          if (!profession) return false;
          draft.professionUsed = true;
          mentioned.push(profession);
          if (slot.article) {
            const article = withArticle(profession.text);
            segments.push({ text: article.slice(0, article.length - profession.text.length), visitor: false });
          }
          segments.push({ text: profession.text, visitor: true });
          break;
        }
        case "interest": {
          const term = interestsByIndex.get(slot.index);
          if (!term) return false;
          mentioned.push(term);
          segments.push({ text: slot.modifier ? term.modifier : term.text, visitor: true });
          break;
        }
        case "fuel":
        case "activity": {
          const term = slot.kind === "fuel" ? fuel : activity;
          if (!term) return false;
          mentioned.push(term);
          segments.push({ text: term.text, visitor: true });
          break;
        }
        case "interestList": {
          list.forEach((term, index) => {
            mentioned.push(term);
            if (index > 0) segments.push({ text: index === list.length - 1 ? " and " : ", ", visitor: false });
            segments.push({ text: term.text, visitor: true });
          });
          break;
        }
        case "trait": {
          const available = words.traits.slice(draft.traitsUsed);
          const trait = slot.adjective ? available.find((candidate) => candidate.adjective) : available[0];
          if (!trait) return false;
          draft.traitsUsed = words.traits.indexOf(trait) + 1;
          segments.push({ text: trait.text, visitor: true });
          break;
        }
        case "separator":
          segments.push({ text: settings.separator, visitor: false });
          break;
        case "lexicon": {
          if (depth > 2) return false;
          const name = slot.name.endsWith("*") ? `${slot.name.slice(0, -1)}${draft.persona?.mode ?? ""}` : slot.name;
          const entry = drawEntry(name, settings, draft);
          if (entry === undefined) return false;
          const key = `${name}:${entry}`;
          draft.usedLexicon.add(key);
          draft.drawn.push(key);
          if (slot.article) segments.push({ text: `${withArticle(entry).split(" ")[0] ?? "a"} `, visitor: false });
          const startsLine = segments.every((segment) => segment.text.trim() === "");
          if (!fillParts(parsedEntry(startsLine ? entry : midSentence(entry)), depth + 1)) return false;
          break;
        }
        case "persona": {
          const value = drawPersona(slot.field, settings, draft);
          if (value === undefined) return false;
          draft.usedPersona.add(value);
          draft.drawn.push(`persona:${value}`);
          segments.push({ text: slot.article ? withArticle(value) : value, visitor: false });
          break;
        }
      }
    }
    return true;
  };
  if (!fillParts(template.parts, 0)) return undefined;

  let text = tidySpacing(
    segments
      .map((segment) => (settings.lowercase && !segment.visitor ? lowercaseLoosely(segment.text) : segment.text))
      .join(""),
  );
  if (!settings.lowercase) text = capitalizeSentenceStarts(text);
  if (text === "") return undefined;

  return { text, mentioned, state: { ...draft, mentioned: [...draft.mentioned, ...mentioned] } };
}
