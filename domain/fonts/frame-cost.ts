import { countGraphemes } from "../text/graphemes";
import { countXWeighted } from "../text/count-characters";

import type { TextFrame } from "./frames";

export interface FrameCost {
  /** Characters the frame adds on Instagram (grapheme clusters). */
  instagram: number;
  /** Characters the frame adds on X (twitter-text's weighted length). */
  twitter: number;
}

/**
 * What a frame adds to a bio's length on each counting rule. Both counts are additive for these
 * frames (none starts with a combining mark or joiner, so nothing merges with the text), which
 * frames.test.ts checks against framed texts. Kept apart from frames.ts because the X count loads
 * twitter-text, which the page should load only on demand.
 */
export function frameCost(frame: TextFrame): FrameCost {
  return {
    instagram: countGraphemes(frame.before) + countGraphemes(frame.after),
    twitter: countXWeighted(frame.before) + countXWeighted(frame.after),
  };
}
