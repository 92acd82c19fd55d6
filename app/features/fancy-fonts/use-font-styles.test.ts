// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { convertText } from "@domain/fonts/convert-text";
import { FONT_DEFAULT_TEXT, fontStylesIn } from "@domain/fonts/font-page";
import { FONT_STYLES, type FontStyleKey } from "@domain/fonts/font-styles";
import { applyFrame, getTextFrame, TEXT_FRAMES } from "@domain/fonts/frames";
import { countGraphemes } from "@domain/text/graphemes";

import { FAVOURITE_FONTS_STORAGE_KEY } from "./favourite-fonts";
import { FONT_PAGE_DEFAULTS } from "./font-page-state";
import { useFontStyles } from "./use-font-styles";

/** A fake X counter: ten per grapheme-ish unit, so its figures cannot be mistaken for the real ones. */
const fakeCountX = (text: string) => text.length * 10;
let loads = 0;
const loadXCounter = vi.fn(async () => {
  loads += 1;
  return { countXWeighted: fakeCountX };
});

/** Made-up server counts, so a test can tell them from the browser's own. */
const SERVER_COUNTS: Partial<Record<FontStyleKey, { instagram: number; x: number }>> = Object.fromEntries(
  FONT_STYLES.map((style) => [style.key, { instagram: 3, x: 7 }]),
);

function renderFonts() {
  return renderHook(() =>
    useFontStyles({ initial: FONT_PAGE_DEFAULTS, initialCounts: SERVER_COUNTS, frameCosts: {}, loadXCounter }),
  );
}

beforeEach(() => {
  loads = 0;
  loadXCounter.mockClear();
  window.history.replaceState(null, "", "/features/fancy-font-styles");
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("useFontStyles", () => {
  it("starts from the server's view and counts, without loading X's counter or counting graphemes", () => {
    const { result } = renderFonts();
    expect(result.current.shown.map((entry) => entry.style.key)).toEqual(FONT_STYLES.map((style) => style.key));
    for (const entry of result.current.shown) {
      expect(entry.output).toBe(convertText(FONT_DEFAULT_TEXT, entry.style.key as FontStyleKey));
      expect(entry.instagramCount).toBe(3);
      expect(entry.xCount).toBe(7);
    }
    expect(result.current.summary).toBe(`Showing all ${FONT_STYLES.length} styles`);
    expect(loadXCounter).not.toHaveBeenCalled();
  });

  it("converts a typed text, loads X's counter once and counts with it", async () => {
    const { result } = renderFonts();
    await act(async () => result.current.setText("Maya"));
    await act(async () => result.current.setText("Maya ☕"));
    expect(loads).toBe(1);
    for (const entry of result.current.shown) {
      const output = convertText("Maya ☕", entry.style.key as FontStyleKey);
      expect(entry.output).toBe(output);
      expect(entry.instagramCount).toBe(countGraphemes(output));
      expect(entry.xCount).toBe(fakeCountX(output));
    }
    expect(result.current.textLength).toBe(6);
    expect(result.current.sample).toBe(false);
  });

  it("shows the sample text for a blank field, cut to the input's limit otherwise", async () => {
    const { result } = renderFonts();
    await act(async () => result.current.setText("   "));
    expect(result.current.sample).toBe(true);
    expect(result.current.shown[0]?.output).toBe(convertText(FONT_DEFAULT_TEXT, FONT_STYLES[0]!.key as FontStyleKey));
    await act(async () => result.current.setText("x".repeat(80)));
    expect(result.current.state.text).toHaveLength(50);
  });

  it("filters by category and frames every output, with the frame's cost", async () => {
    const frame = TEXT_FRAMES[0]!;
    const { result } = renderHook(
      ({ costs }) =>
        useFontStyles({ initial: FONT_PAGE_DEFAULTS, initialCounts: SERVER_COUNTS, frameCosts: costs, loadXCounter }),
      { initialProps: { costs: { [frame.id]: { instagram: 4, twitter: 6 } } } },
    );
    await act(async () => result.current.setCategory("Script"));
    await act(async () => result.current.setFrame(frame.id));
    const script = fontStylesIn("Script");
    expect(result.current.shown.map((entry) => entry.style.key)).toEqual(script.map((style) => style.key));
    expect(result.current.shown[0]?.output).toBe(
      applyFrame(convertText(FONT_DEFAULT_TEXT, script[0]!.key as FontStyleKey), getTextFrame(frame.id)!),
    );
    expect(result.current.frameCost).toEqual({ instagram: 4, twitter: 6 });
    expect(result.current.summary).toMatch(/in Script$/);
  });

  it("puts favourites first in their own list and keeps them in this browser", async () => {
    const { result } = renderFonts();
    const [first, second] = result.current.shown;
    await act(async () => result.current.toggleFavourite(second!.style));
    await act(async () => result.current.toggleFavourite(first!.style));
    expect(result.current.favouriteStyles.map((entry) => entry.style.key)).toEqual([
      second!.style.key,
      first!.style.key,
    ]);
    expect(result.current.isFavourite(first!.style.key)).toBe(true);
    expect(JSON.parse(localStorage.getItem(FAVOURITE_FONTS_STORAGE_KEY) ?? "[]")).toEqual([
      second!.style.key,
      first!.style.key,
    ]);
    await act(async () => result.current.toggleFavourite(second!.style));
    expect(result.current.favouriteStyles.map((entry) => entry.style.key)).toEqual([first!.style.key]);
  });
});
