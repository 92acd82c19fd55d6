import { useId, type TextareaHTMLAttributes } from "react";

import { cn } from "./cn";
import { Textarea } from "./field";

export type TextareaWithCounterProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "maxLength"> & {
  value: string;
  /** The most characters the field takes; the counter shows "used/max". */
  max: number;
  /** How the counter reads; defaults to "{used}/{max}". */
  formatCount?: (used: number, max: number) => string;
  /** Counts the way the product counts (grapheme clusters); defaults to UTF-16 length like maxLength. */
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
  count = (text) => text.length,
  className,
  "aria-describedby": describedBy,
  ...props
}: TextareaWithCounterProps) {
  const counterId = useId();
  const used = count(value);
  return (
    <div className={className}>
      <Textarea value={value} maxLength={max} aria-describedby={cn(counterId, describedBy) || undefined} {...props} />
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
