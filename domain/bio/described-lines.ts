// The details of a self-description as a bio says them: the visitor's own clauses, shortened and reworded ("I collect
// snow globes from every city I land in" → "Collecting snow globes from every city I land in"; "3 cats, loud music,
// cheap wine" kept as their list). Read blind, a who-clause about the trade over two of these read above the
// base's lines about the same hobbies (docs/decisions/024-composer-third-edition.md, stops 45 and 46).
import nlp from "compromise";

import { cleanTerm, LEXICON, MAX_SAID, MAX_PHRASE_LENGTH } from "./composer/read-visitor";
import { type Identity, readIdentity } from "./identity";
import { fixCommonTypos } from "../text/common-typos";
import {
  breakAtEmoji,
  COMPARISON,
  HOW_MUCH,
  joinsThings,
  MANNER,
  OF_THEM,
  REGION_CODES,
  shorten,
} from "./self-description";
import { escapeRegExp } from "../text/normalize-bio";

/** Details kept of one description: more than an answer's three bios can use. */
const MAX_DETAILS = 6;
/** A list line holds two or three short things. */
const MAX_LIST = 3;
const FILLER =
  /^(?:(?:and|also|but|plus|oh|so|then|meanwhile|otherwise|besides|anyway|really|basically|currently|now|just|actually|honestly)\b[\s,]*)+|[\s,]*\b(?:lol|haha|tbh|really|too|as well|for\s+a\s+living)$/iu;
// Chat, a greeting, an age, a year of study alone ("2nd year", round 134): nothing a bio would say.
const EMPTY =
  /^(?:(?:\d(?:st|nd|rd|th)|first|second|third|fourth|final)\s+year|(?:\d{1,2}\s+(?:yo\s+|y\/o\s+)?)?(?:(?:from|in)\s+\p{L}+\s+)?(?:year|yr|grade)\s+\d{1,2}(?:\s+(?:in|at|from)\s+\p{L}+)?|(?:that['’]?s|thats|this\s+is|it['’]?s)\s+(?:me|it|about\s+it)\b.*|(?:hi|hiya|hello|hey)\b.*|(?:aged?\s+)?\d{1,2}(?:\s*(?:y\/?o|yrs?(?:\s+old)?|years?(?:\s+(?:old|young))?))?|(?:i['’]?m|im|i\s+am)\s+\d{1,2}.*)$/iu;
// A region alone ("Southland NZ", round 137; "Co. Mayo", round 139): where they are, said by who they are.
const REGION_ALONE = new RegExp(
  `^(?:\\p{Lu}\\p{L}+(?:\\s\\p{Lu}\\p{L}+)?\\s(?:${REGION_CODES})|(?:co|county)\\.?\\s+\\p{Lu}\\p{L}+)$`,
  "iu",
);
// "into gym", "also love my lurcher Dot", "big fan of jazz": the thing itself.
const LIKING =
  /^(?:i\s+)?(?:(?:i['’]?m|im|am)\s+)?(?:(?:also|really|massively|totally|big|huge)\s+){0,2}(?:into|love|loves|like|likes|enjoy|enjoys|adore|obsessed\s+with|(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of)\s+/iu;
// Their own work said as a doing ("work at a car wash on weekends", "I'm a nurse"): the who-line says it.
const WORK =
  /(?:^|\bi\s+)(?:(?:work|working|works)\s+(?:as|at|in|for|on)|saturday\s+job\s+(?:at|in)\s|(?:i['’]?m|im|i\s+am)\s+(?:an?|the)\s|(?:just\s+)?started\s+(?:an?|my)\s[^,]*\b(?:course|t[- ]?level|btec|diploma)\b)/iu;
// A frame with nothing in it ("Off the clock:" before what they do off it).
const FRAME =
  /^(?:off\s+the\s+clock|outside\s+(?:of\s+)?work|in\s+my\s+(?:spare|free)\s+time|on\s+my\s+days?\s+off|off\s+duty)$/iu;
// "rugby on sat, mums roast on sunday": a day is a name.
const DAY = /\b(?:mon|tues?|wed|thur?s?|fri|sat|sun)(?:day)?s?\b(?<!\bsun)|\bsundays?\b/gu;
// "(crochet little frogs and) sell them to friends": "them" is said of what went before (round 124), as is "(I braze
// steel frames), one at a time, in my workshop" (round 146).
const OF_BEFORE =
  /^(?:\p{L}+\s+)?(?:them|those)\b|^(?!it['’]?s\b)\p{L}+\s+it\b|^(?:one\s+at\s+a\s+time|(?:in|at|on|by)\s+(?:my|our|the|a|an)\s\S+)$/iu;
const SUBJECT = /^(?:i|we)\s+(?=\p{Ll})/iu;
// "cried at most of them", "like my father before me", "yes im that person": with the line before, or not at all.
const SAID_WITH_BEFORE = new RegExp(
  String.raw`${OF_THEM}|\s(?:for|about|with)\s+it$|^(?:just\s+)?like\s+(?:my|his|her|our)\s+(?:father|dad|mother|mum|mam|grand\p{L}+)\b.*$|^yes,?\s+(?:i['’]?m|im|i\s+am)\s+(?:that|one\s+of\s+those)\s+\p{L}+$`,
  "iu",
);

/** "ring" → "ringing": compromise's own conjugation of a verb said first ("clean" alone is an adjective). */
function gerund(verb: string): string | undefined {
  const doc = nlp(verb);
  if (!doc.verbs().found && !/ing$/iu.test(verb)) doc.tag("Infinitive");
  const forms = doc.verbs().conjugate()[0] as { Gerund?: string } | undefined;
  const doing = forms?.Gerund?.replace(/^(?:is|am|are)\s+/u, "");
  // A word the library does not know ("knap") keeps English's doubling: "knapping", not "Knaping" (round 161).
  return doing === `${verb}ing` && /^[^aeiou]*[aeiou][^aeiouwxy]$/iu.test(verb) ? `${verb}${verb.at(-1)}ing` : doing;
}

/** A clause with its subject dropped and its verbs said as doings: "play cricket … and enjoy a pint after". */
function asDoing(clause: string, doer: boolean, doingBefore: boolean): string {
  // Tagged as said mid-sentence: a capital "Play" reads as a name.
  const words = (clause.charAt(0).toLowerCase() + clause.slice(1)).split(" ");
  const doc = nlp(words.join(" "));
  // After "I", the parse reads a doing's verbs as verbs: "i clean rock off …", "i design and fire fireworks shows".
  const said = doer ? nlp(`I ${words.join(" ")}`) : doc;
  const first = words[0]!;
  // "and Mossy the cat who sits on my work": a capital the library knows no word for is a name (round 156: "Mossying").
  if (!doer && /^\p{Lu}/u.test(clause) && LEXICON[first] === undefined) return clause;
  // "play cricket …", "ring the bells …": a verb alone before what it is done to, whatever the parse guessed.
  // A parse alone may take a noun for a verb ("flood plains and field trips"): it needs what a doing is done to.
  const verb =
    (doer && said.terms().eq(1).has("(#Infinitive|#PresentTense)")) ||
    (doingBefore && nlp(first).has("#Infinitive")) ||
    (doc.terms().eq(0).has("(#Infinitive|#PresentTense)") && doc.has("(#Determiner|#Possessive|#Preposition)")) ||
    (nlp(first).has("#Infinitive") && doc.terms().eq(1).has("(#Determiner|#Possessive)"));
  // "want to hit 1k followers", "wanna be a ranger" read as a wish as it is; "wanting to" reads as a slip; "bit chaotic"
  // is no doing, nor "go the tigers", a cheer (round 161: "Going the tigers").
  // "shore 412 in a day last season": a past the parse took for a present; said as it was.
  if (
    !verb ||
    /^(?:is|are|am|has|have|want|wants|wanna|gonna|hope|hopes|need|needs|plan|plans|try|tries|bit)$/iu.test(first) ||
    /^stay\s+at\s+home\b|^go\s+the\s+\p{L}+$/iu.test(clause)
  )
    return clause;
  if (/\b(?:last\s+(?:season|year|week|month|summer|winter)|ago|yesterday)\b/iu.test(clause)) return clause;
  // "figure skating 6 days a week", "grade 10 in surrey": a thing named, no verb (round 137: "Figuring skating").
  const compound =
    /^\p{Ll}+ing$/u.test(words[1] ?? "") && !/^(?:love|like|enjoy|go|start|try|keep|hate|stop|miss|quit)$/u.test(first);
  if (/^\d/u.test(words[1] ?? "") || compound) return clause;
  const doing = gerund(first);
  if (!doing) return clause;
  // "… and enjoy a pint": a second verb of the same doing, said the same way.
  const rest = words
    .slice(1)
    .join(" ")
    .replace(/\band\s+(\p{Ll}+)\b/gu, (all, verb: string) => {
      // "and key cutting kiosk": only a word the parse of the clause reads as a verb.
      const second = said.match(`and ${verb}`).terms().eq(1).has("#Infinitive") ? gerund(verb) : undefined;
      return second ? `and ${second}` : all;
    });
  return `${doing}${rest ? ` ${rest}` : ""}`;
}

const pastOf = (first: string, then: string): boolean =>
  [first, then].every((doing) => nlp(doing).terms().eq(0).has("#PastTense"));

/** "me and my labrador Biscuit find black truffles …": the doing, with whom said after ("Finding black truffles with …"). */
function withOthers(line: string): string | undefined {
  if (!/^(?:me|i)\s+and\s+my\s/iu.test(line)) return undefined;
  const [, who = "", verb = "", rest = ""] =
    /^(?:me|i)\s+and\s+(my\s+\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+(\p{Ll}+)\s+(.+)$/u.exec(line) ?? [];
  const doing = verb && gerund(verb);
  if (!doing) return shorten(line);
  const tail = ` with ${who}`;
  return `${shorten(`${doing} ${rest}`, MAX_PHRASE_LENGTH - tail.length)}${tail}`;
}

/** A line begins with a capital, and "i", "im", "dont" are said as the visitor meant them. */
const capitalize = (said: string): string => {
  // " wanna be a vet one day" kept the space before it (round 130).
  const text = said.trim();
  return (text.charAt(0).toUpperCase() + text.slice(1))
    .replace(/\u2063/gu, ",")
    .replace(/\bi\b(?!['’]|-)/gu, "I")
    .replace(/\bi(['’]?)m\b/giu, (_, mark: string) => `I${mark || "'"}m`)
    .replace(/\bive\b/giu, "I've")
    .replace(/\b(do|ca|wo)(n)t\b/giu, "$1$2't")
    .replace(DAY, (day) => day.charAt(0).toUpperCase() + day.slice(1));
};

/**
 * The details of a description, each a line of the visitor's; the clause naming `role` left out, and any that says
 * a remark the reader kept already (`said`: "I volunteer at the lifeboat station") or is part of one.
 */
export function describedLines(described: string | Identity, role = "", said: readonly string[] = []): string[] {
  // The composer reads who they are once a request and hands it on; the rest is what these lines come from.
  const { rest } = typeof described === "string" ? readIdentity(fixCommonTypos(described)) : described;
  const roleWords = role.toLowerCase();
  const roleAt = roleWords
    ? new RegExp(`^.*?\\b${escapeRegExp(roleWords)}\\b(?:\\s+(?:who|that)(?:['’]ll)?)?\\s*`, "iu")
    : /(?!)/u;
  const roleWho = roleWords ? new RegExp(`${escapeRegExp(roleWords)}\\s+who\\b`, "iu") : /(?!)/u;
  // A sentence's end (or an emoji, a bullet, a bar) closes a list: "mugs everywhere. 3 cats, …" are two lines.
  // "… feeding my roommates (they dont complain)": the aside that ends it keeps its closing bracket.
  // "Mum of two (Isla 9, Finn 6)": a comma between children's names ends no clause (round 149: "Finn 6" as a line).
  const { words: text } = cleanTerm(
    breakAtEmoji(
      rest
        .replace(HOW_MUCH, "$1 $2")
        // "40 dinners a day and every single one of them wants extra gravy" fits a line as "every one" (round 152).
        .replace(/\bevery\s+single\s+one\s+of\s+(?:them|us|you)\b/giu, "every one"),
    )
      .replace(/[•|]/gu, ".")
      .replace(/\(\p{Lu}\p{L}+\s\d{1,2}(?:,\s*\p{Lu}\p{L}+\s\d{1,2})+\)/gu, (kids) => kids.replace(/,\s*/gu, " and ")),
  );
  const open = (text.match(/\(/gu) ?? []).length > (text.match(/\)/gu) ?? []).length;
  // "Plant mom (47 plants, send help)": an aside's comma ends no clause (round 165: "Send help" alone); said again below.
  const clauses =
    `${text.replace(/\([^()]*\)/gu, (aside) => aside.replace(/,/gu, "\u2063"))}${open && /\)[\s.!]*$/u.test(rest) ? ")" : ""}`.split(
      /\s*((?:[!?;\n]|\.(?!\d)|(?<!\d)\.|:(?!\d))+)\s*|\s*(?:(?<!(?:^|[.!?;]\s*)if\s[^,.!?;]*),|\s[-–—]\s|\s(?:and|but)\s(?=(?:i|i['’]m|im)\s))\s*/iu,
    );
  const lines: string[] = [];
  let list: string[] = [];
  // Whether the clause before was said as a doing: a list of doings goes on as one ("Ring the bells …, play cricket").
  let doingBefore = false;
  // Whether the sentence so far lists what they love: "love muddy fields, flasks of tea and terrible puns".
  let liking = false;
  const flush = (): void => {
    if (list.length > 0) doingBefore = false;
    if (list.length >= 2) lines.push(capitalize(list.join(", ")));
    // "my garden" alone is one thing, which their list of things says (round 133: "My garden" opened a bio).
    else if (list.length === 1 && /\s/u.test(list[0]!.replace(/^(?:my|the|an?)\s+/iu, "")))
      lines.push(capitalize(list[0]!));
    list = [];
  };
  let joinable: string | undefined;
  for (const raw of clauses) {
    if (raw === undefined) continue;
    const before = joinable;
    joinable = undefined;
    // "Retired teacher who now spends all day in the garden": what follows the role is theirs.
    const afterRole = raw.replace(roleAt, "");
    // "now its my vege garden": the garden.
    let clause = afterRole
      .replace(FILLER, "")
      .replace(FILLER, "")
      .replace(/^it['’]?s\s+(?=my\b)/iu, "")
      .trim();
    // An aside cut from what it is said of keeps no bracket.
    if ((clause.match(/\(/gu) ?? []).length !== (clause.match(/\)/gu) ?? []).length)
      clause = clause.replace(/[()]/gu, "");
    if (/^[.!?;:\n]+$/u.test(clause)) {
      joinable = before;
      liking = false;
      flush();
      doingBefore = false;
      continue;
    }
    if (clause === "" || EMPTY.test(clause) || MANNER.test(clause) || REGION_ALONE.test(clause) || WORK.test(clause)) {
      flush();
      continue;
    }
    const back = SAID_WITH_BEFORE.test(clause);
    if (OF_BEFORE.test(clause.replace(SUBJECT, "")) || back) {
      const first = before ?? (list.length === 1 ? list.pop() : undefined);
      const whole = `${first}, ${clause.replace(SUBJECT, "")}`;
      if (back && first !== undefined && whole.length <= MAX_SAID)
        lines.splice(lines.length - (before === undefined ? 0 : 1), 1, capitalize(whole));
      flush();
      continue;
    }
    // "(newsagent) on the corner", "(bid writer) by day": where the role is. "(carer for my mum) who has dementia": of
    // someone else. "(plumber) 45 from dublin": the role again.
    const where =
      afterRole !== raw &&
      (/^(?:on|in|at|by|from|for)(?:\s+\S+){0,5}$/iu.test(clause) || /^(?:has|is|was|are|were)\b/iu.test(clause));
    const again = roleWords !== "" && afterRole === raw && saysThing(clause, roleWords);
    if (
      where ||
      again ||
      FRAME.test(clause) ||
      roleWords.includes(clause.toLowerCase()) ||
      /^(?:which|who|that)\s/iu.test(clause)
    ) {
      flush();
      continue;
    }
    // "Love Island" is a name, not a like (round 154: "Island and my dog Teddy").
    const named = /^Love\s+(?!I\b)\p{Lu}/u.test(clause);
    const liked = (liking ||= !named && LIKING.test(clause));
    // After "I" or the role's "who", the next word is a verb ("I run toddler music classes", "who makes gates").
    const doer = SUBJECT.test(clause) || roleWho.test(raw);
    clause = (named ? clause : clause.replace(LIKING, "")).replace(SUBJECT, "");
    const words = clause.split(" ").length;
    // A short thing ("loud music", "F1 and my staffy") joins the things beside it in one list line.
    const goesOn = doingBefore && nlp(clause.split(" ")[0]!.toLowerCase()).has("#Infinitive");
    if (words <= 4 && !goesOn && !nlp(clause).has("#Verb")) {
      for (const thing of clause.split(/\s+and\s+/iu)) if (list.length < MAX_LIST) list.push(thing);
      continue;
    }
    flush();
    // "Growing tomatoes and talking too much about my grandkids": too long for a line, each doing is one.
    const spoken: string = liked || words < (doer || doingBefore ? 2 : 3) ? clause : asDoing(clause, doer, doingBefore);
    // Too long, its comparison goes (round 129), then two doings (not two verbs or things) a line each, or one is cut.
    const bare = spoken.length <= MAX_PHRASE_LENGTH ? spoken : spoken.replace(COMPARISON, "");
    const doings = bare
      .split(/\s+and\s+/iu)
      .reduce<string[]>((joined, part) => {
        const before = joined.at(-1);
        if (before !== undefined && (/^\p{L}+ing$/iu.test(before) || joinsThings(before, part)))
          joined[joined.length - 1] = `${before} and ${part}`;
        else joined.push(part);
        return joined;
      }, [])
      // "Rode for 22 years and broke most bones at least once": a past goes on in the past (round 146).
      .filter((part, at, all) => at === 0 || /^\p{L}+ing\s/iu.test(part) || pastOf(all[0]!, part));
    doingBefore = spoken !== clause;
    const others = bare.length <= MAX_PHRASE_LENGTH ? undefined : withOthers(bare);
    const kept =
      bare.length <= MAX_PHRASE_LENGTH ? [bare] : others !== undefined ? [others] : doings.map((part) => shorten(part));
    for (const line of kept)
      if (line.length <= MAX_SAID && line.includes(" ") && !OF_BEFORE.test(line)) lines.push(capitalize(line));
    if (kept.length === 1 && lines.at(-1) === capitalize(kept[0]!)) joinable = kept[0];
  }
  flush();
  const remarks = said.filter((remark) => remark.includes(" "));
  // Either way round: a detail may be a cut of a remark, and a bio holding both says it twice (round 133).
  return lines
    .filter((line) => !remarks.some((remark) => saysThing(line, remark) || saysThing(remark, line)))
    .slice(0, MAX_DETAILS);
}

// Words that say nothing of what a thing is: "I volunteer at the lifeboat station" is said by "Volunteering at …".
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "" && !/^(?:i|a|an|the|my|at|in|on|of|to|and|for|with)$/u.test(word));

const SHORT_ENDINGS = ["s", "es", "ed", "ing"];

/** Whether a detail names a thing, by its words' stems: "Ringing the church bells on Sundays" says "ring the church bells". */
export function saysThing(detail: string, thing: string): boolean {
  const said = wordsOf(detail);
  return wordsOf(thing).every((word) =>
    // "type" is said by "typing", "ring" by "ringing": a stem without its last "e"; a short word by its own endings
    // ("fix" by "fixing", round 124), never by another word it starts ("gym" is not "gymnastics").
    said.some((one) =>
      word.length < 4
        ? one === word || SHORT_ENDINGS.some((ending) => one === word + ending)
        : one.startsWith(word.replace(/e$/u, "").slice(0, 4)),
    ),
  );
}
