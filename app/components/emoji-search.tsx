import { useState } from "react";

import { loadEmojiIndex, searchEmojis, type EmojiEntry } from "@domain/symbols/emoji-index";
import { Button } from "~/components/ui/button";
import { GlyphButton } from "~/components/ui/glyph-button";
import { GlyphGrid } from "~/components/ui/glyph-grid";
import { SearchField } from "~/components/ui/search-field";

type IndexState = { status: "idle" | "loading" | "failed" } | { status: "ready"; index: EmojiEntry[] };

const RESULT_LIMIT = 48;

/** Its data (~0.5 MB) loads only when the visitor focuses or types in the box. */
export function EmojiSearch({
  onPick,
  pickLabel,
  label = "Search all emoji",
  arrowKeys = false,
}: {
  onPick: (emoji: string, name: string) => void;
  /** "Add hot beverage", "Copy hot beverage". */
  pickLabel: (name: string) => string;
  label?: string;
  /** One tab stop moved through with the arrow keys, as the Symbol Library's grid. */
  arrowKeys?: boolean;
}) {
  const [query, setQuery] = useState("");
  const [index, setIndex] = useState<IndexState>({ status: "idle" });

  function load() {
    if (index.status === "loading" || index.status === "ready") return;
    setIndex({ status: "loading" });
    loadEmojiIndex()
      .then((entries) => setIndex({ status: "ready", index: entries }))
      .catch(() => setIndex({ status: "failed" }));
  }

  const results = index.status === "ready" && query.trim() ? searchEmojis(index.index, query, RESULT_LIMIT) : [];
  const summary =
    index.status !== "ready" || !query.trim()
      ? undefined
      : results.length === 0
        ? `No emoji found for “${query.trim()}”.`
        : `${results.length === RESULT_LIMIT ? `The first ${RESULT_LIMIT}` : results.length} emoji found.`;

  return (
    <div>
      <SearchField
        label={label}
        name="emoji"
        value={query}
        onFocus={load}
        onChange={(value) => {
          setQuery(value);
          load();
        }}
        placeholder="coffee, heart, travel…"
        resultSummary={summary}
      />
      <div className="mt-3">
        {index.status === "loading" && <p className="text-sm text-fg-muted">Loading emoji…</p>}
        {index.status === "failed" && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-danger-text">
            Could not load the emoji list.
            <Button
              size="sm"
              onClick={() => {
                setIndex({ status: "idle" });
                setTimeout(load, 0);
              }}
            >
              Try again
            </Button>
          </p>
        )}
        {index.status === "ready" && query.trim() && results.length === 0 && (
          <p className="text-sm text-fg-muted">No emoji found for “{query.trim()}”.</p>
        )}
        {results.length > 0 && arrowKeys && (
          <GlyphGrid
            label="Emoji results"
            items={results.map((entry) => ({
              key: entry.emoji,
              glyph: entry.emoji,
              label: pickLabel(entry.label),
              name: entry.label,
            }))}
            onPick={(item) => onPick(item.glyph, item.name)}
          />
        )}
        {results.length > 0 && !arrowKeys && (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2" aria-label="Emoji results">
            {results.map((entry) => (
              <li key={entry.emoji}>
                <GlyphButton
                  glyph={entry.emoji}
                  label={pickLabel(entry.label)}
                  onClick={() => onPick(entry.emoji, entry.label)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
