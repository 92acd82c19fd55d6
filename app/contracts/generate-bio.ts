// Types only: the schema they come from stays on the server, so no zod reaches the browser.
import type { z } from "zod";

import type { BioSource } from "@domain/bio/generation-options";
import type { GenerateBioBodySchema } from "~/.server/generate-bio-request";

/**
 * The contract of POST /api/generate-bio (docs/decisions/007-generate-bio.md), shared by the route
 * that answers it, the pages that call it and the scripts that load it.
 */

/** The request body as sent: what the server's schema accepts. Empty strings mean "not given". */
export type GenerateBioBody = z.input<typeof GenerateBioBodySchema>;

/** The success body. `source` sums up `sources`: all llm, all composer, or mixed. */
export interface GenerateBioResponse {
  bios: string[];
  source: BioSource | "mixed";
  sources: BioSource[];
}
