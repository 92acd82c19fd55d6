// Reads "Tell us about yourself" with compromise into profession, interests and personality words. What cannot be
// placed with confidence is left out rather than guessed.
import nlp from "compromise";

import { cleanTerm, LEXICON, MAX_PHRASE_LENGTH, RETIRED } from "./composer/read-visitor";
import { findInterest, findRole, findTrait, namesInterest } from "./composer/knowledge/lookup";
import { FIELD_LIMITS } from "./generation-options";
import { readIdentity } from "./identity";
import { fixCommonTypos } from "../text/common-typos";

export interface SelfDescription {
  interests: string[];
  profession: string;
  personality: string[];
}

export const MAX_SELF_DESCRIPTION_LENGTH = FIELD_LIMITS.instructions;
const MAX_INTERESTS = 6;
const MAX_PERSONALITY = 3;
const MAX_TERM_WORDS = 5;

interface Tagged {
  text: string;
  tags: readonly string[];
}

const SCHEDULE =
  /\b(?:by (night|day)|(?:(?:does|do|doing)(?:\s+mostly)?|work(?:s|ing)?|on|mostly|usually|often) (nights|night shifts?|(?:the\s+)?(?:late|night)\s+shift|days(?!\s+off)|weekends|lates)|(nights) mostly)\b/iu;
const INTRO =
  /^(?:(?:hi|hiya|hello|hey)\b[\s,!]*)?(?:(?:i['’]?m|i am|im|we['’]?re|we are|i work as|working as|currently)\b)?\s*(?:an?\s+|the\s+)?/iu;
// "spend way too much in charity shops": where the money goes names what they love.
const OVERSPEND = String.raw`spends?\s+(?:way\s+|far\s+)?too\s+much(?:\s+(?:money|time))?\s+(?:in|at|on)`;
const LIKE = new RegExp(
  String.raw`(?<!\b(?:they|you|he|she|people|everyone|anyone|kids|children|son|sons|daughter|daughters|boys|girls|them|than)\s+)\b(?:(?<=(?:^|[,;:]\s*|\b(?:i['’]?m|im|am|really|so|also|well|and|but|very|properly|totally|mostly|mainly)\s+))into|love(?!\s+lang)|loves|loving|like(?!\s+(?:(?:my|his|her|their|our)\s+\S+|others|other\s+people|most\s+people|everyone|people)\s+(?:did|does|do|used\s+to|read|\p{L}+s)\b)|likes|enjoy|enjoys|adore|adores|obsessed with|fan of|(?:big|keen|mad)\s+on|(?:big|huge|massive|really)\s+into|mad\s+about|partial\s+to|fond\s+of|(?:play|plays|playing)(?!\s+(?:specialist|therapist|worker|leader|assistant|coordinator|centre|center|group|area)\b)|studying|studies|study|collect|collects|spends?\s+(?:my\s+)?(?:(?:free|spare)\s+)?time\s+on|listen(?:s|ing)?\s+to(?:\s+(?:way\s+)?too\s+(?:much|many))?|spends?\s+(?:my\s+)?weekends(?=\s+\S+ing\b)|${OVERSPEND})\s+`,
  "iu",
);
// Lowercase only: "love Love Island" keeps the show's name.
const LIKE_ITEM = new RegExp(String.raw`^(?:love|loves|like|likes|enjoy|enjoys|adore|adores|${OVERSPEND})\s+`, "u");
// "big Celtic fan" is a fan of Celtic.
const FAN =
  /^(?:(?:big|huge|massive|die-hard|proud)\s+)?(.+?)\s+(?:nerd|geek|fan|lover|addict|junkie|snob|enthusiast|drinker|binger|obsessed|king|queen)$/iu;
// "huge nerd, proudly" is a trait: the words before "nerd" name no interest.
const fanOfWhat = (text: string): string | undefined => {
  const what = FAN.exec(text.trim())?.[1];
  if (!what || /^(?:a|an|such a|total|big|huge|massive|complete|proper|adrenaline)$/iu.test(what)) return undefined;
  // "old map nerd" loves old maps (round 161: "Old map | cross country skiing"); "true crime" is one thing.
  const kind = nlp(what);
  return /^\p{L}+\s\p{L}+[^s\s]$/u.test(what) &&
    kind.has("^#Adjective #Noun$") &&
    !kind.has("#Uncountable") &&
    !findInterest(what)
    ? kind.nouns().toPlural().text() || what
    : what;
};
const PREPOSITION = /\s(?:of|in|at|for|with|from|on|to|across|around)\s/iu;
// "I'm 17", "22 y/o", but not a child's ("single dad to a 7 year old").
const AGE =
  /(?<!\b(?:to|of|with|for)\s+an?\s+)(?:\b\d{1,2}[\s-]*(?:years?|yrs?|yo)(?!\s*\d)[\s-]*(?:old|of\s+age)?\b|\b\d{1,2}\s*(?:y\/o)\b)/giu;
// "always covered in soot", "makes a mean curry": where they are or a habit of theirs, as said, a line of its own.
const REMARK =
  /^(?:figuring\s+(?:it|things|out)|looking\s+for\s+what['’]?s\s+next|(?:runs?|running|surviving|living|lives?)\s+on|(?:i\s+)?live\s+(?:in|on)\s+an?\s|[\p{L} ]{3,25}\s+suits\s+me$|(?:just\s+)?surviving$|tryin['’g]?\s+to\s+(?:stay|keep|be)\s|covered\s+in|miss(?:ing)?\s+(?:the|my|being)\s|ha(?:ve)?n['’]?t\s+(?:found|seen|had|got|been)|always|forever|permanently|still|never|happiest|can['’]?t|cannot|volunteer\s+(?:crew|at|for|with|on)\b|(?:probably\s+)?overthinking\b|(?:slightly|a\s+bit|mildly|totally)\s+addicted\s+to|usually|just\s+(?:finished|started|left|moved|turned|an?\s)|no\s+\S+\s+yet|don['’]?t|do\s+not|(?:my\s+)?(?:hands|knees|back|feet|fingers)\s+(?:are|always|permanently)\s|(?:makes?|does|do|cooks?|bakes?)\s+(?:a\s+mean|the\s+best)\s|mostly\s.+\bthe\s+odd\s|(?:something|it|things)\s+(?:will|['’]ll)\s+(?:turn\s+up|work\s+out|come\s+good)|i['’]?ve\s+never\s+been|mostly\s+(?:skint|broke|tired|knackered|hungry|late|cold)$|(?:i\s+)?(?:want|hope)\s+to\s+\p{L}+\s|up\s+at\s+\d|every\s+(?:one|single\s+one|piece)\s+(?:hand|made)\b)\b/iu;
// "gym most days", "bowls twice a week": when, no part of what.
const CLOCK =
  /(?:\s+(?:(?:most|every|each|all)\s+(?:spare\s+)?(?:day|morning|evening|night|week|weekend|minute|moment)s?|(?:at|on)\s+weekends|daily|(?:\d+\s*x|once|twice|(?:about\s+)?\d+\s+times)\s+(?:a|per)\s+(?:day|week)|at\s+\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]m)?|the\s+rest(?:\s+of\s+the\s+(?:time|year|week))?|all\s+year\s+round|at\s+(?:dawn|dusk|sunrise|sunset)|(?:on|during)\s+(?:my\s+)?days?\s+off))+$/iu;
const AMOUNT =
  /^(?:(?:lots|loads|plenty|a\s+lot|(?:a\s+)?bit)\s+of\s+|(?:(?:a|really|very)\s+)*(?:good|proper|decent|nice|cheeky|full|strong(?=\s+(?:tea|coffee|brew|cuppa|espresso|cup|mug)\b))\s+(?:strong\s+)?(?:(?:cup|mug|pint|glass)\s+of\s+)?)/iu;
// "lol", "tbh", "I promise" after a thing or a clause: chat, no part of it.
const CHAT = String.raw`lol|haha|tbh|af|i\s+promise|i\s+swear`;
const CHAT_END = new RegExp(String.raw`\s+(?:${CHAT})$`, "iu");
// What may trail a term: "is my thing", chat, a hedge.
const TERM_TAIL = new RegExp(
  String.raw`\s+(?:is|are)\s+my\s+(?:thing|jam)$|\s+(?:${CHAT}|sorry|really|honest|honestly|apparently|obviously|basically|mostly|mainly|(?:far|way)\s+too\s+much|x{1,3})$`,
  "iu",
);
/** "i play a bit at sessions myself": where they play, without how much or who (replace with "$1 $2"). */
export const HOW_MUCH = /\b(i\s+\p{L}+)\s+a\s+(?:bit|little)\s+((?:at|in|on)\s+\p{L}+)(?:\s+myself)?\b/giu;
const MANNER_WORD = String.raw`(?:quietly|gently|carefully|properly|safely|slowly|calmly|patiently|kindly|with\s+(?:care|love|pride|patience))`;
export const MANNER = new RegExp(String.raw`^${MANNER_WORD}(?:\s*(?:,|and|but)\s*${MANNER_WORD})*$`, "iu");
// "Outside work I do crosswords": when is no part of what, nor chat at the end.
const CLAUSE_ASIDES = new RegExp(
  String.raw`^(?:(?:and|but)\s+honestly|(?:and\s+)?then|but|and|so|though|basically|honestly|now|outside\s+(?:of\s+)?(?:work|that)(?:\s+it['’]?s)?|off\s+(?:duty|shift|the\s+clock)(?:\s+it['’]?s)?|(?:at\s+|on\s+)?weekends\s+it['’]?s|in\s+my\s+(?:spare|free)\s+time|these\s+days)(?:\s+|$)|\s+(?:${CHAT})$`,
  "giu",
);
// "I will talk your ear off about the Tudors if you let me": a line of theirs, and the thing they love.
const EAR_OFF =
  /^(?:(?:i\s+will|i['’]?ll|will)\s+talk\s+(?:your|ur|you)\s+ear\s+off|(?:i\s+)?tell\s+anyone\s+who['’]?ll\s+listen|(?:i\s+)?will\s+argue\s+with\s+(?:you|anyone))\s+about\s+(.+?)(?:\s+(?:if|whether)\s.*)?$/iu;
/** What such a line is said without: "if you let me", "whether you want me to or not". */
const EAR_OFF_TAIL = /\s+(?:if|whether)\s.*$/iu;
const LEAVE =
  /^(on\s+(?:mat|maternity|paternity|parental)\s+leave)(?:\s+from\s+(?:my\s+job\s+)?(?:in|at)\s+(the\s+.+?))?(?:\s+with\s.*)?$/iu;
const INSTRUCTION =
  /^(?:find me|follow me|dm me|contact|ignore|forget|write|tell(?!\s+anyone\s+who)|make(?!\s+my\s+own\b)|give|say|act|pretend|use|please|generate|create|add|include|list|show|print|output|respond|repeat|translate)\b/iu;

/** The tags of each text one reading has asked for: the rules ask of one clause up to five times (cleared after). */
let tagged: Map<string, readonly Tagged[]> | undefined;

function tag(text: string): readonly Tagged[] {
  const known = tagged?.get(text);
  if (known) return known;
  const doc = nlp(text);
  // "shoot on old film cameras": an opening the library reads as an exclamation is a doing, before what it is done to.
  doc.match("^#Expression (#Preposition|#Determiner|#Possessive)").eq(0).terms(0).tag("Infinitive");
  const [sentence] = doc.json() as { terms: { text: string; tags: string[] }[] }[];
  const terms = (sentence?.terms ?? []).map((term) => ({ text: term.text.replace(/[.,!?]+$/u, ""), tags: term.tags }));
  tagged?.set(text, terms);
  return terms;
}

/** "… cried at most of them": a clause said of the things before it, which goes with them (round 160). */
export const OF_THEM = String.raw`\s(?:most|all|some|half|many|none|each|both)\s+of\s+them$`;
const SAID_OF_THEM = new RegExp(String.raw`^[^,]+,\s*[^,]+${OF_THEM}`, "iu");
/** A country's or a state's code after a place ("Southland NZ"): where they are, no thing of theirs (round 137). */
export const REGION_CODES = "NZ|UK|USA|NSW|QLD|BC|SK|TX|VA|NC|SC|FL|AZ|NY|NJ|MN|WI|KY|AB|NS";
const IN_REGION = new RegExp(`\\s(?:${REGION_CODES})$`, "iu");
const words = (text: string): number => text.split(/\s+/u).filter(Boolean).length;
/** A short thing no pastime or doing ("boilers", "the odd bookcase", "long shifts", "names"), as a trade's list names. */
const isWorkThing = (said: string, things = false): boolean => {
  const item = said
    .replace(
      /^(?:the\s+odd|the\s+occasional|a\s+few|(?:a\s+)?bit\s+of|too\s+much|a\s+lot\s+of|(?:lots|loads|plenty)\s+of|two|three)\s+/iu,
      "",
    )
    .replace(/\s+(?:in|at|on)\s+(?:our|my)\s.*$|\s*\([^)]*\)$|\s+for\s.*$/iu, "");
  return (
    words(item) <= 2 &&
    !/^\p{L}+ing$/iu.test(item) &&
    !findInterest(item) &&
    !(nlp(item).has("(#Adjective|#Adverb|#PastTense)") && !/\p{L}s$/u.test(item)) &&
    !(words(item) === 1 && nlp(item).has("#Verb") && !things && !/^\p{L}{3,}s$/u.test(item))
  );
};
const has = (term: Tagged | undefined, name: string): boolean => term?.tags.includes(name) ?? false;

// "I play football", "I collect vinyl": verbs of a pastime, whatever the base knows of it.
const AGENTS_HOBBY = /^(?:play|plays|collect|collects|bake|bakes|make|makes|read|reads|watch|watches|run|runs)$/iu;
// "I keep pigeons", "rebuild old motorbikes": a pastime too, named by its doing, not by its things alone.
const DOING_HOBBY = /^(?:grow|grows|keep|keeps|rebuild|rebuilds|restore|restores|knit|knits|sew|sews)$/iu;
// "big gardener", "keen cyclist": how much they love a thing, no trade (round 151: "Big gardener | Book a quote").
const KEEN = /^(?:big|keen|avid|mad|huge|massive|proper)\s+/iu;
// "i draw manga most nights", "paint at weekends": done in their own time, a pastime and not a trade.
const LEISURE =
  /\b(?:(?:most|every|some)\s+(?:nights|evenings|weekends)|(?:on|at)\s+(?:the\s+)?weekends?|for\s+fun)\b/iu;

const AGENTS: Readonly<Record<string, string>> = {
  make: "maker",
  // "I build violins by hand": a maker of them ("boat builder" is the base's own name for that trade).
  build: "maker",
  teach: "teacher",
  bake: "baker",
  sell: "seller",
  design: "designer",
  own: "owner",
  run: "owner",
  fit: "fitter",
  sharpen: "sharpener",
  set: "setter",
  stack: "stacker",
  present: "presenter",
  shift: "mover",
  weave: "weaver",
  film: "videographer",
  lead: "leader",
  manage: "manager",
  draw: "illustrator",
  illustrate: "illustrator",
  paint: "painter",
  write: "writer",
  photograph: "photographer",
  clean: "cleaner",
  drive: "driver",
  fix: "repairer",
  restore: "restorer",
  // "I train assistance dogs", "harvest seaweed off the rocks": a trainer or a harvester of what they name.
  train: "trainer",
  harvest: "harvester",
  coach: "coach",
};

// "I weave on a big old floor loom": a trade said by its doing alone.
const ALONE: Readonly<Record<string, string>> = {
  weave: "weaver",
  // "I care for my mum full time": a family carer, not a care worker.
  care: "family carer",
  sculpt: "sculptor",
  tattoo: "tattoo artist",
  upholster: "upholsterer",
  busk: "busker",
};

// "40 yrs on the buses": a trade named by where it is worked.
const TRADE_PLACES: Readonly<Record<string, string>> = {
  buse: "bus driver",
  bin: "bin man",
  train: "train driver",
  railway: "railway worker",
  dock: "docker",
  pit: "miner",
  mine: "miner",
  steelwork: "steelworker",
};

// "on reception at the leisure centre", "on the tills": a job named by where it is done.
const POSTS: Readonly<Record<string, string>> = {
  reception: "receptionist",
  "front desk": "receptionist",
  tills: "checkout assistant",
  checkouts: "checkout assistant",
  door: "door supervisor",
};

// "I do lighting for a theatre", "I do nails": the trade "do" names by what is done.
const DOES: Readonly<Record<string, string>> = {
  lighting: "lighting technician",
  sound: "sound technician",
  hair: "hairdresser",
  nails: "nail technician",
  makeup: "makeup artist",
  books: "bookkeeper",
  security: "security guard",
};

/** The library's infinitive of a verb: it finds that of "baking" alone and of "own" only in a sentence. */
const infinitiveOf = (verb: string): string =>
  [verb, `I ${verb}`].map((text) => nlp(text).verbs().toInfinitive().text()).find(Boolean) ?? "";

/** "garden" → "gardening", as the library inflects it in a sentence. */
const gerundOf = (verb: string): string =>
  nlp(`I ${verb.toLowerCase()}`).verbs().toGerund().text().split(" ").at(-1) ?? "";

// "tinker with old vans", "fix up old bikes": a doing said bare, with what it is done to.
const BARE_DOING = /^(?:tinker|fix|mess|potter|muck)\s+(?:with|about|around|up)\s/iu;

/** A verb as said, not its -ing form, past tense or "is": "fix", "walk", "build". */
const isBareVerb = (term: Tagged | undefined): boolean =>
  has(term, "Verb") && !["Gerund", "Copula", "PastTense"].some((name) => has(term, name));

// "dog bruno", "cat kowhai": a pet and its name, typed in lowercase.
const PET =
  /^(?:dog|cat|pup|puppy|kitten|horse|pony|rabbit|bunny|hamster|budgie|parrot|tortoise|lurcher|whippet|collie|spaniel|labrador|greyhound|staffy|staffie|terrier|beagle|pug|husky|cockapoo|dachshund)\s+(\p{Ll}+)$/u;
/** A player named by their instrument ("cellist", "violinist"), which the library may tag an adjective. */
const PLAYER = /(?:ist|ian)$/iu;

/**
 * "making handmade candles" → "candle maker", "teach piano" → "piano teacher", "run a small bakery with my
 * husband" → "bakery owner": the nouns the verb acts on, before any preposition; undefined when no agent
 * noun is known.
 */
function roleFromActivity(activity: string): string | undefined {
  const terms = tag(activity);
  const agent = AGENTS[infinitiveOf(terms[0]?.text ?? "").toLowerCase()];
  // The object ends at a preposition, a conjunction (a maker's "panels and suncatchers", but an owner's "alterations
  // and repairs shop" is one business) or what it does ("a little food truck doing Korean tacos", not "a dog grooming
  // van"), and starts after its article and sizes ("picture books", which the library may read as a verb).
  const stop = terms.findIndex(
    (term, index) =>
      index > 0 &&
      // The library may read "on" as a noun ("the overnight show on local radio").
      (has(term, "Preposition") ||
        /^(?:on|in|at|for|with|from|off)$/iu.test(term.text) ||
        // "own a record shop and spend more than I sell": a new doing ends it there too.
        (has(term, "Conjunction") &&
          (agent !== "owner" ||
            (has(terms[index + 1], "Verb") && !["Noun", "Adjective"].some((n) => has(terms[index + 2], n))))) ||
        // "fit tyres all day": a clock is no part of the thing; "the corner shop my dad opened": nor is who opened it.
        /^(?:all|every|most|each|daily)$/iu.test(term.text) ||
        (/^(?:my|our|we|i|his|her|their)$/iu.test(term.text) && index > 1 && has(terms[index - 1], "Noun")) ||
        (has(term, "Gerund") && has(terms[index - 1], "Noun") && index < terms.length - 2)),
  );
  // "draw frame by frame", "work day by day": how, not what.
  if (stop > 0 && /^by$/iu.test(terms[stop]!.text) && terms[stop + 1]?.text === terms[stop - 1]?.text) return undefined;
  const before = terms.slice(1, stop > 0 ? stop : terms.length);
  const from = before.findIndex(
    // "a little food truck", but "stained glass": a size or a liking is no part of the trade; "my dads garage" may be
    // possessive to its last word, which is then the trade's.
    (term) =>
      !["Determiner", "Possessive", "Value"].some((n) => has(term, n)) &&
      // "little" may be tagged an adverb before another describing word ("a little old fashioned sweet shop").
      !/^(?:little|small|tiny|my|our|his|her|their|(?:dad|dads|mum|mom|mam|parent|family|uncle|aunt)['’]?s)$/iu.test(
        term.text,
      ) &&
      !(
        has(term, "Adjective") &&
        /^(?:big|large|busy|lovely|cosy|cozy|new|own|handmade|homemade|bespoke|custom|beautiful)$/iu.test(term.text)
      ),
  );
  const said = before.slice(from < 0 ? -1 : from).map((term) => term.text);
  // "a shoe repair and key cutting kiosk": a business named by two trades goes by the first.
  const and = said.indexOf("and");
  // "a watch and clock repair shop": a first trade of one word shares the rest ("watch repair shop").
  const shared = and === 1 ? [said[0]!, ...said.slice(3)] : [...said.slice(0, and), said.at(-1)!];
  const object = agent === "owner" && said.length > 4 && and > 0 ? shared : said;
  if (/^(?:do|does)$/iu.test(terms[0]?.text ?? "") && object.length === 1) return DOES[object[0]!.toLowerCase()];
  if (object.length === 0) return ALONE[infinitiveOf(terms[0]?.text ?? "").toLowerCase()];
  // "draw manga style stuff": stuff is drawn for fun; a trade names what it makes.
  if (!agent || object.length > 4 || /^(?:stuff|things|bits)$/iu.test(object.at(-1) ?? "")) return undefined;
  // "I set up my own business" is no setter; "I set cryptic crosswords" is one, of puzzles only.
  if (/^(?:up|out|off|down|back)$/iu.test(terms[1]?.text ?? "")) return undefined;
  if (agent === "setter" && !/crossword|puzzle|quiz/iu.test(object.join(" "))) return undefined;
  // "fix bikes at a little repair shop" names a trade by its workplace; "I fix knees" does not.
  if (
    agent === "repairer" &&
    !/\s(?:at|in)\s+(?:a|an|the|my)\s+(?:\p{L}+\s+){0,2}(?:shop|garage|workshop)\b/iu.test(activity)
  )
    return undefined;
  // "restore stained glass windows for a living"; "I restore old motorbikes" is a pastime.
  if (agent === "restorer" && !/\sfor\s+a\s+living\b/iu.test(activity)) return undefined;
  // "train dogs" names a trainer; "train hard" does not.
  if (agent === "trainer" && !has(before.at(-1), "Plural")) return undefined;
  // "drive the Zamboni" is the job; "drive an old camper van" is their own.
  if (agent === "driver" && before.some((term) => has(term, "Adjective") || /^(?:my|own)$/iu.test(term.text)))
    return undefined;
  // "manage a charity shop" names the job; "manage the books" does not.
  if (agent === "manager" && has(before.at(-1), "Plural")) return undefined;
  // "run a dog grooming van", "own a cleaning company": the business is named by its work, and so is its owner.
  const doing = object.findIndex((word, index) => index > 0 && /ing$/iu.test(word));
  if (agent === "owner" && doing > 0) {
    const base = infinitiveOf(object[doing]!);
    // "decorating" → decorator, "baking" → baker, "cleaning" → cleaner.
    const doer = base.endsWith("ate") ? `${base.slice(0, -1)}or` : base.endsWith("e") ? `${base}r` : `${base}er`;
    if (base) return [...object.slice(0, doing), doer].join(" ");
  }
  // "run a pub quiz team": a team is no business.
  if (agent === "owner" && /^(?:team|club|group|squad)$/iu.test(object.at(-1) ?? "")) return undefined;
  // "run toddler music classes": a teacher of them, not their owner.
  if (agent === "owner" && /^(?:classes|sessions|workshops|lessons)$/iu.test(object.at(-1) ?? ""))
    return [...object.slice(0, -1), "teacher"].join(" ");
  // "run the newsagent", "run a florist": the shop is named by its keeper.
  if (agent === "owner" && object.length === 1 && /(?:ist|agent)$/iu.test(object[0]!)) return object[0];
  const last = object.pop()!;
  // Read as a noun in a phrase: alone, "books" may be read as a verb.
  const singular = nlp(`the ${last}`)
    .nouns()
    .toSingular()
    .text()
    .replace(/^the\s+/iu, "");
  return [...object, singular || last, agent].join(" ");
}

// "我是老师", "私はデザイナーです", "写真と旅行が好き".
const CJK_SELF = /^(?:我是|我叫|私は|僕は|俺は|저는|나는)\s*/u;
const CJK_COPULA = /(?:です|だ|입니다|이에요|예요)$/u;
const CJK_LIKE_AFTER = /(?:が|も)?(?:大好き|好き|趣味)(?:です)?$/u;
const CJK_LIKE_BEFORE = /^我(?:很|也|超)?(?:喜欢|喜歡|爱|愛)/u;

function readCjk(text: string): SelfDescription {
  const result: SelfDescription = { profession: "", interests: [], personality: [] };
  for (const sentence of text
    .split(/[。！？.!?\n]+/u)
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (CJK_LIKE_AFTER.test(sentence) || CJK_LIKE_BEFORE.test(sentence)) {
      const liked = sentence.replace(CJK_LIKE_AFTER, "").replace(CJK_LIKE_BEFORE, "");
      for (const item of liked.split(/[と和、，,及]/u).map((part) => part.trim()))
        if (item && !result.interests.includes(item) && result.interests.length < MAX_INTERESTS)
          result.interests.push(item);
    } else if (result.profession === "") {
      result.profession = sentence.replace(CJK_SELF, "").replace(CJK_COPULA, "").trim();
    }
  }
  return result;
}

const PERSON_TRAIT =
  /\b(?:mom|mum|dad|mother|father|parent|aunt|auntie|aunty|uncle|wife|husband|grandma|grandpa|grandad|granddad|nan|nana|gran|granny|owl|person|introvert|extrovert|ambivert|kid|soul|nerd|geek|bloke|lad|lass|guy|dude|softie|romantic|foodie|homebody|worrier|overthinker|perfectionist|optimist|dreamer|chatterbox|junkie)\b/iu;
const QUALITY =
  /\b(?:humou?r|energy|wit|spirit|attitude|imagination|laugh|smile|heart|voice|habit|hands|stomach|back|(?:calm|cool|level|clear|steady)\s+head|heart\s+of\s+gold)$/iu;
// "ER nurse by night and a sourdough baker by day": a schedule closes one role, so "and" after it opens the next;
// "… and most of my wardrobe is from charity shops" is a sentence of its own.
const CLAUSES =
  /\s*,\s*|\s+(?:and i['’]?m|and(?=\s+honestly\s)|and(?=\s+i\s|\s+(?:(?:most|all|half)\s+of\s+)?my\s+\p{L}+\s+(?:is|are)\s)|but|(?<!\b(?:anyone|(?:the|those)\s+(?:kids|children|people|ones|students|patients|families))\s+)who(?:['’](?:ll|s|d))?|which|while|so(?=\s+(?:basically\s+)?(?:my|i|i['’]?m)\s))\s+|(?<=\bby (?:night|day))\s+and\s+/iu;

/**
 * "always cold", "calm in a crisis", "slightly chaotic": a trait, even in a list of likes. Past any adverbs, an
 * adjective or a trait the base knows, alone or before the situation it shows in; "true crime" and "live music"
 * go on to a noun, so they stay interests.
 */
function isTraitPhrase(terms: readonly Tagged[]): boolean {
  const start = terms.findIndex((term) => !has(term, "Adverb"));
  const [head, next] = [terms[start], terms[start + 1]];
  // "cellist in a string quartet" names a player, not a trait.
  if (!head || PLAYER.test(head.text)) return false;
  if (!(has(head, "Adjective") || findTrait(head.text) !== undefined)) return false;
  // "Plain speaking", "easy going": one word of two.
  if (
    terms.length === start + 2 &&
    /^(?:speaking|talking|going|working|thinking|hearted|minded)$/iu.test(next?.text ?? "")
  )
    return true;
  // "Stubborn and proud of it", "calm and collected": one way of being, said twice.
  const twice = has(next, "Conjunction") && has(terms[start + 2], "Adjective");
  // "chaotic everywhere else", "calm, mostly": where or how often it shows.
  return (
    !next ||
    twice ||
    has(next, "Preposition") ||
    (has(next, "Adverb") && terms.length <= start + 3) ||
    /^(?:to|when|under|until|till|til)$/iu.test(next.text)
  );
}

function isPerson(terms: readonly Tagged[]): boolean {
  const stop = terms.findIndex((term, index) => index > 0 && (has(term, "Preposition") || has(term, "PastTense")));
  const head = terms.slice(0, stop > 0 ? stop : terms.length);
  const last = head.at(-1);
  if (!last || head.length > MAX_TERM_WORDS) return false;
  // "retired tram conductor": the trade they retired from (the tagger may read "orchardist" as describing).
  if (head.length > 1 && /^(?:retired|former)$/iu.test(head[0]!.text))
    return (
      (has(last, "Noun") || PLAYER.test(last.text)) &&
      !has(last, "Plural") &&
      head.slice(1).every((term) => has(term, "Noun") || has(term, "Adjective"))
    );
  // A role the base knows is a person whatever the tagger reads ("Paramedic" is tagged an adjective).
  if (findRole(head.map((term) => term.text).join(" ")) !== undefined) return true;
  // "nag people about stretching", "get 40 people singing" open on a verb: no person, though "people" is one.
  if (has(head[0], "Imperative") || (has(head[0], "Infinitive") && !has(head[0], "Noun"))) return false;
  // "had a kingfisher on the 7th hole": what happened, not who they are.
  if (has(head[0], "PastTense") && !has(head[0], "Noun")) return false;
  // "making playlists" is a doing, though the library reads "playlists" as people; a "wedding photographer" is one.
  if (/ing$/iu.test(head[0]!.text) && has(last, "Plural")) return false;
  if (PLAYER.test(last.text)) return true;
  // "wardrobe mistress": a trade, as "seamstress" is; "my allotment" none (round 166: "My allotment, 50, Port Talbot").
  return (
    has(last, "Noun") && (has(last, "Actor") || /(?:er|(?<!m)ent|ant|mistress|seamstress)$|^tech$/iu.test(last.text))
  );
}

/** "fruit and veg market trader", "arts and crafts teacher": one trade, its goods said in two words. */
function oneTrade(clause: string): boolean {
  const [, first, rest] = /^(?:(?:i['’]?m|i am)\s+)?(?:an?\s+)?(\S+)\s+(?:and|&)\s+(\S+\s+\S.*)$/iu.exec(clause) ?? [];
  if (first === undefined || rest === undefined || PERSON_TRAIT.test(first) || isPerson(tag(first))) return false;
  return isPerson(tag(`${first} and ${rest}`));
}

const DOING = "#Gerund #Preposition? #Determiner? #Adjective? #Noun*";

/**
 * A sentence too long to be an interest names some inside: what they do ("volunteering at the food bank")
 * and the things the base knows as interests ("in the garden"), not the rest ("all day", "a busy office").
 */
function interestsIn(text: string): string[] {
  // "board games with mates", "growing prize leeks on my allotment": the thing, before where or with whom.
  const head = text.split(PREPOSITION)[0]!;
  if (head !== text && [2, 3, 4, 5].includes(words(head)) && (namesInterest(head) || /^\p{L}+ing\s/u.test(head)))
    return [head, ...interestsIn(text.slice(head.length))];
  // "Out metal detecting most days": a doing the base names with its object, not "detecting" and "metal".
  const named = [...text.matchAll(/\b\p{L}+\s+\p{L}+ing\b/gu)]
    .map(([pair]) => pair)
    .filter((pair) => namesInterest(pair));
  if (named.length > 0) return [...named, ...interestsIn(named.reduce((rest, pair) => rest.replace(pair, " "), text))];
  // "kids' faces when the chime plays": what follows "when" is the moment, not a thing they love.
  const doc = nlp(text.split(/\s(?:when|while|if|because|until|once)\s/iu)[0]!);
  const things = doc
    .not(DOING)
    .match("#Value? #Adjective? #Noun+")
    .not("(#Date|#Duration|#Pronoun)")
    .out("array") as string[];
  // "talk your ear off about tomatoes": the library may read "about" as describing the thing.
  const bare = things.map((thing) => thing.replace(/^about\s+/iu, ""));
  return [...(doc.match(DOING).out("array") as string[]), ...bare.filter((thing) => findInterest(thing))];
}

/**
 * The words on either side of an emoji, an emoticon or a line break are not one term: a sentence ends there ("shut
 * down :( 29", whose bracket, read as an aside's, once hid the rest).
 */
// "Wheelwright in Wiltshire, 61.", "Cheese affineur near Montréal — …" (round 127): who and where, said first, is the
// trade, whatever the trade; a name the base or the parse knows as something else is not.
const OPENING =
  /^(\s*)((?:\p{L}[\p{L}'’-]*\s+){0,3}\p{L}[\p{L}'’-]*)(?=\s+(?:in|near|from|at|on(?:\s+the)?|based\s+in|out\s+of)\s+(?:\p{Lu}|(?:a|an|the)\s+\p{Ll}+(?:\s+\p{Ll}+){0,2}\s+(?:in|at)\s+\p{L}|\p{Ll}+(?:\s+\p{Ll}+){0,4}(?:\s+\p{Lu}{2,3})?\s*,?\s*\d{1,2}(?:\s*(?:yo|y\/o))?\b))/u;
function openingTrade(text: string): string {
  const [, space = "", head = ""] = OPENING.exec(text) ?? [];
  const other = (): boolean =>
    // "Runner from Leeds" may be a pastime; "Commercial diver out of Halifax" is a trade.
    (findInterest(head) !== undefined && findRole(head) === undefined && !/\s/u.test(head)) ||
    fanOfWhat(head) !== undefined ||
    PERSON_TRAIT.test(head) ||
    /^i\b/iu.test(head) ||
    // "Aussie in London, 26. I'm a scenic painter": the trade is said after.
    /\b(?:i['’]?m|im|i\s+am)\s+an?\s|\bwork(?:s|ing)?\s+as\b/iu.test(text);
  if (!head || other() || nlp(head).has("(#Verb|#Pronoun|#Determiner|#Preposition|#Conjunction|#Value)")) return text;
  return `${space}I'm a ${text.slice(space.length)}`;
}

// What a copywriter cuts, in turn, from a line too long for one: a comparison or purpose, a hedge, when, where (round 139).
export const COMPARISON =
  /\s+(?:(?:like|as|because|since)\s|so\s+(?:that\s+)?(?=(?:the|you|your|i|we|they|it|my|our|everyone)\s)).*$/iu;
const SHORTER: readonly RegExp[] = [
  COMPARISON,
  /\s+(?:literally|very|really|actually|basically|honestly)(?=\s)/giu,
  /\s+(?:(?:every|most|each|all)\s+(?:winter|summer|spring|autumn|day|morning|evening|night|week|weekend|year)s?|(?:when|whenever|whether|if|until|till)\s.*|(?:on|at)\s+weekends)$/iu,
  /\s+(?:at|in|on|under|near|down|along|out\s+of|all\s+over)\s+(?:(?:the|a|an|my|our)\s|\p{Ll}+s$|\p{Ll}+s\s+and\s+\p{Ll}+s\s+(?=all\s+over|across|around)\b)(?:(?!\sand\s)[^,])*$/iu,
];

// Where is cut only after a thing: "… and nail on the leather uppers" would lose what "nail" does (round 142).
const afterThing = (text: string, at: number): boolean => {
  const last = nlp(text.slice(0, at)).terms().last();
  // "… with my husband waiting (on my work visa)": a doing's where is what it is about (round 150).
  return last.has("#Noun") && !/ing$/iu.test(last.text());
};

export const shorten = (line: string, room = MAX_PHRASE_LENGTH): string => {
  const cut = SHORTER.reduce((text, cut, step) => {
    const at = text.search(cut);
    return text.length <= room || at < 0 || (step === SHORTER.length - 1 && !afterThing(text, at))
      ? text
      : text.replace(cut, "");
  }, line);
  return cut.length <= room ? cut : oneOfTwo(cut, room);
};

/** Whether "and" joins two things ("saddles and bridles for"), not doings ("the strand and tell stories"). */
export function joinsThings(before: string, after: string): boolean {
  const said = before.split(" ");
  const [at, last = ""] = [said.length, said.at(-1)];
  const [thing = ""] = after.split(" ");
  if (!/^\p{L}+$/u.test(last) || !/^\p{L}+$/u.test(thing)) return false;
  const terms = nlp(`${before} and ${after}`).terms();
  const next = terms.eq(at + 2);
  return (
    terms.eq(at).text() === "and" &&
    terms.eq(at - 1).has("#Noun") &&
    terms.eq(at + 1).has("#Noun") &&
    !terms.eq(at + 1).has("(#Gerund|#Adjective|#Determiner|#Possessive|#Pronoun|#Preposition|#ProperNoun)") &&
    !nlp(thing).has("#Infinitive") &&
    // In the whole line ("repairs on" alone is a verb); "carriage wheels": a plural read as a verb is the head.
    (!next.found ||
      ((next.has("(#Preposition|#Noun)") || (next.has("#PresentTense") && /s$/u.test(next.text()))) &&
        !next.has("#ProperNoun")))
  );
}

// Then the second of two things, and the first of two verbs (round 127, cut at "and": "Restoring wooden cart", read 2).
function oneOfTwo(line: string, room: number): string {
  let words = line.split(" ");
  for (let at = 1; at < words.length - 1 && words.join(" ").length > room; at++)
    if (words[at] === "and" && joinsThings(words.slice(0, at).join(" "), words.slice(at + 1).join(" "))) {
      // "natural colours and bamboo nib": after a plural, the second thing is whole, its head too ("cart and
      // carriage wheels" share theirs).
      const whole = /s$/u.test(words[at - 1]!) && nlp(words[at + 2] ?? "").has("#Noun");
      words = [...words.slice(0, at), ...words.slice(at + (whole ? 3 : 2))];
    }
  const text = words.join(" ");
  const verbs = /^\p{L}+ing\s+and\s+(\p{L})(?=\p{L}*ing\s)/iu;
  return text.length <= room || !verbs.test(text)
    ? text
    : text.replace(verbs, (_, first: string) => (/^\p{Lu}/u.test(text) ? first.toUpperCase() : first));
}

export const breakAtEmoji = (text: string): string =>
  text.replace(
    /\p{Extended_Pictographic}[\uFE0F\u200D\p{Extended_Pictographic}\p{Emoji_Modifier}]*|\p{Regional_Indicator}{2}|\n|(?<=^|\s)[:;]['’-]?[()/\\|DPp](?=\s|$)/gu,
    ". ",
  );

// "by hand like my father and grandfather" is how, no kin of theirs (rounds 157, 160: "Father | grandfather | hammering").
const kin = String.raw`(?:father|dad|mother|mum|mom|mam|grand\p{L}+|parents|family|elders|ancestors|forefathers)`;
const LIKE_KIN = new RegExp(
  String.raw`,?\s+(?:just\s+)?like\s+(?:my|his|her|their|our)\s+${kin}(?:\s+(?:and|&)\s+(?:my\s+)?${kin})?(?:\s+(?:did|before\s+(?:me|him|her)|taught\s+(?:me|him|her)|used\s+to))?(?=[\s.,!;)]|$)`,
  "giu",
);

export function readSelfDescription(text: string): SelfDescription {
  tagged = new Map();
  try {
    return readDescription(fixCommonTypos(text).replace(LIKE_KIN, ""));
  } finally {
    tagged = undefined;
  }
}

function readDescription(text: string): SelfDescription {
  if (
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text) &&
    !/[a-z]{3}/iu.test(text)
  ) {
    return readCjk(cleanTerm(breakAtEmoji(text)).words.slice(0, MAX_SELF_DESCRIPTION_LENGTH));
  }
  const interests: string[] = [];
  const personality: string[] = [];
  let explicit = "";
  let implicit = "";
  let madeThing = "";
  let idle = false;
  let left = "";
  const seen = new Set<string>();
  /** Adds a term to a list; whether it went in (a duplicate, a remark or one past the list's size does not). */
  const add = (list: string[], value: string, max: number): boolean => {
    // "i bake when im stressed (which is always)": when they do it is no thing they love, "is always" says nothing
    // without what went before (round 123), nor "quietly and with care" how (round 155: "… on my days off").
    if (/^(?:when|while|whenever|if(?![^,]*,\s*\S)|because|which|until)\b|^(?:is|are|was)\s+\S+$/iu.test(value))
      return false;
    if (list === interests && MANNER.test(value)) return false;
    // "my two cats": the interest is cats.
    const counted =
      list === interests
        ? // "a 99 with two flakes" is no count; "got two guinea pigs", "out birdwatching": the thing they love.
          value
            .replace(
              /^(?:got|have|i\s+have|i['’]ve\s+got|out|doing|(?:i['’]?m\s+)?an?\s+(?:keen|avid)|keen|avid|(?:an?\s+)?mean)\s+/iu,
              "",
            )
            .replace(
              /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?=\S)(?!(?:with|of|and|in|on|for|a[\s-]side|min|mins|minute|hour|day|piece|pc)\b)/iu,
              "",
            )
        : value;
    // "cinnamon buns are my thing", "a bit chaotic lol": the words that matter.
    const tidy = counted
      .replace(LIKE_ITEM, "")
      // "My rescue greyhound Bryn keeps me walking": a line of theirs keeps its "my".
      .replace(
        list === interests || words(value) <= 3
          ? /^(?:(?:his|her|their|our|my)(?:\s+own)?|mostly|mainly|also)\s+/iu
          : /^(?:mostly|mainly|also)\s+/iu,
        "",
      )
      // "an old camper van": the thing.
      .replace(list === interests ? /^an?\s+(?=\p{Ll})/iu : /(?!)/u, "")
      // "bbq's": a plural, whatever the apostrophe says ("bbq' fan").
      .replace(/(?<=(?:^|\s)\p{Ll}{2,})['’]s$/u, "s")
      // "cooking mad", "massive hip hop head": a fan of cooking, of hip hop, which the base knows.
      .replace(/^(\p{L}+)\s+mad$/iu, "$1")
      .replace(/^(?:an?\s+)?(?:massive|huge|big|total)\s+(.+?)\s+(?:head|nerd|geek)$/iu, "$1")
      .replace(TERM_TAIL, "")
      // "manga style stuff": the thing, not the word for any of it.
      .replace(list === interests ? /\s+style\s+(?:stuff|things|bits)$/iu : /(?!)/u, "")
      // "gym most days": the habit, without its clock; "Still up at 5am" is theirs as said.
      .replace(list === interests ? CLOCK : /(?!)/u, "");
    // "lots of coffee", "a good pie", "strong cup of tea": the thing itself, which the base may know.
    const { words: term } = cleanTerm(
      // "a pint after", "googly eyes everywhere", "baking with them": the thing, not what it leans on; "Good Omens" is
      // a name.
      list === interests
        ? tidy
            .replace(/\s+(?:after|afterwards|everywhere|again|with\s+(?:them|him|her|us))$/iu, "")
            .replace(AMOUNT, (amount) => (/^\p{Ll}/u.test(tidy.slice(amount.length)) ? "" : amount))
        : tidy,
    );
    const key = term.toLowerCase();
    // "my grandson Arjun": family, by name, is who they are, no thing loved ("grandson Arjun fan", round 128).
    if (list === interests && /^(?:grand)?(?:son|daughter|kids?|children|boys?|girls?)\s+\p{Lu}\p{Ll}+$/u.test(term))
      return add(personality, term, MAX_PERSONALITY);
    // "Me, my husband and a campervan", "finished by 2", "Gore, Southland NZ": who, when and where, no thing loved
    // (round 137: "Outside work: finished by 2 and pint", "Outside work: southland NZ and dog trials").
    if (
      list === interests &&
      (/^(?:me|us)$|^(?:finished|done|home|off|up)\s+(?:by|at)\s+\d/iu.test(term) || IN_REGION.test(term))
    )
      return false;
    // "Archer myself", "Welsh speaker": who they are, no thing in a list ("Archer myself | keeping chickens", round 134;
    // "Paddle one and Welsh speaker on my days off", round 135).
    if (list === interests && /^\p{L}+\s+(?:myself|speaker)$/iu.test(term))
      return add(personality, term, MAX_PERSONALITY);
    // "Paddle one most mornings": "one" is the thing said before, a line of theirs and no thing loved alone.
    if (list === interests && /^\p{L}+\s+(?:one|ones|it|them)$/iu.test(term)) return false;
    // "Widower": who they are, no thing loved.
    if (list === interests && /^(?:widow|widower|widowed|divorced|divorcee|single|engaged|newlywed)$/iu.test(term))
      return add(personality, term, MAX_PERSONALITY);
    // "my dog bruno": a pet's name keeps its capital, as a name does.
    if (list === interests && PET.test(term) && !/ing$/u.test(term) && !findInterest(term))
      return add(
        interests,
        term.replace(
          PET,
          (pet, name: string) => `${pet.slice(0, -name.length)}${name.charAt(0).toUpperCase()}${name.slice(1)}`,
        ),
        max,
      );
    // "Married to Aoife": who they are with, a way of being; "Milked cows (for 50 years)", "Sewed wedding dresses": what
    // they did, no thing loved.
    if (list === interests && /^(?:married|engaged)\s+to\s+\S/iu.test(term))
      return add(personality, term, MAX_PERSONALITY);
    if (
      list === interests &&
      /^\p{L}+ed\s/iu.test(term) &&
      nlp(term).has("^#PastTense") &&
      nlp(term).has("#Plural$") &&
      !findInterest(term)
    )
      return false;
    // "two grown up kids": family, said as a count, is no thing they love.
    if (list === interests && /^(?:grown[- ]up\s+)?(?:kids|children|sons|daughters|girls|boys)$/iu.test(term))
      return false;
    // "45, husband, two teenagers": a word for who they live with, alone, read as a bio's first line ("Husband").
    if (list === personality && /^(?:husband|wife|partner|hubby|wifey|still|just|really|married|trying)$/iu.test(term))
      return false;
    // "the moorings, the fishing boats and the odd lost tourist": the last of a list, alone, is no way of being.
    if (list === personality && /^odd\s/iu.test(term)) return false;
    // "the odd gin once she's asleep": their words, a line of theirs or none ("Odd gin once she's asleep" is no thing).
    if (list === interests && /^(?:the\s+)?odd\s+\p{L}+\s+(?:once|when|after)\s/iu.test(value))
      return remark(value.replace(/^(?:the\s+)?/iu, "the "));
    // "love the smell of fresh cut wood": a line of theirs, not a thing ("Smell of fresh cut wood fan").
    if (list === interests && /^(?:the\s+)?(?:smell|sound|taste)\s+of\s/iu.test(term))
      return remark(`love ${term.replace(/^(?:the\s+)?/iu, "the ")}`);
    // "Night shifts, gym, FIFA": when they work, no thing they love.
    if (list === interests && /^nights?\s+shifts?$/iu.test(term))
      return add(personality, "night shift", MAX_PERSONALITY);
    // "best thing we ever did": their words about their life, a line of theirs.
    if (list === interests && /\b(?:we|us)\b/iu.test(term) && !spare && term.length <= 40) return remark(term);
    // "yes one of those", "it tho", "not looking", "both adopted", "other solicitors": no interest.
    if (
      list === interests &&
      /^(?:yes|no|not|it|its|it['’]s|are|is|works?|you|with|for|both|other|badly|sadly|him|her|them|still|i|can|could|will|would)\b|\s(?:my|with|and|of)$|^\p{L}+\s+(?:took|went|was|were|came|got)\b|^\d+\s*\p{L}{0,2}\s+(?:up|high|down|deep)\b|\s(?:i|me|it|tho|everything|anything|nothing)$|^(?:the|a)\s+\p{L}+\s+one$|\s(?:is|are|was|were)\s/iu.test(
        term,
      )
    )
      return false;
    // "Cheerful most mornings", "loud and proud": a way of being, once its clock is gone.
    // Read only for a one-word thing loved: a trait's look-up and a parse are no work for every term.
    const named = (): boolean =>
      /^(?:an?|the|my)\s/iu.test(value) || AMOUNT.test(value) || findInterest(term) !== undefined;
    const being = (): boolean =>
      findTrait(term) !== undefined || (/^\p{Ll}/u.test(term) && nlp(term).has("^#Adjective$") && !named());
    if (list === interests && !/\s/u.test(term) && being()) return add(personality, term, MAX_PERSONALITY);
    // "stay at home dad to 3 kids under 6": a way of being may take more words than a thing, as the composer takes them.
    // A line of theirs said whole ("spend my life up ladders in the dark") runs as long as the composer takes one.
    const fits = list === personality ? term.length <= MAX_PHRASE_LENGTH : words(term) <= MAX_TERM_WORDS;
    if (term === "" || !fits || list.length >= max || seen.has(key)) return false;
    seen.add(key);
    list.push(term);
    return true;
  };
  // One remark a description, and a second said last where it leaves room for the ways of being they chose (round
  // 110: "I lick rocks to see the minerals", "spend my life up ladders in the dark" were the lines copywriters kept).
  let [remarks, spare] = [0, ""];
  /** Whether the text was taken as a remark, now or as the spare said last. */
  const remark = (text: string): boolean => {
    // "never miss one": nothing said without what went before.
    if (spare || /^(?:never|always)\s+\p{L}+\s+(?:one|it|them)$/iu.test(text)) return false;
    // "lifting rocks then": a line cut where its sentence went on ends before the join ("have to" is whole); "i" is "I".
    const said = text
      .replace(/\s+(?:and|but|or|then|so|(?<!\b(?:have|has|had|need|want|got|ought|used)\s+)to)$/iu, "")
      .replace(/(?<=\s)i(?=\s|['’]\p{L})/gu, "I");
    if (remarks === 1) return (spare = said) !== "";
    const taken = add(personality, said, MAX_PERSONALITY);
    remarks += Number(taken);
    return taken;
  };
  const addFound = (text: string): void => {
    for (const item of interestsIn(text)) add(interests, item, MAX_INTERESTS);
  };
  const addInterests = (said: string): void => {
    // "arguing about free will at 2am": what, not when.
    const text = said.replace(CLOCK, "");
    // "long walks with my staffie Bella": with the pet they name, a line of theirs.
    if (/\swith\s+(?:my|the)\s+\p{Ll}+\s+\p{Lu}\p{Ll}+$/u.test(text) && text.length <= 40 && remark(text)) return;
    // "rummaging in charity shops for old picture books": the doing, without what it is for.
    const doing = /^(\p{L}+ing\s.+?)\s+for\s/iu.exec(text)?.[1] ?? "";
    if (words(text) > MAX_TERM_WORDS && doing && words(doing) <= MAX_TERM_WORDS) add(interests, doing, MAX_INTERESTS);
    else if (words(text) > MAX_TERM_WORDS) addFound(text);
    else add(interests, text, MAX_INTERESTS);
  };
  // "by night" is a night shift only for the job: an accountant by day plays drums by night.
  const person = (role: string, cue: boolean, nights: boolean): void => {
    if ((cue ? explicit : implicit) !== "" || (!cue && KEEN.test(role))) {
      add(interests, role.replace(KEEN, ""), MAX_INTERESTS);
      return;
    }
    if (cue) explicit = role;
    else implicit = role;
    if (nights) add(personality, "night shift", MAX_PERSONALITY);
  };

  // "content creator | travel + food | coffee addict": a bar or a bullet ends an item as a full stop does, so a
  // like-list stops there; an aside in brackets ("Leeds fan (sadly)") and a label ("Weekdays = ") are dropped.
  const cleaned = cleanTerm(breakAtEmoji(openingTrade(readIdentity(text.slice(0, MAX_SELF_DESCRIPTION_LENGTH)).rest)))
    // "hi im Jess, 34": their name, no thing they love.
    .words.replace(
      /^(?:(?:[Hh]i|[Hh]iya|[Hh]ello|[Hh]ey|[Hh]owdy|[Kk]ia\s+ora|[Gg]['’]?day)\b[\s,!]*)?(?:[Ii]['’]?m|[Ii]m|[Ii]\s+am|[Mm]y\s+name\s+is)\s+\p{Lu}\p{Ll}+(?=\s*[,.!])/u,
      "",
    )
    .replace(HOW_MUCH, "$1 $2")
    .replace(/\b(fan|supporter)\s+(?:through|thru)\s+(?:and|n)\s+(?:through|thru)\b/giu, "$1")
    // "raising my two grandkids since they were little": who they are, without since when.
    .replace(
      /\s+since\s+(?:they|he|she|we|i)\s+(?:were|was)\s+(?:little|small|tiny|young|babies|a\s+baby|born)\b/giu,
      "",
    )
    // "retired after 40 yrs on the buses": the trade they retired from.
    .replace(
      /\bretired\s+(?:now\s+)?after\s+\S+\s+(?:odd\s+)?(?:years?|yrs)\s+(?:as\s+an?\s+([\p{L} ]+?)|on\s+the\s+(buses|bins|trains|railways?|docks)|(?:in|at)\s+(?:the|a)\s+((?:\p{L}[\p{L}-]*\s+)?(?:office|bank|factory|mill|shop|smelter|plant|refinery|shipyard))|in\s+the\s+(navy|army|air\s+force|raf|marines))(\s+in\s+(?!(?:the|a|an|my)\s)[^,.;!\s][^,.;!]{1,28})?(?=\s+in\b|[,.;!]|$)/giu,
      // "forty years in the Co-op office": a worker there; "30 yrs in the Navy": a veteran of it (round 145); where,
      // said with it ("at the nickel smelter in Sudbury Ont", round 167: "In Sudbury Ont | curling").
      (_, trade?: string, place?: string, workplace?: string, service?: string, where = "") =>
        service
          ? `. I'm a retired ${/^raf$/iu.test(service) ? "RAF" : service.replace(/^\p{Ll}/u, (c) => c.toUpperCase())} veteran${where}. `
          : `. I'm a retired ${trade ?? (workplace ? `${workplace} worker` : TRADE_PLACES[place!.toLowerCase().replace(/s$/u, "")])}${where}. `,
    )
    // "taught ballroom dancing for 40 years, retired now": the trade they retired from.
    .replace(
      /\btaught\s+([\p{L} ]{3,30}?)(?=\s+for\s+(?:\d+|many)\s+(?:years?|yrs?)\b)/giu,
      (taught: string, what: string) => (/\bretired\b/iu.test(text) ? `. I'm a retired ${what} teacher. ` : taught),
    )
    // "graphic designer currently between jobs": the trade, and between jobs a line of theirs.
    .replace(
      /\b(\p{L}[\p{L} ]{2,30}?)\s+(?:currently\s+|now\s+|atm\s+)?between\s+(?:jobs|roles)\b/giu,
      (whole, trade: string) => {
        if (!findRole(trade) || /^(?:i['’]?m|im|am|currently|now)$/iu.test(trade)) return whole;
        left ||= "between jobs";
        return `. I'm a ${trade}. `;
      },
    )
    // "doing a PhD in volcanology in Bristol": a student of it.
    .replace(
      /\b(?:doing|studying\s+for|working\s+on)\s+(?:a|an|my)\s+(phd|masters|master['’]s|msc|mphil|doctorate)\s+in\s+(?=\p{L})/giu,
      (_, degree: string) => `. I'm a ${/^phd$/iu.test(degree) ? "PhD" : degree} student in `,
    )
    // "Between jobs after 27 years at the steelworks": a former steelworker (round 166: "My allotment, 50, Port Talbot").
    .replace(
      /\bbetween\s+jobs\s+(after\s+\S+\s+(?:odd\s+)?(?:years?|yrs))\s+(?:at|in|down)\s+the\s+(steelworks|pit|mines?|docks|shipyard|mill|factory|plant)\b/giu,
      (_, after: string, works: string) => {
        left = `between jobs ${after}`;
        const place = works.toLowerCase();
        return `. I'm a former ${TRADE_PLACES[place.replace(/s$/u, "")] ?? `${place} worker`}. `;
      },
    )
    // "between jobs after 20 yrs driving a forklift", "after 9 yrs as front office manager": the work they left, a line of theirs, said once with "between jobs".
    .replace(
      /\bbetween\s+jobs\s+(?:(?:atm|at\s+the\s+(?:moment|minute)|rn|now)\s+)?(after\s+(?:\d+|ten|twenty|thirty|forty)\s*(?:years?|yrs)\s+(?:as\s+(?:an?\s+)?(?=\p{L})|\p{Ll}+ing\s)[\p{L} -]+?)(?=\s*[,.;!(]|\s+[-–—]|$)/giu,
      (_, after: string) => {
        // "after 17 yrs as a sub-editor": the trade they left (round 141: "47 | Auckland" opened every bio).
        const [, since = "", trade = ""] =
          /^(.+?)\s+as\s+(?:an?\s+)?(.+?)(?:\s+(?:at|for|with|in)\s.*)?$/iu.exec(after) ?? [];
        const head = trade.split(/\s+/u).at(-1) ?? "";
        if (trade && (findRole(trade) !== undefined || findRole(head) !== undefined || isPerson(tag(trade)))) {
          left = `between jobs ${since}`;
          return `. I'm a former ${trade}. `;
        }
        // "… producing breakfast radio at the ABC": where goes first when the line runs long.
        left = `between jobs ${after}`;
        for (const cut of [/\s+(?:at|for|with)\s+(?:a|an|the)\s.*$/iu, /(?<=\sas)\s+an?(?=\s)/iu])
          if (left.length > MAX_PHRASE_LENGTH) left = left.replace(cut, "");
        return ". between jobs. ";
      },
    )
    // "Spent 31 years fixing boilers and finding lost PE kits": the work of a life, a line of theirs.
    .replace(
      /\bspent\s+((?:\d+|thirty|forty)\s+(?:years?|yrs)\s+\p{Ll}+ing\s[^,.;!?]+)/giu,
      (whole: string, said: string) => {
        left ||= said;
        return left === said ? " " : whole;
      },
    )
    // "Retired from 30 years in insurance": the trade they retired from.
    .replace(
      /\bretired\s+from\s+(?:\d+|thirty|forty)\s+(?:years?|yrs)\s+in\s+(\p{L}+(?:\s+\p{L}+)?)(?=\s*[,.;!?]|$)/giu,
      (_, what: string) => `. I'm a retired ${what} worker. `,
    )
    // "i dig through charity shops for records": the digging, as a pastime is named; "and I'm a keen birdwatcher,
    // mostly gulls": a line of theirs.
    .replace(/\b(?:i\s+)?dig\s+through\s+(?=\p{L})/giu, "love digging through ")
    .replace(
      /,?\s*(?:and\s+)?(?:i['’]?m\s+)?(?:an?\s+)?((?:keen|avid)\s+\p{L}+er,\s*mostly\s+\p{L}+)(?:\s+tbh)?/giu,
      ". $1. ",
    )
    // "now I coach pickleball at our community center": coaching, not a coach's trade, unless it is their living.
    .replace(/\bi\s+coach\s+(?!(?:at|for|in)\b)(?![^.,;]*\bfor\s+a\s+living\b)/giu, "love coaching ")
    // "I play the dame in panto every Christmas": the trade.
    .replace(/\b(?:i\s+)?play\s+the\s+dame\b(?:\s+in\s+(?:the\s+)?panto(?:mime)?)?/giu, ". I'm a panto dame. ")
    // "20 odd years repairing old walls", "after 30 years": how long, and at what, is no hobby; "38 years as
    // a postman" names the job.
    .replace(
      /(?:\b(?:after|for|did|done|spent|served|worked)\s+)?(?:\b(?:near|nearly|over|almost|about)\s+)?\b(?:\d+|ten|twenty|thirty|forty|fifty|many|several)\s*(?:odd\s+|\+\s*)?(?:years?|yrs?)\b(?![\s-]*(?:old|of\s+age)\b|\s+\d|[^,.;|•!?]*\bas\s+an?\b)[^,.;|•!?(]*/giu,
      " ",
    )
    .replace(AGE, " ")
    // "I'm 80 this year": an age, as the one before.
    .replace(/\b(?:i['’]?m\s+|im\s+)?\d{1,2}\s+(?:this|next)\s+year\b/giu, " ")
    .replace(/\s*[|•·]\s*/gu, ". ")
    // "I crunch numbers for a living (data analyst)": a job in brackets is said, not an aside.
    .replace(/\s*\(([^)]*)\)?/gu, (_, inside: string) => (findRole(inside) ? `. I'm a ${inside}. ` : ""))
    // "spreadsheets = my happy place" says what they love; "Weekdays = " is a label.
    .replace(/([\p{L} ]{1,30}?)\s*=\s*my\s+(?:happy\s+place|thing|jam)\b/giu, "love $1")
    .replace(/(^|[.,;]\s*)[\p{L} ]{1,20}?\s*[=:]\s+/gu, "$1")
    .replace(/\s\+\s/gu, " and ")
    // "fit solar panels for a living": said of themselves.
    .replace(/(^|[.!?]\s+)(?=(?!(?:\p{Ll}+\s+)?i\s)\p{Ll}+\s[^.!?]*\bfor\s+a\s+living\b)/gu, "$1I ")
    // "Own a fishing tackle shop.": said of themselves, as "I own" is.
    .replace(
      /(^|[.!?]\s+)(own|run)\s+(?=(?:a|an|the|my)\s)/giu,
      (_, at: string, verb: string) => `${at}I ${verb.toLowerCase()} `,
    )
    // "saturday job at the butchers", "… at a record shop" (round 162: "Saturday record's assistant"): the job they have.
    .replace(
      /\bsaturday\s+job\s+(?:at|in)\s+(?:the|a)\s+(\p{L}+?(?:\s+(?:shop|store))?)(['’]?s)?(?=[\s,.;!?]|$)/giu,
      (_, shop: string, owner?: string) => `. I'm a Saturday ${shop}${owner ? "'s" : ""} assistant. `,
    )
    // "I build and restore pipe organs, based in Norwich": a description that opens on what they make is about the trade,
    // named by its first doing.
    .replace(
      /^(\s*i\s+(?:build|make|restore|repair))(?:\s+and\s+(?:build|make|restore|repair|mend|fix|maintain|sell))?(\s+[^,.;!?]+?)(?=\s*[,.;!?]|\s+[-–—]\s|$)(?![^.;!?]*\bfor\s+a\s+living\b)/iu,
      "$1$2 for a living",
    )
    // "I restore stained glass windows, mostly in old churches": where the work goes makes it the trade.
    .replace(
      /(\bi\s+(?:restore|repair|mend|make|build|paint)\s+[^,.;!?]+?)(?=,\s*mostly\s+(?:in|for|at|on)\s)/giu,
      "$1 for a living",
    )
    // "loves cake, which surprises people": a comment on the thing, no thing of theirs; nor what others think or say
    // of it ("a pest controller which people either find gross or fascinating", "a model railway in the loft which my
    // wife says is bigger than the house").
    .replace(
      /,\s*which\s[^,.;!?]*|\s+which\s+(?:people|everyone|most\s+people|folk|(?:my|his|her|our)\s+\p{L}+\s+(?:says|reckons|thinks))\s[^,.;!?]*/giu,
      "",
    )
    // "if im honest", "sorry not sorry": a hedge, no part of what is said.
    .replace(/,?\s*(?:if\s+i['’]?m\s+honest|to\s+be\s+honest|sorry\s+not\s+sorry)\b/giu, "")
    // "When my feet are on the ground I'm walking my two spaniels": when is no part of what.
    .replace(/(^|[.!?]\s+)(?:when|whenever)\s+[^,.!?]{3,40}?,?\s+(?=i['’]?m\s|im\s|i\s)/giu, "$1")
    // "take the kids camping": camping, with them.
    .replace(/\btake\s+((?:the|my|our)\s+(?:kids|children|boys|girls|dogs?))\s+(\p{L}+ing)\b/giu, "$2 with $1")
    // "potter on my allotment": the allotment, not a potter.
    .replace(/\b(?:i\s+)?potter\s+(?:about\s+|around\s+)?(?=(?:on|in)\s+(?:my|the)\s)/giu, "love pottering ")
    // "I sea fish off the pier", "swim in the sea every morning": sea fishing and sea swimming, not the sea.
    .replace(/\b(?:i\s+)?(sea|fly|coarse|ice)\s+fish\b/giu, "love $1 fishing")
    .replace(/\b(?:i\s+)?swim\s+in\s+the\s+sea\b/giu, "love sea swimming")
    // "spoil my six grandchildren rotten": the grandchildren, as the base knows a grandparent's.
    .replace(/\bspoil(?:s|ing)?\s+(my\s+(?:\S+\s+)?grand(?:children|kids|weans|babies))\s+rotten\b/giu, "love $1")
    // "I crochet when they nap (rarely)": when is no part of what.
    .replace(/\s+(?:when|while|whenever)\s+(?:they|he|she|the\s+\p{L}+)\s+\p{L}+(?=\s*[,.;!?(]|$)/giu, "")
    // "am trying to grow veg": what they do, trying or not.
    .replace(/\b(?:and\s+)?(?:i\s+)?(?:am|['’]m)\s+trying\s+to\s+(?!learn|master)(?=\p{L})/giu, ". I ")
    // "have two ferrets called Haggis and Neeps", "my two cats Hops and Barley": the pets; their names, split, read
    // as two things.
    .replace(
      /\s+called\s+\p{Lu}\p{L}*\s+(?:and|&)\s+\p{Lu}\p{L}*|(?<=\b(?:\d|two|three|four)\s+\p{Ll}+s)\s+\p{Lu}\p{Ll}+\s+(?:and|&)\s+\p{Lu}\p{Ll}+/gu,
      "",
    )
    // "just started as an apprentice gas engineer with my uncle": the job they have now.
    .replace(
      /\b(?:i['’]?ve\s+|i\s+)?(?:just\s+)?started\s+(?:work(?:ing)?\s+|out\s+)?as\s+an?\s+([\p{L} ]+?)(?:\s+with\s+my\s+\p{L}+)?(?=\s*[,.;!?]|$)/giu,
      (_, job: string) => `. I'm a ${job}. `,
    )
    // "I am 79 and retired, ran a fish and chip shop with my late husband": the trade they retired from.
    .replace(
      /\b(?:i\s+|we\s+)?ran\s+(?:a|an|the|our)\s+((?:\p{L}+\s+){0,4}?(?:shop|pub|caf[eé]|salon|bakery|restaurant|stall|takeaway|garage|hotel))\b(?:\s+with\s+my\s+(?:late\s+)?\p{L}+)?/giu,
      (whole: string, business: string) => (/\bretired\b/iu.test(text) ? `. I'm a retired ${business} owner. ` : whole),
    )
    // "mum of 3 under 5 so home full time": who she is says it.
    .replace(/\s+so\s+(?:at\s+)?home\s+(?:full[- ]time|all\s+day)(?:\s+at\s+the\s+mo(?:ment)?)?/giu, "")
    // "skate roller derby under the name Bone Idle": the sport, not the name it is done under.
    .replace(/\s+under\s+the\s+name(?:\s+\p{Lu}[\p{L}'’]*)+/gu, "")
    // "guitar off youtube": where they learn it, no part of the thing.
    .replace(/\s+(?:off|from|on|via)\s+youtube\b/giu, "")
    // "teaching myself guitar", "go roller skating", "you'll find me out metal detecting": what they love, said by its doing.
    .replace(
      /\b(?:i\s+|i['’]?m\s+)?(?:teaching\s+myself(?:\s+to\s+play)?|trying\s+to\s+(?:learn|master)|learning\s+to\s+play|(?:(?:on\s+|at\s+)?weekends\s+)?you['’]?ll\s+find\s+me(?:\s+out)?|(?:on\s+|at\s+)?weekends\s+i['’]?m\s+out|(?:i['’]ve\s+)?started\s+doing|keep\s+myself\s+sane\s+with|keeping\s+(?:myself\s+)?busy\s+with|filling\s+(?:the|my)\s+time\s+with|spending\s+(?:a\s+lot\s+of|lots\s+of|loads\s+of|most\s+of\s+my|all\s+my)\s+time\s+(?:on|at|in|with|doing)|go(?:es)?(?=\s+(?:\p{L}+\s+)?\p{L}+ing\b))\s+/giu,
      "love ",
    )
    // "linfield til i die": a team for life, loved.
    .replace(/(^|[,.;!]\s*|\band\s+)([\p{L} ]{2,30}?)\s+(?:til|till|until)\s+i\s+die\b/giu, "$1love $2")
    // "using the time to learn photography": learning it is what they love.
    .replace(
      /\busing\s+(?:the|my|this)\s+(?:time|break|downtime|time\s+off)\s+to\s+(?:learn\s+)?(?=\p{L})/giu,
      (said: string) => (/learn\s+$/iu.test(said) ? "love learning " : "love "),
    )
    // "volunteer at the dog shelter": giving time, no job.
    .replace(
      /(^|[,.;!]\s*|\band\s+)(?:i\s+)?volunteer\s+(?=(?:at|with)\s+(?:the|a|an|my|our)\s)/giu,
      "$1love volunteering ",
    )
    // "16, transition year in cork", "16 yr 11 in hobart", "yr 12 at school in tauranga": a student in that year; "5th
    // year in limerick", "junior in portland maine", "class 11 commerce" (rounds 124–136: no role, "No job" read).
    .replace(
      /(^\s*(?:\d{1,2}\s+(?=(?:year|yr)\s))?|\s(?=(?:year|yr)\s+(?:[7-9]|1[0-3])\s*(?:[.,!;]|$))|[,.;!]\s*(?:in\s+)?|\b(?:i['’]?m|im|i\s+am)\s+(?:\d{1,2},?\s+)?(?:in\s+)?)(grade\s+\d{1,2}|transition\s+year|(?:year|yr)\s+(?:[7-9]|1[0-3])|sixth\s+form|sophomore|freshman|(?:junior|senior|[1-6](?:st|nd|rd|th)\s+year)(?=\s+in\s)|class\s+(?:9|1[0-2])(?:\s+(?:commerce|science|arts|humanities))?)\b(?:\s+at\s+(?:high\s+)?school\b)?(?!\s+(?:(?:commerce|science|arts|humanities)\s+)?(?:of|at|student|pupil)\b)/giu,
      (_, at: string, year: string) =>
        `${/[,.;!]/u.test(at) ? at.replace(/in\s+$/iu, "") : ""}. I'm a ${/^(?:junior|senior)$/iu.test(year) ? `high school ${year.toLowerCase()}` : `${year.replace(/^yr/iu, "year")} student`} `,
    )
    // "typewriter repair guy in pittsburgh": a repairer, not a way of being a guy (round 137: no role).
    .replace(/\b(\p{L}+)\s+repair\s+(?:guy|man|bloke|lady|woman)\b/giu, "$1 repairer")
    // "first year at cégep", "1st year at uni": a student there, no subject said (round 166: no role, two-line bios).
    .replace(
      /\b(?:[1-6](?:st|nd|rd|th)|first|second|third|final)\s+(?:yr|year)\s+at\s+(c[ée]gep|college|uni|university)\b/giu,
      (_, place: string) => `. I'm a ${/^c/iu.test(place) ? place.toLowerCase() : "university"} student. `,
    )
    // "2nd yr film studies at vic uni": a film student (round 143), never a "Japanese student" of Japanese studies.
    .replace(
      /\b(?:[1-6](?:st|nd|rd|th)|first|second|third|final)\s+(?:yr|year)\s+((?:(?!student)[\p{L} ]){2,30}?)\s+at\s+(?:(?:\p{L}+\s+)?(?:uni|university|college)\b|u\s+of\s+\p{Lu}+\b)/giu,
      (whole: string, what: string) =>
        /^\p{Lu}\S*\s+studies$/u.test(what) ? whole : `. I'm a ${what.replace(/\s+studies$/iu, "")} student`,
    )
    // "junior at penn state studying forest science": a student of it, where (round 152: no trade read).
    .replace(
      /\b(?:freshman|sophomore|junior|senior|(?:first|second|third|final)[- ]year)\s+at\s+([\p{L} ]{2,30}?)\s+studying\s+(\p{L}[\p{L} ]{1,30}?)(?=\s*[,.;!?]|\s+from\s|$)/giu,
      (_, where: string, what: string) => `. I'm a ${what} student at ${where}. `,
    )
    // "just started a … course", "doing a level 3 esports course", "first year at art college": a student of it.
    .replace(
      /\b(?:(?:just\s+)?started\s+(?:a|an|my)|doing\s+an?\s+level\s+\d)\s+(?:(\p{L}[\p{L} ]{2,40}?)\s+course|(?:t[- ]?level|btec|diploma)\s+in\s+(\p{L}[\p{L} ]{2,30}?))(?:\s+at\s+(?:college|uni|university))?\b/giu,
      (_, what?: string, subject?: string) => `. I'm a ${what ?? subject} student. `,
    )
    .replace(
      /\b(?:first|second|third|final|1st|2nd|3rd)\s+year\s+(?:at|of)\s+(?!(?:the|a|an|my)\s)(\p{L}+(?:\s+\p{L}+)?)\s+(?:college|uni|university|school)\b/giu,
      (_, what: string) => `. I'm a${/^[aeiou]/iu.test(what) ? "n" : ""} ${what} student. `,
    )
    // "doin motor vehicle at college": a student of it.
    .replace(
      /\b(?:doing|doin|studying)\s+(?:my\s+)?([\p{L} ]{2,30}?)\s+at\s+(?:(?:community|technical|tech|art|the\s+local)\s+)?(?:college|uni|university)\b(?=(\s+in\s)?)/giu,
      // "… in Asheville NC": where they study, said as a job's where.
      (_, what: string, where?: string) => `. I'm a ${what} student${where ? "" : ". "}`,
    )
    // "Jack, 19, studying music production in Melbourne": a student of it, where they study it said as a job's where.
    .replace(
      /(^|[.,;]\s*)studying\s+(?!for\b|to\b|hard\b)(\p{L}[\p{L} ]{1,30}?)(\s+(?:in|at|with)\s+(?:the\s+)?\p{Lu}[\p{L} ]*?)?(?=\s*[,.;!?]|$)/giu,
      // "studying geology with the Open University": a geology student, the university no place of work.
      (_, at: string, what: string, where = "") =>
        `${at}. I'm a ${what} student${/^\s+with\b/u.test(where) ? "" : where}. `,
    )
    // "Hiya im 63 been a dinner lady": the job, said of themselves.
    .replace(
      /\b(?:i['’]?ve\s+)?been\s+(?=an?\s+\p{L}+\s+(?:lady|man|worker|driver|nurse|teacher|keeper|caller)\b)/giu,
      ". I'm ",
    )
    // A trade said in the past tense ("… to be a school dinner lady for 30 yrs"): the trade they retired from.
    .replace(/\b(?:used\s+to\s+be|retired\s+from\s+being)\s+an?\s+(?=\p{L})/giu, ". I'm a retired ")
    // "Self employed upholsterer, 45.": the trade, said of themselves; "the rest of the time im spoiling the grandweans".
    .replace(/(^|[.!?]\s+)(?=self[- ]employed\s+\p{L})/giu, "$1I'm a ")
    .replace(/\b(?:and\s+)?(?:the\s+)?rest\s+of\s+the\s+(?:time|year)\s+(i['’]?m\s+|i\s+)?(?=\p{L})/giu, (_, i = "") =>
      /^i\s/iu.test(i) ? ". I " : "love ",
    )
    // "Me and my dog Juniper": the dog, with them (round 133: "Rest, me, my dog Juniper").
    .replace(/(^|[.!?]\s+)me\s+(?:and|&)\s+(?=my\s)/giu, "$1love ")
    // "work weekends at the bowling alley", "work from it as a freelance proofreader": when and where they work is no
    // part of the job; "n" is "and".
    .replace(
      /\b(work(?:s|ing)?)\s+(?:(?:at\s+)?weekends|saturdays|sundays|evenings|part[- ]time|from\s+(?:it|home|there))\s+(?=(?:at|in|as)\s)/giu,
      "$1 ",
    )
    .replace(/(^|[,.]\s*)(?=work(?:s|ing)?\s+(?:nights|days)\s+(?:at|in)\s)/giu, "$1I ")
    .replace(/(?<=\p{L})\s+n\s+(?=\p{L})/gu, " and ")
    .replace(/\s+and\s+(?=work(?:s|ing)?\s+as\s+an?\s)/giu, ". I ")
    // "Kia ora,", "Hey!": a greeting, no part of who they are; "… across the room x": a kiss, no word.
    .replace(/^(?:kia\s+ora|g['’]?day|hey+|hiya|hi|hello|howdy|aloha)\b(?:\s+(?:all|everyone|there))?[\s,!.]*/iu, "")
    .replace(/\s+x+(?=\s*(?:[.!?]|$))/giu, "")
    // "doing an apprenticeship as a joiner": an apprentice of the trade.
    .replace(/\b(?:doing|on|started)\s+an?\s+apprenticeship\s+as\s+an?\s+(?=\p{L})/giu, ". I'm an apprentice ")
    // "I am 80 and was a telephone switchboard operator for 40 years, now retired": the trade they retired from.
    .replace(/\bwas\s+an?\s+(?=[\p{L} ]+?\s*(?:[,.;]|$))/giu, (was: string) =>
      /\bretired\b/iu.test(text) ? ". I'm a retired " : was,
    )
    // "retired from the pit 30 odd year ago": the trade they retired from; "I spend summers as a fire lookout": the
    // trade, for a season.
    .replace(
      /\bretired\s+from\s+the\s+(pit|buses|bins|docks|railways?)\b/giu,
      (_, place: string) => `. I'm a retired ${TRADE_PLACES[place.toLowerCase().replace(/s$/u, "")]}. `,
    )
    .replace(
      /\b(?:i\s+)?(?:spend|spent|work)\s+(?:my\s+)?(?:summers|winters|weekends)\s+as\s+an?\s+(?=\p{L})/giu,
      ". I'm a ",
    )
    // "a fire lookout in a tower in Montana, just me, a radio and a lot of sky": a sentence of its own.
    .replace(/,\s*(?=just\s+me,\s)/giu, ". ")
    // "I'm 61 and a gravedigger", "21 and in my 2nd year": an age, as the one before.
    .replace(/(?:\b(?:i['’]?m|im|i\s+am)\s+|(?<!\p{L}\s)\b)\d{1,2}\s+and\s+(?=(?:an?|in)\s)/giu, (said: string) =>
      /^i/iu.test(said) ? "I'm " : "",
    )
    // "im 16 and home educated so no school": how they learn, a sentence of its own.
    .replace(
      /\b(?:(?:i['’]?m|im|i\s+am)\s+)?(?:\d{1,2}\s+and\s+)?(?=home[- ]?(?:educated|schooled)\b|homeschooled\b)/giu,
      ". ",
    )
    // "my horse is called Dusty": the pet, by name.
    .replace(/\bmy\s+(\p{Ll}+)\s+is\s+called\s+(?=\p{Lu}\p{Ll}+)/gu, "my $1 ")
    // "I grow gourmet mushrooms in two shipping containers and sell them to restaurants": a grower by trade.
    .replace(
      /\bi\s+grow\s+((?:\p{L}+\s+){0,2}?\p{L}+s)\b[^.,;]*?\s+and\s+sell\s+(?:them|it)\b[^.,;]*/giu,
      (_, crop: string) => `. I'm a ${crop.replace(/s$/u, "")} grower. `,
    )
    // "obsessed w rockpooling": "w" is "with".
    .replace(/\bw\/?(?=\s+\p{L})/giu, "with")
    // "my life is basically lego and snacks", "garden especially growing tomatoes": a remark, and which of a thing.
    .replace(/\s+especially\s+/giu, ", ")
    // "Ice cream van driver 47 from Blackpool": an age after the job.
    .replace(/(?<=\p{L})\s+\d{2}(?=\s+from\s)/gu, "")
    // "optometrist in auckland 31.", "saddler in newmarket 42 - i make saddles": an age after the place, no part of it.
    .replace(
      /(?<=\p{L})(?<!\b(?:year|grade|class|level|form|of|to|top|under|over|by|at|the|aged?|was|were|is|am))\s+\d{2}(?=\s*[.,;!]|\s+[-–—]\s|\s*$)/giu,
      "",
    )
    // "i work the counter in my uncles chipper": the job is the counter there (round 132: no trade read); "I work the
    // deli counter at a supermarket": the deli's, at the supermarket (round 136).
    .replace(
      /\b(?:i\s+)?work\s+the\s+(?:(deli|meat|fish|cheese|bakery|pharmacy|service|hot\s+food)\s+)?(counter|till|tills|bar|door|front\s+desk|checkouts?)\s+(in|at)\s+(my\s+\p{L}+['’]?s?\s+|the\s+|an?\s+)?(\p{L}+)\b/giu,
      (_, kind: string | undefined, post: string, at: string, article: string | undefined, place: string) =>
        kind
          ? `. I'm a ${kind} ${post} worker ${at} ${article ?? ""}${place}`
          : `. I'm a ${place} ${post.replace(/s$/u, "")} worker. `,
    )
    // "i drink way too much irn bru": a thing they love, not "drinking way" (round 130).
    .replace(/\b(?:i\s+)?(?:drink|eat)s?\s+(?:(?:way|far)\s+)?too\s+much\s+(?=\p{L})/giu, "love ")
    // "19 lifeguard at mission beach": an age said first, no part of the trade; "16 yr 11" an age and a school year.
    .replace(
      /^\s*\d{2}\s+(?=\p{L})(?!(?:y\/?o|(?:yrs?|years?)(?!\s+\d)|and|from|kids?|children|boys?|girls?|dogs?|cats?|going|turning|now)\b)/iu,
      "",
    )
    // "in Halifax, NS": a state or province after the town is part of where, no hobby (round 122).
    .replace(/(?<=\bin\s+\p{Lu}\p{Ll}+),\s*\p{Lu}{2}\b(?!\s*[\p{L}&])/gu, "")
    // "in Castlebar, Co. Mayo": the county too (round 139: "Co Mayo" a hobby).
    .replace(/(?<=\bin\s+\p{Lu}\p{Ll}+),\s*(?:Co\.?|County)\s+\p{Lu}\p{Ll}+\b/gu, "")
    // "Mom to Maya (11) who plays hockey": what a child does is theirs, no hobby of the visitor's (round 162).
    .replace(
      /(\b(?:son|daughter|kids?|boys?|girls?|grandson|granddaughter)(?:\s+\p{Lu}\p{Ll}+)?|\b(?:to|my|and)\s+\p{Lu}\p{Ll}+)\s+who\s+(?:plays|loves|does|is\s+into)\s+[^,.;!]+?(?=\s+so\s|[,.;!]|$)/gu,
      "$1",
    )
    // "oboe major at eastman": a student, said as their college says it (round 162: no role).
    .replace(
      /(^|[,.;!]\s*)((?:\p{L}+\s+){0,2}\p{L}+\s+major)(?=\s+(?:at|in)\s)/giu,
      (_, at: string, what: string) => `${at}. I'm a${/^[aeiou]/iu.test(what) ? "n" : ""} ${what}`,
    )
    // "doing a btec in animal care": a student of it.
    .replace(
      /\b(?:doing|studying)\s+(?:a|an|my)\s+btec\s+in\s+([\p{L} ]{3,30}?)(?=\s+(?:in|at)\s|\s*[,.;!]|$)/giu,
      (_, what: string) => `. I'm a BTEC ${what} student`,
    )
    // "doing my a levels": a sixth former, as the base names one.
    .replace(
      /\b(?:doing|studying|taking|revising\s+for)\s+(?:my\s+)?(a[- ]?level|gcse|higher|nat(?:ional)?\s*5|ncea)s?\b/giu,
      // Scotland's Highers and National 5s are named for the exams: "doing my nat 5s" is a National 5 student.
      (_, what: string) =>
        `. I'm a${/^a/iu.test(what) ? "n" : ""} ${/^h/iu.test(what) ? "Highers" : /^n\p{L}*\s*5/iu.test(what) ? "National 5" : what} student. `,
    );
  // "sound designer for video games - I make swords clang": a dash between words ends a sentence.
  const leftSaid = left !== "" && remark(left);
  const parts = cleaned.split(/(\s*(?:[;!?]|\.(?!\d)|(?<!\d)\.)+\s*|\s+[-–—]\s+)/u);
  // The first sentence read once the trade is known: the one after the trade's.
  let afterTrade = -1;
  for (let at = 0; at < parts.length; at += 2) {
    if ((explicit || implicit) && afterTrade < 0) afterTrade = at;
    // "asking 'better one or two?' Off the clock": a closing quote is no word of the next sentence.
    // "meanwhile cricket on weekends": the word that joins it to the sentence before is no part of it (round 133).
    const sentence = parts[at]!.replace(/^\s*['"‘’“”]+\s*/u, "")
      .replace(/^\s*(?:meanwhile|otherwise|besides|anyway|plus)\b,?\s*/iu, "")
      .trim();
    if (sentence === "" || INSTRUCTION.test(sentence)) continue;
    // "lost the combination? im your man": the question and its answer, a line of theirs (round 165: "your man" a hobby).
    const answer = /^\s*(?:i['’]?m|im)\s+your\s+(?:man|woman|girl|guy|gal|person)\b/iu.exec(parts[at + 2] ?? "")?.[0];
    if (answer && /\?/u.test(parts[at + 1] ?? "")) {
      remark(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}? I'm${answer.trim().replace(/^\S+/u, "")}`);
      parts[at + 2] = parts[at + 2]!.slice(answer.length);
      continue;
    }
    // "hand painted sign writer - shop fronts, pub signs, vans": a list after the trade and a dash is what it takes
    // in, no hobby; three short ones are a line of theirs. So is a list of things no pastime in the sentence after
    // the trade's ("gas engineer in nottingham. boilers, cookers, landlord certs", round 138: "Outside work: cookers").
    const taken = sentence.split(/\s*,\s*|\s+(?:and|&)\s+/u);
    // "Bespoke corsets for brides, burlesque and everyday": what follows "for" is whom it is for (round 161).
    const made = taken.slice(0, taken.findIndex((item) => /\sfor\s/iu.test(item)) + 1 || taken.length);
    const tradeList = (explicit || implicit) && taken.length >= 3 && !LIKE.test(sentence);
    // "Night shifts, bad coffee, brave kids" after the trade's: the work, said as a list (round 142: hobbies).
    const shifts =
      at === afterTrade &&
      /^(?:night|early|long|late|\d+\s*h(?:ou)?r)\s+(?:shifts?|starts?)$/iu.test(taken[0]!) &&
      taken.every((item) => words(item) <= 2) &&
      taken.slice(1).some((item) => !findInterest(item));
    // "Needle, thread and a lot of patience": beside a thing, "thread" is one too (round 156: "Needle | thread").
    const madeOf = (): boolean => {
      const things = made.some((one) => nlp(one).has("^#Noun$"));
      return made.every(
        (item) => isWorkThing(item, things) || /^(?:all\s+of\s+them|the\s+lot|you\s+name\s+it)$/iu.test(item),
      );
    };
    if (tradeList && (/[-–—]/u.test(parts[at - 1] ?? "") || (at === afterTrade && madeOf()) || shifts)) {
      if (!/^(?:i|i['’]m|my)\b/iu.test(sentence)) {
        const cut = sentence.slice(0, sentence.lastIndexOf(",", MAX_PHRASE_LENGTH));
        if (sentence.length <= MAX_PHRASE_LENGTH) remark(sentence);
        else if (cut.includes(",")) remark(cut);
        continue;
      }
    }
    // A retired "grew apples and pears 50 odd years" is the work, said with its years by described-lines.ts (round 153).
    const retiredFrom = RETIRED.test(explicit || implicit) && !RETIRED.test(sentence) && words(sentence) <= 6;
    if (retiredFrom && has(tag(sentence)[0], "PastTense")) continue;
    // "Have checked tickets on more trains than I can count": the work of years, a line of theirs (round 140).
    const done =
      /^(?:i['’]?ve|ive|have)\s+((?:\p{Ll}+ed|driven|taken|seen|made|sold|cut|taught|built|sung|flown|worn)\s.+)$/iu.exec(
        sentence,
      )?.[1];
    const shortDone = (explicit || implicit) && done ? shorten(done) : "";
    if (shortDone && shortDone.length <= MAX_PHRASE_LENGTH) {
      remark(`${shortDone.charAt(0).toUpperCase()}${shortDone.slice(1)}`);
      continue;
    }
    // "Fletcher … - I make arrows by hand, wooden shafts and real feather fletchings", "i make sculptures … for weddings,
    // festivals, bars": after the trade, what it makes and for whom is the work, no hobby (round 134: "Off the clock:
    // arrows by hand"); "I make my own hot sauce" is a pastime.
    const making =
      /^(?:i|we)\s+(?:still\s+)?(?:hand-)?(?:make|build|carve|craft|shape|grade|repair|restore|fix|install|fit|tie|polish|weave|forge|engrave|transcribe|turn)\s+(?!my\s+own\b|what|anything|everything)/iu;
    // Right after the trade, its work: "I keep 24 lanes … running", "I play the 53 bells"; "i design and fire fireworks shows".
    const keeping =
      at === afterTrade &&
      /^i\s+(?:(?:keep|run|drive|service|maintain|look\s+after)\s[^,]*\d|play\s+the\s+\d|\p{L}+\s+and\s+\p{L}+\s+(?!my\s+own\b))/iu.test(
        sentence,
      );
    if (
      (explicit || implicit) &&
      (making.test(sentence) || keeping) &&
      !LIKE.test(sentence.replace(/^i\s+play\b/iu, ""))
    ) {
      // "We still make rope the old way down a quarter mile ropewalk": without where, a line of theirs.
      const short = shorten((keeping ? sentence.split(",")[0]! : sentence).replace(/^i\b/u, "I"));
      if (short.length <= MAX_PHRASE_LENGTH) remark(short);
      continue;
    }
    // "Swansea born and bred", "Brummie through and through": where they are from, as they say it.
    if (/^[\p{L}' ]{2,20}\s(?:born\s+and\s+bred|through\s+and\s+through)(?:\s+x+)?$/iu.test(sentence)) {
      remark(sentence.replace(/\s+x+$/iu, ""));
      continue;
    }
    // "Copper, brass, old cookers, you name it", "mud, tape, sand, repeat": the work, as they list it, a line of theirs.
    if (/^(?:[\p{L}' ]+,\s*){2,}(?:you name it|the lot|all sorts|repeat)$/iu.test(sentence) && sentence.length <= 40) {
      remark(sentence);
      continue;
    }
    // "Stubborn but kind, my wife says": who says so is no trait.
    let rest = sentence
      .trim()
      .replace(
        /,?\s*(?:or\s+so\s+)?(?:my|his|her|our)\s+(?:wife|husband|partner|kids|mum|mom|dad|mates|friends|boss)\s+(?:says|reckons|tells\s+me)$/iu,
        "",
      );
    // "then go home and bake bread and walk by the sea": what they do after work is what they love.
    rest = rest.replace(/,?\s*(?:and\s+)?then\s+go\s+home\s+and\s+/iu, ", love ");
    // "45, husband, two teenagers who think im embarrasing": their family and what it thinks of them, a line of
    // theirs; "two teenagers" alone is no trade of theirs.
    const family =
      /(?:^|,\s*|\s+(?=(?:and|&)\s))(?:(?:and|&)\s+)?((?:my\s+)?(?:\d+|one|two|three|four|five|twin)\s+(?:teenagers|teens|kids|children|boys|girls|sons|daughters)(?:\s+who\s+[^,]{3,40}|\s+\p{L}+\s+(?:and|&)\s+\p{L}+)?)$/iu.exec(
        rest,
      );
    if (family) {
      if (/\s(?:who|and|&)\s/iu.test(family[1]!)) remark(family[1]!);
      rest = rest.slice(0, family.index);
      if (rest.trim() === "") continue;
    }
    // "My wife says I'm the loudest musician in town" (who says so where it fits, round 160), "Scones are my religion",
    // "dental lab tech - I make crowns and bridges all day", "my sausage dog Biscuit who …": lines of theirs, whole.
    const mine = rest.replace(CHAT_END, "");
    const said =
      /^(?:my\s+)?(?:friends|mates|wife|husband|partner|kids|family)\s+(?:say|says|reckon)\s+(i['’]?m?\s.+)$/iu.exec(
        mine,
      );
    const theirs =
      (said && (mine.length <= MAX_PHRASE_LENGTH ? mine : said[1])) ??
      (/^i\s+spend\s+more\s+time\s+[^,]+\sthan\s|^(?:i\s+)?will\s+\p{L}+\s+you\s|^[\p{L} ]{2,25}\s(?:is|are)\s+my\s+(?:religion|love\s+language|(?:whole\s+)?personality)$|^just\s+me,\s|^(?:keen|avid)\s+\p{L}+er,\s*mostly\s+\p{L}+$|^home[- ]?(?:educated|schooled)\b|^homeschooled\b|^[\p{L} ]{2,25}\shas\s+me\s+\p{L}+(?:\s+but\s+i\s+love\s+it)?$|^[\p{L} ]{2,30}\sand\s[\p{L} ]{2,20}\skeep\s+me\s+(?:sane|going|grounded|busy|young)$/iu.test(
        mine,
      ) ||
      ((explicit || implicit) && /^i\s+(?!love|like|enjoy)\p{L}+\s[^,]+\sall\s+day$/iu.test(mine))
        ? mine
        : undefined);
    if (theirs && remark(`${theirs.charAt(0).toUpperCase()}${theirs.slice(1)}`)) continue;
    // "turns out i can plan everything except my own next move": what they found, said as theirs (round 165).
    const found = /^(?:turns\s+out|apparently)\s+(i\s.+)$/iu.exec(mine)?.[1];
    if (found && remark(`I${found.slice(1)}`)) continue;
    // "If you were stuck …, I was probably the guy …" whole or not at all (round 153), as is "400+ weddings, cried at most
    // of them" (round 160); "I'm the one who …" whole.
    if (/^if\s[^,]+,\s*\S/iu.test(mine) || SAID_OF_THEM.test(mine)) {
      if (mine.length <= MAX_PHRASE_LENGTH) remark(`${mine.charAt(0).toUpperCase()}${mine.slice(1)}`);
      continue;
    }
    const one = /^(?:yes,?\s+)?(?:i['’]?m|im|i\s+am)\s+(the\s+one\s+(?:who|that)\s.+)$/iu.exec(mine)?.[1];
    if (one && one.length <= MAX_PHRASE_LENGTH && remark(`T${one.slice(1)}`)) continue;
    // "Best part of the job is watching someone walk out the door": what the work gives them, no pastime (round 152).
    const best = /^(?:the\s+)?(best|favou?rite)\s+(?:part|bit)\s+of\s+(?:the|my)\s+(?:job|work)\s+is\s+(.{8,})$/iu.exec(
      mine,
    );
    if (best && remark(`${best[1]!.charAt(0).toUpperCase()}${best[1]!.slice(1).toLowerCase()} part: ${best[2]}`))
      continue;
    // "Short on words, long on craic", "early starts but wouldnt change it", "Soy wax, good vibes, slightly chaotic":
    // said as a pair or a run of three things and ways of being, a line of theirs whole.
    const run = mine.split(/\s*,\s*/u);
    if (
      (/^\p{L}+\s+on\s+\p{L}+,\s*\p{L}+\s+on\s+\p{L}+$|^[^,]{3,30}\s+but\s+(?:i\s+)?wouldn['’]?t\s+change\s+(?:it|a\s+thing)$/iu.test(
        mine,
      ) ||
        (run.length === 3 &&
          mine.length <= 40 &&
          !LIKE.test(mine) &&
          run.every((part) => words(part) <= 2) &&
          // A run of ways of being alone ("Fast, messy, loyal") is three traits, as the composer knows them.
          new Set(run.map((part) => isTraitPhrase(tag(part)))).size === 2)) &&
      remark(mine)
    )
      continue;
    // "Come for the service washes, stay for the gossip": an invitation of theirs, whole.
    if (/^come\s+for\s+[^,]+,\s*stay\s+for\s/iu.test(mine) && remark(mine)) continue;
    const pet =
      /\b(my\s[^,]{3,30}?)\s+who\s+(?:basically\s+)?((?:thinks|reckons|believes|runs|rules|hates|steals|judges|ignores)\s[^,]+)$/iu.exec(
        rest,
      );
    if (pet && remark(`${pet[1]} who ${pet[2]}`)) rest = rest.slice(0, pet.index).replace(/\s*(?:,|\band)\s*$/iu, "");
    const liked = LIKE.exec(rest);
    if (liked) {
      const items = rest
        .slice(liked.index + liked[0].length)
        .replace(CHAT_END, "")
        .split(/\s*(?:,|\s&\s|\band\b|\bor\b)\s*/iu);
      // "I play bass badly in a band": what is played, said by its playing when the base knows no "bass badly".
      const played = items[0]?.replace(CLOCK, "").replace(AMOUNT, "").split(PREPOSITION)[0] ?? "";
      if (/^play/iu.test(liked[0]) && items[0]!.includes(" ") && !findInterest(played))
        items[0] = `playing ${items[0]}`;
      // "drum and bass" is one thing the base names so.
      for (let at = items.length - 2; at >= 0; at -= 1)
        // "fish and chips on the crossing": the name may go on.
        if (namesInterest(`${items[at]} and ${items[at + 1]!.split(PREPOSITION)[0]}`)) {
          const whole = `${items[at]} and ${items[at + 1]}`;
          items.splice(
            at,
            2,
            words(whole) <= MAX_TERM_WORDS ? whole : `${items[at]} and ${items[at + 1]!.split(PREPOSITION)[0]}`,
          );
        }
      // "dance samba, cook feijoada": after a doing, the next item is read as one too ("I cook feijoada"), where
      // alone the library takes "cook" for a person.
      let afterDoing: boolean = false;
      // "moth trapping and love open mic nights": a liking said again inside the list is no doing.
      // "do jigsaws with the grandkids": the jigsaws.
      for (const listed of items.map((said) =>
        said
          .replace(LIKE_ITEM, "")
          .replace(
            /^do\s+(?=\p{L}+s\b)|^(?:i['’]?ve\s+|ive\s+)?got\s+(?:really\s+|well\s+|properly\s+)?into\s+|^honestly\s+/iu,
            "",
          ),
      )) {
        const ear = EAR_OFF.exec(listed);
        if (ear) {
          if (!remark(listed.replace(EAR_OFF_TAIL, ""))) addInterests(ear[1]!);
          continue;
        }
        // "I play bass badly in a band": playing it is the thing.
        if (/^i\s+play\s+\p{L}/iu.test(listed)) {
          addInterests(`playing ${listed.slice(7)}`);
          continue;
        }
        // "into boxing and i draw cars in my sketchbook": a doing of theirs, said with its "I".
        const mine = /^i\s+(?=\p{L}{2})/iu.test(listed) && !LIKE.test(listed) && isBareVerb(tag(listed)[1]);
        const item = mine ? listed.slice(2) : listed;
        const fan = fanOfWhat(item);
        if (/^(?:it|them|this|that|everything)$/iu.test(item.trim())) continue;
        // "like my own company" is how they are, not a thing they love: listed, it read "own company".
        if (/\bown\s+company$/iu.test(item)) continue;
        // "being the fun uncle to my nephew Alfie": who they are, not a thing they love.
        if (/^being\s+(?:the|a|an)\s+/iu.test(item)) {
          add(personality, item.replace(/^being\s+(?:the|a|an)\s+/iu, ""), MAX_PERSONALITY);
          continue;
        }
        // "making chili that'll knock your socks off": the thing, and the boast a line of theirs.
        const boast = /^(.+?)\s+that(?:['’]ll|\s+will|\s+would)\s/iu.exec(item)?.[1];
        if (boast) {
          if (!remark(item)) addInterests(boast);
          continue;
        }
        if (fan) add(interests, fan, MAX_INTERESTS);
        // "dog mum" is a person, "a dad joke" a joke.
        else if (
          // "70s soul" is music, an "old soul" a person.
          (PERSON_TRAIT.test(item.split(PREPOSITION)[0]!.split(" ").at(-1) ?? "") &&
            !/\b(?:\d0s|northern|neo)\s+soul\b/iu.test(item)) ||
          QUALITY.test(item) ||
          isTraitPhrase(tag(item))
        )
          add(personality, item, MAX_PERSONALITY);
        // "… and im always covered in apple pulp in autumn": said of themselves, a line of theirs.
        else if (
          REMARK.test(item.trim().replace(/^(?:i['’]?m|im|i\s+am)\s+(?=(?:always|forever|permanently|still)\s)/iu, ""))
        )
          remark(item);
        else {
          // "collect old maps and make questionable sourdough": the doing, as a hobby is named.
          const [verb, next]: readonly (Tagged | undefined)[] = !item.includes(" ")
            ? []
            : afterDoing || mine
              ? tag(`I ${item}`).slice(1)
              : tag(item);
          // "flasks of tea", "films with subtitles" are things, however the library tags "flasks" or "films".
          const doing: boolean =
            (mine && isBareVerb(verb)) ||
            (isBareVerb(verb) &&
              !/[^s]s$/iu.test(verb!.text) &&
              !has(verb, "Noun") &&
              // "bake bread": a doing the base names may take a thing ("paint colours" are things).
              (!has(next, "Noun") ||
                DOING_HOBBY.test(verb!.text) ||
                (namesInterest(gerundOf(verb!.text)) && !has(next, "Plural"))) &&
              !/^(?:of|\p{L}+ing)$/u.test(next?.text ?? "") &&
              !namesInterest(item) &&
              // "play bridge on Tuesdays": a thing the base names, however the library reads "bridge" ("sing in a choir"
              // is singing).
              !(
                namesInterest(item.replace(CLOCK, "").split(PREPOSITION)[0]!.trim()) &&
                !namesInterest(gerundOf(verb!.text))
              ));
          afterDoing = doing;
          addInterests(
            doing
              ? `${gerundOf(verb!.text)}${item.slice(verb!.text.length)}`
              : item.replace(/^(?:a|an|the|my)\s+/iu, ""),
          );
        }
      }
      rest = rest
        .slice(0, liked.index)
        .replace(/(?:\s+(?:and|but|who|i|i['’]?m|i am|also|really|honestly))+\s*$/iu, "")
        .trim();
    }
    // "Quiet until you get to know me then you can't shut me up": too long for a line, its first half says it.
    if (rest.length > 40) rest = rest.replace(/^([^,]*?\b(?:until|till|at first)\b[^,]*?)\s+then\s+[^,]*$/iu, "$1");
    // "52 and not done yet", "58 and back in school": their age, said as a line of theirs.
    if (/^\d{2}\s+and\s+(?:not|still|never|back)\s[\p{L}' ]{3,30}$/iu.test(rest)) {
      remark(rest);
      continue;
    }
    // "Not working, not looking": a stance said twice is one line of theirs.
    if (/^not\s[^,]+(?:,\s*not\s[^,]+)+$/iu.test(rest)) {
      remark(rest);
      continue;
    }
    // "Rock climbing, board games and bad puns", "dog lover and Netflix binger": "and" joins two items, but not
    // in a role the base names so ("painter and decorator") or a phrase with a preposition ("head of sales and
    // marketing", "weddings and elopements across Scotland").
    // "Retired now but I was a cook in the merchant navy": the trade they were in, retired.
    const was = /^retired\b[^.]*?\bi\s+was\s+an?\s+(\p{L}+)/iu.exec(rest)?.[1];
    if (was && !explicit) {
      person(`retired ${was}`, true, false);
      continue;
    }
    // "a blacksmith who makes gates, hooks and the odd knife": what they make, listed, is a line of theirs.
    const listed = /\swho\s+(\p{Ll}+s\s[^.]*,[^.]*\band\s[^.]+)$/u.exec(rest)?.[1];
    if (listed && listed.length <= 40 && !spare && !LIKE.test(listed)) {
      remark(listed);
      rest = rest.slice(0, rest.length - listed.length).replace(/\s+who\s*$/u, "");
    }
    // "saddler by trade, I make and repair leather saddles and bridles by hand": the trade, then its work in their
    // words, a line of theirs when short, no list of hobbies.
    const trade = /^([^,]{2,40}),\s+i\s+(?!(?:love|like|enjoy|adore|am|m|work|do)\b)(\p{L}+\s.+)$/iu.exec(rest);
    // "hockey mom from Ontario, I sharpen skates at our local rink": a mom is who she is, and the doing her trade.
    const who = trade?.[1]!.replace(/\s+by\s+trade$/iu, "") ?? "";
    if (trade && !LIKE.test(trade[2]!) && !PERSON_TRAIT.test(who.split(PREPOSITION)[0]!) && isPerson(tag(who))) {
      const said = `I ${trade[2]!}`;
      if (said.length <= 40) remark(said);
      rest = trade[1]!;
    }
    const clauses = rest
      .split(CLAUSES)
      // "mostly skateboarding and drawing in my sketchbook": the doings.
      .map((clause) => clause.replace(/^\s*(?:mostly|mainly)\s+(?=\p{L}{3,}ing\b)/iu, ""))
      // "3rd yr speech and language therapy student": one subject, whose year runs past a trade's five words (round 141).
      .map((clause) =>
        clause.replace(/^\s*\d\p{L}*\s+(?:yr|year)\s+(?=\p{L}+\s+and\s+(?:\p{L}+\s+){1,2}student\b)/iu, ""),
      )
      .flatMap((clause) =>
        findRole(clause)?.names.some((name) => name.includes(" and ")) === true ||
        /^(?:i\s+)?(?:run|own)\s/iu.test(clause) ||
        /^\p{L}+\s+and\s+(?:\p{L}+\s+){1,2}student(?:\s+(?:in|at)\s.*)?$/iu.test(clause) ||
        // "Toon fan through thick and thin": one saying, not two things (round 140: "Toon fan through thick").
        /\b(?:thick\s+and\s+thin|born\s+and\s+bred|through\s+and\s+through|rock\s+and\s+roll|fish\s+and\s+chips|bread\s+and\s+butter|on\s+and\s+off|back\s+and\s+forth|and\s+counting)\b/iu.test(
          clause,
        ) ||
        /\sis\s+(?:basically|literally|practically)\s/iu.test(clause) ||
        /^(?:so\s+)?(?:basically|mostly|essentially|pretty\s+much)\s+an?\s|^mostly\s.+\bthe\s+odd\s/iu.test(clause) ||
        oneTrade(clause) ||
        // "I pick the ash and shape every hurl by hand": two doings of the trade named, one line of theirs.
        (Boolean(explicit || implicit) &&
          clause.length <= MAX_PHRASE_LENGTH &&
          /^i\s+\p{Ll}+\s[^,]*\sand\s+(?!i\s)\p{Ll}+\s/iu.test(clause) &&
          !LIKE.test(clause) &&
          isBareVerb(tag(clause)[1]))
          ? [clause]
          : // "birdwatching and a slow restoration of an old car": a new thing after "and" starts with its article.
            clause.split(
              // "taking x-rays and scans all day and telling people to hold still", "make my own cider and camping with
              // the kids": two doings.
              ["Infinitive", "Imperative", "Gerund"].some((name) => has(tag(clause)[0], name)) &&
                PREPOSITION.test(clause)
                ? /\s+(?:and|or)\s+(?=(?:\p{Ll}+ing|run|do|play|sing|chair|bake|make|grow|keep|walk|cook|paint|knit|tell)\s)/u
                : PREPOSITION.test(clause)
                  ? /(?<=\b(?:mum|mom|dad|mother|father|parent)(?:\s+of\s+\S+)?|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\s+and\s+|\s+and\s+(?=(?:an?|the|my)\s|(?:proud\s+)?(?:mum|mom|dad|mother|father|parent|aunt|auntie|aunty|uncle)\b)/iu
                  : // "train journeys & pastries" are two, a "nail tech & lash artist" one.
                    / & /u.test(clause) && !isPerson(tag(clause))
                    ? /\s+(?:and|&)\s+/iu
                    : /\s+and\s+|\s+or\s+(?=\p{Ll}+ing\b)/iu,
            ),
      );
    // "skateboarding after work, drum and bass, and fifa": a thing the base names with "and" is one, split or not.
    for (let at = clauses.length - 2; at >= 0; at -= 1)
      if (namesInterest(`${clauses[at]!.trim()} and ${clauses[at + 1]!.trim()}`))
        clauses.splice(at, 2, `${clauses[at]!.trim()} and ${clauses[at + 1]!.trim()}`);
    const [interestsBefore, traitsBefore, roleBefore] = [interests.length, personality.length, explicit || implicit];
    // "a court stenographer who types faster than most people talk": what they do, said of them, a line of theirs.
    // Not "Mom of one teenager who thinks I'm uncool": that who is someone else.
    const whoDoes = /(?<!\band)\swho\s+(\p{Ll}+s\s(?![^,]*\b(?:i|i['’]m|me|my)\b)[^,]+)$/iu.exec(rest)?.[1]?.trim();
    let remarkBefore = false;
    let workPlaces = false;
    // "Radiographer in Glasgow, taking x-rays and scans all day", "saddler by trade, I make and repair saddles and
    // bridles by hand", "I spend my days on trails, fixing signs": after the work is named, the doings of the same
    // sentence are that work, no hobby; a short one whole is a line of theirs.
    let atWork = false;
    // "I keep the costumes alive through 8 shows a week, mending, washing": a doing that names nothing they love,
    // once the work is known, is the work too.
    let doneAtWork = false;
    let doneBefore = false;
    let interestsThen = 0;
    for (const raw of clauses) {
      let clause = raw.trim();
      // "do jigsaws with the grandkids": the jigsaws.
      // "do cabaret the rest of the year": the cabaret; not "do nights", "do the crossword".
      clause = clause
        .replace(CLAUSE_ASIDES, "")
        .replace(
          /^do\s+(?!(?:it|that|this|the|a|an|my|what|some|nothing|everything|anything|nights|days|weekends|lates|shifts)\b)(?=\p{L})/iu,
          "",
        );
      if (clause === "" || INSTRUCTION.test(clause) || /^(?:i|also|really|sorry)$/iu.test(clause)) continue;
      // "Aussie, 23": where they are from, alone, is no thing they love ("Aussie fan", round 112).
      if (/^\p{Lu}\p{Ll}+$/u.test(clause) && has(tag(clause)[0], "Demonym")) continue;
      // "On mat leave from my job in the council planning office with my first baby": where they are and from what, a
      // line of theirs.
      const leave = LEAVE.exec(clause);
      if (leave) {
        const from = `${leave[1]} from ${leave[2]}`;
        remark(leave[2] && from.length <= MAX_PHRASE_LENGTH ? from : leave[1]!);
        continue;
      }
      // "watching my two kids play hockey the rest of the time": a line of theirs; the kids play, not they.
      const watching =
        /^watching\s+(?:my|our)\s+(?:\S+\s+)?(?:kids|children|sons?|daughters?|boys|girls|grandkids)\s+play(?:ing)?\s+\p{L}+$/iu.exec(
          clause.replace(CLOCK, ""),
        );
      if (watching && remark(watching[0])) continue;
      // "trainee tailor … learning to cut a suit properly": what the work is teaching them, a line of theirs.
      if ((explicit || implicit) && /^learning\s+to\s+(?!play\b)\p{L}+\s/iu.test(clause) && remark(clause)) continue;
      // "my son who has autism", "two teenagers who think im embarrassing": said of someone else, nothing of theirs.
      if (/^(?:has|is|are|was|were)\s/iu.test(clause) && /\swho\s*$/iu.test(rest.slice(0, rest.indexOf(raw)))) continue;
      atWork ||= (explicit || implicit) !== roleBefore;
      doneAtWork ||= doneBefore && interests.length === interestsThen && Boolean(explicit || implicit);
      doneBefore = /^i\s/iu.test(clause) && !LIKE.test(clause);
      interestsThen = interests.length;
      // "I braze steel frames made to measure, one at a time, in my workshop": how and where of the work (round 146).
      if (doneAtWork && /^(?:one\s+at\s+a\s+time|by\s+hand|(?:in|at|from)\s+(?:my|our|the|a)\s+\p{L}+)$/iu.test(clause))
        continue;
      // "spend my life up ladders in the dark": the work, in the words a copywriter would keep.
      if (
        /^(?:so\s+)?(?:i\s+)?spend\s+(?:(?:my|most\s+of\s+my|all)\s+(?:days?|life)|a\s+lot\s+of\s+time)\b/iu.test(
          clause,
        ) &&
        (explicit || implicit)
      ) {
        atWork = true;
        // Not "spend my days asking 'better one or two": a quote cut at its question mark.
        // "so I spend a lot of time 80m up in the air off the Norfolk coast": where, when the whole is too long.
        const said = clause.replace(/^(?:so\s+)?i\s+/iu, "");
        const where = said.replace(/^spend\s+a\s+lot\s+of\s+time\s+/iu, "");
        if (!/\s['"‘“]/u.test(clause)) remark(said.length <= MAX_PHRASE_LENGTH ? said : where);
        continue;
      }
      // "I have two ferrets", "got a whippet": what they have is what they love.
      // "I have a whippet called Flake" is a line of theirs, or else the whippet.
      // "have done for 30 odd years": how long, said of the work; nothing owned.
      const owned =
        /^(?:i\s+)?(?:have|got|['’]ve\s+got)\s+(?!done$|been\b)(\S+(?:\s+\S+){0,3}(?:\s+called\s+\S+)?)$/iu.exec(
          clause,
        )?.[1];
      if (owned) {
        const byName = /\scalled\s/iu.test(owned) && !spare && /^i\s/iu.test(clause);
        if (!(byName && remark(`I${clause.slice(1)}`))) addInterests(owned.replace(/\s+called\s.*$/iu, ""));
        continue;
      }
      const workDoing =
        ((atWork && /^\p{L}+ing\b/iu.test(clause)) ||
          // "i do trail running at weekends" says its own doing: no participle of the work.
          (doneAtWork &&
            !/^i\s/iu.test(clause) &&
            tag(clause).some((term) => has(term, "Gerund") || /^\p{L}+ing$/iu.test(term.text)))) &&
        !LIKE.test(clause) &&
        findInterest(clause) === undefined &&
        !namesInterest(clause.split(" ")[0]!);
      if (workDoing) {
        // "looking after penguins at a zoo in the UK": the doing, without where, when the whole is too long.
        const short =
          clause.length <= 40 ? clause : clause.replace(/\s+(?:at|in|on|for)\s+(?:a|an|the|my|our)\s.*$/iu, "");
        if (/^\p{L}+ing\s/iu.test(short) && [3, 4, 5, 6, 7, 8].includes(words(short)) && short.length <= 40)
          remark(short);
        continue;
      }
      // "havent found gold yet but plenty of ring pulls": the rest of a remark, no thing they love.
      if (remarkBefore && /^(?:plenty|lots|loads)\s+of\s/iu.test(clause)) continue;
      // "piano tuner, mostly schools, churches and the odd concert hall": where the work goes, no hobby.
      workPlaces ||=
        Boolean(explicit || implicit) &&
        /^mostly\s+(?!(?:nights|days|weekends|lates|evenings|mornings)$)\p{L}+s$/iu.test(clause) &&
        !findInterest(clause);
      if (workPlaces && words(clause) <= 4 && !findInterest(clause) && !/^i\s/iu.test(clause)) continue;
      // "mostly in old churches" after the trade: where the work goes. "mice rats wasps the lot": what it takes in,
      // a line of theirs.
      if ((explicit || implicit) && /^(?:mostly\s+)?(?:in|for|at|on)\s+(?:old\s+)?\p{L}+s$/iu.test(clause)) continue;
      const lot = /^(\p{L}+)\s+(\p{L}+)\s+(\p{L}+)\s+the\s+lot$/iu.exec(clause);
      if (lot && (explicit || implicit)) {
        remark(`${lot[1]}, ${lot[2]}, ${lot[3]}, the lot`);
        continue;
      }
      // "less patient with roundabouts", "looking for something new", "ps5 when my daughter lets me have the telly",
      // "hard graft all week": how they are or what they are after, a line of theirs, no thing they love.
      if (/^(?:less|more|not\s+(?:so|as|very))\s+\p{L}+\s+(?:with|about|at|in|on|around)\s/iu.test(clause)) {
        add(personality, clause, MAX_PERSONALITY);
        continue;
      }
      if (
        /^(?:and\s+)?(?:i['’]?m\s+|im\s+)?(?:definitely\s+|definately\s+|defo\s+|still\s+)?looking\s+for\s+(?:something|a\s+new|new|work|a\s+job|the\s+next|my\s+next)\b/iu.test(
          clause,
        )
      ) {
        add(personality, clause.replace(/^(?:and\s+)?(?:i['’]?m\s+|im\s+)?/iu, ""), MAX_PERSONALITY);
        continue;
      }
      if (
        /^(?:\S+(?:\s+\S+)?\s+(?:when|if|whenever)\s+(?:my|the|our)\s+\p{L}+\s+lets?\s+me\s|hard\s+graft\b)/iu.test(
          clause,
        )
      ) {
        remark(clause);
        continue;
      }
      // "I will talk your ear off about the Tudors if you let me", "fake brick walls are my speciality", "Aussie in
      // London": what they say of themselves, a line of theirs.
      const ear = EAR_OFF.exec(clause);
      if (
        ear ||
        /\s(?:is|are)\s+my\s+special(?:i)?ty$/iu.test(clause) ||
        (/^\p{Lu}\p{Ll}+\s+in\s+\p{Lu}\p{Ll}+$/u.test(clause) && has(tag(clause)[0], "Demonym"))
      ) {
        if (!remark(clause.replace(EAR_OFF_TAIL, "")) && ear) addInterests(ear[1]!);
        continue;
      }
      // "Grandad of five, they keep me young": who keeps them so is the one just said.
      const kept = /^(?:they|he|she)\s+keeps?\s+me\s+(?:young|sane|busy|going|grounded|smiling|on\s+my\s+toes)$/iu;
      if (kept.test(clause)) {
        const before = personality.at(-1);
        const joined = `${before}, ${clause}`;
        if (before !== undefined && rest.includes(joined) && joined.length <= MAX_PHRASE_LENGTH)
          personality[personality.length - 1] = joined;
        else remark(clause);
        continue;
      }
      // "My rescue greyhound Bryn keeps me walking every day", "Gardening keeps me sane": a line of theirs.
      const keeper = clause.replace(CLOCK, "");
      if (/^(?:my\s+)?(?:[\p{L}'’]+\s+){1,4}keeps?\s+me\s+\p{L}+$/iu.test(keeper) && remark(keeper)) continue;
      // "We make maple syrup …, 3rd generation": how long the trade has been theirs, no thing loved. (Said in the
      // role, it made one too long to open more than one bio of three.)
      if (/^(?:\d(?:st|nd|rd|th)|second|third|fourth|fifth)\s+generation$/iu.test(clause)) continue;
      // "not much else tbh", "best job ever": nothing more said.
      if (/^not\s+much\s+else\b|^best\s+\p{L}+\s+ever$/iu.test(clause)) continue;
      remarkBefore = REMARK.test(clause);
      // Not "who spends weekends fly fishing": where the time goes names their interests.
      const said =
        clause === whoDoes && !spare && clause.length <= 40 && !/^spends\b/iu.test(clause) && !SCHEDULE.test(clause);
      if (said && (explicit || implicit) && !LIKE.test(clause)) {
        remark(clause);
        continue;
      }
      // "nights stacking shelves at the supermarket": the job, by its doing, and when.
      const shift = /^(nights|days|weekends|lates)\s+(\p{L}+ing)\s+(.+)$/iu.exec(clause);
      const shifted = shift && roleFromActivity(`${infinitiveOf(shift[2]!)} ${shift[3]}`);
      if (shifted) {
        person(shifted, true, /^(?:nights|lates)$/iu.test(shift[1]!));
        continue;
      }
      const schedule = SCHEDULE.exec(clause);
      const nights = /^(?:night|(?:the\s+)?(?:late|night)\s)/iu.test(
        schedule?.[1] ?? schedule?.[2] ?? schedule?.[3] ?? "",
      );
      if (schedule) {
        clause = clause
          .replace(SCHEDULE, " ")
          // "I work nights as a nurse" leaves "I as a nurse"; "I run a stall on weekends" keeps its doer.
          .replace(/^\s*i\s+(?=(?:as|an?|the)\s)|^\s*i\s*$/iu, "")
          // "I work nights at a care home" names the job by its place.
          .replace(/^\s*i\s+(?=(?:at|in|on)\s+(?:a|an|the)\s)/iu, "work ")
          .replace(/\s+/gu, " ")
          .trim();
      }
      // "I'm the one cracking jokes at the tea break", "stripes have to be perfect", "Mud is basically my skincare
      // routine", "Spring is our crazy season": what they say of themselves, a line of theirs.
      const season = /^(\p{L}+)\s+is\s+(?:our|my)\s+\p{L}+(?:\s+\p{L}+)?$/iu.exec(clause)?.[1];
      if (
        /^(?:i['’]?m|i am)\s+the\s+one\s|^\p{L}+(?:\s+\p{L}+)?\s+(?:have|has)\s+to\s+be\s|\sis\s+(?:basically|literally|practically)\s|\sare\s+honestly\s/iu.test(
          clause,
        ) ||
        (season !== undefined && findInterest(season) === undefined)
      ) {
        remark(clause.replace(/^(?:i['’]?m|i am)\s+/iu, ""));
        continue;
      }
      // "Football is my life": a thing loved, said so.
      if (season !== undefined) {
        addInterests(season);
        continue;
      }
      // "Heart of gold, mouth of a sailor": a way of being, said of a part of them.
      if (
        /^(?:heart|mouth|head|nerves|memory|patience|hands|legs)\s+of\s+(?:an?\s+)?\p{L}+(?:\s+\p{L}+)?$/iu.test(clause)
      ) {
        add(personality, clause, MAX_PERSONALITY);
        continue;
      }
      // "a bit chaotic", "bit of an overthinker", "kind of shy": a way of being, hedged.
      const hedged =
        /^(?:(?:i['’]?m|i am)\s+)?(?:(?:a\s+)?(?:bit|little|tad|kind|sort)|not much)\s+(?:of\s+(?:an?\s+)?)?\S/iu;
      if (hedged.test(clause) && findRole(clause) === undefined) {
        add(personality, clause.replace(/^(?:i['’]?m|i am)\s+/iu, ""), MAX_PERSONALITY);
        continue;
      }
      // "Just a cold water swimmer" is who they are; "just a nurse" names the job, "can't cook" none.
      // "I still dance every Tuesday at the village hall": said of themselves, as without the "I".
      if (
        REMARK.test(clause.replace(/^i\s+(?=(?:still|always|never)\s)/iu, "")) &&
        (/^(?:can['’]?t|cannot|never|don['’]?t)\b/iu.test(clause) ||
          !findRole(clause.replace(/^just\s+(?:an?\s+)?/iu, "")))
      ) {
        // "Just a cold water swimmer" heads a list as "Cold water swimmer", not "Just a cold water swimmer · …".
        remark(clause.replace(/^just\s+an?\s+(?=\S+\s+\S)/iu, ""));
        continue;
      }
      // "mostly a taxi service and fridge restocker": a mum of teenagers' joke, not her job.
      const joke = /^(?:so\s+)?(?:basically|mostly|essentially|pretty\s+much)\s+((?:an?|\d+)\s.+)$/iu.exec(clause)?.[1];
      if (joke) {
        remark(joke);
        continue;
      }
      clause = clause.replace(/^just\s+(?=an?\s)/iu, "");
      // "work in a phone shop" names a job by its place; "retired last year after 38 years as a postman" by its past.
      const place =
        /^(?:i\s+)?(?:works?\s+(?:on\s+the\s+\S+(?:\s+counter)?\s+)?|(?:night|day|early|late)\s+shifts?\s+)(?:in|at|on)\s+(?:a|an|the)\s+(?:independent\s+|local\s+|little\s+|small\s+)?(\S+(?:\s+\S+){0,2}?)((?:\s+(?:in|near|on)\s+(?:the\s+)?\p{L}+(?:\s+\p{L}+)?){1,2})?(?:\s+and\s.*)?$/iu
          .exec(clause)
          ?.slice(1, 3)
          .join("");
      const past =
        /^(?:i\s+)?(?:am\s+|'m\s+)?retired\b.*?\bas\s+an?\s+(\S+(?:\s+\S+)?)$/iu.exec(clause)?.[1] ??
        // "was a lollipop lady for 31 years": a trade of the past, retired from.
        (/^(?:i\s+)?was\s+an?\s+(.+)$/iu.exec(clause)?.[1]?.match(/^(?:\S+\s+){0,3}\S+$/u) &&
        findRole(clause.replace(/^(?:i\s+)?was\s+an?\s+/iu, ""))
          ? clause.replace(/^(?:i\s+)?was\s+an?\s+/iu, "")
          : undefined);
      // "work on the car parts counter": the counter's worker.
      const counter = /^(?:i\s+)?works?\s+on\s+the\s+((?:\S+\s+){1,2}counter)$/iu.exec(clause)?.[1];
      if (counter) {
        person(`${counter} worker`, true, nights);
        continue;
      }
      const post = /(?:^|\s)(?:work\s+)?on\s+(?:the\s+)?(reception|front desk|tills|checkouts|door)\b/iu.exec(
        clause,
      )?.[1];
      // "back at college at 40 doing an access course": a student, and a mature one.
      // "Retired lighthouse keeper": a trade the base may not know, named by its doer.
      if (/^retired\s+(?:\p{L}+\s+){0,3}\p{L}+(?:er|or|ist|man|ian)$/iu.test(clause)) {
        person(clause, true, false);
        continue;
      }
      if (/\bback\s+(?:at|to)\s+(?:college|uni|university)\b/iu.test(clause)) {
        const subject = /\b(?:doing|studying)\s+(?!(?:an?|the|my)\s)(\p{L}[\p{L} ]{2,30}?)(?=\s+(?:in|at)\s|$)/iu.exec(
          clause,
        )?.[1];
        person(subject ? `${subject} student` : "mature student", true, nights);
        continue;
      }
      if (place || past || post) {
        // "night shifts at a petrol station": the job, worked by night.
        const late = nights || /^night\s/iu.test(clause);
        person(
          place
            ? place.replace(/^(\S+(?:\s+\S+){0,2}?)(?=\s+(?:in|near|on)\s|$)/u, "$1 worker")
            : post
              ? POSTS[post.toLowerCase()]!
              : `retired ${past!}`,
          true,
          late,
        );
        continue;
      }
      clause = clause.replace(/\s+(?:by trade|on the side)$/iu, "");
      const cue = /^(?:i['’]?m|i am|im)\s+an?\s|^(?:i\s+)?(?:work|working)\s+as\s|^as\s+an?\s/iu.test(clause);
      clause = clause
        .replace(INTRO, "")
        .replace(/^as\s+an?\s+/iu, "")
        .trim();
      if (clause === "" && nights) add(personality, "night shift", MAX_PERSONALITY);
      // "not working at the moment", "no job rn", "got made redundant": between jobs, as the base says it ("Not
      // working, not looking" is not).
      if (
        /^(?:not working|between jobs|unemployed|out of work|no job(?!\s+title))\b(?!.*\bnot looking)|\bmade\s+redundant\b/iu.test(
          clause,
        )
      ) {
        idle = true;
        continue;
      }
      // An age ("i'm 17"), where they live ("based in Manchester"), "always running late" or "nothing fazes me" is
      // no interest of theirs, and reads as no trait either once in a bio.
      const aside =
        /^(?:\d+(?:\s+and)?|(?:\d+(?:st|nd|rd|th)|first|second|third|final|last)\s+year|told|(?:have|did|do)\s+you\b.*|(?:the\s+)?lot|every\s.*|(?:spent|been)\b.*|not\s+defined\b.*|(?:(?:the|a) )?(?:guy|one|person)|(?:\p{L}+\s+)?(?:now\s+)?(?:based|living) in\b.*|now\s+in\s.*|(?:summers|winters|evenings|mornings)|(?:mostly\s+)?in\s+(?:the\s+)?(?:winter|summer|spring|autumn)|originally\s+from\b.*|(?:\d+\s+and\s+)?retired(?:\s+now)?|off\s+the\s+clock|addict|lover|fan|junkie|enthusiast|.*\s(?:me|it|years|yrs|hours|weeks))$/iu;
      if (aside.test(clause) && !isTraitPhrase(tag(clause))) continue;
      if (clause === "") continue;
      // "english lit student": a name of the base's for a role is that role, however the library tags "lit".
      if (words(clause) > 1 && findRole(clause)?.names.includes(clause.toLowerCase())) {
        person(clause, cue, nights);
        continue;
      }
      const fan = fanOfWhat(clause);
      if (fan) {
        add(interests, fan, MAX_INTERESTS);
        continue;
      }
      const terms = tag(clause);
      if (terms.length === 0) continue;
      // "15 yrs on the tools": a clause opening on a preposition names no one; only what the base knows of it.
      if (has(terms[0], "Preposition")) {
        const before = interests.length;
        addFound(clause);
        // "out in all weathers", "on my feet all day": where they are, a line of theirs when it names nothing else.
        // "Out at 4am clearing roads all winter": a time of day may be in it.
        // "Out on the boat since I was 14": since when, too (round 164).
        const said = clause.replace(/\b\d{1,2}(?:[:.]\d{2})?\s*[ap]m\b|\bsince\s+i\s+was\s+\d{1,2}$/giu, "");
        if (interests.length === before && words(said) >= 3 && words(clause) <= 8 && !/\d/u.test(said)) remark(clause);
        continue;
      }
      // "I teach piano", "these days i garden": what they do, said with a verb.
      // "I always deliver on time": an adverb may stand between.
      const verbAt = (index: number): number => (has(terms[index], "Adverb") ? index + 1 : index);
      const at = terms.findIndex(
        (term, index) =>
          index <= 2 &&
          // "IT helpdesk": a word in capitals is an acronym, whatever pronoun it spells.
          has(term, "Pronoun") &&
          !/^\p{Lu}{2,}$/u.test(term.text) &&
          has(terms[verbAt(index + 1)], "Verb") &&
          // "quiet until I've had my coffee" is a way of being, not a doing.
          !terms.slice(0, index).some((before) => has(before, "Preposition") || has(before, "Adjective")),
      );
      const does = at >= 0;
      const done = terms.slice(at + 1).map((term) => term.text);
      // "I teach piano" is a job; "I bake sourdough" may well be a hobby, unless it is done for a living.
      const living = /\bfor\s+a\s+living\b/iu.test(clause);
      const work =
        does && (living || !/^(?:make|makes|bake|bakes|build|builds)$/iu.test(done[0] ?? "")) && !LEISURE.test(clause);
      const made = work ? roleFromActivity(done.join(" ")) : undefined;
      // "I make stained glass panels": a maker, unless the job is said elsewhere.
      // "I make my own hot sauce" is a pastime.
      const maker =
        !work &&
        /^(?:makes?|builds?)$/iu.test(done[0] ?? "") &&
        !/^(?:a\s+mean|the\s+best|my\s+own)\s/iu.test(done.slice(1).join(" "))
          ? (roleFromActivity(done.join(" ")) ?? "")
          : "";
      // "I build violins by hand in a small workshop in my garden": the trade, not the garden it is done in.
      if (maker && /^builds?$/iu.test(done[0]!) && !madeThing && !explicit && !implicit) {
        madeThing = maker;
        continue;
      }
      madeThing ||= maker;
      // "illustrator … I draw a lot of cats because I own three of them": the trade named, its doing is a line of theirs.
      // "cartographer. i draw maps for a living and still get lost in tesco": so too with another name for the trade.
      const trade = ` ${explicit || implicit}`.toLowerCase();
      if (made && /^i\s/iu.test(clause) && (explicit || implicit)) {
        const said = `I${clause.slice(1)}`;
        const same = trade.endsWith(` ${made.split(" ").at(-1)!.toLowerCase()}`);
        remark(same ? said : said.replace(/\s+for\s+a\s+living\b/iu, ""));
        continue;
      }
      if (made) {
        // "Bid writer by day - I write tenders": a trade said as a doing does not outrank one named.
        person(made, false, nights);
        continue;
      }
      if (does) {
        // "I keep the costumes alive": keeping something going is work, not a keeper's pastime.
        if (
          /^keeps?$/iu.test(done[0] ?? "") &&
          /^(?:the|my|our|their|everyone['’]?s)\s+\p{L}+\s+(?:alive|going|running|clean|safe|together)\b/iu.test(
            done.slice(1).join(" "),
          )
        ) {
          doneAtWork = true;
          continue;
        }
        // "I do sea swimming all year round", "I do the crossword every morning": a pastime done.
        const practised = done
          .slice(1)
          .join(" ")
          .split(/\s(?:before|after|when|while)\s/iu)[0]!
          .replace(CLOCK, "")
          .replace(/^the\s+/iu, "");
        if (
          /^(?:do|does)$/iu.test(done[0] ?? "") &&
          practised &&
          findInterest(practised) &&
          !DOES[practised.toLowerCase()]
        ) {
          addInterests(practised);
          continue;
        }
        // "I cook a mean jollof": a boast, a line of theirs.
        if (/^(?:make|do|cook|bake)s?\s+(?:a\s+mean|the\s+best)\s/iu.test(done.join(" "))) {
          remark(clause);
          continue;
        }
        // "I spend my time on my allotment": what is done, not the time it takes.
        const object = done.slice(1).join(" ");
        // "I cycle the Dales at weekends": done in their own time, the doing and its thing.
        if (LEISURE.test(clause) && words(object.replace(LEISURE, "")) <= 3 && !/^(?:draw|paint)/iu.test(done[0]!)) {
          addInterests(`${gerundOf(done[0]!)} ${object.replace(LEISURE, "").trim()}`.trim());
          continue;
        }
        // "i skate most days after college": the doing is the pastime; when is no part of it.
        if (
          /^(?:(?:most|every|some)\s+(?:days|nights|evenings|weekends|mornings)|(?:at|on)\s+weekends)(?:\s+after\s+\S+)?$/iu.test(
            object,
          ) ||
          (object !== "" && ` ${object}`.replace(CLOCK, "") === "")
        ) {
          addInterests(gerundOf(done[0]!));
          continue;
        }
        // After the job, "I fix knees" or "I fix what others won't touch" is the work; a hobby is one the base knows.
        if (/^(?:what|whatever|anything|everything)\b/iu.test(object)) continue;
        // "I knit for the whole family whether they like it or not": the pastime, and what they say of it.
        const pastime = gerundOf(done[0] ?? "");
        if (/^(?:for|with)\s/iu.test(object) && namesInterest(pastime)) {
          add(interests, pastime, MAX_INTERESTS);
          if (/^i\s/iu.test(clause)) remark(`I${clause.slice(1).split(/\s+(?:whether|if|when|because)\s/iu)[0]}`);
          continue;
        }
        if (object && (explicit || implicit) && !findInterest(object)) {
          // "I fix knees", "I make swords clang and doors creak": the work in their own words, a line of theirs.
          const work =
            (!(AGENTS_HOBBY.test(done[0] ?? "") || DOING_HOBBY.test(done[0] ?? "")) ||
              words(DOING_HOBBY.test(done[0] ?? "") ? object.split(PREPOSITION)[0]! : object) > 3) &&
            !LEISURE.test(clause);
          // "yes i lick rocks to see the minerals": the "yes" answers a question no one in the bio asked.
          const mine = clause.replace(/^(?:yes|so|and|honestly)[\s,]+(?=i\s)/iu, "");
          if (work && /^i\s/iu.test(mine)) remark(`I${mine.slice(1)}`);
          // "I climb trees for a living" is the work, which the description's lines say; no hobby.
          if (work || living) {
            // The sentence's participles are this work.
            doneAtWork = true;
            continue;
          }
        }
        // "i garden", "we homeschool": the doing itself, but "i graft", "I hope" are how, not what; "fix up" keeps "up".
        const phrasal = /^(?:up|out|off|down|back)$/iu.test(done[1] ?? "");
        // "I knit tiny hats for the neonatal unit", "i climb rocks": the doing and its thing ("rocks" alone is music).
        const named =
          namesInterest(gerundOf(done[0]!)) && !/^(?:when|whenever|while|if|because|as|to)\b/iu.test(object);
        if (PREPOSITION.test(` ${object} `) && DOING_HOBBY.test(done[0]!)) addFound(`${gerundOf(done[0]!)} ${object}`);
        else if (PREPOSITION.test(` ${object} `) && !phrasal) addFound(object);
        else if (done.length > 1)
          addInterests(
            DOING_HOBBY.test(done[0]!) || named || phrasal || LEISURE.test(clause)
              ? `${gerundOf(done[0]!)} ${object}`
              : object,
          );
        // "i garden", "we homeschool", but "i graft", "I hope", "I floss" are how, not what.
        else if (
          !/^(?:graft|grafts|hustle|hustles|cope|copes|hope|think|guess|reckon|suppose|floss|flosses)$/iu.test(
            done[0] ?? "",
          )
        )
          addInterests(gerundOf(done[0] ?? ""));
        continue;
      }
      const known = findRole(clause);
      const knownTrait = findTrait(clause);
      // "Pretty laid back": describing words, the library's past tense among them; not a role ("Paramedic").
      const describing = (term: Tagged): boolean =>
        ["Adjective", "Adverb", "Copula", "Conjunction", "PastTense"].some((name) => has(term, name));
      // A lone "mostly" or "slightly" says nothing; "Bubbly", which the library reads as an adverb, is a trait.
      // "driven", "relaxed", but not "felt" (the fabric, in a list of a maker's things).
      const described =
        terms.some((term) => has(term, "Adjective") || (has(term, "PastTense") && /(?:ed|en)$/iu.test(term.text))) ||
        knownTrait;
      if (terms.every(describing) && known === undefined) {
        if (described) for (const trait of clause.split(/\s+(?:and|&)\s+/iu)) add(personality, trait, MAX_PERSONALITY);
        continue;
      }
      // "Trying my best", "raising my two boys": how they are getting on, said as they said it.
      // "pretty chill", "no nonsense": a trait the base knows, however it is tagged.
      const trait =
        (isTraitPhrase(terms) && known === undefined) ||
        (has(terms[0], "Gerund") &&
          has(terms[1], "Possessive") &&
          // "walking my two spaniels" is a pastime, "raising my two boys" how they are.
          !namesInterest(terms[0]!.text) &&
          findInterest(clause.replace(/^\S+\s+\S+\s+(?:(?:\d+|one|two|three|four|five)\s+)?/iu, "")) === undefined) ||
        (words(clause) <= 3 &&
          knownTrait !== undefined &&
          known === undefined &&
          !has(terms.at(-1), "Plural") &&
          // "pint of mild": a drink the base names, no mild manner (round 161: "I deliver hard news softly").
          !namesInterest(clause));
      const named = clause.replace(
        /\s(?:of|to|with|under|for|in|at|from)\s(?:(?!\s(?:of|to|with|under|for|in|at|from)\s).)*$/iu,
        "",
      );
      // "Man of few words": a man, said of himself, is who he is; "my wife Maureen's brown bread" is hers.
      const self =
        (PERSON_TRAIT.test(named) || /^(?:a\s+)?(?:man|woman)$/iu.test(named)) && !/\p{L}['’]s\s/u.test(named);
      if ((self || QUALITY.test(clause) || trait) && !cue) {
        add(personality, clause, MAX_PERSONALITY);
        continue;
      }
      // "Etsy shop owner making handmade candles": the role is what they make.
      // "Software engineer working remotely": the library reads some -ing words after a person as nouns.
      const gerundAt = terms.findIndex(
        (term, index) =>
          index > 0 &&
          // "a sheltered housing scheme": a thing described, no doing.
          !["Adjective", "PastTense"].some((name) => has(terms[index - 1], name)) &&
          (has(term, "Gerund") ||
            (/ing$/iu.test(term.text) && has(terms[index - 1], "Actor") && !has(terms[index + 1], "Noun"))),
      );
      const head = gerundAt > 0 ? terms.slice(0, gerundAt) : terms;
      // "a good listener", "Quiet bloke": a describing word on a person the base knows no trade for is who they are.
      const headText = head.map((term) => term.text).join(" ");
      // The person's own words, before any preposition: "a good listener", not "cellist in a string quartet".
      const stop = head.findIndex((term, index) => index > 0 && has(term, "Preposition"));
      const own = stop > 0 ? head.slice(0, stop) : head;
      const describer = own.find((term) => !has(term, "Determiner"));
      const adorned =
        own.length >= 2 &&
        has(describer, "Adjective") &&
        describer !== own.at(-1) &&
        !/^(?:retired|former)$/iu.test(describer!.text);
      if (!cue && gerundAt < 0 && findRole(headText) === undefined && adorned && isPerson(head)) {
        add(personality, clause, MAX_PERSONALITY);
        continue;
      }
      // "hockey dad, trail runner, crossword nerd": the doer of a pastime the base knows, said with no cue, is the pastime
      // and no trade (round 136: "Trail runner, 41, Hamilton Ontario" for a reporter between jobs).
      const doer = /^(?:\p{L}+\s+)?\p{L}+(?:er|ist)$/iu.test(clause) && isPerson(head);
      if (!cue && doer && findRole(headText) === undefined && findInterest(clause) !== undefined) {
        add(interests, clause, MAX_INTERESTS);
        continue;
      }
      if (cue || isPerson(head)) {
        const activity =
          gerundAt > 0
            ? terms
                .slice(gerundAt)
                .map((term) => term.text)
                .join(" ")
            : "";
        // "I'm a glassblower in a little studio making vases": the trade as they name it, and what they make a
        // line of theirs; "Etsy shop owner making handmade candles" is a candle maker.
        const trade = own.map((term) => term.text).join(" ");
        if (cue && activity && own.length <= 2 && isPerson(own) && !/\s(?:owner|founder)$/iu.test(trade)) {
          person(trade, cue, nights);
          if (activity.length <= 40) remark(activity);
          continue;
        }
        const made = activity ? roleFromActivity(activity) : undefined;
        if (made && /\s(?:owner|founder)$/iu.test(headText))
          add(interests, headText.replace(/\s+(?:owner|founder)$/iu, ""), MAX_INTERESTS);
        // "studying coral bleaching" names a subject they follow; "capturing weddings" is the work itself.
        if (!made && /^(?:studying|researching|learning)\s/iu.test(activity))
          add(interests, activity.replace(/^\S+\s*/u, ""), MAX_INTERESTS);
        person(made ?? (gerundAt > 0 ? headText : clause), cue, nights);
        continue;
      }
      // "cry at every ceremony", "walk the dog twice a day": a habit, whose things the base may know ("dog");
      // "Rock climbing" and "travel" open on words the library may also read as verbs.
      const lead = terms.findIndex((term) => !has(term, "Adverb"));
      const object = terms[lead + 1];
      const habit = ["Determiner", "Preposition", "Possessive", "Pronoun", "Adjective"].some((name) =>
        has(object, name),
      );
      if (
        isBareVerb(terms[lead]) &&
        DOING_HOBBY.test(terms[lead]!.text) &&
        terms.length > lead + 1 &&
        // "keep myself to myself" is a way of being.
        !has(terms[lead + 1], "Pronoun")
      ) {
        addInterests(
          `${gerundOf(terms[lead]!.text)} ${clause
            .split(/\s+/u)
            .slice(lead + 1)
            .join(" ")}`,
        );
        continue;
      }
      // "Snowboard every spare minute": the doing, without its clock.
      const when = clause
        .split(/\s+/u)
        .slice(lead + 1)
        .join(" ");
      if (isBareVerb(terms[lead]) && when && ` ${when}`.replace(CLOCK, "") === "") {
        const doing = gerundOf(terms[lead]!.text);
        if (namesInterest(doing)) add(interests, doing, MAX_INTERESTS);
        continue;
      }
      // "bridge on tuesdays": a pastime the base knows, with its clock, however the library reads "bridge".
      const timed = clause
        .replace(CLOCK, "")
        .replace(/\s+on\s+(?:an?\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/iu, "");
      if (timed !== clause && words(timed) <= 2 && findInterest(timed)) {
        addInterests(clause);
        continue;
      }
      if (habit && isBareVerb(terms[lead])) {
        // "make my own cider", "bake terrible banana bread": the making is the pastime.
        const pastime = lead === 0 && namesInterest(gerundOf(terms[0]!.text)) && !has(object, "Possessive");
        if ((pastime || /^\S+\s+my\s+own\s+\S/iu.test(clause)) && words(clause) <= MAX_TERM_WORDS)
          addInterests(`${gerundOf(terms[lead]!.text)}${clause.slice(terms[lead]!.text.length)}`);
        else addFound(clause);
        continue;
      }
      // "build model trains" is a hobby the base knows, said as a doing; "nag people about stretching" is not.
      const pair = terms
        .slice(0, 2)
        .map((term) => term.text.toLowerCase())
        .join(" ");
      const knownPair = namesInterest(pair);
      const short = terms.length > 1 && words(clause) <= MAX_TERM_WORDS;
      // "drum and bass" is a thing the base names, whatever "drum" may be.
      if (isBareVerb(terms[0]) && short && !has(terms[1], "Gerund") && !knownPair && !namesInterest(clause)) {
        const object = clause.replace(/^\S+\s+/u, "");
        // "draw manga style characters": a pastime the base knows, whatever is drawn.
        if (findInterest(object) || namesInterest(gerundOf(terms[0]!.text)))
          add(interests, `${gerundOf(terms[0]!.text)} ${object}`, MAX_INTERESTS);
        continue;
      }
      // "140 drops a day": how much of the work, a line of theirs.
      if (/^\d[\d,]*\s+\p{L}+(?:\s+\p{L}+)?\s+(?:a|per)\s+(?:day|shift|week|night)$/iu.test(clause)) {
        remark(clause);
        continue;
      }
      // "up at 4am every day": a time is no hobby; "from Hamilton, Ontario": nor is a place.
      if (!/\d\s*[ap]m\b/iu.test(clause) && !(/^\p{L}+$/u.test(clause) && nlp(clause).has("^#Place$")))
        addInterests(clause.replace(/^(?:studying|researching|working on|a|an|the|my)\s+/iu, ""));
    }
    // "Bit grumpy before 9am, friendly after", "quiet but nosy": two ways of being set against each other are
    // one line, as they said it (a copywriter keeps it whole), not two traits.
    const contrast =
      clauses.length === 2 &&
      rest.length <= 40 &&
      /^[^,]+(?:\sbut\s[^,]+|,[^,]+\b(?:after|else|later|otherwise))$/iu.test(rest);
    const traitsOnly = interests.length === interestsBefore && (explicit || implicit) === roleBefore;
    if (contrast && traitsOnly && personality.length === traitsBefore + 2) {
      personality.splice(-2, 2);
      add(personality, rest.replace(/^(?:i['’]?m|i am)\s+/iu, ""), MAX_PERSONALITY);
    }
  }
  if (explicit && implicit) add(interests, implicit, MAX_INTERESTS);
  if (!explicit && !implicit) implicit = madeThing;
  // Said last, and only where it leaves room for the ways of being they chose; someone raising grandchildren or with
  // the kids flown is not between jobs.
  const home =
    /\b(?:raising|caring for|carer|flown the nest|retired|stay[- ]at[- ]home|full[- ]time (?:mum|dad|parent))\b/iu;
  if (idle && !explicit && !leftSaid && !home.test(text)) add(personality, "between jobs", MAX_PERSONALITY);
  if (spare) add(personality, spare, MAX_PERSONALITY);
  // The library splits "I'm" into two terms, one of them empty: joined, they leave a double space.
  // "bus driver in glasgow": a place the library knows by name keeps its capital ("lowercase glasgow", round 102).
  const places = new Set(tag(explicit || implicit).flatMap((term) => (has(term, "Place") ? [term.text] : [])));
  const profession = (explicit || implicit)
    .replace(/\s+/gu, " ")
    // "radiographer at stepping hill in stockport": a workplace the reader could not name leaves no "at" (round 141).
    .replace(/\s+(?:out\s+of|based\s+in|at|in|on|from|for|with|of|to)$/iu, "")
    // So does a word the library has no entry for, said last or before a region ("shoe shop worker in ennis", round 147).
    .replace(/(?<=\b(?:in|from)\s)\p{Ll}+/gu, (word: string, at: number, all: string) =>
      places.has(word) ||
      (/^(?:\s+\p{L}{2}|\s+\p{Lu}.*)?$/u.test(all.slice(at + word.length)) &&
        LEXICON[word] === undefined &&
        !nlp(word).has("#Adjective"))
        ? `${word[0]!.toUpperCase()}${word.slice(1)}`
        : word,
    )
    // "personal trainer in Austin tx", "in Wellington nz": a state or country after the town is an abbreviation.
    .replace(/(?<=\b(?:in|from)\s\p{Lu}\p{Ll}+\s)\p{Ll}{2}$/u, (code) => code.toUpperCase())
    // "Kiwi deckhand on the ferries out to the islands": past 40 characters no bio can open on it, so the role up
    // to where it is done.
    .replace(/^(.+?)\s+(?:on|in|with|from|to|across|around)\s+.*$/u, (whole, role: string) =>
      whole.length > 40 ? role.replace(/\s+(?:up|down|out|over|based|living|working)$/iu, "") : whole,
    )
    .slice(0, FIELD_LIMITS.profession);
  // "puppet maker and puppeteer": one trade the base names twice is no hobby.
  const professionRole = findRole(profession);
  return {
    profession,
    // "from Inverness" is where they are, no thing they love (round 130); "best view in the city", "worst bathroom
    // situation" and "ft up" (of "300 ft up") are claims and measures (round 132); "tinker with old vans" is done.
    interests: interests
      .map((item) => (BARE_DOING.test(item) ? item.replace(/^\S+/u, (verb) => `${verb}ing`) : item))
      .filter(
        (item) =>
          item.toLowerCase() !== profession.toLowerCase() &&
          !/^(?:from|best|worst|ft|feet|m|km|miles?|hrs?|hours?|mins?)\s/iu.test(item) &&
          (professionRole === undefined || findRole(item) !== professionRole),
      ),
    personality,
  };
}
