// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { convertText } from "@domain/fonts/convert-text";
import { FONT_STYLES } from "@domain/fonts/font-styles";
import { countXWeighted } from "@domain/text/count-characters";
import { loadPlatformCounter } from "~/components/bio/platform-counter";

import { FONT_PAGE_DEFAULTS } from "./font-page-state";
import { FontStylesTool } from "./font-styles-tool";

const PATH = "/features/fancy-font-styles";
const MAYA = "Maya ☕ @maya";

// The address waits for typing to pause (a timer): held still here, so a slow machine cannot write it
// between a key and the check that it waits.
beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  window.history.replaceState(null, "", "/");
});

async function typeInto(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
    // Typing starts loading X's counter; let it arrive inside act.
    await loadPlatformCounter();
  });
}

describe("FontStylesTool", () => {
  it("shows every style of the typed text with its counts, and writes the text to the address on blur", async () => {
    window.history.replaceState(null, "", `${PATH}#convert`);
    render(<FontStylesTool initial={FONT_PAGE_DEFAULTS} initialCounts={{}} frameCosts={{}} />);
    const input = screen.getByLabelText("Text to convert");
    act(() => input.focus());
    await typeInto(input, "M");
    await typeInto(input, MAYA);

    const cards = within(screen.getByRole("list", { name: "Font styles" })).getAllByRole("listitem");
    expect(cards.map((card) => card.dataset.style)).toEqual(FONT_STYLES.map((style) => style.key));
    for (const card of cards) {
      const output = convertText(MAYA, card.dataset.style as (typeof FONT_STYLES)[number]["key"]);
      expect(card.querySelector("[data-output]")?.textContent, card.dataset.style).toBe(output);
      expect(card.textContent).toContain(`X ${countXWeighted(output)}`);
    }

    // While the visitor types, the address waits; leaving the field writes it.
    expect(window.location.search).toBe("");
    act(() => input.blur());
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      `${PATH}?text=Maya+%E2%98%95+%40maya#convert`,
    );
  });

  it("writes the text to the address before a copy", async () => {
    window.history.replaceState(null, "", PATH);
    render(<FontStylesTool initial={FONT_PAGE_DEFAULTS} initialCounts={{}} frameCosts={{}} />);
    await typeInto(screen.getByLabelText("Text to convert"), "Maya");
    expect(window.location.search).toBe("");
    act(() => void document.dispatchEvent(new Event("copy")));
    expect(window.location.search).toBe("?text=Maya");
  });
});
