import { isFontStyleKey, type FontStyleKey } from "@domain/fonts/font-styles";
import { isPlatform, type Platform } from "@domain/text/platforms";

/**
 * 'Share' (docs/product.md#share-a-draft): a link to the home page whose fragment carries the
 * draft, its platform and its font (`/#bio=…&platform=…&font=…`). A fragment never reaches the
 * server, so the draft is in no request and no log; the workshop reads it once on load and removes
 * it from the address (docs/decisions/030-beyond-peers.md).
 */
export const SHARE_PARAM = "bio";

export interface SharedDraft {
  /** The draft's plain letters; `font` styles them. */
  text: string;
  platform: Platform;
  font: FontStyleKey;
}

export function shareLinkHref(origin: string, { text, platform, font }: SharedDraft): string {
  return `${origin}/#${new URLSearchParams({ [SHARE_PARAM]: text, platform, font }).toString()}`;
}

/** The draft a fragment carries, or undefined; an unknown platform or font falls back to the defaults. */
export function readShareLink(hash: string): SharedDraft | undefined {
  if (!hash.startsWith("#")) return undefined;
  const params = new URLSearchParams(hash.slice(1));
  const text = params.get(SHARE_PARAM);
  if (text === null || text.trim() === "") return undefined;
  const platform = params.get("platform");
  const font = params.get("font");
  return {
    text,
    platform: isPlatform(platform) ? platform : "instagram",
    font: isFontStyleKey(font) ? font : "normal",
  };
}

/** In the browser, on load: the shared draft, if any, then removed from the address (used once). */
export function takeShareLink(): SharedDraft | undefined {
  const draft = readShareLink(window.location.hash);
  if (draft !== undefined) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  }
  return draft;
}
