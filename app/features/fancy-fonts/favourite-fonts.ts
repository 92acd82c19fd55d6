import { useCallback } from "react";

import { cleanFavouriteFonts } from "@domain/fonts/font-page";
import type { FontStyleKey } from "@domain/fonts/font-styles";
import { createBrowserStore } from "~/components/browser-store";

/** Favourite font styles, kept in this browser's local storage (docs/product.md#in-the-browser). */
export const FAVOURITE_FONTS_STORAGE_KEY = "favouriteFonts";

export const favouriteFontsStore = createBrowserStore<readonly FontStyleKey[]>({
  area: "local",
  key: FAVOURITE_FONTS_STORAGE_KEY,
  label: "favourite fonts",
  empty: [],
  parse: cleanFavouriteFonts,
});

/** The favourite styles (none on the server and while hydrating), and a toggle that says whether the browser kept it. */
export function useFavouriteFonts() {
  const favourites = favouriteFontsStore.useValue();
  const toggle = useCallback(
    (key: FontStyleKey): boolean =>
      favouriteFontsStore.update((current) =>
        current.includes(key) ? current.filter((item) => item !== key) : [...current, key],
      ),
    [],
  );
  return { favourites, toggle };
}
