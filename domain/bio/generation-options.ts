import type { Platform } from "../text/platforms";

import type { BioType } from "./bio-type";

/**
 * The options a bio can be generated with (spec §3, §7). The main page offers MAIN_TONES and
 * MAIN_STYLES; the Cool Ideas page sends its own five tones and styles (spec §7), which the API
 * accepts too. Any other value is rejected.
 */
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

/** The only format the spec defines. */
export const BIO_FORMAT = "3-line";

export const MAX_BIO_COUNT = 12;
export const DEFAULT_BIO_COUNT = 3;
/**
 * Bios a request may ask the server to avoid: a whole 20-round "Generate New" session of six. The
 * browser sends its session's history as `avoid`, newest last, trimmed to this many and to the
 * request body limit (see historyForRequest and docs/decisions/012-composer-second-edition.md).
 */
export const MAX_AVOID = 120;

/** Field limits of the generation request, in UTF-16 code units as the browser's maxLength counts. */
export const FIELD_LIMITS = {
  interests: 200,
  profession: 100,
  personality: 100,
  instructions: 300,
  description: 300,
} as const;

/** Where one bio came from: only a language model's bios may carry the 'AI-Generated' badge. */
export type BioSource = "composer" | "llm";

/** A validated generation request, as the composer and the language model receive it. */
export interface BioRequest {
  /** The visitor's interests, split from their comma list, trimmed, non-empty. */
  interests: string[];
  profession: string;
  /** Personality words, split from their comma list. */
  personality: string[];
  tone?: Tone;
  style?: Style;
  /** Free text from the visitor; data for the generator, never instructions to it. */
  instructions: string;
  /**
   * The visitor describing themselves in their own words (the AI Bio Generation page). The fields
   * above already hold what was read out of it; a language model also gets it whole, as data.
   */
  description?: string;
  bioType?: BioType;
  platform: Platform;
  count: number;
  /** Bios already shown to the visitor, to be avoided. */
  avoid: string[];
}

/** Splits a comma list as typed ("coffee, travel,, code ") into its trimmed, non-empty items. */
export function splitCommaList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((item) => item.trim().replace(/\s+/g, " "))
    .filter((item) => item.length > 0);
}
