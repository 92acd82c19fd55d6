// Who a description says they are: "Priya, 52, accountant in Toronto", "marcus 29 columbus ohio". A name or a place
// by an age is no thing loved nor detail (round 124: "Pune fan"); a copywriter opens on them ("Priya, 52 | …").
import nlp from "compromise";

import { findInterest, findRole } from "./composer/knowledge/lookup";

export interface Identity {
  name?: string;
  age?: string;
  place?: string;
  /** Where they say they work ("a landfill", "Port of Tauranga"): an employee there, with no offer of their own. */
  workplace?: string;
  /** "she/her", as typed. */
  pronouns?: string;
  /** The description without the name and the place, for reading what else it says. */
  rest: string;
}

// A greeting and "I'm", a name, an age (13 or more: "Year 4 teacher" is no 4-year-old), what stands alone after it.
const HEAD =
  /^\s*(?:(?:hi|hiya|hello|hey)\b[\s,!]*)?((?:i['’]?m|im|i\s+am|my\s+name\s+is|name['’]?s)\s+)?(?:(\p{L}[\p{L}'’-]*)\s*,?\s+)?(1[3-9]|[2-9]\d)(?:\s*(?:y\/?o|yrs?(?:\s+old)?|years?\s+(?:old|young)))?\b(\s*[,.!]?\s*)(?:((?:from\s+)?\p{L}[\p{L}'’ -]{1,30}?)(?=\s*(?:[.;!?\n]|,|$)))?/diu;
// "Retired dairy farmer, 80, Waikato.": an age and a place between commas, after the role.
const AGE_PLACE = /(?:^|[,.!]\s*)(1[3-9]|[2-9]\d)(\s*,\s*)(\p{L}[\p{L}'’ -]{1,30}?)(?=\s*(?:[.;!?\n]|$))/du;
// "Veterinary nurse in Leeds, 29.", "line cook in austin tx 34 yrs old": an age alone, said anywhere.
// "nanny in brooklyn 26, i look after twins (3yo)": their age after a word too, and a child's under 13 is no one's.
const AGE =
  /(?:(?:^|[,.!;]\s*|(?<=\p{L}\s)(?<!\b(?:of|to|x|and|with|my|the|for|under|over|aged?|at|in|on|by)\s))(1[3-9]|[2-9]\d)(?=\s*(?:[,.!;\-–—]|$))|\b(1[3-9]|[2-9]\d)\s*(?:y\/?o|yrs?\s+old|years?\s+(?:old|young|of\s+age))\b)/u;
// "falconer at a landfill outside Brisbane", "I work for the council": in the first sentence.
const WORKPLACE =
  /^[^.!?]*?\b(?:at|for)\s+((?:a|an|the)\s+\p{L}[\p{L} ]*?|\p{Lu}\p{L}*(?:\s+(?:of\s+)?\p{Lu}\p{L}*)*)(?=\s*(?:[,.;!?]|\s[-–—]\s|$)|\s+(?:in|outside|near|on)\s)/u;
// "im 16 just finished my gcses!! from cardiff.", "from mayo originally": where they are from, said alone.
const FROM = /(?:^|[.!?,]\s*)(from\s+(\p{L}+(?:\s+\p{L}+)??)(\s+originally)?)(?=\s*(?:[.!?,;]|$))/du;
// "Farrier in Co. Galway", "62, Co. Monaghan", "St. Ives": an abbreviation's point ends no sentence (round 156: "62, Co").
const ABBREVIATION = /\b(Co|St|Mt|Ft|Dr|Mr|Mrs|Ms|Jr|Sr)\.\s+(?=\p{Lu})/gu;
const PRONOUNS = /\s*,?\s*\b((?:she|he|they)\/(?:her|him|them|they|she|he))\b/iu;
// Words that open a description without being a name: "I", "Retired", "aged", "mum".
const NOT_NAME =
  /^(?:i|im|me|a|an|the|my|aged?|age|just|now|turning|almost|nearly|retired|mum|mom|dad|mam|nan|gran|wife|husband|student|year|grade|class|level)$/iu;

const known = (text: string): boolean => findRole(text) !== undefined || findInterest(text) !== undefined;

/** A name: one word that names no trade, thing or common word ("Dawn" is one, but not after "I'm"). */
function isName(word: string, introduced: boolean): boolean {
  if (NOT_NAME.test(word) || findRole(word) !== undefined) return false;
  if (introduced && /^\p{Lu}/u.test(word)) return true;
  return findInterest(word) === undefined && !nlp(word).has("(#Pronoun|#Adjective|#Determiner|#Preposition)");
}

/** A place: up to three words that name no trade or thing, with no verb or number ("pune", "columbus ohio"). */
function isPlace(words: string, spaced: boolean): boolean {
  const doc = nlp(words);
  // A state's code is no trade ("Richmond VA" is no virtual assistant, round 165).
  const said = words.split(/\s+/u);
  if (said.length > 3 || said.some((word) => NOT_NAME.test(word) || (known(word) && !/^\p{Lu}{2,3}$/u.test(word))))
    return false;
  if (doc.has("(#Preposition|#Conjunction)")) return false;
  // Said with no comma after the age ("marcus 29 columbus ohio"), only what the parse knows for a place.
  return doc.has("#Place") || (!spaced && !doc.has("(#Verb|#Adjective|#Determiner|#Pronoun|#Value)"));
}

/** The name, age, place and pronouns a description gives, the name and place only where they stand by the age. */
export function readIdentity(text: string): Identity {
  const pronouns = PRONOUNS.exec(text);
  // "[dramatic music]", as a subtitle says it: an aside of the screen's, no hobby (round 160). "chai > coffee": one over
  // the other, before the markup's brackets go (rounds 132, 162: "chai coffee", "The smiths everything").
  const said = (pronouns ? text.replace(PRONOUNS, "") : text)
    .replace(ABBREVIATION, "$1 ")
    .replace(/\s*\[[^\]\n]{1,40}\]/gu, "")
    .replace(/(?<=\p{L})\s+>\s+(?=\p{L})/gu, " over ");
  const workplace = WORKPLACE.exec(said)?.[1];
  const head = HEAD.exec(said);
  const match = head ?? AGE_PLACE.exec(said);
  const alone = AGE.exec(said);
  const [word, age, gap, after] = head ? head.slice(2, 6) : [undefined, ...(match?.slice(1, 4) ?? [])];
  const name = word !== undefined && isName(word, head?.[1] !== undefined) ? word : undefined;
  // "28 from derry, between jobs": "from" says a place as a comma does; a trade's ("scaffolder 27 from manchester") is
  // the trade's to say.
  const [there, saidFrom] = [after?.trim().replace(/^from\s+/iu, ""), /^\s*from\s/iu.test(after ?? "")];
  const fits = there !== undefined && !(saidFrom && word !== undefined && !name);
  const placed = fits && isPlace(there, !saidFrom && (gap ?? "").trim() === "") ? there : undefined;
  const from = placed ? null : FROM.exec(said);
  const place =
    placed ?? (from && (from[3] || nlp(from[2]!).has("#Place")) && isPlace(from[2]!, false) ? from[2] : undefined);
  // The spans cut, from the end first, so each span's place in the text still holds.
  const named = name ? head?.indices?.[2] : undefined;
  const spans = [placed ? match?.indices?.[head ? 5 : 3] : place ? from?.indices?.[1] : undefined, named];
  let rest = said;
  // A name's comma goes with it ("Priya, 52"); a place's stays, ending what came before ("28 from derry, between jobs").
  for (const span of spans.filter((cut) => cut !== undefined).sort((a, b) => b[0] - a[0]))
    rest = `${rest.slice(0, span[0])}${span === named ? rest.slice(span[1]).replace(/^\s*,/u, "") : rest.slice(span[1])}`;
  const years = age ?? alone?.[1] ?? alone?.[2];
  return {
    ...(name ? { name } : {}),
    ...(years ? { age: years } : {}),
    ...(place ? { place } : {}),
    ...(pronouns ? { pronouns: pronouns[1]! } : {}),
    ...(workplace ? { workplace } : {}),
    rest,
  };
}
