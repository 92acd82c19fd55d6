// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { readUrlState, URL_STATE_DEBOUNCE_MS, urlStateSearch, useUrlState } from "./url-state";

const DEFAULTS = { q: "", category: "All", tab: "tips" };

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

describe("readUrlState", () => {
  it("takes known, acceptable values and defaults the rest", () => {
    const state = readUrlState("?q=heart&category=Nope&tab=branding&other=x", DEFAULTS, {
      category: (value) => ["All", "Hearts"].includes(value),
    });
    expect(state).toEqual({ q: "heart", category: "All", tab: "branding" });
  });
});

describe("urlStateSearch", () => {
  it("writes only what differs from the defaults", () => {
    expect(urlStateSearch(DEFAULTS, DEFAULTS)).toBe("");
    expect(urlStateSearch({ ...DEFAULTS, q: "red heart", category: "Hearts" }, DEFAULTS)).toBe(
      "?q=red+heart&category=Hearts",
    );
  });
});

describe("useUrlState", () => {
  it("keeps the address in step without adding history entries", () => {
    window.history.replaceState(null, "", "/features/symbol-library#grid");
    const before = window.history.length;
    const { result } = renderHook(() => useUrlState(DEFAULTS, DEFAULTS));
    act(() => result.current[1]({ q: "star" }));
    expect(result.current[0].q).toBe("star");
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/features/symbol-library?q=star#grid",
    );
    act(() => result.current[1]({ q: "" }));
    expect(window.location.search).toBe("");
    expect(window.history.length).toBe(before);
  });
});

describe("useUrlState with debounced updates", () => {
  const address = () => window.location.pathname + window.location.search + window.location.hash;

  function typeInto() {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/features/fancy-font-styles#convert");
    const { result, unmount } = renderHook(() => useUrlState(DEFAULTS, DEFAULTS));
    act(() => result.current[1]({ q: "M" }, { debounce: true }));
    act(() => result.current[1]({ q: "Ma" }, { debounce: true }));
    return { result, unmount };
  }

  it("shows each change at once and writes the address once the changes pause", () => {
    const { result } = typeInto();
    expect(result.current[0].q).toBe("Ma");
    expect(address()).toBe("/features/fancy-font-styles#convert");
    act(() => vi.advanceTimersByTime(URL_STATE_DEBOUNCE_MS));
    expect(address()).toBe("/features/fancy-font-styles?q=Ma#convert");
  });

  it("writes a waiting change when told to flush (the field's blur)", () => {
    const before = window.history.length;
    const { result } = typeInto();
    act(() => result.current[2]());
    expect(window.location.search).toBe("?q=Ma");
    // Nothing is written twice, and no history entry is added.
    const replace = vi.spyOn(window.history, "replaceState");
    act(() => vi.advanceTimersByTime(URL_STATE_DEBOUNCE_MS));
    expect(replace).not.toHaveBeenCalled();
    expect(window.history.length).toBe(before);
  });

  it("writes a waiting change on a copy, when the page is left, and on unmount", () => {
    const first = typeInto();
    act(() => void document.dispatchEvent(new Event("copy")));
    expect(window.location.search).toBe("?q=Ma");
    first.unmount();

    const second = typeInto();
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(window.location.search).toBe("?q=Ma");
    second.unmount();

    const third = typeInto();
    third.unmount();
    expect(window.location.search).toBe("?q=Ma");
  });

  it("writes a waiting change with the next immediate one", () => {
    const { result } = typeInto();
    act(() => result.current[1]({ category: "Hearts" }));
    expect(window.location.search).toBe("?q=Ma&category=Hearts");
  });
});
