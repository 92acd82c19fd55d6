// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { loadPlatformCounter, usePlatformCounter } from "./platform-counter";

describe("usePlatformCounter", () => {
  it("is the same function between renders until X's counter arrives, so counts memoised on it hold", async () => {
    const { result, rerender } = renderHook(() => usePlatformCounter());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first("𝐚𝐛", "instagram")).toBe(2);
    expect(first("𝐚𝐛", "twitter")).toBeUndefined();

    await act(() => loadPlatformCounter());
    expect(result.current).not.toBe(first);
    expect(result.current("𝐚𝐛", "twitter")).toBe(4);
  });
});
