/**
 * Evaluates the offline composer over a grid of bio types, tones, styles, platforms and sample
 * visitor inputs, and prints the figures the generate-bio issue asks for:
 *   npx tsx scripts/eval-bios.ts [--requests 780] [--batches 20] [--samples 60]
 * Exits with code 1 when a bar is missed. scripts/eval-bios.test.ts runs a small version.
 */
import { pathToFileURL } from "node:url";

import { BIO_TYPES, type BioType } from "../domain/bio/bio-type";
import { composeBios } from "../domain/bio/composer/compose-bios";
import { createEmojiFinder } from "../domain/bio/composer/emoji-for-words";
import { mentionsVisitorWords } from "../domain/bio/composer/visitor-words";
import { type BioRequest, MAX_AVOID, type Style, STYLES, type Tone, TONES } from "../domain/bio/generation-options";
import { normalizeForHistory } from "../domain/bio/history";
import { tokenizeWords } from "../domain/bio/similarity";
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

/** Realistic visitors, as they would fill in the main page's form. */
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
];

/** The Cool page's parameter sets (spec §7), tried in this order. */
const COOL_PARAMETERS: readonly { tone: Tone; style: Style }[] = [
  { tone: "Trendy", style: "Emoji Rich" },
  { tone: "Confident", style: "Minimalist" },
  { tone: "Motivational", style: "Professional" },
  { tone: "Inspirational", style: "Mystical" },
  { tone: "Energetic", style: "Action-oriented" },
];

/** Parameters for the "Generate New" runs per bio type; none stands for the main page. */
function batchParameters(bioType: BioType | undefined, batch: number): Pick<BioRequest, "tone" | "style"> {
  switch (bioType) {
    case "aesthetic":
      return { tone: "Aesthetic" };
    case "funny":
      return { tone: "Funny" };
    case "business":
      return { tone: "Professional" };
    case "cool":
      return COOL_PARAMETERS[batch % COOL_PARAMETERS.length] ?? {};
    default:
      return { tone: "Casual", style: "With Emojis" };
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
 * most, with platforms and sample inputs rotating. The main page always has input; a category
 * page has none two times in three, like the real pages.
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
        const count = [6, 6, 6, 3, 12][index % 5] ?? 6;
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
  // Spread the sample over the whole grid rather than taking its first corner.
  if (limit >= requests.length) return requests;
  const step = requests.length / limit;
  return Array.from({ length: limit }, (_, position) => requests[Math.floor(position * step)] as BioRequest);
}

export interface BatchRunResult {
  readonly label: string;
  readonly bios: number;
  readonly wanted: number;
  readonly repeats: number;
  /** Bios that break the bio type's history rules against the avoid list they were made with. */
  readonly historyViolations: number;
  readonly msPerCall: readonly number[];
}

export interface Evaluation {
  readonly requests: number;
  readonly bios: number;
  readonly countMet: number;
  readonly withinLimit: number;
  readonly threeLinesOrFewer: number;
  readonly mentionsVisitor: number;
  readonly mentionChecked: number;
  readonly styleCompliant: number;
  readonly batchUnique: number;
  readonly distinctBigrams: number;
  readonly totalBigrams: number;
  readonly msPerRequest: readonly number[];
  readonly batchRuns: readonly BatchRunResult[];
  readonly failures: readonly string[];
}

export interface EvaluateOptions {
  /** How many grid requests to run (spread over the grid). */
  readonly requests: number;
  /** Consecutive six-bio batches per bio type in the "Generate New" runs. */
  readonly batches: number;
  /** Check the history rules with isUniqueAgainstHistory on every n-th batch (1: all). */
  readonly verifyEvery?: number;
  readonly emojiFor?: (word: string) => string | undefined;
  readonly seed?: number;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function describe(request: BioRequest): string {
  return [
    request.bioType ?? "main",
    request.tone ?? "-",
    request.style ?? "-",
    request.platform,
    request.profession || request.interests.join("+") || "no input",
  ].join(" / ");
}

/** "Generate New" clicked `batches` times: each call avoids the last MAX_AVOID bios shown. */
function runBatches(bioType: BioType | undefined, options: EvaluateOptions, seed: number): BatchRunResult {
  const shown: string[] = [];
  const msPerCall: number[] = [];
  let historyViolations = 0;
  const verifyEvery = options.verifyEvery ?? 1;
  const input = bioType === undefined ? SAMPLE_INPUTS[0] : undefined;
  for (let batch = 0; batch < options.batches; batch += 1) {
    const avoid = shown.slice(-MAX_AVOID);
    const request = withInput(
      { ...emptyRequest(), ...batchParameters(bioType, batch), ...(bioType ? { bioType } : {}), avoid },
      input,
    );
    const started = performance.now();
    const bios = composeBios(request, {
      seed: seed + batch * 7919,
      ...(options.emojiFor ? { emojiFor: options.emojiFor } : {}),
    });
    msPerCall.push(performance.now() - started);
    if (bioType && batch % verifyEvery === 0) {
      historyViolations += bios.filter((bio) => !isUniqueAgainstHistory(bio, avoid, bioType)).length;
    }
    shown.push(...bios);
  }
  const distinct = new Set(shown.map(normalizeForHistory));
  return {
    label: bioType ?? "main page",
    bios: shown.length,
    wanted: options.batches * 6,
    repeats: shown.length - distinct.size,
    historyViolations,
    msPerCall,
  };
}

export function evaluateComposer(options: EvaluateOptions): Evaluation {
  const seed = options.seed ?? 20240601;
  const requests = gridRequests(options.requests);
  const failures: string[] = [];
  let bios = 0;
  let countMet = 0;
  let withinLimit = 0;
  let threeLines = 0;
  let mentions = 0;
  let mentionChecked = 0;
  let styleCompliant = 0;
  let batchUnique = 0;
  const bigrams = new Set<string>();
  let totalBigrams = 0;
  const msPerRequest: number[] = [];

  requests.forEach((request, index) => {
    const started = performance.now();
    const answer = composeBios(request, {
      seed: seed + index,
      ...(options.emojiFor ? { emojiFor: options.emojiFor } : {}),
    });
    msPerRequest.push(performance.now() - started);
    if (answer.length === request.count) countMet += 1;
    else failures.push(`count ${answer.length}/${request.count}: ${describe(request)}`);
    const hasSubject = request.interests.length > 0 || request.profession.trim() !== "";
    answer.forEach((bio, position) => {
      bios += 1;
      const lines = bio.split("\n");
      if (fitsPlatform(bio, request.platform)) withinLimit += 1;
      else failures.push(`too long: ${describe(request)}: ${JSON.stringify(bio)}`);
      if (lines.length <= 3 && normalizeToThreeLines(bio) === bio) threeLines += 1;
      else failures.push(`lines: ${describe(request)}: ${JSON.stringify(bio)}`);
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
      for (const line of lines) {
        const words = tokenizeWords(line);
        for (let word = 0; word + 1 < words.length; word += 1) {
          bigrams.add(`${words[word]} ${words[word + 1]}`);
          totalBigrams += 1;
        }
      }
    });
  });

  const batchRuns = [undefined, ...BIO_TYPES].map((bioType, index) =>
    runBatches(bioType, options, seed + 1000 * (index + 1)),
  );
  return {
    requests: requests.length,
    bios,
    countMet,
    withinLimit,
    threeLinesOrFewer: threeLines,
    mentionsVisitor: mentions,
    mentionChecked,
    styleCompliant,
    batchUnique,
    distinctBigrams: bigrams.size,
    totalBigrams,
    msPerRequest,
    batchRuns,
    failures,
  };
}

/** The bars; each entry is [label, met]. */
export function bars(evaluation: Evaluation): [string, boolean][] {
  const share = (part: number, whole: number): number => (whole === 0 ? 1 : part / whole);
  return [
    ["within the platform limit: 100%", evaluation.withinLimit === evaluation.bios],
    ["three lines or fewer: 100%", evaluation.threeLinesOrFewer === evaluation.bios],
    [
      "mentions an interest or the profession: at least 95%",
      share(evaluation.mentionsVisitor, evaluation.mentionChecked) >= 0.95,
    ],
    ["style rules met: 100%", evaluation.styleCompliant === evaluation.bios],
    ["repeats across the Generate New runs: 0", evaluation.batchRuns.every((run) => run.repeats === 0)],
    ["history rules met in the Generate New runs", evaluation.batchRuns.every((run) => run.historyViolations === 0)],
  ];
}

function pct(part: number, whole: number): string {
  return whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)}%`;
}

function report(evaluation: Evaluation): void {
  const e = evaluation;
  console.log(`Composer evaluation: ${e.requests} requests, ${e.bios} bios`);
  console.log(`  count met                      ${pct(e.countMet, e.requests)} (${e.countMet}/${e.requests})`);
  console.log(`  within the platform limit      ${pct(e.withinLimit, e.bios)}`);
  console.log(`  three lines or fewer           ${pct(e.threeLinesOrFewer, e.bios)}`);
  console.log(
    `  mentions interest/profession   ${pct(e.mentionsVisitor, e.mentionChecked)} (of ${e.mentionChecked} bios with input)`,
  );
  console.log(`  style rules met                ${pct(e.styleCompliant, e.bios)}`);
  console.log(`  batch-unique                   ${pct(e.batchUnique, e.bios)}`);
  console.log(
    `  distinct word bigrams          ${e.distinctBigrams} (${pct(e.distinctBigrams, e.totalBigrams)} of ${e.totalBigrams})`,
  );
  console.log(
    `  ms per request                 mean ${mean(e.msPerRequest).toFixed(2)}, p99 ${percentile(e.msPerRequest, 99).toFixed(2)}`,
  );
  console.log("Generate New runs (6 bios per call, avoid = last 60 shown):");
  for (const run of e.batchRuns) {
    const steady = run.msPerCall.slice(Math.min(10, Math.floor(run.msPerCall.length / 2)));
    console.log(
      `  ${run.label.padEnd(10)} ${String(run.bios).padStart(4)}/${run.wanted} bios, repeats ${run.repeats}, history violations ${run.historyViolations}, ` +
        `ms per call mean ${mean(steady).toFixed(2)}, p99 ${percentile(steady, 99).toFixed(2)} (with 60 avoided)`,
    );
  }
  if (e.failures.length > 0) {
    console.log(`First failures (${e.failures.length}):`);
    for (const failure of e.failures.slice(0, 15)) console.log(`  ${failure}`);
  }
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function main(): Promise<void> {
  const emojiFor = createEmojiFinder(await loadEmojiIndex());
  const samples = argument("samples", 0);
  if (samples > 0) {
    // Print bios to read: the quality check the design notes ask for.
    for (const request of gridRequests(samples)) {
      const [bio] = composeBios({ ...request, count: 1 }, { seed: 7, emojiFor });
      console.log(`[${describe(request)}]\n${bio ?? "(none)"}\n`);
    }
    return;
  }
  // Warm the JIT so the timings describe a running server, not a cold start.
  evaluateComposer({ requests: 30, batches: 2, verifyEvery: 100, emojiFor });
  const evaluation = evaluateComposer({
    requests: argument("requests", 780),
    batches: argument("batches", 20),
    emojiFor,
  });
  report(evaluation);
  const results = bars(evaluation);
  console.log("Bars:");
  for (const [label, met] of results) console.log(`  ${met ? "ok  " : "MISS"} ${label}`);
  process.exitCode = results.every(([, met]) => met) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
