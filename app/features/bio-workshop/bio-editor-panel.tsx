import { Check, Copy, PenLine, Star } from "lucide-react";
import { useId, useState } from "react";

import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";

import { copyBio } from "./copy-bio";
import { useCharacterCounter } from "./use-character-count";
import { Button, WorkshopCard } from "./workshop-ui";

/** The textarea takes up to this many characters past the platform's limit (spec §5). */
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
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (await copyBio(text)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  }

  const badgeClass =
    remaining === undefined
      ? "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
      : remaining < 0
        ? "bg-red-600 text-white dark:bg-red-500 dark:text-slate-950"
        : remaining < LOW_REMAINING
          ? "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
          : "bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900";

  return (
    <WorkshopCard
      id="bio-editor"
      title="Write Your Bio"
      subtitle={`Edit freely · ${PLATFORM_LIMITS[platform].name} allows ${limit} characters`}
      icon={PenLine}
      actions={
        <span
          id={counterId}
          className={`rounded-full px-3 py-1 text-sm font-semibold tabular-nums ${badgeClass}`}
          aria-live="polite"
        >
          {remaining === undefined ? "Counting…" : `${remaining} chars left`}
        </span>
      }
    >
      <label htmlFor="bio-text" className="sr-only">
        Your bio
      </label>
      <textarea
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
        className="block min-h-36 w-full resize-y rounded-xl border border-slate-300 bg-white p-3 text-base leading-relaxed text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {remaining !== undefined && remaining < 0
            ? `${-remaining} over the limit: shorten it before you paste.`
            : "Counted the way the platform counts."}
        </p>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            aria-pressed={isFavourite}
            aria-label={isFavourite ? "Remove this bio from favourites" : "Save this bio to favourites"}
            onClick={onToggleFavourite}
            disabled={text.trim().length === 0}
          >
            <Star aria-hidden="true" className="size-4" fill={isFavourite ? "currentColor" : "none"} />
          </Button>
          <Button variant="primary" onClick={() => void copy()} disabled={text.trim().length === 0}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            Copy Bio to Clipboard
          </Button>
        </div>
      </div>
    </WorkshopCard>
  );
}
