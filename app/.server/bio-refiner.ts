import {
  factsFrom,
  factsHeld,
  isVersionOf,
  keepsFacts,
  keepsPromise,
  refineBio,
  type RefineContext,
} from "@domain/bio/refine/refine-bio";
import { buildRefinePrompt } from "@domain/bio/refine/refine-prompt";
import { REFINE_VARIANTS, type RefineRequest } from "@domain/bio/refine/refinements";
import type { BioSource } from "@domain/bio/generation-options";
import { countCharacters } from "@domain/text/count-characters";

import type { LlmBioSource } from "./llm-client";
import type { Logger } from "./logger";

export interface RefinedBios {
  bios: string[];
  sources: BioSource[];
}

export interface BioRefiner {
  refine(request: RefineRequest, logger: Logger): Promise<RefinedBios>;
}

/** With a model, its versions that keep the promise (keepsPromise), the rest from the composer's operations. */
export function createBioRefiner({ llm }: { llm: LlmBioSource | undefined }): BioRefiner {
  return {
    async refine(request, logger) {
      const context: RefineContext = {
        platform: request.platform,
        count: countCharacters,
        facts: factsHeld(request.bio, factsFrom(request.profession, request.interests)),
      };
      const bios: string[] = [];
      const sources: BioSource[] = [];
      if (llm?.refine) {
        try {
          for (const answer of await llm.refine(buildRefinePrompt(request))) {
            const bio = answer.trim();
            if (bios.length >= REFINE_VARIANTS || bios.includes(bio)) continue;
            if (!keepsPromise(request.bio, bio, request.refinement, context)) continue;
            // Not a text the bio's words asked for.
            if (!isVersionOf(request.bio, bio) || !keepsFacts(bio, context.facts ?? [])) continue;
            bios.push(bio);
            sources.push("llm");
          }
        } catch (error) {
          logger.warn(
            { event: "llm_refine_failed", reason: (error as { reason?: string }).reason ?? "error" },
            "model refine failed",
          );
        }
      }
      for (const bio of refineBio(request.bio, request.refinement, context)) {
        if (bios.length >= REFINE_VARIANTS) break;
        if (bios.includes(bio)) continue;
        bios.push(bio);
        sources.push("composer");
      }
      return { bios, sources };
    },
  };
}
