import { useEffect, type RefObject } from "react";

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the visitor had typed into each field of an island when its hydration started. React's
 * hydration of a <textarea> puts back the server's text when the field started with one (the Live
 * Preview's sample), so the hook below cannot rely on reading the field afterwards.
 */
const typedBeforeHydration = new WeakMap<TextField, string>();

/** Called by the island loader just before it hydrates `root`: remembers every field the visitor changed. */
export function rememberTypedValues(root: ParentNode) {
  for (const field of root.querySelectorAll<TextField>("input, textarea")) {
    if (field instanceof HTMLInputElement && !/^(text|search|email|url|tel)$/.test(field.type)) continue;
    if (field.value !== field.defaultValue) typedBeforeHydration.set(field, field.value);
  }
}

/**
 * Islands hydrate after the first paint (docs/decisions/021-web-gates.md), so a quick visitor can type
 * into a field before React owns it: the box shows their text while the state is still empty. Once,
 * on hydration, this hands what is in the box to `onTyped`, so nothing typed early is ignored or lost.
 */
export function useTypedBeforeHydration(
  field: RefObject<TextField | null>,
  value: string,
  onTyped: (typed: string) => void,
) {
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    const typed = typedBeforeHydration.get(element) ?? element.value;
    typedBeforeHydration.delete(element);
    if (typed !== value) onTyped(typed);
    // Once, when the island hydrates: later changes arrive through the field's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
