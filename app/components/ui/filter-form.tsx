import type { ReactNode } from "react";

import { Button } from "./button";

export interface FilterFormProps {
  /** The landmark's name ("Filter symbols"). */
  label: string;
  /** The button a visitor without JavaScript presses to apply the filters. */
  submitLabel?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The controls of a filtered list (search, category chips, dropdowns) as a GET form on the page's
 * own URL (docs/product.md#searches-and-filters). With JavaScript the island filters live and keeps
 * the address in step, so submitting (Enter in the search box) does nothing more. Without it, the
 * submit button (inside <noscript>, so it never shows when scripts run) sends the form, and the
 * server renders the filtered view from the query string.
 */
export function FilterForm({ label, submitLabel = "Apply", className, children }: FilterFormProps) {
  return (
    <form
      method="get"
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={className}
    >
      {children}
      <noscript>
        <div className="mt-4">
          <Button type="submit" variant="primary">
            {submitLabel}
          </Button>
        </div>
      </noscript>
    </form>
  );
}
