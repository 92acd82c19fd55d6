import type { Style, Tone } from "../bio/generation-options";

/**
 * The Business page's parameter sets for POST /api/generate-bio (docs/product.md#call-patterns-per-page). The spec leaves them to us; these are
 * five kinds of business, each in its own tone and style.
 *
 * Why single words: the page's history rules reject a bio that shares any two-word phrase of
 * meaningful words with an earlier one, or more than a fifth of its meaningful words. Bios mention
 * the words of their set, so a two-word profession ("personal trainer") or interest ("celebration
 * cakes") can appear in one bio per visit, while single words can recur in new company. Five
 * interests and three personality words give each set room for many different bios
 * (business-parameter-sets.test.ts runs ten batches through the composer to check).
 */
export interface BusinessParameterSet {
  /** A comma list, as the API's `interests` field takes it. */
  interests: string;
  profession: string;
  /** A comma list, as the API's `personality` field takes it. */
  personality: string;
  tone: Tone;
  style: Style;
}

export const BUSINESS_PARAMETER_SETS: readonly BusinessParameterSet[] = [
  {
    interests: "sourdough, croissants, cakes, pastries, coffee",
    profession: "baker",
    personality: "warm, generous, cheerful",
    tone: "Casual",
    style: "With Emojis",
  },
  {
    interests: "bookkeeping, taxes, budgeting, spreadsheets, cycling",
    profession: "accountant",
    personality: "precise, calm, reliable",
    tone: "Professional",
    style: "Clean Text",
  },
  {
    interests: "strength, mobility, running, stretching, nutrition",
    profession: "trainer",
    personality: "encouraging, upbeat, disciplined",
    tone: "Bold",
    style: "Line Breaks",
  },
  {
    interests: "branding, packaging, typography, illustration, websites",
    profession: "designer",
    personality: "curious, playful, meticulous",
    tone: "Creative",
    style: "Symbol Heavy",
  },
  {
    interests: "homes, neighbourhoods, renovation, gardens, architecture",
    profession: "realtor",
    personality: "honest, patient, approachable",
    tone: "Inspirational",
    style: "Hashtag Style",
  },
];
