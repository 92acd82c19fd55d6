// Reads what a visitor typed into facts the composer can place, in their spelling, with compromise
// for tags and inflection; what cannot be placed is left out, never guessed.
import nlp from "compromise";

import type { Identity } from "../identity";
import { isEmojiGrapheme, splitGraphemes } from "../../text/graphemes";
import { cleanVisitorText } from "../../text/clean-visitor-text";

import { findInterest, findRole, findTrait, headOf, namesInterest } from "./knowledge/lookup";
import { PROPER_NAMES } from "./knowledge/proper-names";
import { TRAIT_NAME_READINGS } from "./knowledge/trait-readings";
import type { InterestKnowledge, RoleKnowledge, TraitKnowledge } from "./knowledge/types";

export interface RoleFact {
  /** As typed, cleaned ("ER nurse", "PhD student in marine biology"). */
  text: string;
  /** The base's shorter name, as typed ("PhD student"): bios of an answer share no four words (spec §5). */
  short?: string;
  knowledge?: RoleKnowledge;
  /** Emoji the visitor typed beside it ("Nurse 💉"): theirs to keep. */
  emoji?: string;
  /** Opens on a name ("Etsy seller", "Spanish teacher"): it keeps its capital mid-line. */
  proper?: boolean;
}

export interface InterestFact {
  text: string;
  knowledge?: InterestKnowledge;
  /** A person into it ("hiker"), or the visitor's own agent noun ("sourdough baker"). */
  fan?: string;
  /** True when the visitor typed a person ("sourdough baker"), not a thing: it never follows "into". */
  isRole: boolean;
  /** The knowledge names exactly this interest (its lines are about it, not something wider). */
  exact?: boolean;
  /** A name as typed ("Taylor Swift", "Sunday markets"): it keeps its capital mid-line. */
  proper?: boolean;
  emoji?: string;
}

/** "calm"; "night owl" (a person); "dark sense of humour" (something they have); "loves a good pun". */
export type TraitKind = "adjective" | "noun" | "quality" | "phrase";

export interface TraitFact {
  text: string;
  kind: TraitKind;
  knowledge?: TraitKnowledge;
  /** A detail of their self-description as a bio says it (described-lines.ts): a middle line or a close. */
  detail?: true;
}

export interface VisitorFacts {
  role?: RoleFact;
  /** The name, age and place a description opens on; none without a description (the main page). */
  identity?: Identity;
  interests: InterestFact[];
  traits: TraitFact[];
}

/** A term longer than this is a sentence we did not understand, not a term. */
const MAX_TERM_LENGTH = 40;
/** A way of being said whole ("spend my days with my arm in horses mouths") runs longer; a line of theirs to 56. */
export const [MAX_PHRASE_LENGTH, MAX_SAID] = [50, 56];
const [MAX_INTERESTS, MAX_TRAITS] = [6, 3];
export const RETIRED = /^(?:retired|former|ex)\b/iu;

// Markup, schemes, links, e-mail addresses and handles are never words of a bio.
const NOT_WORDS =
  /<[^>]*>?|[<>{}[\]\\`]|\b[a-z][a-z0-9+.-]*:\/\/\S*|\b(?:javascript|data|vbscript|mailto|tel|file):\S*|(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|uk|me|shop|store|app|dev)\b\S*|[\w.+-]+@[\w-]+\.[\w.]+|(?<!\w)@\w+/giu;

/** Text as a bio may hold it: no markup or links, whole graphemes, single spaces. */
export function cleanTerm(text: string): { words: string; emoji?: string } {
  const clean = cleanVisitorText(text, { invalid: "" }).replace(NOT_WORDS, " ");
  let words = "";
  let emoji: string | undefined;
  for (const grapheme of splitGraphemes(clean)) {
    if (isEmojiGrapheme(grapheme)) emoji ??= grapheme;
    else words += grapheme;
  }
  words = words.replace(/\s+/gu, " ").replace(/^[\s"'“”‘’(.,;:!?&+*/|-]+|[\s"'“”‘’).,;:!?&+*/|-]+$/gu, "");
  return emoji === undefined ? { words } : { words, emoji };
}

const isLatin = (text: string): boolean => /^[\p{Script=Latin}\p{N}\s&'’.,:?!+-]+$/u.test(text);

type Inflection = { two: { transform: { noun: { toSingular: (word: string, model: unknown) => string } } } };
/** compromise's noun inflection, without parsing a document around the word. */
const toSingular = (word: string): string =>
  (nlp.methods() as unknown as Inflection).two.transform.noun.toSingular(word, nlp.model());

// The library's lexicon tags known words without a parse: a term of known words (most personality words) is a look-up.
export const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one.lexicon;
nlp.addWords(Object.fromEntries(Object.entries(PROPER_NAMES).flatMap(([tag, names]) => names.map((n) => [n, tag]))));
/** A role opening on a word the lexicon tags so is a name ("Etsy seller"); a look-up, not a parse per request. */
const NAME_TAGS: ReadonlySet<string> = new Set(Object.keys(PROPER_NAMES));

// Whether the library reads every word of a term as describing (trait names are read ahead: knowledge/trait-readings.ts).
export function describesWords(text: string): boolean {
  const known = text.split(" ").map((word) => LEXICON[word.toLowerCase()]);
  const [sentence] = known.every((tag) => tag !== undefined)
    ? [{ terms: known.map((tag) => ({ tags: [tag] })) }]
    : (nlp(text).json({ terms: { text: true, tags: true } }) as { terms: { tags: string[] }[] }[]);
  return (sentence?.terms ?? []).every((term) =>
    term.tags.some((tag) => ["Adjective", "Adverb", "PastTense", "Participle", "Conjunction"].includes(tag)),
  );
}

/** The role a profession field names, as typed: its words before "at <place>", or a comma; "at a <kind>" kept. */
export function readRole(profession: string): RoleFact | undefined {
  const { words, emoji } = cleanTerm(profession);
  const whole = words.split(/\s+(?:at(?!\s+an?\s+\p{Ll})|for|@)\s+|\s*[,;|/]\s*/iu)[0]?.trim() ?? "";
  const [head = "", kind] = whole.split(/\s+at\s+an?\s+/iu);
  // Too long with where, the words before it ("Water well driller out of Swift Current SK", round 152).
  const text = [whole, head, head.split(AWAY)[0]!].find((said) => said.length <= MAX_TERM_LENGTH) ?? "";
  if (text === "") return undefined;
  // "Assistant manager at a charity shop" is a shop manager, "Nurse at a care home" a care home nurse (round 146).
  const there = kind && findRole(`${kind.split(/\s+(?:in|on)\s/iu)[0]} ${head.split(" ").at(-1)}`);
  const knowledge = there && there.names.some((n) => n.endsWith(head.split(" ").at(-1)!)) ? there : findRole(text);
  const lower = text.toLowerCase();
  // Whole words: cleanTerm leaves single spaces only.
  const name = [...(knowledge?.names ?? [])]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => ` ${lower} `.includes(` ${candidate} `));
  const at = name ? lower.indexOf(name) : -1;
  const typed = lower.split(/\s+/u);
  // A long role may go by a name of the base made of its words, with its head ("speech therapist"); a retired one not.
  const inside = knowledge?.names.find(
    (n) => typed.length >= 4 && n.endsWith(typed.at(-1)!) && n.split(" ").every((w) => typed.includes(w)),
  );
  // A trade the base lacks goes by its words before where ("Hurley maker" in Kilkenny, "Tea taster" based in Kolkata).
  const cut = typed.length >= 3 && name && name.length < text.length ? text.slice(at, at + name.length) : inside;
  const short = cut !== lower && !RETIRED.test(text) ? (cut ?? WHERE.exec(text)?.[1]) : undefined;
  const proper = /^\p{Lu}\p{Ll}{2}/u.test(text) && [LEXICON[typed[0]!] ?? []].flat().some((tag) => NAME_TAGS.has(tag));
  return { text, proper, short, knowledge, emoji };
}

const WHERE = /^(.+?)\s+(?:based\s+)?(?:in|at|on)\s/iu;
const AWAY = /\s+(?:(?:based\s+)?in|out\s+of|from|round|around)\s/iu;
const QUALITY =
  /\b(?:humou?r|energy|heart|soul|laugh|wit|spirit|mind|attitude|style|taste|patience|imagination|streak|side|voice|habit|hands)$/iu;
const LIKE_START =
  /^(?:i\s+)?(?:really\s+)?(?:love|loves|like|likes|enjoy|enjoys|adore|into|obsessed with|addicted to|fan of)\s+/iu;
const NAME = "^(#Person|#Place|#WeekDay|#Month|#Demonym|#Organization|#Holiday)";
const FAN_WORDS = /\s+(?:nerd|geek|fan|lover|addict|junkie|snob|enthusiast|fanatic|obsessive)$/iu;

/** One interest item ("I like cats and coffee", "yoga & matcha", "sourdough baker") as facts. */
export function readInterestItem(item: string): InterestFact[] {
  const { words, emoji } = cleanTerm(item);
  if (words === "") return [];
  if (!isLatin(words))
    return words.length <= MAX_TERM_LENGTH ? [{ text: words, isRole: false, ...(emoji ? { emoji } : {}) }] : [];
  // "Love Island" is a name, not a like: a capital after "Love" keeps the word.
  const plain = (/^Love\s+\p{Lu}/u.test(words) ? words : words.replace(LIKE_START, "")).replace(FAN_WORDS, "");
  // "drum and bass" is one thing, as the base names it.
  const one = namesInterest(plain);
  const parts = one ? [plain] : plain.split(/\s*(?:(?<!\b\p{L})&(?!\p{L}\b)|\+|,|\band\b|\bor\b)\s*/iu).filter(Boolean);
  return parts.flatMap((part) => {
    const text = part.replace(/^(?:a|an|the|my)\s+/iu, "");
    if (text === "" || text.length > MAX_TERM_LENGTH) return [];
    // "sourdough baker" is a person: its head is a role the knowledge base or the library knows.
    const words = text.split(" ");
    const [opening, head] = [LEXICON[words[0]!.toLowerCase()] ?? "", words.at(-1)?.toLowerCase() ?? ""];
    // "terrible cook" is a person too; "marathon runner" is the base's, "Harry Potter" and "dog Cooper" names.
    const named = namesInterest(text) || /^\S+ing\s|^\p{Ll}.*\s\p{Lu}/u.test(text) || /Name|Person/u.test(opening);
    const isRole = words.length > 1 && (findRole(head) ?? findRole(text) ?? LEXICON[head] === "Actor") && !named;
    const knowledge = findInterest(text) ?? findInterest(isRole ? words.slice(0, -1).join(" ") : headOf(text));
    const lower = (namesInterest(text) ? text : headOf(text.replace(/^(?:learning|playing)\s+/iu, ""))).toLowerCase();
    // The knowledge speaks for the interest only when it names it ("coffee"), not a wider thing ("horror films").
    const exact = !isRole && (knowledge?.names.some((name) => name === lower || `${name}s` === lower) ?? false);
    // The library knows names ("Paris"); an inner capital marks the rest ("Star Wars"), as does a capital unknown to both.
    const unknown = !knowledge && !/[\s-]|ing$/u.test(text) && LEXICON[lower] === undefined;
    const proper = /^\p{Lu}/u.test(text) && (unknown || /\s\p{Lu}\p{Ll}/u.test(text) || nlp(text).has(NAME));
    const fan = isRole ? text : fanOf(text, knowledge, exact, proper);
    // "my cat" stays theirs in a list ("skincare and my cat", not "and cat"); the look-ups read "cat".
    const shown = /^my\s/iu.test(part) ? `${part.slice(0, 3)}${text}` : text;
    return [{ text: shown, isRole, exact, proper, knowledge, fan, emoji }];
  });
}

/** A person into an interest ("birdwatching" → birder); an activity the base does not know gets none. */
function fanOf(text: string, knowledge: InterestKnowledge | undefined, exact: boolean, proper: boolean) {
  const lower = text.toLowerCase();
  const fan = knowledge?.fan[0];
  // "trail running" → trail runner: an activity's doer keeps the visitor's kind of it (not "mountain cyclist").
  const name = knowledge?.names.find((candidate) => lower.endsWith(` ${candidate}`) && candidate.endsWith("ing"));
  if (fan && name && !fan.includes(" ") && fan.startsWith(name.slice(0, 4)))
    return `${text.slice(0, text.length - name.length)}${fan}`;
  // The base's "k-pop fan" in the visitor's spelling ("K-pop"); "great grandchildren" make a "proud grandparent".
  if (fan && (exact || / (?:grandparent|parent|person)$/u.test(fan))) return fan.replace(headOf(lower), headOf(text));
  const [words, last] = [text.split(" "), text.split(" ").at(-1) ?? ""];
  // Not a doing, a thing with a preposition or clock, a clause, a business, a pet's name (round 129), a person.
  const linked = words.some((word) => /ing$|^(?:about|of|with|on|in|at|for|every|from|like|business)$/iu.test(word));
  if (words.length > 3 || linked || /^\p{L}+ed\s|\s(?:did|was|were|went|made|took|got)$/iu.test(text)) return undefined;
  // A word the lexicon tags as no adjective is none in a parse either (all its 20,000 one-word entries): no parse.
  const adjective = [undefined, "Adjective"].includes(LEXICON[last]) && nlp(last).has("#Adjective");
  const named = words.length > 1 && /^\p{Lu}/u.test(last);
  if ((adjective || /^(?:girl|boy|daughter|son|kid)s?$/iu.test(last) || named) && !proper) return;
  // "politics", "maths", "news": one thing, not many ("politic fan" was read as a slip).
  if (!/[^s]s$/iu.test(last) || /(?:ics|maths|news|chaos)$/iu.test(last) || (proper && /^\p{Lu}/u.test(last)))
    return `${text} fan`;
  // The library's own inflection of a plural noun ("farmers markets" → farmers market).
  return `${[...words.slice(0, -1), toSingular(last) || last].join(" ")} fan`;
}

/** A personality item: an adjective ("calm"), a noun for a person ("night owl") or a phrase ("loves a good pun"). */
export function readTrait(item: string): TraitFact | undefined {
  const { words } = cleanTerm(item);
  if (words === "" || words.length > MAX_SAID) return undefined;
  // "tired but happy", "trying to stay positive", "not much of a talker": theirs whole, no word's lines.
  const kind = traitKind(words);
  const knowledge = kind === "phrase" || /^(?:not|never|hardly)\s/iu.test(words) ? undefined : findTrait(words);
  return { text: words, kind, ...(knowledge ? { knowledge } : {}) };
}

// "loves a good pun", "always on my phone", "I fix knees", "stripes have to be perfect": a way of being or a doing.
const SAID_WHOLE =
  /^(?:(?:love|like|enjoy|talk|laugh|say|know|run)s?|between\s+jobs|can(?:'t|not)|\p{L}+ing|(?:always|still|never|forever|usually)\s+\S+|i|the\s+one)\s|,|:\s|\sbut\s|\swith\s+(?:my|our)\s|\s(?:is|are|has|have|when|because|until|unless)\s|\sall\s+(?:week|day|night)\b/iu;
function traitKind(words: string): TraitKind {
  if (!isLatin(words)) return "noun";
  if (SAID_WHOLE.test(words)) return "phrase";
  // "spend my life up ladders in the dark": a doing of theirs, opening on its verb.
  const [first, ...more] = words.toLowerCase().split(" ");
  if (more.length >= 2 && ["Infinitive", "PresentTense"].includes(LEXICON[first!] ?? "")) return "phrase";
  // A sentence of theirs is said whole, not pasted on a role ("Bingo caller with a life's too short…", round 112).
  if (more.length >= 2 && nlp(words).has("#Verb")) return "phrase";
  if (QUALITY.test(words)) return "quality";
  // "calm in a crisis", "kind to animals": a describing word and where it shows, a line of its own.
  const [head, where] = words.split(/\s+(?=(?:in|at|to|with|under|when|around)\s)/iu);
  if (where && describesWords(head!)) return "phrase";
  // "detail-minded", "dog-friendly": compound describing words the lexicon does not list.
  if (/-(?:minded|friendly|loving|obsessed|driven|hearted|going|headed|natured|spirited|focused)$/iu.test(words))
    return "adjective";
  // "motivating", "plain speaking": the library reads an -ing word as a verb or a noun; of a person it describes.
  if (/^(?:\p{L}+\s)?\p{L}+ing$/iu.test(words)) return "adjective";
  // "outdoorsy", "sporty", "arty": a -y word the lexicon does not list, which the library would guess a noun.
  if (/^\p{L}+y$/iu.test(words) && LEXICON[words.toLowerCase()] === undefined) return "adjective";
  return (TRAIT_NAME_READINGS.get(words) ?? describesWords(words)) ? "adjective" : "noun";
}

/** The first of each text, in any case. */
const unique = <T extends { text: string }>(items: readonly T[]): T[] =>
  items.filter((item, at) => items.findIndex((other) => other.text.toLowerCase() === item.text.toLowerCase()) === at);

/** The facts in a request's three fields, and the details of a self-description. */
export function readVisitor(
  profession: string,
  interests: readonly string[],
  personality: readonly string[],
  details: readonly string[] = [],
): VisitorFacts {
  const role = readRole(profession);
  const roleKey = role?.text.toLowerCase();
  const things = interests.flatMap(readInterestItem).filter((fact) => fact.text.toLowerCase() !== roleKey);
  return {
    ...(role ? { role } : {}),
    interests: unique(things).slice(0, MAX_INTERESTS),
    traits: unique([
      ...personality
        .map(readTrait)
        .filter((trait) => trait !== undefined)
        .slice(0, MAX_TRAITS),
      ...details.map((text): TraitFact => ({ text, kind: "phrase", detail: true })),
    ]),
  };
}

/** Whether the base has a wry line about their role, an interest or a trait. */
export const hasJokes = ({ role, interests, traits }: VisitorFacts): boolean =>
  Boolean(role?.knowledge ?? interests.find((fact) => fact.exact && fact.knowledge) ?? traits.find((t) => t.knowledge));
