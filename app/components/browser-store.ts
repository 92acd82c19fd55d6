import { useSyncExternalStore } from "react";

/**
 * A value kept in the browser's storage (no account, nothing on our server): local storage for what
 * should outlive the visit (favourites; the theme, which the inline chrome script of app/components/layout/chrome-script.ts
 * keeps under the same rules), session storage for what belongs to one visit (the category pages'
 * history). Reading and writing can fail (private modes, full storage, blocked cookies): a failure
 * only logs a warning and the page carries on with the empty value (docs/product.md#dark-mode).
 */
export interface BrowserStore<T> {
  /** The stored value, or `empty`; the same object until the stored text changes. */
  read(): T;
  /** Saves a value; false (and a warning) when the browser refuses. */
  write(value: T): boolean;
  update(change: (current: T) => T): boolean;
  subscribe(listener: () => void): () => void;
  /** The value in a component: `empty` on the server and while hydrating, then the stored one. */
  useValue(): T;
}

export interface BrowserStoreOptions<T> {
  area: "local" | "session";
  key: string;
  /** What the value is, for warnings ("favourites"). */
  label: string;
  empty: T;
  /** Turns parsed JSON into a value, dropping what does not fit; throws or returns `empty` for junk. */
  parse: (json: unknown) => T;
}

export function createBrowserStore<T>({ area, key, label, empty, parse }: BrowserStoreOptions<T>): BrowserStore<T> {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: T } | undefined;
  const storage = () => (area === "local" ? window.localStorage : window.sessionStorage);

  function read(): T {
    let raw: string | null = null;
    try {
      raw = storage().getItem(key);
    } catch (error) {
      console.warn(`Could not read the saved ${label}:`, error);
    }
    if (cache && cache.raw === raw) return cache.value;
    let value = empty;
    if (raw !== null) {
      try {
        value = parse(JSON.parse(raw));
      } catch {
        value = empty;
      }
    }
    cache = { raw, value };
    return value;
  }

  function write(value: T): boolean {
    try {
      storage().setItem(key, JSON.stringify(value));
    } catch (error) {
      console.warn(`Could not save the ${label}:`, error);
      return false;
    }
    for (const listener of listeners) listener();
    return true;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab changed it (local storage), or this one cleared site data.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  return {
    read,
    write,
    update: (change) => write(change(read())),
    subscribe,
    useValue: () => useSyncExternalStore(subscribe, read, () => empty),
  };
}
