import { SearchX } from "lucide-react";
import { useCallback, useId, useState } from "react";

import {
  searchSymbols,
  SYMBOL_LIBRARY_FILTERS,
  type LibrarySymbol,
  type SymbolLibraryFilter,
} from "@domain/symbols/symbol-library";
import { EmojiSearch } from "~/components/emoji-search";
import { ButtonLink } from "~/components/ui/button";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { COPY_FAILED_TOAST } from "~/components/ui/copy-button";
import { copyText } from "~/components/ui/copy-text";
import { EmptyState } from "~/components/ui/empty-state";
import { Label, Select } from "~/components/ui/field";
import { FilterChips } from "~/components/ui/filter-chips";
import { FilterForm } from "~/components/ui/filter-form";
import { GlyphGrid } from "~/components/ui/glyph-grid";
import { SearchField } from "~/components/ui/search-field";
import { showToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/use-hydrated";
import { useUrlState } from "~/components/url-state";

import {
  isSymbolLibraryFilter,
  SYMBOL_LIBRARY_DEFAULTS,
  type SymbolLibraryState,
  type SymbolLibraryView,
} from "./symbol-library-state";
import { SymbolTray } from "./symbol-tray";

const VIEWS = [
  { value: "library", label: "Symbol library" },
  { value: "emoji", label: "All emoji" },
] as const satisfies readonly { value: SymbolLibraryView; label: string }[];

/** "hot beverage" → "Hot Beverage", as the library's own names are written. */
function titleCase(name: string): string {
  return name.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

const symbolCount = (count: number) => `${count} ${count === 1 ? "symbol" : "symbols"}`;

/**
 * The Symbol Library (docs/product.md#symbol-library): search and category (a dropdown and
 * buttons) over the library, a grid where a click (or Enter) copies a symbol, a tray collecting
 * every pick, and a search over every emoji whose data loads only once that view is used.
 */
export function SymbolLibraryTool({ initial, path }: { initial: SymbolLibraryState; path: string }) {
  const [state, update] = useUrlState(initial, SYMBOL_LIBRARY_DEFAULTS);
  const [picks, setPicks] = useState("");
  const hydrated = useHydrated();
  const ids = useId();
  const results = searchSymbols(state.q, state.category);

  const pick = useCallback(async (symbol: string, name: string) => {
    setPicks((current) => current + symbol);
    const copied = await copyText(symbol);
    void showToast(copied ? { title: `${name} Copied!`, variant: "success" } : COPY_FAILED_TOAST);
  }, []);

  return (
    <div className="mt-8 grid gap-6">
      <FilterForm label="Find symbols" submitLabel="Apply" className="grid grid-cols-1 gap-5">
        <ChoiceGroup
          legend="Show"
          hideLegend
          look="segmented"
          name="view"
          choices={VIEWS}
          value={state.view}
          onChange={(view) => update({ view })}
        />
        {state.view === "library" && (
          <>
            <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
              <SearchField
                label="Search symbols"
                name="q"
                value={state.q}
                onChange={(q) => update({ q })}
                placeholder="heart, arrow, star…"
                resultSummary={symbolCount(results.length)}
              />
              <div className="min-w-0">
                <Label htmlFor={`${ids}-category`} className="mb-1.5">
                  Category
                </Label>
                {/* Without JavaScript the buttons below carry the category: a disabled select is not sent. */}
                <Select
                  id={`${ids}-category`}
                  name="category"
                  value={state.category}
                  disabled={!hydrated}
                  onChange={(event) => {
                    const category = event.target.value;
                    if (isSymbolLibraryFilter(category)) update({ category });
                  }}
                  className="[&_select]:h-11"
                >
                  {SYMBOL_LIBRARY_FILTERS.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
            <FilterChips<SymbolLibraryFilter>
              legend="Categories"
              hideLegend
              name="category"
              options={SYMBOL_LIBRARY_FILTERS}
              value={state.category}
              onChange={(category) => update({ category })}
            />
          </>
        )}
      </FilterForm>

      <SymbolTray picks={picks} onChange={setPicks} />

      {state.view === "library" ? (
        <section aria-labelledby={`${ids}-results`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id={`${ids}-results`} className="section-title">
              {state.category === "All" ? "All symbols" : state.category}
            </h2>
            <p className="text-sm text-fg-muted">
              {symbolCount(results.length)} · Select one to copy it; arrow keys move between them
            </p>
          </div>
          {results.length > 0 ? (
            <GlyphGrid<LibrarySymbol & { key: string; glyph: string; label: string }>
              label="Symbols"
              className="mt-4"
              items={results.map((entry) => ({ ...entry, key: entry.id, glyph: entry.symbol, label: entry.name }))}
              onPick={(entry) => void pick(entry.symbol, entry.name)}
            />
          ) : (
            <EmptyState
              icon={SearchX}
              title="No symbols found matching your search."
              className="mt-4"
              action={
                // A link to the page's default view, so it also works without JavaScript.
                <ButtonLink
                  size="sm"
                  href={path}
                  onClick={(event) => {
                    event.preventDefault();
                    update({ q: "", category: "All" });
                  }}
                >
                  Show all symbols
                </ButtonLink>
              }
            >
              Try another word, or another category.
            </EmptyState>
          )}
        </section>
      ) : (
        <section aria-labelledby={`${ids}-emoji`}>
          <h2 id={`${ids}-emoji`} className="section-title">
            All emoji
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            Every Unicode emoji by name and keyword. Select one to copy it; arrow keys move between them.
          </p>
          <noscript>
            <p className="mt-3 text-sm text-fg-muted">Searching every emoji needs JavaScript.</p>
          </noscript>
          <div className="mt-4">
            <EmojiSearch
              arrowKeys
              label="Search all emoji"
              pickLabel={(name) => name}
              onPick={(emoji, name) => void pick(emoji, titleCase(name))}
            />
          </div>
        </section>
      )}
    </div>
  );
}
