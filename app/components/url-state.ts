import { useCallback, useState } from "react";

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

/**
 * State that lives in the address: changes replace the current history entry (typing a search
 * does not fill the back button), keeping the path and #hash.
 */
export function useUrlState<T extends UrlState>(initial: T, defaults: T): [T, (change: Partial<T>) => void] {
  const [state, setState] = useState<T>(initial);
  const update = useCallback(
    (change: Partial<T>) => {
      setState((current) => {
        const next = { ...current, ...change } as T;
        const { pathname, hash } = window.location;
        window.history.replaceState(window.history.state, "", `${pathname}${urlStateSearch(next, defaults)}${hash}`);
        return next;
      });
    },
    [defaults],
  );
  return [state, update];
}
