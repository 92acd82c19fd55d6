// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { createBrowserStore } from "./browser-store";

const listOfStrings = (json: unknown) => (Array.isArray(json) ? json.filter((item) => typeof item === "string") : []);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("createBrowserStore", () => {
  it("keeps a value in the chosen storage and tells subscribers", () => {
    const store = createBrowserStore({
      area: "session",
      key: "history",
      label: "history",
      empty: [] as string[],
      parse: listOfStrings,
    });
    const calls: number[] = [];
    store.subscribe(() => calls.push(1));
    expect(store.write(["a", "b"])).toBe(true);
    expect(sessionStorage.getItem("history")).toBe('["a","b"]');
    expect(localStorage.getItem("history")).toBeNull();
    expect(store.read()).toEqual(["a", "b"]);
    expect(store.update((list) => [...list, "c"])).toBe(true);
    expect(store.read()).toEqual(["a", "b", "c"]);
    expect(calls).toHaveLength(2);
  });

  it("returns the same object while the stored text is unchanged (a stable snapshot for React)", () => {
    const store = createBrowserStore({
      area: "local",
      key: "favourites",
      label: "favourites",
      empty: [] as string[],
      parse: listOfStrings,
    });
    store.write(["x"]);
    expect(store.read()).toBe(store.read());
  });

  it("reads junk or a wrong shape as the empty value", () => {
    const store = createBrowserStore({
      area: "local",
      key: "favourites",
      label: "favourites",
      empty: [] as string[],
      parse: listOfStrings,
    });
    localStorage.setItem("favourites", "{not json");
    expect(store.read()).toEqual([]);
    localStorage.setItem("favourites", '[1, "kept", null]');
    expect(store.read()).toEqual(["kept"]);
  });

  it("only warns when the browser refuses to read or write", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("quota");
    });
    const store = createBrowserStore({
      area: "local",
      key: "favourites",
      label: "favourites",
      empty: [] as string[],
      parse: listOfStrings,
    });
    expect(store.read()).toEqual([]);
    expect(store.write(["x"])).toBe(false);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      "Could not read the saved favourites:",
      "Could not save the favourites:",
    ]);
  });
});
