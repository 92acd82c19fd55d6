import { useCallback, useState } from "react";

import type * as CountCharacters from "@domain/text/count-characters";
import { loadPlatformCounter } from "~/components/bio/platform-counter";

type CountModule = typeof CountCharacters;

// X's weighted length needs twitter-text: it is loaded the first time the visitor changes what the
// page shows; until then the server's counts for the starting text stand in.

/**
 * X's counting function once loaded (undefined until then), and `request` to start loading it.
 * `load` fetches the counting module; a test hands in a fake.
 */
export function useXCounter(load: () => Promise<Pick<CountModule, "countXWeighted">> = loadPlatformCounter): {
  countX: ((text: string) => number) | undefined;
  request: () => void;
} {
  const [module, setModule] = useState<Pick<CountModule, "countXWeighted"> | undefined>(undefined);
  const request = useCallback(() => {
    if (module) return;
    // On failure the counts say 'Counting…' until a later change retries; nothing else depends on them.
    load().then(setModule, (error: unknown) => console.warn("Could not load X's character counter:", error));
  }, [module, load]);
  return { countX: module?.countXWeighted, request };
}
