// Types only, so no zod reaches the browser.
import type { BioSource } from "@domain/bio/generation-options";

/** docs/product.md#refine-a-bio. A missing or blank bio answers 400. */
export interface RefineBioResponse {
  /** Fewer when the bio leaves no more. */
  bios: string[];
  sources: BioSource[];
}
