// Types only, so no zod reaches the browser.
import type { z } from "zod";

import type { BioSource } from "@domain/bio/generation-options";
import type { GenerateBioBodySchema } from "~/.server/generate-bio-request";

/** docs/decisions/007-generate-bio.md. */

/** Empty strings mean "not given". */
export type GenerateBioBody = z.input<typeof GenerateBioBodySchema>;

/** `source` sums up `sources`: all llm, all composer, or mixed. */
export interface GenerateBioResponse {
  bios: string[];
  source: BioSource | "mixed";
  sources: BioSource[];
}
