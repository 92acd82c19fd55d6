/**
 * Small English helpers that let templates take the visitor's own words without mangling them:
 * a/an, line-start capitals, list joining, singular modifiers ("dogs" → "dog lover") and hashtags.
 * They only ever change what English grammar needs; spelling stays as the visitor typed it.
 */
import { isPlainAscii } from "../../text/plain-ascii";

const TRAILING_PUNCTUATION = /[\s.,;:!?…·•|/\\-]+$/u;
const LEADING_PUNCTUATION = /^[\s.,;:!?…·•|/\\#@*-]+/u;
const WRAPPING_QUOTES = /^["“”'‘’`]+|["“”'‘’`]+$/gu;
const WHITESPACE_RUN = /\s+/gu;

/** Trims the visitor's term: outer whitespace, wrapping quotes, stray punctuation, a leading '#'. */
export function cleanTerm(text: string): string {
  let cleaned = text.replace(WHITESPACE_RUN, " ").trim();
  // Quotes and punctuation can nest ('"coffee"!!'): strip until nothing changes.
  for (let previous = ""; previous !== cleaned;) {
    previous = cleaned;
    cleaned = cleaned
      .replace(WRAPPING_QUOTES, "")
      .replace(LEADING_PUNCTUATION, "")
      .replace(TRAILING_PUNCTUATION, "")
      .trim();
  }
  return cleaned;
}

// "I'm a nurse", "I am an engineer", "a nurse", "An RN" all name the profession "nurse" / "RN".
const PROFESSION_PREFIX = /^(?:(?:i['’]?m|i am|im)\s+)?(?:a|an|the)\s+(?=\S)/iu;
const SELF_PREFIX = /^(?:i['’]?m|i am)\s+(?=\S)/iu;

/** The profession without the article or "I'm" the visitor may have typed before it. */
export function cleanProfession(text: string): string {
  const cleaned = cleanTerm(text);
  const stripped = cleaned.replace(PROFESSION_PREFIX, "").replace(SELF_PREFIX, "");
  return stripped === "" ? cleaned : stripped;
}

// Words that start with a vowel letter but a consonant sound, and the reverse.
const CONSONANT_SOUND_VOWEL_START = /^(?:uni(?!nt|mp|nv|ns|nd)|use|usu|uti|ure|eu|ewe|one(?!r)|once|ubi|uga|uk)/iu;
const VOWEL_SOUND_CONSONANT_START =
  /^(?:hour|honest|honou?r|heir|mba|mvp|fbi|nba|nfl|mri|rn\b|lpn|np\b|srna|crna|hr\b|smm|seo|sme|mc\b|dj\b|f1\b|x\b|x-)/iu;
// Capital-letter acronyms are read letter by letter: "an MC", "a UX designer".
const ACRONYM = /^[A-Z][A-Z0-9]{1,5}\b/u;
const LETTERS_READ_WITH_VOWEL_SOUND = "AEFHILMNORSX";

/** "a" or "an" for the phrase that follows. */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const word = phrase.trim();
  if (word === "") return "a";
  if (ACRONYM.test(word) && !/^[A-Z][a-z]/u.test(word)) {
    return LETTERS_READ_WITH_VOWEL_SOUND.includes(word.charAt(0)) ? "an" : "a";
  }
  if (VOWEL_SOUND_CONSONANT_START.test(word)) return "an";
  if (CONSONANT_SOUND_VOWEL_START.test(word)) return "a";
  if (/^\d/u.test(word)) return /^(?:8|11|18|80)/u.test(word) ? "an" : "a";
  return /^[aeiouAEIOUàáâäèéêëìíîïòóôöùúûü]/u.test(word) ? "an" : "a";
}

export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/**
 * Upper-cases the first letter of a line, past any leading emoji, symbols or quote marks, unless
 * the first word is deliberately cased ("iPhone", "eBay").
 */
export function capitalizeLineStart(line: string): string {
  return isPlainAscii(line) ? capitalizeAsciiLineStart(line) : capitalizeAnyLineStart(line);
}

/** capitalizeLineStart for any text, by Unicode letter and number classes (the rule the ASCII path shortcuts). */
export function capitalizeAnyLineStart(line: string): string {
  const match = /[\p{L}\p{N}]/u.exec(line);
  // A line that opens with a number ("80% snacks") keeps its first word as it is.
  if (!match || /\p{N}/u.test(match[0])) return line;
  const start = match.index;
  const word = /^[\p{L}\p{M}\p{N}'’]+/u.exec(line.slice(start))?.[0] ?? "";
  if (/\p{Lu}/u.test(word.slice(1))) return line;
  return line.slice(0, start) + line.charAt(start).toUpperCase() + line.slice(start + 1);
}

/** capitalizeLineStart for plain ASCII, where a letter is A–Z or a–z and a number 0–9. */
function capitalizeAsciiLineStart(line: string): string {
  let start = 0;
  while (start < line.length && !isAsciiLetterOrDigit(line.charCodeAt(start))) start += 1;
  if (start === line.length || isAsciiDigit(line.charCodeAt(start))) return line;
  // The first word (letters, digits, apostrophes) keeps its case when a later letter is a capital.
  for (let index = start + 1; index < line.length; index += 1) {
    const code = line.charCodeAt(index);
    if (!isAsciiLetterOrDigit(code) && code !== 0x27) break;
    if (code >= 0x41 && code <= 0x5a) return line;
  }
  return line.slice(0, start) + line.charAt(start).toUpperCase() + line.slice(start + 1);
}

const isAsciiDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const isAsciiLetterOrDigit = (code: number): boolean =>
  isAsciiDigit(code) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

/**
 * Sentence case within a line: the line's first letter and the first letter after ". ", "! " or
 * "? " (a template like "{p}. {trait} by nature." fills to "Nurse. Calm by nature.").
 */
export function capitalizeSentenceStarts(line: string): string {
  if (!hasSentenceBreak(line)) return capitalizeLineStart(line);
  const parts = line.split(/(?<=[.!?]\s+)/u);
  return parts.map(capitalizeLineStart).join("");
}

/** Whether ". ", "! " or "? " (any whitespace after the mark) occurs in the line. */
function hasSentenceBreak(line: string): boolean {
  for (let index = 0; index < line.length - 1; index += 1) {
    const code = line.charCodeAt(index);
    if ((code === 0x2e || code === 0x21 || code === 0x3f) && /\s/u.test(line.charAt(index + 1))) return true;
  }
  return false;
}

/** "a", "a and b", "a, b and c"; `conjunction` may be "&" or "+". */
export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1) ?? ""}`;
}

// Plural forms whose singular is not the regular one, or whose -ies singular ends in -ie.
const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = {
  people: "people",
  children: "child",
  women: "woman",
  men: "man",
  mice: "mouse",
  geese: "goose",
  feet: "foot",
  teeth: "tooth",
  leaves: "leaf",
  knives: "knife",
  loaves: "loaf",
  shelves: "shelf",
  wolves: "wolf",
  shoes: "shoe",
  toes: "toe",
  canoes: "canoe",
  horses: "horse",
  houses: "house",
  courses: "course",
  vases: "vase",
  cases: "case",
  bases: "base",
  phases: "phase",
  puzzles: "puzzle",
};
const IE_PLURALS: ReadonlySet<string> = new Set([
  "movies",
  "cookies",
  "selfies",
  "pies",
  "ties",
  "lies",
  "rookies",
  "hoodies",
  "zombies",
  "brownies",
  "smoothies",
  "veggies",
  "indies",
  "goodies",
  "foodies",
  "newbies",
  "techies",
  "genies",
  "aussies",
  "birdies",
  "boogies",
  "calories",
  "collies",
  "kiddies",
  "magpies",
  "pixies",
  "quickies",
  "sweeties",
  "yuppies",
  "junkies",
  "groupies",
  "hippies",
  "roadies",
  "besties",
  "girlies",
  "baddies",
  "oldies",
]);
// Words ending in s that are not plurals, or plurals used as names of a field or activity.
const NOT_PLURAL: ReadonlySet<string> = new Set([
  "news",
  "series",
  "species",
  "lens",
  "gas",
  "yes",
  "bus",
  "plus",
  "chaos",
  "cosmos",
  "pilates",
  "tennis",
  "chess",
  "fitness",
  "wellness",
  "business",
  "mindfulness",
  "happiness",
  "kindness",
  "darkness",
  "press",
  "dress",
  "glass",
  "grass",
  "class",
  "jazz",
  "canvas",
  "atlas",
  "christmas",
  "texas",
  "paris",
  "always",
  "sometimes",
  "thanks",
  "arts",
  "sports",
  "crafts",
  "ramen",
  "status",
  "lotus",
  "hummus",
  "octopus",
  "cactus",
  "virus",
  "campus",
  "bonus",
  "focus",
  "iris",
  "oasis",
  "basis",
  "thesis",
  "analysis",
  "genesis",
  "dos",
  "los",
  "las",
  "bts",
  "its",
  "this",
  "us",
]);

/**
 * The singular of the last word of a plural phrase ("indie games" → "indie game"), for modifier
 * slots like "{dog} lover". Conservative: only lowercase words of four or more letters with a
 * regular plural ending change; "fitness", "physics", "Beatles" and unknown shapes stay as typed.
 */
export function singularModifier(phrase: string): string {
  // The last word, only when it is wholly lowercase ("The Beatles" is a name, not a plural).
  const match = /^(|.*[^\p{L}\p{M}'’])([a-z]+)$/u.exec(phrase);
  if (!match) return phrase;
  const [, head = "", word = ""] = match;
  if (word.length < 4 || NOT_PLURAL.has(word) || !word.endsWith("s")) return phrase;
  const irregular = IRREGULAR_SINGULARS[word];
  if (irregular) return head + irregular;
  if (/(?:ss|us|is|ics|ous|ness)$/u.test(word)) return phrase;
  if (word.endsWith("ies")) return head + (IE_PLURALS.has(word) ? word.slice(0, -1) : `${word.slice(0, -3)}y`);
  if (/(?:ches|shes|sses|xes|zzes)$/u.test(word)) return head + word.slice(0, -2);
  if (/[^aeiou]oes$/u.test(word)) return head + word.slice(0, -2);
  return head + word.slice(0, -1);
}

/** Whether the last word of the phrase looks like a regular plural ("dogs", "indie games"). */
export function looksPlural(phrase: string): boolean {
  return singularModifier(phrase) !== phrase;
}

/**
 * A hashtag from the visitor's words: letters and digits only. CamelCase joins words so they stay
 * readable ("#IndieGames"); lowercase is the quieter form ("#indiegames"). Undefined when nothing
 * usable is left or the tag would be longer than MAX_HASHTAG_LENGTH.
 */
export const MAX_HASHTAG_LENGTH = 24;

export function toHashtag(phrase: string, casing: "camel" | "lower"): string | undefined {
  const words = phrase.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0 || !words.some((word) => /\p{L}/u.test(word))) return undefined;
  const body =
    casing === "lower"
      ? words.join("").toLowerCase()
      : words
          .map((word) => (/\p{Lu}/u.test(word.slice(1)) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
          .join("");
  if (Array.from(body).length > MAX_HASHTAG_LENGTH) return undefined;
  return `#${body}`;
}

/**
 * Words that keep their capital wherever they stand, even in lowercase bios: days, months,
 * planets and the few brand and place names the banks use.
 */
export const PROPER_WORDS: ReadonlySet<string> = new Set([
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
  "Mercury",
  "Venus",
  "Mars",
  "Saturn",
  "Jupiter",
  "Christmas",
  "Halloween",
  "Hogwarts",
  "Netflix",
  "Spotify",
  "Google",
  "English",
  "French",
  "Italian",
  "Spanish",
]);

const I_FAMILY = /^I(?:['’](?:m|ll|ve|d))?$/u;
const WORD_WITH_HYPHENS = /[\p{L}\p{M}\p{N}'’]+(?:-[\p{L}\p{M}\p{N}'’]+)*/gu;

/** Whether a word's capitals are part of its spelling ("DM", "iPhone", "Wi-Fi", "Monday"). */
export function isDeliberatelyCased(word: string): boolean {
  if (/^\p{Lu}{2,4}$/u.test(word)) return true;
  if (/\p{Lu}/u.test(word.slice(1))) return true;
  return PROPER_WORDS.has(word);
}

/**
 * Lower-cases template text for the soft, lowercase voices: the first word of the text and of
 * each sentence loses its capital, and so does "I"; words cased on purpose ("DM", "Wi-Fi",
 * "Monday") and capitals mid-sentence (the banks capitalise only names there) stay.
 */
export function lowercaseLoosely(text: string): string {
  let sentenceStart = true;
  let last = 0;
  let out = "";
  for (const match of text.matchAll(WORD_WITH_HYPHENS)) {
    const word = match[0];
    const between = text.slice(last, match.index);
    if (/[.!?]/u.test(between)) sentenceStart = true;
    out += between;
    if (I_FAMILY.test(word)) out += word.toLowerCase();
    else if (sentenceStart && /^\p{Lu}/u.test(word) && !isDeliberatelyCased(word))
      out += word.charAt(0).toLowerCase() + word.slice(1);
    else out += word;
    sentenceStart = false;
    last = match.index + word.length;
  }
  return out + text.slice(last);
}

const NEEDS_TIDYING = /[ \t]{2}|\t| [,.;:!?]|^\s|\s$/u;

/** Collapses doubled spaces and removes spaces before punctuation left by empty optional parts. */
export function tidySpacing(line: string): string {
  if (!NEEDS_TIDYING.test(line)) return line;
  return line
    .replace(/[ \t]+/gu, " ")
    .replace(/ ([,.;:!?])/gu, "$1")
    .trim();
}

/** A rough stem for spotting a repeated word: lowercase, without a plural or possessive ending. */
export function wordStem(word: string): string {
  let bare = word.toLowerCase();
  // Without a possessive 's (or ’s), as /['’]s$/ would strip it.
  const last = bare.length - 1;
  if (last > 0 && bare.charCodeAt(last) === 0x73) {
    const before = bare.charCodeAt(last - 1);
    if (before === 0x27 || before === 0x2019) bare = bare.slice(0, -2);
  }
  if (bare.length > 4 && bare.endsWith("ies")) return `${bare.slice(0, -3)}y`;
  if (bare.length > 3 && bare.endsWith("s") && !bare.endsWith("ss") && !bare.endsWith("us")) return bare.slice(0, -1);
  return bare;
}
