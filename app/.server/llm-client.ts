import type * as OpenAiCompatible from "@ai-sdk/openai-compatible";
import type * as AiSdk from "ai";
import type { LanguageModel } from "ai";
import { z } from "zod";

import { buildBioPrompt, modelBiosToAskFor } from "@domain/bio/prompt";
import { parseGeneratedBios } from "@domain/bio/parse-generated-bios";
import type { BioRequest } from "@domain/bio/generation-options";
import type { RefinePrompt } from "@domain/bio/refine/refine-prompt";
import { REFINE_VARIANTS } from "@domain/bio/refine/refinements";

import type { Config } from "./config";

// Expected warnings ("JSON schema not supported, using JSON mode") would only be noise in the logs.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

export type LlmFailureReason = "timeout" | "http_error" | "network_error" | "no_output" | "too_large";

/** Twelve bios are a few KB of JSON; reading and vetting a reply past this would hold up the whole site (defect 2). */
export const MAX_LLM_REPLY_BYTES = 64 * 1024;

const MAX_OUTPUT_TOKENS = 2_000;
const OUTPUT_TOKENS_PER_BIO = 150;

const BIOS_READ_PER_BIO_ASKED = 2;

/** Without the provider's own words: they may echo keys or input. */
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
  generate(request: BioRequest): Promise<string[]>;
  refine?(prompt: RefinePrompt): Promise<string[]>;
}

const BiosSchema = z.object({ bios: z.array(z.string()) });

type Ai = typeof AiSdk;

let loadingAi: Promise<[Ai, typeof OpenAiCompatible]> | undefined;

/** ~10 MB of memory, loaded on the first generation and only when a model is configured. */
function loadAi() {
  loadingAi ??= Promise.all([import("ai"), import("@ai-sdk/openai-compatible")]);
  return loadingAi;
}

class ReplyTooLargeError extends Error {
  override name = "ReplyTooLargeError";
}

/** Cut off past `maxBytes`, so a model streaming megabytes costs no more than the limit. */
function limitedFetch(maxBytes: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (Number(response.headers.get("content-length")) > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new ReplyTooLargeError();
    }
    if (!response.body) return response;
    let received = 0;
    const limited = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          received += chunk.byteLength;
          if (received > maxBytes) controller.error(new ReplyTooLargeError());
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(limited, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

function isReplyTooLarge(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof ReplyTooLargeError) return true;
  }
  return false;
}

export function createLlmBioSource(config: Config): LlmBioSource | undefined {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return undefined;
  const { LLM_BASE_URL: baseURL, LLM_MODEL: modelId } = config;
  let model: LanguageModel | undefined;

  async function ask(system: string, user: string, maxOutputTokens: number, keep: number): Promise<string[]> {
    const deadline = AbortSignal.timeout(config.LLM_TIMEOUT_MS);
    const [ai, { createOpenAICompatible }] = await loadAi();
    const { generateText, NoObjectGeneratedError, Output } = ai;
    model ??= createOpenAICompatible({
      name: "llm",
      baseURL,
      apiKey: config.LLM_API_KEY,
      supportsStructuredOutputs: config.LLM_JSON_SCHEMA,
      fetch: limitedFetch(MAX_LLM_REPLY_BYTES),
    }).chatModel(modelId);
    try {
      const result = await generateText({
        model,
        system,
        prompt: user,
        output: Output.object({ schema: BiosSchema }),
        temperature: 0.9,
        maxOutputTokens,
        maxRetries: 0,
        abortSignal: deadline,
      });
      return result.output.bios.slice(0, keep);
    } catch (error) {
      if (isReplyTooLarge(error)) throw new LlmFailure("too_large");
      if (deadline.aborted) throw new LlmFailure("timeout");
      // Structured output failed to parse: read the bios from the plain text instead.
      if (NoObjectGeneratedError.isInstance(error) && error.text) {
        const bios = parseGeneratedBios(error.text);
        if (bios.length > 0) return bios.slice(0, keep);
        throw new LlmFailure("no_output");
      }
      throw toFailure(error, ai);
    }
  }

  return {
    generate(request) {
      const { system, user } = buildBioPrompt(request);
      return ask(
        system,
        user,
        Math.min(MAX_OUTPUT_TOKENS, OUTPUT_TOKENS_PER_BIO * modelBiosToAskFor(request.count) + 200),
        request.count * BIOS_READ_PER_BIO_ASKED,
      );
    },
    refine({ system, user }) {
      return ask(
        system,
        user,
        OUTPUT_TOKENS_PER_BIO * REFINE_VARIANTS + 200,
        REFINE_VARIANTS * BIOS_READ_PER_BIO_ASKED,
      );
    },
  };
}

function toFailure(error: unknown, { APICallError, NoObjectGeneratedError }: Ai): LlmFailure {
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
