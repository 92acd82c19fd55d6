// Types only: the schema they come from stays on the server, so no zod reaches the browser.
import type { BioSource } from "@domain/bio/generation-options";

/**
 * The contract of POST /api/refine-bio (docs/product.md#refine-a-bio). The body is
 * `{ bio, refinement, platform?, profession?, interests? }`; a missing or blank bio answers 400
 * with `{ error }` saying so.
 */
export interface RefineBioResponse {
  /** Up to three versions, each keeping the refinement's promise; fewer when the bio leaves no more. */
  bios: string[];
  sources: BioSource[];
}
