import type { BioType } from "../bio/bio-type";
import {
  type BioRequest,
  COOL_STYLES,
  COOL_TONES,
  splitCommaList,
  type Style,
  type Tone,
} from "../bio/generation-options";

/** docs/product.md#call-patterns-per-page, docs/decisions/019-category-pages.md. */
export interface CategoryParameterSet {
  interests: string;
  profession: string;
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

/** The bios come whole from pools (decision 024), so a set is a tone and a style. */
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

export const BUSINESS_PARAMETER_SETS: readonly CategoryParameterSet[] = [
  set("Casual", "With Emojis"),
  set("Professional", "Clean Text"),
  set("Bold", "Line Breaks"),
  set("Creative", "Symbol Heavy"),
  set("Inspirational", "Hashtag Style"),
];

export const COOL_PARAMETER_SETS: readonly CategoryParameterSet[] = COOL_TONES.map((tone, index) =>
  set(tone, COOL_STYLES[index] ?? ""),
);

export interface CategoryBatchPlan {
  parameterSets: readonly CategoryParameterSet[];
  maxCalls: number;
  pauseMs: number;
  rawLimit?: number;
  firstFailureEnds: boolean;
  /** Most batches are answered by their first call, so without rotation the other sets would hardly ever be heard. */
  rotateStart: boolean;
}

const BATCH_CALLS = 5;
const PAUSE_BETWEEN_CALLS_MS = 500;
export const AESTHETIC_RAW_LIMIT = 15;

export const CATEGORY_BATCH_PLANS: Readonly<Record<BioType, CategoryBatchPlan>> = {
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

export function parameterSetFor(plan: CategoryBatchPlan, batchIndex: number, callIndex: number): CategoryParameterSet {
  const sets = plan.parameterSets;
  const start = plan.rotateStart ? batchIndex : 0;
  return sets[(start + callIndex) % sets.length]!;
}

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
