/** Spec §5, one function per rule. A "_MAX" threshold rejects only when strictly above it. */
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

export const AESTHETIC_WORD_OVERLAP_MAX = 0.3;
export const AESTHETIC_SHARED_KEYWORDS_MAX = 2;
export const AESTHETIC_PHRASE_LENGTHS: readonly number[] = [2, 3];
export const AESTHETIC_SENTENCE_SIMILARITY_MAX = 0.6;
/** The spec sets no minimum: every sentence with a word is compared. */
export const AESTHETIC_MIN_SENTENCE_LENGTH = 0;
export const AESTHETIC_EMOJI_OVERLAP_MAX = 0.5;

export const WORD_OVERLAP_MAX = 0.2;
export const SENTENCE_SIMILARITY_MAX = 0.7;
export const MIN_SENTENCE_LENGTH = 10;
export const MEANINGFUL_PHRASE_LENGTH = 2;
export const PHRASE_LENGTH = 3;

export const BATCH_WORD_OVERLAP_MAX = 0.6;
export const BATCH_PHRASE_LENGTH = 4;

export const AESTHETIC_MIN_SURVIVORS = 3;
export const AESTHETIC_TOP_UP_COUNT = 6;
export const MAX_RESULTS = 6;

export interface BioProfile {
  readonly text: string;
  readonly normalized: string;
  readonly words: readonly string[];
  readonly meaningfulWords: readonly string[];
  readonly sentenceWords: readonly (readonly string[])[];
  readonly sentences: readonly string[];
  readonly emoji: readonly string[];
  /** Its distinct words (the batch rule's overlap). */
  readonly wordSet: ReadonlySet<string>;
  /** Its n-word phrases within a sentence, not made only of stop-words; of meaningful words only, if asked. */
  phrases(n: number, meaningfulOnly: boolean): ReadonlySet<string>;
}

/**
 * What the rules read of a bio, each worked out when a rule first reads it: the composer profiles
 * every bio it considers, and the batch rules read only its words, phrases and normalised text.
 */
class Profile implements BioProfile {
  readonly normalized: string;
  readonly words: readonly string[];
  readonly sentenceWords: readonly (readonly string[])[];
  private meaningful: readonly string[] | undefined;
  private normalizedSentences: readonly string[] | undefined;
  private foundEmoji: readonly string[] | undefined;
  private distinctWords: ReadonlySet<string> | undefined;
  private phraseSets: Map<number, ReadonlySet<string>> | undefined;

  constructor(
    readonly text: string,
    private readonly rawSentences: readonly string[],
  ) {
    this.normalized = normalizeForHistory(text);
    const sentenceWords: (readonly string[])[] = [];
    const words: string[] = [];
    for (const sentence of rawSentences) {
      const found = tokenizeWords(sentence);
      if (found.length === 0) continue;
      sentenceWords.push(found);
      for (const word of found) words.push(word);
    }
    this.sentenceWords = sentenceWords;
    this.words = words;
  }

  get meaningfulWords(): readonly string[] {
    this.meaningful ??= this.words.filter(isMeaningfulWord);
    return this.meaningful;
  }

  get sentences(): readonly string[] {
    this.normalizedSentences ??= this.rawSentences.map(normalizeSentence).filter((sentence) => sentence !== "");
    return this.normalizedSentences;
  }

  get emoji(): readonly string[] {
    this.foundEmoji ??= extractEmoji(this.text);
    return this.foundEmoji;
  }

  get wordSet(): ReadonlySet<string> {
    this.distinctWords ??= new Set(this.words);
    return this.distinctWords;
  }

  phrases(n: number, meaningfulOnly: boolean): ReadonlySet<string> {
    this.phraseSets ??= new Map();
    const key = meaningfulOnly ? -n : n;
    let found = this.phraseSets.get(key);
    if (!found) {
      found = sentencePhrases(this.sentenceWords, n, meaningfulOnly ? pickMeaningful : undefined);
      this.phraseSets.set(key, found);
    }
    return found;
  }
}

export function profileBio(text: string): BioProfile {
  return new Profile(text, splitSentences(text));
}

/** Words and sentences read from `compared`: `text` with what the rules should not compare taken out. */
export function profileBioComparing(text: string, compared: string): BioProfile {
  return new Profile(text, splitSentences(compared));
}

export function isSameBio(a: BioProfile, b: BioProfile): boolean {
  return a.text === b.text || a.normalized === b.normalized;
}

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

/** Stop-words count ("the moon"), but not a phrase made only of them ("in the"). */
export function sharesAestheticPhrase(a: BioProfile, b: BioProfile): boolean {
  return AESTHETIC_PHRASE_LENGTHS.some((n) => sharesPhraseOf(a, b, n));
}

/** A 2-word phrase over meaningful words only, or a 3-word phrase over all words not made only of stop-words. */
export function sharesPhrase(a: BioProfile, b: BioProfile): boolean {
  return sharesPhraseOf(a, b, MEANINGFUL_PHRASE_LENGTH, true) || sharesPhraseOf(a, b, PHRASE_LENGTH);
}

const pickMeaningful = (words: readonly string[]): readonly string[] => words.filter(isMeaningfulWord);

function sharesPhraseOf(a: BioProfile, b: BioProfile, n: number, meaningfulOnly = false): boolean {
  const phrasesOfB = b.phrases(n, meaningfulOnly);
  for (const phrase of a.phrases(n, meaningfulOnly)) if (phrasesOfB.has(phrase)) return true;
  return false;
}

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

// Spec §5: no emoji or keyword checks for these.
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

export function historyConflicts(bio: string, previous: string, bioType: BioType): HistoryRule[] {
  const a = profileBio(bio);
  const b = profileBio(previous);
  return HISTORY_RULES[bioType].filter((check) => check.rejects(a, b)).map((check) => check.rule);
}

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

/** History holds bios as shown; each is normalised here, line breaks kept for the sentence rule. */
export function isUniqueAgainstHistory(bio: string, history: Iterable<string>, bioType: BioType): boolean {
  return passesHistory(profileBio(bio), Array.from(history, profileBio), bioType);
}

export function batchWordOverlap(a: BioProfile, b: BioProfile): number {
  const wordsOfA = a.wordSet;
  const wordsOfB = b.wordSet;
  if (wordsOfA.size === 0 || wordsOfB.size === 0) return 0;
  let shared = 0;
  for (const word of wordsOfA) if (wordsOfB.has(word)) shared += 1;
  return shared / Math.max(wordsOfA.size, wordsOfB.size);
}

export function isBatchWordOverlapAbove(a: BioProfile, b: BioProfile): boolean {
  return batchWordOverlap(a, b) > BATCH_WORD_OVERLAP_MAX;
}

export function batchPhrases(profile: BioProfile): ReadonlySet<string> {
  return profile.phrases(BATCH_PHRASE_LENGTH, false);
}

export function sharesBatchPhrase(a: BioProfile, b: BioProfile): boolean {
  return sharesPhraseOf(a, b, BATCH_PHRASE_LENGTH);
}

export function containsOther(a: BioProfile, b: BioProfile): boolean {
  return a.normalized.includes(b.normalized) || b.normalized.includes(a.normalized);
}

export type BatchRule = "word-overlap" | "shared-phrase" | "containment";

const BATCH_RULES: readonly RuleCheck<BatchRule>[] = [
  { rule: "word-overlap", rejects: isBatchWordOverlapAbove },
  { rule: "shared-phrase", rejects: sharesBatchPhrase },
  { rule: "containment", rejects: containsOther },
];

export function batchConflicts(bio: string, other: string): BatchRule[] {
  const a = profileBio(bio);
  const b = profileBio(other);
  return BATCH_RULES.filter((check) => check.rejects(a, b)).map((check) => check.rule);
}

export function batchConflict(bio: BioProfile, accepted: readonly BioProfile[]): BatchRule | undefined {
  for (const other of accepted) {
    for (const check of BATCH_RULES) if (check.rejects(bio, other)) return check.rule;
  }
  return undefined;
}

export function passesBatch(bio: BioProfile, accepted: readonly BioProfile[]): boolean {
  return accepted.every((other) => !BATCH_RULES.some((check) => check.rejects(bio, other)));
}

export function isUniqueInBatch(bio: string, accepted: readonly string[]): boolean {
  return passesBatch(profileBio(bio), accepted.map(profileBio));
}

/** Aesthetic top-up (spec §5): too few survivors set history aside, so the grid is never near-empty. */
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
