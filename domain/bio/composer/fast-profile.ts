/**
 * profileBio (uniqueness.ts) with the fast emoji extraction: the composer profiles every candidate
 * and every avoided bio, and profileBio's grapheme segmentation made that its largest cost. Built
 * from the same exported measures, so the result equals profileBio's (fast-profile.test.ts).
 */
import { normalizeForHistory } from "../history";
import { isMeaningfulWord, normalizeSentence, splitSentences, tokenizeWords } from "../similarity";
import type { BioProfile } from "../uniqueness";

import { extractEmojiFast } from "./fast-graphemes";

export function profileBioFast(text: string): BioProfile {
  const rawSentences = splitSentences(text);
  const sentenceWords = rawSentences.map(tokenizeWords).filter((words) => words.length > 0);
  const words = sentenceWords.flat();
  return {
    text,
    normalized: normalizeForHistory(text),
    words,
    meaningfulWords: words.filter(isMeaningfulWord),
    sentenceWords,
    sentences: rawSentences.map(normalizeSentence).filter((sentence) => sentence !== ""),
    emoji: extractEmojiFast(text),
  };
}
