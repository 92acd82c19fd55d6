import { afterEach, expect, it, vi } from "vitest";

import { sendSuggestion } from "./send-suggestion";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(null, { status });
  });
  return calls;
}

it("sends the idempotency key it is given as the Idempotency-Key header, the same on a retry", async () => {
  const calls = stubFetch(201);
  expect(await sendSuggestion("Dark mode", "", "0b7c8a52-5a0e-4d5f-9a0a-0f5b4e6f2c11")).toBe(true);
  expect(await sendSuggestion("Dark mode", "", "0b7c8a52-5a0e-4d5f-9a0a-0f5b4e6f2c11")).toBe(true);
  for (const call of calls) {
    expect(call.url).toBe("/api/suggestions");
    expect(new Headers(call.init.headers).get("Idempotency-Key")).toBe("0b7c8a52-5a0e-4d5f-9a0a-0f5b4e6f2c11");
  }
});

it("sends no key when none is given, and reports anything but 201 as a failure", async () => {
  const calls = stubFetch(503);
  expect(await sendSuggestion("Dark mode", "")).toBe(false);
  expect(new Headers(calls[0]!.init.headers).has("Idempotency-Key")).toBe(false);
});
