import type { FormEvent, ReactNode } from "react";

import { Button } from "./button";
import { cn } from "./cn";

/**
 * The form around a page's search and filters (docs/product.md#searches-and-filters). Its fields
 * carry names, so without JavaScript it is an ordinary GET form: submitting it loads the page with
 * the view in the address, and the server renders that view. Once the island runs, every change
 * filters at once and submitting does nothing more.
 */
export function FilterForm({
  label,
  submitLabel,
  className,
  children,
}: {
  /** Names the search landmark, e.g. "Search the FAQ". */
  label: string;
  /** Adds a NoScriptSubmit with this label after the fields; leave out to place one yourself. */
  submitLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="get" role="search" aria-label={label} onSubmit={preventSubmit} className={cn("min-w-0", className)}>
      {children}
      {submitLabel && (
        <div className="mt-4 hidden [@media(scripting:none)]:block">
          <NoScriptSubmit>{submitLabel}</NoScriptSubmit>
        </div>
      )}
    </form>
  );
}

function preventSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/**
 * The submit button of a FilterForm, shown only where scripts do not run (`scripting: none`):
 * with JavaScript the filters apply as they change and the button would do nothing.
 */
export function NoScriptSubmit({ children = "Search", className }: { children?: ReactNode; className?: string }) {
  return (
    <Button type="submit" variant="primary" className={cn("hidden [@media(scripting:none)]:inline-flex", className)}>
      {children}
    </Button>
  );
}
