import type { ReactNode } from "react";
import { NavLink } from "react-router";

import { cn } from "~/components/ui/cn";

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

/** Server-rendered only: the chrome never hydrates. */
export function SiteNavLink({ to, look, children }: { to: string; look: keyof typeof LOOKS; children: ReactNode }) {
  const style = LOOKS[look];
  return (
    <NavLink to={to} end className={({ isActive }) => cn(style.base, isActive ? style.active : style.idle)}>
      {children}
    </NavLink>
  );
}
