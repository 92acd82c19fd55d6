// `npm run eval:bios [-- --sample eval-sample.txt]`: the composer issue's (21) measures over a grid of visitors and
// twenty rounds of each category page; exits 1 when a bar is missed.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

import nlp from "compromise";

import { BIO_TYPES, type BioType } from "../domain/bio/bio-type";
import { composeBios } from "../domain/bio/composer/compose-bios";
import { type Awkward, awkwardIn, LEADING_MARKS } from "../domain/bio/composer/grammar-check";
import { createRandom } from "../domain/bio/composer/random";
import { readVisitor } from "../domain/bio/composer/read-visitor";
import { type BioRequest, MAIN_STYLES, MAIN_TONES, type Style } from "../domain/bio/generation-options";
import { normalizeSentence, tokenizeWords } from "../domain/bio/similarity";
import { PLATFORM_IDS, type Platform } from "../domain/text/platforms";
import { CATEGORY_BATCH_PLANS, parameterSetFor, toBioRequest } from "../domain/content/category-parameter-sets";

import { AWKWARD_SAMPLE } from "./eval-awkward-sample";

/**
 * The composer's quick checks (composer/grammar-check.ts) and, too slow for every draft, the library's
 * tagging of the words after an article up to a clause's end, at most three (a longer run is a sentence
 * going on, not a noun phrase): a plural or a gerund after a noun there is awkward ("a handmade candles",
 * "a coral bleaching").
 */
export function awkwardFills(line: string): Awkward[] {
  const found = awkwardIn(line);
  const text = line.replace(LEADING_MARKS, "");
  for (const match of text.matchAll(
    /\b(?:a|an)\s+((?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)(?=\s+(?:and|or|but|who|with|by)\b|\s*[,.;:!?]|\s*$)/giu,
  )) {
    const [sentence] = nlp(match[1] ?? "").json() as { terms: { tags: string[] }[] }[];
    const terms = sentence?.terms ?? [];
    const last = terms.at(-1)?.tags ?? [];
    const nounBefore = terms.at(-2)?.tags.includes("Noun") ?? false;
    if (last.includes("Plural") || (last.includes("Gerund") && nounBefore)) found.push("article-before-plural");
  }
  return found;
}

/** A bio with an awkward fill in any line. */
export const isAwkwardBio = (bio: string): boolean => bio.split("\n").some((line) => awkwardFills(line).length > 0);

export interface SampleInput {
  readonly label: string;
  readonly interests: readonly string[];
  readonly profession: string;
  readonly personality: readonly string[];
}

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

export const PERSONAL_FACTS: readonly string[] = [
  "coffee",
  "tea",
  "matcha",
  "latte",
  "espresso",
  "wine",
  "beer",
  "cocktail",
  "smoothie",
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
  "brunch",
  "cake",
  "cookie",
  "bread",
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
  "picnic",
  "gardening",
  "baking",
  "cooking",
  "podcast",
  "gaming",
  "anime",
  "surfing",
  "camping",
  "candle",
  "nap",
  "headshot",
  "wedding",
  "wife",
  "husband",
  "kid",
  "mom",
  "dad",
];

const singular = (word: string): string =>
  word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;

export function claimedFacts(bio: string, request: BioRequest): string[] {
  const words = new Set(
    tokenizeWords(
      bio
        .split("\n")
        .filter((line) => !line.startsWith("#"))
        .join(" "),
    ).map(singular),
  );
  const facts = readVisitor(request.profession, request.interests, request.personality);
  const known = [
    request.profession,
    ...request.interests,
    ...request.personality,
    ...Object.values(facts.role?.knowledge?.work ?? {}).flat(),
    ...(facts.role?.knowledge?.who ?? []),
    ...(facts.role?.knowledge?.cta ?? []),
    ...facts.interests.flatMap((fact) => [
      ...(fact.knowledge?.names ?? []),
      ...Object.values(fact.knowledge?.lines ?? {}).flat(),
    ]),
  ];
  const given = new Set(tokenizeWords(known.join(" ")).map(singular));
  return PERSONAL_FACTS.filter((fact) => words.has(fact) && !given.has(fact));
}

export function namesProfession(bio: string, profession: string): boolean {
  const role = readVisitor(profession, [], []).role;
  if (!role) return true;
  const text = bio.toLowerCase();
  const head = role.text.toLowerCase().split(/\s+/u).at(-1) ?? "";
  return text.includes(role.text.toLowerCase()) || (head.length > 2 && text.includes(head));
}

/** An interest also counts by a name the knowledge gives it ("runner" for running). */
export function itemsUsed(bio: string, request: BioRequest): number {
  const facts = readVisitor(request.profession, request.interests, request.personality);
  const text = bio.toLowerCase();
  const says = (word: string | undefined): boolean =>
    word !== undefined && word !== "" && text.includes(word.toLowerCase());
  const role = facts.role ? [says(facts.role.text) || says(facts.role.short)] : [];
  const interests = facts.interests.map(
    (fact) =>
      says(fact.text) ||
      says(fact.fan) ||
      (fact.exact === true && [...(fact.knowledge?.names ?? []), ...(fact.knowledge?.fan ?? [])].some(says)),
  );
  const traits = facts.traits.map((trait) => says(trait.text));
  return [...role, ...interests, ...traits].filter(Boolean).length;
}

function itemsGiven(request: BioRequest): number {
  const facts = readVisitor(request.profession, request.interests, request.personality);
  return (facts.role ? 1 : 0) + facts.interests.length + facts.traits.length;
}

export function gridRequests(): BioRequest[] {
  const requests: BioRequest[] = [];
  const styles: (Style | undefined)[] = [undefined, ...MAIN_STYLES];
  let index = 0;
  for (const input of SAMPLE_INPUTS) {
    for (const tone of MAIN_TONES) {
      const style = styles[index % styles.length];
      requests.push({
        interests: [...input.interests],
        profession: input.profession,
        personality: [...input.personality],
        instructions: "",
        tone,
        ...(style ? { style } : {}),
        platform: PLATFORM_IDS[index % PLATFORM_IDS.length] as Platform,
        count: 3,
        avoid: [],
      });
      index += 1;
    }
  }
  return requests;
}

export interface Evaluation {
  requests: number;
  bios: number;
  short: number;
  awkward: number;
  awkwardExamples: string[];
  detector: { agreed: number; labelled: number };
  claims: number;
  claimExamples: string[];
  profession: { part: number; whole: number };
  twoItems: { part: number; whole: number };
  topLine: { line: string; uses: number };
  pages: { bioType: BioType; bios: number; wanted: number; repeatedLines: number }[];
  sample: string[];
}

export function runPage(bioType: BioType, rounds = 20, seed = 1): Evaluation["pages"][number] {
  const shown: string[] = [];
  const lines = new Set<string>();
  let repeatedLines = 0;
  let bios = 0;
  for (let round = 0; round < rounds; round += 1) {
    const answer = composeBios(
      toBioRequest(parameterSetFor(CATEGORY_BATCH_PLANS[bioType], round, round), {
        bioType,
        count: 6,
        avoid: shown.slice(-120),
      }),
      { seed: seed * 1000 + round },
    );
    bios += answer.length;
    for (const bio of answer) {
      for (const line of bio.split("\n")) {
        const key = normalizeSentence(line);
        if (lines.has(key)) repeatedLines += 1;
        lines.add(key);
      }
    }
    shown.push(...answer);
  }
  return { bioType, bios, wanted: rounds * 6, repeatedLines };
}

export function evaluate(): Evaluation {
  const requests = gridRequests();
  const random = createRandom(7);
  // A visitor's own role on a line of its own is theirs, not stock.
  const lineUses = new Map<string, { bios: number; people: Set<string> }>();
  const evaluation: Evaluation = {
    requests: requests.length,
    bios: 0,
    short: 0,
    awkward: 0,
    awkwardExamples: [],
    detector: { agreed: 0, labelled: AWKWARD_SAMPLE.length },
    claims: 0,
    claimExamples: [],
    profession: { part: 0, whole: 0 },
    twoItems: { part: 0, whole: 0 },
    topLine: { line: "", uses: 0 },
    pages: [],
    sample: [],
  };
  for (const [index, request] of requests.entries()) {
    const bios = composeBios(request, { seed: index + 1 });
    if (bios.length < request.count) {
      evaluation.short += 1;
      evaluation.awkwardExamples.push(`SHORT ${JSON.stringify(request)}`);
    }
    for (const bio of bios) {
      evaluation.bios += 1;
      const lines = bio.split("\n");
      if (isAwkwardBio(bio)) {
        evaluation.awkward += 1;
        if (evaluation.awkwardExamples.length < 10) evaluation.awkwardExamples.push(bio);
      }
      const claimed = claimedFacts(bio, request);
      if (claimed.length > 0) {
        evaluation.claims += 1;
        if (evaluation.claimExamples.length < 10) evaluation.claimExamples.push(`${claimed.join(", ")}: ${bio}`);
      }
      if (request.profession && request.tone !== "Aesthetic" && request.tone !== "Minimalist") {
        evaluation.profession.whole += 1;
        if (namesProfession(bio, request.profession)) evaluation.profession.part += 1;
      }
      if (itemsGiven(request) >= 2) {
        evaluation.twoItems.whole += 1;
        if (itemsUsed(bio, request) >= 2) evaluation.twoItems.part += 1;
      }
      for (const key of new Set(lines.filter((line) => !line.startsWith("#")).map(normalizeSentence))) {
        const uses = lineUses.get(key) ?? { bios: 0, people: new Set<string>() };
        uses.bios += 1;
        uses.people.add(JSON.stringify([request.profession, request.interests, request.personality]));
        lineUses.set(key, uses);
      }
      if (random.chance(0.12) && evaluation.sample.length < 100) {
        evaluation.sample.push(
          `${request.profession || "-"} | ${request.interests.join(", ")} | ${request.personality.join(", ")} | ${request.tone ?? "-"} | ${request.style ?? "-"} | ${request.platform}\n${bio}\n`,
        );
      }
    }
  }
  for (const [line, { bios, people }] of lineUses) {
    if (people.size >= 2 && bios > evaluation.topLine.uses) evaluation.topLine = { line, uses: bios };
  }
  for (const { bio, awkward } of AWKWARD_SAMPLE) {
    if (isAwkwardBio(bio) === awkward) evaluation.detector.agreed += 1;
  }
  evaluation.pages = BIO_TYPES.map((bioType) => runPage(bioType));
  return evaluation;
}

const ratio = ({ part, whole }: { part: number; whole: number }): number => (whole === 0 ? 1 : part / whole);

export function bars(evaluation: Evaluation): [string, boolean][] {
  return [
    ["answers with fewer bios than asked: 0", evaluation.short === 0],
    ["awkward fills: at most 3 per 100 bios", evaluation.awkward / evaluation.bios <= 0.03],
    ["the awkward detector agrees with every hand label", evaluation.detector.agreed === evaluation.detector.labelled],
    ["bios claiming facts the visitor never gave: 0", evaluation.claims === 0],
    [
      "bios naming the profession when given (Aesthetic, Minimalist aside): at least 90%",
      ratio(evaluation.profession) >= 0.9,
    ],
    ["bios using two or more of the visitor's items: at least 80%", ratio(evaluation.twoItems) >= 0.8],
    [
      "no line shared across people in more than 2% of the grid's bios",
      evaluation.topLine.uses <= 0.02 * evaluation.bios,
    ],
    [
      "20 rounds of each category page: six bios a round and no line twice",
      evaluation.pages.every((page) => page.bios === page.wanted && page.repeatedLines === 0),
    ],
  ];
}

function report(evaluation: Evaluation): void {
  const pct = (part: number, whole: number): string =>
    `${((100 * part) / Math.max(1, whole)).toFixed(1)}% (${part}/${whole})`;
  console.log(`Main page grid: ${evaluation.requests} requests, ${evaluation.bios} bios`);
  console.log(`  answers short                         ${evaluation.short}`);
  console.log(`  awkward fills per 100 bios            ${((100 * evaluation.awkward) / evaluation.bios).toFixed(1)}`);
  console.log(`  detector vs hand labels               ${evaluation.detector.agreed}/${evaluation.detector.labelled}`);
  console.log(`  bios claiming facts not given         ${evaluation.claims}`);
  console.log(
    `  profession named (when given)         ${pct(evaluation.profession.part, evaluation.profession.whole)}`,
  );
  console.log(`  two or more of the visitor's items    ${pct(evaluation.twoItems.part, evaluation.twoItems.whole)}`);
  console.log(
    `  most used line across people          ${pct(evaluation.topLine.uses, evaluation.bios)}: "${evaluation.topLine.line}"`,
  );
  for (const page of evaluation.pages) {
    console.log(
      `  ${page.bioType.padEnd(10)} 20 rounds: ${page.bios}/${page.wanted} bios, lines repeated ${page.repeatedLines}`,
    );
  }
  for (const example of evaluation.awkwardExamples) console.log(`  awkward: ${JSON.stringify(example)}`);
  for (const example of evaluation.claimExamples) console.log(`  claim: ${JSON.stringify(example)}`);
  console.log("");
  for (const [label, met] of bars(evaluation)) console.log(`${met ? "ok  " : "MISS"} ${label}`);
}

function main(): void {
  const evaluation = evaluate();
  report(evaluation);
  const sampleIndex = process.argv.indexOf("--sample");
  const samplePath = sampleIndex > 0 ? (process.argv[sampleIndex + 1] ?? "eval-sample.txt") : "eval-sample.txt";
  writeFileSync(samplePath, evaluation.sample.join("\n"));
  if (bars(evaluation).some(([, met]) => !met)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
