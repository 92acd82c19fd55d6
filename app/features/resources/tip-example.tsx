import { TrendingUp } from "lucide-react";

import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { CopyButton, type CopyToasts } from "~/components/ui/copy-button";
import { CopyPlainButton } from "~/components/ui/copy-plain-button";
import { StyledText } from "~/components/ui/styled-text";

/** A tip's example as it would look in a bio (styled letters shown, read plain by StyledText). */
export function TipExample({ text, className }: { text: string; className?: string }) {
  return (
    <figure className={cn("mt-4 rounded-control border border-line bg-surface-muted px-4 py-3", className)}>
      <figcaption className="eyebrow text-fg-muted">Example</figcaption>
      <StyledText text={text} className="mt-1.5 block leading-relaxed whitespace-pre-line text-fg" />
    </figure>
  );
}

/** A tip card's foot: its impact, and its example to copy as written or in plain letters. */
export function TipActions({
  tip,
  toasts,
}: {
  tip: { title: string; example: string; impact: string };
  toasts: CopyToasts;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Badge variant="success">
        <TrendingUp aria-hidden="true" />
        <span className="sr-only">Impact: </span>
        {tip.impact}
      </Badge>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          size="sm"
          text={tip.example}
          label="Copy example"
          aria-label={`Copy example: ${tip.title}`}
          toasts={toasts}
        />
        <CopyPlainButton size="sm" text={tip.example} aria-label={`Copy plain example: ${tip.title}`} />
      </div>
    </div>
  );
}
