import type { ButtonHTMLAttributes } from "react";

import { cn } from "./cn";

export type GlyphButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "children"> & {
  glyph: string;
  /** The accessible name, required: a symbol read aloud is often a Unicode name or nothing. */
  label: string;
};

/** A square tile showing one symbol or emoji in the system's fonts, named for screen readers by `label`. */
export function GlyphButton({ glyph, label, className, type = "button", ...props }: GlyphButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-control border border-line bg-surface font-system text-xl leading-none text-fg transition hover:border-accent hover:bg-accent-soft",
        className,
      )}
      {...props}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}
