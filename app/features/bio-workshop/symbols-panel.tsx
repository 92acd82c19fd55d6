import { Shapes } from "lucide-react";
import { useState } from "react";

import { POPULAR_EMOJIS, SYMBOL_GROUPS, type SymbolGroupId } from "@domain/symbols/symbol-groups";
import { EmojiSearch } from "~/components/emoji-search";
import { SectionCard } from "~/components/ui/card";
import { GlyphButton } from "~/components/ui/glyph-button";
import { ToggleChipGroup } from "~/components/ui/toggle-chip";

const GLYPH_GRID = "grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2";

/** Symbols and emoji to append to the bio: the five groups, 20 popular emoji, and a search over every emoji. */
export default function SymbolsPanel({ onAdd }: { onAdd: (symbol: string) => void }) {
  const [group, setGroup] = useState<SymbolGroupId>("hearts");
  const current = SYMBOL_GROUPS.find((entry) => entry.id === group) ?? SYMBOL_GROUPS[0];
  const labels = new Map(SYMBOL_GROUPS.map((entry) => [entry.id, entry.label]));

  return (
    <SectionCard
      id="symbols"
      title="Symbols & Emojis"
      subtitle="Tap one to add it to the end of your bio"
      icon={Shapes}
    >
      <ToggleChipGroup
        legend="Symbol groups"
        options={SYMBOL_GROUPS.map((entry) => entry.id)}
        value={group}
        onChange={(id) => id && setGroup(id)}
        renderLabel={(id) => labels.get(id)}
        columns="grid-cols-3 sm:grid-cols-5"
      />
      <ul className={`mt-4 ${GLYPH_GRID}`} aria-label={`${current?.label} symbols`}>
        {current?.symbols.map((symbol) => (
          <li key={symbol}>
            <GlyphButton glyph={symbol} label={`Add ${symbol}`} onClick={() => onAdd(symbol)} />
          </li>
        ))}
      </ul>

      <h3 className="mt-6 text-sm font-semibold text-fg">Popular Emojis</h3>
      <ul className={`mt-2 ${GLYPH_GRID}`} aria-label="Popular emojis">
        {POPULAR_EMOJIS.map((emoji) => (
          <li key={emoji}>
            <GlyphButton glyph={emoji} label={`Add ${emoji}`} onClick={() => onAdd(emoji)} />
          </li>
        ))}
      </ul>

      <div className="mt-6">
        <EmojiSearch onPick={onAdd} pickLabel={(name) => `Add ${name}`} />
      </div>
    </SectionCard>
  );
}
