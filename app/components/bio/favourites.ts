import { useCallback } from "react";

import { createBrowserStore } from "~/components/browser-store";
import { showToast } from "~/components/ui/toast";

/** No account: this browser's local storage. */
export interface FavouriteBio {
  text: string;
  savedAt: number;
}

export const FAVOURITES_STORAGE_KEY = "favouriteBios";
const MAX_FAVOURITES = 50;

export const favouritesStore = createBrowserStore<readonly FavouriteBio[]>({
  area: "local",
  key: FAVOURITES_STORAGE_KEY,
  label: "favourites",
  empty: [],
  parse: (json) =>
    Array.isArray(json)
      ? json.filter(
          (item): item is FavouriteBio =>
            typeof (item as FavouriteBio)?.text === "string" && typeof (item as FavouriteBio)?.savedAt === "number",
        )
      : [],
});

/** Kept in step across tabs. */
export function useFavourites() {
  const favourites = favouritesStore.useValue();
  const isFavourite = useCallback((text: string) => favourites.some((item) => item.text === text), [favourites]);
  /** Or says that this browser would not store it. */
  const toggle = useCallback(
    (text: string) => {
      const wasFavourite = isFavourite(text);
      const saved = favouritesStore.update((current) =>
        current.some((item) => item.text === text)
          ? current.filter((item) => item.text !== text)
          : [{ text, savedAt: Date.now() }, ...current].slice(0, MAX_FAVOURITES),
      );
      void showToast(
        saved
          ? { title: wasFavourite ? "Removed from favourites" : "Saved to favourites" }
          : {
              title: "Could not save",
              description: "This browser is not letting us store favourites.",
              variant: "destructive",
            },
      );
    },
    [isFavourite],
  );
  return { favourites, isFavourite, toggle };
}
