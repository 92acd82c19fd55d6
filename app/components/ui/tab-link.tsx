import type { KeyboardEvent, MouseEvent, ReactNode } from "react";

import { TabsTrigger } from "./tabs";

export interface TabLinkTriggerProps {
  value: string;
  /** The address of the page showing this tab (docs/product.md#searches-and-filters). */
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A tab (Radix, inside `Tabs`/`TabsList`) that is also a link to its own view. With JavaScript it
 * behaves as any tab: arrow keys, Home/End, Enter and Space, the panel switching in place. Without
 * it (or before the island has hydrated, or with a modifier key for a new browser tab) the link
 * loads the page with that tab chosen, which the server renders from the address.
 */
export function TabLinkTrigger({ value, href, className, children }: TabLinkTriggerProps) {
  return (
    <TabsTrigger value={value} asChild className={className}>
      {/* type={undefined}: Radix gives its trigger type="button", which means nothing on a link. */}
      <a href={href} type={undefined} onClick={followOnlyWithModifier} onKeyDown={keepSpaceFromScrolling}>
        {children}
      </a>
    </TabsTrigger>
  );
}

/** Radix has already chosen the tab on mousedown; a plain click must not load the page as well. */
function followOnlyWithModifier(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
    event.preventDefault();
  }
}

/**
 * On a link, Space would scroll the page. Nothing is lost by cancelling it: Radix chooses a tab as
 * soon as it takes focus, so the focused tab is already the chosen one.
 */
function keepSpaceFromScrolling(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === " ") event.preventDefault();
}
