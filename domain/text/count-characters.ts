import twitterText from "twitter-text";

import { countGraphemes, isRgiEmojiGrapheme, walkGraphemes } from "./graphemes";
import { PLATFORM_LIMITS, type Platform } from "./platforms";

/**
 * X's weighted length (twitter-text, ~33 KB gzip: load on demand). twitter-text 3.1.0's 2020 emoji list splits newer
 * emoji (🧑‍💻 5), so each RGI emoji is handed to it as one it knows (docs/decisions/025).
 */
export function countXWeighted(text: string): number {
  return twitterText.parseTweet(withKnownEmoji(text)).weightedLength;
}

// An emoji twitter-text 3.1.0 weighs 2.
const KNOWN_EMOJI = "\u{1F600}";
// Every RGI emoji has an emoji-presentation character or U+FE0F.
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

/** See PLATFORM_LIMITS for the unit per platform. */
export function countCharacters(text: string, platform: Platform): number {
  return PLATFORM_LIMITS[platform].counting === "x-weighted" ? countXWeighted(text) : countGraphemes(text);
}

/** Negative when over. */
export function remainingCharacters(text: string, platform: Platform): number {
  return PLATFORM_LIMITS[platform].limit - countCharacters(text, platform);
}

export function fitsPlatform(text: string, platform: Platform): boolean {
  return remainingCharacters(text, platform) >= 0;
}
