// How the composer ranks a draft (docs/decisions/024-composer-third-edition.md): what a copywriter's bios have and stock
// bios lack, as points. A bio earns for each distinct fact of theirs, their role in its first line, the knowledge
// base's lines for their role or interest, and a line in the tone's voice. It loses for stock lines, lines already
// shown, a word or interest said twice, no tone heard, and most for an awkward fill (grammar-check.ts).
import { bitCount } from "../bit-count";
import { cached } from "../cached";
import { isMeaningfulWord, normalizeSentence, singularOf, tokenizeWords } from "../similarity";

import { awkwardIn } from "./grammar-check";
import { type Line, listsWho, speaksForVisitor } from "./lines";

export const SCORE = {
  perFact: 3,
  extraFact: 1,
  /** A personality word pasted in ("Steady paramedic") reads as the form's input: worth less. */
  perTrait: 1,
  /** A line of theirs said whole ("Spend my life up ladders in the dark"): what a copywriter keeps (round 110). */
  theirWords: 6,
  frame: -2,
  roleFirst: 4,
  /** Label openings read 0.5–0.6 below their tone, the role and its work 0.3 above (rounds 26–33, n = 254). */
  labelFirst: -12,
  roleMissing: -8,
  /** Read blind, bios that drop every interest the visitor typed were marked down for it. */
  interestsMissing: -4,
  /** Per line about interests or traits beyond what the voice holds (compose-bios.ts). */
  tooManyAsides: -10,
  knowledge: 2,
  roleKnowledge: 4,
  fallback: -14,
  secondFallback: -20,
  shownBefore: -12,
  repeatedWord: -5,
  twoLines: -8,
  /** Drafts (compose-bios.ts) closing on an offer (read 0.6–0.7 above the tone, n = 34), opening on the work. */
  offerLast: 6,
  mottoFirst: 6,
  /** "Priya, 52 | Accountant in Toronto": who they said they are, as copywriters opened a third of theirs (round 124). */
  identityFirst: 6,
  awkward: -50,
  toneShown: 4,
  toneMissing: -6,
  factAgain: -6,
  shortRole: -3,
} as const;

export interface ScoreContext {
  /** The visitor typed a role; how many interests. */
  hasRole: boolean;
  interests?: number;
  /** Lines of bios already shown to the visitor, in normalizeSentence form. */
  shownLines: ReadonlySet<string>;
  /** The request's facts as bits (FACT_BITS), given as lines are measured. */
  factBits?: Map<string, number>;
  /** What each text says, read once per request (a what and a hook line share their text). */
  texts?: Map<string, TextRead>;
}

/** A text's words (tokenizeWords), its first four, its four-word phrases and what its words cost a line. */
type TextRead = { tokens: string[]; opening?: string; phrases?: readonly string[]; own?: number; words?: string[] };

export const readText = (text: string, context: ScoreContext): TextRead =>
  cached((context.texts ??= new Map()), text, () => ({ tokens: tokenizeWords(text) }));

/** A line's facts as bits: the role's, an interest's (1–15), a trait's (16–30); a request has at most ten facts. */
export const FACT_BITS = { role: 1, interests: 0xfffe, traits: 0x7fff0000 };
const { role: ROLE, interests: INTERESTS, traits: TRAITS } = FACT_BITS;

/** What the score reads of one line, worked out once per line however many drafts hold it. */
export interface MeasuredLine {
  line: Line;
  /** The points the line earns or loses on its own. */
  own: number;
  roleKnowledge: boolean;
  facts: number;
  words: readonly string[];
  /** Says nothing in the visitor's words (who-lines with a knowledge clause name the role, so they do). */
  notOwn: boolean;
  /** A line about the work; a call to action is an offer, and closed professional bios best (rounds 26–33). */
  work: boolean;
}

/** A line that is a remark of the visitor's as they said it, alone or after their role. */
export const saidWhole = (line: Line): boolean =>
  line.source === "visitor" && /^(?:phrase|role-who-trait):/u.test(line.shape);

/** What the base knows the role does or is like; not a call to action, which is an offer. */
export const aboutRole = (line: Line): boolean =>
  line.source === "knowledge" && line.facts.includes("role") && !line.shape.startsWith("cta:");

export function measureLine(line: Line, context: ScoreContext): MeasuredLine {
  let own = 0;
  if (line.source === "knowledge") own += SCORE.knowledge;
  if (line.source === "fallback") own += SCORE.fallback;
  if (line.short === true) own += SCORE.shortRole;
  if (saidWhole(line)) own += SCORE.theirWords;
  if (line.frame === true) own += SCORE.frame;
  const text = readText(line.text, context);
  if (text.words === undefined) {
    const words = text.tokens.filter(isMeaningfulWord).map(singularOf);
    text.words = words.filter((word, at) => words.indexOf(word) === at);
    // "Steady paramedic who stays steady": a word said twice in one line reads as a slip.
    text.own =
      (words.length - text.words.length) * SCORE.repeatedWord * 2 +
      (awkwardIn(line.text).length > 0 ? SCORE.awkward : 0);
    if (context.shownLines.size > 0 && context.shownLines.has(normalizeSentence(line.text)))
      text.own += SCORE.shownBefore;
  }
  own += text.own!;
  const factBits = (context.factBits ??= new Map([["role", ROLE]]));
  let facts = 0;
  for (const fact of line.facts) {
    if (!factBits.has(fact)) factBits.set(fact, 1 << (factBits.size + (fact.startsWith("t:") ? 16 : 0)));
    const bit = factBits.get(fact)!;
    if ((facts & bit) !== 0 && bit !== ROLE) own += SCORE.factAgain;
    facts |= bit;
  }
  return {
    line,
    own,
    roleKnowledge: aboutRole(line),
    facts,
    words: text.words!,
    notOwn: !(speaksForVisitor(line) || (line.part === "who" && line.facts.includes("role"))),
    work: line.shape.startsWith("work:"),
  };
}

// A draft's score from its measured lines (each measured once). The composer scores a few hundred drafts a request,
// so this compares numbers: a fact said again is a bit, a word said again is counted once for each pair of lines.
export function scoreMeasured(lines: readonly MeasuredLine[], context: ScoreContext): number {
  let score = 0;
  let said = 0;
  let fallbacks = 0;
  let workLines = 0;
  let listed = 0;
  let again = 0;
  let roleKnowledge = false;
  let tone = false;
  for (let index = 0; index < lines.length; index++) {
    const measured = lines[index]!;
    score += measured.own;
    tone ||= measured.line.tone === true;
    // "a record collector" and then "vinyl": one interest said twice (a list of who they are aside).
    const meaning = measured.line.source === "knowledge" ? listed : 0;
    score += bitCount(measured.facts & said & ~ROLE & ~meaning) * SCORE.factAgain;
    again += bitCount(measured.facts & said & meaning);
    said |= measured.facts;
    if (listsWho(measured.line)) listed |= measured.facts;
    // Two lines about the work (a first line's own counts) and none about the person: the job said twice.
    if (measured.work && ++workLines > 1) score += SCORE.factAgain;
    if (measured.line.source === "fallback" && ++fallbacks > 1) score += SCORE.secondFallback - SCORE.fallback;
    roleKnowledge ||= measured.roleKnowledge;
    score += saidBefore(lines, index) * SCORE.repeatedWord;
  }
  // Three of the visitor's facts make a bio theirs; a fourth or fifth earns less (a list is not a bio).
  const things = bitCount(said & ~TRAITS);
  score += Math.min(things, 3) * SCORE.perFact + Math.max(0, things - 3) * SCORE.extraFact;
  score += bitCount(said & TRAITS) * SCORE.perTrait;
  if (context.hasRole) {
    score += ((lines[0]?.facts ?? 0) & ROLE) !== 0 ? SCORE.roleFirst : (said & ROLE) !== 0 ? 0 : SCORE.roleMissing;
  }
  if (roleKnowledge) score += SCORE.roleKnowledge;
  const given = context.interests ?? 0;
  const interests = bitCount(said & INTERESTS);
  if (given > 0 && interests === 0) score += SCORE.interestsMissing;
  // A listed hobby said again while another goes unsaid: the unsaid one's line read better (rounds 51–54: 6.56, 6.16).
  if (again > 0 && interests < given) score += SCORE.factAgain;
  if (lines[0]?.line.label === true) score += SCORE.labelFirst;
  if (lines[0]?.line.shape === "identity") score += SCORE.identityFirst;
  score += tone ? SCORE.toneShown : SCORE.toneMissing;
  if (lines.length < 3) score += SCORE.twoLines;
  return score;
}

/** How many of a line's words the lines before it hold. */
function saidBefore(lines: readonly MeasuredLine[], index: number): number {
  let count = 0;
  for (const word of lines[index]!.words) {
    let at = 0;
    while (at < index && !lines[at]!.words.includes(word)) at++;
    count += Number(at < index);
  }
  return count;
}
