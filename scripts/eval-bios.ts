/**
 * Evaluates the offline composer and prints every measure of the composer issue (16) a script can
 * compute, over a grid of bio types, tones, styles, platforms and sample visitors, a fuzz of odd
 * requests through the whole pipeline, and twenty "Generate New" rounds per page:
 *   - answers with fewer bios than asked (grid and fuzz), and the two named requests
 *   - the share of three-line bios (main page, category pages; TikTok apart, where 80 characters
 *     may force two)
 *   - answers where two or more bios open with the same word
 *   - main-page bios claiming common filler facts (foods, drinks, pets, hobbies) the visitor never gave
 *   - bios that say a meaningful word twice (hashtags aside)
 *   - personality words left out of an answer
 *   - per page: lines repeated verbatim within 20 rounds, and bios breaking the page's uniqueness
 *     rules against everything the session showed before (the first ten rounds: 60 bios)
 * and writes eval-sample.txt: 100 random bios with their requests, for a person to read.
 *   npm run eval:bios [-- --requests 780] [-- --fuzz 1000] [-- --sample eval-sample.txt]
 * Exits with code 1 when a bar is missed. scripts/eval-bios.test.ts runs a small version.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

import { createBioGenerator } from "../app/.server/bio-generator";
import { parseGenerateBioBody } from "../app/.server/generate-bio-request";
import type { Logger } from "../app/.server/logger";
import { BIO_TYPES, type BioType } from "../domain/bio/bio-type";
import { LEXICONS, TEMPLATES } from "../domain/bio/composer/bank-registry";
import { composeBios } from "../domain/bio/composer/compose-bios";
import { createEmojiFinder } from "../domain/bio/composer/emoji-for-words";
import { meaningfulStems } from "../domain/bio/composer/fill-template";
import { singularModifier } from "../domain/bio/composer/grammar";
import { createRandom, type Random } from "../domain/bio/composer/random";
import { mentionsVisitorWords, readVisitorWords } from "../domain/bio/composer/visitor-words";
import {
  type BioRequest,
  COOL_STYLES,
  COOL_TONES,
  MAX_AVOID,
  MAX_BIO_COUNT,
  type Style,
  STYLES,
  type Tone,
  TONES,
} from "../domain/bio/generation-options";
import { normalizeForHistory } from "../domain/bio/history";
import { normalizeSentence, tokenizeWords } from "../domain/bio/similarity";
import { checkStyleRules } from "../domain/bio/style-rules";
import { isUniqueAgainstHistory, isUniqueInBatch } from "../domain/bio/uniqueness";
import { fitsPlatform } from "../domain/text/count-characters";
import { normalizeToThreeLines } from "../domain/text/normalize-bio";
import { PLATFORM_IDS, type Platform } from "../domain/text/platforms";
import { loadEmojiIndex } from "../domain/symbols/emoji-index";

export interface SampleInput {
  readonly label: string;
  readonly interests: readonly string[];
  readonly profession: string;
  readonly personality: readonly string[];
}

/** Visitors as they fill in the main page's form: lists, sentences, emoji, other scripts. */
export const SAMPLE_INPUTS: readonly SampleInput[] = [
  { label: "nurse", interests: ["coffee", "hiking"], profession: "nurse", personality: ["calm", "caring"] },
  {
    label: "game dev",
    interests: ["pixel art", "synthwave", "indie games"],
    profession: "indie game developer",
    personality: ["curious", "night owl"],
  },
  {
    label: "bakery owner",
    interests: ["sourdough", "farmers markets"],
    profession: "bakery owner",
    personality: ["warm", "early riser"],
  },
  {
    label: "yoga teacher",
    interests: ["meditation", "plants", "travel"],
    profession: "yoga teacher",
    personality: ["grounded"],
  },
  {
    label: "photographer",
    interests: ["film photography", "sunsets", "road trips"],
    profession: "Photographer",
    personality: ["creative", "quiet"],
  },
  {
    label: "student",
    interests: ["anime", "bubble tea", "k-pop"],
    profession: "student",
    personality: ["shy", "funny"],
  },
  {
    label: "fitness coach",
    interests: ["strength training", "meal prep", "running"],
    profession: "fitness coach",
    personality: ["driven"],
  },
  {
    label: "engineer",
    interests: ["open source", "chess", "espresso"],
    profession: "software engineer",
    personality: ["introvert"],
  },
  {
    label: "interests only",
    interests: ["dogs", "true crime podcasts", "thrifting"],
    profession: "",
    personality: ["sarcastic"],
  },
  { label: "florist", interests: ["flowers", "weddings"], profession: "florist", personality: ["friendly", "patient"] },
  { label: "profession only", interests: [], profession: "Marketing manager", personality: [] },
  {
    label: "teacher",
    interests: ["books", "baking", "cats"],
    profession: "teacher",
    personality: ["patient", "goofy"],
  },
  { label: "sentence", interests: ["I like cats and coffee"], profession: "", personality: [] },
  {
    label: "realtor",
    interests: ["home staging", "tennis"],
    profession: "Real estate agent",
    personality: ["driven", "dry humor"],
  },
  {
    label: "phd",
    interests: ["coral reefs", "coffee"],
    profession: "PhD student in marine biology",
    personality: ["night owl", "dry humor"],
  },
  { label: "japanese", interests: ["写真と旅行が好き", "コーヒー"], profession: "デザイナー", personality: [] },
  { label: "emoji", interests: ["yoga & matcha"], profession: "Nurse 💉", personality: ["loves a good pun"] },
  {
    label: "hairdresser",
    interests: ["vintage fashion", "the beach"],
    profession: "hair stylist",
    personality: ["bubbly"],
  },
];

/** The Cool page's five attempts (spec §7), in order. */
export const COOL_PARAMETERS: readonly { tone: Tone; style: Style }[] = COOL_TONES.map((tone, index) => ({
  tone,
  style: COOL_STYLES[index] as Style,
}));

/**
 * The parameters of a category page's "Generate New" round: the Cool page's five attempts, and for
 * the others a tone of their kind with the main styles in turn, like the pages' parameter sets.
 */
export function categoryParameters(bioType: BioType, round: number): Pick<BioRequest, "tone" | "style"> {
  const styles: (Style | undefined)[] = [undefined, "With Emojis", "Line Breaks", "Clean Text", "Symbol Heavy"];
  const style = styles[round % styles.length];
  switch (bioType) {
    case "aesthetic":
      return { tone: (["Aesthetic", "Creative", "Minimalist"] as const)[round % 3], ...(style ? { style } : {}) };
    case "funny":
      return { tone: (["Funny", "Casual"] as const)[round % 2], ...(style ? { style } : {}) };
    case "business":
      return {
        tone: (["Professional", "Confident", "Casual", "Inspirational", "Bold"] as const)[round % 5],
        ...(style ? { style } : {}),
      };
    case "cool":
      return COOL_PARAMETERS[round % COOL_PARAMETERS.length] ?? {};
  }
}

function emptyRequest(): BioRequest {
  return {
    interests: [],
    profession: "",
    personality: [],
    instructions: "",
    platform: "instagram",
    count: 6,
    avoid: [],
  };
}

function withInput(request: BioRequest, input: SampleInput | undefined): BioRequest {
  if (!input) return request;
  return {
    ...request,
    interests: [...input.interests],
    profession: input.profession,
    personality: [...input.personality],
  };
}

/**
 * The grid: every bio type (and none) × tone (and none) × style (and none), `limit` requests at
 * most, platforms and sample visitors rotating. The main page always has input; a category page
 * has none two times in three, like the real pages.
 */
export function gridRequests(limit: number): BioRequest[] {
  const requests: BioRequest[] = [];
  const bioTypes: (BioType | undefined)[] = [undefined, ...BIO_TYPES];
  const tones: (Tone | undefined)[] = [undefined, ...TONES];
  const styles: (Style | undefined)[] = [undefined, ...STYLES];
  let index = 0;
  for (const style of styles) {
    for (const tone of tones) {
      for (const bioType of bioTypes) {
        const platform = PLATFORM_IDS[index % PLATFORM_IDS.length] as Platform;
        const input =
          bioType === undefined || index % 3 === 0 ? SAMPLE_INPUTS[index % SAMPLE_INPUTS.length] : undefined;
        const count = [6, 3, 6, 3, 12][index % 5] ?? 6;
        requests.push(
          withInput(
            {
              ...emptyRequest(),
              platform,
              count,
              ...(tone ? { tone } : {}),
              ...(style ? { style } : {}),
              ...(bioType ? { bioType } : {}),
            },
            input,
          ),
        );
        index += 1;
      }
    }
  }
  if (limit >= requests.length) return requests;
  const step = requests.length / limit;
  return Array.from({ length: limit }, (_, position) => requests[Math.floor(position * step)] as BioRequest);
}

// --- Measures ------------------------------------------------------------------------------------

/**
 * Facts a filler line could claim about a visitor: foods, drinks, pets, hobbies. A main-page bio
 * that names one the visitor never gave (nor their profession implies) is a claim in their name.
 * Singular forms; two-word ones are matched as phrases.
 */
export const FILLER_FACTS: readonly string[] = [
  "coffee",
  "tea",
  "matcha",
  "latte",
  "espresso",
  "wine",
  "beer",
  "cocktail",
  "smoothie",
  "kombucha",
  "boba",
  "pizza",
  "taco",
  "sushi",
  "ramen",
  "pasta",
  "snack",
  "cheese",
  "chocolate",
  "croissant",
  "donut",
  "brunch",
  "cake",
  "cookie",
  "fries",
  "bread",
  "toast",
  "cereal",
  "dessert",
  "noodle",
  "dog",
  "cat",
  "puppy",
  "kitten",
  "pet",
  "plant",
  "houseplant",
  "book",
  "novel",
  "knitting",
  "yoga",
  "hiking",
  "running",
  "gym",
  "travel",
  "karaoke",
  "thrifting",
  "vinyl",
  "polaroid",
  "picnic",
  "gardening",
  "baking",
  "cooking",
  "podcast",
  "netflix",
  "gaming",
  "anime",
  "surfing",
  "camping",
  "candle",
  "nap",
  "sketchbook",
  "board game",
  "road trip",
  "film photo",
  "pressed flower",
  "video game",
  "iced coffee",
];

/** The filler facts a bio names that the visitor's words (and their profession) do not. */
export function unclaimedFacts(bio: string, request: BioRequest): string[] {
  const body = bio
    .split("\n")
    .filter((line) => !/^#/u.test(line.trim()))
    .join("\n");
  // "Running on good intentions" runs on nothing the visitor does.
  const words = tokenizeWords(body.replace(/\brunning on\b/giu, "fuelled by")).map((word) => singularModifier(word));
  const text = ` ${words.join(" ")} `;
  const given = readVisitorWords(request);
  const profile = given.profession?.profile;
  const source = [
    request.profession,
    ...request.interests,
    ...request.personality,
    ...(profile?.domain ?? []),
    ...(profile?.offers ?? []),
    ...(profile?.ctas ?? []),
  ]
    .join(" ")
    .toLowerCase();
  const sourceWords = ` ${tokenizeWords(source)
    .map((word) => singularModifier(word))
    .join(" ")} `;
  return FILLER_FACTS.filter((fact) => text.includes(` ${fact} `) && !sourceWords.includes(` ${fact} `));
}

/**
 * Meaningful words a bio says twice, hashtags aside. A word repeated within one line by a pattern
 * the banks use on purpose ("full-time X, part-time Y", "stay soft, stay slow", "if you know, you
 * know") is rhetoric, not a slip; the same word on two lines always counts.
 */
export function repeatedWords(bio: string): string[] {
  const lines = bio.split("\n").filter((line) => !/^#/u.test(line.trim()));
  const repeated = new Set<string>();
  const seenInBio = new Set<string>();
  for (const line of lines) {
    const stems = meaningfulStems(line);
    const inLine = new Set<string>();
    for (const stem of stems) {
      if (inLine.has(stem) && !REPEATED_ON_PURPOSE.has(stem)) repeated.add(stem);
      if (!inLine.has(stem) && seenInBio.has(stem)) repeated.add(stem);
      inLine.add(stem);
    }
    for (const stem of inLine) seenInBio.add(stem);
  }
  return [...repeated];
}

/** Words some template or lexicon entry repeats on purpose within one line. */
const REPEATED_ON_PURPOSE: ReadonlySet<string> = new Set([
  ...TEMPLATES.flatMap((template) => template.repeatedOnPurpose),
  ...Object.values(LEXICONS)
    .flat()
    .flatMap((entry) => {
      const stems = meaningfulStems(entry.replace(/\{[^}]*\}/gu, " "));
      return stems.filter((stem, index) => stems.indexOf(stem) !== index);
    }),
]);

export function openingWord(bio: string): string {
  return tokenizeWords(bio)[0] ?? "";
}

/** A line as a reader compares lines: words only, emoji, symbols and case aside. */
export function lineKey(line: string): string {
  return normalizeSentence(line);
}

function isThreeLines(bio: string): boolean {
  return bio.split("\n").filter((line) => line.trim() !== "").length === 3;
}

// --- Runs ----------------------------------------------------------------------------------------

export interface GridResult {
  readonly requests: number;
  readonly bios: number;
  readonly short: readonly string[];
  readonly withinLimit: number;
  readonly threeLinesOrFewer: number;
  readonly mentions: number;
  readonly mentionChecked: number;
  readonly styleCompliant: number;
  readonly batchUnique: number;
  readonly twoLine: { readonly main: Share; readonly category: Share; readonly tiktok: Share };
  readonly sharedOpeners: { readonly main: Share; readonly category: Share };
  readonly claims: Share;
  readonly claimExamples: readonly string[];
  readonly repeatedWordBios: Share;
  readonly repeatedWordExamples: readonly string[];
  readonly traitsLeftOut: Share;
  readonly distinctBigrams: number;
  readonly totalBigrams: number;
  readonly failures: readonly string[];
}

export interface Share {
  part: number;
  whole: number;
}

const share = (): Share => ({ part: 0, whole: 0 });
const count = (tally: Share, hit: boolean): void => {
  tally.whole += 1;
  if (hit) tally.part += 1;
};

function describe(request: BioRequest): string {
  return [
    request.bioType ?? "main",
    request.tone ?? "-",
    request.style ?? "-",
    request.platform,
    [request.profession, ...request.interests].filter((term) => term !== "").join(" + ") || "no input",
    request.personality.length > 0 ? `(${request.personality.join(", ")})` : "",
  ]
    .join(" / ")
    .replace(/ \/ $/u, "");
}

export function evaluateGrid(
  requests: readonly BioRequest[],
  emojiFor: ((word: string) => string | undefined) | undefined,
  seed: number,
): GridResult {
  const failures: string[] = [];
  const short: string[] = [];
  let bios = 0;
  let withinLimit = 0;
  let threeLinesOrFewer = 0;
  let mentions = 0;
  let mentionChecked = 0;
  let styleCompliant = 0;
  let batchUnique = 0;
  const twoLine = { main: share(), category: share(), tiktok: share() };
  const sharedOpeners = { main: share(), category: share() };
  const claims = share();
  const claimExamples: string[] = [];
  const repeatedWordBios = share();
  const repeatedWordExamples: string[] = [];
  const traitsLeftOut = share();
  const bigrams = new Set<string>();
  let totalBigrams = 0;

  requests.forEach((request, index) => {
    const answer = composeBios(request, { seed: seed + index, ...(emojiFor ? { emojiFor } : {}) });
    if (answer.length !== request.count) short.push(`${answer.length}/${request.count}: ${describe(request)}`);
    const hasSubject = readVisitorWords(request).hasSubject;
    const page = request.bioType ? "category" : "main";
    if (answer.length >= 2) {
      const openers = answer.map(openingWord);
      count(sharedOpeners[page], new Set(openers).size < openers.length);
    }
    const traits = readVisitorWords(request).traits;
    if (traits.length > 0 && answer.length >= traits.length && !request.bioType) {
      const text = answer.join("\n").toLowerCase();
      count(
        traitsLeftOut,
        traits.some(
          (trait) =>
            !text.includes((trait.adjective ?? trait.text).toLowerCase()) && !text.includes(trait.text.toLowerCase()),
        ),
      );
    }
    answer.forEach((bio, position) => {
      bios += 1;
      if (fitsPlatform(bio, request.platform)) withinLimit += 1;
      else failures.push(`too long: ${describe(request)}: ${JSON.stringify(bio)}`);
      if (bio.split("\n").length <= 3 && normalizeToThreeLines(bio) === bio) threeLinesOrFewer += 1;
      else failures.push(`lines: ${describe(request)}: ${JSON.stringify(bio)}`);
      count(request.platform === "tiktok" ? twoLine.tiktok : twoLine[page], !isThreeLines(bio));
      if (hasSubject) {
        mentionChecked += 1;
        if (mentionsVisitorWords(bio, request)) mentions += 1;
        else failures.push(`no mention: ${describe(request)}: ${JSON.stringify(bio)}`);
      }
      const violations = checkStyleRules(bio, request.style);
      if (violations.length === 0) styleCompliant += 1;
      else failures.push(`style: ${describe(request)}: ${violations.join(" ")} ${JSON.stringify(bio)}`);
      if (
        isUniqueInBatch(
          bio,
          answer.filter((_, other) => other !== position),
        )
      )
        batchUnique += 1;
      else failures.push(`batch: ${describe(request)}: ${JSON.stringify(bio)}`);
      if (!request.bioType) {
        const facts = unclaimedFacts(bio, request);
        count(claims, facts.length > 0);
        if (facts.length > 0 && claimExamples.length < 10)
          claimExamples.push(`${facts.join(", ")}: ${JSON.stringify(bio)}`);
      }
      const repeated = repeatedWords(bio);
      count(repeatedWordBios, repeated.length > 0);
      if (repeated.length > 0 && repeatedWordExamples.length < 10)
        repeatedWordExamples.push(`${repeated.join(", ")}: ${JSON.stringify(bio)}`);
      for (const line of bio.split("\n")) {
        const words = tokenizeWords(line);
        for (let word = 0; word + 1 < words.length; word += 1) {
          bigrams.add(`${words[word]} ${words[word + 1]}`);
          totalBigrams += 1;
        }
      }
    });
  });
  return {
    requests: requests.length,
    bios,
    short,
    withinLimit,
    threeLinesOrFewer,
    mentions,
    mentionChecked,
    styleCompliant,
    batchUnique,
    twoLine,
    sharedOpeners,
    claims,
    claimExamples,
    repeatedWordBios,
    repeatedWordExamples,
    traitsLeftOut,
    distinctBigrams: bigrams.size,
    totalBigrams,
    failures,
  };
}

const silentLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as Logger;

// Odd things people type: sentences, emoji, other scripts, punctuation, very long words.
const FUZZ_TERMS = [
  "coffee",
  "I like cats and coffee",
  "yoga & matcha",
  "Nurse 💉",
  "💉",
  "🌸🌸🌸",
  "写真と旅行が好き",
  "コーヒー",
  "القهوة والسفر",
  "кофе",
  "k-pop",
  "F1",
  "!!!",
  "a",
  "long walks on the beach at sunset with my dog",
  "x".repeat(60),
  "I'm into hiking, reading and long naps",
  "rock and roll",
  "PhD student in marine biology",
  "registered nurse at St Mary's hospital",
  "CEO & founder",
  "mom of 3",
  "a\u0000b\u202ec\ud800 dev",
  "#travel",
  '"quotes"',
  "Taylor Swift",
  "the beach",
  "1234",
  "",
  "   ",
];

function fuzzRequest(rng: Random): BioRequest {
  const pick = <T>(items: readonly T[]): T => items[rng.int(items.length)] as T;
  const terms = (max: number): string[] => Array.from({ length: rng.int(max + 1) }, () => pick(FUZZ_TERMS));
  const tone = rng.chance(0.8) ? pick(TONES) : undefined;
  const style = rng.chance(0.8) ? pick(STYLES) : undefined;
  const bioType = rng.chance(0.4) ? pick(BIO_TYPES) : undefined;
  return {
    interests: terms(4),
    profession: rng.chance(0.7) ? pick(FUZZ_TERMS) : "",
    personality: terms(3),
    instructions: "",
    platform: pick(PLATFORM_IDS),
    count: 1 + rng.int(MAX_BIO_COUNT),
    avoid: [],
    ...(tone ? { tone } : {}),
    ...(style ? { style } : {}),
    ...(bioType ? { bioType } : {}),
  };
}

export interface FuzzResult {
  readonly requests: number;
  readonly short: readonly string[];
  readonly invalid: readonly string[];
}

/** Odd requests through the whole pipeline (composer only): every answer must hold `count` valid bios. */
export async function fuzzPipeline(
  requests: number,
  emojiFor: ((word: string) => string | undefined) | undefined,
  seed: number,
): Promise<FuzzResult> {
  let next = seed;
  const generator = createBioGenerator({ emojiFor, nextSeed: () => (next += 7919) });
  const rng = createRandom(seed);
  const short: string[] = [];
  const invalid: string[] = [];
  const named: BioRequest[] = [
    { ...emptyRequest(), profession: "Nurse 💉", style: "Clean Text", count: 3 },
    { ...emptyRequest(), interests: ["I like cats and coffee"], tone: "Aesthetic", style: "Hashtag Style", count: 6 },
  ];
  const all = [...named, ...Array.from({ length: requests }, () => fuzzRequest(rng))];
  let avoid: string[] = [];
  for (const [index, request] of all.entries()) {
    // Every fourth request avoids what the one before it got, like a second click.
    const current = index % 4 === 3 ? { ...request, avoid } : request;
    const { bios } = await generator.generate(current, silentLogger);
    avoid = bios.slice(0, MAX_AVOID);
    if (bios.length !== current.count)
      short.push(`${bios.length}/${current.count}: ${JSON.stringify({ ...current, avoid: current.avoid.length })}`);
    for (const bio of bios) {
      const broken =
        !fitsPlatform(bio, current.platform) ||
        normalizeToThreeLines(bio) !== bio ||
        checkStyleRules(bio, current.style).length > 0 ||
        /\p{Cc}|\u202e|[\ud800-\udfff]/u.test(
          bio.replace(/\n/gu, "").replace(/\p{Extended_Pictographic}|\p{Emoji_Component}/gu, ""),
        );
      if (broken) invalid.push(`${describe(current)}: ${JSON.stringify(bio)}`);
    }
  }
  return { requests: all.length, short, invalid };
}

export interface PageRun {
  readonly label: string;
  readonly bios: number;
  readonly wanted: number;
  readonly repeats: number;
  /** Lines said twice across the rounds (words compared, emoji aside). */
  readonly repeatedLines: number;
  readonly repeatedLineExamples: readonly string[];
  /** Bios breaking the page's rules against every bio the session showed before (all rounds). */
  readonly ruleBreaks: number;
  /** The same within the first ten rounds: 60 bios that must all pass against each other. */
  readonly ruleBreaksFirstTen: number;
  readonly sharedOpenerRounds: number;
}

/** "Generate New" clicked `rounds` times on a page: each call avoids the session so far (up to MAX_AVOID). */
export function runPage(
  bioType: BioType | undefined,
  rounds: number,
  emojiFor: ((word: string) => string | undefined) | undefined,
  seed: number,
): PageRun {
  const shown: string[] = [];
  let ruleBreaks = 0;
  let ruleBreaksFirstTen = 0;
  let sharedOpenerRounds = 0;
  const input = bioType === undefined ? SAMPLE_INPUTS[0] : undefined;
  for (let round = 0; round < rounds; round += 1) {
    const request = withInput(
      {
        ...emptyRequest(),
        ...(bioType ? { bioType, ...categoryParameters(bioType, round) } : { tone: "Casual", style: "With Emojis" }),
        avoid: shown.slice(-MAX_AVOID),
      },
      input,
    );
    const bios = composeBios(request, { seed: seed + round * 7919, ...(emojiFor ? { emojiFor } : {}) });
    if (new Set(bios.map(openingWord)).size < bios.length) sharedOpenerRounds += 1;
    if (bioType) {
      const breaks = bios.filter((bio) => !isUniqueAgainstHistory(bio, shown, bioType)).length;
      ruleBreaks += breaks;
      if (round < 10) ruleBreaksFirstTen += breaks;
    }
    shown.push(...bios);
  }
  const lines = shown.flatMap((bio) =>
    bio
      .split("\n")
      .filter((line) => !/^#/u.test(line.trim()))
      .map(lineKey),
  );
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const line of lines) {
    if (line === "") continue;
    if (seen.has(line)) repeated.push(line);
    seen.add(line);
  }
  return {
    label: bioType ?? "main page",
    bios: shown.length,
    wanted: rounds * 6,
    repeats: shown.length - new Set(shown.map(normalizeForHistory)).size,
    repeatedLines: repeated.length,
    repeatedLineExamples: repeated.slice(0, 5),
    ruleBreaks,
    ruleBreaksFirstTen,
    sharedOpenerRounds,
  };
}

/** The Cool page's five tones and styles, sent as the page sends them: accepted by the API? */
export function coolParametersAccepted(): number {
  return COOL_PARAMETERS.filter(
    ({ tone, style }) => parseGenerateBioBody({ tone, style, bioType: "cool", format: "3-line", count: 6 }).ok,
  ).length;
}

/** 100 bios from random requests (seeded): the reading sample. */
export function readingSample(
  emojiFor: ((word: string) => string | undefined) | undefined,
  seed: number,
  size = 100,
): string[] {
  const rng = createRandom(seed);
  const grid = gridRequests(Number.POSITIVE_INFINITY);
  const entries: string[] = [];
  for (let index = 0; index < size; index += 1) {
    const request = { ...(grid[rng.int(grid.length)] as BioRequest), count: 1 };
    const [bio] = composeBios(request, { seed: seed + index, ...(emojiFor ? { emojiFor } : {}) });
    entries.push(`${String(index + 1).padStart(3)}. [${describe(request)}]\n${bio ?? "(none)"}`);
  }
  return entries;
}

// --- Report ----------------------------------------------------------------------------------------

export interface Evaluation {
  readonly grid: GridResult;
  readonly fuzz: FuzzResult;
  readonly pages: readonly PageRun[];
  readonly coolAccepted: number;
}

export async function evaluate(options: {
  requests: number;
  fuzz: number;
  rounds: number;
  emojiFor?: (word: string) => string | undefined;
  seed?: number;
}): Promise<Evaluation> {
  const seed = options.seed ?? 20240601;
  const grid = evaluateGrid(gridRequests(options.requests), options.emojiFor, seed);
  const fuzz = await fuzzPipeline(options.fuzz, options.emojiFor, seed);
  const pages = [undefined, ...BIO_TYPES].map((bioType, index) =>
    runPage(bioType, options.rounds, options.emojiFor, seed + 1000 * (index + 1)),
  );
  return { grid, fuzz, pages, coolAccepted: coolParametersAccepted() };
}

const pct = ({ part, whole }: Share): string =>
  whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)}% (${part} of ${whole})`;
const ratio = ({ part, whole }: Share): number => (whole === 0 ? 0 : part / whole);

/** The bars; each entry is [label, met]. */
export function bars(evaluation: Evaluation): [string, boolean][] {
  const { grid, fuzz, pages } = evaluation;
  return [
    ["answers with fewer bios than asked: 0 (grid and fuzz)", grid.short.length === 0 && fuzz.short.length === 0],
    ["fuzzed answers breaking a rule: 0", fuzz.invalid.length === 0],
    ["within the platform limit: 100%", grid.withinLimit === grid.bios],
    ["three lines or fewer, normaliser-stable: 100%", grid.threeLinesOrFewer === grid.bios],
    [
      "two-line bios (not TikTok): at most 5%",
      ratio(grid.twoLine.main) <= 0.05 && ratio(grid.twoLine.category) <= 0.05,
    ],
    [
      "answers where two bios open with the same word: at most 5 in 48",
      ratio(grid.sharedOpeners.main) <= 5 / 48 && ratio(grid.sharedOpeners.category) <= 5 / 48,
    ],
    ["main-page bios claiming facts the visitor never gave: 0", grid.claims.part === 0],
    ["bios saying a meaningful word twice: at most 1%", ratio(grid.repeatedWordBios) <= 0.01],
    ["answers leaving out a personality word: at most 5%", ratio(grid.traitsLeftOut) <= 0.05],
    ["mentions an interest or the profession: at least 95%", grid.mentions >= 0.95 * grid.mentionChecked],
    ["style rules met: 100%", grid.styleCompliant === grid.bios],
    ["repeated bios across the Generate New runs: 0", pages.every((run) => run.repeats === 0)],
    [
      "lines repeated within 20 rounds on a category page: 0",
      pages.every((run) => run.label === "main page" || run.repeatedLines === 0),
    ],
    [
      "Generate New ten times: 60 bios passing the page's rules against each other",
      pages.every((run) => run.ruleBreaksFirstTen === 0),
    ],
    ["the Cool page's five tones and styles accepted by the API", evaluation.coolAccepted === COOL_PARAMETERS.length],
  ];
}

function report(evaluation: Evaluation): void {
  const { grid, fuzz, pages } = evaluation;
  console.log(`Composer evaluation: ${grid.requests} grid requests, ${grid.bios} bios`);
  console.log(
    `  answers with fewer bios than asked   grid ${grid.short.length}, fuzz ${fuzz.short.length} of ${fuzz.requests} (pipeline)`,
  );
  console.log(`  fuzzed bios breaking a rule          ${fuzz.invalid.length}`);
  console.log(`  within the platform limit            ${pct({ part: grid.withinLimit, whole: grid.bios })}`);
  console.log(`  three lines or fewer                 ${pct({ part: grid.threeLinesOrFewer, whole: grid.bios })}`);
  console.log(`  two-line bios, main page             ${pct(grid.twoLine.main)}`);
  console.log(`  two-line bios, category pages        ${pct(grid.twoLine.category)}`);
  console.log(`  two-line bios, TikTok (80 chars)     ${pct(grid.twoLine.tiktok)}`);
  console.log(
    `  answers sharing an opening word      main ${pct(grid.sharedOpeners.main)}, category ${pct(grid.sharedOpeners.category)}`,
  );
  console.log(`  main-page bios claiming filler facts ${pct(grid.claims)}`);
  console.log(`  bios saying a word twice             ${pct(grid.repeatedWordBios)}`);
  console.log(`  answers leaving out a personality    ${pct(grid.traitsLeftOut)}`);
  console.log(`  mentions interest/profession         ${pct({ part: grid.mentions, whole: grid.mentionChecked })}`);
  console.log(`  style rules met                      ${pct({ part: grid.styleCompliant, whole: grid.bios })}`);
  console.log(`  batch-unique                         ${pct({ part: grid.batchUnique, whole: grid.bios })}`);
  console.log(
    `  distinct word bigrams                ${pct({ part: grid.distinctBigrams, whole: grid.totalBigrams })}`,
  );
  console.log(`  Cool page's tones and styles accepted ${evaluation.coolAccepted}/${COOL_PARAMETERS.length}`);
  console.log(`Generate New, 6 bios per round, avoid = the session so far (up to ${MAX_AVOID}):`);
  for (const run of pages) {
    console.log(
      `  ${run.label.padEnd(10)} ${String(run.bios).padStart(4)}/${run.wanted} bios, repeated bios ${run.repeats}, ` +
        `repeated lines ${run.repeatedLines}, rule breaks vs session ${run.ruleBreaks} (first 10 rounds: ${run.ruleBreaksFirstTen}), ` +
        `rounds with a shared opener ${run.sharedOpenerRounds}`,
    );
    for (const line of run.repeatedLineExamples) console.log(`      repeated: ${line}`);
  }
  const examples = [
    ...grid.short.map((entry) => `short: ${entry}`),
    ...fuzz.short.map((entry) => `short (fuzz): ${entry}`),
    ...fuzz.invalid.map((entry) => `invalid (fuzz): ${entry}`),
    ...grid.claimExamples.map((entry) => `claim: ${entry}`),
    ...grid.repeatedWordExamples.map((entry) => `repeated word: ${entry}`),
    ...grid.failures,
  ];
  if (examples.length > 0) {
    console.log(`First findings (${examples.length}):`);
    for (const entry of examples.slice(0, 20)) console.log(`  ${entry}`);
  }
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function main(): Promise<void> {
  const emojiFor = createEmojiFinder(await loadEmojiIndex());
  const evaluation = await evaluate({
    requests: argument("requests", 780),
    fuzz: argument("fuzz", 1000),
    rounds: 20,
    emojiFor,
  });
  report(evaluation);
  const samplePath = (() => {
    const index = process.argv.indexOf("--sample");
    return index >= 0 ? (process.argv[index + 1] ?? "eval-sample.txt") : "eval-sample.txt";
  })();
  const sample = readingSample(emojiFor, 16);
  writeFileSync(
    samplePath,
    `Generated by scripts/eval-bios.ts (npm run eval:bios): 100 composer bios from random requests, seeded, for a person to read.\n\n${sample.join("\n\n")}\n`,
  );
  console.log(`Wrote ${sample.length} bios to ${samplePath}`);
  const results = bars(evaluation);
  console.log("Bars:");
  for (const [label, met] of results) console.log(`  ${met ? "ok  " : "MISS"} ${label}`);
  process.exitCode = results.every(([, met]) => met) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
