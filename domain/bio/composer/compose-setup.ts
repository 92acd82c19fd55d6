/**
 * What the composer works out once per request: the voices its templates come from, the casing and
 * emoji it may use, and what the avoid list has used up (words, phrases, emoji), so that templates
 * and lexicon entries sure to be rejected are not drawn. See compose-bios.ts for the whole process.
 */
import type { BioType } from "../bio-type";
import type { BioRequest, Style, Tone } from "../generation-options";
import { isMeaningfulWord, splitSentences, tokenizeWords } from "../similarity";
import { SLANG_MARKERS } from "../style-rules";
import { countCharacters } from "../../text/count-characters";
import { PLATFORM_LIMITS, type Platform } from "../../text/platforms";

import { FALLBACK_EMOJI } from "./decoration";
import type { EntryKind, LexiconView } from "./fill-template";
import { type HistoryIndex, lineKey } from "./history-index";
import type { LineTemplate, Voice } from "./templates";
import type { VisitorWords } from "./visitor-words";

/**
 * Voices for a request with no bio type and no tone: the main page's neutral register, warm and
 * forward-looking.
 */
export const DEFAULT_VOICES: readonly Voice[] = ["Casual", "Inspirational"];

/**
 * Each tone's nearest category bank. Used only when the composer widens its search (see
 * compose-bios.ts stages) for a request with no visitor words: the category banks speak in
 * examples, which is right when there is nobody to misdescribe.
 */
export const NO_WORDS_VOICES: Readonly<Record<Tone, readonly Voice[]>> = {
  Professional: ["business"],
  Casual: ["funny", "cool"],
  Funny: ["funny"],
  Inspirational: ["cool"],
  Minimalist: ["aesthetic", "cool"],
  Creative: ["aesthetic"],
  Bold: ["cool"],
  Aesthetic: ["aesthetic"],
  Trendy: ["cool"],
  Confident: ["cool"],
  Motivational: ["cool"],
  Energetic: ["cool"],
};

/** The category banks for a request with no visitor words, no tone and no bio type, when widened. */
export const NO_WORDS_DEFAULT_VOICES: readonly Voice[] = ["cool", "aesthetic"];

/** Tones whose bios take a service profession's call to action as their hook now and then. */
const SERVICE_HOOK_CHANCE: Readonly<Record<Tone, number>> = {
  Professional: 0.6,
  Casual: 0.45,
  Funny: 0.3,
  Inspirational: 0.4,
  Minimalist: 0.4,
  Creative: 0.3,
  Bold: 0.55,
  Aesthetic: 0.25,
  Trendy: 0.4,
  Confident: 0.55,
  Motivational: 0.45,
  Energetic: 0.45,
};

/** Everything about a request that stays the same for all its candidates. */
export interface Setup {
  readonly words: VisitorWords;
  /** The visitor typed an interest or profession, even if the history has used them all up. */
  readonly gaveWords: boolean;
  readonly voices: readonly Voice[];
  /** The tone, when a bio type leads: templates tagged with it are drawn first, half the time. */
  readonly preferredVoice: Voice | undefined;
  readonly emojiVoices: readonly Voice[];
  readonly style: Style | undefined;
  readonly tone: Tone | undefined;
  readonly bioType: BioType | undefined;
  readonly platform: Platform;
  readonly limit: number;
  readonly lowercaseChance: number;
  readonly usesPersona: boolean;
  /** How often a service profession's bio ends with its call to action. */
  readonly serviceHookChance: number;
  /** No line of an avoided bio comes back (see compose-bios.ts stages). */
  readonly freshLines: boolean;
  /** Some of the visitor's words are in a script other than Latin. */
  readonly otherScript: boolean;
  /** The search was widened (more voices, two-line bios anywhere): a later stage of compose-bios. */
  readonly widened: boolean;
  /** Per kind of line (slotKey in compose-bios.ts), the templates that can serve it. */
  readonly pools: Map<number, readonly LineTemplate[]>;
  readonly history: HistoryIndex;
  /** Per template: 0 fresh, 1 uses a word the history has used, 2 holds a phrase it rejects. */
  readonly templateStaleness: Map<number, number>;
  /** Templates that filled to a line repeating a 4-word phrase of `avoid` (main page). */
  readonly softStale: Set<number>;
  /** Lines already checked for a too-similar sentence of the history, with the answer. */
  readonly similarLines: Map<string, boolean>;
  /** Work done in the stage so far (templates filled), shared by the setups of one stage. */
  readonly work: { fills: number };
  /** Per kind of line, how many times in a row it failed to fill (see compose-bios.ts). */
  readonly slotFailures: Map<number, number>;
  /** How this request judges each lexicon entry drawn so far (see FillSettings.classifyEntry). */
  readonly entryKinds: Map<string, "fresh" | "usable" | "rejected">;
  /** Each lexicon drawn from so far, as this request judges its entries (see FillSettings.lexiconView). */
  readonly lexiconViews: Map<string, LexiconView>;
  /** Meaningful words of the visitor's interests and profession, lowercase. */
  readonly visitorWordSet: ReadonlySet<string>;
  /** Emoji of the visitor's own persona: what they typed, their profession's, their interests'. */
  readonly personaEmoji: readonly string[];
  /** The voices' curated emoji, split by whether the history has shown them. */
  readonly fallbackEmoji: { readonly fresh: readonly string[]; readonly seen: readonly string[] };
}

export const SLANG_IN_TEXT = (text: string): boolean => tokenizeWords(text).some((word) => SLANG_MARKERS.has(word));

export function createSetup(
  request: BioRequest,
  words: VisitorWords,
  history: HistoryIndex,
  gaveWords: boolean,
  widened = false,
  freshLines = true,
): Setup {
  const { tone, bioType, style } = request;
  // A category page's bank speaks for it whatever the tone (a funny page stays funny); the tone
  // then prefers the templates of that bank tagged with it. Without a bio type the tone leads.
  const voices: Voice[] = [];
  if (bioType) voices.push(bioType);
  else if (tone) voices.push(tone);
  else voices.push(...DEFAULT_VOICES);
  // The aesthetic, funny and cool pages also speak in their tone's own lines (those that need no
  // visitor words): on brand, and more to draw from under the pages' strict history rules. The
  // business page keeps to its personas, who speak as "we".
  if (bioType && bioType !== "business" && tone) voices.push(tone);
  if (widened) {
    if (bioType && tone) voices.push(tone);
    if (!bioType) voices.push(...DEFAULT_VOICES);
    if (!gaveWords && !bioType) voices.push(...(tone ? NO_WORDS_VOICES[tone] : NO_WORDS_DEFAULT_VOICES));
  }
  const emojiVoices = [...new Set([...voices, ...(tone ? [tone] : [])])];
  const noLowercase =
    style === "Professional" ||
    tone === "Professional" ||
    tone === "Confident" ||
    tone === "Bold" ||
    tone === "Motivational" ||
    tone === "Inspirational" ||
    tone === "Energetic" ||
    bioType === "business";
  const lowercaseChance = noLowercase
    ? 0
    : tone === "Aesthetic"
      ? 0.85
      : bioType === "aesthetic" && tone === undefined
        ? 0.8
        : tone === "Minimalist"
          ? 0.5
          : tone === "Casual"
            ? 0.35
            : tone === "Trendy"
              ? 0.4
              : tone === "Creative"
                ? 0.2
                : 0;
  const personaEmoji = [
    ...new Set(
      [
        words.profession?.emoji,
        ...(words.profession?.profile?.emoji ?? []),
        ...words.interests.map((term) => term.emoji),
      ].filter((emoji): emoji is string => emoji !== undefined),
    ),
  ];
  return {
    words,
    gaveWords,
    voices: [...new Set(voices)],
    preferredVoice: bioType && tone ? tone : undefined,
    emojiVoices,
    style,
    tone,
    bioType,
    platform: request.platform,
    limit: PLATFORM_LIMITS[request.platform].limit,
    lowercaseChance,
    usesPersona: voices.includes("business") && !gaveWords,
    serviceHookChance: words.service && !bioType ? SERVICE_HOOK_CHANCE[tone ?? "Casual"] : 0,
    widened,
    freshLines,
    otherScript:
      (words.profession !== undefined && !words.profession.latin) ||
      words.interests.some((term) => !term.latin) ||
      words.traits.some((trait) => !trait.latin),
    pools: new Map(),
    history,
    templateStaleness: new Map(),
    softStale: new Set(),
    similarLines: new Map(),
    entryKinds: new Map(),
    lexiconViews: new Map(),
    slotFailures: new Map(),
    work: { fills: 0 },
    personaEmoji,
    fallbackEmoji: splitBySeen([...new Set(emojiVoices.flatMap((voice) => FALLBACK_EMOJI[voice]))], history.emoji),
    visitorWordSet: new Set(
      [...(words.profession?.forms ?? []), ...words.interests.map((term) => `${term.text} ${term.modifier}`)].flatMap(
        (text) => tokenizeWords(text).filter(isMeaningfulWord),
      ),
    ),
  };
}

function splitBySeen(
  emoji: readonly string[],
  seen: ReadonlySet<string>,
): { fresh: readonly string[]; seen: string[] } {
  if (seen.size === 0) return { fresh: emoji, seen: [] };
  const isSeen = (item: string): boolean => seen.has(item.replace(/[\uFE0E\uFE0F]/gu, ""));
  return { fresh: emoji.filter((item) => !isSeen(item)), seen: emoji.filter(isSeen) };
}

// --- Freshness against the history -----------------------------------------------------------

/** What the history checks read of a template's fixed text (its parts, slots aside). */
interface TemplateFacts {
  /** The words per sentence of each fixed part. */
  readonly sentenceWords: readonly (readonly string[])[];
  /** Its meaningful words. */
  readonly meaningful: readonly string[];
}

const templateFactsCache = new Map<number, TemplateFacts>();

function templateFacts(template: LineTemplate): TemplateFacts {
  let facts = templateFactsCache.get(template.id);
  if (!facts) {
    const sentenceWords = template.parts.flatMap((part) =>
      "text" in part ? splitSentences(part.text).map(tokenizeWords) : [],
    );
    facts = { sentenceWords, meaningful: sentenceWords.flat().filter(isMeaningfulWord) };
    templateFactsCache.set(template.id, facts);
  }
  return facts;
}

/**
 * 2 when the template's own text holds a phrase the history rules reject (every bio from it would
 * fail), 1 when it reuses a meaningful word of the history, 0 when it is new.
 */
export function templateStaleness(setup: Setup, template: LineTemplate): number {
  const history = setup.history;
  if (history.vocabulary.size === 0) return 0;
  let staleness = setup.templateStaleness.get(template.id);
  if (staleness === undefined) {
    const facts = templateFacts(template);
    staleness = history.hasRejectedFixedPhrase(template.source, facts.sentenceWords)
      ? 2
      : facts.meaningful.some((word) => history.vocabulary.has(word))
        ? 1
        : 0;
    setup.templateStaleness.set(template.id, staleness);
  }
  return staleness;
}

/** What the composer reads of a lexicon, persona or service entry's own text, slots aside. */
export interface EntryFacts {
  /** Its meaningful words. */
  readonly words: readonly string[];
  /** Its lineKey when it has no slots (it can then be a whole line), else undefined. */
  readonly lineKey: string | undefined;
  /** Its words per sentence, each slot ending a sentence: the phrases it holds whatever fills it. */
  readonly sentenceWords: readonly (readonly string[])[];
  /** SLANG_IN_TEXT of the entry. */
  readonly slang: boolean;
}

const SLOT = /\{[^}]*\}/gu;

// Entries are fixed text from the banks: what is read of them is worked out once, in one record.
const entryFactsCache = new Map<string, EntryFacts>();

function entryFacts(entry: string): EntryFacts {
  let facts = entryFactsCache.get(entry);
  if (!facts) {
    facts = {
      words: tokenizeWords(entry.replace(SLOT, " ")).filter(isMeaningfulWord),
      lineKey: entry.includes("{") ? undefined : lineKey(entry),
      sentenceWords: splitSentences(entry.replace(SLOT, "\n")).map(tokenizeWords),
      slang: SLANG_IN_TEXT(entry),
    };
    entryFactsCache.set(entry, facts);
  }
  return facts;
}

// A lexicon is judged whole by each request that draws from it (see lexiconView in
// compose-bios.ts): its entries' facts are kept in an array beside it.
const lexiconFactsCache = new WeakMap<readonly string[], readonly EntryFacts[]>();

/** The facts of each entry of a lexicon, position for position. */
export function lexiconFacts(entries: readonly string[]): readonly EntryFacts[] {
  let facts = lexiconFactsCache.get(entries);
  if (!facts) {
    facts = entries.map(entryFacts);
    lexiconFactsCache.set(entries, facts);
  }
  return facts;
}

/**
 * An entry this request cannot use: slang under the Professional style, one of the visitor's own
 * words again ("iced coffee" beside their "coffee": the bio would say it twice), or sure to fail
 * the history (see usable).
 */
export function rejectsEntry(setup: Setup, entry: string, facts: EntryFacts = entryFacts(entry)): boolean {
  if (setup.style === "Professional" && facts.slang) return true;
  if (setup.visitorWordSet.size > 0 && facts.words.some((word) => setup.visitorWordSet.has(word))) return true;
  return !usable(setup, entry, facts);
}

/**
 * Whether a lexicon, persona or service entry can still appear: not a whole line an avoided bio
 * already had, and holding no phrase the history rules reject (its slots aside).
 */
function usable(setup: Setup, entry: string, facts: EntryFacts): boolean {
  const history = setup.history;
  if (setup.freshLines && history.lines.size > 0 && facts.lineKey !== undefined && history.lines.has(facts.lineKey))
    return false;
  return !(history.vocabulary.size > 0 && history.hasRejectedFixedPhrase(entry, facts.sentenceWords));
}

/**
 * How this request judges an entry (see FillSettings.classifyEntry): rejected (rejectsEntry),
 * usable (some of its meaningful words appear in the history, whose strict rules reject most bios
 * that reuse them), or fresh.
 */
export function judgeEntry(setup: Setup, entry: string, facts: EntryFacts = entryFacts(entry)): EntryKind {
  if (rejectsEntry(setup, entry, facts)) return "rejected";
  const vocabulary = setup.history.vocabulary;
  return vocabulary.size > 0 && facts.words.some((word) => vocabulary.has(word)) ? "usable" : "fresh";
}

// ASCII has one grapheme per character and X weighs it 1, so template text (nearly always ASCII)
// is measured without the grapheme segmenter, which dominated the composer's time.
function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) > 0x7e) return false;
  return true;
}

/**
 * A text's length as the platform counts it (countCharacters, skipped for plain ASCII):
 * newlines count 1 on every platform, as they do for countGraphemes and twitter-text.
 */
export function measure(text: string, platform: Platform): number {
  if (isAscii(text)) return text.length;
  return countCharacters(text, platform);
}

export function wordCount(text: string): number {
  return tokenizeWords(text).length;
}
