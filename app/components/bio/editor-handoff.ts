/**
 * Handing a text to another page's editor: 'Use in editor' on the Template Collection opens the
 * home workshop with it (docs/product.md#template-collection), and the workshop's text opens in the
 * Live Preview. A plain link to `<page>#text=<the text>`.
 *
 * A fragment, not a query or storage: the link works before and without JavaScript on the page
 * that offers it, opens in a new tab like any link, never reaches the server (the home page stays
 * its pre-rendered file, and the text is never in a server log), and needs no storage the browser
 * may refuse. The home workshop reads it once on load (`takeEditorHandoff`) and removes it from
 * the address, so a reload does not put the text back over the visitor's edits.
 */

export const EDITOR_HANDOFF_PARAM = "text";

/** The link that opens a page with an editor (the home workshop by default) with `text` in it. */
export function editorHandoffHref(text: string, path = "/"): string {
  return `${path}#${new URLSearchParams({ [EDITOR_HANDOFF_PARAM]: text }).toString()}`;
}

/** The text a fragment hands over ("#text=…"), or undefined when it holds none (or only spaces). */
export function readEditorHandoff(hash: string): string | undefined {
  if (!hash.startsWith("#")) return undefined;
  const text = new URLSearchParams(hash.slice(1)).get(EDITOR_HANDOFF_PARAM);
  return text !== null && text.trim() !== "" ? text : undefined;
}

/**
 * In the browser, on load: the handed-over text, if the address carries one, which is then
 * removed from the address (path and query kept) so that it is used once.
 */
export function takeEditorHandoff(): string | undefined {
  const text = readEditorHandoff(window.location.hash);
  if (text !== undefined) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  }
  return text;
}
