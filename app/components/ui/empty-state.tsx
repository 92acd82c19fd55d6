import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "./cn";

/** What a list shows when it has nothing: why, and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-card border border-dashed border-line-strong px-6 py-10 text-center",
        className,
      )}
    >
      {Icon && (
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-surface-sunken text-fg-subtle">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      )}
      <p className="mt-3 font-semibold text-fg">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-fg-muted">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
