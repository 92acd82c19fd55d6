import type { Platform } from "../../text/platforms";

/** docs/product.md#refine-a-bio, in display order. */
export const REFINEMENTS = [
  "shorter",
  "funnier",
  "professional",
  "call-to-action",
  "fewer-emoji",
  "plain-letters",
] as const;
export type Refinement = (typeof REFINEMENTS)[number];

export const REFINEMENT_LABELS: Readonly<Record<Refinement, string>> = {
  shorter: "Shorter",
  funnier: "Funnier",
  professional: "More professional",
  "call-to-action": "Add a call to action",
  "fewer-emoji": "Fewer emoji",
  "plain-letters": "Plain letters",
};

export const REFINE_VARIANTS = 3;

/** In UTF-16 code units: LinkedIn's 220 and the editor's 50 over, styled letters being two units. */
export const MAX_REFINE_BIO_LENGTH = 600;

export const MISSING_BIO_MESSAGE = "Add the bio to refine: 'bio' is missing or blank.";

/** Validated by app/.server/refine-bio-request.ts. */
export interface RefineRequest {
  /** Data, never instructions. */
  bio: string;
  refinement: Refinement;
  platform: Platform;
  /** Facts every variant keeps ("" when not given). */
  profession: string;
  interests: string;
}
