import { useSyncExternalStore } from "react";

/** Storage can fail (private modes, full storage): a failure only warns, and the page uses the empty value. */
export interface BrowserStore<T> {
  read(): T;
  write(value: T): boolean;
  update(change: (current: T) => T): boolean;
  subscribe(listener: () => void): () => void;
  /** `empty` on the server and while hydrating. */
  useValue(): T;
}

export interface BrowserStoreOptions<T> {
  area: "local" | "session";
  key: string;
  label: string;
  empty: T;
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
    // Another tab changed it, or this one cleared site data.
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
