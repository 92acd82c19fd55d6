import { useCallback, useId, useState } from "react";

import {
  searchSymbols,
  SYMBOL_LIBRARY_FILTERS,
  type LibrarySymbol,
  type SymbolLibraryFilter,
} from "@domain/symbols/symbol-library";
import { EmojiSearch } from "~/components/emoji-search";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { COPY_FAILED_TOAST } from "~/components/ui/copy-button";
import { copyText } from "~/components/ui/copy-text";
import { FilterForm } from "~/components/ui/filter-form";
import { NoResults } from "~/components/ui/no-results";
import { SearchWithCategory } from "~/components/ui/search-with-category";
import { GlyphGrid } from "~/components/ui/glyph-grid";
import { showToast } from "~/components/ui/toast";
import { useUrlState } from "~/components/url-state";

import { SYMBOL_LIBRARY_DEFAULTS, type SymbolLibraryState, type SymbolLibraryView } from "./symbol-library-state";
import { SymbolTray } from "./symbol-tray";

const VIEWS = [
  { value: "library", label: "Symbol library" },
  { value: "emoji", label: "All emoji" },
] as const satisfies readonly { value: SymbolLibraryView; label: string }[];

/** As the library's own names are written. */
function titleCase(name: string): string {
  return name.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

const symbolCount = (count: number) => `${count} ${count === 1 ? "symbol" : "symbols"}`;

/** docs/product.md#symbol-library. The emoji data loads only once that view is used. */
export function SymbolLibraryTool({ initial, path }: { initial: SymbolLibraryState; path: string }) {
  const [state, update] = useUrlState(initial, SYMBOL_LIBRARY_DEFAULTS);
  const [picks, setPicks] = useState("");
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
          <SearchWithCategory<SymbolLibraryFilter>
            searchLabel="Search symbols"
            query={state.q}
            onQueryChange={(q) => update({ q })}
            placeholder="heart, arrow, star…"
            resultSummary={symbolCount(results.length)}
            categories={SYMBOL_LIBRARY_FILTERS}
            category={state.category}
            onCategoryChange={(category) => update({ category })}
          />
        )}
      </FilterForm>

      <SymbolTray picks={picks} onChange={setPicks} />

      {state.view === "library" ? (
        <section aria-labelledby={`${ids}-results`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id={`${ids}-results`} className="section-title">
              {state.category === "All" ? "All symbols" : state.category}
            </h2>
            {/* With nothing to select, the empty state says what to do instead (issue 23). */}
            {results.length > 0 && (
              <p className="text-sm text-fg-muted">
                {symbolCount(results.length)} · Select one to copy it; arrow keys move between them
              </p>
            )}
          </div>
          {results.length > 0 ? (
            <GlyphGrid<LibrarySymbol & { key: string; glyph: string; label: string }>
              label="Symbols"
              className="mt-4"
              items={results.map((entry) => ({ ...entry, key: entry.id, glyph: entry.symbol, label: entry.name }))}
              onPick={(entry) => void pick(entry.symbol, entry.name)}
            />
          ) : (
            <NoResults
              message="No symbols found matching your search."
              resetLabel="Show all symbols"
              href={path}
              onReset={() => update({ q: "", category: "All" })}
              className="mt-4"
            >
              Try another word, or another category.
            </NoResults>
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
