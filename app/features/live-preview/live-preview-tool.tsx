import { Eye, PenLine, RefreshCw, Scissors } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";

import { DEFAULT_LIVE_PREVIEW_SAMPLE, pickLivePreviewSample } from "@domain/content/live-preview";
import { cutForPreview, LIMIT_STATUS_LABELS, limitStatus, type LimitStatus } from "@domain/text/limit-status";
import { endsWithInvitation } from "@domain/bio/platform-pack";
import { shortenToFit } from "@domain/text/shorten-to-fit";
import { countGraphemes, splitGraphemes } from "@domain/text/graphemes";
import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { takeEditorHandoff } from "~/components/bio/editor-handoff";
import { usePlatformCounter } from "~/components/bio/platform-counter";
import { PlatformProfile } from "~/components/bio/profile-preview";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, SectionCard } from "~/components/ui/card";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { cn } from "~/components/ui/cn";
import { COPY_FAILED_TOAST, CopyButton, type CopyToasts } from "~/components/ui/copy-button";
import { CopyPlainButton } from "~/components/ui/copy-plain-button";
import { Label } from "~/components/ui/field";
import { TextareaWithCounter } from "~/components/ui/textarea-with-counter";
import { useTypedBeforeHydration } from "~/components/ui/use-typed-before-hydration";

/** The editor's cap (docs/product.md#live-preview). */
export const LIVE_PREVIEW_MAX = 500;

/** Characters as everywhere else in the product: a bold letter or an emoji is one. */
function capGraphemes(text: string): string {
  // A text of at most 500 UTF-16 units has at most 500 graphemes: no need to split it on every key.
  if (text.length <= LIVE_PREVIEW_MAX) return text;
  const graphemes = splitGraphemes(text);
  return graphemes.length > LIVE_PREVIEW_MAX ? graphemes.slice(0, LIVE_PREVIEW_MAX).join("") : text;
}

/** The previews, in the product's order; Facebook goes beyond the product's four. */
const PREVIEWS: readonly Platform[] = ["instagram", "twitter", "tiktok", "linkedin", "facebook"];

const DEVICES = [
  { value: "mobile", label: "Mobile", width: "max-w-sm" },
  { value: "tablet", label: "Tablet", width: "max-w-2xl" },
  { value: "desktop", label: "Desktop", width: "max-w-6xl" },
] as const;

type Device = (typeof DEVICES)[number]["value"];

const DEVICE_COLUMNS: Record<Device, string> = {
  mobile: "grid-cols-1",
  tablet: "grid-cols-1 sm:grid-cols-2",
  desktop: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
};

const STATUS_BADGE: Record<LimitStatus, "success" | "warning" | "danger"> = {
  good: "success",
  close: "warning",
  "too-long": "danger",
};

const COPY_TOASTS: CopyToasts = {
  copied: { title: "Bio Copied! ✨", description: "Your bio is ready to paste!", variant: "success" },
  failed: COPY_FAILED_TOAST,
};

const TRIM_TOASTS: CopyToasts = {
  copied: { title: "Trimmed Bio Copied", description: "It fits the limit: paste it as it is.", variant: "success" },
  failed: COPY_FAILED_TOAST,
};

/** The starting sample as the server counted and cut it, shown until the text changes. */
export interface LivePreviewSampleView {
  counts: Record<Platform, number>;
  /** In graphemes, as the editor's counter reads. */
  length: number;
  /** The trimmed version, for each platform where the sample is close to its limit or over it. */
  trimmed: Partial<Record<Platform, string>>;
  /** TikTok's preview, cut at its limit. */
  tiktok: string;
}

export interface LivePreviewToolProps {
  sampleView: LivePreviewSampleView;
}

/**
 * The Live Preview: one bio, seen on every platform at once with the platform's own counting, its
 * status ('Good', 'Close', 'Too long'), a trimmed version that fits where it is too long, and a
 * preview width for each kind of device.
 */
export function LivePreviewTool({ sampleView }: LivePreviewToolProps) {
  const ids = useId();
  const [text, setText] = useState(DEFAULT_LIVE_PREVIEW_SAMPLE.bio);
  const [device, setDevice] = useState<Device>("mobile");
  // While the text is the starting sample, the page shows what the server worked out for it, so
  // hydrating builds neither twitter-text nor the grapheme segmenter; X's counter loads once the
  // visitor touches the text (docs/decisions/028-typing-renders.md).
  const { count, request: requestCounter } = usePlatformCounter();
  const fromServer = text === DEFAULT_LIVE_PREVIEW_SAMPLE.bio;
  // Each platform's count once per text: the limits and the previews both show it (issue 26).
  const counts = useMemo(() => {
    const byPlatform = {} as Record<Platform, number | undefined>;
    for (const platform of PREVIEWS) {
      byPlatform[platform] = fromServer ? sampleView.counts[platform] : count(text, platform);
    }
    return byPlatform;
  }, [text, fromServer, count, sampleView]);

  // What the visitor typed before the island hydrated replaces the sample (issue 23).
  const textarea = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(textarea, text, (typed) => setText(capGraphemes(typed)));

  // A bio handed over from the home workshop ('See it on every platform') replaces the sample.
  useEffect(() => {
    const handed = takeEditorHandoff();
    // The address can only be read after hydration, so the handed-over text replaces the sample then.
    if (handed === undefined) return;
    requestCounter();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one update, once, from outside React
    setText(capGraphemes(handed));
  }, [requestCounter]);

  const countEditorText = (value: string) =>
    value === DEFAULT_LIVE_PREVIEW_SAMPLE.bio ? sampleView.length : countGraphemes(value);

  const width = DEVICES.find((entry) => entry.value === device)?.width ?? "max-w-sm";
  return (
    <div className="grid grid-cols-1 gap-6">
      {/* The editor, then the limits across the width: side by side, the limits (tall once versions
          are trimmed) left hundreds of pixels blank beside the editor (issue 23). */}
      <div className="grid grid-cols-1 gap-6">
        <SectionCard
          id="editor"
          title="Your bio"
          subtitle="Type or paste it once"
          icon={PenLine}
          actions={
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() => {
                  requestCounter();
                  setText(pickLivePreviewSample(text, Math.random).bio);
                }}
              >
                <RefreshCw aria-hidden="true" />
                Sample
              </Button>
              <CopyPlainButton size="sm" text={text} />
              <CopyButton size="sm" variant="primary" text={text} label="Copy Bio" toasts={COPY_TOASTS} />
            </div>
          }
        >
          <Label htmlFor={`${ids}-bio`} className="sr-only">
            Bio to preview
          </Label>
          <TextareaWithCounter
            ref={textarea}
            id={`${ids}-bio`}
            rows={6}
            value={text}
            max={LIVE_PREVIEW_MAX}
            count={countEditorText}
            formatCount={(used, max) => `${used}/${max} characters`}
            onFocus={requestCounter}
            onChange={(event) => {
              requestCounter();
              setText(capGraphemes(event.target.value));
            }}
          />
        </SectionCard>

        <SectionCard id="limits" title="Limits" subtitle="Counted as each platform counts" icon={Scissors}>
          <ul
            className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-3"
            aria-label="Limits per platform"
          >
            {PREVIEWS.map((platform) => {
              const { name, limit } = PLATFORM_LIMITS[platform];
              const used = counts[platform];
              const status = used === undefined ? undefined : limitStatus(used, limit);
              const trimmed = fromServer
                ? (sampleView.trimmed[platform] ?? "")
                : status && status !== "good"
                  ? shortenToFit(text, limit, (value) => count(value, platform) ?? 0, {
                      keepLast: endsWithInvitation(text),
                    })
                  : "";
              return (
                <li key={platform} data-platform={platform} className="rounded-control border border-line p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-fg">{name}</span>
                    <span className="flex items-center gap-2 text-sm text-fg-muted tabular-nums">
                      {used === undefined ? "Counting…" : `${used}/${limit}`}
                      {status && <Badge variant={STATUS_BADGE[status]}>{LIMIT_STATUS_LABELS[status]}</Badge>}
                    </span>
                  </div>
                  {trimmed && (
                    <div className="mt-2 rounded-control bg-surface-muted p-2.5">
                      <p className="text-xs font-medium text-fg-muted">Trimmed to fit {name}</p>
                      <p data-testid={`trimmed-${platform}`} className="mt-1 text-sm whitespace-pre-line text-fg">
                        {trimmed}
                      </p>
                      <div className="mt-2 flex flex-wrap gap-2">
                        <CopyButton
                          size="sm"
                          text={trimmed}
                          label={`Copy the version for ${name}`}
                          toasts={TRIM_TOASTS}
                        />
                        <CopyPlainButton size="sm" text={trimmed} aria-label={`Copy plain the version for ${name}`} />
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </SectionCard>
      </div>

      <SectionCard
        id="previews"
        title="Previews"
        subtitle="Example names and numbers; your bio as each platform shows it"
        icon={Eye}
        actions={
          <ChoiceGroup
            legend="Device"
            hideLegend
            name="device"
            look="segmented"
            choices={DEVICES.map(({ value, label }) => ({ value, label }))}
            value={device}
            onChange={setDevice}
          />
        }
      >
        <div
          data-testid="preview-frame"
          data-device={device}
          className={cn("mx-auto w-full transition-[max-width]", width)}
        >
          <ul className={cn("grid gap-4", DEVICE_COLUMNS[device])}>
            {PREVIEWS.map((platform) => {
              const { name, limit } = PLATFORM_LIMITS[platform];
              const used = counts[platform];
              const status = used === undefined ? undefined : limitStatus(used, limit);
              const shown = platform !== "tiktok" ? text : fromServer ? sampleView.tiktok : cutForPreview(text, limit);
              return (
                <Card
                  as="li"
                  key={platform}
                  data-preview={platform}
                  // Off screen (below the editor on most screens), a preview is neither laid out nor
                  // painted on each key; it keeps the height it last had, or a short profile's before.
                  className="min-w-0 p-3 [contain-intrinsic-size:auto_336px] [content-visibility:auto] sm:p-4"
                >
                  <div className="mb-3 flex items-center justify-between gap-2">
                    <h3 className="text-sm font-semibold text-fg">{name}</h3>
                    {status && <Badge variant={STATUS_BADGE[status]}>{LIMIT_STATUS_LABELS[status]}</Badge>}
                  </div>
                  <PlatformProfile text={shown} platform={platform} />
                </Card>
              );
            })}
          </ul>
        </div>
      </SectionCard>
    </div>
  );
}
