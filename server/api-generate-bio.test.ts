import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "../app/.server/config";
import { MAX_AVOID } from "@domain/bio/generation-options";
import { normalizeForHistory } from "@domain/bio/history";
import { isUniqueAgainstHistory, isUniqueInBatch } from "@domain/bio/uniqueness";
import { fitsPlatform } from "@domain/text/count-characters";
import { normalizeToThreeLines } from "@domain/text/normalize-bio";

import { postJson, useApiApp } from "../tests/api-app";
import { startTestRedis, type TestRedis } from "../tests/redis-server";
import { startBuiltApp, type RunningApp } from "../tests/start-built-app";

// Integration: POST /api/generate-bio over HTTP against the production build and the real server.

interface Answer {
  bios: string[];
  source: "composer" | "llm" | "mixed";
  sources: ("composer" | "llm")[];
}

function post(app: RunningApp, body: unknown, init: RequestInit = {}) {
  return postJson(app, "/api/generate-bio", body, init);
}

function expectValidBios(answer: Answer, count: number, platform: Parameters<typeof fitsPlatform>[1] = "instagram") {
  expect(answer.bios).toHaveLength(count);
  expect(answer.sources).toHaveLength(count);
  answer.bios.forEach((bio, index) => {
    expect(bio.trim().length, bio).toBeGreaterThan(0);
    expect(normalizeToThreeLines(bio), bio).toBe(bio);
    expect(fitsPlatform(bio, platform), bio).toBe(true);
    expect(
      isUniqueInBatch(
        bio,
        answer.bios.filter((_, other) => other !== index),
      ),
      bio,
    ).toBe(true);
  });
}

describe("POST /api/generate-bio with the composer", () => {
  const api = useApiApp();

  it("answers 200 with three composer bios by default", async () => {
    const response = await post(api.app, {
      interests: "coffee, hiking",
      profession: "nurse",
      personality: "calm",
      tone: "Casual",
      style: "With Emojis",
      format: "3-line",
      instructions: "",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const answer = (await response.json()) as Answer;
    expect(answer.source).toBe("composer");
    expect(answer.sources.every((source) => source === "composer")).toBe(true);
    expectValidBios(answer, 3);
  });

  it("honours count and platform, and ignores unknown fields", async () => {
    const answer = (await (
      await post(api.app, { interests: "baking", count: 6, platform: "tiktok", favouriteColour: "green" })
    ).json()) as Answer;
    expectValidBios(answer, 6, "tiktok");
  });

  it("never repeats a bio it is asked to avoid", async () => {
    const first = (await (await post(api.app, { profession: "photographer", count: 6 })).json()) as Answer;
    const second = (await (
      await post(api.app, { profession: "photographer", count: 6, avoid: first.bios })
    ).json()) as Answer;
    expectValidBios(second, 6);
    const seen = new Set(first.bios.map(normalizeForHistory));
    for (const bio of second.bios) expect(seen.has(normalizeForHistory(bio)), bio).toBe(false);
  });

  it("keeps a bio type's history rules against the avoided bios", async () => {
    const first = (await (await post(api.app, { bioType: "funny", count: 6 })).json()) as Answer;
    const second = (await (await post(api.app, { bioType: "funny", count: 6, avoid: first.bios })).json()) as Answer;
    expectValidBios(second, 6);
    for (const bio of second.bios) expect(isUniqueAgainstHistory(bio, first.bios, "funny"), bio).toBe(true);
  });

  it.each([
    [{ tone: "Sarcastic" }, "tone"],
    [{ style: "Gothic" }, "style"],
    [{ count: 0 }, "count"],
    [{ count: 13 }, "count"],
    [{ count: "3" }, "count"],
    [{ count: 2.5 }, "count"],
    [{ platform: "myspace" }, "platform"],
    [{ bioType: "sad" }, "bioType"],
    [{ format: "5-line" }, "format"],
    [{ interests: "x".repeat(201) }, "interests"],
    [{ profession: "x".repeat(101) }, "profession"],
    [{ personality: "x".repeat(101) }, "personality"],
    [{ instructions: "x".repeat(301) }, "instructions"],
    [{ interests: 42 }, "interests"],
    [{ avoid: Array.from({ length: MAX_AVOID + 1 }, (_, index) => `bio ${index}`) }, "avoid"],
    [{ avoid: "not a list" }, "avoid"],
  ])("answers 400 naming the bad field for %j", async (body, field) => {
    const response = await post(api.app, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBeTruthy();
    expect(Object.keys(answer.fields)).toEqual([field]);
  });

  it("names every bad field at once", async () => {
    const answer = (await (await post(api.app, { tone: "x", count: 99 })).json()) as { fields: Record<string, string> };
    expect(Object.keys(answer.fields).sort()).toEqual(["count", "tone"]);
  });

  it.each([
    ["not JSON", "{ nope"],
    ["a JSON array", "[1, 2]"],
    ["a JSON string", '"hello"'],
  ])("answers 400 for a body that is %s", async (_name, body) => {
    const response = await post(api.app, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
  });

  it("answers 413 for a body over 16 KiB, declared or streamed", async () => {
    const big = JSON.stringify({ instructions: "x".repeat(17 * 1024) });
    expect((await post(api.app, big)).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await post(api.app, "", { body: stream, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("answers 415 for a body that is not JSON", async () => {
    const response = await post(api.app, "interests=coffee", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
  });

  it("answers 405 with Allow: POST for other methods", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${api.app.baseUrl}/api/generate-bio`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("POST");
    }
  });

  it("never copies a control character, a bidirectional override or a lone surrogate from the visitor's words (defect 8)", async () => {
    const response = await post(api.app, {
      profession: "a\u0000b\u202e\ud800 dev",
      interests: "coffee\u0007, \u2066hiking\u2069",
      personality: "calm\u001b",
      count: 12,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Answer;
    expect(answer.bios.length).toBeGreaterThan(0);
    for (const bio of answer.bios) {
      // eslint-disable-next-line no-control-regex -- none of these may reach a bio
      expect(bio).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD]/);
      expect(bio).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(answer.bios.join("\n")).toMatch(/ab dev/i);
  });

  it("always answers `count` bios, even where the composer finds few (defect 5)", async () => {
    const answer = (await (
      await post(api.app, { profession: "Nurse 💉", style: "Clean Text", count: 3 })
    ).json()) as Answer;
    expectValidBios(answer, 3);
  });

  it("logs requests without what the visitor typed or the bios", async () => {
    await post(api.app, { interests: "zanzibarian yodelling", profession: "lighthouse keeper" });
    const text = api.logs.lines.join("");
    expect(text).toContain('"event":"bios_generated"');
    expect(text).not.toContain("zanzibarian");
    expect(text).not.toContain("lighthouse");
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After past the budget (memory store)", async () => {
    const app = await startBuiltApp(parseConfig({ RATE_LIMIT_GENERATE_PER_MINUTE: "2" }));
    try {
      expect((await post(app, { profession: "chef" })).status).toBe(200);
      expect((await post(app, { profession: "chef" })).status).toBe(200);
      const limited = await post(app, { profession: "chef" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(((await limited.json()) as { error: string }).error).toMatch(/wait/);
    } finally {
      await app.close();
    }
  });

  it("believes X-Forwarded-For only when TRUST_PROXY is set", async () => {
    const direct = await startBuiltApp(parseConfig({ RATE_LIMIT_GENERATE_PER_MINUTE: "1" }));
    const proxied = await startBuiltApp(parseConfig({ RATE_LIMIT_GENERATE_PER_MINUTE: "1", TRUST_PROXY: "true" }));
    try {
      const from = (app: RunningApp, ip: string) =>
        post(app, { profession: "chef" }, { headers: { "Content-Type": "application/json", "X-Forwarded-For": ip } });
      // Direct: a forged header does not buy a fresh budget.
      expect((await from(direct, "203.0.113.1")).status).toBe(200);
      expect((await from(direct, "203.0.113.2")).status).toBe(429);
      // Behind a trusted proxy: each client address has its own budget.
      expect((await from(proxied, "203.0.113.1")).status).toBe(200);
      expect((await from(proxied, "203.0.113.2")).status).toBe(200);
      expect((await from(proxied, "203.0.113.1")).status).toBe(429);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });

  it("counts one client once however a trusted proxy writes its address, and an IPv6 /64 as one", async () => {
    const proxied = await startBuiltApp(parseConfig({ RATE_LIMIT_GENERATE_PER_MINUTE: "1", TRUST_PROXY: "true" }));
    try {
      const from = (ip: string) =>
        post(
          proxied,
          { profession: "chef" },
          { headers: { "Content-Type": "application/json", "X-Forwarded-For": ip } },
        );
      expect((await from("203.0.113.7")).status).toBe(200);
      for (const ip of ["::ffff:203.0.113.7", "0203.0.113.7", "203.0.113.7:1234"]) {
        expect((await from(ip)).status, ip).toBe(429);
      }
      expect((await from("2001:DB8::1")).status).toBe(200);
      for (const ip of ["2001:db8:0:0:0:0:0:1", "2001:db8::2", "2001:db8::abcd:1234:5678:9abc"]) {
        expect((await from(ip)).status, ip).toBe(429);
      }
      expect((await from("2001:db8:0:1::1")).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  describe("with Redis", () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await startTestRedis();
    });
    afterAll(() => redis?.stop());

    it("shares one budget between server processes", async () => {
      const config = parseConfig({ RATE_LIMIT_GENERATE_PER_MINUTE: "3", REDIS_URL: redis.url });
      const one = await startBuiltApp(config);
      const two = await startBuiltApp(config);
      try {
        const statuses = [];
        for (const app of [one, two, one, two]) statuses.push((await post(app, { profession: "pilot" })).status);
        expect(statuses).toEqual([200, 200, 200, 429]);
      } finally {
        await one.close();
        await two.close();
      }
    });
  });
});

describe("POST /api/generate-bio with a language model", () => {
  const KEY = "sk-test-secret-key-1234";
  const api = useApiApp({ model: true, env: { LLM_API_KEY: KEY, LLM_TIMEOUT_MS: "600" } });

  const GOOD = [
    "Night-shift nurse fuelled by coffee ☕\nWeekend trails and sunrise views 🥾\nCalm hands, kind words",
    "Nurse by day, hiker by weekend 🌲\nCoffee first, questions later\nHere for the small wins",
    "Scrubs on, coffee in hand ☕\nChasing trails on my days off\nGentle, steady, curious",
  ];
  const request = { interests: "coffee, hiking", profession: "nurse", count: 3 };

  it("uses a good structured answer and says so", async () => {
    api.llm.reply = { kind: "content", content: JSON.stringify({ bios: GOOD }) };
    const answer = (await (await post(api.app, request)).json()) as Answer;
    expect(answer.source).toBe("llm");
    expect(answer.bios).toEqual(GOOD);
    const sent = api.llm.received.at(-1)!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body.model).toBe("fake-model");
    expect(JSON.stringify(sent.body.messages)).toContain('\\"interests\\":[\\"coffee\\",\\"hiking\\"]');
  });

  it("reads bios out of a plain-text answer", async () => {
    api.llm.reply = { kind: "content", content: `Here are your bios:\n\n1. ${GOOD[0]}\n2. ${GOOD[1]}\n3. ${GOOD[2]}` };
    const answer = (await (await post(api.app, request)).json()) as Answer;
    expect(answer.source).toBe("llm");
    expectValidBios(answer, 3);
  });

  it("falls back to the composer for malformed JSON", async () => {
    api.llm.reply = { kind: "content", content: '{"bios": ["Night-shift nurse", "Nurse by da' };
    const answer = (await (await post(api.app, request)).json()) as Answer;
    expect(answer.source).toBe("composer");
    expectValidBios(answer, 3);
    for (const bio of answer.bios) expect(bio).not.toMatch(/[{}"]/);
  });

  it("drops over-long bios and tops up with the composer", async () => {
    api.llm.reply = {
      kind: "content",
      content: JSON.stringify({ bios: [GOOD[0], "way too long ".repeat(20), "x".repeat(400)] }),
    };
    const answer = (await (await post(api.app, request)).json()) as Answer;
    expect(answer.source).toBe("mixed");
    expect(answer.sources).toEqual(["llm", "composer", "composer"]);
    expect(answer.bios[0]).toBe(GOOD[0]);
    expectValidBios(answer, 3);
  });

  it("drops bios with made-up links", async () => {
    api.llm.reply = {
      kind: "content",
      content: JSON.stringify({ bios: [`${GOOD[0]}`, "Nurse and hiker\nBook me: www.fake-site.com", GOOD[2]] }),
    };
    const answer = (await (await post(api.app, request)).json()) as Answer;
    expect(answer.bios.join("\n")).not.toContain("fake-site");
    expectValidBios(answer, 3);
  });

  it("falls back to the composer on HTTP 500, without the provider's words in the answer or the logs", async () => {
    api.llm.reply = {
      kind: "status",
      status: 500,
      body: '{"error":{"message":"internal meltdown with key sk-test-secret-key-1234"}}',
    };
    const response = await post(api.app, request);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("meltdown");
    const answer = JSON.parse(text) as Answer;
    expect(answer.source).toBe("composer");
    expectValidBios(answer, 3);
    const logText = api.logs.lines.join("");
    expect(logText).toContain('"reason":"http_error"');
    expect(logText).not.toContain("meltdown");
    expect(logText).not.toContain(KEY);
  });

  it("gives up on a reply of megabytes at once, answers from the composer and says why (defect 2)", async () => {
    const bios = Array.from({ length: 2_000 }, (_, index) => `Nurse ${index} ${"x".repeat(5_000)}`);
    api.llm.reply = { kind: "content", content: JSON.stringify({ bios }) };
    const answer = (await (await post(api.app, request)).json()) as Answer;
    expect(answer.source).toBe("composer");
    expectValidBios(answer, 3);
    expect(api.logs.lines.join("")).toContain('"reason":"too_large"');
  });

  it("never passes markup, script URLs or the model's chatter on as a bio (defect 7)", async () => {
    for (const content of [
      JSON.stringify({
        bios: [
          '<script>alert(1)</script><a href="javascript:alert(1)">Nurse</a>',
          "Nurse ☕\njavascript:alert(document.cookie)",
          "Sure! Here are three bios for you:",
        ],
      }),
      "Sure! … Here you go: {{{{ not json",
      "Sure! Here are three bios:\n\nNurse {{name}} ☕\n\n<b>Coffee</b> first",
    ]) {
      api.llm.reply = { kind: "content", content };
      const answer = (await (await post(api.app, request)).json()) as Answer;
      expect(answer.source, content).toBe("composer");
      expectValidBios(answer, 3);
      expect(answer.bios.join("\n"), content).not.toMatch(/<|javascript:|Sure!|\{/);
    }
  });

  it("gives up on a model that hangs past the timeout and answers from the composer", async () => {
    api.llm.reply = { kind: "hang" };
    const answer = (await (await post(api.app, { ...request, count: 5 })).json()) as Answer;
    expect(answer.source).toBe("composer");
    expectValidBios(answer, 5);
    expect(api.logs.lines.join("")).toContain('"reason":"timeout"');
  });
});
