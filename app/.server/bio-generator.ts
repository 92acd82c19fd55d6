import { randomInt } from "node:crypto";

import { composeBios } from "@domain/bio/composer/compose-bios";
import type { BioRequest } from "@domain/bio/generation-options";
import { normalizeForHistory } from "@domain/bio/history";
import { isUniqueAgainstHistory, isUniqueInBatch } from "@domain/bio/uniqueness";
import { vetGeneratedBio } from "@domain/bio/vet-generated-bio";

import { LlmFailure, type LlmBioSource } from "./llm-client";
import type { Logger } from "./logger";

export type BioSource = "composer" | "llm";

export interface GeneratedBios {
  bios: string[];
  /** Where each bio came from, index for index: 'llm' only for bios a language model wrote. */
  sources: BioSource[];
}

export interface BioGenerator {
  generate(request: BioRequest, logger: Logger): Promise<GeneratedBios>;
}

export interface BioGeneratorOptions {
  llm?: LlmBioSource;
  emojiFor?: (word: string) => string | undefined;
  /** Seed source for the composer; random per request unless a test fixes it. */
  nextSeed?: () => number;
}

/** How many times the composer is asked again (with a new seed) when it comes back short. */
const COMPOSER_ATTEMPTS = 4;

/** A bio the visitor has not seen: the spec's history rules for its bio type, or no repeat at all. */
function isFresh(bio: string, request: BioRequest): boolean {
  if (request.bioType) return isUniqueAgainstHistory(bio, request.avoid, request.bioType);
  const normalized = normalizeForHistory(bio);
  return !request.avoid.some((previous) => normalizeForHistory(previous) === normalized);
}

/**
 * The generation pipeline: the language model first when one is configured, its output vetted like
 * untrusted input; the offline composer fills whatever is missing. A failing model never fails the
 * request, and the answer always meets the spec's batch and history rules.
 */
export function createBioGenerator({
  llm,
  emojiFor,
  nextSeed = () => randomInt(2 ** 31),
}: BioGeneratorOptions): BioGenerator {
  return {
    async generate(request, logger) {
      const bios: string[] = [];
      const sources: BioSource[] = [];
      const accept = (bio: string, source: BioSource) => {
        if (bios.length >= request.count || !isFresh(bio, request) || !isUniqueInBatch(bio, bios)) return;
        bios.push(bio);
        sources.push(source);
      };

      if (llm) {
        const started = performance.now();
        try {
          const raw = await llm.generate(request);
          for (const text of raw) {
            const vetted = vetGeneratedBio(text, request);
            if (vetted) accept(vetted, "llm");
          }
          logger.info(
            {
              event: "llm_generated",
              received: raw.length,
              accepted: bios.length,
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

      const seed = nextSeed();
      for (let attempt = 0; attempt < COMPOSER_ATTEMPTS && bios.length < request.count; attempt += 1) {
        const composed = composeBios(
          { ...request, count: request.count - bios.length, avoid: [...request.avoid, ...bios] },
          { seed: seed + attempt * 7919, emojiFor },
        );
        for (const bio of composed) accept(bio, "composer");
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
