import type { LucideIcon } from "lucide-react";

import { cn } from "~/components/ui/cn";

/**
 * The workshop's tool navigation on phones and small tablets, where the floating bar is hidden:
 * a strip of small chips that stays at the top of the screen while the visitor scrolls. The header
 * scrolls away on this page there, so the fixed chrome of a phone is this strip and the docked bar
 * (docs/design.md#sticky-bars).
 */
export function PhoneToolNav({
  sections,
  active,
  onSelect,
}: {
  sections: readonly { id: string; target: string; label: string; icon: LucideIcon }[];
  active: string;
  onSelect: (id: string, target: string) => void;
}) {
  return (
    <nav
      aria-label="Jump to a tool"
      data-sticky-bar="tool-strip"
      className="sticky top-0 z-30 -mx-4 mb-6 flex h-(--tool-strip-h) items-center border-b border-line bg-canvas/90 px-4 backdrop-blur-md sm:-mx-6 sm:px-6 md:hidden"
    >
      <ul className="flex min-w-0 flex-1 gap-1.5 overflow-x-auto [scrollbar-width:none]">
        {sections.map(({ id, target, label, icon: Icon }) => (
          <li key={id} className="shrink-0">
            <button
              type="button"
              aria-current={id === active ? "true" : undefined}
              onClick={() => onSelect(id, target)}
              className={cn(
                "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap transition-colors",
                id === active ? "bg-accent text-accent-fg" : "bg-surface text-fg-muted ring-1 ring-line",
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
