import { describe, expect, it } from "vitest";

import { DEFAULT_MAILER_TIMING, mailFailureReason, retryDelayMs } from "./suggestion-mailer";

describe("retryDelayMs", () => {
  it("doubles from the base after each failure, up to the cap", () => {
    const timing = { retryBaseMs: 100, retryMaxMs: 1000 };
    expect([1, 2, 3, 4, 5, 6, 50].map((attempts) => retryDelayMs(attempts, timing))).toEqual([
      100, 200, 400, 800, 1000, 1000, 1000,
    ]);
  });

  it("waits from 10 s up to an hour by default, over about two days of attempts", () => {
    expect(retryDelayMs(1, DEFAULT_MAILER_TIMING)).toBe(10_000);
    expect(retryDelayMs(DEFAULT_MAILER_TIMING.maxAttempts, DEFAULT_MAILER_TIMING)).toBe(3_600_000);
    let total = 0;
    for (let attempts = 1; attempts < DEFAULT_MAILER_TIMING.maxAttempts; attempts++)
      total += retryDelayMs(attempts, DEFAULT_MAILER_TIMING);
    expect(total / 3_600_000).toBeGreaterThan(36);
    expect(total / 3_600_000).toBeLessThan(60);
  });
});

describe("mailFailureReason", () => {
  it.each([
    [{ code: "ESOCKET", originalCode: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:25" }, "ECONNREFUSED"],
    [{ code: "EENVELOPE", responseCode: 550, response: "550 No such user owner@example.com" }, "smtp_550"],
    [{ code: "EAUTH", message: "Invalid login: 535 secret details" }, "EAUTH"],
    [new Error("Some text with a suggestion in it"), "unknown"],
    [{ code: "not a code, a sentence" }, "unknown"],
    [undefined, "unknown"],
  ])("reduces %j to %s, never to message text", (error, reason) => {
    expect(mailFailureReason(error)).toBe(reason);
  });
});
