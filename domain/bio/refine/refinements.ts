import type { Platform } from "../../text/platforms";

/** The refine chips (docs/product.md#refine-a-bio), in the order they show. */
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

/** Variants a refinement answers with. */
export const REFINE_VARIANTS = 3;

/** The longest bio a refine request carries, in UTF-16 code units: LinkedIn's 220 and the editor's 50 over, styled letters being two units each. */
export const MAX_REFINE_BIO_LENGTH = 600;

export const MISSING_BIO_MESSAGE = "Add the bio to refine: 'bio' is missing or blank.";

/** A refine request as the refiner gets it (validated by app/.server/refine-bio-request.ts). */
export interface RefineRequest {
  /** The bio to rewrite: data, never instructions. */
  bio: string;
  refinement: Refinement;
  platform: Platform;
  /** The generator's inputs, when the bio came from it: facts every variant keeps ("" when not given). */
  profession: string;
  interests: string;
}
