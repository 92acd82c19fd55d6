import { randomInt } from "node:crypto";

import { composeBios } from "@domain/bio/composer/compose-bios";
import type { BioRequest, BioSource } from "@domain/bio/generation-options";
import { vetModelAnswer } from "@domain/bio/vet-model-answer";

import { LlmFailure, type LlmBioSource } from "./llm-client";
import type { Logger } from "./logger";

export interface GeneratedBios {
  bios: string[];
  sources: BioSource[];
}

export interface GenerateOptions {
  /**
   * false for a page view's own bios: a crawler or reload must neither wait for a model nor spend a
   * paid call (docs/decisions/019-category-pages.md).
   */
  model?: boolean;
}

export interface BioGenerator {
  generate(request: BioRequest, logger: Logger, options?: GenerateOptions): Promise<GeneratedBios>;
}

export interface BioGeneratorOptions {
  llm?: LlmBioSource;
  nextSeed?: () => number;
}

// The model first when configured, vetted as untrusted input; the composer fills what is missing, so a failing model
// never fails the request (docs/decisions/024-composer-third-edition.md).
export function createBioGenerator({ llm, nextSeed = () => randomInt(2 ** 31) }: BioGeneratorOptions): BioGenerator {
  return {
    async generate(request, logger, { model = true } = {}) {
      const bios: string[] = [];
      const sources: BioSource[] = [];

      if (llm && model) {
        const started = performance.now();
        try {
          const raw = await llm.generate(request);
          const answer = vetModelAnswer(raw, request);
          for (const bio of answer.bios) {
            bios.push(bio);
            sources.push("llm");
          }
          logger.info(
            {
              event: "llm_generated",
              received: raw.length,
              accepted: bios.length,
              // So a rule that throws good bios away shows in the logs (issue 27); never the bio itself.
              rejected: answer.rejections.map(({ index, rule }) => ({ index, rule })),
              ms: Math.round(performance.now() - started),
            },
            "language model answered",
          );
        } catch (error) {
          const failure = error instanceof LlmFailure ? error : new LlmFailure("network_error");
          logger.warn(
            {
              event: "llm_failed",
              reason: failure.reason,
              status: failure.status,
              ms: Math.round(performance.now() - started),
            },
            "language model failed; using the composer",
          );
        }
      }

      const missing = request.count - bios.length;
      if (missing > 0) {
        const composed = composeBios({ ...request, count: missing }, { seed: nextSeed(), alongside: bios });
        for (const bio of composed) {
          bios.push(bio);
          sources.push("composer");
        }
      }
      if (bios.length < request.count) {
        logger.warn(
          { event: "composer_short", wanted: request.count, got: bios.length },
          "composer could not fill the request",
        );
      }
      return { bios, sources };
    },
  };
}
