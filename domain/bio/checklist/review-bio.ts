import { splitGraphemes } from "../../text/graphemes";
import { PLATFORM_LIMITS, type Platform } from "../../text/platforms";
import { makePlatformPack, type PlatformVersion } from "../platform-pack";

import { applyCheckFix, checkBio, CHECK_IDS, type CheckId, type CheckResult } from "./check-bio";

type Count = (text: string, platform: Platform) => number;

/** A bio with its checks and its five platform versions: what a posted editor form shows. */
export interface BioReview {
  text: string;
  platform: Platform;
  checks: CheckResult[];
  versions: PlatformVersion[];
}

export function isCheckId(value: unknown): value is CheckId {
  return typeof value === "string" && (CHECK_IDS as readonly string[]).includes(value);
}

/** The longest start of `text` that counts at most `cap` on `platform`, cut between graphemes. */
export function cutToCount(text: string, cap: number, platform: Platform, count: Count): string {
  if (count(text, platform) <= cap) return text;
  const graphemes = splitGraphemes(text);
  let low = 0;
  let high = graphemes.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (count(graphemes.slice(0, middle).join(""), platform) <= cap) low = middle;
    else high = middle - 1;
  }
  return graphemes.slice(0, low).join("");
}

/**
 * The checklist and the platform pack for one bio, in one pass: the same rules the workshop runs in
 * the browser, for a page that must answer without JavaScript (docs/product.md#without-javascript).
 * The text is first cut to `overflow` past the platform's limit (the editor's own cap), then a fix
 * named by the visitor is applied, so the answer shows the fixed text, its checks and its versions.
 */
export function reviewBio(
  text: string,
  options: { platform: Platform; count: Count; overflow: number; fix?: CheckId },
): BioReview {
  const { platform, count, overflow, fix } = options;
  const capped = cutToCount(text.replace(/\r\n?/gu, "\n"), PLATFORM_LIMITS[platform].limit + overflow, platform, count);
  const fixed = fix ? applyCheckFix(fix, capped, { platform, count }) : capped;
  return {
    text: fixed,
    platform,
    checks: checkBio(fixed, { platform, count }),
    versions: fixed.trim() === "" ? [] : makePlatformPack(fixed, count),
  };
}
