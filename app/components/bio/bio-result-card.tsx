import { Star } from "lucide-react";
import type { ReactNode } from "react";

import { Badge } from "~/components/ui/badge";
import { Button, IconButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { CopyButton, type CopyToasts } from "~/components/ui/copy-button";

import type { BioSource } from "@domain/bio/generation-options";

/** docs/product.md#honest-badges. */
export function SourceBadge({ source }: { source: BioSource }) {
  return source === "llm" ? (
    <Badge variant="accent" title="Written by a language model">
      AI-Generated
    </Badge>
  ) : (
    <Badge title="From our own composer, not a language model">Curated</Badge>
  );
}

export interface BioResultCardProps {
  /** Also names its buttons for screen readers. */
  label: string;
  text: string;
  source: BioSource;
  copyToasts: CopyToasts;
  onUse?: (text: string) => void;
  favourite?: { saved: boolean; onToggle: () => void };
  /** The button sits on the heading's row, so a short bio makes a short card (issue 23). */
  compact?: boolean;
  /** More actions at the end of the card's row (the workshop's 'Refine'), free to wrap below it. */
  children?: ReactNode;
  className?: string;
}

export function BioResultCard({
  label,
  text,
  source,
  copyToasts,
  onUse,
  favourite,
  compact = false,
  children,
  className,
}: BioResultCardProps) {
  if (compact) {
    return (
      <Card as="li" className={cn("flex flex-col p-4", className)}>
        <div className="flex items-center gap-2">
          <h3 className="text-sm font-semibold text-fg-muted">{label}</h3>
          <SourceBadge source={source} />
          <CopyButton size="sm" text={text} label="Copy Bio" toasts={copyToasts} className="ml-auto" />
        </div>
        <p className="mt-2 flex-1 leading-normal whitespace-pre-line text-fg">{text}</p>
      </Card>
    );
  }
  return (
    <Card as="li" className={cn("flex flex-col p-4 sm:p-5", className)}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-fg-muted">{label}</h3>
        <SourceBadge source={source} />
      </div>
      <p className="mt-3 flex-1 leading-relaxed whitespace-pre-line text-fg">{text}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {onUse && (
          <Button variant="primary" size="sm" onClick={() => onUse(text)}>
            Use This Bio
          </Button>
        )}
        <CopyButton size="sm" text={text} label="Copy Bio" toasts={copyToasts} />
        {favourite && (
          <IconButton
            size="sm"
            aria-pressed={favourite.saved}
            label={favourite.saved ? `Remove ${label} from favourites` : `Save ${label} to favourites`}
            icon={<Star aria-hidden="true" fill={favourite.saved ? "currentColor" : "none"} />}
            className={favourite.saved ? "text-amber-500 hover:text-amber-600" : undefined}
            onClick={favourite.onToggle}
          />
        )}
        {children}
      </div>
    </Card>
  );
}
