// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { GlyphGrid, type GlyphGridItem } from "./glyph-grid";

const ITEMS: GlyphGridItem[] = ["♡", "★", "✿", "➤", "☾", "✨", "→", "•", "∞", "€"].map((glyph, index) => ({
  key: `k${index}`,
  glyph,
  label: `Symbol ${index}`,
}));

// jsdom lays nothing out: place the tiles on a grid of four columns, 50 px apart.
const COLUMNS = 4;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const key = this.dataset.glyphKey;
    const index = key ? Number(key.slice(1)) : 0;
    const left = (index % COLUMNS) * 50;
    const top = Math.floor(index / COLUMNS) * 50;
    return { left, top, width: 44, height: 44, right: left + 44, bottom: top + 44, x: left, y: top } as DOMRect;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tile = (index: number) => screen.getByRole("button", { name: `Symbol ${index}` });

function press(key: string) {
  fireEvent.keyDown(document.activeElement!, { key });
}

describe("GlyphGrid", () => {
  it("names each tile by its label and makes the grid a single tab stop", () => {
    render(<GlyphGrid items={ITEMS} onPick={() => {}} label="Symbols" />);
    expect(screen.getByRole("list", { name: "Symbols" })).toBeTruthy();
    const tabbable = screen.getAllByRole("button").filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([tile(0)]);
  });

  it("moves with the arrow keys along rows and between rows, and Home/End go to the ends", () => {
    render(<GlyphGrid items={ITEMS} onPick={() => {}} label="Symbols" />);
    tile(0).focus();
    press("ArrowRight");
    expect(document.activeElement).toBe(tile(1));
    press("ArrowDown");
    expect(document.activeElement).toBe(tile(5));
    press("ArrowDown");
    expect(document.activeElement).toBe(tile(9));
    press("ArrowDown"); // no row below: stays
    expect(document.activeElement).toBe(tile(9));
    press("ArrowUp");
    expect(document.activeElement).toBe(tile(5));
    press("ArrowLeft");
    expect(document.activeElement).toBe(tile(4));
    press("End");
    expect(document.activeElement).toBe(tile(9));
    press("ArrowRight"); // the last: stays
    expect(document.activeElement).toBe(tile(9));
    press("Home");
    expect(document.activeElement).toBe(tile(0));
    press("ArrowUp");
    expect(document.activeElement).toBe(tile(0));
  });

  it("keeps the tile last moved to as the tab stop, and picks with a click or Enter", () => {
    const picked: string[] = [];
    render(<GlyphGrid items={ITEMS} onPick={(item) => picked.push(item.glyph)} label="Symbols" />);
    tile(0).focus();
    press("ArrowRight");
    press("ArrowRight");
    expect(tile(2).tabIndex).toBe(0);
    expect(tile(0).tabIndex).toBe(-1);
    fireEvent.click(tile(2));
    expect(picked).toEqual(["✿"]);
  });

  it("falls back to the first tile when the tab stop is filtered out", () => {
    function Filtered() {
      const [items, setItems] = useState(ITEMS);
      return (
        <>
          <button type="button" onClick={() => setItems(ITEMS.slice(5))}>
            filter
          </button>
          <GlyphGrid items={items} onPick={() => {}} label="Symbols" />
        </>
      );
    }
    render(<Filtered />);
    tile(0).focus();
    press("ArrowRight");
    expect(tile(1).tabIndex).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "filter" }));
    expect(tile(5).tabIndex).toBe(0);
    expect(screen.getAllByRole("button").filter((button) => button.tabIndex === 0)).toHaveLength(2);
  });

  it("leaves modified keys and other keys to the browser", () => {
    render(<GlyphGrid items={ITEMS} onPick={() => {}} label="Symbols" />);
    tile(0).focus();
    const event = new KeyboardEvent("keydown", { key: "ArrowRight", ctrlKey: true, bubbles: true, cancelable: true });
    tile(0).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(tile(0));
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    tile(0).dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });
});
