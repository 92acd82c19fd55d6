// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CopyButton } from "./copy-button";

const toasts = vi.hoisted(() => ({ shown: [] as unknown[] }));
vi.mock("./toast", () => ({
  showToast: (message: unknown) => {
    toasts.shown.push(message);
    return Promise.resolve();
  },
}));

const TOASTS = {
  copied: { title: "Bio Copied! ✨", description: "Your bio is ready to paste!" },
  failed: { title: "Copy failed", description: "Please try copying manually." },
};

beforeEach(() => {
  toasts.shown = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
}

describe("CopyButton", () => {
  it("copies the text, shows the page's toast and a check mark for 2 seconds", async () => {
    const written: string[] = [];
    stubClipboard(async (text) => void written.push(text));
    render(<CopyButton text={"line one\nline two"} label="Copy Bio" toasts={TOASTS} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy Bio" })));
    expect(written).toEqual(["line one\nline two"]);
    expect(toasts.shown).toEqual([{ variant: "success", ...TOASTS.copied }]);
    expect(document.querySelector("[data-copied]")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1999));
    expect(document.querySelector("[data-copied]")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector("[data-copied]")).toBeNull();
  });

  it("says when copying failed, and shows no check mark", async () => {
    stubClipboard(() => Promise.reject(new Error("denied")));
    document.execCommand = () => false;
    render(<CopyButton text="bio" label="Copy Bio" toasts={TOASTS} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy Bio" })));
    expect(toasts.shown).toEqual([{ variant: "destructive", ...TOASTS.failed }]);
    expect(document.querySelector("[data-copied]")).toBeNull();
  });

  it("is disabled with nothing to copy, and icon-only buttons keep an accessible name", () => {
    render(<CopyButton text="  " label="Copy ♥ Black Heart Suit" iconOnly toasts={TOASTS} />);
    const button = screen.getByRole("button", { name: "Copy ♥ Black Heart Suit" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
