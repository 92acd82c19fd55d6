import { LayoutGrid } from "lucide-react";
import { useEffect, useId, useState, type MouseEvent } from "react";

import type * as PlatformPackModule from "@domain/bio/platform-pack";
import type { PlatformVersion } from "@domain/bio/platform-pack";
import { LIMIT_STATUS_LABELS } from "@domain/text/limit-status";
import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { loadPlatformCounter } from "~/components/bio/platform-counter";
import { useHydrated } from "~/components/use-hydrated";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/card";
import { CopyButton, type CopyToasts } from "~/components/ui/copy-button";
import { CopyPlainButton } from "~/components/ui/copy-plain-button";
import { Textarea } from "~/components/ui/field";
import { showToast } from "~/components/ui/toast";

import { EDITOR_FORM_ID } from "./bio-editor-panel";

import type * as CountCharacters from "@domain/text/count-characters";

type Count = typeof CountCharacters.countCharacters;

interface Tools {
  count: Count;
  pack: typeof PlatformPackModule;
}

const VERSION_COPY_TOASTS: CopyToasts = {
  copied: { title: "Version Copied", description: "Paste it into that platform's profile.", variant: "success" },
  failed: { title: "Copy Failed", description: "Please copy the text manually.", variant: "destructive" },
};
const ALL_COPY_TOASTS: CopyToasts = {
  copied: { title: "All Five Copied", description: "Each version is under its platform's name.", variant: "success" },
  failed: VERSION_COPY_TOASTS.failed,
};

const STATUS_BADGE = { good: "success", close: "warning", "too-long": "danger" } as const;

interface Version {
  platform: Platform;
  text: string;
  /** The server's measure of a posted version, good until the version is edited or the tools load. */
  measured?: Pick<PlatformVersion, "count" | "limit" | "status">;
}

function loadTools(): Promise<Tools> {
  // X's weighted count (twitter-text) loads here, with the first pack, not with the page.
  return Promise.all([loadPlatformCounter(), import("@domain/bio/platform-pack")]).then(([module, pack]) => ({
    count: module.countCharacters,
    pack,
  }));
}

/**
 * One profile → every platform (docs/product.md#for-every-platform): the editor's bio made into
 * five versions, each within its own field's limit counted its own way, each editable and
 * copyable on its own, and 'Copy all' for a labelled block of the five. Without JavaScript its
 * button posts the editor's form, and `posted` holds the versions the server made.
 */
export function PlatformPack({
  text,
  posted,
  className,
}: {
  text: string;
  posted?: PlatformVersion[];
  className?: string;
}) {
  const ids = useId();
  const [versions, setVersions] = useState<Version[] | null>(() =>
    posted && posted.length > 0
      ? posted.map(({ platform, text: version, count, limit, status }) => ({
          platform,
          text: version,
          measured: { count, limit, status },
        }))
      : null,
  );
  const [tools, setTools] = useState<Tools | undefined>(undefined);
  const [making, setMaking] = useState(false);
  // Without JavaScript the editor's text is unknown here until posted: the button posts it.
  const empty = text.trim() === "";
  const blank = useHydrated() && empty;
  const shown = versions !== null;

  // Versions that came from the server are the visitor's to edit and copy: load what that needs.
  useEffect(() => {
    if (!shown || tools) return;
    let live = true;
    loadTools().then(
      (loaded) => {
        if (live) setTools(loaded);
      },
      (error: unknown) => console.warn("Could not load the platform pack:", error),
    );
    return () => {
      live = false;
    };
  }, [shown, tools]);

  async function make() {
    setMaking(true);
    try {
      const loaded = await loadTools();
      setTools(loaded);
      setVersions(
        loaded.pack.makePlatformPack(text, loaded.count).map(({ platform, text: version }) => ({
          platform,
          text: version,
        })),
      );
      document.getElementById("every-platform-title")?.focus();
    } catch {
      void showToast({
        title: "Could not count for X",
        description: "Its counter did not load. Please try again.",
        variant: "destructive",
      });
    } finally {
      setMaking(false);
    }
  }

  function onMake(event: MouseEvent) {
    // Without JavaScript the button posts the editor's form, and the server makes the versions.
    event.preventDefault();
    void make();
  }

  function edit(platform: Platform, value: string) {
    setVersions(
      (current) =>
        current?.map((version) => (version.platform === platform ? { platform, text: value } : version)) ?? null,
    );
  }

  return (
    <SectionCard
      id="every-platform"
      title="For Every Platform"
      subtitle="One bio, five versions, each within its own limit"
      icon={LayoutGrid}
      className={className}
      actions={
        versions &&
        tools && (
          <CopyButton size="sm" text={tools.pack.labelledPack(versions)} label="Copy all" toasts={ALL_COPY_TOASTS} />
        )
      }
    >
      <p className="text-sm text-fg-muted">
        Instagram, X, TikTok, Facebook and LinkedIn each count in their own way and cut at their own limit. Shorter
        versions drop hashtags, then whole phrases and lines, never half a word.
      </p>
      <Button
        variant={versions ? "secondary" : "primary"}
        className="mt-4"
        type="submit"
        form={EDITOR_FORM_ID}
        onClick={onMake}
        disabled={blank || making}
        aria-describedby={empty ? `${ids}-blank` : undefined}
      >
        <LayoutGrid aria-hidden="true" />
        {versions ? "Remake from the editor" : "Make a version for every platform"}
      </Button>
      {empty && (
        <p id={`${ids}-blank`} className="mt-2 text-xs text-fg-muted">
          Write or generate a bio in the editor first.
        </p>
      )}
      {versions && (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {versions.map(({ platform, text: version, measured: fromServer }) => {
            const { name, field } = PLATFORM_LIMITS[platform];
            const measured = tools ? tools.pack.measureVersion(version, platform, tools.count) : fromServer;
            const fieldId = `${ids}-${platform}`;
            return (
              <li
                key={platform}
                data-platform={platform}
                className="flex min-w-0 flex-col rounded-control border border-line p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label htmlFor={fieldId} className="text-sm font-semibold text-fg">
                    {name} {field}
                  </label>
                  <Badge
                    variant={measured ? STATUS_BADGE[measured.status] : "neutral"}
                    id={`${fieldId}-count`}
                    className="tabular-nums"
                  >
                    {measured
                      ? `${measured.count}/${measured.limit} · ${LIMIT_STATUS_LABELS[measured.status]}`
                      : "Counting…"}
                  </Badge>
                </div>
                <Textarea
                  id={fieldId}
                  value={version}
                  rows={4}
                  onChange={(event) => edit(platform, event.target.value)}
                  aria-describedby={`${fieldId}-count`}
                  className="mt-2 min-h-24 flex-1 text-sm"
                />
                <div className="mt-2 flex flex-wrap gap-2">
                  <CopyButton size="sm" text={version} label={`Copy ${name}`} toasts={VERSION_COPY_TOASTS} />
                  <CopyPlainButton size="sm" text={version} aria-label={`Copy plain ${name}`} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
