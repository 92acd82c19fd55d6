// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { BioSource } from "@domain/bio/generation-options";
import { quickBios } from "@domain/content/quick-bios";
import type { GenerateBiosResult } from "~/components/bio/generate-bios";
import { showToast } from "~/components/ui/toast";
import type { GenerateBioBody } from "~/contracts/generate-bio";

import { AI_COUNT, useAiGeneration } from "./use-ai-generation";

vi.mock("~/components/ui/toast", () => ({ showToast: vi.fn(async () => {}) }));

const PROMPT = "I'm a nurse who loves yoga and matcha";
const BIOS = ["Night shifts, calm hands", "Yoga at dawn 🧘\nMatcha by noon\nNurse by night", "Care is my cardio"];

/** Answers `answers` in turn, noting each body. */
function fakeCall(...answers: GenerateBiosResult[]) {
  const bodies: GenerateBioBody[] = [];
  const call = vi.fn(async (body: GenerateBioBody) => {
    bodies.push(body);
    return answers[bodies.length - 1] ?? { ok: false as const, reason: "call" as const };
  });
  return { call, bodies };
}

const ok = (bios: string[], source: BioSource = "llm"): GenerateBiosResult => ({
  ok: true,
  bios,
  sources: bios.map(() => source),
});

beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(cleanup);

describe("useAiGeneration", () => {
  it("starts empty and fills 'Quick Generate' from the local templates, without a call", () => {
    const { call } = fakeCall();
    const { result } = renderHook(() => useAiGeneration({ call }));
    expect(result.current.results).toEqual({ status: "empty" });
    act(() => {
      result.current.setPrompt(PROMPT);
      result.current.setStyle("funny");
    });
    expect(result.current.preview).toBe(quickBios(PROMPT, "funny")[0]);
    act(() => result.current.quickGenerate());
    expect(result.current.results).toEqual({
      status: "ready",
      bios: quickBios(PROMPT, "funny").map((text) => ({ text, source: "composer" })),
    });
    expect(call).not.toHaveBeenCalled();
  });

  it("'AI Generate' sends the description and the style's tone, shows three-line bios with their sources", async () => {
    const { call, bodies } = fakeCall(ok(BIOS));
    const { result } = renderHook(() => useAiGeneration({ call }));
    act(() => {
      result.current.setPrompt(PROMPT);
      result.current.setStyle("minimal");
    });
    await act(() => result.current.aiGenerate());
    expect(bodies[0]).toMatchObject({ description: PROMPT, tone: "Minimalist", count: AI_COUNT, avoid: [] });
    expect(result.current.results).toEqual({
      status: "ready",
      bios: [
        { text: "Night shifts, calm hands", source: "llm" },
        { text: "Yoga at dawn 🧘\nMatcha by noon\nNurse by night", source: "llm" },
        { text: "Care is my cardio", source: "llm" },
      ],
    });
    expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ variant: "success" }));
  });

  it("asks again avoiding every bio shown this visit", async () => {
    const { call, bodies } = fakeCall(ok(BIOS), ok(["Scrubs on, worries off"]));
    const { result } = renderHook(() => useAiGeneration({ call }));
    act(() => {
      result.current.setPrompt(PROMPT);
      result.current.setStyle("creative");
    });
    await act(() => result.current.aiGenerate());
    await act(() => result.current.aiGenerate());
    expect(bodies[1]?.avoid).toHaveLength(BIOS.length);
    expect(result.current.results).toEqual({
      status: "ready",
      bios: [{ text: "Scrubs on, worries off", source: "llm" }],
    });
  });

  it("is busy while the call runs and ignores a second 'AI Generate' meanwhile", async () => {
    let answer: (result: GenerateBiosResult) => void = () => {};
    const call = vi.fn(() => new Promise<GenerateBiosResult>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useAiGeneration({ call }));
    act(() => {
      result.current.setPrompt(PROMPT);
      result.current.setStyle("bold");
    });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.aiGenerate();
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.aiGenerate());
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(ok(BIOS));
      await first;
    });
    expect(result.current.busy).toBe(false);
  });

  it("keeps the earlier bios on a failure and says how long to wait when rate limited", async () => {
    const { call } = fakeCall(ok(BIOS), { ok: false, reason: "rate_limited", retryAfterSeconds: 45 });
    const { result } = renderHook(() => useAiGeneration({ call }));
    act(() => {
      result.current.setPrompt(PROMPT);
      result.current.setStyle("aesthetic");
    });
    await act(() => result.current.aiGenerate());
    const before = result.current.results;
    await act(() => result.current.aiGenerate());
    expect(result.current.results).toBe(before);
    expect(showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ variant: "destructive", description: expect.stringContaining("45 seconds") }),
    );
  });

  it("refuses a blank description with a toast and focus on the field, until it changes", async () => {
    const { call } = fakeCall(ok(BIOS));
    const field = document.createElement("textarea");
    document.body.append(field);
    const { result } = renderHook(() => useAiGeneration({ call, promptField: { current: field } }));
    act(() => result.current.setPrompt("  \n "));
    await act(() => result.current.aiGenerate());
    act(() => result.current.quickGenerate());
    expect(call).not.toHaveBeenCalled();
    expect(result.current.results).toEqual({ status: "empty" });
    expect(result.current.blankError).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Please enter a prompt" }));
    act(() => result.current.setPrompt("I bake"));
    expect(result.current.blankError).toBe(false);
    field.remove();
  });
});
