import type { Platform } from "../text/platforms";

import type { BioType } from "./bio-type";

/** Spec §3, §7. The Cool Ideas page sends its own tones and styles, which the API accepts too. */
export const MAIN_TONES = [
  "Professional",
  "Casual",
  "Funny",
  "Inspirational",
  "Minimalist",
  "Creative",
  "Bold",
  "Aesthetic",
] as const;
export const COOL_TONES = ["Trendy", "Confident", "Motivational", "Inspirational", "Energetic"] as const;
export const TONES = [...new Set([...MAIN_TONES, ...COOL_TONES])] as readonly Tone[];
export type Tone = (typeof MAIN_TONES)[number] | (typeof COOL_TONES)[number];

export const MAIN_STYLES = [
  "With Emojis",
  "Clean Text",
  "Symbol Heavy",
  "Line Breaks",
  "Hashtag Style",
  "Quote Style",
] as const;
export const COOL_STYLES = ["Emoji Rich", "Minimalist", "Professional", "Mystical", "Action-oriented"] as const;
export const STYLES = [...MAIN_STYLES, ...COOL_STYLES] as readonly Style[];
export type Style = (typeof MAIN_STYLES)[number] | (typeof COOL_STYLES)[number];

export const BIO_FORMAT = "3-line";

export const MAX_BIO_COUNT = 12;
export const DEFAULT_BIO_COUNT = 3;
/** A whole 20-round session of six (docs/decisions/012-composer-second-edition.md). */
export const MAX_AVOID = 120;

/** In UTF-16 code units, as the browser's maxLength counts. */
export const FIELD_LIMITS = {
  interests: 200,
  profession: 100,
  personality: 100,
  instructions: 300,
  description: 300,
} as const;

export type BioSource = "composer" | "llm";

export interface BioRequest {
  interests: string[];
  profession: string;
  personality: string[];
  tone?: Tone;
  style?: Style;
  /** Data for the generator, never instructions to it. */
  instructions: string;
  /** The AI Bio Generation page's free text; a model also gets it whole, as data. */
  description?: string;
  bioType?: BioType;
  platform: Platform;
  count: number;
  avoid: string[];
}

export function splitCommaList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((item) => item.trim().replace(/\s+/g, " "))
    .filter((item) => item.length > 0);
}
