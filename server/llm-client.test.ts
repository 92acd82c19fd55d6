import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { BioRequest } from "@domain/bio/generation-options";

import { completion, startFakeLlmServer, type FakeLlmServer } from "../tests/mocks/fake-llm-server";

import { parseConfig } from "../app/.server/config";
import { createLlmBioSource, LlmFailure, MAX_LLM_REPLY_BYTES } from "../app/.server/llm-client";

// Whatever a fake model sends, the work it causes here is bounded (defect 2).

const request: BioRequest = {
  interests: ["coffee"],
  profession: "nurse",
  personality: [],
  instructions: "",
  platform: "instagram",
  count: 3,
  avoid: [],
};

let llm: FakeLlmServer;
beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(() => llm?.close());

function source(timeoutMs = 2000) {
  const created = createLlmBioSource(
    parseConfig({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: "fake-model", LLM_TIMEOUT_MS: String(timeoutMs) }),
  );
  if (!created) throw new Error("no model configured");
  return created;
}

async function failureOf(promise: Promise<unknown>): Promise<LlmFailure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(LlmFailure);
    return error as LlmFailure;
  }
  throw new Error("expected the call to fail");
}

describe("createLlmBioSource", () => {
  it("asks the model for a bounded number of output tokens", async () => {
    llm.reply = { kind: "content", content: JSON.stringify({ bios: ["Nurse and coffee"] }) };
    await source().generate(request);
    const body = llm.received.at(-1)!.body as { max_tokens?: number; max_completion_tokens?: number };
    const limit = body.max_tokens ?? body.max_completion_tokens;
    expect(limit).toBeGreaterThan(0);
    expect(limit).toBeLessThanOrEqual(2_000);
  });

  it("gives up on a reply larger than it will read, without reading the rest", async () => {
    // About 10 MB.
    const bios = Array.from({ length: 2_000 }, (_, index) => `${index} ${"x".repeat(5_000)}`);
    llm.reply = { kind: "raw", body: JSON.stringify(completion(JSON.stringify({ bios }))) };
    const failure = await failureOf(source().generate(request));
    expect(failure.reason).toBe("too_large");
    expect(MAX_LLM_REPLY_BYTES).toBeLessThan(1024 * 1024);
  });

  it("passes on at most twice the bios asked for", async () => {
    const bios = Array.from({ length: 100 }, (_, index) => `Nurse number ${index} and coffee`);
    llm.reply = { kind: "content", content: JSON.stringify({ bios }) };
    const received = await source().generate(request);
    expect(received.length).toBe(2 * request.count);
    expect(received).toEqual(bios.slice(0, 2 * request.count));
  });

  it("times out on a model that never answers", async () => {
    llm.reply = { kind: "hang" };
    expect((await failureOf(source(300).generate(request))).reason).toBe("timeout");
  });
});
