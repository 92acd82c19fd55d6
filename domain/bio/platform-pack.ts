import { limitStatus, type LimitStatus } from "../text/limit-status";
import { isContactLine } from "../text/normalize-bio";
import { PLATFORM_IDS, PLATFORM_LIMITS, type Platform } from "../text/platforms";
import { shortenToFit } from "../text/shorten-to-fit";

import { isCallToActionLine } from "./style-rules";

/**
 * One profile → every platform (docs/product.md#for-every-platform): a bio made into one version
 * per platform of the limits table, each within its own field's limit counted its own way, by
 * shortening (whole clauses, then whole words: domain/text/shorten-to-fit.ts), never by cutting
 * with an ellipsis.
 */
export interface PlatformVersion {
  platform: Platform;
  text: string;
  count: number;
  limit: number;
  status: LimitStatus;
}

/** A one-line field (LinkedIn's headline) takes the bio's lines joined by this. */
export const HEADLINE_JOINER = " | ";

function lines(text: string): string[] {
  return text
    .split(/\r\n?|\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The bio as one platform's version, before its status is known. */
export function versionFor(
  text: string,
  platform: Platform,
  count: (text: string, platform: Platform) => number,
): string {
  const { limit, field } = PLATFORM_LIMITS[platform];
  const bioLines = lines(text);
  const shaped = field === "headline" ? bioLines.join(HEADLINE_JOINER) : bioLines.join("\n");
  return shortenToFit(shaped, limit, (value) => count(value, platform), { keepLast: endsWithInvitation(text) });
}

/** A last line that invites contact (a call to action, a contact line) outranks the middle lines when something has to go. */
export function endsWithInvitation(text: string): boolean {
  const bioLines = lines(text);
  const last = bioLines.at(-1) ?? "";
  return bioLines.length > 1 && (isCallToActionLine(last) || isContactLine(last));
}

/** Where a version stands: its count the platform's way and its status against the limit. */
export function measureVersion(
  text: string,
  platform: Platform,
  count: (text: string, platform: Platform) => number,
): PlatformVersion {
  const { limit } = PLATFORM_LIMITS[platform];
  const used = count(text, platform);
  return { platform, text, count: used, limit, status: limitStatus(used, limit) };
}

/** Five versions, in the limits table's order. */
export function makePlatformPack(text: string, count: (text: string, platform: Platform) => number): PlatformVersion[] {
  return PLATFORM_IDS.map((platform) => measureVersion(versionFor(text, platform, count), platform, count));
}

/** What 'Copy all' copies: each version under a label naming its platform, field and limit. */
export function labelledPack(versions: readonly Pick<PlatformVersion, "platform" | "text">[]): string {
  return versions
    .map(({ platform, text }) => {
      const { name, field, limit } = PLATFORM_LIMITS[platform];
      return `${name} ${field} (${limit}):\n${text}`;
    })
    .join("\n\n");
}
