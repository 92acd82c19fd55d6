import { SYMBOL_LIBRARY_FILTERS, type SymbolLibraryFilter } from "@domain/symbols/symbol-library";
import { readUrlState } from "~/components/url-state";

/** The library's own symbols, or the search over every emoji. */
export type SymbolLibraryView = "library" | "emoji";

/**
 * The Symbol Library's view in the address (docs/product.md#searches-and-filters): the search, the
 * category and whether the emoji search is open. The default view has no parameters.
 */
export type SymbolLibraryState = {
  q: string;
  category: SymbolLibraryFilter;
  view: SymbolLibraryView;
};

export const SYMBOL_LIBRARY_DEFAULTS: SymbolLibraryState = { q: "", category: "All", view: "library" };

export function isSymbolLibraryFilter(value: string): value is SymbolLibraryFilter {
  return (SYMBOL_LIBRARY_FILTERS as readonly string[]).includes(value);
}

export function readSymbolLibraryState(search: URLSearchParams | string): SymbolLibraryState {
  return readUrlState(search, SYMBOL_LIBRARY_DEFAULTS, {
    category: isSymbolLibraryFilter,
    view: (value) => value === "library" || value === "emoji",
  });
}
