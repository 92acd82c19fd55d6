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
  hasRejectedFixedPhrase(key: string, sentenceWords: () => readonly (readonly string[])[]): boolean;
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
}

/**
 * A line as the no-repeated-lines check compares it: its words, case, emoji and symbols aside
 * (normalizeSentence, with a fast path for plain ASCII, which most composed lines are).
 */
export function lineKey(line: string): string {
  if (!NOT_PLAIN_ASCII.test(line)) {
    return line.toLowerCase().replace(ASCII_NOT_WORD, " ").replace(/\s+/gu, " ").trim();
  }
  return normalizeSentence(line);
}

const NOT_PLAIN_ASCII = /[^\t\n\r -~]/u;
// normalizeSentence's NOT_WORD_CHARACTERS, for ASCII: anything but letters, digits, ' and spaces.
const ASCII_NOT_WORD = /[^a-z0-9'\s]+/gu;

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

/** item → the indexes of the previous bios whose set holds it. */
function invert(sets: readonly ReadonlySet<string>[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  sets.forEach((set, position) => {
    for (const item of set) {
      const list = index.get(item);
      if (list) list.push(position);
      else index.set(item, [position]);
    }
  });
  return index;
}

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

// Phrase keys of a previous bio, per rule set: the same avoid list comes back on every click.
const profilePhraseCache = new WeakMap<BioProfile, Map<RuleSet, ReadonlySet<string>>>();

function profilePhraseKeys(profile: BioProfile, rules: RuleSet): ReadonlySet<string> {
  let byRules = profilePhraseCache.get(profile);
  if (!byRules) {
    byRules = new Map();
    profilePhraseCache.set(profile, byRules);
  }
  let keys = byRules.get(rules);
  if (!keys) {
    keys = phraseKeys(profile.sentenceWords, rules);
    byRules.set(rules, keys);
  }
  return keys;
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

// Previous sentences come back request after request; their histograms are kept, up to a cap.
const HISTOGRAM_CACHE_LIMIT = 8192;
const histogramCache = new Map<string, Int16Array>();
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

function cachedHistogram(text: string): Int16Array {
  let bins = histogramCache.get(text);
  if (!bins) {
    bins = histogram(text);
    if (histogramCache.size >= HISTOGRAM_CACHE_LIMIT) histogramCache.clear();
    histogramCache.set(text, bins);
  }
  return bins;
}

/**
 * Previous sentences for the similarity rule, with an exact filter: an edit changes the counts of
 * at most two bins by one each, so two strings within edit distance k differ by at most 2k in the
 * summed bin counts, and never by less than their lengths do. A pair further apart cannot be
 * similar enough and is skipped without computing the distance; every pair that could exceed the
 * threshold is still measured. Nothing is built per request beyond the list itself.
 */
interface SentenceIndex {
  tooSimilar(sentence: string): boolean;
}

function createSentenceIndex(unsorted: readonly string[], max: number): SentenceIndex {
  // By length, so a query looks only at sentences whose length could allow a close match.
  const sentences = [...unsorted].sort((a, b) => a.length - b.length);
  const lengths = sentences.map((sentence) => sentence.length);
  const bins = sentences.map(cachedHistogram);
  /** The first position whose sentence is longer than `length`. */
  const after = (length: number): number => {
    let low = 0;
    let high = lengths.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((lengths[middle] ?? 0) <= length) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    tooSimilar(sentence) {
      const own = histogram(sentence);
      // shortest / longest must be above max: only lengths within (L·max, L/max) can qualify.
      const from = after(Math.floor(sentence.length * max));
      const to = after(Math.ceil(sentence.length / max));
      for (let position = from; position < to; position += 1) {
        const previous = sentences[position] ?? "";
        const longest = Math.max(sentence.length, previous.length);
        const shortest = Math.min(sentence.length, previous.length);
        // Edit distance is at least the difference in length.
        if (longest === 0 || shortest / longest <= max) continue;
        const distance = largestDistanceAbove(longest, max);
        if (distance < 0) continue;
        const other = bins[position];
        if (!other) continue;
        let apart = 0;
        for (let bin = 0; bin < HISTOGRAM_BINS && apart <= 2 * distance; bin += 1) {
          apart += Math.abs((own[bin] ?? 0) - (other[bin] ?? 0));
        }
        if (apart > 2 * distance) continue;
        if (sentenceSimilarity(sentence, previous) > max) return true;
      }
      return false;
    },
  };
}

const wordSetCache = new WeakMap<BioProfile, ReadonlySet<string>>();

/** A previous bio's meaningful words as a set, built once per profile. */
function meaningfulWordSet(profile: BioProfile): ReadonlySet<string> {
  let words = wordSetCache.get(profile);
  if (!words) {
    words = new Set(profile.meaningfulWords);
    wordSetCache.set(profile, words);
  }
  return words;
}

const lineKeyCache = new Map<string, readonly string[]>();

/** The line keys of a bio (hashtag lines aside), remembered like profiles. */
function cachedLineKeys(text: string): readonly string[] {
  let keys = lineKeyCache.get(text);
  if (!keys) {
    keys = text
      .split("\n")
      .filter((line) => !/^\s*#/u.test(line))
      .map(lineKey)
      .filter((key) => key !== "");
    if (lineKeyCache.size >= PROFILE_CACHE_LIMIT) lineKeyCache.clear();
    lineKeyCache.set(text, keys);
  }
  return keys;
}

// Consecutive "Generate New" clicks send mostly the same avoid list; profiles are kept per text.
const PROFILE_CACHE_LIMIT = 2048;
const profileCache = new Map<string, BioProfile>();

/** profileBio, remembered for the texts seen recently. */
export function cachedProfile(text: string): BioProfile {
  let profile = profileCache.get(text);
  if (!profile) {
    profile = profileBio(text);
    if (profileCache.size >= PROFILE_CACHE_LIMIT) profileCache.clear();
    profileCache.set(text, profile);
  }
  return profile;
}

const EMPTY: ReadonlySet<string> = new Set();

// Templates and lexicon entries are fixed text: their phrase keys never change. Keyed by the text
// itself (a string keeps its hash, a concatenated key would be hashed anew on every lookup), one
// map per rule set.
const FIXED_PHRASE_CACHE_LIMIT = 32768;
const fixedPhraseKeys = new Map<RuleSet, Map<string, readonly string[]>>();

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
  history.forEach((bio, position) => {
    texts.add(bio);
    normalized.add(cachedProfile(bio).normalized);
    if (position >= history.length - recentLines) for (const key of cachedLineKeys(bio)) lines.add(key);
  });
  const isRepeat = (profile: BioProfile): boolean => texts.has(profile.text) || normalized.has(profile.normalized);
  if (bioType === undefined) {
    return {
      accepts: (profile) => !isRepeat(profile),
      vocabulary: EMPTY,
      emoji: EMPTY,
      hasRejectedPhrase: () => false,
      hasRejectedFixedPhrase: () => false,
      rejectsLine: () => false,
      hasSimilarSentence: () => false,
      lines,
      size: 0,
      addOverlap: (counts) => counts,
    };
  }

  if (history.length === 0) {
    return {
      accepts: () => true,
      vocabulary: EMPTY,
      emoji: EMPTY,
      hasRejectedPhrase: () => false,
      hasRejectedFixedPhrase: () => false,
      rejectsLine: () => false,
      hasSimilarSentence: () => false,
      lines,
      size: 0,
      addOverlap: (counts) => counts,
    };
  }
  const rules = RULES[bioType];
  const profiles = history.map(cachedProfile);
  const wordSets = profiles.map(meaningfulWordSet);
  const wordIndex = invert(wordSets);
  const wordSizes = wordSets.map((set) => set.size);
  const phrases = new Set<string>();
  for (const profile of profiles) for (const phrase of profilePhraseKeys(profile, rules)) phrases.add(phrase);
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
  const sentences = createSentenceIndex(
    [...new Set(profiles.flatMap((profile) => comparableSentences(profile, rules)))],
    rules.sentenceSimilarityMax,
  );
  const keywordIndex =
    rules.keywordMax === undefined
      ? undefined
      : invert(profiles.map((profile) => new Set(profile.words.filter((word) => AESTHETIC_KEYWORDS.has(word)))));
  const emojiSets = profiles.map((profile) => new Set(profile.emoji));
  const emojiIndex = rules.emojiOverlapMax === undefined ? undefined : invert(emojiSets);
  const emojiSizes = emojiSets.map((set) => set.size);

  const keywordMax = rules.keywordMax;
  return {
    lines,
    size: profiles.length,
    hasSimilarSentence(line) {
      return splitSentences(line)
        .map(normalizeSentence)
        .filter((sentence) => sentence !== "" && sentenceLength(sentence) > rules.minSentenceLength)
        .some((sentence) => sentences.tooSimilar(sentence));
    },
    addOverlap(counts, words, bioSize) {
      if (words.length === 0) return counts;
      // counts[0..n) holds shared meaningful words per previous bio, counts[n..2n) shared
      // aesthetic keywords (three shared with one bio always fail the aesthetic rule).
      const n = profiles.length;
      const next = counts.length === 2 * n ? counts.slice() : new Int32Array(2 * n);
      const size = Math.max(bioSize, EXPECTED_BIO_SIZE);
      for (const word of words) {
        const keyword = keywordMax !== undefined && AESTHETIC_KEYWORDS.has(word);
        for (const position of wordIndex.get(word) ?? []) {
          const shared = (next[position] ?? 0) + 1;
          next[position] = shared;
          if (shared / Math.max(size, wordSizes[position] ?? 0) > rules.wordOverlapMax) return undefined;
          if (keyword) {
            const keywords = (next[n + position] ?? 0) + 1;
            next[n + position] = keywords;
            if (keywordMax !== undefined && keywords > keywordMax) return undefined;
          }
        }
      }
      return next;
    },
    vocabulary: new Set(wordIndex.keys()),
    emoji: rules.emojiOverlapMax === undefined ? EMPTY : new Set(emojiIndex?.keys() ?? []),
    hasRejectedPhrase: holdsRejectedPhrase,
    hasRejectedFixedPhrase(key, sentenceWords) {
      let byText = fixedPhraseKeys.get(rules);
      if (!byText) {
        byText = new Map();
        fixedPhraseKeys.set(rules, byText);
      }
      let keys = byText.get(key);
      if (!keys) {
        keys = [...phraseKeys(sentenceWords(), rules)];
        if (byText.size >= FIXED_PHRASE_CACHE_LIMIT) byText.clear();
        byText.set(key, keys);
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
      if (keywordIndex && rules.keywordMax !== undefined) {
        const keywords = new Set(profile.words.filter((word) => AESTHETIC_KEYWORDS.has(word)));
        if (sharesMoreThan(keywords, keywordIndex, rules.keywordMax)) return false;
      }
      if (emojiIndex && rules.emojiOverlapMax !== undefined) {
        if (overlapsAbove(new Set(profile.emoji), emojiIndex, emojiSizes, rules.emojiOverlapMax)) return false;
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
