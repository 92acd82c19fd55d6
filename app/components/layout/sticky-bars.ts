/**
 * The bars besides the site header that stay on screen on some pages (docs/design.md#sticky-bars).
 * A page names the ones it shows in its route's `handle`, and the document puts them on `<html>`
 * (`data-sticky-bars`), where app.css adds their heights to the scroll padding. The page's own
 * markup could say it with `:root:has([data-sticky-bar])`, but then every element inserted anywhere
 * (an island's script tag, a hydrated panel, a checklist line as the visitor types) makes the browser
 * restyle the whole document.
 */
export const STICKY_BARS = ["tool-strip", "floating-nav", "docked-bar"] as const;

export type StickyBar = (typeof STICKY_BARS)[number];

/** What a route module's `handle` may say about the page's chrome. */
export interface ChromeHandle {
  stickyBars?: readonly StickyBar[];
}

/** The value of `<html data-sticky-bars>` for the matched routes, or undefined when none shows a bar. */
export function stickyBarsAttribute(matches: readonly { handle?: unknown }[]): string | undefined {
  const bars = new Set<StickyBar>();
  for (const { handle } of matches) {
    for (const bar of (handle as ChromeHandle | undefined)?.stickyBars ?? []) bars.add(bar);
  }
  return bars.size > 0 ? [...bars].join(" ") : undefined;
}
