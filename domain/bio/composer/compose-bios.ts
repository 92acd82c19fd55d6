// The offline composer (docs/decisions/024-composer-third-edition.md). Generate, then rank: the visitor's words are read
// into facts (read-visitor.ts), which with the knowledge base give lines in the tone's voice (lines.ts); drafts are
// scored (score-bio.ts) and the best that fit the platform, style and batch rules kept; category pages draw from pools
// (compose-from-pool.ts). Nothing outlives a request. `request.instructions` is ignored: it would put any text in a bio.
import { type BioRequest, MAX_BIO_COUNT } from "../generation-options";
import { createAnswerChecker } from "../answer-checker";
import { bestFirst } from "../best-first";
import { cached } from "../cached";
import { normalizeSentence, sentencePhrases, tokenizeWords } from "../similarity";
import { escapeRegExp } from "../../text/normalize-bio";
import { BATCH_PHRASE_LENGTH } from "../uniqueness";
import { describedLines } from "../described-lines";
import { readIdentity } from "../identity";
import { fixCommonTypos } from "../../text/common-typos";
import { checkStyleRules } from "../style-rules";
import { visitorFields } from "../vet-generated-bio";
import { fitsPlatform } from "../../text/count-characters";
import { PLATFORM_LIMITS } from "../../text/platforms";

import { applyStyle, hashtagsFrom } from "./apply-style";
import { composeFromPool } from "./compose-from-pool";
import { candidateLines, isBorrowed, type Line, listsWho, MAX_LINE_LENGTH, type Part, speaksForVisitor } from "./lines";
import { createRandom, type Random } from "./random";
import { hasJokes, readVisitor, type VisitorFacts } from "./read-visitor";
import type { MeasuredLine, ScoreContext } from "./score-bio";
import { aboutRole, FACT_BITS, measureLine, readText, saidWhole, SCORE, scoreMeasured } from "./score-bio";
import { TONE_VOICES, voiceFor, type VoiceProfile } from "./voices";

export interface ComposeOptions {
  /** Seed of the random source: the same request and seed give the same bios. */
  seed: number;
  /** Bios already in the answer (a language model's): the composer's are batch-unique against them. */
  alongside?: readonly string[];
  told?: boolean;
}

/** Lines of each part kept for drafting, best first (more for a larger answer): 6 × 6 × 6 drafts for three bios. */
const LINES_PER_PART = 6;
/** One tone of each voice, for filling an answer the chosen tone's lines cannot. */
const OTHER_VOICES: readonly VoiceProfile[] = [TONE_VOICES.Professional, TONE_VOICES.Casual, TONE_VOICES.Inspirational];

/** Platforms this short may get a two-line bio (TikTok 80, Facebook 101). */
const TWO_LINE_LIMIT = 101;
/** Random spread added to a draft's score, so seeds vary the answer among near-equals. */
const JITTER = 2.5;
/** A draft bio: its lines, measured. */
type Draft = readonly MeasuredLine[];
const shapesOf = (draft: Draft): string =>
  draft
    .map(({ line }) => line.shape)
    .sort()
    .join("\n");

function linePrior(line: Line, lift: number): number {
  // The role's short form ("developer" for "indie game developer") is for a second bio, not the first.
  const [short, frame] = [line.short === true ? 3 : 0, line.frame === true || line.label === true ? 2 : 0];
  // The visitor's interests first, then their role, then a trait: what readers missed most when dropped.
  const facts = line.facts.reduce((sum, fact) => sum + (fact.startsWith("i:") ? 4 : fact.startsWith("t:") ? 1 : 2), 0);
  // An offer ranks above a work or hobby line as a closer; `lift` keeps work lines among a warm bio's (see push).
  const knowledge = line.source === "knowledge" && !line.shape.startsWith("trait:");
  const known = !knowledge ? 0 : line.shape.startsWith("cta:") ? 5 : line.shape.startsWith("work:") ? 2 + lift : 2;
  // A line of theirs said whole, or who they said they are ("Priya, 52 | …"); another voice's once the voice's run out.
  const theirs = saidWhole(line) || line.shape === "identity" ? 5 : 0;
  return facts + known + theirs - (line.source === "fallback" ? 6 : 0) - short - frame - (isBorrowed(line) ? 4 : 0);
}

// A part's best lines, random among equals: of one interest's or trait's, one per three bios; of the offers, one per bio.
function bestLines(lines: readonly Line[], part: Part, drafting: Drafting, warm: boolean): Line[] {
  const { random, count, context, limit } = drafting;
  const role = new RegExp(`^${escapeRegExp(drafting.facts.role?.text ?? "(?!)")}`, "iu");
  // On a short platform (TikTok's 80) a short line is worth more: three must fit together.
  const brevity = limit <= TWO_LINE_LIMIT ? 1 / 12 : 0;
  const [perGroup, openings] = [new Map<string, number>(), new Set<string>()];
  // "Steady firefighter who …" three times over reads as one bio: a trait opens two lines at most.
  const traitOpenings = new Map<string, number>();
  // Nor is a line longer than half a short platform's limit: the three would never fit together.
  const eligible = random
    .shuffle(lines.filter((line) => line.part === part && (limit > TWO_LINE_LIMIT || line.text.length <= limit / 2)))
    .filter((line) => {
      const group = line.source !== "knowledge" ? undefined : line.shape.startsWith("cta:") ? "cta" : line.facts[0];
      if (group === undefined || !(group === "cta" || group.startsWith("i:") || group.startsWith("t:"))) return true;
      const seen = perGroup.get(group) ?? 0;
      perGroup.set(group, seen + 1);
      return seen < (group === "cta" ? count : Math.ceil(count / 3) + (group.startsWith("t:") ? 1 : 0));
    });
  const lift = part === "what" && warm ? 2 : 0;
  const ranks = eligible.map((line) => linePrior(line, lift) - line.text.length * brevity + random.next() * JITTER);
  const kept: Line[] = [];
  for (const line of bestFirst(eligible, ranks)) {
    if (kept.length === Math.max(LINES_PER_PART, count + 2)) break;
    // Lines that open with the same four words after the role ("Calm ER nurse who …") cannot share an answer.
    const text = readText(line.text, context);
    const opening = (text.opening ??= tokenizeWords(line.text.replace(role, ""))
      .slice(0, BATCH_PHRASE_LENGTH)
      .join(" "));
    if (openings.has(opening)) continue;
    openings.add(opening);
    const trait = line.facts.find((fact) => fact.startsWith("t:"));
    const times = trait === undefined ? 0 : (traitOpenings.get(trait) ?? 0);
    if (trait !== undefined) traitOpenings.set(trait, times + 1);
    if (times < 2) kept.push(line);
  }
  return kept;
}

/** What every draft of one request shares. */
interface Drafting {
  facts: VisitorFacts;
  context: ScoreContext;
  random: Random;
  count: number;
  request: BioRequest;
  limit: number;
  /** A voice's lines, and each line's measure, serve all its passes. */
  linesOf: Map<VoiceProfile, Line[]>;
  measures: Map<Line, MeasuredLine>;
}

/** A pass's drafts: from pass 2 (last resort) any line used before, from pass 3 any opening. */
function drafts(drafting: Drafting, profile: VoiceProfile, pass: number, spent = new Set<string>()): Draft[] {
  const { facts, context, random, request, linesOf, measures, limit } = drafting;
  const lastResort = pass >= 2;
  const all = cached(linesOf, profile, () => candidateLines(facts, profile, request.style === "Action-oriented"));
  const lines = all.filter((line) => !spent.has(line.shape) && (lastResort || !isBorrowed(line)));
  const hasWords = !lastResort && lines.some((line) => speaksForVisitor(line));
  // With one fact (a role alone) a three-line bio needs two lines the knowledge adds about it.
  const given = (facts.role ? 1 : 0) + facts.interests.length + facts.traits.length;
  const maxNotOwn = given >= 2 ? 1 : 2;
  // Two lines where three do not fit (TikTok, Facebook), or as a last resort.
  const twoLines = pass >= 3 || limit <= TWO_LINE_LIMIT;
  const warm = profile.voice === "warm";
  const measure = (part: Part): MeasuredLine[] =>
    bestLines(lines, part, drafting, warm).map((line) => cached(measures, line, () => measureLine(line, context)));
  const [who, what, hook] = [measure("who"), measure("what"), measure("hook")];
  // A role the base does not know has no work lines to say instead: its interests may fill the bio.
  const knowsRole = facts.role?.knowledge !== undefined;
  // A thing said twice is filler; at last a list may say one again, never a line only what another says ("Am dram: …
  // / Am dram: …"). A warm list says who they are; a line may say what a hobby means ("Dog walker, hiker / Every path").
  const clash = (a: MeasuredLine, b: MeasuredLine): boolean =>
    a.line.shape === b.line.shape ||
    (a.facts & b.facts & FACT_BITS.traits) !== 0 ||
    (!(warm && listsWho(a.line) && b.line.source === "knowledge") &&
      (a.facts & b.facts & FACT_BITS.interests) !== 0 &&
      (!lastResort || a.facts === b.facts));
  // Scores apart, in an array of doubles: best first, equals in the order drawn.
  const out: Draft[] = [];
  const scores: number[] = [];
  const push = (first: MeasuredLine, second: MeasuredLine, third?: MeasuredLine): void => {
    // Counted before a draft is made: about half the drafts have too many lines not in the visitor's words.
    if (hasWords && Number(first.notOwn) + Number(second.notOwn) + Number(third?.notOwn === true) > maxNotOwn) return;
    // A warm bio opens on what the work means, then who ("Every book is a door / Librarian · knitter", round 38:
    // 5.75; a bare role there 4.8); a bare role or a label takes its work next ("Paramedic / Steady when it matters").
    const lists = warm && listsWho(first.line) && first.line.text.length <= MAX_LINE_LENGTH;
    const motto = !lists ? undefined : second.work ? second : third?.work === true ? third : undefined;
    const rest = [first, second, ...(third ? [third] : [])];
    const late = warm && first.line.label === true && third?.work === true;
    const parts = late ? [first, third!, second] : motto ? [motto, ...rest.filter((line) => line !== motto)] : rest;
    let interests = 0;
    let traits = 0;
    // A what or hook line about interests only, or traits only (a line about nothing is both).
    for (const { line, facts } of parts) {
      if (line.part !== "who" && (facts & ~FACT_BITS.interests) === 0) interests++;
      if (line.part !== "who" && (facts & ~FACT_BITS.traits) === 0) traits++;
    }
    // A professional bio of known work says more of it than the weekend and closes on it or an offer (a hobby or trait
    // last: 0.4–0.6 lower, rounds 26–37; wry on a trait 0.3–0.45, 26–39); one line shows a trait (two: a test).
    const { line: close, facts: closing } = parts.at(-1)!;
    const aside =
      (profile.voice === "plain" && knowsRole && close.source === "knowledge" && !(closing & FACT_BITS.role)) ||
      (profile.voice === "wry" && close.shape.startsWith("trait:"));
    const extra = Math.max(0, knowsRole ? interests - profile.interestLines : 0) + Math.max(0, traits - 1) + +aside;
    const bonus = (motto ? SCORE.mottoFirst : 0) + (close.shape.startsWith("cta:") ? SCORE.offerLast : 0);
    scores.push(scoreMeasured(parts, context) + extra * SCORE.tooManyAsides + bonus + random.next() * JITTER);
    out.push(parts);
  };
  // With nothing to say who they are, a bio opens on what they love, or a line of the voice; the very last pass anywhere.
  const firsts = pass === 3 ? [...who, ...what, ...hook] : who.length > 0 ? who : what.length > 0 ? what : hook;
  const seconds = lastResort ? [...what, ...hook] : what.length > 0 ? what : hook;
  for (const first of firsts) {
    const thirds = hook.filter((third) => !clash(first, third));
    for (const second of seconds) {
      if (second === first || clash(first, second)) continue;
      for (const third of thirds) if (!clash(second, third)) push(first, second, third);
      if (twoLines) push(first, second);
    }
    if (twoLines) for (const third of thirds) push(first, third);
  }
  return bestFirst(out, scores);
}

function hashtagWords(facts: VisitorFacts): string[] {
  const words = [
    ...(facts.role ? [facts.role.text, facts.role.knowledge?.names[0] ?? ""] : []),
    ...facts.interests.map((fact) => fact.text),
    ...facts.traits.filter((trait) => trait.kind !== "phrase").map((trait) => trait.text),
  ];
  return hashtagsFrom(words.filter((word) => word !== ""));
}

// Up to `request.count` bios, drafts best first; one reusing a line of an earlier pick waits for a later pass.
export function composeBios(request: BioRequest, { seed, alongside = [], told: tell }: ComposeOptions): string[] {
  const count = Math.max(0, Math.min(MAX_BIO_COUNT, Math.floor(request.count) || 0));
  if (count === 0) return [];
  if (request.bioType) {
    const pooled = composeFromPool(request, { seed, alongside, count });
    if (pooled.length >= count) return pooled;
    // A platform and style its pool cannot take (TikTok's 80 with Line Breaks): the rest as the home page writes.
    const rest = { ...request, bioType: undefined, count: count - pooled.length };
    return [...pooled, ...composeBios(rest, { seed, alongside: [...alongside, ...pooled] })];
  }

  const [random, profile] = [createRandom(seed), voiceFor(request.tone)];
  const identity = request.description?.trim() ? readIdentity(fixCommonTypos(request.description)) : undefined;
  const read = (details: string[]) => readVisitor(request.profession, request.interests, request.personality, details);
  // Read blind, a description's detail beat stock lines, not a wry voice's jokes unless it knew none (rounds 121–125).
  const jokes = profile.voice === "wry" ? read([]) : undefined;
  const told = identity && (tell || !(jokes && hasJokes(jokes)));
  const details = told ? describedLines(identity, request.profession, request.personality) : [];
  const facts = { ...(jokes && details.length === 0 ? jokes : read(details)), ...(identity && { identity }) };
  const shownLines = new Set(request.avoid.flatMap((bio) => bio.split("\n").map(normalizeSentence)));
  const context: ScoreContext = { hasRole: Boolean(facts.role), interests: facts.interests.length, shownLines };
  // No repeat of a bio already shown, and unique in the batch (spec §5) but for the role, which opens each; a
  // description's details may recur (see take), as a model's answer may say the visitor's words in every bio.
  const role = facts.role?.text.toLowerCase();
  const rule = identity ? { given: [...visitorFields(request), ...details] } : { shared: role };
  const checker = createAnswerChecker(request.avoid, undefined, alongside, rule);
  const [hashtags, picked, pickedShapes] = [hashtagWords(facts), [] as string[], new Set<string>()];
  // The sets of line shapes picked, and the batch rule's four-word phrases of their lines: a draft repeating one fails.
  const [pickedSets, pickedPhrases] = [new Set<string>(), new Set<string>()];
  const linePhrases = (line: Line): readonly string[] => {
    const text = readText(line.text, context);
    return (text.phrases ??= [...sentencePhrases([text.tokens], BATCH_PHRASE_LENGTH)]);
  };
  const limit = PLATFORM_LIMITS[request.platform].limit;
  const drafting: Drafting = { facts, context, random, count, request, limit, linesOf: new Map(), measures: new Map() };
  // Each voice's drafts for each set of passes, drawn once per request (a request uses one profile of a voice).
  const drafted = new Map<string, Draft[]>();
  const draftsFor = (profile: VoiceProfile, pass: number): Draft[] =>
    cached(drafted, `${profile.voice}:${Math.max(1, pass)}`, () => drafts(drafting, profile, pass));

  // A fresh pass drafts from lines no bio holds yet: a part's best, drafted once, go to the first bios (round 16).
  const unspent = (line: Line): boolean => aboutRole(line) && !isBorrowed(line) && !pickedShapes.has(line.shape);
  const spareRoleLines = (profile: VoiceProfile): number =>
    new Set((drafting.linesOf.get(profile) ?? []).filter(unspent).map((line) => line.shape)).size;
  const stock = request.style === undefined ? "fallback" : undefined;
  // A bio with none of the facts they gave read 1–2 blind (round 109: "reply speed: it depends / …").
  let factless = !facts.role && facts.interests.length + facts.traits.length === 0;
  const full: string[] = [];
  const take = (profile: VoiceProfile, pass: number, fresh = false, reuse = false): void => {
    if (picked.length >= count) return;
    const list = fresh ? drafts(drafting, profile, pass, pickedShapes) : draftsFor(profile, pass);
    for (const draft of list) {
      if (picked.length >= count) return;
      // Described, their lines again before stock, in a set no bio has; a stock last line is dropped below, not reused.
      const spent = ({ line }: MeasuredLine, at: number) =>
        ((pass === 0 || line.part !== "who") && pickedShapes.has(line.shape)) ||
        (identity && line.source === "fallback" && !(reuse && at > 1 && stock));
      const used = draft.filter(spent);
      const theirs = reuse && used.every(({ line }) => line.source === "visitor");
      if (pass <= 1 && (used.length > (theirs ? 2 : 0) || (reuse && pickedSets.has(shapesOf(draft))))) continue;
      // A label opens a bio only when a fresh draft can do no better (round 41: "Youth worker / …", 4–5).
      if (pass === 0 && draft[0]!.line.label === true) continue;
      if (!factless && draft.every(({ facts: held }) => held === 0)) continue;
      // Two of the voice's lines about the role leave each later bio one (round 32: last bios with none read 4).
      const takes = draft.reduce((sum, { roleKnowledge }) => sum + Number(roleKnowledge), 0);
      if (pass <= 1 && takes >= 2 && spareRoleLines(profile) - takes < count - picked.length - 1) continue;
      if (!reuse && draft.some(({ line }) => linePhrases(line).some((phrase) => pickedPhrases.has(phrase)))) continue;
      // A stock last line reads worse than none (rounds 88–93: 2.6–3.9 against 4.4–5.5 without); a style may need it.
      const lines = draft.map(({ line }) => line).filter((line, at) => at < 2 || line.source !== stock);
      const bio = applyStyle({
        lines,
        style: request.style,
        emoji: profile.emoji[0] + random.int(profile.emoji[1] - profile.emoji[0] + 1),
        // Emoji meaning nothing only where a style asks ("stray pin", round 128; 😅, 🙃: 57 notes, rounds 135–152).
        moodEmoji: request.style ? profile.moodEmoji : [],
        lowercase: random.chance(profile.lowercase),
        hashtags: hashtags.length >= 2 ? hashtags : [...hashtags, "bio", "hello"].slice(0, 2),
      });
      if (!fitsPlatform(bio, request.platform) || checkStyleRules(bio, request.style).length > 0) continue;
      if (!checker.accept(bio)) continue;
      picked.push(bio);
      if (lines.length === 3 && lines.every((line) => line.source !== "fallback")) full.push(bio);
      for (const line of lines)
        for (const phrase of linePhrases(line))
          if (!role?.includes(phrase.slice(0, phrase.lastIndexOf(" ")))) pickedPhrases.add(phrase);
      for (const line of lines) pickedShapes.add(line.shape);
      pickedSets.add(shapesOf(draft));
    }
  };

  // Passes, each relaxing one preference: a label first, unused lines afresh, a first line used before, then any line
  // used before and more than one not theirs. Bios may open alike ("Mechanic | …" thrice read above "Honest mechanic").
  take(profile, 0);
  take(profile, 1, true);
  take(profile, 1);
  if (identity) take(profile, 1, false, true);
  // Never short: the tone's own lines with a second line not the visitor's, then other voices' (off tone, so last).
  take(profile, 2);
  const others = OTHER_VOICES.filter((other) => other.voice !== profile.voice);
  for (const pass of [1, 2]) for (const other of others) take(other, pass);
  // Little input (one interest, twelve bios): any voice, opening anywhere, then a bio with none of theirs; never short.
  for (factless of [factless, true]) for (const voice of [profile, ...others]) take(voice, 3);
  // Its jokes spent, a wry voice says their details (`told`) before a stock line or two lines (round 147).
  const rest = { ...request, count: count - full.length };
  if (!identity || told || full.length === picked.length) return picked;
  return [...full, ...composeBios(rest, { seed, alongside: [...alongside, ...full], told: true })];
}
