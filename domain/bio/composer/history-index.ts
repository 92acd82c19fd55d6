/**
 * The spec §5 history rules, checked fast. isUniqueAgainstHistory profiles all previous bios on
 * every call, which is right for one check but too slow for a composer that tries dozens of
 * candidates against 60 previous bios per request. This index profiles the history once and
 * answers each rule with set lookups, using the same measures (sentencePhrases,
 * sentenceSimilarity, profileBio's fields) and thresholds from uniqueness.ts. Its answers equal
 * isUniqueAgainstHistory's for every bio type; history-index.test.ts checks that on random bios.
 *
 * It also tells the composer what the history has used (words, phrases, emoji), so templates and
 * lexicon entries that would certainly be rejected are not drawn at all.
 */
import type { BioType } from "../bio-type";
import {
  AESTHETIC_KEYWORDS,
  isMeaningfulWord,
  normalizeSentence,
  sentenceLength,
  sentencePhrases,
  sentenceSimilarity,
  splitSentences,
} from "../similarity";
import {
  AESTHETIC_EMOJI_OVERLAP_MAX,
  containsOther,
  isBatchWordOverlapAbove,
  sharesBatchPhrase,
  AESTHETIC_MIN_SENTENCE_LENGTH,
  AESTHETIC_PHRASE_LENGTHS,
  AESTHETIC_SENTENCE_SIMILARITY_MAX,
  AESTHETIC_SHARED_KEYWORDS_MAX,
  AESTHETIC_WORD_OVERLAP_MAX,
  type BioProfile,
  MEANINGFUL_PHRASE_LENGTH,
  MIN_SENTENCE_LENGTH,
  PHRASE_LENGTH,
  SENTENCE_SIMILARITY_MAX,
  WORD_OVERLAP_MAX,
  profileBio,
} from "../uniqueness";

import { createRecentCache } from "./recent-cache";

export interface HistoryIndex {
  /** True when the bio passes every history rule against every previous bio. */
  accepts(bio: BioProfile): boolean;
  /** Meaningful words of the previous bios. */
  readonly vocabulary: ReadonlySet<string>;
  /** Emoji of the previous bios (variants folded, as extractEmoji gives them). */
  readonly emoji: ReadonlySet<string>;
  /** Whether some phrase of these sentences (words per sentence) is one the rules reject. */
  hasRejectedPhrase(sentenceWords: readonly (readonly string[])[]): boolean;
  /**
   * hasRejectedPhrase for fixed text (a template's or a lexicon entry's), whose phrase keys are
   * computed once for all requests under `key` (the text itself, or another stable string) and
   * then only looked up.
   */
  hasRejectedFixedPhrase(key: string, sentenceWords: readonly (readonly string[])[]): boolean;
  /** Whether a line on its own is certain to be rejected: a rejected phrase or a too-similar sentence. */
  rejectsLine(line: string): boolean;
  /** Whether one of the line's sentences is too similar to a sentence of the history (exact rule). */
  hasSimilarSentence(line: string): boolean;
  /** The avoided bios' lines, as lineKey compares them: no new bio repeats one. */
  readonly lines: ReadonlySet<string>;
  /** How many previous bios there are (the length of an overlap count array). */
  readonly size: number;
  /**
   * Per previous bio, the meaningful words a bio being built shares with it, after adding `words`
   * (new to the bio, distinct); undefined when some previous bio already shares so many that the
   * finished bio will almost surely break the word-overlap rule (judged at `expectedSize`
   * meaningful words, or the bio's own size when larger).
   */
  addOverlap(counts: Int32Array, words: readonly string[], bioSize: number): Int32Array | undefined;
  /**
   * Whether addOverlap would give counts (not undefined) for these arguments, without building
   * them: the composer checks every line it fills, and keeps few.
   */
  allowsOverlap(counts: Int32Array, words: readonly string[], bioSize: number): boolean;
}

/** The meaningful-word count overlap pruning assumes a finished bio has, unless it has more. */
const EXPECTED_BIO_SIZE = 9;

const pickMeaningful = (words: readonly string[]): readonly string[] => words.filter(isMeaningfulWord);

/** The rules of one bio type, as the parameters the index needs. */
interface RuleSet {
  readonly wordOverlapMax: number;
  /** Phrase sets to compare: n and which words of a sentence form the sequence. */
  readonly phrases: readonly { n: number; pick?: (words: readonly string[]) => readonly string[] }[];
  readonly sentenceSimilarityMax: number;
  readonly minSentenceLength: number;
  readonly keywordMax: number | undefined;
  readonly emojiOverlapMax: number | undefined;
}

const AESTHETIC_RULES: RuleSet = {
  wordOverlapMax: AESTHETIC_WORD_OVERLAP_MAX,
  phrases: AESTHETIC_PHRASE_LENGTHS.map((n) => ({ n })),
  sentenceSimilarityMax: AESTHETIC_SENTENCE_SIMILARITY_MAX,
  minSentenceLength: AESTHETIC_MIN_SENTENCE_LENGTH,
  keywordMax: AESTHETIC_SHARED_KEYWORDS_MAX,
  emojiOverlapMax: AESTHETIC_EMOJI_OVERLAP_MAX,
};

const DEFAULT_RULES: RuleSet = {
  wordOverlapMax: WORD_OVERLAP_MAX,
  phrases: [{ n: MEANINGFUL_PHRASE_LENGTH, pick: pickMeaningful }, { n: PHRASE_LENGTH }],
  sentenceSimilarityMax: SENTENCE_SIMILARITY_MAX,
  minSentenceLength: MIN_SENTENCE_LENGTH,
  keywordMax: undefined,
  emojiOverlapMax: undefined,
};

const RULES: Readonly<Record<BioType, RuleSet>> = {
  aesthetic: AESTHETIC_RULES,
  funny: DEFAULT_RULES,
  business: DEFAULT_RULES,
  cool: DEFAULT_RULES,
};

/**
 * Whether |A ∩ B| / max(|A|, |B|) exceeds `max` for some previous set B (overlapRatio's measure;
 * 0 when either set is empty, so an empty set never overlaps).
 */
function overlapsAbove(
  set: ReadonlySet<string>,
  index: Map<string, number[]>,
  sizes: readonly number[],
  max: number,
): boolean {
  if (set.size === 0) return false;
  const shared = new Int32Array(sizes.length);
  for (const item of set) {
    for (const position of index.get(item) ?? []) {
      shared[position] = (shared[position] ?? 0) + 1;
      if ((shared[position] ?? 0) / Math.max(set.size, sizes[position] ?? 0) > max) return true;
    }
  }
  return false;
}

/** Whether some previous bio shares more than `max` of the items (aesthetic keywords). */
function sharesMoreThan(set: ReadonlySet<string>, index: Map<string, number[]>, max: number): boolean {
  const shared = new Map<number, number>();
  for (const item of set) {
    for (const position of index.get(item) ?? []) {
      const count = (shared.get(position) ?? 0) + 1;
      if (count > max) return true;
      shared.set(position, count);
    }
  }
  return false;
}

/** Adds `position` to the list of each item: an inverted index, item → the previous bios holding it. */
function addToIndex(index: Map<string, number[]>, items: readonly string[], position: number): void {
  for (const item of items) {
    const list = index.get(item);
    if (list) list.push(position);
    else index.set(item, [position]);
  }
}

function phraseKeys(sentenceWords: readonly (readonly string[])[], rules: RuleSet): Set<string> {
  const all = new Set<string>();
  rules.phrases.forEach(({ n, pick }, position) => {
    // Prefixed by the rule's position so a 2-word meaningful phrase never meets a 2-word plain one.
    for (const phrase of sentencePhrases(sentenceWords, n, pick)) all.add(`${position}|${phrase}`);
  });
  return all;
}

function comparableSentences(profile: BioProfile, rules: RuleSet): string[] {
  return profile.sentences.filter((sentence) => sentenceLength(sentence) > rules.minSentenceLength);
}

/**
 * The largest edit distance at which two strings, the longer of `longest` code units, are still
 * more similar than `max` by sentenceSimilarity's formula; -1 when none is.
 */
function largestDistanceAbove(longest: number, max: number): number {
  let distance = Math.floor(longest * (1 - max));
  while (distance >= 0 && !((longest - distance) / longest > max)) distance -= 1;
  while ((longest - (distance + 1)) / longest > max) distance += 1;
  return distance;
}

const HISTOGRAM_BINS = 32;

/**
 * A sentence's code units counted into 32 bins (a–z, digits, space, the rest by code): what the
 * similarity filter compares. UTF-16 code units, as fastest-levenshtein measures.
 */
function histogram(text: string): Int16Array {
  const bins = new Int16Array(HISTOGRAM_BINS);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const bin =
      code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? 26 : code === 32 ? 27 : 28 + (code % 4);
    bins[bin] = (bins[bin] ?? 0) + 1;
  }
  return bins;
}

/**
 * A sentence's code-unit bigrams (pairs of neighbouring UTF-16 code units, as fastest-levenshtein
 * measures), sorted: two sentences' shared bigrams are then counted by one merge.
 */
function bigrams(text: string): Int32Array {
  const pairs = new Int32Array(Math.max(0, text.length - 1));
  for (let index = 0; index < pairs.length; index += 1) {
    pairs[index] = (text.charCodeAt(index) << 16) | text.charCodeAt(index + 1);
  }
  return pairs.sort();
}

/** Whether two sorted bigram lists share at least `needed` bigrams (counted with repeats). */
function sharesAtLeast(a: Int32Array, b: Int32Array, needed: number): boolean {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (shared < needed) {
    // Stop as soon as the rest of the shorter list could not make up the difference.
    if (i >= a.length || j >= b.length || shared + Math.min(a.length - i, b.length - j) < needed) return false;
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    if (x === y) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (x < y) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return true;
}

/** What the similarity filters compare of a sentence, worked out once per previous sentence. */
interface SentenceShape {
  readonly histogram: Int16Array;
  readonly bigrams: Int32Array;
}

function sentenceShape(sentence: string): SentenceShape {
  return { histogram: histogram(sentence), bigrams: bigrams(sentence) };
}

/** Previous sentences of one length (in code units), with their shapes. */
interface LengthBucket {
  readonly sentences: string[];
  readonly shapes: SentenceShape[];
}

/**
 * Previous sentences for the similarity rule, with two exact filters before the edit distance:
 * - an edit changes the counts of at most two histogram bins by one each, so two strings within
 *   edit distance k differ by at most 2k in the summed bin counts;
 * - an edit breaks at most two bigrams, so two strings within edit distance k share at least
 *   max(|a|, |b|) − 1 − 2k bigrams (the q-gram lemma, Ukkonen 1992, for q = 2).
 * A pair that fails either cannot be similar enough and is skipped without computing the distance
 * (most pairs: the composer's lines share letters, but rarely long runs of them); every pair that
 * could exceed the threshold is still measured. Sentences are kept by length, so a query reads
 * only the lengths that could allow a close match, and each answer is remembered for the index's
 * life: the composer asks about the same lines again and again within a request.
 */
interface SentenceIndex {
  add(sentence: string, shape: SentenceShape): void;
  tooSimilar(sentence: string): boolean;
}

function createSentenceIndex(max: number): SentenceIndex {
  const buckets: (LengthBucket | undefined)[] = [];
  const answers = new Map<string, boolean>();
  const distances: number[] = [];
  function search(sentence: string): boolean {
    if (buckets.length === 0) return false;
    const own = histogram(sentence);
    let ownBigrams: Int32Array | undefined;
    // shortest / longest must be above max: only lengths within (L·max, L/max) can qualify.
    const from = Math.floor(sentence.length * max) + 1;
    const to = Math.min(buckets.length - 1, Math.ceil(sentence.length / max));
    for (let length = from; length <= to; length += 1) {
      const bucket = buckets[length];
      if (!bucket) continue;
      const longest = Math.max(sentence.length, length);
      const shortest = Math.min(sentence.length, length);
      // Edit distance is at least the difference in length.
      if (longest === 0 || shortest / longest <= max) continue;
      let distance = distances[longest];
      if (distance === undefined) {
        distance = largestDistanceAbove(longest, max);
        distances[longest] = distance;
      }
      if (distance < 0) continue;
      const neededBigrams = longest - 1 - 2 * distance;
      for (let position = 0; position < bucket.sentences.length; position += 1) {
        const other = bucket.shapes[position];
        if (!other) continue;
        let apart = 0;
        for (let bin = 0; bin < HISTOGRAM_BINS && apart <= 2 * distance; bin += 1) {
          apart += Math.abs((own[bin] ?? 0) - (other.histogram[bin] ?? 0));
        }
        if (apart > 2 * distance) continue;
        if (neededBigrams > 0) {
          ownBigrams ??= bigrams(sentence);
          if (!sharesAtLeast(ownBigrams, other.bigrams, neededBigrams)) continue;
        }
        if (sentenceSimilarity(sentence, bucket.sentences[position] ?? "") > max) return true;
      }
    }
    return false;
  }
  return {
    add(sentence, shape) {
      let bucket = buckets[sentence.length];
      if (!bucket) {
        bucket = { sentences: [], shapes: [] };
        buckets[sentence.length] = bucket;
      }
      bucket.sentences.push(sentence);
      bucket.shapes.push(shape);
    },
    tooSimilar(sentence) {
      let similar = answers.get(sentence);
      if (similar === undefined) {
        similar = search(sentence);
        answers.set(sentence, similar);
      }
      return similar;
    },
  };
}

/** What the index reads of one avoided bio, worked out once per text (see historyEntry). */
interface HistoryEntry {
  readonly profile: BioProfile;
  /** Its lines' keys (lineKey), hashtag lines and lines without words aside. */
  readonly lineKeys: readonly string[];
  /** Its distinct meaningful words. */
  readonly meaningful: readonly string[];
  /** What each rule set reads of it (there are two), worked out when first needed. */
  readonly ruled: Map<RuleSet, RuledEntry>;
}

interface RuledEntry {
  /** Its phrases the rules compare, keyed as phraseKeys gives them. */
  readonly phraseKeys: readonly string[];
  /** Its sentences long enough for the similarity rule, and what the similarity filters compare. */
  readonly sentences: readonly string[];
  readonly shapes: readonly SentenceShape[];
  /** Distinct aesthetic keywords and emoji, for the rule set that counts them (else empty). */
  readonly keywords: readonly string[];
  readonly emoji: readonly string[];
}

// Consecutive "Generate New" clicks send mostly the same avoid list, and the composer's own bios
// come back in the next request's: what the rules read of a bio is kept per text.
const ENTRY_CACHE_LIMIT = 1024;
const historyEntries = createRecentCache<string, HistoryEntry>(ENTRY_CACHE_LIMIT);

function createEntry(profile: BioProfile): HistoryEntry {
  const lineKeys: string[] = [];
  for (const line of profile.text.split("\n")) {
    if (/^\s*#/u.test(line)) continue;
    const key = lineKey(line);
    if (key !== "") lineKeys.push(key);
  }
  return { profile, lineKeys, meaningful: [...new Set(profile.meaningfulWords)], ruled: new Map() };
}

function historyEntry(text: string): HistoryEntry {
  return historyEntries.remember(text, (bio) => createEntry(profileBio(bio)));
}

function ruledEntry(entry: HistoryEntry, rules: RuleSet): RuledEntry {
  let ruled = entry.ruled.get(rules);
  if (!ruled) {
    const { profile } = entry;
    const sentences = comparableSentences(profile, rules);
    ruled = {
      phraseKeys: [...phraseKeys(profile.sentenceWords, rules)],
      sentences,
      shapes: sentences.map(sentenceShape),
      keywords:
        rules.keywordMax === undefined
          ? []
          : [...new Set(profile.words.filter((word) => AESTHETIC_KEYWORDS.has(word)))],
      emoji: rules.emojiOverlapMax === undefined ? [] : [...new Set(profile.emoji)],
    };
    entry.ruled.set(rules, ruled);
  }
  return ruled;
}

/** profileBio, remembered for the texts seen recently. */
export function cachedProfile(text: string): BioProfile {
  return historyEntry(text).profile;
}

/**
 * Keeps a bio's profile for the requests to come: a bio the composer has just given comes back in
 * the next request's `avoid`, and is then read without being profiled again.
 */
export function rememberProfile(profile: BioProfile): void {
  if (!historyEntries.get(profile.text)) historyEntries.set(profile.text, createEntry(profile));
}

/** A line as the no-repeated-lines check compares it: its words, case, emoji and symbols aside. */
export function lineKey(line: string): string {
  return normalizeSentence(line);
}

const EMPTY: ReadonlySet<string> = new Set();

// Templates and lexicon entries are fixed text: their phrase keys never change. Keyed by the text
// itself (a string keeps its hash, a concatenated key would be hashed anew on every lookup), one
// map per rule set.
const FIXED_PHRASE_CACHE_LIMIT = 32768;
const fixedPhraseKeys = new Map<RuleSet, Map<string, readonly string[]>>();

/** The keys of a map as a set, without copying them. */
function keySet(map: ReadonlyMap<string, unknown>): ReadonlySet<string> {
  const set: ReadonlySet<string> = {
    has: (item) => map.has(item),
    get size() {
      return map.size;
    },
    forEach(callback, thisArg?: unknown) {
      for (const key of map.keys()) callback.call(thisArg, key, key, set);
    },
    keys: () => map.keys(),
    values: () => map.keys(),
    entries: () => new Map([...map.keys()].map((key) => [key, key])).entries(),
    [Symbol.iterator]: () => map.keys(),
  };
  return set;
}

/**
 * The index of an avoid list for a bio type's rules (or, without one, for "no repeat"). `lines`
 * holds the lines of the most recent `recentLines` bios (all of them by default): the main page
 * keeps only its last few answers' lines fresh, since a visitor's few words make only so many.
 */
export function createHistoryIndex(
  history: readonly string[],
  bioType: BioType | undefined,
  recentLines: number = history.length,
): HistoryIndex {
  const normalized = new Set<string>();
  const texts = new Set<string>();
  const lines = new Set<string>();
  const rules = bioType === undefined ? undefined : RULES[bioType];
  const keywordMax = rules?.keywordMax;
  const emojiOverlapMax = rules?.emojiOverlapMax;
  // What a bio type's rules read, gathered in the same pass; positions are the history's.
  const wordIndex = new Map<string, number[]>();
  const wordSizes: number[] = [];
  const phrases = new Set<string>();
  const sentences = createSentenceIndex(rules?.sentenceSimilarityMax ?? 0);
  const keywordIndex = keywordMax === undefined ? undefined : new Map<string, number[]>();
  const emojiIndex = emojiOverlapMax === undefined ? undefined : new Map<string, number[]>();
  const emojiSizes: number[] = [];
  const firstRecent = history.length - recentLines;
  for (let position = 0; position < history.length; position += 1) {
    const bio = history[position] ?? "";
    const entry = historyEntry(bio);
    texts.add(bio);
    normalized.add(entry.profile.normalized);
    if (position >= firstRecent) for (const key of entry.lineKeys) lines.add(key);
    if (!rules) continue;
    const ruled = ruledEntry(entry, rules);
    addToIndex(wordIndex, entry.meaningful, position);
    wordSizes.push(entry.meaningful.length);
    for (const phrase of ruled.phraseKeys) phrases.add(phrase);
    for (let at = 0; at < ruled.sentences.length; at += 1) {
      const sentence = ruled.sentences[at] ?? "";
      sentences.add(sentence, ruled.shapes[at] ?? sentenceShape(sentence));
    }
    if (keywordIndex) addToIndex(keywordIndex, ruled.keywords, position);
    if (emojiIndex) addToIndex(emojiIndex, ruled.emoji, position);
    emojiSizes.push(ruled.emoji.length);
  }
  const isRepeat = (profile: BioProfile): boolean => texts.has(profile.text) || normalized.has(profile.normalized);
  if (!rules || history.length === 0) {
    return {
      accepts: rules ? () => true : (profile) => !isRepeat(profile),
      vocabulary: EMPTY,
      emoji: EMPTY,
      hasRejectedPhrase: () => false,
      hasRejectedFixedPhrase: () => false,
      rejectsLine: () => false,
      hasSimilarSentence: () => false,
      lines,
      size: 0,
      addOverlap: (counts) => counts,
      allowsOverlap: () => true,
    };
  }

  /** Whether a sentence sequence holds a rejected phrase: n-grams built and looked up one by one. */
  const holdsRejectedPhrase = (sentenceWords: readonly (readonly string[])[]): boolean => {
    for (let position = 0; position < rules.phrases.length; position += 1) {
      const rule = rules.phrases[position];
      if (!rule) continue;
      const prefix = `${position}|`;
      for (const words of sentenceWords) {
        const sequence = rule.pick ? rule.pick(words) : words;
        for (let start = 0; start + rule.n <= sequence.length; start += 1) {
          let phrase = prefix + (sequence[start] ?? "");
          for (let offset = 1; offset < rule.n; offset += 1) phrase += ` ${sequence[start + offset] ?? ""}`;
          // Phrases made only of stop-words were never added, so a hit is a rejected phrase.
          if (phrases.has(phrase)) return true;
        }
      }
    }
    return false;
  };
  const size = history.length;
  let fixedKeys = fixedPhraseKeys.get(rules);
  if (!fixedKeys) {
    fixedKeys = new Map();
    fixedPhraseKeys.set(rules, fixedKeys);
  }
  let scratch: Int32Array | undefined;
  const touched: number[] = [];
  return {
    lines,
    size,
    hasSimilarSentence(line) {
      for (const sentence of splitSentences(line)) {
        const normal = normalizeSentence(sentence);
        if (normal !== "" && sentenceLength(normal) > rules.minSentenceLength && sentences.tooSimilar(normal)) {
          return true;
        }
      }
      return false;
    },
    addOverlap(counts, words, bioSize) {
      if (words.length === 0) return counts;
      // counts[0..n) holds shared meaningful words per previous bio, counts[n..2n) shared
      // aesthetic keywords (three shared with one bio always fail the aesthetic rule).
      const next = counts.length === 2 * size ? counts.slice() : new Int32Array(2 * size);
      const expected = Math.max(bioSize, EXPECTED_BIO_SIZE);
      for (const word of words) {
        const keyword = keywordMax !== undefined && AESTHETIC_KEYWORDS.has(word);
        for (const position of wordIndex.get(word) ?? []) {
          const shared = (next[position] ?? 0) + 1;
          next[position] = shared;
          if (shared / Math.max(expected, wordSizes[position] ?? 0) > rules.wordOverlapMax) return undefined;
          if (keyword) {
            const keywords = (next[size + position] ?? 0) + 1;
            next[size + position] = keywords;
            if (keywordMax !== undefined && keywords > keywordMax) return undefined;
          }
        }
      }
      return next;
    },
    allowsOverlap(counts, words, bioSize) {
      if (words.length === 0) return true;
      // addOverlap's checks, in its order, on the counts it would build: the line's own shares
      // are counted in a scratch array kept for the index, and the cells touched are reset.
      const base = counts.length === 2 * size ? counts : undefined;
      scratch ??= new Int32Array(2 * size);
      const added = scratch;
      const expected = Math.max(bioSize, EXPECTED_BIO_SIZE);
      let allowed = true;
      for (let at = 0; at < words.length && allowed; at += 1) {
        const word = words[at] ?? "";
        const keyword = keywordMax !== undefined && AESTHETIC_KEYWORDS.has(word);
        for (const position of wordIndex.get(word) ?? []) {
          if (added[position] === 0) touched.push(position);
          const own = (added[position] ?? 0) + 1;
          added[position] = own;
          if (((base?.[position] ?? 0) + own) / Math.max(expected, wordSizes[position] ?? 0) > rules.wordOverlapMax) {
            allowed = false;
            break;
          }
          if (keyword) {
            const cell = size + position;
            if (added[cell] === 0) touched.push(cell);
            const keywords = (added[cell] ?? 0) + 1;
            added[cell] = keywords;
            if (keywordMax !== undefined && (base?.[cell] ?? 0) + keywords > keywordMax) {
              allowed = false;
              break;
            }
          }
        }
      }
      for (const cell of touched) added[cell] = 0;
      touched.length = 0;
      return allowed;
    },
    vocabulary: keySet(wordIndex),
    emoji: emojiIndex ? keySet(emojiIndex) : EMPTY,
    hasRejectedPhrase: holdsRejectedPhrase,
    hasRejectedFixedPhrase(key, sentenceWords) {
      let keys = fixedKeys.get(key);
      if (!keys) {
        keys = [...phraseKeys(sentenceWords, rules)];
        if (fixedKeys.size >= FIXED_PHRASE_CACHE_LIMIT) fixedKeys.clear();
        fixedKeys.set(key, keys);
      }
      for (const phrase of keys) if (phrases.has(phrase)) return true;
      return false;
    },
    rejectsLine(line) {
      const lineProfile = profileBio(line);
      if (holdsRejectedPhrase(lineProfile.sentenceWords)) return true;
      return comparableSentences(lineProfile, rules).some((sentence) => sentences.tooSimilar(sentence));
    },
    accepts(profile) {
      if (isRepeat(profile)) return false;
      if (overlapsAbove(new Set(profile.meaningfulWords), wordIndex, wordSizes, rules.wordOverlapMax)) return false;
      if (holdsRejectedPhrase(profile.sentenceWords)) return false;
      if (keywordIndex && keywordMax !== undefined) {
        const keywords = new Set(profile.words.filter((word) => AESTHETIC_KEYWORDS.has(word)));
        if (sharesMoreThan(keywords, keywordIndex, keywordMax)) return false;
      }
      if (emojiIndex && emojiOverlapMax !== undefined) {
        if (overlapsAbove(new Set(profile.emoji), emojiIndex, emojiSizes, emojiOverlapMax)) return false;
      }
      for (const sentence of comparableSentences(profile, rules)) {
        if (sentences.tooSimilar(sentence)) return false;
      }
      return true;
    },
  };
}

/** Decides, bio by bio, what may join an answer: new against the history, unique in the batch. */
export interface AnswerChecker {
  /** True (and the bio is counted as part of the answer) when it passes; false otherwise. */
  accept(bio: string): boolean;
}

/**
 * The history rules of the bio type (or "no repeat" without one) and the batch rules, for bios
 * from outside the composer (a language model's). The history is indexed and each bio profiled
 * once, however many bios are checked.
 */
export function createAnswerChecker(avoid: readonly string[], bioType: BioType | undefined): AnswerChecker {
  const history = createHistoryIndex(avoid, bioType);
  const accepted: BioProfile[] = [];
  return {
    accept(bio) {
      const profile = profileBio(bio);
      if (!history.accepts(profile)) return false;
      const unique = accepted.every(
        (other) =>
          !isBatchWordOverlapAbove(profile, other) &&
          !sharesBatchPhrase(profile, other) &&
          !containsOther(profile, other),
      );
      if (unique) accepted.push(profile);
      return unique;
    },
  };
}
