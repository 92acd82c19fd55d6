import { useEffect, useState } from "react";

import type * as CountCharacters from "@domain/text/count-characters";
import { countGraphemes } from "@domain/text/graphemes";
import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";

type CountModule = typeof CountCharacters;
let countModule: Promise<CountModule> | undefined;

/** X's weighted counting needs twitter-text (~33 KB gzip): loaded the first time X is chosen. */
export function loadWeightedCounter(): Promise<CountModule> {
  countModule ??= import("@domain/text/count-characters");
  return countModule;
}

/**
 * A function giving a text's length as the platform counts it (domain/text/platforms.ts). Grapheme
 * counting is immediate; X's weighted count answers undefined for the moment twitter-text takes to load.
 */
export function useCharacterCounter(platform: Platform): (text: string) => number | undefined {
  const weighted = PLATFORM_LIMITS[platform].counting === "x-weighted";
  const [counter, setCounter] = useState<CountModule | undefined>(undefined);
  useEffect(() => {
    if (!weighted || counter) return;
    let live = true;
    void loadWeightedCounter().then((module) => {
      if (live) setCounter(module);
    });
    return () => {
      live = false;
    };
  }, [weighted, counter]);
  if (!weighted) return countGraphemes;
  return (text) => counter?.countCharacters(text, platform);
}
