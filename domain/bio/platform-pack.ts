import { limitStatus, type LimitStatus } from "../text/limit-status";
import { isContactLine } from "../text/normalize-bio";
import { PLATFORM_IDS, PLATFORM_LIMITS, type Platform } from "../text/platforms";
import { shortenToFit } from "../text/shorten-to-fit";

import { isCallToActionLine } from "./style-rules";

/** docs/product.md#for-every-platform: each version within its field's limit by shortening, never an ellipsis. */
export interface PlatformVersion {
  platform: Platform;
  text: string;
  count: number;
  limit: number;
  status: LimitStatus;
}

/** A one-line field (LinkedIn's headline) joins the lines with this. */
export const HEADLINE_JOINER = " | ";

function lines(text: string): string[] {
  return text
    .split(/\r\n?|\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

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

export function measureVersion(
  text: string,
  platform: Platform,
  count: (text: string, platform: Platform) => number,
): PlatformVersion {
  const { limit } = PLATFORM_LIMITS[platform];
  const used = count(text, platform);
  return { platform, text, count: used, limit, status: limitStatus(used, limit) };
}

export function makePlatformPack(text: string, count: (text: string, platform: Platform) => number): PlatformVersion[] {
  return PLATFORM_IDS.map((platform) => measureVersion(versionFor(text, platform, count), platform, count));
}

export function labelledPack(versions: readonly Pick<PlatformVersion, "platform" | "text">[]): string {
  return versions
    .map(({ platform, text }) => {
      const { name, field, limit } = PLATFORM_LIMITS[platform];
      return `${name} ${field} (${limit}):\n${text}`;
    })
    .join("\n\n");
}
