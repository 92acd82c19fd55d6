// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { readUrlState, urlStateSearch, useUrlState } from "./url-state";

const DEFAULTS = { q: "", category: "All", tab: "tips" };

afterEach(() => window.history.replaceState(null, "", "/"));

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
