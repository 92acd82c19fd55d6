import { describe, expect, it } from "vitest";

import {
  CATEGORY_BATCH_PLANS,
  parameterSetFor,
  toBioRequest,
  type CategoryParameterSet,
} from "../content/category-parameter-sets";

import { BIO_TYPES, type BioType } from "./bio-type";
import {
  collectCategoryBatch,
  type BatchAnswer,
  type BatchCall,
  type BatchPlan,
  type CandidateBio,
} from "./category-batch";
import { composeBios } from "./composer/compose-bios";
import { normalizeForHistory } from "./history";
import { isUniqueAgainstHistory, isUniqueInBatch } from "./uniqueness";

function planFor(bioType: BioType, batchIndex = 0): BatchPlan<CategoryParameterSet> {
  const plan = CATEGORY_BATCH_PLANS[bioType];
  return { bioType, ...plan, parameterSetFor: (callIndex) => parameterSetFor(plan, batchIndex, callIndex) };
}

/** No model configured. */
function composerCall(bioType: BioType, seed: number) {
  let calls = 0;
  return async ({ parameters, count, avoid }: BatchCall<CategoryParameterSet>): Promise<BatchAnswer<string>> => {
    calls += 1;
    const bios = composeBios(toBioRequest(parameters, { bioType, count, avoid: [...avoid] }), {
      seed: seed * 7919 + calls,
    });
    return { ok: true, bios, sources: bios.map(() => "composer" as const) };
  };
}

const noPause = async () => {};

describe("a category page's batch", () => {
  it("stops after the first call when it brings six bios that pass the page's rules", async () => {
    const seen: BatchCall<CategoryParameterSet>[] = [];
    const answer = composerCall("funny", 1);
    const outcome = await collectCategoryBatch({
      plan: planFor("funny"),
      history: [],
      call: (call) => {
        seen.push(call);
        return answer(call);
      },
      pause: noPause,
    });
    expect(outcome.bios).toHaveLength(6);
    expect(outcome.calls).toBe(1);
    expect(seen[0]).toMatchObject({
      count: 6,
      avoid: [],
      callIndex: 0,
      parameters: CATEGORY_BATCH_PLANS.funny.parameterSets[0],
    });
  });

  it("calls again with the next set, 500 ms later, while fewer than six survive, and avoids what it has", async () => {
    const pauses: number[] = [];
    const seen: BatchCall<CategoryParameterSet>[] = [];
    const repeated = "Professional overthinker\nPart-time snack critic\nAsk me about my plants";
    const scripted: BatchAnswer<string>[] = [
      { ok: true, bios: [repeated, repeated], sources: ["llm", "llm"] },
      { ok: false, failure: "call" },
    ];
    const compose = composerCall("funny", 2);
    const outcome = await collectCategoryBatch({
      plan: planFor("funny"),
      history: [],
      call: async (call) => {
        seen.push(call);
        return scripted.shift() ?? compose(call);
      },
      pause: async (ms) => void pauses.push(ms),
    });
    expect(outcome.bios).toHaveLength(6);
    expect(outcome.bios[0]).toEqual({ text: repeated, source: "llm" });
    expect(outcome.bios.slice(1).every((bio) => bio.source === "composer")).toBe(true);
    expect(outcome).toMatchObject({ calls: 3, answered: 2, failures: ["call"] });
    expect(outcome.stoppedBy).toBeUndefined();
    expect(pauses).toEqual([500, 500]);
    expect(seen.map((call) => call.parameters)).toEqual(CATEGORY_BATCH_PLANS.funny.parameterSets.slice(0, 3));
    expect(seen.map((call) => call.count)).toEqual([6, 5, 5]);
    expect(seen[2]!.avoid).toEqual([repeated, repeated]);
  });

  it("makes at most five calls, and reports every failure", async () => {
    const pauses: number[] = [];
    const outcome = await collectCategoryBatch({
      plan: planFor("cool"),
      history: [],
      call: async () => ({ ok: false, failure: "exception" }),
      pause: async (ms) => void pauses.push(ms),
    });
    expect(outcome).toEqual({ bios: [], calls: 5, answered: 0, failures: Array(5).fill("exception") });
    expect(pauses).toHaveLength(4);
  });

  it("stops at once when a call says to stop (the server asked us to wait)", async () => {
    const outcome = await collectCategoryBatch({
      plan: planFor("business"),
      history: [],
      call: async () => ({ ok: false, failure: "rate_limited", stop: true }),
      pause: noPause,
    });
    expect(outcome).toMatchObject({ bios: [], calls: 1, stoppedBy: "rate_limited" });
  });

  it("pairs the Cool page's tones and styles in the spec's order", async () => {
    const seen: CategoryParameterSet[] = [];
    await collectCategoryBatch({
      plan: planFor("cool"),
      history: [],
      call: async (call) => {
        seen.push(call.parameters);
        return { ok: true, bios: [], sources: [] };
      },
      pause: noPause,
    });
    expect(seen.map(({ tone, style }) => [tone, style])).toEqual([
      ["Trendy", "Emoji Rich"],
      ["Confident", "Minimalist"],
      ["Motivational", "Professional"],
      ["Inspirational", "Mystical"],
      ["Energetic", "Action-oriented"],
    ]);
  });
});

describe("the aesthetic page's batch", () => {
  it("collects up to 15 raw bios, without pauses, when its stricter rules keep turning them down", async () => {
    const counts: number[] = [];
    const pauses: number[] = [];
    const same = "soft mornings ☁️\nslow coffee, warm light\nlet it bloom";
    const outcome = await collectCategoryBatch({
      plan: planFor("aesthetic"),
      history: [same],
      call: async ({ count }) => {
        counts.push(count);
        return { ok: true, bios: Array(count).fill(same), sources: Array(count).fill("composer") };
      },
      pause: async (ms) => void pauses.push(ms),
    });
    expect(counts).toEqual([6, 6, 3]);
    expect(pauses).toEqual([]);
    // The top-up: with fewer than three survivors, history is set aside.
    expect(outcome.bios).toEqual([{ text: same, source: "composer" }]);
  });

  it("ends the batch when its first call fails, and ignores a failed extra call", async () => {
    const first = await collectCategoryBatch({
      plan: planFor("aesthetic"),
      history: [],
      call: async () => ({ ok: false, failure: "call" }),
      pause: noPause,
    });
    expect(first).toMatchObject({ bios: [], calls: 1, stoppedBy: "call" });

    const compose = composerCall("aesthetic", 3);
    let calls = 0;
    const extra = await collectCategoryBatch({
      plan: planFor("aesthetic"),
      history: [],
      call: async (call) => {
        calls += 1;
        if (calls === 1) return { ok: true, bios: ["one soft line\nanother\nthe end"], sources: ["composer"] };
        if (calls === 2) return { ok: false, failure: "exception" };
        return compose(call);
      },
      pause: noPause,
    });
    expect(extra.stoppedBy).toBeUndefined();
    expect(extra.failures).toEqual(["exception"]);
    expect(extra.bios).toHaveLength(6);
  });
});

describe("a batch the server has begun (the page's first six, in its HTML)", () => {
  const served = async (bioType: BioType): Promise<CandidateBio[]> => {
    const outcome = await collectCategoryBatch({
      plan: planFor(bioType),
      history: [],
      call: composerCall(bioType, 11),
      pause: noPause,
    });
    return outcome.bios;
  };

  it("needs no call when the six pass against the session's history", async () => {
    const first = await served("funny");
    const outcome = await collectCategoryBatch({
      plan: planFor("funny"),
      history: [],
      collected: first,
      callsMade: 1,
      call: async () => {
        throw new Error("no call expected");
      },
      pause: noPause,
    });
    expect(outcome).toEqual({ bios: first, calls: 0, answered: 0, failures: [] });
  });

  it("replaces the ones the history has seen, continuing with the second set", async () => {
    const first = await served("cool");
    const history = [first[1]!.text, first[4]!.text].map(normalizeForHistory);
    const seen: BatchCall<CategoryParameterSet>[] = [];
    const compose = composerCall("cool", 12);
    const outcome = await collectCategoryBatch({
      plan: planFor("cool"),
      history,
      collected: first,
      callsMade: 1,
      call: (call) => {
        seen.push(call);
        return compose(call);
      },
      pause: noPause,
    });
    expect(seen.map((call) => [call.callIndex, call.count])).toEqual([[1, 2]]);
    expect(outcome.bios).toHaveLength(6);
    const kept = outcome.bios.filter((bio) => first.some((served) => served.text === bio.text));
    expect(kept).toEqual([first[0], first[2], first[3], first[5]]);
    for (const bio of outcome.bios) expect(isUniqueAgainstHistory(bio.text, history, "cool"), bio.text).toBe(true);
  });
});

// docs/product.md#history-and-uniqueness, each batch checked against the history it had then.
describe.each(BIO_TYPES)("ten batches in a row on the %s page", (bioType) => {
  it("show sixty distinct bios, each passing the page's rules against every one before it", async () => {
    const history: string[] = [];
    const shown: string[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const outcome = await collectCategoryBatch({
        plan: planFor(bioType, batch),
        history,
        call: composerCall(bioType, 100 + batch),
        pause: noPause,
      });
      expect(outcome.bios, `batch ${batch + 1}`).toHaveLength(6);
      const texts = outcome.bios.map((bio) => bio.text);
      for (const [index, text] of texts.entries()) {
        expect(isUniqueAgainstHistory(text, history, bioType), text).toBe(true);
        expect(isUniqueInBatch(text, texts.slice(0, index)), text).toBe(true);
      }
      shown.push(...texts);
      history.push(...texts.map(normalizeForHistory));
    }
    expect(new Set(shown.map(normalizeForHistory)).size).toBe(60);
  });
});
