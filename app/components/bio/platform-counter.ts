import { useCallback, useEffect, useState } from "react";

import type * as CountCharacters from "@domain/text/count-characters";
import { countGraphemes } from "@domain/text/graphemes";
import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";

type CountModule = typeof CountCharacters;
let countModule: Promise<CountModule> | undefined;

/**
 * twitter-text is ~33 KB gzip (docs/decisions/006): loaded on demand, once; a failed load is
 * forgotten so the next request retries.
 */
export function loadPlatformCounter(): Promise<CountModule> {
  countModule ??= import("@domain/text/count-characters").catch((error: unknown) => {
    countModule = undefined;
    throw error;
  });
  return countModule;
}

/** X's weighted count answers undefined while twitter-text loads. */
export function useCharacterCounter(platform: Platform): (text: string) => number | undefined {
  const weighted = PLATFORM_LIMITS[platform].counting === "x-weighted";
  const [counter, setCounter] = useState<CountModule | undefined>(undefined);
  useEffect(() => {
    if (!weighted || counter) return;
    let live = true;
    loadPlatformCounter().then(
      (module) => {
        if (live) setCounter(module);
      },
      (error: unknown) => console.warn("Could not load X's character counter:", error),
    );
    return () => {
      live = false;
    };
  }, [weighted, counter]);
  if (!weighted) return countGraphemes;
  return (text) => counter?.countCharacters(text, platform);
}

/** Loading starts on `request`, the first touch of the text, so hydration runs none of it (TBT, issue 26). */
export function usePlatformCounter(): {
  count: (text: string, platform: Platform) => number | undefined;
  request: () => void;
} {
  const [counter, setCounter] = useState<CountModule | undefined>(undefined);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (!requested) return;
    let live = true;
    loadPlatformCounter().then(
      (module) => {
        if (live) setCounter(module);
      },
      (error: unknown) => console.warn("Could not load X's character counter:", error),
    );
    return () => {
      live = false;
    };
  }, [requested]);
  // The same function until twitter-text arrives, so counts memoised on it are kept between keys.
  const count = useCallback(
    (text: string, platform: Platform) =>
      PLATFORM_LIMITS[platform].counting === "x-weighted"
        ? counter?.countCharacters(text, platform)
        : countGraphemes(text),
    [counter],
  );
  const request = useCallback(() => setRequested(true), []);
  return { count, request };
}
