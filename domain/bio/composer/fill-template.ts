/**
 * Fills one line template with the visitor's words, lexicon entries and the bio's persona. The
 * visitor's words are never re-cased (only a line's first letter may be capitalised); template and
 * lexicon text follows the bio's casing (lowercase for the soft tones).
 *
 * Each visitor slot takes a term of the kind it reads well with (templates.ts), and a line is
 * refused when it would say a meaningful word the bio has already said ("Side-quest hunter on a
 * side quest", "Dog walker who loves dogs"), unless its template repeats the word on purpose.
 */
import { isMeaningfulWord, isSentenceMark, splitSentences, tokenizeWords } from "../similarity";

import {
  capitalizeSentenceStarts,
  isDeliberatelyCased,
  lowercaseLoosely,
  tidySpacing,
  withArticle,
  wordStem,
} from "./grammar";
import { actionVerbs } from "./persona-action";
import type { Random } from "./random";
import {
  type InterestForm,
  type LineTemplate,
  type Part,
  parseTemplateText,
  type PersonaField,
  type ServiceField,
  type TraitForm,
} from "./templates";
import type { VisitorTerm, VisitorTrait, VisitorWords } from "./visitor-words";

export type Lexicons = Readonly<Record<string, readonly string[]>>;

/** A business the bio speaks for, drawn per bio on the Business page (see banks/business.ts). */
export type Persona = Readonly<Record<PersonaField, readonly string[]>> & {
  /** How customers act on the bio: it picks the call-to-action and value lexicons ({biz_cta_*}). */
  readonly mode: "shop" | "book" | "order" | "quote";
  readonly emoji: readonly string[];
  readonly hashtags: readonly string[];
};

/** How often the answer so far has used each of the visitor's words, to spread them over its bios. */
export interface AnswerUse {
  readonly terms: Map<string, number>;
  readonly traits: Map<string, number>;
  readonly forms: Map<string, number>;
}

export function createAnswerUse(): AnswerUse {
  return { terms: new Map(), traits: new Map(), forms: new Map() };
}

/** What one bio has used so far: its lines share the visitor's words, never repeat them. */
export interface BioState {
  remainingInterests: VisitorTerm[];
  remainingTraits: VisitorTrait[];
  professionUsed: boolean;
  /** The profession's form this bio uses (see ProfessionTerm.forms). */
  readonly professionForm: string | undefined;
  // A bio says a dozen or so words: lists are cheaper to copy and search than sets at this size.
  readonly usedLexicon: readonly string[];
  readonly mentioned: VisitorTerm[];
  readonly traitsUsed: VisitorTrait[];
  readonly persona: Persona | undefined;
  /** Persona and service entries already used in this bio, so two lines do not repeat one. */
  readonly usedPersona: readonly string[];
  /**
   * Entries drawn for this bio (lexicon, persona and service text), recorded in the batch when it
   * is accepted. An entry is its own key: the same text in two lexicons counts once, which keeps a
   * bio from saying it twice.
   */
  readonly drawn: string[];
  /** Stems of the meaningful words the bio's lines have said (distinct). */
  readonly stems: readonly string[];
  /** The meaningful words the bio's lines have said, as the uniqueness rules count them (distinct). */
  readonly words: readonly string[];
  /** Per avoided bio, the words this bio shares with it so far (see HistoryIndex.addOverlap). */
  readonly overlap: Int32Array;
}

export interface FillSettings {
  readonly words: VisitorWords;
  readonly lexicons: Lexicons;
  readonly rng: Random;
  readonly lowercase: boolean;
  readonly separator: string;
  /** Entries shown in this batch already (by their text); avoided while `freshOnly` holds. */
  readonly batchUsed: ReadonlySet<string>;
  readonly freshOnly: boolean;
  /** Entries that must not be drawn (slang under the Professional style). */
  readonly rejectEntry?: (entry: string) => boolean;
  /**
   * Whether an entry may be drawn at all, and whether it is preferred: "fresh" (its words are new
   * to the avoided bios, since the strict history rules reject most bios that reuse them),
   * "usable", or "rejected". The composer judges each entry once per request; absent, every entry
   * rejectEntry lets through is fresh.
   */
  readonly classifyEntry?: (entry: string) => EntryKind;
  /**
   * The lexicon as this request judges it (classifyEntry of every entry, with the positions of
   * each kind), kept per request by the composer: draws then look only at the entries they could
   * take instead of scanning the whole lexicon. Absent, entries are judged one by one.
   */
  readonly lexiconView?: (name: string, entries: readonly string[]) => LexiconView;
}

export type EntryKind = "fresh" | "usable" | "rejected";

/** A lexicon as one request judges it: see FillSettings.lexiconView and createLexiconView. */
export interface LexiconView {
  /** Per entry: 0 fresh, 1 usable, 2 rejected (EntryKind). */
  readonly kinds: readonly number[];
  /** Positions of the fresh entries, ascending. */
  readonly fresh: readonly number[];
  /** Positions of the entries that are fresh or usable, ascending. */
  readonly usable: readonly number[];
}

const KIND_CODES: Readonly<Record<EntryKind, number>> = { fresh: 0, usable: 1, rejected: 2 };

/** Judges every entry of a lexicon with `classify` (given the entry and its position), once. */
export function createLexiconView(
  entries: readonly string[],
  classify: (entry: string, position: number) => EntryKind,
): LexiconView {
  const kinds: number[] = [];
  const fresh: number[] = [];
  const usable: number[] = [];
  for (let position = 0; position < entries.length; position += 1) {
    const kind = KIND_CODES[classify(entries[position] ?? "", position)];
    kinds.push(kind);
    if (kind === 0) fresh.push(position);
    if (kind <= 1) usable.push(position);
  }
  return { kinds, fresh, usable };
}

export interface FilledLine {
  readonly text: string;
  /** The visitor's terms this line names (profession, interests). */
  readonly mentioned: readonly VisitorTerm[];
  readonly traits: readonly VisitorTrait[];
  /** Meaningful words this line adds to the bio (new to it, distinct). */
  readonly newWords: readonly string[];
  /** All words of the line (tokenizeWords): their count, and the first. */
  readonly wordCount: number;
  readonly firstWord: string;
  /** The words of each sentence of the line (one sentence unless it holds ". " or the like). */
  readonly sentenceWords: readonly (readonly string[])[];
  /** The bio state after this line; the caller adopts it only if it keeps the line. */
  readonly state: BioState;
}

/** Items ordered by how little the answer has used them, ties in random order. */
function leastUsedFirst<T>(
  items: readonly T[],
  use: ReadonlyMap<string, number>,
  key: (item: T) => string,
  rng: Random,
): T[] {
  const shuffled = rng.shuffle(items);
  // Nothing to reorder while the answer has used every item equally (its first bio, always).
  const first = shuffled.length > 0 ? (use.get(key(shuffled[0] as T)) ?? 0) : 0;
  if (shuffled.every((item) => (use.get(key(item)) ?? 0) === first)) return shuffled;
  return shuffled
    .map((item, order) => ({ item, order, used: use.get(key(item)) ?? 0 }))
    .sort((a, b) => a.used - b.used || a.order - b.order)
    .map(({ item }) => item);
}

/**
 * A new bio's state. The profession's full form when it is long (four words or more, which the
 * batch rule lets only one bio of an answer hold) goes to the first bio that draws it; the others
 * take a shorter form.
 */
export function createBioState(
  words: VisitorWords,
  rng: Random,
  persona: Persona | undefined,
  use: AnswerUse = createAnswerUse(),
): BioState {
  const forms = words.profession?.forms ?? [];
  const fresh = forms.filter((form) => (use.forms.get(form) ?? 0) === 0);
  const reusable = forms.filter((form) => form.split(" ").length < 4);
  const professionForm =
    fresh.length > 0 && (reusable.length === 0 || rng.chance(0.7))
      ? rng.pick(fresh)
      : (rng.pick(reusable) ?? rng.pick(forms));
  return {
    remainingInterests: leastUsedFirst(words.interests, use.terms, (term) => term.text, rng),
    remainingTraits: leastUsedFirst(words.traits, use.traits, (trait) => trait.text, rng),
    professionUsed: false,
    professionForm,
    usedLexicon: [],
    mentioned: [],
    traitsUsed: [],
    persona,
    usedPersona: [],
    drawn: [],
    stems: [],
    words: [],
    overlap: new Int32Array(0),
  };
}

// --- Which word fits which slot --------------------------------------------------------------

export function fitsInterestSlot(term: VisitorTerm, form: InterestForm, labelSafe: boolean, leisure: boolean): boolean {
  if (!term.latin && !labelSafe) return false;
  if (leisure && term.work) return false;
  switch (form) {
    case "any":
      return true;
    case "modifier":
      return term.compound;
    case "topic":
      return term.kind === "topic" || term.kind === "name";
    case "food":
      return term.kind === "food";
    case "gerund":
      return term.gerund;
    case "doing":
      return term.kind === "activity" || term.kind === "food";
    case "plural":
      return term.plural && term.kind === "topic";
    case "place":
      return term.locative !== undefined;
  }
}

export function fitsTraitSlot(trait: VisitorTrait, form: TraitForm, labelSafe: boolean): boolean {
  if (!trait.latin && !labelSafe) return false;
  switch (form) {
    case "any":
      return true;
    case "adjective":
      return trait.adjective !== undefined;
    case "person":
      return trait.kind === "person";
    case "quality":
      return trait.kind === "quality";
    case "verb":
      return trait.kind === "verb";
  }
}

/**
 * A term for each interest slot, by the slot's position in the template, or undefined. Slots are
 * served most constrained first; candidates come in the state's order (least used first), and
 * `rng` now and then takes the second, so answers do not always pair the same terms.
 */
function assignInterests(
  template: LineTemplate,
  remaining: readonly VisitorTerm[],
  rng: Random | undefined,
): Map<number, VisitorTerm> | undefined {
  const chosen = new Map<number, VisitorTerm>();
  const taken = new Set<VisitorTerm>();
  const leisure = template.needs.leisure;
  for (const slot of template.needs.interestSlots) {
    const candidates = remaining.filter(
      (term) => !taken.has(term) && fitsInterestSlot(term, slot.form, slot.labelSafe, leisure),
    );
    const term = rng && candidates.length > 1 && rng.chance(0.25) ? candidates[1] : candidates[0];
    if (!term) return undefined;
    chosen.set(slot.position, term);
    taken.add(term);
  }
  return chosen;
}

function assignTraits(template: LineTemplate, remaining: readonly VisitorTrait[]): VisitorTrait[] | undefined {
  const chosen: VisitorTrait[] = [];
  for (const slot of template.needs.traitSlots) {
    const trait = remaining.find(
      (candidate) => !chosen.includes(candidate) && fitsTraitSlot(candidate, slot.form, slot.labelSafe),
    );
    if (!trait) return undefined;
    chosen.push(trait);
  }
  return chosen;
}

function listTerms(remaining: readonly VisitorTerm[], taken: ReadonlyMap<number, VisitorTerm>): VisitorTerm[] {
  const used = new Set(taken.values());
  return remaining.filter((term) => !used.has(term) && term.latin && term.kind !== "place").slice(0, 3);
}

/** Whether the bio's remaining words can fill every visitor slot of the template. */
export function canFill(template: LineTemplate, words: VisitorWords, state: BioState): boolean {
  const needs = template.needs;
  if (needs.profession) {
    const profession = words.profession;
    if (!profession || state.professionUsed) return false;
    const labelOnly = template.parts.some(
      (part) => "slot" in part && part.slot.kind === "profession" && !part.slot.labelSafe,
    );
    if (!profession.latin && labelOnly) return false;
  }
  if (needs.persona && !state.persona) return false;
  if (needs.service.length > 0) {
    const service = words.service;
    if (!service) return false;
    if (needs.service.some((field) => serviceEntries(service, field).length === 0)) return false;
  }
  if (needs.interestSlots.length > 0 || needs.list) {
    const remaining = state.remainingInterests;
    if (remaining.length > 30) {
      // Beyond what a bitmask of taken terms holds: the general path.
      const taken = needs.interestSlots.length > 0 ? assignInterests(template, remaining, undefined) : NO_TERMS;
      if (!taken) return false;
      if (needs.list && listTerms(remaining, taken).length < 2) return false;
    } else {
      const taken = takenByInterestSlots(template, remaining);
      if (taken < 0) return false;
      if (needs.list && !hasListTerms(remaining, taken)) return false;
    }
  }
  return needs.traitSlots.length === 0 || assignTraits(template, state.remainingTraits) !== undefined;
}

/**
 * assignInterests without a random source, as a bitmask of the `remaining` positions it takes
 * (at most 30 terms), or -1 when a slot finds no term: the check canFill runs on every template
 * it considers, without building the map.
 */
function takenByInterestSlots(template: LineTemplate, remaining: readonly VisitorTerm[]): number {
  let taken = 0;
  const leisure = template.needs.leisure;
  for (const slot of template.needs.interestSlots) {
    let found = -1;
    for (let position = 0; position < remaining.length; position += 1) {
      const term = remaining[position];
      if ((taken & (1 << position)) !== 0 || !term) continue;
      if (fitsInterestSlot(term, slot.form, slot.labelSafe, leisure)) {
        found = position;
        break;
      }
    }
    if (found < 0) return -1;
    taken |= 1 << found;
  }
  return taken;
}

/** Whether listTerms would find two terms or more among the positions not taken. */
function hasListTerms(remaining: readonly VisitorTerm[], taken: number): boolean {
  let count = 0;
  for (let position = 0; position < remaining.length && count < 2; position += 1) {
    const term = remaining[position];
    if ((taken & (1 << position)) !== 0 || !term) continue;
    if (term.latin && term.kind !== "place") count += 1;
  }
  return count >= 2;
}

function serviceEntries(service: NonNullable<VisitorWords["service"]>, field: ServiceField): readonly string[] {
  return field === "offer" ? service.offers : field === "cta" ? service.ctas : service.audience;
}

// --- Lexicons ------------------------------------------------------------------------------------

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
function drawEntry(name: string, settings: FillSettings, filling: Filling): string | undefined {
  const entries = settings.lexicons[name];
  if (!entries || entries.length === 0) throw new Error(`Unknown lexicon "${name}"`);
  if (settings.lexiconView) return drawFromView(entries, settings.lexiconView(name, entries), settings, filling);
  const classify = settings.classifyEntry;
  const kind = (entry: string): EntryKind =>
    classify ? classify(entry) : settings.rejectEntry?.(entry) ? "rejected" : "fresh";
  // Levels from most to least wanted: fresh to the history and new to this answer, new to the
  // answer, anything usable this bio has not used.
  const levels: [boolean, boolean][] = [];
  if (classify) levels.push([true, true]);
  if (settings.freshOnly) levels.push([false, true]);
  levels.push([false, false]);
  const fits = (entry: string, freshOnly: boolean, newToBatch: boolean): boolean => {
    if (usedLexicon(filling, entry)) return false;
    if (newToBatch && settings.batchUsed.has(entry)) return false;
    const judged = kind(entry);
    return judged === "fresh" || (!freshOnly && judged === "usable");
  };
  for (const [freshOnly, newToBatch] of levels) {
    // A few random draws find a wanted entry in all but the smallest or most used-up lexicons;
    // a scan from a random start settles the rest without bias towards the first entries.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const entry = settings.rng.pick(entries);
      if (entry !== undefined && fits(entry, freshOnly, newToBatch)) return entry;
    }
    const start = settings.rng.int(entries.length);
    for (let offset = 0; offset < entries.length; offset += 1) {
      const entry = entries[(start + offset) % entries.length] ?? "";
      if (fits(entry, freshOnly, newToBatch)) return entry;
    }
  }
  return undefined;
}

/**
 * drawEntry with the request's view of the lexicon: the same draws (the same random numbers, the
 * same entry chosen), but the scan after the random tries visits only the entries of the kind the
 * level wants, since every other entry would be passed over.
 */
function drawFromView(
  entries: readonly string[],
  view: LexiconView,
  settings: FillSettings,
  filling: Filling,
): string | undefined {
  const { rng, batchUsed } = settings;
  const levels = settings.freshOnly ? FRESH_ONLY_LEVELS : LEVELS;
  for (const [freshOnly, newToBatch] of levels) {
    const maxKind = freshOnly ? 0 : 1;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const position = rng.int(entries.length);
      const entry = entries[position] ?? "";
      if ((view.kinds[position] ?? 2) > maxKind || usedLexicon(filling, entry)) continue;
      if (!(newToBatch && batchUsed.has(entry))) return entry;
    }
    const start = rng.int(entries.length);
    const candidates = freshOnly ? view.fresh : view.usable;
    // The first candidate at or after `start`, then on round the lexicon.
    let low = 0;
    let high = candidates.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((candidates[middle] ?? 0) < start) low = middle + 1;
      else high = middle;
    }
    for (let offset = 0; offset < candidates.length; offset += 1) {
      const entry = entries[candidates[(low + offset) % candidates.length] ?? 0] ?? "";
      if (usedLexicon(filling, entry) || (newToBatch && batchUsed.has(entry))) continue;
      return entry;
    }
  }
  return undefined;
}

// drawEntry's levels, most wanted first, when entries are classified: [fresh only, new to the batch].
const FRESH_ONLY_LEVELS: readonly (readonly [boolean, boolean])[] = [
  [true, true],
  [false, true],
  [false, false],
];
const LEVELS: readonly (readonly [boolean, boolean])[] = [
  [true, true],
  [false, false],
];

function drawFrom(options: readonly string[], settings: FillSettings, filling: Filling): string | undefined {
  const fresh = options.filter((option) => !usedPersona(filling, option) && !settings.rejectEntry?.(option));
  const unshown = fresh.filter((option) => !settings.batchUsed.has(option));
  return settings.rng.pick(unshown.length > 0 && settings.freshOnly ? unshown : fresh);
}

/**
 * A sentence-case entry ("Made in our own workshop") used after other words: its capital goes,
 * unless the first word is "I", an acronym ("DM") or cased on purpose ("Wi-Fi", "Monday").
 */
function midSentence(entry: string): string {
  const first = /^[\p{L}'’]+(?:-[\p{L}'’]+)*/u.exec(entry)?.[0] ?? "";
  if (first === "" || /^I(?:['’]|$)/u.test(first) || isDeliberatelyCased(first) || !/^\p{Lu}/u.test(first))
    return entry;
  return entry.charAt(0).toLowerCase() + entry.slice(1);
}

// --- Repeated words --------------------------------------------------------------------------------

/** The stems of a text's meaningful words, in order (repeats kept). */
export function meaningfulStems(text: string): string[] {
  return tokenizeWords(text).filter(isMeaningfulWord).map(wordStem);
}

// --- Filling -----------------------------------------------------------------------------------

/** A line being filled: what it has said so far and what it adds to the bio. */
interface Filling {
  readonly settings: FillSettings;
  readonly state: BioState;
  readonly assigned: ReadonlyMap<number, VisitorTerm>;
  readonly list: readonly VisitorTerm[];
  readonly traits: readonly VisitorTrait[];
  readonly mentioned: VisitorTerm[];
  // What the line adds to the bio is noted here and made into a new state only if the line is
  // kept: most filled lines are not, and copying the state for each was most of their cost.
  readonly addedLexicon: string[];
  readonly addedPersona: string[];
  readonly addedDrawn: string[];
  line: string;
  wordsSoFar: boolean;
  traitCursor: number;
  professionUsed: boolean;
}

const NO_TERMS: ReadonlyMap<number, VisitorTerm> = new Map();
const NOT_BLANK = /\S/u;
/** Whether a text holds a character that may end a sentence (splitSentences' . ! ? … 。 ！ ？). */
function mayEndSentence(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (isSentenceMark(text.charCodeAt(index))) return true;
  return false;
}

/** The visitor's words as typed, the rest in the bio's casing. */
function append(filling: Filling, text: string, visitor: boolean): void {
  filling.line += filling.settings.lowercase && !visitor ? lowercaseLoosely(text) : text;
  if (!filling.wordsSoFar && NOT_BLANK.test(text)) filling.wordsSoFar = true;
}

function fillParts(filling: Filling, parts: readonly Part[], depth: number): boolean {
  const { settings, state } = filling;
  for (let position = 0; position < parts.length; position += 1) {
    const part = parts[position];
    if (!part) continue;
    if (!("slot" in part)) {
      append(filling, part.text, false);
      continue;
    }
    const slot = part.slot;
    switch (slot.kind) {
      case "profession": {
        const profession = settings.words.profession;
        const form = state.professionForm ?? profession?.text;
        if (!profession || !form) return false;
        filling.professionUsed = true;
        filling.mentioned.push(profession);
        if (slot.article) append(filling, `${withArticle(form).split(" ")[0] ?? "a"} `, false);
        append(filling, form, true);
        break;
      }
      case "interest": {
        const term = depth === 0 ? filling.assigned.get(position) : undefined;
        if (!term) return false;
        const text =
          slot.form === "modifier"
            ? term.modifier
            : slot.form === "place"
              ? (term.locative ?? term.text)
              : term.kind === "place" && term.locative && !/^the /iu.test(term.text) && !term.plural
                ? `the ${term.text}`
                : term.text;
        if (slot.article) append(filling, `${withArticle(text).split(" ")[0] ?? "a"} `, false);
        append(filling, text, true);
        break;
      }
      case "interestList": {
        const list = filling.list;
        for (let index = 0; index < list.length; index += 1) {
          if (index > 0) append(filling, index === list.length - 1 ? " and " : ", ", false);
          append(filling, list[index]?.text ?? "", true);
        }
        break;
      }
      case "trait": {
        const trait = filling.traits[filling.traitCursor];
        filling.traitCursor += 1;
        if (!trait) return false;
        const text = slot.form === "adjective" ? (trait.adjective ?? trait.text) : trait.text;
        if (slot.article) append(filling, `${withArticle(text).split(" ")[0] ?? "a"} `, false);
        append(filling, text, true);
        break;
      }
      case "separator":
        append(filling, settings.separator, false);
        break;
      case "lexicon": {
        if (depth > 2) return false;
        const name = slot.name.endsWith("*") ? `${slot.name.slice(0, -1)}${state.persona?.mode ?? ""}` : slot.name;
        const entry = drawEntry(name, settings, filling);
        if (entry === undefined) return false;
        filling.addedLexicon.push(entry);
        filling.addedDrawn.push(entry);
        if (slot.article) append(filling, `${withArticle(entry).split(" ")[0] ?? "a"} `, false);
        const startsLine = !filling.wordsSoFar;
        if (!fillParts(filling, parsedEntry(startsLine ? entry : midSentence(entry)), depth + 1)) return false;
        break;
      }
      case "persona": {
        const value = drawFrom(state.persona?.[slot.field] ?? [], settings, filling);
        if (value === undefined) return false;
        filling.addedPersona.push(value);
        filling.addedDrawn.push(value);
        append(filling, slot.article ? withArticle(value) : value, false);
        break;
      }
      case "personaAction": {
        const persona = state.persona;
        const thing = persona ? drawFrom(persona.thing, settings, filling) : undefined;
        if (!persona || thing === undefined) return false;
        const verb = settings.rng.pick(actionVerbs(thing, persona.mode)) ?? "Ask about";
        filling.addedPersona.push(thing);
        filling.addedDrawn.push(thing);
        const startsLine = !filling.wordsSoFar;
        append(filling, `${startsLine ? verb : midSentence(verb)} ${thing}`, false);
        break;
      }
      case "service": {
        const service = settings.words.service;
        if (!service) return false;
        const value = drawFrom(serviceEntries(service, slot.field), settings, filling);
        if (value === undefined) return false;
        filling.addedPersona.push(value);
        filling.addedDrawn.push(value);
        const startsLine = !filling.wordsSoFar;
        const text = startsLine ? value : midSentence(value);
        append(filling, slot.article ? withArticle(text) : text, false);
        break;
      }
    }
  }
  return true;
}

/**
 * The template filled in, or undefined when a slot cannot be filled, or the line would repeat a
 * word the bio has said. `state` is not changed: the result carries the state after the line, for
 * the caller to adopt if it keeps the line.
 */
export function fillTemplate(template: LineTemplate, settings: FillSettings, state: BioState): FilledLine | undefined {
  const needs = template.needs;
  const assigned =
    needs.interestSlots.length > 0 ? assignInterests(template, state.remainingInterests, settings.rng) : NO_TERMS;
  if (!assigned) return undefined;
  const interests = [...assigned.values()];
  const list = needs.list ? listTerms(state.remainingInterests, assigned) : [];
  if (needs.list && list.length < 2) return undefined;
  const traits = needs.traitSlots.length > 0 ? assignTraits(template, state.remainingTraits) : [];
  if (!traits) return undefined;

  const filling: Filling = {
    settings,
    state,
    assigned,
    list,
    traits,
    mentioned: interests.concat(list),
    addedLexicon: [],
    addedPersona: [],
    addedDrawn: [],
    line: "",
    wordsSoFar: false,
    traitCursor: 0,
    professionUsed: state.professionUsed,
  };
  if (!fillParts(filling, template.parts, 0)) return undefined;

  let text = tidySpacing(filling.line);
  if (!settings.lowercase) text = capitalizeSentenceStarts(text);
  if (text === "") return undefined;

  // No meaningful word twice in a bio, unless the template repeats it on purpose.
  const allWords = tokenizeWords(text);
  const seen: string[] = [];
  const newWords: string[] = [];
  for (const word of allWords) {
    if (!isMeaningfulWord(word)) continue;
    const stem = wordStem(word);
    if (state.stems.includes(stem)) return undefined;
    if (seen.includes(stem)) {
      if (!template.repeatedOnPurpose.includes(stem)) return undefined;
    } else {
      seen.push(stem);
    }
    if (!state.words.includes(word) && !newWords.includes(word)) newWords.push(word);
  }

  const { mentioned, addedLexicon, addedPersona, addedDrawn, professionUsed } = filling;
  let committed: BioState | undefined;
  return {
    text,
    mentioned,
    traits,
    newWords,
    wordCount: allWords.length,
    firstWord: allWords[0] ?? "",
    sentenceWords: mayEndSentence(text) ? splitSentences(text).map(tokenizeWords) : [allWords],
    get state(): BioState {
      committed ??= {
        ...state,
        professionUsed,
        remainingInterests: state.remainingInterests.filter(
          (term) => !interests.includes(term) && !list.includes(term),
        ),
        remainingTraits: state.remainingTraits.filter((trait) => !traits.includes(trait)),
        usedLexicon: addedLexicon.length > 0 ? state.usedLexicon.concat(addedLexicon) : state.usedLexicon,
        usedPersona: addedPersona.length > 0 ? state.usedPersona.concat(addedPersona) : state.usedPersona,
        mentioned: state.mentioned.concat(mentioned),
        traitsUsed: state.traitsUsed.concat(traits),
        drawn: state.drawn.concat(addedDrawn),
        // Neither repeats an entry: a stem of the bio ends the line above, and newWords holds new words only.
        stems: seen.length > 0 ? state.stems.concat(seen) : state.stems,
        words: newWords.length > 0 ? state.words.concat(newWords) : state.words,
      };
      return committed;
    },
  };
}

/** Whether this bio, or the line being filled, has drawn the lexicon entry already. */
function usedLexicon(filling: Filling, entry: string): boolean {
  return filling.state.usedLexicon.includes(entry) || filling.addedLexicon.includes(entry);
}

/** Whether this bio, or the line being filled, has drawn the persona or service entry already. */
function usedPersona(filling: Filling, value: string): boolean {
  return filling.state.usedPersona.includes(value) || filling.addedPersona.includes(value);
}
