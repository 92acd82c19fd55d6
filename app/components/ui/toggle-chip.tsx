import type { ButtonHTMLAttributes } from "react";

import { cn } from "./cn";

export type ToggleChipProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-pressed"> & {
  pressed: boolean;
};

/**
 * A chip that is on or off (aria-pressed), for choices a visitor can also clear by clicking the
 * chosen one again (the generator's tone and style). Chips in one row share a height, and a long
 * label wraps between words, never inside one.
 */
export function ToggleChip({ pressed, className, type = "button", ...props }: ToggleChipProps) {
  return (
    <button
      type={type}
      aria-pressed={pressed}
      className={cn(
        "inline-flex min-h-10 items-center justify-center rounded-control border px-3 py-2 text-center text-sm leading-tight font-medium [overflow-wrap:normal] break-normal hyphens-none transition-colors",
        pressed
          ? "border-accent bg-accent text-accent-fg shadow-sm"
          : "border-line-strong bg-surface text-fg hover:border-accent hover:bg-accent-soft",
        className,
      )}
      {...props}
    />
  );
}
