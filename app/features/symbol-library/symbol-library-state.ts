import { SYMBOL_LIBRARY_FILTERS, type SymbolLibraryFilter } from "@domain/symbols/symbol-library";
import { readUrlState } from "~/components/url-state";

export type SymbolLibraryView = "library" | "emoji";

/** docs/product.md#searches-and-filters. The default view has no parameters. */
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
