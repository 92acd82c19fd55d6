import { useCallback, useSyncExternalStore } from "react";

/** Favourite bios, kept in this browser's local storage (no account): text and when it was saved. */
export interface FavouriteBio {
  text: string;
  savedAt: number;
}

export const FAVOURITES_STORAGE_KEY = "favouriteBios";
const MAX_FAVOURITES = 50;
const EMPTY: readonly FavouriteBio[] = [];

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: readonly FavouriteBio[] } | undefined;

function read(): readonly FavouriteBio[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(FAVOURITES_STORAGE_KEY);
  } catch (error) {
    console.warn("Could not read favourites:", error);
  }
  if (cache && cache.raw === raw) return cache.value;
  let value: readonly FavouriteBio[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      value = parsed.filter(
        (item): item is FavouriteBio => typeof item?.text === "string" && typeof item?.savedAt === "number",
      );
    }
  } catch {
    value = EMPTY;
  }
  cache = { raw, value };
  return value;
}

function write(value: readonly FavouriteBio[]): boolean {
  try {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(value));
  } catch (error) {
    console.warn("Could not save favourites:", error);
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Favourites, identical on the server and in the first client render (empty), then the saved ones. */
export function useFavourites() {
  const favourites = useSyncExternalStore(subscribe, read, () => EMPTY);
  const isFavourite = useCallback((text: string) => favourites.some((item) => item.text === text), [favourites]);
  const toggle = useCallback((text: string): boolean => {
    const current = read();
    const next = current.some((item) => item.text === text)
      ? current.filter((item) => item.text !== text)
      : [{ text, savedAt: Date.now() }, ...current].slice(0, MAX_FAVOURITES);
    return write(next);
  }, []);
  return { favourites, isFavourite, toggle };
}
