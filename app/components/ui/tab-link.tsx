import type { LucideIcon } from "lucide-react";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";

import { cn } from "./cn";
import { TabsList, TabsTrigger } from "./tabs";

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

export interface TabLinkListProps<T extends string> {
  /** Names the tab list for screen readers, e.g. "Kinds of tips". */
  label: string;
  tabs: readonly T[];
  labels: Record<T, string>;
  icons: Record<T, LucideIcon>;
  /** The address of the page showing each tab. */
  href: (tab: T) => string;
  /**
   * How the tabs sit on a phone: `share` puts them in one row sharing the width, without their
   * icons (three short labels fit 390 px); `two-columns` puts them in a grid of two, with icons.
   * From `sm` up they sit in one row at their own width either way.
   */
  phone?: "share" | "two-columns";
  className?: string;
}

/** A row of TabLinkTriggers, each an icon and a label (inside `Tabs`). */
export function TabLinkList<T extends string>({
  label,
  tabs,
  labels,
  icons,
  href,
  phone = "share",
  className,
}: TabLinkListProps<T>) {
  return (
    <TabsList
      aria-label={label}
      className={cn(
        phone === "share" ? "flex w-full sm:inline-flex sm:w-auto" : "grid w-full grid-cols-2 sm:inline-flex sm:w-auto",
        className,
      )}
    >
      {tabs.map((tab) => {
        const Icon: LucideIcon = icons[tab];
        return (
          <TabLinkTrigger
            key={tab}
            value={tab}
            href={href(tab)}
            className={
              phone === "share" ? "flex-1 justify-center px-3 max-sm:[&_svg]:hidden sm:flex-none" : "justify-center"
            }
          >
            <Icon aria-hidden="true" />
            {labels[tab]}
          </TabLinkTrigger>
        );
      })}
    </TabsList>
  );
}
