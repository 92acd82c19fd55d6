import { countGraphemes } from "../text/graphemes";
import { countXWeighted } from "../text/count-characters";

import type { TextFrame } from "./frames";

export interface FrameCost {
  /** Grapheme clusters. */
  instagram: number;
  /** twitter-text's weighted length. */
  twitter: number;
}

/**
 * Additive (no frame starts with a combining mark), as frames.test.ts checks. Apart from frames.ts
 * because X's count loads twitter-text.
 */
export function frameCost(frame: TextFrame): FrameCost {
  return {
    instagram: countGraphemes(frame.before) + countGraphemes(frame.after),
    twitter: countXWeighted(frame.before) + countXWeighted(frame.after),
  };
}
