import type { ButtonHTMLAttributes, ReactNode } from "react";

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

export interface ToggleChipGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: T | "";
  onChange: (value: T | "") => void;
  /** Clicking the chosen chip again clears the choice (the generator's tone and style). */
  clearable?: boolean;
  /** How an option reads; the option itself by default. */
  renderLabel?: (option: T) => ReactNode;
  /** Grid columns class; chips in a row share a height. */
  columns?: string;
  className?: string;
}

/** A titled set of toggle chips, at most one on. */
export function ToggleChipGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  clearable = false,
  renderLabel = (option) => option,
  columns = "grid-cols-2",
  className,
}: ToggleChipGroupProps<T>) {
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      <div className={cn("mt-2 grid auto-rows-fr gap-2", columns)}>
        {options.map((option) => (
          <ToggleChip
            key={option}
            pressed={value === option}
            onClick={() => onChange(clearable && value === option ? "" : option)}
          >
            {renderLabel(option)}
          </ToggleChip>
        ))}
      </div>
    </fieldset>
  );
}
