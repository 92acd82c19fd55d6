import { Star, type LucideIcon } from "lucide-react";
import { useState } from "react";

export interface FloatingNavItem {
  id: string;
  label: string;
  icon: LucideIcon;
  action?: () => void;
  /** A full page load (docs/product.md#floating-navigation). */
  href?: string;
}

export interface FloatingNavProps {
  items: readonly FloatingNavItem[];
  activeId: string;
  onSelect?: (id: string) => void;
  label?: string;
  className?: string;
}

/**
 * docs/product.md#floating-navigation. Its height is the --floating-nav-h token, which the page's
 * scroll padding counts.
 */
export function FloatingNav({ items, activeId, onSelect, label = "Sections", className = "" }: FloatingNavProps) {
  const [hoveredId, setHoveredId] = useState<string | null>(null);

  function choose(item: FloatingNavItem) {
    item.action?.();
    onSelect?.(item.id);
    if (item.href) window.location.assign(item.href);
  }

  return (
    <nav
      aria-label={label}
      data-sticky-bar="floating-nav"
      className={`hidden h-(--floating-nav-h) items-center justify-center motion-safe:animate-nav-enter md:flex ${className}`}
    >
      <ul className="flex items-center gap-1 rounded-card border border-line bg-surface/90 p-1.5 shadow-lg backdrop-blur">
        {items.map((item) => {
          const active = item.id === activeId;
          const hovered = item.id === hoveredId && !active;
          const Icon = item.icon;
          return (
            <li key={item.id} className="relative">
              <button
                type="button"
                aria-current={active ? "true" : undefined}
                data-hovered={hovered || undefined}
                onClick={() => choose(item)}
                onMouseEnter={() => setHoveredId(item.id)}
                onMouseLeave={() => setHoveredId((current) => (current === item.id ? null : current))}
                className={`relative inline-flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-medium transition duration-200 motion-safe:hover:scale-105 motion-safe:active:scale-95 ${
                  active
                    ? "bg-gradient-to-r from-brand-600 to-fuchsia-600 text-white shadow-[0_0_18px_-2px] shadow-brand-500/60"
                    : hovered
                      ? "bg-accent-soft text-accent-soft-fg shadow-[0_0_12px_-4px] shadow-brand-400/50"
                      : "text-fg-muted"
                }`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {item.label}
              </button>
              {active && (
                <span
                  aria-hidden="true"
                  data-testid="active-star"
                  className="absolute -top-1.5 -right-1.5 inline-flex size-4 items-center justify-center rounded-full bg-amber-400 text-amber-950 shadow"
                >
                  <Star className="size-2.5" fill="currentColor" />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
