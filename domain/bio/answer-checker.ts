/**
 * Decides, bio by bio, what may join an answer: new against the history (the bio type's rules, or
 * no exact repeat without one) and unique in the batch (spec §5). For bios from outside the
 * composer (a language model's), the pools' draws and the composer's own drafts; the history is
 * profiled once per answer. `alongside` bios (a model's, already in the answer) count as accepted.
 */
import type { BioType } from "./bio-type";
import { normalizeForHistory } from "./history";
import { STOP_WORDS, tokenizeWords } from "./similarity";
import { isDecorativeSymbol, SEPARATOR_PUNCTUATION } from "./style-rules";
import { splitGraphemes } from "../text/graphemes";
import {
  type BatchRule,
  type BioProfile,
  batchConflict,
  historyConflict,
  type HistoryRule,
  profileBio,
  profileBioComparing,
} from "./uniqueness";

/** The rule that refused a bio: an exact repeat of a shown bio, or a history or batch rule. */
export type AnswerRule = "repeat" | `history:${HistoryRule}` | `batch:${BatchRule}`;

export interface AnswerChecker {
  /** True (and the bio is counted as part of the answer) when it passes; false otherwise. */
  accept(bio: string): boolean;
  /** Like accept: undefined when the bio passes (and is counted), else the rule that refused it. */
  check(bio: string): AnswerRule | undefined;
}

export interface AnswerCheckerOptions {
  /**
   * The visitor's own words (their fields as typed). When given, the history and batch rules
   * compare only what a bio adds to them: a model asked to use the visitor's words ("UX research and
   * accessibility", the Business page's trade) writes them into every bio, and that is no repeat
   * (issue 27). Hashtags and separators are left out too: a hashtag line is no sentence, and
   * "Head of Growth • B2B SaaS" is two phrases, not one. Exact repeats and one bio inside another
   * are still judged on the whole text.
   */
  given?: readonly string[];
}

export function createAnswerChecker(
  avoid: readonly string[],
  bioType: BioType | undefined,
  alongside: readonly string[] = [],
  { given }: AnswerCheckerOptions = {},
): AnswerChecker {
  const givenWords = given ? visitorWords(given) : undefined;
  const profile = givenWords
    ? (text: string): BioProfile => profileBioComparing(text, leaveOut(text, givenWords))
    : profileBio;
  const shown = new Set(avoid.map(normalizeForHistory));
  const history = bioType ? avoid.map(profile) : [];
  const accepted: BioProfile[] = alongside.map(profile);
  const check = (bio: string): AnswerRule | undefined => {
    if (shown.has(normalizeForHistory(bio))) return "repeat";
    const candidate = profile(bio);
    const historyRule = bioType ? historyConflict(candidate, history, bioType) : undefined;
    if (historyRule) return `history:${historyRule}`;
    const batchRule = batchConflict(candidate, accepted);
    if (batchRule) return `batch:${batchRule}`;
    accepted.push(candidate);
    return undefined;
  };
  return { check, accept: (bio) => check(bio) === undefined };
}

/** The words of the visitor's fields, stop-words aside ("and", "the" stay for the model's phrases). */
function visitorWords(given: readonly string[]): ReadonlySet<string> {
  return new Set(given.flatMap(tokenizeWords).filter((word) => !STOP_WORDS.has(word)));
}

const TOKEN = /#[\p{L}\p{N}_-]+|[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const DASH_SEPARATOR = /\s[-–—]\s/gu;

/**
 * The text with the visitor's words, hashtags and separators replaced by line breaks, so that no
 * phrase or sentence the rules compare runs across them.
 */
function leaveOut(text: string, givenWords: ReadonlySet<string>): string {
  const words = text.replace(TOKEN, (token) =>
    token.startsWith("#") || tokenizeWords(token).every((word) => givenWords.has(word)) ? "\n" : token,
  );
  return splitGraphemes(words.replace(DASH_SEPARATOR, "\n"))
    .map((grapheme) => (isDecorativeSymbol(grapheme) || SEPARATOR_PUNCTUATION.has(grapheme) ? "\n" : grapheme))
    .join("");
}
