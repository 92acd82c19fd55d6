/** What may join an answer (spec §5). `alongside` bios count as accepted. */
import type { BioType } from "./bio-type";
import { normalizeForHistory } from "./history";
import { STOP_WORDS, tokenizeWords } from "./similarity";
import { isDecorativeSymbol, SEPARATOR_PUNCTUATION } from "./style-rules";
import { splitGraphemes } from "../text/graphemes";
import { escapeRegExp } from "../text/normalize-bio";
import {
  type BatchRule,
  type BioProfile,
  batchConflict,
  historyConflict,
  type HistoryRule,
  profileBio,
  profileBioComparing,
} from "./uniqueness";

export type AnswerRule = "repeat" | `history:${HistoryRule}` | `batch:${BatchRule}`;

export interface AnswerChecker {
  accept(bio: string): boolean;
  check(bio: string): AnswerRule | undefined;
}

export interface AnswerCheckerOptions {
  // A model asked to use the visitor's words writes them into every bio, and that is no repeat (issue 27): the rules
  // compare only what a bio adds.
  given?: readonly string[];
  // The composer opens every bio on the visitor's role ("Ice cream van owner who …"): the rules compare what is
  // around it. Cheaper than `given`, which reads each word of a model's answer.
  shared?: string;
}

export function createAnswerChecker(
  avoid: readonly string[],
  bioType: BioType | undefined,
  alongside: readonly string[] = [],
  { given, shared }: AnswerCheckerOptions = {},
): AnswerChecker {
  const givenWords = given ? visitorWords(given) : undefined;
  const around = shared ? new RegExp(escapeRegExp(shared), "giu") : undefined;
  const profile = givenWords
    ? (text: string): BioProfile => profileBioComparing(text, leaveOut(text, givenWords))
    : around
      ? (text: string): BioProfile => profileBioComparing(text, text.replace(around, "\n"))
      : profileBio;
  const shown = new Set(avoid.map(normalizeForHistory));
  const history = bioType ? avoid.map(profile) : [];
  const accepted: BioProfile[] = alongside.map(profile);
  const check = (bio: string): AnswerRule | undefined => {
    const candidate = profile(bio);
    if (shown.has(candidate.normalized)) return "repeat";
    const historyRule = bioType ? historyConflict(candidate, history, bioType) : undefined;
    if (historyRule) return `history:${historyRule}`;
    const batchRule = batchConflict(candidate, accepted);
    if (batchRule) return `batch:${batchRule}`;
    accepted.push(candidate);
    return undefined;
  };
  return { check, accept: (bio) => check(bio) === undefined };
}

function visitorWords(given: readonly string[]): ReadonlySet<string> {
  return new Set(given.flatMap(tokenizeWords).filter((word) => !STOP_WORDS.has(word)));
}

const TOKEN = /#[\p{L}\p{N}_-]+|[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const DASH_SEPARATOR = /\s[-–—]\s/gu;

/** Replaced by line breaks, so no phrase or sentence the rules compare runs across them. */
function leaveOut(text: string, givenWords: ReadonlySet<string>): string {
  const words = text.replace(TOKEN, (token) =>
    token.startsWith("#") || tokenizeWords(token).every((word) => givenWords.has(word)) ? "\n" : token,
  );
  return splitGraphemes(words.replace(DASH_SEPARATOR, "\n"))
    .map((grapheme) => (isDecorativeSymbol(grapheme) || SEPARATOR_PUNCTUATION.has(grapheme) ? "\n" : grapheme))
    .join("");
}
