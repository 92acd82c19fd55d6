import twitterText from "twitter-text";

import { countGraphemes, isRgiEmojiGrapheme, walkGraphemes } from "./graphemes";
import { PLATFORM_LIMITS, type Platform } from "./platforms";

/**
 * X counts a bio the way it counts a post: twitter-text's weighted length, where characters outside
 * the Latin ranges (most emoji, CJK, and the Mathematical Alphanumeric letters of fancy fonts)
 * weigh 2, and a URL 23. twitter-text is ~33 KB gzip, so UI code should load this module on demand.
 *
 * X documents every emoji as 2, but twitter-text 3.1.0 finds emoji with its 2020 list, so a newer
 * one falls apart and is weighed piece by piece (🧑‍💻 5, 🫶🏽 4). Each RGI emoji grapheme is handed
 * to it as an emoji it knows instead, and the library keeps every other rule (docs/decisions/025).
 */
export function countXWeighted(text: string): number {
  return twitterText.parseTweet(withKnownEmoji(text)).weightedLength;
}

// An emoji twitter-text 3.1.0 weighs 2, like any other single pictograph.
const KNOWN_EMOJI = "\u{1F600}";
// Every RGI emoji has an emoji-presentation character or U+FE0F; text without one skips the walk.
const MAY_HOLD_EMOJI = /[\p{Emoji_Presentation}\uFE0F]/u;

function withKnownEmoji(text: string): string {
  if (!MAY_HOLD_EMOJI.test(text)) return text;
  let out = "";
  walkGraphemes(
    text,
    (from, to) => {
      out += text.slice(from, to);
    },
    (cluster) => {
      out += isRgiEmojiGrapheme(cluster) ? KNOWN_EMOJI : cluster;
    },
  );
  return out;
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
