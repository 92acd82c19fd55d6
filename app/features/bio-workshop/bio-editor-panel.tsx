import { PenLine, Star } from "lucide-react";
import { useId } from "react";

import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { BIO_COPY_TOASTS } from "~/components/bio/copy-toasts";
import { Badge } from "~/components/ui/badge";
import { SectionCard } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";
import { IconButton } from "~/components/ui/button";
import { Textarea } from "~/components/ui/field";

import { useCharacterCounter } from "./use-character-count";

/** The textarea takes up to this many characters past the platform's limit (docs/product.md#editor-and-preview-constants). */
export const EDITOR_OVERFLOW = 50;
const LOW_REMAINING = 20;

export interface BioEditorPanelProps {
  text: string;
  platform: Platform;
  onEdit: (text: string) => void;
  isFavourite: boolean;
  onToggleFavourite: () => void;
}

export function BioEditorPanel({ text, platform, onEdit, isFavourite, onToggleFavourite }: BioEditorPanelProps) {
  const counterId = useId();
  const limit = PLATFORM_LIMITS[platform].limit;
  const countFor = useCharacterCounter(platform);
  const used = countFor(text);
  const remaining = used === undefined ? undefined : limit - used;
  const blank = text.trim().length === 0;

  return (
    <SectionCard
      id="bio-editor"
      title="Write Your Bio"
      subtitle={`Edit freely · ${PLATFORM_LIMITS[platform].name} allows ${limit} characters`}
      icon={PenLine}
      actions={
        <Badge
          id={counterId}
          aria-live="polite"
          variant={
            remaining === undefined
              ? "neutral"
              : remaining < 0
                ? "danger"
                : remaining < LOW_REMAINING
                  ? "warning"
                  : "solid"
          }
          className="px-3 py-1 text-sm font-semibold tabular-nums"
        >
          {remaining === undefined ? "Counting…" : `${remaining} chars left`}
        </Badge>
      }
    >
      <label htmlFor="bio-text" className="sr-only">
        Your bio
      </label>
      <Textarea
        id="bio-text"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          const count = countFor(next);
          // Refuse typing past limit + 50, but never block deleting.
          if (count !== undefined && count > limit + EDITOR_OVERFLOW && next.length > text.length) return;
          onEdit(next);
        }}
        rows={5}
        aria-describedby={counterId}
        placeholder={"Type your bio here, or use a generated bio or a template.\nLine breaks and emoji are welcome."}
        className="min-h-36"
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-fg-muted">
          {remaining !== undefined && remaining < 0
            ? `${-remaining} over the limit: shorten it before you paste.`
            : "Counted the way the platform counts."}
        </p>
        <div className="flex gap-2">
          <IconButton
            aria-pressed={isFavourite}
            label={isFavourite ? "Remove this bio from favourites" : "Save this bio to favourites"}
            icon={<Star aria-hidden="true" fill={isFavourite ? "currentColor" : "none"} />}
            className={isFavourite ? "text-amber-500 hover:text-amber-600" : undefined}
            onClick={onToggleFavourite}
            disabled={blank}
          />
          <CopyButton variant="primary" text={text} label="Copy Bio to Clipboard" toasts={BIO_COPY_TOASTS} />
        </div>
      </div>
    </SectionCard>
  );
}
