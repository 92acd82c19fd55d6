import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, NoObjectGeneratedError, Output } from "ai";
import { z } from "zod";

import { buildBioPrompt } from "@domain/bio/prompt";
import { parseGeneratedBios } from "@domain/bio/parse-generated-bios";
import type { BioRequest } from "@domain/bio/generation-options";

import type { Config } from "./config";

// The AI SDK prints warnings (e.g. "JSON schema not supported, using JSON mode") to the console;
// they are expected here and would only be noise in the logs.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

export type LlmFailureReason = "timeout" | "http_error" | "network_error" | "no_output";

/** A failed model call, described without the provider's own words (they may echo keys or input). */
export class LlmFailure extends Error {
  override name = "LlmFailure";
  constructor(
    readonly reason: LlmFailureReason,
    readonly status?: number,
  ) {
    super(`language model call failed: ${reason}${status ? ` (${status})` : ""}`);
  }
}

export interface LlmBioSource {
  /** The model's raw bio texts for the request (unvetted). Throws LlmFailure. */
  generate(request: BioRequest): Promise<string[]>;
}

const BiosSchema = z.object({ bios: z.array(z.string()) });

export function createLlmBioSource(config: Config): LlmBioSource | undefined {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return undefined;
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    supportsStructuredOutputs: config.LLM_JSON_SCHEMA,
  });
  const model = provider.chatModel(config.LLM_MODEL);

  return {
    async generate(request) {
      const { system, user } = buildBioPrompt(request);
      try {
        const result = await generateText({
          model,
          system,
          prompt: user,
          output: Output.object({ schema: BiosSchema }),
          temperature: 0.9,
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(config.LLM_TIMEOUT_MS),
        });
        return result.output.bios;
      } catch (error) {
        // Structured output failed to parse or validate: read the bios from the plain text instead.
        if (NoObjectGeneratedError.isInstance(error) && error.text) {
          const bios = parseGeneratedBios(error.text);
          if (bios.length > 0) return bios;
          throw new LlmFailure("no_output");
        }
        throw toFailure(error);
      }
    },
  };
}

function toFailure(error: unknown): LlmFailure {
  if (error instanceof LlmFailure) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return new LlmFailure("timeout");
  if (APICallError.isInstance(error)) {
    if (error.statusCode) return new LlmFailure("http_error", error.statusCode);
    const causeName = (error.cause as { name?: string } | undefined)?.name;
    if (causeName === "TimeoutError" || causeName === "AbortError") return new LlmFailure("timeout");
    return new LlmFailure("network_error");
  }
  if (NoObjectGeneratedError.isInstance(error)) return new LlmFailure("no_output");
  return new LlmFailure("network_error");
}
