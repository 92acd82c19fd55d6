import { useCallback, useEffect, useRef, useState } from "react";

// Filter, tab and search state in the address (docs/product.md#searches-and-filters): the loader reads it, so the HTML
// is already filtered without JavaScript.
export type UrlState = Record<string, string>;

export function readUrlState<T extends UrlState>(
  search: URLSearchParams | string,
  defaults: T,
  accept: { [K in keyof T]?: (value: string) => boolean } = {},
): T {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const state = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = params.get(key);
    if (value === null) continue;
    const ok = accept[key] ?? (() => true);
    if (ok(value)) state[key] = value as T[typeof key];
  }
  return state;
}

export function urlStateSearch<T extends UrlState>(state: T, defaults: T): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults)) {
    const value = state[key];
    if (value !== undefined && value !== defaults[key]) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const URL_STATE_DEBOUNCE_MS = 400;

export interface UrlStateUpdateOptions {
  /** `history.replaceState` on every key costs each key its own work (issue 26). */
  debounce?: boolean;
}

export interface UrlWriter {
  write(search: string, options?: UrlStateUpdateOptions): void;
  flush(): void;
}

export function replaceSearch(search: string): void {
  const { pathname, hash } = window.location;
  if (window.location.search === search) return;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
}

export function createUrlWriter(replace: (search: string) => void = replaceSearch, delayMs = URL_STATE_DEBOUNCE_MS) {
  let pending: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === undefined) return;
    const search = pending;
    pending = undefined;
    replace(search);
  };
  const writer: UrlWriter = {
    write(search, { debounce = false } = {}) {
      pending = search;
      clearTimeout(timer);
      if (debounce) timer = setTimeout(flush, delayMs);
      else flush();
    },
    flush,
  };
  return writer;
}

/** Changes replace the current history entry, so typing a search does not fill the back button. */
export function useUrlState<T extends UrlState>(
  initial: T,
  defaults: T,
): [T, (change: Partial<T>, options?: UrlStateUpdateOptions) => void, () => void] {
  const [state, setState] = useState<T>(initial);
  const latest = useRef(initial);
  const [writer] = useState(createUrlWriter);

  useEffect(() => {
    const flush = () => writer.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === "hidden") writer.flush();
    };
    // The shared address should match what was copied.
    document.addEventListener("copy", flush, true);
    document.addEventListener("visibilitychange", flushWhenHidden);
    window.addEventListener("pagehide", flush);
    return () => {
      document.removeEventListener("copy", flush, true);
      document.removeEventListener("visibilitychange", flushWhenHidden);
      window.removeEventListener("pagehide", flush);
      writer.flush();
    };
  }, [writer]);

  const update = useCallback(
    (change: Partial<T>, options?: UrlStateUpdateOptions) => {
      const next = { ...latest.current, ...change } as T;
      latest.current = next;
      setState(next);
      writer.write(urlStateSearch(next, defaults), options);
    },
    [defaults, writer],
  );
  return [state, update, writer.flush];
}
