import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * false in the server's HTML and while React hydrates it, true once the island runs in the
 * browser: for controls that only work with JavaScript (a dropdown that filters live), which the
 * server renders disabled so a visitor without JavaScript is never offered a control that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
