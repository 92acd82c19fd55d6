import { useCallback, useState } from "react";

import type * as CountCharacters from "@domain/text/count-characters";

type CountModule = typeof CountCharacters;
let countModule: Promise<CountModule> | undefined;

/**
 * X's weighted length needs twitter-text (~33 KB gzip, docs/decisions/006-fonts-counting-and-text-rules.md),
 * so it is loaded the first time the visitor changes what the page shows; until then the server's
 * counts for the starting text stand in.
 */
function loadCounter(): Promise<CountModule> {
  countModule ??= import("@domain/text/count-characters");
  return countModule;
}

/** X's counting function once loaded (undefined until then), and `request` to start loading it. */
export function useXCounter(): { countX: ((text: string) => number) | undefined; request: () => void } {
  const [module, setModule] = useState<CountModule | undefined>(undefined);
  const request = useCallback(() => {
    if (module) return;
    loadCounter().then(setModule, (error: unknown) => {
      // The counts say 'Counting…' until a later change retries; nothing else depends on them.
      countModule = undefined;
      console.warn("Could not load X's character counter:", error);
    });
  }, [module]);
  return { countX: module?.countXWeighted, request };
}
