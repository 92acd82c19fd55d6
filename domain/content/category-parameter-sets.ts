import type { BioType } from "../bio/bio-type";
import {
  type BioRequest,
  COOL_STYLES,
  COOL_TONES,
  splitCommaList,
  type Style,
  type Tone,
} from "../bio/generation-options";

/**
 * What each category page asks POST /api/generate-bio for, call by call
 * (docs/product.md#call-patterns-per-page, docs/decisions/019-category-pages.md). A 'Generate New'
 * batch makes up to five calls, each with the next set, until six bios survive the page's rules.
 */
export interface CategoryParameterSet {
  /** A comma list, as the API's `interests` field takes it ("" for none). */
  interests: string;
  profession: string;
  /** A comma list, as the API's `personality` field takes it. */
  personality: string;
  tone: Tone | "";
  style: Style | "";
}

const set = (tone: Tone | "", style: Style | ""): CategoryParameterSet => ({
  interests: "",
  profession: "",
  personality: "",
  tone,
  style,
});

/**
 * The pages draw whole bios from their pools (domain/bio/pools/, docs/decisions/024), so a set is a
 * tone and a style: the style shapes the bios (emoji kept or cut, symbols, a quoted line, hashtags)
 * and each call of a batch asks in the next one. No visitor words: the bios are examples.
 */
export const AESTHETIC_PARAMETER_SETS: readonly CategoryParameterSet[] = [
  set("Aesthetic", ""),
  set("Minimalist", "Symbol Heavy"),
  set("Creative", "With Emojis"),
  set("Aesthetic", "Line Breaks"),
  set("Minimalist", "Clean Text"),
];

export const FUNNY_PARAMETER_SETS: readonly CategoryParameterSet[] = [
  set("Funny", ""),
  set("Casual", "With Emojis"),
  set("Funny", "Line Breaks"),
  set("Casual", "Clean Text"),
  set("Funny", "Quote Style"),
];

/**
 * Business: every trade unless the visitor picks one (the page sends it as `profession`), each set
 * in its own tone and style.
 */
export const BUSINESS_PARAMETER_SETS: readonly CategoryParameterSet[] = [
  set("Casual", "With Emojis"),
  set("Professional", "Clean Text"),
  set("Bold", "Line Breaks"),
  set("Creative", "Symbol Heavy"),
  set("Inspirational", "Hashtag Style"),
];

/** Cool: the spec's five attempts, tones and styles paired in order (docs/product.md#call-patterns-per-page). */
export const COOL_PARAMETER_SETS: readonly CategoryParameterSet[] = COOL_TONES.map((tone, index) =>
  set(tone, COOL_STYLES[index] ?? ""),
);

/** How a page collects one batch; the loop itself is domain/bio/category-batch.ts. */
export interface CategoryBatchPlan {
  parameterSets: readonly CategoryParameterSet[];
  /** Calls per batch at most (the spec's five). */
  maxCalls: number;
  pauseMs: number;
  /** Aesthetic: stop calling once this many raw bios are in (the spec's 15). */
  rawLimit?: number;
  /** Aesthetic: a failed first call ends the batch; later failed calls are ignored. */
  firstFailureEnds: boolean;
  /**
   * Batch k starts from set k (mod 5) instead of always from the first: most batches are answered
   * by their first call, so without it the other sets would hardly ever be heard.
   */
  rotateStart: boolean;
}

const BATCH_CALLS = 5;
const PAUSE_BETWEEN_CALLS_MS = 500;
export const AESTHETIC_RAW_LIMIT = 15;

export const CATEGORY_BATCH_PLANS: Readonly<Record<BioType, CategoryBatchPlan>> = {
  // "One call with the first parameter set, then up to 4 more, one after another": no pause.
  aesthetic: {
    parameterSets: AESTHETIC_PARAMETER_SETS,
    maxCalls: BATCH_CALLS,
    pauseMs: 0,
    rawLimit: AESTHETIC_RAW_LIMIT,
    firstFailureEnds: true,
    rotateStart: false,
  },
  funny: {
    parameterSets: FUNNY_PARAMETER_SETS,
    maxCalls: BATCH_CALLS,
    pauseMs: PAUSE_BETWEEN_CALLS_MS,
    firstFailureEnds: false,
    rotateStart: false,
  },
  // Rotating: each batch starts from the next set, so every tone and style is heard (decision 019).
  business: {
    parameterSets: BUSINESS_PARAMETER_SETS,
    maxCalls: BATCH_CALLS,
    pauseMs: PAUSE_BETWEEN_CALLS_MS,
    firstFailureEnds: false,
    rotateStart: true,
  },
  cool: {
    parameterSets: COOL_PARAMETER_SETS,
    maxCalls: BATCH_CALLS,
    pauseMs: PAUSE_BETWEEN_CALLS_MS,
    firstFailureEnds: false,
    rotateStart: false,
  },
};

/** The set a batch's call uses: the plan's sets in order, from the batch's starting set. */
export function parameterSetFor(plan: CategoryBatchPlan, batchIndex: number, callIndex: number): CategoryParameterSet {
  const sets = plan.parameterSets;
  const start = plan.rotateStart ? batchIndex : 0;
  return sets[(start + callIndex) % sets.length]!;
}

/**
 * The request one call of a category page asks the generator for, built directly from the
 * parameter set: the server's first batch, the unit tests and the scripts run the generator in the
 * same process, so they skip the wire body (app/contracts/generate-bio.ts) and its parsing.
 */
export function toBioRequest(
  parameters: CategoryParameterSet,
  {
    bioType,
    count,
    avoid = [],
    profession,
  }: {
    bioType: BioType;
    count: number;
    avoid?: string[];
    /** The Business page's chosen trade, which takes the set's place. */
    profession?: string;
  },
): BioRequest {
  return {
    interests: splitCommaList(parameters.interests),
    profession: profession || parameters.profession,
    personality: splitCommaList(parameters.personality),
    ...(parameters.tone ? { tone: parameters.tone } : {}),
    ...(parameters.style ? { style: parameters.style } : {}),
    instructions: "",
    bioType,
    platform: "instagram",
    count,
    avoid,
  };
}
