import { useId, type ReactNode } from "react";

import { cn } from "./cn";

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

export interface ChoiceGroupProps<T extends string> {
  /** The group's visible name (a <legend>); `hideLegend` keeps it for screen readers only. */
  legend: string;
  hideLegend?: boolean;
  /** The form field name: without JavaScript the choice travels with a GET form. */
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange?: (value: T) => void;
  /** "chips" wrap as a row of pills (filters); "segmented" is one joined bar (device, platform). */
  look?: "chips" | "segmented";
  className?: string;
}

/**
 * One choice among a few, as native radio buttons styled as chips or a segmented bar: the arrow
 * keys move the choice, the visible label is the accessible name, and it works as a form field
 * without JavaScript. Used for filters (FilterChips) and toggles such as the preview's device.
 */
export function ChoiceGroup<T extends string>({
  legend,
  hideLegend = false,
  name,
  choices,
  value,
  onChange,
  look = "chips",
  className,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const segmented = look === "segmented";
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className={cn("mb-2 text-sm font-medium text-fg", hideLegend && "sr-only")}>{legend}</legend>
      <div
        className={cn(
          segmented
            ? "inline-flex max-w-full flex-wrap rounded-control border border-line bg-surface-sunken p-1"
            : "flex flex-wrap gap-2",
        )}
      >
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          return (
            <div key={choice.value}>
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange?.(choice.value)}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className={cn(
                  "inline-flex min-h-9 cursor-pointer items-center justify-center px-3.5 text-sm font-medium whitespace-nowrap transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                  segmented
                    ? "rounded-[calc(var(--radius-control)-0.25rem)] text-fg-muted peer-checked:bg-surface peer-checked:text-fg peer-checked:shadow-sm peer-hover:text-fg"
                    : "rounded-full border border-line-strong bg-surface text-fg peer-checked:border-accent peer-checked:bg-accent peer-checked:text-accent-fg peer-hover:border-accent",
                )}
              >
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
