/**
 * The uniqueness rules of spec §5: a new bio against the bios a visitor has already been shown
 * (per bio type), and against the other bios of the same batch. Every rule is its own function
 * over two BioProfiles, so each can be tested alone; the rule tables below bind the thresholds.
 *
 * Every "_MAX" threshold rejects only when the measure is strictly above it: a word overlap of
 * exactly 0.3 passes the aesthetic rule, 0.31 fails it.
 */
import { type BioType } from "./bio-type";
import { normalizeForHistory } from "./history";
import {
  AESTHETIC_KEYWORDS,
  extractEmoji,
  isMeaningfulWord,
  normalizeSentence,
  overlapRatio,
  sentenceLength,
  sentencePhrases,
  sentenceSimilarity,
  sharedItems,
  splitSentences,
  tokenizeWords,
} from "./similarity";

/** Aesthetic: reject when shared meaningful words are above this share of the larger set. */
export const AESTHETIC_WORD_OVERLAP_MAX = 0.3;
/** Aesthetic: reject when more than this many aesthetic keywords are shared (3 or more). */
export const AESTHETIC_SHARED_KEYWORDS_MAX = 2;
/** Aesthetic: phrase lengths (in words, over all words) of which any one shared rejects. */
export const AESTHETIC_PHRASE_LENGTHS: readonly number[] = [2, 3];
/** Aesthetic: reject when any two sentences are more similar than this. */
export const AESTHETIC_SENTENCE_SIMILARITY_MAX = 0.6;
/** Aesthetic: the spec sets no minimum sentence length; every sentence with a word is compared. */
export const AESTHETIC_MIN_SENTENCE_LENGTH = 0;
/** Aesthetic: reject when shared emoji are above this share of the larger emoji set. */
export const AESTHETIC_EMOJI_OVERLAP_MAX = 0.5;

/** Funny, business, cool: reject when shared meaningful words are above this share. */
export const WORD_OVERLAP_MAX = 0.2;
/** Funny, business, cool: reject when two long-enough sentences are more similar than this. */
export const SENTENCE_SIMILARITY_MAX = 0.7;
/** Funny, business, cool: only sentences longer than this (in characters) are compared. */
export const MIN_SENTENCE_LENGTH = 10;
/** Funny, business, cool: a shared phrase of this many meaningful words rejects. */
export const MEANINGFUL_PHRASE_LENGTH = 2;
/** Funny, business, cool: a shared phrase of this many words (any words) rejects. */
export const PHRASE_LENGTH = 3;

/** Within a batch: reject when shared words (all of them) are above this share. */
export const BATCH_WORD_OVERLAP_MAX = 0.6;
/** Within a batch: a shared phrase of this many words rejects. */
export const BATCH_PHRASE_LENGTH = 4;

/** Aesthetic: when fewer bios than this pass the history rules, history is set aside. */
export const AESTHETIC_MIN_SURVIVORS = 3;
/** Aesthetic: how many batch-unique bios are used when history is set aside. */
export const AESTHETIC_TOP_UP_COUNT = 6;
/** Bios shown per category page (spec §9). */
export const MAX_RESULTS = 6;

/** What the rules look at in a bio, computed once per bio. */
export interface BioProfile {
  readonly text: string;
  /** normalizeForHistory(text). */
  readonly normalized: string;
  /** All words in order, folded to lowercase (see tokenizeWords). */
  readonly words: readonly string[];
  readonly meaningfulWords: readonly string[];
  /** The words of each sentence; phrases are taken within a sentence. */
  readonly sentenceWords: readonly (readonly string[])[];
  /** Normalised sentences (see normalizeSentence) that hold at least one letter or digit. */
  readonly sentences: readonly string[];
  readonly emoji: readonly string[];
}

/**
 * A bio's profile. The sentences and emoji are computed when first read: the batch rules and the
 * main page's history check never need them, and the composer profiles every candidate.
 */
class Profile implements BioProfile {
  readonly normalized: string;
  readonly words: readonly string[];
  readonly meaningfulWords: readonly string[];
  readonly sentenceWords: readonly (readonly string[])[];
  private normalizedSentences: readonly string[] | undefined;
  private foundEmoji: readonly string[] | undefined;

  constructor(
    readonly text: string,
    private readonly rawSentences: readonly string[],
  ) {
    this.normalized = normalizeForHistory(text);
    this.sentenceWords = rawSentences.map(tokenizeWords).filter((words) => words.length > 0);
    this.words = this.sentenceWords.flat();
    this.meaningfulWords = this.words.filter(isMeaningfulWord);
  }

  get sentences(): readonly string[] {
    this.normalizedSentences ??= this.rawSentences.map(normalizeSentence).filter((sentence) => sentence !== "");
    return this.normalizedSentences;
  }

  get emoji(): readonly string[] {
    this.foundEmoji ??= extractEmoji(this.text);
    return this.foundEmoji;
  }
}

export function profileBio(text: string): BioProfile {
  return new Profile(text, splitSentences(text));
}

/**
 * A profile of `text` (its exact and containment forms, its emoji) whose words and sentences are
 * read from `compared` instead: a version of the text with what the rules should not compare
 * taken out (see createAnswerChecker's `given`).
 */
export function profileBioComparing(text: string, compared: string): BioProfile {
  return new Profile(text, splitSentences(compared));
}

// --- History rules -------------------------------------------------------------------------

/** Exact match, or match after normalizeForHistory (case and whitespace differences only). */
export function isSameBio(a: BioProfile, b: BioProfile): boolean {
  return a.text === b.text || a.normalized === b.normalized;
}

/** Stop-words and words of 2 characters or fewer do not count towards this overlap. */
export function meaningfulWordOverlap(a: BioProfile, b: BioProfile): number {
  return overlapRatio(a.meaningfulWords, b.meaningfulWords);
}

export function isMeaningfulWordOverlapAbove(a: BioProfile, b: BioProfile, max: number): boolean {
  return meaningfulWordOverlap(a, b) > max;
}

export function sharedAestheticKeywords(a: BioProfile, b: BioProfile): string[] {
  return sharedItems(a.words, b.words).filter((word) => AESTHETIC_KEYWORDS.has(word));
}

export function sharesTooManyAestheticKeywords(a: BioProfile, b: BioProfile): boolean {
  return sharedAestheticKeywords(a, b).length > AESTHETIC_SHARED_KEYWORDS_MAX;
}

/**
 * Aesthetic: any shared 2- or 3-word phrase over all words (stop-words included, so "the moon"
 * counts), except phrases made only of stop-words ("in the"), which every English bio shares.
 */
export function sharesAestheticPhrase(a: BioProfile, b: BioProfile): boolean {
  return AESTHETIC_PHRASE_LENGTHS.some((n) => sharesPhraseOf(a, b, n));
}

/**
 * Funny, business, cool: a shared 2-word phrase over the meaningful words only ("coffee and code"
 * and "coffee or code" share "coffee code"), or a shared 3-word phrase over all words that is not
 * made only of stop-words ("go to bed").
 */
export function sharesPhrase(a: BioProfile, b: BioProfile): boolean {
  return sharesPhraseOf(a, b, MEANINGFUL_PHRASE_LENGTH, true) || sharesPhraseOf(a, b, PHRASE_LENGTH);
}

const pickMeaningful = (words: readonly string[]): readonly string[] => words.filter(isMeaningfulWord);

// A profile is compared with many others (every candidate against every bio of a batch): its
// phrase sets are built once.
const phraseCache = new WeakMap<BioProfile, Map<string, ReadonlySet<string>>>();

function phrasesOf(profile: BioProfile, n: number, meaningfulOnly: boolean): ReadonlySet<string> {
  let byKind = phraseCache.get(profile);
  if (!byKind) {
    byKind = new Map();
    phraseCache.set(profile, byKind);
  }
  const key = `${n}|${meaningfulOnly}`;
  let phrases = byKind.get(key);
  if (!phrases) {
    phrases = sentencePhrases(profile.sentenceWords, n, meaningfulOnly ? pickMeaningful : undefined);
    byKind.set(key, phrases);
  }
  return phrases;
}

function sharesPhraseOf(a: BioProfile, b: BioProfile, n: number, meaningfulOnly = false): boolean {
  const phrasesOfB = phrasesOf(b, n, meaningfulOnly);
  for (const phrase of phrasesOf(a, n, meaningfulOnly)) if (phrasesOfB.has(phrase)) return true;
  return false;
}

/**
 * The highest similarity between a sentence of `a` and a sentence of `b`, over sentences longer
 * than `minLength` characters (both sentences of a pair must be); 0 when no pair qualifies.
 */
export function maxSentenceSimilarity(a: BioProfile, b: BioProfile, minLength: number): number {
  const longEnough = (sentence: string): boolean => sentenceLength(sentence) > minLength;
  const sentencesOfB = b.sentences.filter(longEnough);
  let highest = 0;
  for (const sentence of a.sentences.filter(longEnough)) {
    for (const other of sentencesOfB) {
      highest = Math.max(highest, sentenceSimilarity(sentence, other));
    }
  }
  return highest;
}

export function hasSimilarSentences(a: BioProfile, b: BioProfile, max: number, minLength: number): boolean {
  return maxSentenceSimilarity(a, b, minLength) > max;
}

/** 0 when either bio has no emoji. */
export function emojiOverlap(a: BioProfile, b: BioProfile): number {
  return overlapRatio(a.emoji, b.emoji);
}

export function isEmojiOverlapAbove(a: BioProfile, b: BioProfile, max: number): boolean {
  return emojiOverlap(a, b) > max;
}

export type HistoryRule =
  "same-bio" | "word-overlap" | "aesthetic-keywords" | "shared-phrase" | "sentence-similarity" | "emoji-overlap";

interface RuleCheck<Rule extends string> {
  readonly rule: Rule;
  readonly rejects: (a: BioProfile, b: BioProfile) => boolean;
}

const HISTORY_RULES_FOR_AESTHETIC: readonly RuleCheck<HistoryRule>[] = [
  { rule: "same-bio", rejects: isSameBio },
  {
    rule: "word-overlap",
    rejects: (a, b) => isMeaningfulWordOverlapAbove(a, b, AESTHETIC_WORD_OVERLAP_MAX),
  },
  { rule: "aesthetic-keywords", rejects: sharesTooManyAestheticKeywords },
  { rule: "shared-phrase", rejects: sharesAestheticPhrase },
  {
    rule: "sentence-similarity",
    rejects: (a, b) => hasSimilarSentences(a, b, AESTHETIC_SENTENCE_SIMILARITY_MAX, AESTHETIC_MIN_SENTENCE_LENGTH),
  },
  { rule: "emoji-overlap", rejects: (a, b) => isEmojiOverlapAbove(a, b, AESTHETIC_EMOJI_OVERLAP_MAX) },
];

// Funny, business and cool share one rule set, with no emoji or keyword checks (spec §5).
const HISTORY_RULES_DEFAULT: readonly RuleCheck<HistoryRule>[] = [
  { rule: "same-bio", rejects: isSameBio },
  { rule: "word-overlap", rejects: (a, b) => isMeaningfulWordOverlapAbove(a, b, WORD_OVERLAP_MAX) },
  { rule: "shared-phrase", rejects: sharesPhrase },
  {
    rule: "sentence-similarity",
    rejects: (a, b) => hasSimilarSentences(a, b, SENTENCE_SIMILARITY_MAX, MIN_SENTENCE_LENGTH),
  },
];

const HISTORY_RULES: Readonly<Record<BioType, readonly RuleCheck<HistoryRule>[]>> = {
  aesthetic: HISTORY_RULES_FOR_AESTHETIC,
  funny: HISTORY_RULES_DEFAULT,
  business: HISTORY_RULES_DEFAULT,
  cool: HISTORY_RULES_DEFAULT,
};

/** Every history rule of the bio type that rejects `bio` against one bio shown before it. */
export function historyConflicts(bio: string, previous: string, bioType: BioType): HistoryRule[] {
  const a = profileBio(bio);
  const b = profileBio(previous);
  return HISTORY_RULES[bioType].filter((check) => check.rejects(a, b)).map((check) => check.rule);
}

/** The first history rule of the bio type that rejects `bio` against a bio of `history`. */
export function historyConflict(
  bio: BioProfile,
  history: readonly BioProfile[],
  bioType: BioType,
): HistoryRule | undefined {
  const checks = HISTORY_RULES[bioType];
  for (const previous of history) {
    for (const check of checks) if (check.rejects(bio, previous)) return check.rule;
  }
  return undefined;
}

export function passesHistory(bio: BioProfile, history: readonly BioProfile[], bioType: BioType): boolean {
  const checks = HISTORY_RULES[bioType];
  return history.every((previous) => !checks.some((check) => check.rejects(bio, previous)));
}

/**
 * True when no history rule of the bio type rejects `bio` against any bio in `history`. History
 * holds bios as they were shown (or in normalizeForHistory form); each is normalised here. Bios
 * with their line breaks give the sentence rule more to compare than collapsed ones.
 */
export function isUniqueAgainstHistory(bio: string, history: Iterable<string>, bioType: BioType): boolean {
  return passesHistory(profileBio(bio), Array.from(history, profileBio), bioType);
}

// --- Batch rules ---------------------------------------------------------------------------

// A bio of a batch is compared with every other: its word set is built once.
const wordSetCache = new WeakMap<BioProfile, ReadonlySet<string>>();

function wordSet(profile: BioProfile): ReadonlySet<string> {
  let words = wordSetCache.get(profile);
  if (!words) {
    words = new Set(profile.words);
    wordSetCache.set(profile, words);
  }
  return words;
}

/** Over all words, stop-words and short words included (overlapRatio of the two bios' words). */
export function batchWordOverlap(a: BioProfile, b: BioProfile): number {
  const wordsOfA = wordSet(a);
  const wordsOfB = wordSet(b);
  if (wordsOfA.size === 0 || wordsOfB.size === 0) return 0;
  let shared = 0;
  for (const word of wordsOfA) if (wordsOfB.has(word)) shared += 1;
  return shared / Math.max(wordsOfA.size, wordsOfB.size);
}

export function isBatchWordOverlapAbove(a: BioProfile, b: BioProfile): boolean {
  return batchWordOverlap(a, b) > BATCH_WORD_OVERLAP_MAX;
}

/** A bio's BATCH_PHRASE_LENGTH-word phrases (within sentences, not only stop-words), computed once per profile. */
export function batchPhrases(profile: BioProfile): ReadonlySet<string> {
  return phrasesOf(profile, BATCH_PHRASE_LENGTH, false);
}

/** A shared BATCH_PHRASE_LENGTH-word phrase within a sentence, not made only of stop-words. */
export function sharesBatchPhrase(a: BioProfile, b: BioProfile): boolean {
  return sharesPhraseOf(a, b, BATCH_PHRASE_LENGTH);
}

/** One bio's normalised form contains the other's, in either direction (spec §5 "final check"). */
export function containsOther(a: BioProfile, b: BioProfile): boolean {
  return a.normalized.includes(b.normalized) || b.normalized.includes(a.normalized);
}

export type BatchRule = "word-overlap" | "shared-phrase" | "containment";

const BATCH_RULES: readonly RuleCheck<BatchRule>[] = [
  { rule: "word-overlap", rejects: isBatchWordOverlapAbove },
  { rule: "shared-phrase", rejects: sharesBatchPhrase },
  { rule: "containment", rejects: containsOther },
];

/** Every batch rule that rejects `bio` against one already accepted bio. */
export function batchConflicts(bio: string, other: string): BatchRule[] {
  const a = profileBio(bio);
  const b = profileBio(other);
  return BATCH_RULES.filter((check) => check.rejects(a, b)).map((check) => check.rule);
}

/** The first batch rule that rejects `bio` against an accepted bio. */
export function batchConflict(bio: BioProfile, accepted: readonly BioProfile[]): BatchRule | undefined {
  for (const other of accepted) {
    for (const check of BATCH_RULES) if (check.rejects(bio, other)) return check.rule;
  }
  return undefined;
}

export function passesBatch(bio: BioProfile, accepted: readonly BioProfile[]): boolean {
  return accepted.every((other) => !BATCH_RULES.some((check) => check.rejects(bio, other)));
}

/** True when no batch rule rejects `bio` against any accepted bio. */
export function isUniqueInBatch(bio: string, accepted: readonly string[]): boolean {
  return passesBatch(profileBio(bio), accepted.map(profileBio));
}

// --- Selection -----------------------------------------------------------------------------

/**
 * The bios to show: candidates in their order that pass the history rules of the bio type and the
 * batch rules against the ones already kept, at most `max`. Blank candidates are skipped.
 *
 * Aesthetic top-up (spec §5): when fewer than AESTHETIC_MIN_SURVIVORS survive (or fewer than
 * `max`, if `max` is smaller), the result is instead the first AESTHETIC_TOP_UP_COUNT (at most
 * `max`) batch-unique candidates, history set aside, so the page never shows a near-empty grid.
 */
export function selectUniqueBios(
  candidates: readonly string[],
  history: Iterable<string>,
  bioType: BioType,
  max: number = MAX_RESULTS,
): string[] {
  const limit = Number.isNaN(max) ? 0 : Math.max(0, Math.floor(max));
  const previous = Array.from(history, profileBio);
  const profiles = candidates.filter((text) => text.trim() !== "").map(profileBio);

  const kept = pickBatchUnique(
    profiles.filter((profile) => passesHistory(profile, previous, bioType)),
    limit,
  );
  if (bioType === "aesthetic" && kept.length < Math.min(AESTHETIC_MIN_SURVIVORS, limit)) {
    return pickBatchUnique(profiles, Math.min(AESTHETIC_TOP_UP_COUNT, limit));
  }
  return kept;
}

function pickBatchUnique(profiles: readonly BioProfile[], limit: number): string[] {
  const kept: BioProfile[] = [];
  for (const profile of profiles) {
    if (kept.length >= limit) break;
    if (passesBatch(profile, kept)) {
      kept.push(profile);
    }
  }
  return kept.map((profile) => profile.text);
}
