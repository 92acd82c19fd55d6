import { useId, type ComponentProps } from "react";

import { cn } from "./cn";
import { Textarea } from "./field";

export type TextareaWithCounterProps = Omit<ComponentProps<"textarea">, "value" | "maxLength"> & {
  value: string;
  /** The most characters the field takes; the counter shows "used/max". */
  max: number;
  /** How the counter reads; defaults to "{used}/{max}". */
  formatCount?: (used: number, max: number) => string;
  /**
   * Counts the way the product counts (grapheme clusters). Without it the field counts UTF-16 code
   * units and the browser's maxLength holds the cap; with it the caller holds the cap (maxLength
   * would stop a bold or emoji text early, since those letters are two code units each).
   */
  count?: (text: string) => number;
};

/**
 * A textarea with its character counter under it, linked by aria-describedby so a screen reader
 * hears the count with the field. The counter turns to the warning colour in the last tenth.
 */
export function TextareaWithCounter({
  value,
  max,
  formatCount = (used, limit) => `${used}/${limit}`,
  count,
  className,
  "aria-describedby": describedBy,
  ...props
}: TextareaWithCounterProps) {
  const counterId = useId();
  const used = count ? count(value) : value.length;
  return (
    <div className={className}>
      <Textarea
        value={value}
        maxLength={count ? undefined : max}
        aria-describedby={cn(counterId, describedBy) || undefined}
        {...props}
      />
      <p
        id={counterId}
        className={cn(
          "mt-1.5 text-right text-xs tabular-nums",
          used > max * 0.9 ? "font-medium text-warning-text" : "text-fg-muted",
        )}
      >
        {formatCount(used, max)}
      </p>
    </div>
  );
}
