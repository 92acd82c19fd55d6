import { useEffect, type RefObject } from "react";

/**
 * Islands hydrate after the first paint (docs/decisions/021-web-gates.md), so a quick visitor can type
 * into a field before React owns it: the box shows their text while the state is still empty. Once,
 * on hydration, this hands what is in the box to `onTyped`, so nothing typed early is ignored or lost.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onTyped: (typed: string) => void,
) {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onTyped(typed);
    // Once, when the island hydrates: later changes arrive through the field's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
