import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * false in the server's HTML and while hydrating: controls that only work with JavaScript render
 * disabled, so no visitor is offered one that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
