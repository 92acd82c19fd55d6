// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { loadPlatformCounter, usePlatformCounter } from "./platform-counter";

describe("usePlatformCounter", () => {
  it("is the same function between renders until X's counter arrives, so counts memoised on it hold", async () => {
    const { result, rerender } = renderHook(() => usePlatformCounter());
    const first = result.current.count;
    rerender();
    expect(result.current.count).toBe(first);
    expect(first("𝐚𝐛", "instagram")).toBe(2);
    expect(first("𝐚𝐛", "twitter")).toBeUndefined();

    act(() => result.current.request());
    await act(() => loadPlatformCounter());
    expect(result.current.count).not.toBe(first);
    expect(result.current.count("𝐚𝐛", "twitter")).toBe(4);
  });

  it("does not load X's counter until it is asked to", async () => {
    const { result } = renderHook(() => usePlatformCounter());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.count("𝐚𝐛", "twitter")).toBeUndefined();
  });
});
