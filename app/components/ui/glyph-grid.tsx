import { useState, type KeyboardEvent } from "react";

import { cn } from "./cn";
import { GlyphButton } from "./glyph-button";

export interface GlyphGridItem {
  key: string;
  glyph: string;
  /** The accessible name and tooltip (a symbol's Unicode name, an emoji's name). */
  label: string;
}

export interface GlyphGridProps<T extends GlyphGridItem> {
  items: readonly T[];
  onPick: (item: T) => void;
  /** The list's accessible name ("Symbols"). */
  label: string;
  className?: string;
}

const ITEM_SELECTOR = "button[data-glyph-key]";

/** The button in the row above or below `from` whose centre is nearest to it, as laid out now. */
function verticalNeighbour(buttons: HTMLElement[], from: HTMLElement, direction: 1 | -1): HTMLElement | undefined {
  const origin = from.getBoundingClientRect();
  const centre = origin.left + origin.width / 2;
  const beyond = buttons
    .map((button) => ({ button, rect: button.getBoundingClientRect() }))
    .filter(({ rect }) => (rect.top - origin.top) * direction > 1);
  if (beyond.length === 0) return undefined;
  const rowTop =
    direction === 1 ? Math.min(...beyond.map(({ rect }) => rect.top)) : Math.max(...beyond.map(({ rect }) => rect.top));
  const distance = (rect: DOMRect) => Math.abs(rect.left + rect.width / 2 - centre);
  return beyond
    .filter(({ rect }) => Math.abs(rect.top - rowTop) <= 1)
    .reduce((best, next) => (distance(next.rect) < distance(best.rect) ? next : best)).button;
}

/**
 * A wrapping grid of symbol tiles that is one stop on the Tab key: the arrow keys move between
 * tiles (up and down by the rows as they are laid out at the current width), Home and End go to
 * the first and last, and Enter or Space picks. Only the tile last moved to is tabbable (a roving
 * tabindex), so a keyboard user does not have to tab through a hundred symbols to pass the grid.
 */
export function GlyphGrid<T extends GlyphGridItem>({ items, onPick, label, className }: GlyphGridProps<T>) {
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const tabbableKey = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
    const current = (event.target as HTMLElement).closest<HTMLElement>(ITEM_SELECTOR);
    const index = current ? buttons.indexOf(current) : -1;
    if (!current || index === -1) return;
    let target: HTMLElement | undefined;
    switch (event.key) {
      case "ArrowRight":
        target = buttons[index + 1];
        break;
      case "ArrowLeft":
        target = buttons[index - 1];
        break;
      case "ArrowDown":
        target = verticalNeighbour(buttons, current, 1);
        break;
      case "ArrowUp":
        target = verticalNeighbour(buttons, current, -1);
        break;
      case "Home":
        target = buttons[0];
        break;
      case "End":
        target = buttons.at(-1);
        break;
      default:
        return;
    }
    // The keys are the grid's even at its edges: the page does not scroll instead.
    event.preventDefault();
    target?.focus();
  }

  return (
    <ul
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const key = (event.target as HTMLElement).dataset.glyphKey;
        if (key !== undefined) setActiveKey(key);
      }}
      className={cn("grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2", className)}
    >
      {items.map((item) => (
        <li key={item.key} className="flex justify-center">
          <GlyphButton
            glyph={item.glyph}
            label={item.label}
            data-glyph-key={item.key}
            tabIndex={item.key === tabbableKey ? 0 : -1}
            onClick={() => onPick(item)}
          />
        </li>
      ))}
    </ul>
  );
}
