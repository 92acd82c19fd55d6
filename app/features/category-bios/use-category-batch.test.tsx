// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { BioType } from "@domain/bio/bio-type";
import type { CandidateBio } from "@domain/bio/category-batch";
import { normalizeForHistory } from "@domain/bio/history";
import { BUSINESS_POOL } from "@domain/bio/pools/business";
import { FUNNY_POOL } from "@domain/bio/pools/funny";
import { CATEGORY_BATCH_PLANS } from "@domain/content/category-parameter-sets";
import type { GenerateBiosResult } from "~/components/bio/generate-bios";
import { showToast } from "~/components/ui/toast";
import type { GenerateBioBody } from "~/contracts/generate-bio";

import { categoryHistoryKey } from "./category-history";
import { useCategoryBatch } from "./use-category-batch";

vi.mock("~/components/ui/toast", () => ({ showToast: vi.fn(async () => {}) }));

const candidates = (texts: readonly string[]): CandidateBio[] => texts.map((text) => ({ text, source: "composer" }));
const SERVER_SIX = candidates(FUNNY_POOL.slice(0, 6));

/** Answers each call with the next bios of `bios` (or `answer`), noting the body. */
function fakeCall(bios: readonly string[], answer?: GenerateBiosResult) {
  const bodies: GenerateBioBody[] = [];
  let next = 0;
  const call = vi.fn(async (body: GenerateBioBody): Promise<GenerateBiosResult> => {
    bodies.push(body);
    if (answer) return answer;
    const count = body.count ?? 6;
    const batch = bios.slice(next, next + count);
    next += count;
    return { ok: true, bios: batch, sources: batch.map(() => "composer" as const) };
  });
  return { call, bodies };
}

const noPause = async () => {};

function renderBatch(
  bioType: BioType,
  initial: readonly CandidateBio[],
  call: ReturnType<typeof fakeCall>["call"],
  initialTrade = "",
) {
  return renderHook(() => useCategoryBatch({ bioType, initial, initialTrade, call, pause: noPause }));
}

const storedHistory = (bioType: BioType): string[] =>
  JSON.parse(sessionStorage.getItem(categoryHistoryKey(bioType)) ?? "[]") as string[];

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(showToast).mockClear();
});
afterEach(cleanup);

describe("useCategoryBatch", () => {
  it("shows the server's six and adds them to the session's history, without a call", () => {
    const { call } = fakeCall([]);
    const { result } = renderBatch("funny", SERVER_SIX, call);
    expect(result.current.slots).toEqual(SERVER_SIX);
    expect(result.current.busy).toBe(false);
    expect(result.current.uniqueCount).toBe(6);
    expect(call).not.toHaveBeenCalled();
    expect(storedHistory("funny")).toEqual(SERVER_SIX.map((bio) => normalizeForHistory(bio.text)));
  });

  it("replaces, in place, a server bio this session has already seen", async () => {
    sessionStorage.setItem(categoryHistoryKey("funny"), JSON.stringify([normalizeForHistory(SERVER_SIX[2]!.text)]));
    const { call, bodies } = fakeCall(FUNNY_POOL.slice(20, 40));
    const { result } = renderBatch("funny", SERVER_SIX, call);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(call).toHaveBeenCalled();
    const [first] = bodies;
    // The server made the first call.
    const { tone, style } = CATEGORY_BATCH_PLANS.funny.parameterSets[1]!;
    expect(first).toMatchObject({ bioType: "funny", platform: "instagram", instructions: "", tone, style });
    expect(first?.avoid).toContain(normalizeForHistory(SERVER_SIX[2]!.text));
    const texts = result.current.slots.map((slot) => slot?.text);
    expect(texts).not.toContain(SERVER_SIX[2]!.text);
    expect(texts.filter((text, index) => text === SERVER_SIX[index]!.text)).toHaveLength(5);
    expect(result.current.uniqueCount).toBe(7);
  });

  it("'Generate New' shows a new batch, asked with the page's first set, and counts it", async () => {
    const { call, bodies } = fakeCall(FUNNY_POOL.slice(20, 40));
    const { result } = renderBatch("funny", SERVER_SIX, call);
    await act(() => result.current.generateNew());
    const { tone, style } = CATEGORY_BATCH_PLANS.funny.parameterSets[0]!;
    expect(bodies[0]).toMatchObject({ tone, style, count: 6 });
    expect(bodies[0]?.avoid).toEqual(SERVER_SIX.map((bio) => normalizeForHistory(bio.text)));
    expect(result.current.slots.map((slot) => slot?.text)).toEqual(FUNNY_POOL.slice(20, 26));
    expect(result.current.uniqueCount).toBe(12);
    expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ variant: "success" }));
  });

  it("sends the Business page's trade as the profession, and none once 'Every trade' is chosen", async () => {
    const bios = [...BUSINESS_POOL.bakery, ...BUSINESS_POOL.florist];
    const { call, bodies } = fakeCall(bios);
    const { result } = renderBatch("business", candidates(BUSINESS_POOL.bakery.slice(0, 6)), call, "bakery");
    await act(() => result.current.generateNew());
    expect(bodies.at(-1)?.profession).toBe("bakery");
    act(() => result.current.chooseTrade(""));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.trade).toBe("");
    expect(bodies.at(-1)?.profession).toBe("");
  });

  it("keeps the bios shown when every call fails, and says so", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { call } = fakeCall([], { ok: false, reason: "call" });
    const { result } = renderBatch("funny", SERVER_SIX, call);
    await act(() => result.current.generateNew());
    expect(result.current.slots).toEqual(SERVER_SIX);
    expect(result.current.uniqueCount).toBe(6);
    expect(call).toHaveBeenCalledTimes(CATEGORY_BATCH_PLANS.funny.maxCalls);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("call 1 failed (call)"));
    expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ variant: "destructive" }));
  });

  it("'Reset History' empties the session's history and fetches a new batch", async () => {
    const { call } = fakeCall(FUNNY_POOL.slice(20, 40));
    const { result } = renderBatch("funny", SERVER_SIX, call);
    act(() => result.current.resetHistory());
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.uniqueCount).toBe(6);
    expect(storedHistory("funny")).toEqual(FUNNY_POOL.slice(20, 26).map(normalizeForHistory));
  });
});
