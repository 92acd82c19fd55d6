import { afterEach, describe, expect, it, vi } from "vitest";

import type { GenerateBioBody } from "~/contracts/generate-bio";

import { generateBios, waitMessage } from "./generate-bios";

const BODY: GenerateBioBody = {
  interests: "coffee",
  profession: "",
  personality: "",
  tone: "",
  style: "",
  instructions: "",
  platform: "instagram",
  count: 3,
  avoid: [],
};

afterEach(() => vi.unstubAllGlobals());

function answer(response: Response | Error) {
  const calls: RequestInit[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    calls.push(init);
    if (response instanceof Error) throw response;
    return response;
  });
  return calls;
}

describe("generateBios", () => {
  it("posts the body as 3-line JSON and pairs each bio with its source, dropping blank ones", async () => {
    const calls = answer(
      Response.json({ bios: ["one", " ", "two"], source: "mixed", sources: ["llm", "composer", "composer"] }),
    );
    expect(await generateBios(BODY)).toEqual({ ok: true, bios: ["one", "two"], sources: ["llm", "composer"] });
    expect(JSON.parse(String(calls[0]?.body))).toMatchObject({ interests: "coffee", format: "3-line", count: 3 });
  });

  it("tells a rate limit apart, with the wait from Retry-After", async () => {
    answer(new Response("{}", { status: 429, headers: { "Retry-After": "42" } }));
    expect(await generateBios(BODY)).toEqual({ ok: false, reason: "rate_limited", retryAfterSeconds: 42 });
  });

  it.each([
    ["an error status", () => new Response("{}", { status: 500 }), "call"],
    ["no bios", () => Response.json({ bios: [] }), "empty"],
    ["a body that is not JSON", () => new Response("<html>", { status: 200 }), "exception"],
    ["a network failure", () => new TypeError("Failed to fetch"), "exception"],
  ] as const)("reports %s", async (_name, make, reason) => {
    answer(make());
    expect(await generateBios(BODY)).toEqual({ ok: false, reason });
  });
});

describe("waitMessage", () => {
  it("speaks in seconds, then minutes", () => {
    expect(waitMessage(1)).toBe("Too many requests just now. Please wait 1 second and try again.");
    expect(waitMessage(45)).toBe("Too many requests just now. Please wait 45 seconds and try again.");
    expect(waitMessage(600)).toBe("Too many requests just now. Please wait 10 minutes and try again.");
  });
});
