/**
 * Reads a visitor's free-text self-description (the AI Bio Generation page's "Tell us about
 * yourself": "I'm a nurse who loves yoga and matcha", "PhD student in marine biology, coffee
 * addict, dry humor", "デザイナー。写真と旅行が好き") into the composer's inputs: a profession,
 * interests and personality words. The visitor's spelling is kept; only the grammar around their
 * words (I'm a, who loves, が好き) is set aside. What cannot be placed with confidence is left out
 * rather than guessed: nothing here invents a word the visitor did not write.
 *
 * The text is data, never instructions: it only ever becomes these three lists.
 */
import { classifyTrait, isLatinText, splitInterestText } from "./composer/visitor-words";
import { findProfessionProfile } from "./composer/professions";
import { ACTIVITY_NOUNS, FAN_SUFFIXES, FOOD_AND_DRINK } from "./composer/term-words";
import { FIELD_LIMITS } from "./generation-options";

export interface SelfDescription {
  interests: string[];
  profession: string;
  personality: string[];
}

/** Longer descriptions are read up to here (the API's instruction field limit). */
export const MAX_SELF_DESCRIPTION_LENGTH = FIELD_LIMITS.instructions;
const MAX_INTERESTS = 8;
const MAX_PERSONALITY = 3;
/** A fragment longer than this is a sentence we did not understand, not a term. */
const MAX_TERM_WORDS = 5;

// "I'm a nurse", "I am an engineer", "I work as a florist", "Working as a barista".
const PROFESSION_INTRO =
  /^(?:(?:i['’]?m|i am|im)\s+(?:a|an)\s+|(?:i\s+)?work(?:ing)?\s+as\s+(?:a|an)\s+|(?:i['’]?m|i am)\s+(?:currently\s+)?(?:a|an)\s+)/iu;
// "I'm shy", "I am curious and kind": personality, not a profession.
const SELF_INTRO = /^(?:i['’]?m|i am|im)\s+(?!a\s|an\s|into\s)/iu;
// Where a profession ends and the rest of the sentence begins.
const AFTER_PROFESSION =
  /\s+(?:who|that|and i|and|but|with a love of|with a passion for)\s+|\s*[,;:]\s*|\s+(?=(?:i['’]?m|i am)\s)/iu;
const LIKE_VERB =
  /\b(?:love|loves|loving|like|likes|enjoy|enjoys|adore|adores|into|obsessed with|fan of|passionate about|addicted to|crazy about|hooked on)\b/iu;
const GREETING = /^(?:hi|hello|hey|yo|so|well|ok|okay)\b[\s,!.]*/iu;
const CJK_LIKE = /(?:が|も)?(?:大好き|好き|趣味)(?:です)?$|^我(?:很|也|超)?(?:喜欢|喜歡|爱|愛)/u;
// Chinese, Japanese and Korean "I am …" ("我是老师", "私はデザイナーです").
const CJK_SELF = /^(?:我是|我叫|私は|僕は|俺は|저는|나는)\s*/u;
const CJK_COPULA = /(?:です|だ|입니다|이에요|예요)$/u;
// Links, e-mail addresses and handles are not words for a bio.
const LINKS = /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.]+|(?<![\w])@[\w.]{2,}/giu;
// A fragment that starts like an instruction ("ignore…", "write…") is not a description.
const VERB_START =
  /^(?:ignore|forget|write|tell|make|give|say|act|pretend|use|do|don['’]t|please|generate|create|add|include|list|show|print|output|respond|answer|repeat|translate)\b/iu;
const SENTENCES = /(?<!\p{L}\.\p{L})[.!?。！？\n]+/u;
const FRAGMENTS = /\s*[,;、，；]\s*/u;

function clean(text: string): string {
  return text
    .replace(LINKS, " ")
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ")
    .replace(/[\uD800-\uDFFF]/gu, "")
    .replace(/[ \t]+/gu, " ")
    .trim()
    .slice(0, MAX_SELF_DESCRIPTION_LENGTH);
}

function trimTerm(text: string): string {
  return text
    .replace(/^[\s"'“”‘’(]+|[\s"'“”‘’).,!?:;]+$/gu, "")
    .replace(/^(?:and|also|plus|but|a|an|the)\s+/iu, "")
    .trim();
}

function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => word !== "").length;
}

/** "coffee addict" → coffee and the kind of word: food or activity fans keep the thing as an interest. */
function fanTerm(fragment: string): { subject: string; last: string } | undefined {
  const words = fragment.split(" ");
  const last = (words.at(-1) ?? "").toLowerCase();
  if (words.length < 2 || !(FAN_SUFFIXES.has(last) || /^(?:nerd|geek|snob|junkie)$/u.test(last))) return undefined;
  return { subject: words.slice(0, -1).join(" "), last };
}

function isThing(subject: string): boolean {
  const lower = subject.toLowerCase();
  return FOOD_AND_DRINK.has(lower) || ACTIVITY_NOUNS.has(lower) || /ing$/u.test(lower) || /s$/u.test(lower);
}

/**
 * The profession, interests and personality words in a visitor's description of themselves, as
 * typed. An explicit "I'm a …" or "I work as …" names the profession; otherwise the first fragment
 * that names a known profession ("PhD student in marine biology") does. Liked things ("loves yoga
 * and matcha", "写真と旅行が好き") are interests; adjectives, nouns for a person and qualities
 * ("curious", "night owl", "dry humor") are personality; other short fragments are interests.
 */
export function readSelfDescription(text: string): SelfDescription {
  const interests: string[] = [];
  const personality: string[] = [];
  let explicitProfession = "";
  let foundProfession = "";
  const seen = new Set<string>();
  const add = (list: string[], value: string, max: number): void => {
    const term = trimTerm(value);
    const key = term.toLowerCase();
    if (term === "" || !/\p{L}/u.test(term) || seen.has(key) || list.length >= max) return;
    seen.add(key);
    list.push(term);
  };
  const addInterests = (phrase: string): void => {
    for (const term of splitInterestText(phrase)) {
      if (wordCount(term) <= MAX_TERM_WORDS) add(interests, term, MAX_INTERESTS);
    }
  };
  const addTraits = (phrase: string): void => {
    for (const part of phrase.split(/\s+(?:and|&)\s+|\s*,\s*/iu)) {
      if (wordCount(part) <= 3) add(personality, part, MAX_PERSONALITY);
    }
  };

  /** One fragment with no sentence structure left: a role, a liked thing, a trait or a topic. */
  const readFragment = (raw: string): void => {
    const fragment = trimTerm(raw).replace(CJK_SELF, "").replace(CJK_COPULA, "");
    if (fragment === "" || VERB_START.test(fragment)) return;
    if (!isLatinText(fragment)) {
      if (CJK_LIKE.test(fragment)) addInterests(fragment);
      else if (foundProfession === "" && explicitProfession === "" && fragment.length <= 15 && !/\s/u.test(fragment))
        foundProfession = fragment;
      else addInterests(fragment);
      return;
    }
    if (LIKE_VERB.test(fragment)) {
      addInterests(fragment.slice(fragment.search(LIKE_VERB)));
      return;
    }
    const fan = fanTerm(fragment);
    if (fan) {
      if (isThing(fan.subject)) addInterests(fan.subject);
      else add(personality, fragment, MAX_PERSONALITY);
      return;
    }
    const bare = fragment.replace(/^(?:i['’]?m|i am|im)\s+/iu, "");
    const parts = bare.split(/\s+(?:and|but|&|yet)\s+/iu);
    const isTrait = (part: string): boolean => {
      const { kind } = classifyTrait(part);
      return wordCount(part) <= 3 && kind !== "phrase" && kind !== "verb" && !findProfessionProfile(part);
    };
    if (parts.every(isTrait)) {
      for (const part of parts) add(personality, part, MAX_PERSONALITY);
      return;
    }
    // "I bake sourdough", "we grow tomatoes": the thing is an interest.
    const doing =
      /^(?:i|we)\s+(?:bake|cook|paint|draw|write|read|play|make|grow|collect|brew|knit|sew|build|design|study|watch|love|like)\s+(.+)$/iu.exec(
        fragment,
      );
    if (doing?.[1] && wordCount(doing[1]) <= MAX_TERM_WORDS) {
      addInterests(doing[1]);
      return;
    }
    // "I run a small bakery": a sentence about oneself, not a role.
    if (findProfessionProfile(fragment) && wordCount(fragment) <= 8 && !/^(?:i|we|my|our)\b/iu.test(fragment)) {
      if (foundProfession === "" && explicitProfession === "") foundProfession = fragment;
      else add(personality, fragment, MAX_PERSONALITY);
      return;
    }
    if (wordCount(fragment) <= MAX_TERM_WORDS) addInterests(fragment);
  };

  for (const rawSentence of clean(text).split(SENTENCES)) {
    let sentence = rawSentence.trim().replace(GREETING, "");
    if (sentence === "") continue;
    const intro = PROFESSION_INTRO.exec(sentence);
    if (intro) {
      const rest = sentence.slice(intro[0].length);
      const split = AFTER_PROFESSION.exec(rest);
      const role = trimTerm(split ? rest.slice(0, split.index) : rest);
      if (explicitProfession === "" && role !== "" && wordCount(role) <= 8) explicitProfession = role;
      else if (role !== "") readFragment(role);
      sentence = split ? rest.slice(split.index + split[0].length) : "";
      if (sentence === "") continue;
    } else if (SELF_INTRO.test(sentence) && !LIKE_VERB.test(sentence)) {
      addTraits(sentence.replace(SELF_INTRO, ""));
      continue;
    }
    for (const fragment of sentence.split(FRAGMENTS)) {
      // "who loves yoga and matcha", "I love hiking": everything after the verb is liked things.
      if (LIKE_VERB.test(fragment)) addInterests(fragment.slice(fragment.search(LIKE_VERB)));
      else readFragment(fragment);
    }
  }

  // A role named in passing ("mom of two") next to an explicit one ("I'm a teacher") describes them too.
  if (explicitProfession !== "" && foundProfession !== "") add(personality, foundProfession, MAX_PERSONALITY);
  const profession = (explicitProfession || foundProfession).slice(0, FIELD_LIMITS.profession);
  return {
    interests: interests.filter((term) => term.toLowerCase() !== profession.toLowerCase()),
    profession,
    personality,
  };
}
