import { Eye } from "lucide-react";

import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { SocialIcon } from "~/components/layout/social-icons";
import type { SocialNetwork } from "~/public-config";

import { WorkshopCard } from "./workshop-ui";

// The spec's order of the platform switch.
const PREVIEW_PLATFORMS: readonly Platform[] = ["instagram", "facebook", "twitter", "linkedin", "tiktok"];
const ICON: Record<Platform, SocialNetwork> = {
  instagram: "instagram",
  facebook: "facebook",
  twitter: "x",
  linkedin: "linkedin",
  tiktok: "tiktok",
};

// Illustrative numbers only (decisions.md: honest content); the card says so.
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

/** A profile mock per platform: placeholder name, illustrative stats, the bio with its line breaks. */
export default function ProfilePreview({
  text,
  platform,
  onPlatform,
}: {
  text: string;
  platform: Platform;
  onPlatform: (platform: Platform) => void;
}) {
  const info = PLATFORM_LIMITS[platform];
  return (
    <WorkshopCard id="preview" title={`${info.name} Preview`} subtitle="See how your bio will look" icon={Eye}>
      <div role="group" aria-label="Preview platform" className="flex flex-wrap justify-center gap-2">
        {PREVIEW_PLATFORMS.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={id === platform}
            aria-label={PLATFORM_LIMITS[id].name}
            title={PLATFORM_LIMITS[id].name}
            onClick={() => onPlatform(id)}
            className={`inline-flex size-11 items-center justify-center rounded-xl border transition ${
              id === platform
                ? "border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-slate-950"
                : "border-slate-200 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            }`}
          >
            <SocialIcon network={ICON[id]} className="size-5" />
          </button>
        ))}
      </div>

      <div className="mt-5 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950">
        {platform !== "instagram" && platform !== "tiktok" && (
          <div className={`h-16 bg-gradient-to-r ${ACCENT[platform]}`} aria-hidden="true" />
        )}
        <div className="p-4">
          <div className={`flex items-center gap-4 ${platform === "tiktok" ? "flex-col text-center" : ""}`}>
            <span
              aria-hidden="true"
              className={`inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br ${ACCENT[platform]} text-sm font-bold text-white`}
            >
              YOU
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-slate-900 dark:text-white">Your Display Name</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">@yourusername</p>
            </div>
          </div>
          <dl
            className={`mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm ${platform === "tiktok" ? "justify-center" : ""}`}
          >
            {STATS[platform].map(([value, label]) => (
              <div key={label} className="flex gap-1">
                <dt className="sr-only">{label}</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
                <dd aria-hidden="true" className="text-slate-600 dark:text-slate-400">
                  {label}
                </dd>
              </div>
            ))}
          </dl>
          <p
            data-testid="preview-bio"
            className={`mt-3 min-h-16 whitespace-pre-line break-words text-sm text-slate-900 dark:text-slate-100 ${platform === "tiktok" ? "text-center" : ""}`}
          >
            {text.trim() ? (
              text
            ) : (
              <span className="text-slate-500 dark:text-slate-400">Your bio will appear here…</span>
            )}
          </p>
        </div>
      </div>
      <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-400">
        Example name and numbers. {info.name} allows {info.limit} characters in the {info.field}.
      </p>
    </WorkshopCard>
  );
}
