/**
 * The visitor's own words (interests, profession, personality), read and classified so that each
 * goes only into slots where it reads well. People type sentences as often as lists ("I like cats
 * and coffee", "yoga & matcha", "デザイナー。写真と旅行が好き"): the words are read out of them, never
 * dropped whole into a noun slot, and always kept as the visitor spelled them.
 *
 * Each interest gets a kind (activity, food or drink, place, name, topic) and forms (the singular
 * modifier "dog" of "dogs", "at the beach" for "beach"); a long profession gets shorter forms
 * ("PhD student in marine biology" → "marine biologist in training", "PhD student") so every bio
 * can name it; personality words are adjectives ("calm"), nouns for a person ("night owl"),
 * qualities ("dry humor") or verb phrases ("loves a good pun"). Words in a non-Latin script are
 * kept intact and used only where they stand on their own (between separators, as a label).
 */
import type { BioRequest } from "../generation-options";
import { isEmojiGrapheme, splitGraphemes } from "../../text/graphemes";

import { CURATED_WORD_EMOJI } from "./emoji-for-words";
import { cleanProfession, cleanTerm, singularModifier } from "./grammar";
import { findProfessionProfile, type ProfessionProfile } from "./professions";
import {
  ACTIVITY_NOUNS,
  ADJECTIVES,
  AND_COMPOUNDS,
  FAN_SUFFIXES,
  FOOD_AND_DRINK,
  PERSON_NOUN_ADJECTIVES,
  PERSON_NOUNS,
  PHRASE_WORDS,
  PLACES,
  QUALITY_NOUNS,
  TRAIT_VERBS,
} from "./term-words";

export type TermKind = "activity" | "food" | "place" | "name" | "topic";

export interface VisitorTerm {
  /**
   * As typed, trimmed of stray punctuation and emoji; a Title-cased common word ("Photographer",
   * "Marketing manager", typed that way by form habit) takes its lowercase first letter, since it
   * is used mid-sentence and line starts are capitalised anyway. Names keep theirs.
   */
  readonly text: string;
  /** The form for modifier slots: singular ("dogs" → "dog" in "dog person"). */
  readonly modifier: string;
  readonly kind: TermKind;
  /** An activity in -ing form ("hiking", "reading poetry"): fits "{…} on weekends". */
  readonly gerund: boolean;
  readonly plural: boolean;
  /** Short, in Latin script, without prepositions: fits a modifier slot ("{coffee} person"). */
  readonly compound: boolean;
  /** Written mostly in Latin script; other scripts only go where a term stands alone. */
  readonly latin: boolean;
  /** A place with its preposition ("at the beach"), for places only. */
  readonly locative: string | undefined;
  /** About the visitor's trade ("home staging" for an estate agent): never a line about time off. */
  readonly work: boolean;
  readonly wordCount: number;
  /** The emoji the visitor typed with the term, or the one that means it. */
  readonly emoji: string | undefined;
}

export interface ProfessionTerm extends VisitorTerm {
  /** From the fullest to the shortest, e.g. "PhD student in marine biology", "marine biologist in training", "PhD student". */
  readonly forms: readonly string[];
  readonly profile: ProfessionProfile | undefined;
}

export type TraitKind = "adjective" | "person" | "quality" | "verb" | "phrase";

export interface VisitorTrait {
  readonly text: string;
  /**
   * adjective "calm" ("{calm} nurse"); person "night owl" ("nurse and {night owl}"); quality "dry
   * humor" ("nurse with {dry humor}"); verb "loves a good pun" ("nurse who {…}"); phrase: anything
   * else, used only where it stands alone.
   */
  readonly kind: TraitKind;
  /** The adjective form when there is one ("introverted" for "introvert"). */
  readonly adjective: string | undefined;
  readonly latin: boolean;
}

export interface VisitorWords {
  readonly profession: ProfessionTerm | undefined;
  readonly interests: readonly VisitorTerm[];
  readonly traits: readonly VisitorTrait[];
  /** Whether the visitor gave any interest or a profession (then every bio mentions one). */
  readonly hasSubject: boolean;
  /** The profession's profile when its clients book or buy (offers and calls to action). */
  readonly service: ProfessionProfile | undefined;
}

/** More interests than this only crowd a three-line bio; the first ones typed are kept. */
export const MAX_INTERESTS = 5;
/** Longer terms do not fit any line gracefully (in UTF-16 units, as typed). */
export const MAX_TERM_LENGTH = 40;
/** Personality words are flavour: a few words at most. */
export const MAX_TRAIT_LENGTH = 30;
export const MAX_TRAIT_WORDS = 4;
export const MAX_TRAITS = 3;

// --- Splitting sentences into terms ----------------------------------------------------------

// "I like", "I'm into", "love", "big fan of"… at the start of an item; the words after are the interest.
const LIKE_PREFIX =
  /^(?:(?:and|also|plus|but)\s+)?(?:(?:i|we)\s*(?:['’]m|\s+am|\s+are|['’]re)?\s+)?(?:(?:really|also|just|totally|absolutely|kinda|kind\s+of|so)\s+)?(?:like|likes|liking|love|loves|loving|adore|adores|enjoy|enjoys|enjoying|into|obsessed\s+with|addicted\s+to|crazy\s+about|passionate\s+about|a\s+(?:big\s+|huge\s+)?fan\s+of|(?:big\s+|huge\s+)?fan\s+of|all\s+about|all\s+things|interested\s+in|fond\s+of|hooked\s+on|mad\s+about|nerding\s+out\s+(?:on|about)|spending\s+time\s+(?:on|with)|anything\s+(?:with|about))\s+/iu;

// Japanese, Chinese and Korean "I like …" shapes: a suffix or prefix around the liked words.
const CJK_LIKE_SUFFIX = /(?:が|も)?(?:大好き|好き|趣味|大好きです|好きです)(?:です)?$/u;
const CJK_LIKE_PREFIX = /^(?:我(?:很|也|超)?(?:喜欢|喜歡|爱|愛)|저는\s*)/u;
/** Splits inside a liked-things phrase only: "写真と旅行" is two things, "ことば" is one word. */
const CJK_AND = /[とや和及與与]|그리고/u;

const LIST_SEPARATORS = /\s*(?:[,;/|+、，・；]|\s&\s|\s+and\s+|\s+or\s+|\s+plus\s+)\s*/iu;

/** Removes control and format characters (they hide text or break layouts) and collapses spaces. */
function plainText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ")
    .replace(/[\uD800-\uDFFF]/gu, "")
    .replace(/\s+/gu, " ")
    .trim();
}

/** The term without its emoji, and the first emoji typed with it ("Nurse 💉" → "Nurse", 💉). */
export function separateEmoji(text: string): { text: string; emoji: string | undefined } {
  if (!/[^\t\n\r -~]/u.test(text)) return { text, emoji: undefined };
  let emoji: string | undefined;
  const kept = splitGraphemes(text)
    .filter((grapheme) => {
      if (!isEmojiGrapheme(grapheme)) return true;
      emoji ??= grapheme;
      return false;
    })
    .join("");
  return { text: kept.replace(/\s+/gu, " ").trim(), emoji };
}

function stripLikePrefix(text: string): { text: string; liked: boolean } {
  let current = text;
  let liked = false;
  for (let round = 0; round < 3; round += 1) {
    const stripped = current.replace(LIKE_PREFIX, "");
    if (stripped === current) break;
    current = stripped;
    liked = true;
  }
  return { text: current, liked };
}

/** "coffee lover" → "coffee"; a single word stays. */
function stripFanSuffix(text: string): string {
  const words = text.split(" ");
  const last = words.at(-1)?.toLowerCase() ?? "";
  if (words.length < 2 || !FAN_SUFFIXES.has(last)) return text;
  return words.slice(0, -1).join(" ");
}

function splitOnAnd(text: string): string[] {
  const lower = text.toLowerCase().replace(/\s*&\s*/gu, " and ");
  if (AND_COMPOUNDS.has(lower)) return [text];
  return text.split(LIST_SEPARATORS);
}

/**
 * The interests in one item the visitor typed: "I like cats and coffee" → cats, coffee; "yoga &
 * matcha" → yoga, matcha; "写真と旅行が好き" → 写真, 旅行. Spelling is kept; like-prefixes, fan
 * suffixes ("coffee lover") and stray punctuation go.
 */
export function splitInterestText(item: string): string[] {
  const text = plainText(item);
  if (text === "") return [];
  const parts: string[] = [];
  for (const sentence of text.split(/[.!?。！？\n]+/u)) {
    let body = sentence.trim();
    if (body === "") continue;
    const cjkLiked = CJK_LIKE_SUFFIX.test(body) || CJK_LIKE_PREFIX.test(body);
    body = body.replace(CJK_LIKE_SUFFIX, "").replace(CJK_LIKE_PREFIX, "").trim();
    const pieces = splitOnAnd(body).flatMap((piece) => (cjkLiked ? piece.split(CJK_AND) : [piece]));
    for (const piece of pieces) {
      const { text: unliked } = stripLikePrefix(cleanTerm(piece));
      const term = cleanTerm(stripFanSuffix(unliked));
      if (term !== "") parts.push(term);
    }
  }
  return parts;
}

/** Personality items split like interests ("calm and caring" → calm, caring), without like-prefixes. */
export function splitTraitText(item: string): string[] {
  const text = plainText(item);
  if (text === "") return [];
  return text
    .split(/[.!?。！？\n]+/u)
    .flatMap((sentence) => sentence.split(/\s*(?:[,;/|+、，・；]|\s&\s|\s+and\s+)\s*/iu))
    .map((part) => cleanTerm(part.replace(/^(?:i['’]?m|i am|im|very much|always been)\s+(?=\S)/iu, "")))
    .filter((part) => part !== "");
}

// --- Classifying ------------------------------------------------------------------------------

/** Mostly Latin letters (a term with no letters at all, such as "F1", counts as Latin). */
export function isLatinText(text: string): boolean {
  let latin = 0;
  let other = 0;
  for (const char of text) {
    if (/\p{Script=Latin}/u.test(char)) latin += 1;
    else if (/\p{L}/u.test(char)) other += 1;
  }
  return other === 0 || latin > other;
}

// "-ing" words that are not activities.
const NOT_ACTIVITIES: ReadonlySet<string> = new Set([
  "anything",
  "everything",
  "nothing",
  "something",
  "king",
  "spring",
  "string",
  "ring",
  "wing",
  "thing",
  "things",
  "morning",
  "mornings",
  "evening",
  "evenings",
  "ceiling",
  "building",
  "buildings",
  "pudding",
  "wedding",
  "weddings",
  "clothing",
  "bling",
  "ming",
  "beijing",
  "sterling",
  "darling",
  "earring",
  "earrings",
  "offspring",
  "viking",
  "vikings",
  "stocking",
  "stockings",
  "dumpling",
  "dumplings",
  "icing",
  "lightning",
  "ping",
  "sibling",
  "siblings",
  "duckling",
  "seedling",
  "seedlings",
  "spring",
  "herring",
  "gosling",
  "pudding",
  "stuffing",
  "frosting",
  "sling",
  "swing",
]);

function isGerundWord(word: string): boolean {
  return word.length > 4 && word.endsWith("ing") && !NOT_ACTIVITIES.has(word);
}

/** "hiking", "rock climbing", "reading poetry", "going to concerts": an -ing activity. */
function isGerundPhrase(lower: string): boolean {
  const words = lower.split(" ");
  return isGerundWord(words[0] ?? "") || (words.length <= 3 && isGerundWord(words.at(-1) ?? ""));
}

function isFood(lower: string): boolean {
  if (FOOD_AND_DRINK.has(lower) || FOOD_AND_DRINK.has(singularModifier(lower))) return true;
  // "good coffee", "homemade pasta": a short phrase ending in a food.
  const words = lower.split(" ");
  const last = words.at(-1) ?? "";
  return words.length <= 3 && !words.some((word) => PHRASE_WORDS.has(word)) && FOOD_AND_DRINK.has(last);
}

const COMMON_WORDS_CACHE = new Map<string, boolean>();

/** Role words common in a bio's profession field, beyond the curated emoji words. */
const COMMON_ROLE_WORDS: ReadonlySet<string> = new Set([
  "manager",
  "owner",
  "teacher",
  "coach",
  "developer",
  "designer",
  "engineer",
  "nurse",
  "student",
  "founder",
  "consultant",
  "assistant",
  "specialist",
  "writer",
  "artist",
  "photographer",
  "chef",
  "baker",
  "director",
  "officer",
  "analyst",
  "lead",
  "head",
  "senior",
  "junior",
  "freelance",
  "graphic",
  "product",
  "software",
  "web",
  "game",
  "indie",
  "social",
  "media",
  "content",
  "small",
  "business",
  "real",
  "estate",
  "agent",
  "trainer",
  "personal",
  "registered",
  "medical",
  "dental",
  "art",
  "music",
  "yoga",
  "fitness",
  "lover",
  "enthusiast",
  "mom",
  "dad",
  "parent",
  "wife",
  "husband",
  "of",
  "and",
  "&",
  "in",
  "at",
  "for",
  "the",
  "a",
  "marine",
  "biology",
  "science",
  "research",
  "training",
  "marketing",
  "sales",
  "support",
  "customer",
  "account",
  "project",
  "office",
  "school",
  "high",
  "primary",
  "university",
  "college",
  "hair",
  "nail",
  "makeup",
  "tattoo",
  "dog",
  "pet",
  "home",
  "interior",
  "wedding",
  "event",
  "travel",
  "tour",
  "life",
  "career",
  "private",
  "data",
  "film",
  "video",
]);

function isCommonWord(word: string): boolean {
  const lower = word.toLowerCase();
  let common = COMMON_WORDS_CACHE.get(lower);
  if (common === undefined) {
    common =
      COMMON_ROLE_WORDS.has(lower) ||
      lower in CURATED_WORD_EMOJI ||
      singularModifier(lower) in CURATED_WORD_EMOJI ||
      FOOD_AND_DRINK.has(lower) ||
      ACTIVITY_NOUNS.has(lower) ||
      lower in PLACES ||
      isGerundWord(lower) ||
      findProfessionProfile(lower) !== undefined;
    COMMON_WORDS_CACHE.set(lower, common);
  }
  return common;
}

/**
 * "Photographer" → "photographer", "Marketing Manager" → "marketing manager", "Software engineer
 * at Google" → "software engineer at Google"; "Taylor Swift", "UX designer", "iPhone" stay.
 */
export function midSentenceForm(text: string): string {
  const words = text.split(" ");
  if (words.length > 1 && words.every((word) => /^\p{Lu}\p{Ll}+$/u.test(word) && isCommonWord(word))) {
    return text.toLowerCase();
  }
  const [first = "", second] = words;
  if (!/^\p{Lu}[\p{Ll}'’-]*$/u.test(first) || !isCommonWord(first)) return text;
  // "Real Madrid", "Star Wars": a capital on the next word makes the pair a name.
  if (second !== undefined && /^\p{Lu}/u.test(second)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A name: capitals the visitor kept on purpose ("Taylor Swift", "F1", "BTS", "Paris"). */
function isName(text: string): boolean {
  return /\p{Lu}/u.test(text) && text !== text.toLowerCase();
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|&/gu) ?? [];
}

function isWork(text: string, profile: ProfessionProfile | undefined): boolean {
  if (!profile) return false;
  const lower = text.toLowerCase();
  const words = new Set(wordsOf(lower).map(singularModifier));
  return profile.domain.some((entry) =>
    entry.includes(" ") ? lower.includes(entry) : words.has(entry) || words.has(singularModifier(entry)),
  );
}

function toTerm(
  typed: string,
  emojiFor: ((word: string) => string | undefined) | undefined,
  profile: ProfessionProfile | undefined,
  typedEmoji: string | undefined,
): VisitorTerm {
  const text = midSentenceForm(typed);
  const lower = text.toLowerCase();
  const words = wordsOf(text);
  const latin = isLatinText(text);
  const plural = latin && singularModifier(text) !== text;
  const place = PLACES[lower];
  const gerund = latin && isGerundPhrase(lower);
  const kind: TermKind =
    place !== undefined
      ? "place"
      : latin && isFood(lower)
        ? "food"
        : gerund || ACTIVITY_NOUNS.has(lower)
          ? "activity"
          : isName(text)
            ? "name"
            : "topic";
  return {
    text,
    modifier: latin ? singularModifier(text) : text,
    kind,
    gerund,
    plural,
    compound: latin && words.length <= 3 && !words.some((word) => PHRASE_WORDS.has(word)),
    latin,
    locative: place,
    work: isWork(text, profile),
    wordCount: Math.max(1, words.length),
    emoji: typedEmoji ?? emojiFor?.(typed),
  };
}

// --- Professions -------------------------------------------------------------------------------

/** Fields of study and the person who practises them ("marine biology" → "marine biologist"). */
const PRACTITIONERS: readonly (readonly [RegExp, string])[] = [
  [/^(.*\b)?medicine$/u, "$1doctor"],
  [/^(.*\b)?law$/u, "$1lawyer"],
  [/^(.*\b)?nursing$/u, "$1nurse"],
  [/^(.*\b)?architecture$/u, "$1architect"],
  [/^(.*\b)?(computer|data|political|social|food|sports|environmental|earth|materials) science$/u, "$1$2 scientist"],
  [/^(.*\b)?neuroscience$/u, "$1neuroscientist"],
  [/^(.*)engineering$/u, "$1engineer"],
  [/^(.*)ology$/u, "$1ologist"],
  [/^(.*)physics$/u, "$1physicist"],
  [/^(.*)chemistry$/u, "$1chemist"],
  [/^(.*)economics$/u, "$1economist"],
  [/^(.*)linguistics$/u, "$1linguist"],
  [/^(.*)statistics$/u, "$1statistician"],
  [/^(?:math|maths|mathematics)$/u, "mathematician"],
  [/^(.*)history$/u, "$1historian"],
  [/^(.*)philosophy$/u, "$1philosopher"],
  [/^(.*)journalism$/u, "$1journalist"],
  [/^(.*)pharmacy$/u, "$1pharmacist"],
  [/^(.*)design$/u, "$1designer"],
  [/^(.*)photography$/u, "$1photographer"],
  [/^music$/u, "musician"],
  [/^(?:fine )?art$/u, "artist"],
  [/^education$/u, "teacher"],
  [/^film$/u, "filmmaker"],
];

function practitionerOf(field: string): string | undefined {
  const lower = field.toLowerCase().trim();
  if (!/^[\p{Ll} ]+$/u.test(lower) || lower.split(" ").length > 3) return undefined;
  for (const [pattern, replacement] of PRACTITIONERS) {
    if (pattern.test(lower)) return lower.replace(pattern, replacement).trim();
  }
  return undefined;
}

// A role word that keeps its "of" ("head of marketing", "mom of three").
const OF_HEADS =
  /\b(?:head|director|vp|chief|professor|master|bachelor|doctor|mother|father|mom|mum|dad|mama|papa|dean|lady|lord|queen|king|student)$/iu;
const SPLITS =
  /\s+(?:at|@|for|with|from|who|that|based in|working at|working on|currently at|in|of)\s+|\s*,\s*|\s+[|–—-]\s+/iu;
const STUDENT_HEAD = /\b(?:student|candidate|researcher|fellow|trainee|apprentice)$/iu;

/**
 * The forms a profession can take in a bio, fullest first: the whole phrase as typed, a form
 * derived from a field of study ("marine biologist in training"), and the role itself ("PhD
 * student", "registered nurse"). A profession of three words or fewer with no preposition has one.
 */
export function professionForms(profession: string): string[] {
  const full = profession.trim();
  const words = full.split(" ");
  const forms = [full];
  const hasPreposition = SPLITS.test(full);
  if (words.length <= 3 && !hasPreposition) return forms;

  // The head: up to the first preposition (keeping "head of …"), else the part after the last
  // "and" or the last two words ("senior staff software engineer" → "software engineer").
  let head = full;
  let field: string | undefined;
  const match = SPLITS.exec(full);
  if (match && match.index > 0) {
    const before = full.slice(0, match.index);
    const joiner = match[0].trim().toLowerCase();
    const after = full.slice(match.index + match[0].length);
    if (joiner === "of" && OF_HEADS.test(before)) {
      // "head of marketing at Acme": the head keeps its field; the employer goes.
      const rest = SPLITS.exec(after);
      head = rest && rest.index > 0 ? `${before} of ${after.slice(0, rest.index)}` : `${before} of ${after}`;
    } else {
      head = before;
      if (joiner === "in" || joiner === "of") field = after.split(SPLITS)[0];
    }
  } else if (/\s(?:and|&)\s/iu.test(full)) {
    head = full.split(/\s(?:and|&)\s/iu).at(-1) ?? full;
  } else if (words.length >= 4) {
    head = words.slice(-2).join(" ");
  }
  head = head.trim();

  if (field && STUDENT_HEAD.test(head)) {
    const practitioner = practitionerOf(field);
    if (practitioner) forms.push(`${practitioner} in training`);
    else if (field.split(" ").length <= 2) forms.push(`${field} student`);
  }
  if (head !== "" && head !== full && head.split(" ").length <= 4) forms.push(head);
  return [...new Set(forms)];
}

function toProfession(
  typed: string,
  emojiFor: ((word: string) => string | undefined) | undefined,
): ProfessionTerm | undefined {
  const { text: withoutEmoji, emoji } = separateEmoji(plainText(typed));
  const cleaned = cleanProfession(withoutEmoji.replace(/^(?:working as|work as|i work as)\s+(?:an?\s+)?/iu, ""));
  if (!usable(cleaned, 80)) return undefined;
  const forms = professionForms(cleaned)
    .map(midSentenceForm)
    .filter((form) => usable(form, MAX_TERM_LENGTH));
  const primary = forms[0];
  if (primary === undefined) return undefined;
  const profile = findProfessionProfile(cleaned);
  const base = toTerm(primary, emojiFor, undefined, emoji ?? profile?.emoji[0]);
  // A profession is a role, never food or a place, whatever its words ("coffee roaster").
  return { ...base, kind: "topic", gerund: false, locative: undefined, forms, profile };
}

// --- Personality -------------------------------------------------------------------------------

const INTENSIFIERS =
  /^(?:very|super|really|pretty|quite|a bit|a little|slightly|mildly|extremely|fairly|so|too|always|forever|chronically|hopelessly|deeply|wildly)\s+/iu;
const ADJECTIVE_SUFFIX = /(?:ous|ful|ive|ic|al|ent|ant|ish|less|ble|ed|y)$/u;
const PERSON_SHAPES =
  /(?:er|or|ist|ian|ie|holic|owl|worm|body|bug|head|hound|nerd|geek|person|soul|kid|child|lover|fan|freak|junkie|buff|addict|rat|mom|mum|dad|parent|queen|king|lady|guy|girl|boy|bird|bee|bear|butterfly|spirit)$/u;

export function classifyTrait(text: string): { kind: TraitKind; adjective: string | undefined } {
  const lower = text.toLowerCase();
  const words = lower.split(" ");
  const first = words[0] ?? "";
  const second = words[1] ?? "";
  const last = words.at(-1) ?? "";
  if (PERSON_NOUNS.has(lower)) return { kind: "person", adjective: PERSON_NOUN_ADJECTIVES[lower] };
  // "loves a good pun", "always laughs": a verb phrase ("always late" is not one).
  if (TRAIT_VERBS.has(first) && words.length > 1 && (!/^(?:always|never)$/u.test(first) || /(?:s|ed)$/u.test(second))) {
    return { kind: "verb", adjective: undefined };
  }
  if (words.length > 1 && QUALITY_NOUNS.has(last)) return { kind: "quality", adjective: undefined };
  const bare = lower.replace(INTENSIFIERS, "");
  if (!bare.includes(" ")) {
    if (ADJECTIVES.has(bare)) return { kind: "adjective", adjective: lower };
    if (PERSON_SHAPES.test(bare)) return { kind: "person", adjective: PERSON_NOUN_ADJECTIVES[bare] };
    if (QUALITY_NOUNS.has(bare)) return { kind: "quality", adjective: undefined };
    if (ADJECTIVE_SUFFIX.test(bare)) return { kind: "adjective", adjective: lower };
  }
  if (words.length === 2 && (PERSON_SHAPES.test(last) || PERSON_NOUNS.has(last))) {
    return { kind: "person", adjective: undefined };
  }
  return { kind: "phrase", adjective: undefined };
}

function toTrait(text: string): VisitorTrait {
  const latin = isLatinText(text);
  const { kind, adjective } = latin ? classifyTrait(text) : { kind: "phrase" as const, adjective: undefined };
  return { text, kind, adjective, latin };
}

// --- Reading a request -----------------------------------------------------------------------

function usable(text: string, maxLength: number): boolean {
  return text !== "" && text.length <= maxLength && /\p{L}/u.test(text);
}

/**
 * The request's words, ready for templates. Items the visitor typed as sentences are split into
 * their terms. Duplicates (case-insensitive) are dropped, and so is an interest that repeats the
 * profession. Terms longer than MAX_TERM_LENGTH are left out.
 */
export function readVisitorWords(
  request: Pick<BioRequest, "interests" | "profession" | "personality">,
  emojiFor?: (word: string) => string | undefined,
): VisitorWords {
  const seen = new Set<string>();
  const keep = (text: string): boolean => {
    const key = text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const profession = toProfession(request.profession, emojiFor);
  if (profession) for (const form of profession.forms) seen.add(form.toLowerCase());
  const profile = profession?.profile;

  const interests: VisitorTerm[] = [];
  for (const item of request.interests) {
    for (const raw of splitInterestText(item)) {
      const { text, emoji } = separateEmoji(raw);
      if (!usable(text, MAX_TERM_LENGTH) || !keep(text)) continue;
      if (interests.length < MAX_INTERESTS) interests.push(toTerm(text, emojiFor, profile, emoji));
    }
  }

  const traits: VisitorTrait[] = [];
  for (const item of request.personality) {
    for (const raw of splitTraitText(item)) {
      const { text } = separateEmoji(raw);
      if (!usable(text, MAX_TRAIT_LENGTH) || text.split(" ").length > MAX_TRAIT_WORDS || !keep(text)) continue;
      if (traits.length < MAX_TRAITS) traits.push(toTrait(text));
    }
  }

  return {
    profession,
    interests,
    traits,
    hasSubject: profession !== undefined || interests.length > 0,
    service: profile && profile.ctas.length > 0 ? profile : undefined,
  };
}

/**
 * Whether a bio names at least one of the visitor's interests or their profession (any of its
 * forms), as typed or in its singular modifier form ("dog person" names "dogs"), case-insensitive.
 * This is the eval's "mentions the visitor" measure. Sentences are read like the composer reads
 * them, so "I like cats and coffee" is named by a bio about cats.
 */
export function mentionsVisitorWords(bio: string, request: Pick<BioRequest, "interests" | "profession">): boolean {
  const text = bio.toLowerCase();
  const words = readVisitorWords({ ...request, personality: [] });
  const terms = [...(words.profession?.forms ?? []), ...words.interests.map((term) => term.text)];
  return terms.some((term) => text.includes(term.toLowerCase()) || text.includes(singularModifier(term).toLowerCase()));
}
