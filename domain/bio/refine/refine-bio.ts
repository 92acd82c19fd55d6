import { toPlainText } from "../../fonts/to-plain-text";
import { isEmojiGrapheme, splitGraphemes } from "../../text/graphemes";
import { isContactLine } from "../../text/normalize-bio";
import { PLATFORM_LIMITS, type Platform } from "../../text/platforms";
import { shortenToFit } from "../../text/shorten-to-fit";
import { bitCount } from "../bit-count";
import { limitEmoji } from "../composer/apply-style";
import { TONE_VOICES } from "../composer/voices";
import {
  PROFESSIONAL_MAX_EMOJI,
  SLANG_MARKERS,
  checkStyleRules,
  countEmoji,
  isCallToActionLine,
  isDecorativeSymbol,
} from "../style-rules";

import { REFINE_VARIANTS, type Refinement } from "./refinements";

/** Refining without a model (docs/product.md#refine-a-bio): each operation keeps the visitor's facts. */
export interface RefineContext {
  platform: Platform;
  count: (text: string, platform: Platform) => number;
  facts?: readonly string[];
}

const LINK_LIKE =
  /(?:https?:\/\/|www\.)\S+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|@[\p{L}\p{N}_.]+|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|co|me|app|dev|shop|store|link|bio|ly)\b/gu;

function bioLines(text: string): string[] {
  return text
    .split(/\r\n?|\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

export function linksIn(text: string): string[] {
  return [...toPlainText(text).matchAll(LINK_LIKE)].map((match) => match[0].toLowerCase());
}

export function keepsFacts(text: string, facts: readonly string[]): boolean {
  const plain = toPlainText(text).toLowerCase();
  return facts.every((fact) => plain.includes(fact.toLowerCase()));
}

/** A fact the bio never held cannot be kept; counting it would let every version drop the rest. */
export function factsHeld(bio: string, facts: readonly string[]): string[] {
  return facts.filter((fact) => keepsFacts(bio, [fact]));
}

function wordsOf(text: string): Set<string> {
  return new Set(
    toPlainText(text)
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .filter((word) => word.length >= 3),
  );
}

/** A model that obeyed a bio's "ignore previous instructions" answers something else. */
export function isVersionOf(before: string, after: string): boolean {
  const known = wordsOf(before);
  const words = [...wordsOf(after)];
  return words.length > 0 && words.filter((word) => known.has(word)).length * 2 >= words.length;
}

export function factsFrom(profession: string, interests: string): string[] {
  return [profession, ...interests.split(/[,;/]|\band\b/u)]
    .map((fact) => fact.trim().toLowerCase())
    .filter((fact) => fact.length > 1);
}

function fitsOrNoWorse(before: string, after: string, { platform, count }: RefineContext): boolean {
  const { limit } = PLATFORM_LIMITS[platform];
  return count(after, platform) <= Math.max(limit, count(before, platform));
}

export function keepsPromise(before: string, after: string, refinement: Refinement, context: RefineContext): boolean {
  if (after.trim() === "" || after === before) return false;
  if (!fitsOrNoWorse(before, after, context)) return false;
  const known = new Set(linksIn(before));
  if (linksIn(after).some((link) => !known.has(link))) return false;
  const { platform, count } = context;
  switch (refinement) {
    case "shorter":
      return count(after, platform) < count(before, platform);
    case "funnier":
      return true;
    case "professional":
      return checkStyleRules(after, "Professional").length === 0;
    case "call-to-action":
      return bioLines(after).some((line) => isCallToActionLine(line));
    case "fewer-emoji":
      return countEmoji(after) < countEmoji(before);
    case "plain-letters":
      return toPlainText(after) === after;
  }
}

function weakestLine(lines: readonly string[], facts: readonly string[]): number {
  let best = -1;
  let bestFacts = Number.POSITIVE_INFINITY;
  lines.forEach((line, index) => {
    if (index === 0 || isCallToActionLine(line) || isContactLine(line)) return;
    const held = facts.filter((fact) => line.toLowerCase().includes(fact)).length;
    if (held <= bestFacts) {
      best = index;
      bestFacts = held;
    }
  });
  return best;
}

function withVoiceLine(bio: string, line: string, facts: readonly string[], replace: boolean): string {
  const lines = bioLines(bio);
  const weakest = weakestLine(lines, facts);
  if (replace && weakest > 0) return lines.map((current, index) => (index === weakest ? line : current)).join("\n");
  const last = lines.at(-1) ?? "";
  const closing = lines.length > 1 && (isCallToActionLine(last) || isContactLine(last));
  return closing ? [...lines.slice(0, -1), line, last].join("\n") : [...lines, line].join("\n");
}

const CLAUSE_END = /(?<=[,;:?!.])\s+|\s+(?=(?:[|•·—–-]|who|which|but)\s)/giu;

function trimLineToFacts(line: string, facts: readonly string[]): string {
  const lower = line.toLowerCase();
  const ends = [...line.matchAll(CLAUSE_END)].map((match) => match.index);
  for (const end of ends) {
    const head = line.slice(0, end).replace(/[\s,;:|•·—–-]+$/u, "");
    const tail = lower.slice(end);
    if (head !== "" && !facts.some((fact) => tail.includes(fact))) return head;
  }
  return line;
}

function shorterVariants(bio: string, { platform, count, facts = [] }: RefineContext): string[] {
  const used = count(bio, platform);
  const lines = bioLines(bio);
  const last = lines.at(-1) ?? "";
  const closing = isCallToActionLine(last) || isContactLine(last);
  const shorten = (share: number, keepLast: boolean) =>
    shortenToFit(bio, Math.min(used - 1, Math.floor(used * share)), (text) => count(text, platform), { keepLast });
  const shares = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4];
  const choices = Array.from({ length: 2 ** Math.min(lines.length, 4) - 1 }, (_, index) => index + 1).sort(
    (a, b) => bitCount(a) - bitCount(b) || a - b,
  );
  const trimmings = choices.map((mask) =>
    lines.map((line, index) => (mask & (1 << index) ? trimLineToFacts(line, facts) : line)).join("\n"),
  );
  const factLines = lines.filter(
    (line, index) => index === 0 || facts.some((fact) => line.toLowerCase().includes(fact)),
  );
  const withFactsOnly = factLines.join("\n");
  return [
    ...trimmings,
    limitEmoji(bio, 0),
    ...trimmings.map((trimmed) => limitEmoji(trimmed, 0)),
    withFactsOnly,
    limitEmoji(withFactsOnly, 0),
    ...shares.map((share) => shorten(share, closing)),
    ...shares.map((share) => shorten(share, !closing)),
  ];
}

function voiceVariants(bio: string, lines: readonly string[], facts: readonly string[]): string[] {
  const trimmed = bioLines(bio)
    .map((line) => trimLineToFacts(line, facts))
    .join("\n");
  const roomy = [trimmed, limitEmoji(trimmed, 0)];
  return lines.flatMap((line) => [
    withVoiceLine(bio, line, facts, true),
    withVoiceLine(bio, line, facts, false),
    ...roomy.map((text) => withVoiceLine(text, line, facts, false)),
  ]);
}

function professionalVariants(bio: string, facts: readonly string[]): string[] {
  const cleaned = bioLines(bio)
    .map((line) =>
      line
        .split(/(\s+)/u)
        .filter((word) => !SLANG_MARKERS.has(word.toLowerCase().replace(/[^\p{L}']+/gu, "")))
        .join("")
        .replace(/\s{2,}/gu, " ")
        .trim(),
    )
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .join("\n")
    .replace(/!{2,}/gu, "!")
    .replace(/\?{2,}/gu, "?");
  const plain = limitEmoji(cleaned, PROFESSIONAL_MAX_EMOJI);
  return [plain, ...voiceVariants(plain, TONE_VOICES.Professional.fallbacks, facts)].map((text) =>
    limitEmoji(text, PROFESSIONAL_MAX_EMOJI),
  );
}

const INVITATIONS = [
  ...TONE_VOICES.Professional.invitations,
  ...TONE_VOICES.Funny.invitations,
  ...TONE_VOICES.Inspirational.invitations,
];

function callToActionVariants(bio: string, { platform, count, facts = [] }: RefineContext): string[] {
  const lines = bioLines(bio);
  const last = lines.at(-1) ?? "";
  const body = lines.length > 1 && isCallToActionLine(last) ? lines.slice(0, -1) : lines;
  const trimmed = body.map((line) => trimLineToFacts(line, facts));
  // Making room: first a line that holds none of the facts goes whole, which keeps the others' wording.
  const weakest = weakestLine(body, facts);
  const spare =
    weakest > 0 && !facts.some((fact) => body[weakest]!.toLowerCase().includes(fact))
      ? [body.filter((_, index) => index !== weakest)]
      : [];
  const bodies = [body, ...spare, trimmed, bioLines(limitEmoji(trimmed.join("\n"), 0))];
  const contact = linksIn(bio)[0];
  const own = contact ? [`Get in touch 👉 ${contact}`] : [];
  const { limit } = PLATFORM_LIMITS[platform];
  const invitations = [...own, ...INVITATIONS];
  return [
    ...bodies.flatMap((kept) => invitations.map((invitation) => [...kept, invitation].join("\n"))),
    // Last, a shortening that keeps the invitation (it may have to lose a fact).
    ...invitations.map((invitation) =>
      shortenToFit([...body, invitation].join("\n"), limit, (text) => count(text, platform), { keepLast: true }),
    ),
  ];
}

function withoutEmoji(text: string, keep: number): string {
  return limitEmoji(text, keep);
}

function fewerEmojiVariants(bio: string): string[] {
  const emoji = countEmoji(bio);
  if (emoji === 0) return [];
  return [emoji - 1, Math.floor(emoji / 2), 1, 0].filter((keep) => keep < emoji).map((keep) => withoutEmoji(bio, keep));
}

function plainVariants(bio: string): string[] {
  const plain = toPlainText(bio);
  const tidy = (text: string) =>
    bioLines(text)
      .map((line) => line.replace(/[ \t]{2,}/gu, " ").trim())
      .filter((line) => /[\p{L}\p{N}]/u.test(line))
      .join("\n");
  const noSymbols = tidy(
    splitGraphemes(plain)
      .filter((grapheme) => !isDecorativeSymbol(grapheme))
      .join(""),
  );
  const noEmoji = tidy(
    splitGraphemes(noSymbols)
      .filter((grapheme) => !isEmojiGrapheme(grapheme))
      .join(""),
  );
  return [plain, noSymbols, noEmoji].map((text) => toPlainText(text));
}

export function refineBio(bio: string, refinement: Refinement, given: RefineContext): string[] {
  const facts = factsHeld(bio, given.facts ?? []);
  const context = { ...given, facts };
  const candidates = (() => {
    switch (refinement) {
      case "shorter":
        return shorterVariants(bio, context);
      case "funnier":
        return voiceVariants(bio, TONE_VOICES.Funny.fallbacks, facts);
      case "professional":
        return professionalVariants(bio, facts);
      case "call-to-action":
        return callToActionVariants(bio, context);
      case "fewer-emoji":
        return fewerEmojiVariants(bio);
      case "plain-letters":
        return plainVariants(bio);
    }
  })();
  const chosen: string[] = [];
  const keep = (keepFacts: boolean, version: boolean) => {
    for (const candidate of candidates) {
      if (chosen.length >= REFINE_VARIANTS) return;
      if (chosen.includes(candidate) || !keepsPromise(bio, candidate, refinement, context)) continue;
      if (keepFacts && !keepsFacts(candidate, facts)) continue;
      // A version changes what was asked and keeps the rest: most of its words are the bio's own.
      if (version && !isVersionOf(bio, candidate)) continue;
      chosen.push(candidate);
    }
  };
  keep(true, true);
  // Fewer than three: the facts come before the rest of the wording, and only then may one go.
  keep(true, false);
  // When keeping every fact leaves fewer than three, the rest may lose one: the promise is always kept.
  keep(false, false);
  return chosen;
}
