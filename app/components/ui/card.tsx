import type { LucideIcon } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";

import { cn } from "./cn";

/** The surface everything sits on: a rounded, bordered panel. `muted` for secondary panels. */
export function Card({
  as: Tag = "div",
  muted = false,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: "div" | "section" | "article" | "li" | "aside"; muted?: boolean }) {
  return (
    <Tag
      className={cn(
        "rounded-card border border-line p-5 sm:p-6",
        muted ? "bg-surface-muted" : "bg-surface shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export interface SectionCardProps {
  /** The section's id: its anchor, and the base of its heading's id. */
  id: string;
  title: string;
  subtitle?: string;
  icon?: LucideIcon;
  /** Controls beside the heading (e.g. 'New Templates'). */
  actions?: ReactNode;
  /** Secondary panels (tips, favourites) are quieter than the tools. */
  muted?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A titled section on a card: the unit tool pages are made of. The heading can take focus (tabIndex
 * -1), so in-page navigation can move the reader to it.
 */
export function SectionCard({
  id,
  title,
  subtitle,
  icon: Icon,
  actions,
  muted,
  className,
  children,
}: SectionCardProps) {
  return (
    <Card as="section" id={id} aria-labelledby={`${id}-title`} muted={muted} className={cn("scroll-mt-28", className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {Icon && (
            <span
              className={cn(
                "inline-flex size-9 shrink-0 items-center justify-center rounded-control",
                muted ? "bg-surface-sunken text-fg-muted" : "bg-accent-soft text-accent-text",
              )}
            >
              <Icon aria-hidden="true" className="size-[1.125rem]" />
            </span>
          )}
          <div className="min-w-0">
            <h2 id={`${id}-title`} tabIndex={-1} className="text-base font-semibold text-fg outline-none sm:text-lg">
              {title}
            </h2>
            {subtitle && <p className="text-sm text-fg-muted">{subtitle}</p>}
          </div>
        </div>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
