import { Search, X } from "lucide-react";
import { useId, useRef } from "react";

import { cn } from "./cn";
import { controlClass, Label } from "./field";

export interface SearchFieldProps {
  label: string;
  /** Form field name: without JavaScript the search travels with a GET form. */
  name: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** What the search found, read out to screen readers as it changes ("12 symbols"). */
  resultSummary?: string;
  hideLabel?: boolean;
  onFocus?: () => void;
  className?: string;
}

/**
 * A search box with its visible label, a clear button and a polite live region that announces how
 * many results the current search gives.
 */
export function SearchField({
  label,
  name,
  value,
  onChange,
  placeholder,
  resultSummary,
  hideLabel = false,
  onFocus,
  className,
}: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={cn("min-w-0", className)}>
      <Label htmlFor={id} className={cn("mb-1.5", hideLabel && "sr-only")}>
        {label}
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
        />
        <input
          ref={input}
          id={id}
          type="search"
          name={name}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          onFocus={onFocus}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className={cn(controlClass, "h-11 pr-11 pl-9 [&::-webkit-search-cancel-button]:hidden")}
        />
        {value !== "" && (
          <button
            type="button"
            aria-label="Clear search"
            title="Clear search"
            onClick={() => {
              onChange?.("");
              input.current?.focus();
            }}
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-fg-subtle hover:bg-surface-sunken hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {resultSummary}
      </p>
    </div>
  );
}
