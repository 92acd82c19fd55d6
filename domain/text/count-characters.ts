import twitterText from "twitter-text";

import { countGraphemes } from "./graphemes";
import { PLATFORM_LIMITS, type Platform } from "./platforms";

/**
 * X counts a bio the way it counts a post: twitter-text's weighted length, where characters outside
 * the Latin ranges (most emoji, CJK, and the Mathematical Alphanumeric letters of fancy fonts)
 * weigh 2. twitter-text is ~33 KB gzip, so UI code should load this module on demand.
 */
export function countXWeighted(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

/** A bio's length as the platform counts it (see PLATFORM_LIMITS for the unit per platform). */
export function countCharacters(text: string, platform: Platform): number {
  return PLATFORM_LIMITS[platform].counting === "x-weighted" ? countXWeighted(text) : countGraphemes(text);
}

/** Characters left before the platform's limit; negative when over. */
export function remainingCharacters(text: string, platform: Platform): number {
  return PLATFORM_LIMITS[platform].limit - countCharacters(text, platform);
}

export function fitsPlatform(text: string, platform: Platform): boolean {
  return remainingCharacters(text, platform) >= 0;
}
