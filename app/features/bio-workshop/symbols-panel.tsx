import { Search, Shapes } from "lucide-react";
import { useState } from "react";

import { loadEmojiIndex, searchEmojis, type EmojiEntry } from "@domain/symbols/emoji-index";
import { POPULAR_EMOJIS, SYMBOL_GROUPS, type SymbolGroupId } from "@domain/symbols/symbol-groups";

import { Button, inputClass, ToggleChip, WorkshopCard } from "./workshop-ui";

type IndexState = { status: "idle" | "loading" | "failed" } | { status: "ready"; index: EmojiEntry[] };

const symbolButton =
  "inline-flex size-11 items-center justify-center rounded-lg border border-slate-200 bg-white text-xl transition hover:border-brand-400 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-950 dark:hover:bg-slate-800";

/**
 * Symbols and emoji to append to the bio: the five groups, 20 popular emoji, and a search over every
 * emoji with its name and keywords, whose data (~0.5 MB) loads only when the visitor searches.
 */
export default function SymbolsPanel({ onAdd }: { onAdd: (symbol: string) => void }) {
  const [group, setGroup] = useState<SymbolGroupId>("hearts");
  const [query, setQuery] = useState("");
  const [index, setIndex] = useState<IndexState>({ status: "idle" });

  function loadIndex() {
    if (index.status === "loading" || index.status === "ready") return;
    setIndex({ status: "loading" });
    loadEmojiIndex()
      .then((entries) => setIndex({ status: "ready", index: entries }))
      .catch(() => setIndex({ status: "failed" }));
  }

  const symbols = SYMBOL_GROUPS.find((entry) => entry.id === group)?.symbols ?? [];
  const results = index.status === "ready" && query.trim() ? searchEmojis(index.index, query, 48) : [];

  return (
    <WorkshopCard
      id="symbols"
      title="Symbols & Emojis"
      subtitle="Tap one to add it to the end of your bio"
      icon={Shapes}
    >
      <div role="group" aria-label="Symbol groups" className="flex flex-wrap gap-2">
        {SYMBOL_GROUPS.map((entry) => (
          <ToggleChip key={entry.id} pressed={group === entry.id} onClick={() => setGroup(entry.id)}>
            {entry.label}
          </ToggleChip>
        ))}
      </div>
      <ul
        className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2"
        aria-label={`${SYMBOL_GROUPS.find((entry) => entry.id === group)?.label} symbols`}
      >
        {symbols.map((symbol) => (
          <li key={symbol}>
            <button type="button" className={symbolButton} onClick={() => onAdd(symbol)} aria-label={`Add ${symbol}`}>
              <span aria-hidden="true">{symbol}</span>
            </button>
          </li>
        ))}
      </ul>

      <h3 className="mt-6 text-sm font-semibold text-slate-900 dark:text-white">Popular Emojis</h3>
      <ul className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2" aria-label="Popular emojis">
        {POPULAR_EMOJIS.map((emoji) => (
          <li key={emoji}>
            <button type="button" className={symbolButton} onClick={() => onAdd(emoji)} aria-label={`Add ${emoji}`}>
              <span aria-hidden="true">{emoji}</span>
            </button>
          </li>
        ))}
      </ul>

      <div className="mt-6">
        <label className="block text-sm font-semibold text-slate-900 dark:text-white">
          Search all emoji
          <span className="relative mt-1.5 block">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              type="search"
              className={`${inputClass} mt-0 pl-9`}
              value={query}
              onFocus={loadIndex}
              onChange={(event) => {
                setQuery(event.target.value);
                loadIndex();
              }}
              placeholder="coffee, heart, travel…"
              autoComplete="off"
            />
          </span>
        </label>
        <div aria-live="polite" className="mt-3">
          {index.status === "loading" && <p className="text-sm text-slate-600 dark:text-slate-400">Loading emoji…</p>}
          {index.status === "failed" && (
            <p className="flex items-center gap-3 text-sm text-red-700 dark:text-red-300">
              Could not load the emoji list.
              <Button
                onClick={() => {
                  setIndex({ status: "idle" });
                  setTimeout(loadIndex, 0);
                }}
              >
                Try again
              </Button>
            </p>
          )}
          {index.status === "ready" && query.trim() && results.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">No emoji found for “{query.trim()}”.</p>
          )}
          {results.length > 0 && (
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2" aria-label="Emoji results">
              {results.map((entry) => (
                <li key={entry.emoji}>
                  <button
                    type="button"
                    className={symbolButton}
                    onClick={() => onAdd(entry.emoji)}
                    aria-label={`Add ${entry.label}`}
                    title={entry.label}
                  >
                    <span aria-hidden="true">{entry.emoji}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </WorkshopCard>
  );
}
