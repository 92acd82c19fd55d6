import type { ReactNode } from "react";
import { NavLink } from "react-router";

import { cn } from "~/components/ui/cn";

/** The three places the chrome links to pages; each marks the current page its own way. */
const LOOKS = {
  header: {
    base: "rounded-control px-3 py-2 text-sm font-medium transition-colors",
    active: "bg-accent-soft text-accent-soft-fg",
    idle: "text-fg-muted hover:bg-surface-sunken hover:text-fg",
  },
  menu: {
    base: "block rounded-control px-3 py-3 text-base font-medium",
    active: "bg-accent-soft text-accent-soft-fg",
    idle: "text-fg hover:bg-surface-sunken",
  },
  category: {
    base: "rounded-full px-4 py-1.5 text-sm font-medium transition-colors",
    active: "bg-accent text-accent-fg",
    idle: "text-fg-muted hover:bg-surface-sunken hover:text-fg",
  },
} as const;

/**
 * A link of the site chrome to one of our pages, highlighted (and aria-current="page") when it is
 * the page being shown. Rendered on the server only: the chrome never hydrates.
 */
export function SiteNavLink({ to, look, children }: { to: string; look: keyof typeof LOOKS; children: ReactNode }) {
  const style = LOOKS[look];
  return (
    <NavLink to={to} end className={({ isActive }) => cn(style.base, isActive ? style.active : style.idle)}>
      {children}
    </NavLink>
  );
}
