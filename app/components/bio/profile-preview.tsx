import { Eye } from "lucide-react";
import { useState } from "react";

import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { SocialIcon } from "~/components/layout/social-icons";
import type { SocialNetwork } from "~/site/public-config";

import { IconButton } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";

// The spec's order.
const PREVIEW_PLATFORMS: readonly Platform[] = ["instagram", "facebook", "twitter", "linkedin", "tiktok"];
const ICON: Record<Platform, SocialNetwork> = {
  instagram: "instagram",
  facebook: "facebook",
  twitter: "x",
  linkedin: "linkedin",
  tiktok: "tiktok",
};

// Illustrative numbers only (docs/product.md#principles); the card says so.
const STATS: Record<Platform, [string, string][]> = {
  instagram: [
    ["1,234", "posts"],
    ["5,678", "followers"],
    ["987", "following"],
  ],
  facebook: [
    ["2.1K", "friends"],
    ["340", "followers"],
  ],
  twitter: [
    ["987", "following"],
    ["5,678", "followers"],
  ],
  linkedin: [["500+", "connections"]],
  tiktok: [
    ["987", "following"],
    ["5.6K", "followers"],
    ["45K", "likes"],
  ],
};

const ACCENT: Record<Platform, string> = {
  instagram: "from-fuchsia-500 to-amber-400",
  facebook: "from-blue-600 to-blue-400",
  twitter: "from-slate-800 to-slate-500",
  linkedin: "from-sky-700 to-sky-500",
  tiktok: "from-slate-900 to-pink-500",
};

const INSTAGRAM_FOLD_LINES = 3;
const HIGHLIGHTS = ["New", "Travel", "Work", "Faves"];

function BioText({ text, testId, className }: { text: string; testId: string; className?: string }) {
  return (
    <p data-testid={testId} className={cn("text-sm whitespace-pre-line text-fg", className)}>
      {text.trim() ? text : <span className="text-fg-subtle">Your bio will appear here…</span>}
    </p>
  );
}

/** As the app lays it out; name, counts, link and highlights are example data (the caption says so). */
function InstagramProfile({ text, bare, bioTestId }: { text: string; bare: boolean; bioTestId: string }) {
  const [expanded, setExpanded] = useState(false);
  const lines = text.split("\n");
  const folded = !expanded && lines.length > INSTAGRAM_FOLD_LINES;
  return (
    <div className={cn("overflow-hidden bg-surface p-4", !bare && "rounded-card border border-line")}>
      <div className={cn("flex items-center", bare ? "gap-3" : "gap-5 xl:[[data-desk]_&]:gap-3")}>
        <span
          aria-hidden="true"
          className="rounded-full bg-gradient-to-tr from-amber-400 via-pink-500 to-fuchsia-600 p-[3px]"
        >
          <span
            className={cn(
              "flex items-center justify-center rounded-full border-2 border-surface bg-surface-sunken text-sm font-bold text-fg-muted",
              bare ? "size-14" : "size-16",
            )}
          >
            YOU
          </span>
        </span>
        {/* Counts and their labels are words: they never break inside (the page lets long text break anywhere). */}
        <dl
          className={cn("flex flex-1 justify-around text-center [overflow-wrap:normal]", bare ? "text-xs" : "text-sm")}
        >
          {STATS.instagram.map(([value, label]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-fg-muted">{label}</dt>
              <dd className="font-semibold text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-3 text-sm font-semibold text-fg">Your Display Name</p>
      <p className="text-sm text-fg-subtle">Digital creator</p>
      <BioText
        text={folded ? lines.slice(0, INSTAGRAM_FOLD_LINES).join("\n") : text}
        testId={bioTestId}
        className="min-h-10"
      />
      {folded && (
        <button type="button" className="text-sm text-fg-subtle hover:text-fg" onClick={() => setExpanded(true)}>
          … more
        </button>
      )}
      <p className="mt-1 text-sm font-medium text-sky-700 dark:text-sky-400">🔗 yourwebsite.com</p>
      <div aria-hidden="true" className="mt-3 grid grid-cols-2 gap-2 text-sm font-semibold">
        <span className="rounded-lg bg-surface-sunken py-1.5 text-center text-fg">Edit profile</span>
        <span className="rounded-lg bg-surface-sunken py-1.5 text-center text-fg">Share profile</span>
      </div>
      {/* Left out on the home page's desk, where the editor and the preview share a laptop's height. */}
      <ul aria-hidden="true" className="mt-3 flex gap-3 xl:[[data-desk]_&]:hidden">
        {HIGHLIGHTS.map((label) => (
          <li key={label} className="flex flex-col items-center gap-1">
            <span className="size-10 rounded-full border border-line-strong bg-surface-sunken" />
            <span className="text-xs text-fg-muted">{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A profile mock for one platform: placeholder name, illustrative stats, the bio with its line
 * breaks. Long unbroken text (a link, a handle) wraps inside the card. `bare` drops the card's own
 * border and corners, for a mock that sits inside a phone frame (`PhoneFrame`).
 */
export function PlatformProfile({
  text,
  platform,
  bare = false,
  bioTestId = "preview-bio",
}: {
  text: string;
  platform: Platform;
  bare?: boolean;
  /** The bio's test id: a second mock on a page (the home page's hero) needs its own. */
  bioTestId?: string;
}) {
  if (platform === "instagram") return <InstagramProfile text={text} bare={bare} bioTestId={bioTestId} />;
  const tiktok = platform === "tiktok";
  return (
    <div className={cn("overflow-hidden bg-surface", !bare && "rounded-card border border-line")}>
      {!tiktok && <div className={cn("h-16 bg-gradient-to-r", ACCENT[platform])} aria-hidden="true" />}
      <div className="p-4">
        <div className={cn("flex items-center gap-4", tiktok && "flex-col text-center")}>
          <span
            aria-hidden="true"
            className={cn(
              "inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-sm font-bold text-white",
              ACCENT[platform],
            )}
          >
            YOU
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-fg">Your Display Name</p>
            <p className="text-sm text-fg-muted">@yourusername</p>
          </div>
        </div>
        <dl className={cn("mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm", tiktok && "justify-center")}>
          {STATS[platform].map(([value, label]) => (
            <div key={label} className="flex gap-1">
              <dt className="sr-only">{label}</dt>
              <dd className="font-semibold text-fg">{value}</dd>
              <dd aria-hidden="true" className="text-fg-muted">
                {label}
              </dd>
            </div>
          ))}
        </dl>
        <BioText text={text} testId={bioTestId} className={cn("mt-3 min-h-16", tiktok && "text-center")} />
      </div>
    </div>
  );
}

export default function ProfilePreview({
  text,
  platform,
  onPlatform,
  className,
}: {
  text: string;
  platform: Platform;
  onPlatform: (platform: Platform) => void;
  className?: string;
}) {
  const info = PLATFORM_LIMITS[platform];
  return (
    <SectionCard
      id="preview"
      title={`${info.name} Preview`}
      subtitle="See how your bio will look"
      icon={Eye}
      className={className}
    >
      <div role="group" aria-label="Preview platform" className="flex flex-wrap justify-center gap-2">
        {PREVIEW_PLATFORMS.map((id) => (
          <IconButton
            key={id}
            aria-pressed={id === platform}
            label={PLATFORM_LIMITS[id].name}
            icon={<SocialIcon network={ICON[id]} className="size-5" />}
            variant={id === platform ? "primary" : "secondary"}
            className="size-11 [&_svg]:size-5"
            onClick={() => onPlatform(id)}
          />
        ))}
      </div>
      <div className="mt-5">
        <PlatformProfile text={text} platform={platform} />
      </div>
      <p className="mt-3 text-center text-xs text-fg-muted">
        Example name, numbers
        {platform === "instagram" && (
          <>
            , link<span className="xl:[[data-desk]_&]:hidden"> and highlights</span>
          </>
        )}
        . {info.name} allows {info.limit} characters in the {info.field}.
      </p>
    </SectionCard>
  );
}
