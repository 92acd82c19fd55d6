import { LayoutGrid } from "lucide-react";
import { useId, useState } from "react";

import type * as PlatformPackModule from "@domain/bio/platform-pack";
import { LIMIT_STATUS_LABELS } from "@domain/text/limit-status";
import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { loadPlatformCounter } from "~/components/bio/platform-counter";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/card";
import { CopyButton, type CopyToasts } from "~/components/ui/copy-button";
import { Textarea } from "~/components/ui/field";
import { showToast } from "~/components/ui/toast";

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
}

/**
 * One profile → every platform (docs/product.md#for-every-platform): the editor's bio made into
 * five versions, each within its own field's limit counted its own way, each editable and
 * copyable on its own, and 'Copy all' for a labelled block of the five.
 */
export function PlatformPack({ text, className }: { text: string; className?: string }) {
  const ids = useId();
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [tools, setTools] = useState<Tools | undefined>(undefined);
  const [making, setMaking] = useState(false);
  const blank = text.trim() === "";

  async function make() {
    setMaking(true);
    try {
      // X's weighted count (twitter-text) loads here, with the first pack, not with the page.
      const [module, pack] = await Promise.all([loadPlatformCounter(), import("@domain/bio/platform-pack")]);
      setTools({ count: module.countCharacters, pack });
      setVersions(
        pack.makePlatformPack(text, module.countCharacters).map(({ platform, text: version }) => ({
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
        onClick={() => void make()}
        disabled={blank || making}
        aria-describedby={blank ? `${ids}-blank` : undefined}
      >
        <LayoutGrid aria-hidden="true" />
        {versions ? "Remake from the editor" : "Make a version for every platform"}
      </Button>
      {blank && (
        <p id={`${ids}-blank`} className="mt-2 text-xs text-fg-muted">
          Write or generate a bio in the editor first.
        </p>
      )}
      {versions && tools && (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {versions.map(({ platform, text: version }) => {
            const { name, field } = PLATFORM_LIMITS[platform];
            const measured = tools.pack.measureVersion(version, platform, tools.count);
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
                  <Badge variant={STATUS_BADGE[measured.status]} id={`${fieldId}-count`} className="tabular-nums">
                    {measured.count}/{measured.limit} · {LIMIT_STATUS_LABELS[measured.status]}
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
                <CopyButton
                  size="sm"
                  className="mt-2 self-start"
                  text={version}
                  label={`Copy ${name}`}
                  toasts={VERSION_COPY_TOASTS}
                />
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
