import { SearchX } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";

import { ButtonLink } from "./button";
import { EmptyState } from "./empty-state";

/**
 * The empty state of a page's search, with a way back to everything: a link to the page's
 * default view, which the island turns into an in-place reset once it runs.
 */
export function NoResults({
  message,
  resetLabel,
  href,
  onReset,
  className,
  children,
}: {
  /** The page's empty-state words (docs/product.md). */
  message: string;
  resetLabel: string;
  /** The default view's address. */
  href: string;
  onReset: () => void;
  className?: string;
  /** A line of advice under the message. */
  children?: ReactNode;
}) {
  function reset(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onReset();
  }
  return (
    <EmptyState
      icon={SearchX}
      title={message}
      className={className}
      action={
        <ButtonLink href={href} onClick={reset} size="sm">
          {resetLabel}
        </ButtonLink>
      }
    >
      {children}
    </EmptyState>
  );
}
