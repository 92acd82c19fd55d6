import { Star } from "lucide-react";
import { memo } from "react";

import { SCREEN_READER_SUMMARY } from "@domain/fonts/font-page";
import { BOXES_NOTE, type FontStyle } from "@domain/fonts/font-styles";
import { Badge } from "~/components/ui/badge";
import { IconButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { COPY_FAILED_TOAST, CopyButton } from "~/components/ui/copy-button";
import { CopyPlainButton } from "~/components/ui/copy-plain-button";

export interface FontStyleCardProps {
  style: FontStyle;
  /** The text in this style (and frame), as it will paste. */
  output: string;
  /** The visitor's text in plain letters (what 'Copy plain' copies). */
  plain: string;
  /** True while the input is empty and the card shows the sample instead: nothing to copy. */
  sample: boolean;
  instagramCount: number;
  /** X's weighted count; undefined while its counter loads. */
  xCount: number | undefined;
  favourite: boolean;
  onToggleFavourite: (style: FontStyle) => void;
  /** Told after each copy, with whether it worked. */
  onCopied?: (copied: boolean) => void;
}

// Every key typed changes every card's text and counts, and nothing else: the parts below are
// memoised so a key re-renders only what it changed (issue 26).

const FavouriteButton = memo(function FavouriteButton({
  style,
  favourite,
  onToggleFavourite,
}: Pick<FontStyleCardProps, "style" | "favourite" | "onToggleFavourite">) {
  return (
    <IconButton
      size="sm"
      label={favourite ? `Remove ${style.name} from favourites` : `Add ${style.name} to favourites`}
      aria-pressed={favourite}
      icon={<Star aria-hidden="true" className={cn(favourite && "fill-current text-accent-text")} />}
      onClick={() => onToggleFavourite(style)}
    />
  );
});

const NameFieldBadge = memo(function NameFieldBadge({ style }: { style: FontStyle }) {
  return style.safeForName ? (
    <Badge variant="success">Safe for name field</Badge>
  ) : (
    <Badge variant="neutral">Bio only</Badge>
  );
});

const ScreenReaderNote = memo(function ScreenReaderNote({ style }: { style: FontStyle }) {
  return (
    <div>
      <p className="font-medium text-fg">Screen readers: {SCREEN_READER_SUMMARY[style.screenReader]}</p>
      <p className="mt-0.5 leading-relaxed">{style.accessibilityNote}</p>
    </div>
  );
});

/**
 * One style as a showcase (docs/design.md, "Fancy Font Styles"): its name, the visitor's text in it,
 * large, with a copy button ('{style} Copied!') and a favourite star; the warning that its letters
 * may show as boxes, where it applies. The rest is on demand under 'Counts and notes': what it
 * costs on Instagram and on X, whether it suits a name field, and what a screen reader does with it
 * (docs/product.md#fancy-font-styles). A closed disclosure's content is not laid out, so the counts
 * changing with every key cost no layout there.
 */
export const FontStyleCard = memo(function FontStyleCard({
  style,
  output,
  plain,
  sample,
  instagramCount,
  xCount,
  favourite,
  onToggleFavourite,
  onCopied,
}: FontStyleCardProps) {
  return (
    <Card
      as="li"
      variant="result"
      data-style={style.key}
      // A card off screen is neither laid out nor painted, though its text changes with every key
      // (issue 26: layout and paint of 20 cards per key). It keeps the height it last had on screen,
      // or a one-line card's before that (138 px, 146 px with the wider padding), so the page's
      // height stays put (no layout shift); its text stays in the accessibility tree and find in page.
      className="flex min-w-0 flex-col gap-2 p-4 [contain-intrinsic-size:auto_138px] [content-visibility:auto] sm:p-5 sm:[contain-intrinsic-size:auto_146px]"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-medium text-fg-muted">{style.name}</h3>
        <div className="flex shrink-0 items-center gap-1">
          <FavouriteButton style={style} favourite={favourite} onToggleFavourite={onToggleFavourite} />
          <CopyButton
            size="sm"
            text={sample ? "" : output}
            label="Copy"
            aria-label={`Copy ${style.name}`}
            toasts={{ copied: { title: `${style.name} Copied!` }, failed: COPY_FAILED_TOAST }}
            onCopied={onCopied}
          />
        </div>
      </div>
      <p
        data-output=""
        className={cn(
          "min-h-9 font-system text-showcase break-words whitespace-pre-wrap [overflow-wrap:anywhere]",
          sample ? "text-fg-subtle" : "text-fg",
        )}
      >
        {output}
      </p>
      <div className="flex flex-wrap items-center gap-2 empty:hidden">
        {style.mayShowAsBoxes && <Badge variant="warning">{BOXES_NOTE}</Badge>}
        <CopyPlainButton
          size="sm"
          variant="ghost"
          className="ml-auto"
          text={sample ? "" : output}
          plain={plain}
          aria-label={`Copy plain letters of ${style.name}`}
        />
      </div>
      <details className="mt-auto text-xs text-fg-muted">
        <summary className="w-fit cursor-pointer rounded font-medium text-fg-muted hover:text-fg">
          Counts and notes<span className="sr-only"> for {style.name}</span>
        </summary>
        <div className="mt-2 grid gap-2 border-t border-line pt-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <p className="tabular-nums" title="Characters as each platform counts them">
              <span>Instagram {instagramCount}</span>
              <span aria-hidden="true"> · </span>
              <span>X {xCount ?? "Counting…"}</span>
            </p>
            <NameFieldBadge style={style} />
          </div>
          <ScreenReaderNote style={style} />
        </div>
      </details>
    </Card>
  );
});
