import { Eye, PenLine, Star } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

import { splitGraphemes } from "@domain/text/graphemes";
import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { BIO_COPY_TOASTS } from "~/components/bio/copy-toasts";
import { editorHandoffHref } from "~/components/bio/editor-handoff";
import { useCharacterCounter } from "~/components/bio/platform-counter";
import { Badge } from "~/components/ui/badge";
import { ButtonLink, IconButton } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";
import { Textarea } from "~/components/ui/field";
import { NoScriptSubmit } from "~/components/ui/filter-form";
import { useTypedBeforeHydration } from "~/components/ui/use-typed-before-hydration";

import type { EditResult } from "./use-bio-text";

/** The textarea takes up to this many characters past the platform's limit (docs/product.md#editor-and-preview-constants). */
export const EDITOR_OVERFLOW = 50;
const LOW_REMAINING = 20;
/**
 * The editor's form: without JavaScript it posts the bio to the home page, which answers with its
 * checklist and platform versions (docs/product.md#without-javascript). `?index` sends it to the
 * home route's action rather than the root layout's.
 */
export const EDITOR_FORM_ID = "bio-editor-form";
const EDITOR_FORM_ACTION = "/?index";

/** The longest start of `text` that counts at most `cap`, cut between graphemes. */
function cutToCap(text: string, cap: number, count: (text: string) => number): string {
  const graphemes = splitGraphemes(text);
  let low = 0;
  let high = graphemes.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (count(graphemes.slice(0, middle).join("")) <= cap) low = middle;
    else high = middle - 1;
  }
  return graphemes.slice(0, low).join("");
}

export interface BioEditorPanelProps {
  text: string;
  platform: Platform;
  onEdit: (text: string, caret: number | null) => EditResult;
  onUndo: () => void;
  onRedo: () => void;
  isFavourite: boolean;
  onToggleFavourite: () => void;
  className?: string;
  /** More tools under the editor's own buttons (share, plain copy, shortcuts). */
  children?: ReactNode;
}

export function BioEditorPanel({
  text,
  platform,
  onEdit,
  onUndo,
  onRedo,
  isFavourite,
  onToggleFavourite,
  className,
  children,
}: BioEditorPanelProps) {
  const ids = useId();
  const counterId = `${ids}-counter`;
  const noticeId = `${ids}-notice`;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { name, limit } = PLATFORM_LIMITS[platform];
  const cap = limit + EDITOR_OVERFLOW;
  const countFor = useCharacterCounter(platform);
  const used = countFor(text);
  const remaining = used === undefined ? undefined : limit - used;
  const blank = text.trim().length === 0;

  useTypedBeforeHydration(textarea, text, (typed) => change(typed, null));

  // A re-styled keystroke changes the text under the caret: put the caret back after it.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !textarea.current) return;
    pendingCaret.current = null;
    textarea.current.setSelectionRange(caret, caret);
  });

  function change(next: string, caret: number | null) {
    const count = (value: string) => countFor(value) ?? splitGraphemes(value).length;
    let kept = next;
    if (count(next) > cap && next.length > text.length) {
      // Never drop a paste: keep what fits the editor and say what was cut.
      kept = cutToCap(next, cap, count);
      const dropped = count(next) - count(kept);
      setNotice(
        `That did not all fit: the editor holds up to ${cap} characters, ${EDITOR_OVERFLOW} more than ${name}'s limit of ${limit}, so the last ${dropped} were left out.`,
      );
      if (kept === text) return;
    } else if (notice) {
      setNotice(null);
    }
    const result = onEdit(kept, kept === next ? caret : kept.length);
    if (result.caret !== undefined) pendingCaret.current = result.caret;
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) onUndo();
    else if ((key === "z" && event.shiftKey) || key === "y") onRedo();
    else return;
    event.preventDefault();
  }

  return (
    <SectionCard
      id="bio-editor"
      title="Write Your Bio"
      subtitle={`Edit freely · ${name} allows ${limit} characters`}
      icon={PenLine}
      className={className}
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
      <form id={EDITOR_FORM_ID} method="post" action={EDITOR_FORM_ACTION}>
        <input type="hidden" name="platform" value={platform} />
        <label htmlFor="bio-text" className="sr-only">
          Your bio
        </label>
        <Textarea
          ref={textarea}
          id="bio-text"
          name="bio"
          value={text}
          onChange={(event) => change(event.target.value, event.target.selectionStart)}
          onKeyDown={onKeyDown}
          onBeforeInput={(event) => {
            // Undo and redo from the browser's menus go through the same history as the keys.
            const inputType = (event.nativeEvent as InputEvent).inputType;
            if (inputType === "historyUndo" || inputType === "historyRedo") {
              event.preventDefault();
              if (inputType === "historyUndo") onUndo();
              else onRedo();
            }
          }}
          rows={5}
          aria-describedby={notice ? `${counterId} ${noticeId}` : counterId}
          placeholder={"Type your bio here, or use a generated bio or a template.\nLine breaks and emoji are welcome."}
          className="min-h-36"
        />
        {notice && (
          <p
            id={noticeId}
            role="status"
            className="mt-2 rounded-control bg-warning-soft px-3 py-2 text-sm text-warning-text"
          >
            {notice}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-fg-muted">
            {remaining !== undefined && remaining < 0
              ? `${-remaining} over the limit: shorten it before you paste.`
              : "Counted the way the platform counts."}
          </p>
          <div className="flex flex-wrap gap-2">
            <NoScriptSubmit>Check this bio</NoScriptSubmit>
            {!blank && (
              <ButtonLink variant="ghost" href={editorHandoffHref(text, "/features/live-preview")}>
                <Eye aria-hidden="true" />
                Every platform
              </ButtonLink>
            )}
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
      </form>
      {children}
    </SectionCard>
  );
}
