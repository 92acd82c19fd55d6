import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Filter, tab and search state in the address (docs/product.md#searches-and-filters): a view can be
 * shared and survives a reload, and the default view has no parameters at all.
 *
 * The server reads the parameters (`readUrlState` in the route's loader) and renders that view,
 * so the HTML is already filtered, with or without JavaScript; a page rendered at build time is
 * the default view (the server renders a request with parameters per request instead, see
 * server/create-app.ts). The island starts from what the server rendered and keeps the address
 * in step with `useUrlState`.
 */
export type UrlState = Record<string, string>;

/** Values read from a query string: each known key, if acceptable, else its default. */
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

/** The query string of a state: only the values that differ from the defaults, in the defaults' order. */
export function urlStateSearch<T extends UrlState>(state: T, defaults: T): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults)) {
    const value = state[key];
    if (value !== undefined && value !== defaults[key]) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** How long the address waits for typing to pause before it is written (`update(…, { debounce: true })`). */
export const URL_STATE_DEBOUNCE_MS = 400;

export interface UrlStateUpdateOptions {
  /**
   * Write the address once the changes pause, not at once: for a text typed key by key, since
   * `history.replaceState` on every key costs each key its own work (issue 26). A later update
   * without it, the field's blur (`flush`), a copy and leaving the page write it at once.
   */
  debounce?: boolean;
}

/** Writes query strings into the current history entry, at once or once they stop changing. */
export interface UrlWriter {
  write(search: string, options?: UrlStateUpdateOptions): void;
  /** Writes a waiting query string now. */
  flush(): void;
}

/** The current entry's address with `search` in place of its query, keeping the path and #hash. */
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

/**
 * State that lives in the address: changes replace the current history entry (typing a search
 * does not fill the back button), keeping the path and #hash. Returns the state, `update`, and
 * `flush`, which writes a debounced change at once (call it when the field loses focus).
 */
export function useUrlState<T extends UrlState>(
  initial: T,
  defaults: T,
): [T, (change: Partial<T>, options?: UrlStateUpdateOptions) => void, () => void] {
  const [state, setState] = useState<T>(initial);
  // The state every update builds on, so an update's address is known without waiting for a render.
  const latest = useRef(initial);
  const [writer] = useState(createUrlWriter);

  useEffect(() => {
    const flush = () => writer.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === "hidden") writer.flush();
    };
    // Copying from the field (the shared address should match what was copied) and leaving the page.
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
