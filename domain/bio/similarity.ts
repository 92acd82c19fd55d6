import { distance } from "fastest-levenshtein";

import { isEmojiGrapheme, splitGraphemes } from "../text/graphemes";
import { isPlainAscii, isWhitespaceCode } from "../text/plain-ascii";

export const SHORT_WORD_MAX_LENGTH = 2;

/** Based on the NLTK / Snowball English lists, plus fillers bios lean on. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "about",
  "above",
  "after",
  "again",
  "against",
  "all",
  "also",
  "am",
  "an",
  "and",
  "any",
  "are",
  "aren't",
  "as",
  "at",
  "be",
  "because",
  "been",
  "before",
  "being",
  "below",
  "between",
  "both",
  "but",
  "by",
  "can",
  "can't",
  "cannot",
  "could",
  "couldn't",
  "did",
  "didn't",
  "do",
  "does",
  "doesn't",
  "doing",
  "don't",
  "down",
  "during",
  "each",
  "every",
  "few",
  "for",
  "from",
  "further",
  "had",
  "hadn't",
  "has",
  "hasn't",
  "have",
  "haven't",
  "having",
  "he",
  "he'd",
  "he'll",
  "he's",
  "her",
  "here",
  "here's",
  "hers",
  "herself",
  "him",
  "himself",
  "his",
  "how",
  "how's",
  "i",
  "i'd",
  "i'll",
  "i'm",
  "i've",
  "if",
  "in",
  "into",
  "is",
  "isn't",
  "it",
  "it's",
  "its",
  "itself",
  "just",
  "let's",
  "many",
  "me",
  "more",
  "most",
  "much",
  "must",
  "mustn't",
  "my",
  "myself",
  "no",
  "nor",
  "not",
  "now",
  "of",
  "off",
  "on",
  "once",
  "only",
  "or",
  "other",
  "ought",
  "our",
  "ours",
  "ourselves",
  "out",
  "over",
  "own",
  "really",
  "same",
  "shan't",
  "she",
  "she'd",
  "she'll",
  "she's",
  "should",
  "shouldn't",
  "so",
  "some",
  "such",
  "than",
  "that",
  "that's",
  "the",
  "their",
  "theirs",
  "them",
  "themselves",
  "then",
  "there",
  "there's",
  "these",
  "they",
  "they'd",
  "they'll",
  "they're",
  "they've",
  "this",
  "those",
  "through",
  "to",
  "too",
  "under",
  "until",
  "up",
  "us",
  "very",
  "via",
  "was",
  "wasn't",
  "we",
  "we'd",
  "we'll",
  "we're",
  "we've",
  "were",
  "weren't",
  "what",
  "what's",
  "when",
  "when's",
  "where",
  "where's",
  "which",
  "while",
  "who",
  "who's",
  "whom",
  "why",
  "why's",
  "will",
  "with",
  "won't",
  "would",
  "wouldn't",
  "yet",
  "you",
  "you'd",
  "you'll",
  "you're",
  "you've",
  "your",
  "yours",
  "yourself",
  "yourselves",
]);

/** Spec §5 "aesthetic keywords". Matching is exact, so plural and -ing forms are listed. */
export const AESTHETIC_KEYWORDS: ReadonlySet<string> = new Set([
  "angel",
  "aura",
  "bliss",
  "bloom",
  "blooming",
  "blossom",
  "blush",
  "breeze",
  "butterfly",
  "celestial",
  "cloud",
  "clouds",
  "cosmic",
  "cottage",
  "cozy",
  "crystal",
  "daisy",
  "dawn",
  "delicate",
  "dream",
  "dreamer",
  "dreaming",
  "dreams",
  "dreamy",
  "dusk",
  "enchanted",
  "ethereal",
  "fairy",
  "floral",
  "galaxy",
  "gentle",
  "glitter",
  "glow",
  "glowing",
  "golden",
  "honey",
  "lavender",
  "lunar",
  "magic",
  "magical",
  "moon",
  "moonlight",
  "moonlit",
  "muse",
  "mystic",
  "ocean",
  "pastel",
  "pearl",
  "petal",
  "petals",
  "poetry",
  "rose",
  "roses",
  "serene",
  "shimmer",
  "silk",
  "soft",
  "softly",
  "sparkle",
  "starlight",
  "stardust",
  "stars",
  "sunkissed",
  "sunlight",
  "sunset",
  "sunsets",
  "sunshine",
  "tender",
  "twilight",
  "velvet",
  "vibes",
  "vintage",
  "wander",
  "wanderlust",
  "whimsical",
  "wildflower",
  "wildflowers",
]);

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:'[\p{L}\p{M}\p{N}]+)*/gu;
const TYPOGRAPHIC_APOSTROPHES = /[\u2018\u2019\u02BC]/gu;

const NON_DECORATIVE_PICTOGRAPHS: ReadonlySet<string> = new Set(["©", "®", "™"]);
const EMOJI_VARIANT_MARKS = /[\uFE0E\uFE0F]|[\u{1F3FB}-\u{1F3FF}]/gu;

/** Compatibility folding, so fancy-font letters (𝐛𝐨𝐥𝐝) compare as plain ones. */
function foldText(text: string): string {
  if (isPlainAscii(text)) return text.toLowerCase();
  const folded = text.normalize("NFKC").toLowerCase();
  return folded.includes("\u2019") || folded.includes("\u2018") || folded.includes("\u02bc")
    ? folded.replace(TYPOGRAPHIC_APOSTROPHES, "'")
    : folded;
}

// The Unicode property classes cost more to match, and most text the composer reads is plain ASCII.
const ASCII_WORD = /[a-z0-9]+(?:'[a-z0-9]+)*/gu;

export function tokenizeWords(text: string): string[] {
  if (isPlainAscii(text)) return asciiWords(text.toLowerCase());
  return unicodeWords(foldText(text));
}

// Regex Unicode classes cost ~1 µs per bio with an emoji: each code point up to U+1FFFF is classified once.
const UNKNOWN = 0;
const OTHER = 1;
const LETTER_OR_NUMBER = 2;
const MARK = 3;
const IS_LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
const IS_MARK = /^\p{M}$/u;
const TABLE_END = 0x20000;
let characterClasses: Uint8Array | undefined;

function classify(codePoint: number): number {
  const character = String.fromCodePoint(codePoint);
  return IS_LETTER_OR_NUMBER.test(character) ? LETTER_OR_NUMBER : IS_MARK.test(character) ? MARK : OTHER;
}

function characterClass(codePoint: number): number {
  if (codePoint >= TABLE_END) return classify(codePoint);
  characterClasses ??= new Uint8Array(TABLE_END);
  let found = characterClasses[codePoint] ?? UNKNOWN;
  if (found === UNKNOWN) {
    found = classify(codePoint);
    characterClasses[codePoint] = found;
  }
  return found;
}

function inWord(codePoint: number): boolean {
  const found = characterClass(codePoint);
  return found === LETTER_OR_NUMBER || found === MARK;
}

const width = (codePoint: number): number => (codePoint > 0xffff ? 2 : 1);

function unicodeWords(text: string): string[] {
  const words: string[] = [];
  const length = text.length;
  let index = 0;
  while (index < length) {
    let codePoint = text.codePointAt(index) ?? 0;
    if (characterClass(codePoint) !== LETTER_OR_NUMBER) {
      index += width(codePoint);
      continue;
    }
    const start = index;
    index += width(codePoint);
    while (index < length && inWord((codePoint = text.codePointAt(index) ?? 0))) index += width(codePoint);
    while (
      index + 1 < length &&
      text.charCodeAt(index) === 0x27 &&
      inWord((codePoint = text.codePointAt(index + 1) ?? 0))
    ) {
      index += 1 + width(codePoint);
      while (index < length && inWord((codePoint = text.codePointAt(index) ?? 0))) index += width(codePoint);
    }
    words.push(text.slice(start, index));
  }
  return words;
}

function asciiWords(text: string): string[] {
  const words: string[] = [];
  const length = text.length;
  let index = 0;
  while (index < length) {
    if (!isAsciiWordCode(text.charCodeAt(index))) {
      index += 1;
      continue;
    }
    const start = index;
    do index += 1;
    while (index < length && isAsciiWordCode(text.charCodeAt(index)));
    while (index + 1 < length && text.charCodeAt(index) === 0x27 && isAsciiWordCode(text.charCodeAt(index + 1))) {
      index += 2;
      while (index < length && isAsciiWordCode(text.charCodeAt(index))) index += 1;
    }
    words.push(text.slice(start, index));
  }
  return words;
}

const isAsciiWordCode = (code: number): boolean => (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);

export function firstWord(text: string): string | undefined {
  const folded = foldText(text);
  const pattern = isPlainAscii(text) ? FIRST_ASCII_WORD : FIRST_WORD;
  return pattern.exec(folded)?.[0];
}

const FIRST_WORD = new RegExp(WORD.source, "u");
const FIRST_ASCII_WORD = new RegExp(ASCII_WORD.source, "u");

export function codePointLength(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length - 1; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length -= 1;
        index += 1;
      }
    }
  }
  return length;
}

export function isMeaningfulWord(word: string): boolean {
  // A word of n code units has at least n/2 code points.
  if (word.length <= SHORT_WORD_MAX_LENGTH) return false;
  if (word.length <= 2 * SHORT_WORD_MAX_LENGTH && codePointLength(word) <= SHORT_WORD_MAX_LENGTH) return false;
  return !STOP_WORDS.has(word);
}

/** A plural's singular, near enough to see one word said twice ("a good day", "the good days"). */
export function singularOf(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/[su]s$/u.test(word)) return word.slice(0, -1);
  return word;
}

export function meaningfulWords(text: string): string[] {
  return tokenizeWords(text).filter(isMeaningfulWord);
}

export function sharedItems(a: Iterable<string>, b: Iterable<string>): string[] {
  const inB = new Set(b);
  return [...new Set(a)].filter((item) => inB.has(item));
}

export function overlapRatio(a: Iterable<string>, b: Iterable<string>): number {
  const setA = new Set(a);
  const setB = new Set(b);
  if (setA.size === 0 || setB.size === 0) {
    return 0;
  }
  return sharedItems(setA, setB).length / Math.max(setA.size, setB.size);
}

export function nGrams(words: readonly string[], n: number): string[] {
  if (n < 1) {
    return [];
  }
  const phrases: string[] = [];
  for (let start = 0; start + n <= words.length; start += 1) {
    phrases.push(words.slice(start, start + n).join(" "));
  }
  return phrases;
}

export function isStopWordPhrase(phrase: string): boolean {
  return phrase.split(" ").every((word) => STOP_WORDS.has(word));
}

export function sentencePhrases(
  sentenceWords: readonly (readonly string[])[],
  n: number,
  pickWords: (words: readonly string[]) => readonly string[] = (words) => words,
): Set<string> {
  const phrases = new Set<string>();
  if (n < 1) return phrases;
  for (const sentence of sentenceWords) {
    const words = pickWords(sentence);
    for (let start = 0; start + n <= words.length; start += 1) {
      let phrase = words[start] ?? "";
      let onlyStopWords = STOP_WORDS.has(phrase);
      for (let offset = 1; offset < n; offset += 1) {
        const word = words[start + offset] ?? "";
        phrase += ` ${word}`;
        if (onlyStopWords && !STOP_WORDS.has(word)) onlyStopWords = false;
      }
      if (!onlyStopWords) phrases.add(phrase);
    }
  }
  return phrases;
}

/** Periods inside a token ("3.5", "site.com") do not end a sentence. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  // One pass for /[.!?…。！？]+(?=\s|$)|\r\n?|\n/u; every character involved is in the BMP.
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 0x0a || code === 0x0d) {
      keepSentence(text, start, index, sentences);
      index += code === 0x0d && text.charCodeAt(index + 1) === 0x0a ? 2 : 1;
      start = index;
    } else if (isSentenceMark(code)) {
      let end = index + 1;
      while (end < text.length && isSentenceMark(text.charCodeAt(end))) end += 1;
      if (end === text.length || isWhitespaceCode(text.charCodeAt(end))) {
        keepSentence(text, start, index, sentences);
        start = end;
      }
      index = end;
    } else {
      index += 1;
    }
  }
  keepSentence(text, start, text.length, sentences);
  return sentences;
}

function keepSentence(text: string, from: number, to: number, sentences: string[]): void {
  const sentence = text.slice(from, to).trim();
  if (sentence !== "") sentences.push(sentence);
}

export function isSentenceMark(code: number): boolean {
  return (
    code === 0x2e ||
    code === 0x21 ||
    code === 0x3f ||
    code === 0x2026 ||
    code === 0x3002 ||
    code === 0xff01 ||
    code === 0xff1f
  );
}

export function normalizeSentence(sentence: string): string {
  if (isPlainAscii(sentence)) return normalizeAsciiSentence(sentence);
  return joinWordRuns(foldText(sentence));
}

function joinWordRuns(text: string): string {
  let out = "";
  let start = -1;
  let index = 0;
  while (index <= text.length) {
    let kept = false;
    let step = 1;
    if (index < text.length) {
      const codePoint = text.codePointAt(index) ?? 0;
      step = width(codePoint);
      kept = codePoint === 0x27 || inWord(codePoint);
    }
    if (kept) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      out += out === "" ? text.slice(start, index) : ` ${text.slice(start, index)}`;
      start = -1;
    }
    index += step;
  }
  return out;
}

function normalizeAsciiSentence(sentence: string): string {
  let out = "";
  let start = -1;
  for (let index = 0; index <= sentence.length; index += 1) {
    const code = index < sentence.length ? sentence.charCodeAt(index) : 0;
    const wordCharacter =
      (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 39;
    if (wordCharacter) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      out += out === "" ? sentence.slice(start, index) : ` ${sentence.slice(start, index)}`;
      start = -1;
    }
  }
  return out.toLowerCase();
}

export function sentenceLength(sentence: string): number {
  return codePointLength(sentence);
}

/** In UTF-16 code units, as fastest-levenshtein measures. (longest - distance) / longest, so 6/10 is exactly 0.6. */
export function sentenceSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) {
    return 1;
  }
  return (longest - distance(a, b)) / longest;
}

/** ❤ and ❤️ (and skin tones) are one emoji; ©, ® and ™ are not counted. */
export function extractEmoji(text: string): string[] {
  return splitGraphemes(text)
    .filter(isEmojiGrapheme)
    .map((grapheme) => grapheme.replace(EMOJI_VARIANT_MARKS, ""))
    .filter((emoji) => !NON_DECORATIVE_PICTOGRAPHS.has(emoji));
}
