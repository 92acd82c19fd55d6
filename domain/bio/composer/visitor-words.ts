/**
 * The visitor's own words (interests, profession, personality), cleaned and classified so that a
 * template is only used where they fit: "runs on {coffee}" needs something drinkable, "{curious}
 * nurse" needs an adjective. Classification is by small word lists and suffixes; a word we cannot
 * classify still fits every general slot ("into {it}", "{it} and {it}").
 */
import type { BioRequest } from "../generation-options";

import { CURATED_WORD_EMOJI } from "./emoji-for-words";
import { cleanProfession, cleanTerm, singularModifier } from "./grammar";

export interface VisitorTerm {
  /**
   * As typed, trimmed of stray punctuation; a Title-cased common word ("Photographer", "Marketing
   * manager", typed that way by form habit) takes its lowercase first letter, since it is used
   * mid-sentence and line starts are capitalised anyway. Names ("Paris", "Taylor Swift") keep theirs.
   */
  readonly text: string;
  /** The form for modifier slots: singular ("dogs" → "dog" in "dog person"). */
  readonly modifier: string;
  /** Something one eats or drinks ("coffee", "tacos"): fits "runs on {…}". */
  readonly fuel: boolean;
  /** An activity in -ing form ("hiking", "rock climbing"): fits "{…} on weekends". */
  readonly activity: boolean;
  /** The emoji for the term, when the emoji finder knows one. */
  readonly emoji: string | undefined;
}

export interface VisitorTrait {
  readonly text: string;
  /** An adjective ("curious") fits "{curious} nurse"; a noun ("night owl") does not. */
  readonly adjective: boolean;
}

export interface VisitorWords {
  readonly profession: VisitorTerm | undefined;
  readonly interests: readonly VisitorTerm[];
  readonly traits: readonly VisitorTrait[];
  /** Whether the visitor gave any interest or a profession (then every bio mentions one). */
  readonly hasSubject: boolean;
}

/** More interests than this only crowd a three-line bio; the first ones typed are kept. */
export const MAX_INTERESTS = 5;
/** Longer terms do not fit any line template gracefully (in UTF-16 units, as typed). */
export const MAX_TERM_LENGTH = 40;
/** Traits are flavour: only short ones (a word or two) are used. */
export const MAX_TRAIT_LENGTH = 20;
export const MAX_TRAITS = 3;

/** Things people say they "run on" in a bio. Lowercase, singular and plural where both occur. */
export const FUEL_WORDS: ReadonlySet<string> = new Set([
  "coffee",
  "tea",
  "matcha",
  "espresso",
  "chai",
  "latte",
  "lattes",
  "cold brew",
  "iced coffee",
  "iced lattes",
  "kombucha",
  "smoothies",
  "wine",
  "red wine",
  "beer",
  "craft beer",
  "cocktails",
  "pizza",
  "tacos",
  "sushi",
  "ramen",
  "pasta",
  "chocolate",
  "dark chocolate",
  "donuts",
  "croissants",
  "sourdough",
  "bread",
  "cake",
  "cookies",
  "brownies",
  "ice cream",
  "cheese",
  "snacks",
  "brunch",
  "bubble tea",
  "boba",
  "avocado toast",
  "pancakes",
  "waffles",
  "noodles",
  "dumplings",
  "burgers",
  "fries",
  "popcorn",
  "candy",
  "cupcakes",
  "pastries",
  "baked goods",
  "hot chocolate",
  "oat milk",
  "energy drinks",
  "protein shakes",
  "oat lattes",
  "curry",
  "spicy food",
  "street food",
  "tapas",
]);

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
  "morning",
  "evening",
  "ceiling",
  "building",
  "pudding",
  "wedding",
  "clothing",
  "bling",
  "ming",
  "beijing",
  "sterling",
]);

/** Common personality adjectives; anything else is classified by suffix. */
const ADJECTIVES: ReadonlySet<string> = new Set([
  "calm",
  "kind",
  "shy",
  "loud",
  "quiet",
  "chill",
  "bold",
  "brave",
  "wild",
  "warm",
  "gentle",
  "soft",
  "fierce",
  "happy",
  "sunny",
  "moody",
  "weird",
  "quirky",
  "nerdy",
  "geeky",
  "goofy",
  "silly",
  "witty",
  "smart",
  "sharp",
  "driven",
  "focused",
  "patient",
  "honest",
  "loyal",
  "humble",
  "open",
  "curious",
  "creative",
  "ambitious",
  "adventurous",
  "optimistic",
  "introverted",
  "extroverted",
  "sarcastic",
  "friendly",
  "outgoing",
  "positive",
  "caring",
  "determined",
  "playful",
  "dreamy",
  "spontaneous",
  "organized",
  "organised",
  "messy",
  "energetic",
  "laid-back",
  "easygoing",
  "easy-going",
  "thoughtful",
  "empathetic",
  "motivated",
  "independent",
  "introspective",
  "romantic",
  "chaotic",
  "nerdy",
  "fun",
  "funny",
  "cheerful",
  "hopeful",
  "grateful",
  "bubbly",
  "cozy",
  "cosy",
  "sensitive",
  "stubborn",
  "relaxed",
  "steady",
  "resilient",
  "fearless",
  "restless",
  "free-spirited",
  "sweet",
  "clumsy",
  "competitive",
  "dramatic",
  "fiery",
  "grounded",
  "intense",
  "mellow",
  "nostalgic",
  "observant",
  "practical",
  "reliable",
  "reserved",
  "spirited",
  "tender",
  "tidy",
  "upbeat",
  "zen",
]);
const ADJECTIVE_SUFFIX = /(?:ous|ful|ive|ic|al|ent|ant|ish|less|ble|ed|y)$/u;
const NOUN_SHAPES =
  /(?:er|or|ist|ian|ie|holic|owl|worm|body|bug|head|hound|nerd|geek|person|soul|kid|child|lover|fan|freak|junkie|buff)$/u;

function isFuel(text: string): boolean {
  const lower = text.toLowerCase();
  return FUEL_WORDS.has(lower) || FUEL_WORDS.has(singularModifier(lower));
}

function isActivity(text: string): boolean {
  const last = text.toLowerCase().split(" ").at(-1) ?? "";
  return last.length > 5 && last.endsWith("ing") && !NOT_ACTIVITIES.has(last);
}

function isAdjective(text: string): boolean {
  const lower = text.toLowerCase();
  if (ADJECTIVES.has(lower)) return true;
  if (lower.includes(" ") || NOUN_SHAPES.test(lower)) return false;
  return ADJECTIVE_SUFFIX.test(lower);
}

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
]);

function isCommonWord(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    COMMON_ROLE_WORDS.has(lower) ||
    lower in CURATED_WORD_EMOJI ||
    singularModifier(lower) in CURATED_WORD_EMOJI ||
    FUEL_WORDS.has(lower)
  );
}

/** "Photographer" → "photographer"; "Taylor Swift", "UX designer", "iPhone" stay as typed. */
function midSentenceForm(text: string): string {
  if (!/^\p{Lu}[\p{Ll}'’-]*(?: [\p{Ll}&'’-]+)*$/u.test(text)) return text;
  if (!text.split(" ").every(isCommonWord)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function toTerm(typed: string, emojiFor: ((word: string) => string | undefined) | undefined): VisitorTerm {
  const text = midSentenceForm(typed);
  return {
    text,
    modifier: singularModifier(text),
    fuel: isFuel(text),
    activity: isActivity(text),
    emoji: emojiFor?.(typed),
  };
}

function usable(text: string, maxLength: number): boolean {
  return text !== "" && text.length <= maxLength && /\p{L}/u.test(text);
}

/**
 * The request's words, ready for templates. Duplicates (case-insensitive) are dropped, and so is an
 * interest that repeats the profession. Terms longer than MAX_TERM_LENGTH are left out: no
 * template reads well around a sentence typed into a word field.
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
  const professionText = cleanProfession(request.profession);
  const profession =
    usable(professionText, MAX_TERM_LENGTH) && keep(professionText) ? toTerm(professionText, emojiFor) : undefined;
  const interests = request.interests
    .map(cleanTerm)
    .filter((text) => usable(text, MAX_TERM_LENGTH) && keep(text))
    .slice(0, MAX_INTERESTS)
    .map((text) => toTerm(text, emojiFor));
  const traits = request.personality
    .map(cleanTerm)
    .filter((text) => usable(text, MAX_TRAIT_LENGTH) && text.split(" ").length <= 2 && keep(text))
    .slice(0, MAX_TRAITS)
    .map((text) => ({ text, adjective: isAdjective(text) }));
  return { profession, interests, traits, hasSubject: profession !== undefined || interests.length > 0 };
}

/**
 * Whether a bio names at least one of the visitor's interests or their profession, as typed or in
 * its singular modifier form ("dog person" names "dogs"), case-insensitive. This is the eval's
 * "mentions the visitor" measure; a hashtag alone counts only when the term is one word
 * ("#coffee"), since "#IndieGames" hides "indie games".
 */
export function mentionsVisitorWords(bio: string, request: Pick<BioRequest, "interests" | "profession">): boolean {
  const text = bio.toLowerCase();
  const terms = [cleanProfession(request.profession), ...request.interests.map(cleanTerm)].filter(
    (term) => term !== "",
  );
  return terms.some((term) => text.includes(term.toLowerCase()) || text.includes(singularModifier(term).toLowerCase()));
}
