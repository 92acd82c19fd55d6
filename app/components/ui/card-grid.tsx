import type { ReactNode } from "react";

import { cn } from "./cn";

export interface CardGridProps {
  /** Column classes, e.g. "sm:grid-cols-2 lg:grid-cols-3". */
  columns?: string;
  /** While true, `skeletons` placeholder cards stand in for the content. */
  loading?: boolean;
  skeletons?: number;
  /**
   * The rows' minimum height, which every card and every skeleton fills (a Tailwind class such as
   * "auto-rows-[minmax(12rem,auto)]"), so the content replacing the skeletons moves nothing below it.
   */
  rows: string;
  label?: string;
  className?: string;
  children?: ReactNode;
}

/** A grid of cards (a list), with placeholders of the final size while its content is on its way. */
export function CardGrid({
  columns = "sm:grid-cols-2 lg:grid-cols-3",
  loading = false,
  skeletons = 6,
  rows,
  label,
  className,
  children,
}: CardGridProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={loading || undefined}
      className={cn("grid grid-cols-1 gap-4", columns, rows, className)}
    >
      {loading ? Array.from({ length: skeletons }, (_, index) => <SkeletonCard key={index} />) : children}
    </ul>
  );
}

/**
 * A placeholder card: the grid's item height, a soft pulse (still when motion is unwelcome).
 * `compact` mirrors a compact result card: its button on the heading's row.
 */
export function SkeletonCard({ className, compact = false }: { className?: string; compact?: boolean }) {
  const bar = "rounded bg-surface-sunken motion-safe:animate-skeleton";
  const button = <div className={cn(bar, "h-9 rounded-control", compact ? "w-24" : "mt-6 w-28")} />;
  return (
    <li
      aria-hidden="true"
      data-skeleton=""
      className={cn("rounded-card border border-line bg-surface shadow-sm", compact ? "p-4" : "p-5", className)}
    >
      <div className="flex items-center justify-between gap-2">
        <div className={cn(bar, "h-4 w-24")} />
        {compact && button}
      </div>
      <div className={cn(compact ? "mt-3" : "mt-5", "space-y-2.5")}>
        <div className={cn(bar, "h-3.5 w-full")} />
        <div className={cn(bar, "h-3.5 w-11/12")} />
        <div className={cn(bar, "h-3.5 w-2/3")} />
      </div>
      {!compact && button}
    </li>
  );
}
