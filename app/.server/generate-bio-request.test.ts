import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { BIO_TYPES } from "@domain/bio/bio-type";
import { TRADES } from "@domain/bio/pools/trades";
import { CATEGORY_BATCH_PLANS, toBioRequest } from "@domain/content/category-parameter-sets";
import type { GenerateBioBody } from "~/contracts/generate-bio";

import { parseGenerateBioBody } from "./generate-bio-request";

// The visitor's words are cleaned once, here, before the composer or a model sees them (defect 8).

// eslint-disable-next-line no-control-regex -- the characters that must never reach a bio
const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function parsed(body: Record<string, unknown>) {
  const result = parseGenerateBioBody(body);
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return result.request;
}

describe("parseGenerateBioBody cleans what the visitor typed", () => {
  it("drops control characters, bidirectional overrides and lone surrogates from every text field", () => {
    const request = parsed({
      profession: "a\u0000b\u202e\ud800 dev",
      interests: "coffee\u0007, hik\u202eing, \u2066music\u2069",
      personality: "calm\u001b[31m, kind\ud800",
      instructions: "mention\u0000 my\u202e shop",
      avoid: ["old\u0000 bio\u202e"],
    });
    expect(request.profession).toBe("ab dev");
    expect(request.interests).toEqual(["coffee", "hiking", "music"]);
    expect(request.personality).toEqual(["calm[31m", "kind"]);
    expect(request.instructions).toBe("mention my shop");
    expect(request.avoid).toEqual(["old bio"]);
  });

  it("keeps a profession on one line", () => {
    expect(parsed({ profession: " night\n\tnurse \r\n" }).profession).toBe("night nurse");
  });

  it("never lets an unwanted character through, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 100 }),
        fc.string({ unit: "binary", maxLength: 200 }),
        (profession, interests) => {
          const request = parsed({ profession, interests, personality: profession, instructions: profession });
          for (const text of [request.profession, request.instructions, ...request.interests, ...request.personality]) {
            expect(text).not.toMatch(UNWANTED);
            expect(text).not.toMatch(LONE_SURROGATE);
          }
        },
      ),
    );
  });
});

describe("parseGenerateBioBody with a self-description", () => {
  it("reads interests and a profession out of the visitor's own words, as data", () => {
    const parsed = parseGenerateBioBody({ description: "I'm a nurse who loves yoga and matcha" });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.request.profession.toLowerCase()).toBe("nurse");
    expect(parsed.request.interests.map((word) => word.toLowerCase())).toEqual(
      expect.arrayContaining(["yoga", "matcha"]),
    );
    expect(parsed.request.description).toBe("I'm a nurse who loves yoga and matcha");
    expect(parsed.request.instructions).toBe("");
  });

  it("lets the separate fields win where they are given", () => {
    const parsed = parseGenerateBioBody({ description: "I'm a nurse who loves yoga", profession: "Midwife" });
    expect(parsed.ok && parsed.request.profession).toBe("Midwife");
  });

  it("refuses a description longer than its limit", () => {
    const parsed = parseGenerateBioBody({ description: "x".repeat(301) });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fields.description).toMatch(/at most 300/);
  });
});

describe("toBioRequest", () => {
  // The server's first batch skips the wire body; it must still ask what the page's call would.
  it("builds what the server makes of the body a category page sends", () => {
    for (const bioType of BIO_TYPES) {
      for (const set of CATEGORY_BATCH_PLANS[bioType].parameterSets) {
        for (const trade of bioType === "business" ? ["", ...TRADES.map(({ id }) => id)] : [""]) {
          const body: GenerateBioBody = {
            ...set,
            ...(trade ? { profession: trade } : {}),
            bioType,
            count: 6,
            avoid: ["Coffee first\nThen the world\nMaybe"],
          };
          expect(toBioRequest(set, { bioType, count: 6, avoid: body.avoid, profession: trade })).toEqual(parsed(body));
        }
      }
    }
  });
});
