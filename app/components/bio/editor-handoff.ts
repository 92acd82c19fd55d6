/**
 * A fragment, not a query or storage: the link works without JavaScript, never reaches the server or its logs, and
 * needs no storage. Read once on load and removed, so a reload does not overwrite edits.
 */

export const EDITOR_HANDOFF_PARAM = "text";

export function editorHandoffHref(text: string, path = "/"): string {
  return `${path}#${new URLSearchParams({ [EDITOR_HANDOFF_PARAM]: text }).toString()}`;
}

/** Undefined when it holds none (or only spaces). */
export function readEditorHandoff(hash: string): string | undefined {
  if (!hash.startsWith("#")) return undefined;
  const text = new URLSearchParams(hash.slice(1)).get(EDITOR_HANDOFF_PARAM);
  return text !== null && text.trim() !== "" ? text : undefined;
}

/** Removed from the address (path and query kept) so it is used once. */
export function takeEditorHandoff(): string | undefined {
  const text = readEditorHandoff(window.location.hash);
  if (text !== undefined) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  }
  return text;
}
