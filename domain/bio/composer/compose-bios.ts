/**
 * The offline composer (decisions.md, "The product is real"): writes bios from the phrase banks,
 * filled with the visitor's own words, with no network and no model. It is what every visitor gets
 * when no language model is configured, and what tops up a model's answer.
 *
 * How a bio is made: plan three lines for the style (roles, quote or call-to-action line, emoji
 * count, symbols, hashtags), pick a template per line that the visitor's remaining words can fill
 * and that fits the platform's remaining budget, fill it, decorate, and check the result against
 * every rule the answer must meet. Candidates that fail are drawn again, up to a bound.
 *
 * Why the history shapes the drawing: on category pages the spec's history rules reject any bio
 * sharing a two-word phrase (of meaningful words) or any three-word phrase with the avoided bios,
 * or more than a fifth of its words with any one of them. Drawn blindly, most candidates fail. So
 * the composer indexes the avoid list once (history-index.ts, exact to isUniqueAgainstHistory),
 * skips templates whose own text holds a rejected phrase, prefers lexicon entries and emoji the
 * history has not used, and drops a line as soon as its phrases are known to fail.
 *
 * Always `count` bios (docs/decisions/012): the search runs in stages, each relaxing a preference
 * the one before held, and the spec's history rule last: strict (fresh templates and entries,
 * every bio names the visitor and, when given, a personality word; no two bios open with the same
 * word), relaxed (entries may repeat within the answer), widened (more voices; two-line bios
 * allowed), history-relaxed (category pages only: the history is checked for repeats only, not
 * the similarity rules), last resort (the visitor's words set aside). Every bio still fits the
 * platform, meets the style and the batch rules, and is not a repeat of an avoided bio.
 *
 * `request.instructions` is ignored: it is free text with no slot to go in, and echoing it would
 * let a visitor (or a prompt-injection test) put arbitrary text into a "Curated" bio.
 */
import { type BioRequest, MAX_BIO_COUNT } from "../generation-options";
import { firstWord, tokenizeWords } from "../similarity";
import { checkStyleRules, MINIMALIST_MAX_WORDS } from "../style-rules";
import {
  BATCH_PHRASE_LENGTH,
  batchPhrases,
  type BioProfile,
  containsOther,
  isBatchWordOverlapAbove,
  profileBio,
  sharesBatchPhrase,
} from "../uniqueness";
import { normalizeToThreeLines } from "../../text/normalize-bio";

import { LEXICONS, templatesFor } from "./bank-registry";
import {
  createSetup,
  DEFAULT_VOICES,
  judgeEntry,
  lexiconFacts,
  measure,
  rejectsEntry,
  type Setup,
  SLANG_IN_TEXT,
  templateStaleness,
} from "./compose-setup";
import { decorate, type DraftLine, ownHashtags, visitorHashtags } from "./decorate-bio";
import {
  type AnswerUse,
  type BioState,
  canFill,
  createAnswerUse,
  createBioState,
  createLexiconView,
  type EntryKind,
  type FilledLine,
  type FillSettings,
  fillTemplate,
  type LexiconView,
} from "./fill-template";
import { cachedProfile, createHistoryIndex, type HistoryIndex, lineKey, rememberProfile } from "./history-index";
import { type LineSlot, planBio, slot } from "./plan-bio";
import { createRandom, type Random } from "./random";
import type { LineTemplate, Role } from "./templates";
import { readVisitorWords, type VisitorTerm, type VisitorTrait, type VisitorWords } from "./visitor-words";

export interface ComposeOptions {
  /** Seed of the random source: the same request and seed give the same bios. */
  seed: number;
  /** An emoji for one of the visitor's words, or undefined; the server builds it from the emoji index. */
  emojiFor?: (word: string) => string | undefined;
  /**
   * Bios already in the answer (a language model's): the composer's bios are batch-unique
   * against them and open with other words.
   */
  alongside?: readonly string[];
  /** The stages to search in, in their fixed order; all of them unless a test or eval narrows it. */
  stages?: readonly StageName[];
}

/** Templates tried for one line before the candidate bio is abandoned. */
const TRIES_PER_LINE = 24;
/** Failures in a row after which a kind of line is given up for the rest of a stage. */
const DEAD_SLOT_FAILURES = 8;

/** Templates passed over unfilled (sure to fail, or stale) per line, beyond the tries. */
const MAX_SKIPS_PER_LINE = 96;

/** No line longer than this (graphemes, before emoji): three short lines read better than one long one. */
export const MAX_LINE_LENGTH = 56;

/** Room kept for each later line while earlier ones are chosen. */
const MIN_LINE_LENGTH = 12;

/** Platforms this short may get a two-line bio when three lines do not fit (TikTok 80, Facebook 101). */
const TWO_LINE_LIMIT = 101;

export type StageName = "strict" | "relaxed" | "widened" | "history-relaxed" | "last-resort";

/** The stages in the order the search runs them: the spec's history rule is relaxed last but one. */
export const STAGE_ORDER: readonly StageName[] = ["strict", "relaxed", "widened", "history-relaxed", "last-resort"];

interface Stage {
  readonly name: StageName;
  /** Candidates drawn per bio still missing. */
  readonly attemptsPerBio: number;
  /**
   * Templates filled per bio still missing before the stage gives way to the next: the measure of
   * work, since a candidate can cost one fill or a hundred. Generous where the rules are strict.
   */
  readonly fillsPerBio: number;
  /** Avoid lexicon entries already used in this answer. */
  readonly freshEntries: boolean;
  /** No two bios of the answer open with the same word. */
  readonly uniqueOpeners: boolean;
  /** Each template at most once per answer. */
  readonly freshTemplates: boolean;
  /** No line of an avoided bio comes back, word for word. */
  readonly freshLines: boolean;
  readonly widened: boolean;
  /** Check the history for repeats only, not the similarity rules of the bio type. */
  readonly historyRelaxed: boolean;
  /** Set the visitor's words aside. */
  readonly noWords: boolean;
}

const STAGES: readonly Stage[] = [
  {
    name: "strict",
    fillsPerBio: 150,
    attemptsPerBio: 30,
    freshEntries: true,
    uniqueOpeners: true,
    freshTemplates: true,
    freshLines: true,
    widened: false,
    historyRelaxed: false,
    noWords: false,
  },
  {
    name: "relaxed",
    fillsPerBio: 60,
    attemptsPerBio: 24,
    freshEntries: false,
    uniqueOpeners: true,
    freshTemplates: true,
    freshLines: true,
    widened: false,
    historyRelaxed: false,
    noWords: false,
  },
  {
    name: "widened",
    fillsPerBio: 80,
    attemptsPerBio: 30,
    freshEntries: false,
    uniqueOpeners: false,
    freshTemplates: false,
    freshLines: true,
    widened: true,
    historyRelaxed: false,
    noWords: false,
  },
  {
    name: "history-relaxed",
    fillsPerBio: 120,
    attemptsPerBio: 30,
    freshEntries: false,
    uniqueOpeners: false,
    freshTemplates: false,
    freshLines: true,
    widened: true,
    historyRelaxed: true,
    noWords: false,
  },
  {
    name: "last-resort",
    fillsPerBio: 100000,
    attemptsPerBio: 80,
    freshEntries: false,
    uniqueOpeners: false,
    freshTemplates: false,
    freshLines: false,
    widened: true,
    historyRelaxed: true,
    noWords: true,
  },
];

interface Candidate {
  readonly text: string;
  readonly templateIds: readonly number[];
  readonly drawn: readonly string[];
  readonly mentioned: readonly VisitorTerm[];
  readonly traits: readonly VisitorTrait[];
  readonly professionForm: string | undefined;
}

/** What one answer has used so far, so its bios do not repeat a template, a phrase or an opener. */
interface BatchUse {
  /** Lines of the answer's bios (lineKey): no line twice in one answer. */
  readonly lines: Set<string>;
  readonly templates: Set<number>;
  readonly entries: Set<string>;
  readonly openers: Set<string>;
  readonly use: AnswerUse;
}

interface Phase {
  readonly stage: Stage;
  readonly requireMention: boolean;
  readonly requireTrait: boolean;
  /** Main page: also avoid 4-word phrases of the avoided bios, so "Generate New" feels new. */
  readonly softAvoid: boolean;
  /** No two bios of the answer open with the same word. */
  readonly uniqueOpeners: boolean;
}

// --- Lines ---------------------------------------------------------------------------------

const NO_TEMPLATES: readonly LineTemplate[] = [];

/** The templates that can serve a slot, before the per-bio checks; cached per request. */
function poolFor(setup: Setup, line: LineSlot): readonly LineTemplate[] {
  const key = slotKey(line);
  const cached = setup.pools.get(key);
  if (cached) return cached;
  const pool = basePoolFor(setup, line, `${line.role}|${line.mention}|${line.quote}|${line.cta}|${line.mystical}`);
  setup.pools.set(key, pool);
  return pool;
}

// Pools depend only on the request's shape, not its words or history: kept across requests.
const BASE_POOL_LIMIT = 2048;
const basePools = new Map<string, readonly LineTemplate[]>();

function basePoolFor(setup: Setup, line: LineSlot, lineKeyText: string): readonly LineTemplate[] {
  const key = [
    lineKeyText,
    setup.voices.join(","),
    setup.tone ?? "",
    setup.style ?? "",
    setup.bioType ?? "",
    setup.gaveWords,
    setup.widened,
    setup.otherScript,
  ].join("|");
  const cached = basePools.get(key);
  if (cached) return cached;
  const minimalist = setup.style === "Minimalist";
  const professional = setup.style === "Professional";
  // A category page with the visitor's words also draws the tone's lines that carry those words:
  // they stay on topic, and the page's own bank alone runs dry under the history rules.
  const borrowed =
    setup.bioType && setup.gaveWords
      ? templatesFor(setup.tone ? [setup.tone] : DEFAULT_VOICES, line.role).filter(
          (template) =>
            template.needs.mentions ||
            template.needs.service.length > 0 ||
            // The Business page's own calls to action speak for a persona, drawn only without
            // visitor words: with them, the tone's plain invitations close the bio.
            (setup.bioType === "business" && template.flags.cta === true && !template.flags.page),
        )
      : [];
  const pool = [...new Set([...templatesFor(setup.voices, line.role), ...borrowed])].filter((template) => {
    if (line.mention && !template.needs.mentions) return false;
    if (line.quote && !template.flags.quote) return false;
    if (line.cta && !template.flags.cta) return false;
    if (line.mystical && !template.flags.mystical) return false;
    // Moon-and-stars lines belong to the Mystical style, and to the pages where they fit anyway
    // (but not as the quoted motto of another style).
    if (
      template.flags.mystical &&
      setup.style !== "Mystical" &&
      (line.quote || (setup.bioType !== "aesthetic" && setup.bioType !== "cool"))
    )
      return false;
    if (template.flags.wordsOnly && !setup.gaveWords) return false;
    // The category banks' examples name hobbies and foods; on the main page every personal claim
    // comes from the visitor (they speak there only for a visitor who gave no words at all).
    if (template.flags.page && !setup.bioType && (setup.gaveWords || !setup.widened)) return false;
    if (template.flags.otherScript && !setup.otherScript) return false;
    // A category page speaks in its own bank: another page's lines (tagged with this tone for
    // that page) come in only when the search widens.
    if (template.flags.page && setup.bioType && !setup.widened && !template.voices.includes(setup.bioType))
      return false;
    if (professional && SLANG_IN_TEXT(template.source.replace(/\{[^}]*\}/gu, " "))) return false;
    return !(minimalist && template.wordEstimate > 6);
  });
  if (basePools.size >= BASE_POOL_LIMIT) basePools.clear();
  basePools.set(key, pool);
  return pool;
}

// A pool's parts that a preference picks out depend on the pool alone: kept as long as the pool is.
const subPools = new WeakMap<readonly LineTemplate[], Map<string, readonly LineTemplate[]>>();

/** The part of a pool a preference picks out (`preference`: a preferred tone, or "trait"); cached. */
function subPool(
  pool: readonly LineTemplate[],
  preference: string,
  keep: (template: LineTemplate) => boolean,
): readonly LineTemplate[] {
  let parts = subPools.get(pool);
  if (!parts) {
    parts = new Map();
    subPools.set(pool, parts);
  }
  let part = parts.get(preference);
  if (!part) {
    part = pool.filter(keep);
    parts.set(preference, part);
  }
  return part;
}

/**
 * Whether some n-word phrase of the sentences is in `phrases` (a set of sentencePhrases, which
 * holds no phrase of stop-words only: looking those up too finds nothing more).
 */
function holdsPhrase(sentenceWords: readonly (readonly string[])[], n: number, phrases: ReadonlySet<string>): boolean {
  for (const words of sentenceWords) {
    for (let start = 0; start + n <= words.length; start += 1) {
      let phrase = words[start] ?? "";
      for (let offset = 1; offset < n; offset += 1) phrase += ` ${words[start + offset] ?? ""}`;
      if (phrases.has(phrase)) return true;
    }
  }
  return false;
}

/** history.hasSimilarSentence, remembered per line for the request (lines recur across attempts). */
function similarLine(setup: Setup, line: string): boolean {
  let similar = setup.similarLines.get(line);
  if (similar === undefined) {
    similar = setup.history.hasSimilarSentence(line);
    setup.similarLines.set(line, similar);
  }
  return similar;
}

/** What one line may take up, and what it should carry. */
interface LineBudgets {
  readonly maxLength: number;
  readonly maxWords: number;
  readonly wantTrait: boolean;
  /** Opening words another bio of the answer has: the bio's first line must not start with one. */
  readonly takenOpeners: ReadonlySet<string> | undefined;
}

interface SlotResult {
  readonly line: DraftLine;
  readonly filled: FilledLine;
  readonly template: LineTemplate;
}

/**
 * The bio's state once the slot's line is adopted. Built only then: it copies the bio's lists and
 * overlap counts, and most lines filled are passed over (a line kept in reserve may never be used).
 */
function stateAfter(setup: Setup, result: SlotResult): BioState {
  const after = result.filled.state;
  if (setup.history.size === 0) return after;
  // The words are the bio's after the line; fillSlot checked that these counts can be built.
  const overlap = setup.history.addOverlap(after.overlap, result.filled.newWords, after.words.length);
  return { ...after, overlap: overlap ?? after.overlap };
}

/**
 * Fills one slot: random eligible templates until one fits the length and word budgets. Returns
 * the line and the bio state after it, or undefined.
 */
function fillSlot(
  setup: Setup,
  line: LineSlot,
  settings: FillSettings,
  state: BioState,
  usedInBio: ReadonlySet<number>,
  batch: BatchUse,
  phase: Phase,
  budgets: LineBudgets,
  avoidPhrases: ReadonlySet<string> | undefined,
): SlotResult | undefined {
  const pool = poolFor(setup, line);
  if (pool.length === 0) return undefined;
  const { rng } = settings;
  const preferred = setup.preferredVoice;
  const preferredPool = preferred
    ? subPool(pool, preferred, (template) => template.voices.includes(preferred))
    : NO_TEMPLATES;
  const traitPool = budgets.wantTrait ? subPool(pool, "|trait", (template) => template.needs.traits) : NO_TEMPLATES;
  // Against a history, templates are judged as they are drawn (judging a whole pool costs more
  // than most requests): never one whose own text holds a phrase the rules reject, and in the
  // first half of the tries only ones whose words the history has not used. Skips are not tries.
  const judged = setup.history.vocabulary.size > 0;
  let skips = 0;
  // A line that only repeats a 4-word phrase of the avoided bios is kept in reserve: the main page
  // prefers new phrasing but never goes without a bio for it.
  let reserve: SlotResult | undefined;
  for (let attempt = 0; attempt < TRIES_PER_LINE; attempt += 1) {
    const source =
      traitPool.length > 0 && attempt < TRIES_PER_LINE / 2
        ? traitPool
        : preferredPool.length > 0 && rng.chance(0.5)
          ? preferredPool
          : pool;
    const template = rng.pick(source);
    if (!template || usedInBio.has(template.id)) continue;
    if (judged) {
      const staleness = templateStaleness(setup, template);
      if (staleness === 2 || (staleness === 1 && attempt < TRIES_PER_LINE / 2)) {
        if (skips < MAX_SKIPS_PER_LINE) {
          skips += 1;
          attempt -= 1;
        }
        continue;
      }
    }
    if (phase.stage.freshTemplates && !template.flags.reusable && batch.templates.has(template.id)) continue;
    if (reserve && setup.softStale.has(template.id)) continue;
    if (template.fixedLength > budgets.maxLength) continue;
    if (budgets.takenOpeners && budgets.takenOpeners.has(template.opener)) continue;
    if (!canFill(template, setup.words, state)) continue;
    setup.work.fills += 1;
    const filled = fillTemplate(template, settings, state);
    if (!filled) continue;
    if (filled.wordCount > budgets.maxWords || measure(filled.text, setup.platform) > budgets.maxLength) continue;
    if (setup.style === "Professional" && SLANG_IN_TEXT(filled.text)) continue;
    if (budgets.takenOpeners?.has(filled.firstWord)) continue;
    const history = setup.history;
    // A label line of the visitor's own words may recur: they gave only so many.
    if (!template.flags.reusable && (batch.lines.size > 0 || (setup.freshLines && history.lines.size > 0))) {
      const key = lineKey(filled.text);
      if (batch.lines.has(key) || (setup.freshLines && history.lines.has(key))) continue;
    }
    // Phrases are taken within sentences, and decoration adds no words, so a line whose own
    // phrases the history rejects would sink the whole bio: drop it now. So is one that makes the
    // bio share too many words with one avoided bio, or holds a sentence too similar to one the
    // history holds (the most costly check, so the last).
    const sentenceWords = filled.sentenceWords;
    if (history.vocabulary.size > 0 && history.hasRejectedPhrase(sentenceWords)) continue;
    // The state after the line is built only for a line that is kept (see stateAfter): its
    // overlap so far is the bio's, and its word count the bio's plus the line's new words.
    if (history.size > 0) {
      if (!history.allowsOverlap(state.overlap, filled.newWords, state.words.length + filled.newWords.length)) continue;
      // A line too similar to a sentence of the history sinks the bio that holds it (decoration
      // adds no words to its sentence), so it is dropped here rather than once the whole bio is
      // built: on the funny page half the finished bios used to fail this way, and the aesthetic
      // rule (every sentence, however short, at 0.6) catches lines of one short template ("April
      // soul", "autumn soul") often. Answers are remembered per line for the request.
      if (similarLine(setup, filled.text)) continue;
    }
    const result: SlotResult = {
      line: { text: filled.text, mentioned: filled.mentioned, quote: line.quote, cta: line.cta },
      filled,
      template,
    };
    if (avoidPhrases) {
      if (holdsPhrase(sentenceWords, SOFT_AVOID_PHRASE_LENGTH, avoidPhrases)) {
        setup.softStale.add(template.id);
        reserve ??= result;
        continue;
      }
    }
    return result;
  }
  return reserve;
}

// --- One bio -------------------------------------------------------------------------------

const ROLE_CODES: Readonly<Record<Role, number>> = { identity: 0, substance: 1, hook: 2 };

/** A kind of line (its role and flags) as a small number: the key of its pool and of its failures. */
function slotKey(line: LineSlot): number {
  return (
    ROLE_CODES[line.role] * 16 +
    (line.mention ? 1 : 0) +
    (line.quote ? 2 : 0) +
    (line.cta ? 4 : 0) +
    (line.mystical ? 8 : 0)
  );
}

/** judgeEntry, worked out once per entry for the request. */
function classifyEntry(setup: Setup, entry: string): EntryKind {
  let kind = setup.entryKinds.get(entry);
  if (kind === undefined) {
    kind = judgeEntry(setup, entry);
    setup.entryKinds.set(entry, kind);
  }
  return kind;
}

/** The request's view of a lexicon (see FillSettings.lexiconView), built at its first draw. */
function lexiconView(setup: Setup, name: string, entries: readonly string[]): LexiconView {
  let view = setup.lexiconViews.get(name);
  if (!view) {
    const facts = lexiconFacts(entries);
    view = createLexiconView(entries, (entry, position) => judgeEntry(setup, entry, facts[position]));
    setup.lexiconViews.set(name, view);
  }
  return view;
}

/** Whether a kind of line has failed so often in this request that it is passed over. */
function isDeadSlot(setup: Setup, line: LineSlot): boolean {
  return (setup.slotFailures.get(slotKey(line)) ?? 0) >= DEAD_SLOT_FAILURES;
}

/** What fillSlot needs besides the kind of line, for one line of one bio. */
interface SlotContext {
  readonly setup: Setup;
  readonly settings: FillSettings;
  readonly state: BioState;
  readonly usedInBio: ReadonlySet<number>;
  readonly batch: BatchUse;
  readonly phase: Phase;
  readonly budgets: LineBudgets;
  readonly avoidPhrases: ReadonlySet<string> | undefined;
}

/**
 * fillSlot, unless the kind of line has failed again and again in this request (its mottos all
 * shown, say): it is passed over at once, since its fallback or the next stage does better than
 * more tries.
 */
function attemptSlot(context: SlotContext, line: LineSlot): SlotResult | undefined {
  const { setup } = context;
  const key = slotKey(line);
  const failures = setup.slotFailures.get(key) ?? 0;
  if (failures >= DEAD_SLOT_FAILURES) return undefined;
  const result = fillSlot(
    setup,
    line,
    context.settings,
    context.state,
    context.usedInBio,
    context.batch,
    context.phase,
    context.budgets,
    context.avoidPhrases,
  );
  setup.slotFailures.set(key, result ? 0 : failures + 1);
  return result;
}

/** The entry callbacks of FillSettings for a setup, made once per setup rather than per bio. */
type EntryJudges = Pick<FillSettings, "rejectEntry" | "classifyEntry" | "lexiconView">;
const judgesBySetup = new WeakMap<Setup, EntryJudges>();

function entryJudges(setup: Setup): EntryJudges {
  let judges = judgesBySetup.get(setup);
  if (!judges) {
    judges = {
      rejectEntry: (entry) => rejectsEntry(setup, entry),
      classifyEntry: (entry) => classifyEntry(setup, entry),
      lexiconView: (name, entries) => lexiconView(setup, name, entries),
    };
    judgesBySetup.set(setup, judges);
  }
  return judges;
}

function buildBio(
  setup: Setup,
  rng: Random,
  batch: BatchUse,
  phase: Phase,
  softAvoidPhrases: ReadonlySet<string>,
): Candidate | undefined {
  const plan = planBio(setup, rng);
  // A quoted motto or a call to action has no fallback: once that kind of line is given up, a
  // plan that needs it is abandoned before any line is filled.
  // So is one that must name the visitor when every line that could name them is given up.
  if (plan.slots.some((line) => (line.quote || line.cta) && isDeadSlot(setup, { ...line, mention: false })))
    return undefined;
  if (
    phase.requireMention &&
    setup.words.hasSubject &&
    plan.slots.every((line) => isDeadSlot(setup, { ...line, mention: true }))
  ) {
    return undefined;
  }
  let state = createBioState(setup.words, rng, plan.persona, batch.use);
  const settings: FillSettings = {
    words: setup.words,
    lexicons: LEXICONS,
    rng,
    lowercase: plan.lowercase,
    separator: plan.separator,
    batchUsed: batch.entries,
    freshOnly: phase.stage.freshEntries,
    ...entryJudges(setup),
  };

  let hashtags =
    plan.hashtags > 0 && setup.words.hasSubject
      ? visitorHashtags(setup.words, plan.hashtags, plan.hashtagCasing, rng)
      : [];
  const textLines = plan.slots.length;
  const emojiWeight = setup.platform === "twitter" ? 3 : 2;
  const reserve =
    textLines -
    1 +
    plan.emojiCount * emojiWeight +
    (plan.symbolPrefix ? textLines * 2 : 0) +
    (plan.symbolFrame ? 4 + (textLines - 1) * 2 : 0) +
    (plan.airy ? 2 : 0) +
    (plan.ctaMarker ? 3 : 0) +
    (plan.slots.some((line) => line.quote) ? 2 : 0) +
    (plan.hashtags > 0 ? 1 + (hashtags.length > 0 ? measure(hashtags.join(" "), setup.platform) : 30) : 0);
  let budget = setup.limit - reserve;
  let wordBudget = setup.style === "Minimalist" ? MINIMALIST_MAX_WORDS : Number.POSITIVE_INFINITY;
  const twoLinesAllowed = (setup.limit <= TWO_LINE_LIMIT || setup.widened) && setup.style !== "Line Breaks";

  const lines: DraftLine[] = [];
  const templateIds: number[] = [];
  const usedInBio = new Set<number>();
  const traitsUsed: VisitorTrait[] = [];
  let mentionPending = phase.requireMention && setup.words.hasSubject;
  let traitPending = phase.requireTrait && setup.words.traits.length > 0;
  for (let index = 0; index < plan.slots.length; index += 1) {
    const base = plan.slots[index] ?? slot("hook");
    const later = plan.slots.length - index - 1;
    // A third line is wanted, but on a short platform it may give way: plan for two there.
    const reservedLater = twoLinesAllowed && base.role === "identity" && later === 2 ? 1 : later;
    const maxLength = Math.min(MAX_LINE_LENGTH, budget - MIN_LINE_LENGTH * reservedLater);
    const maxWords = wordBudget - 2 * later;
    if (maxLength < MIN_LINE_LENGTH / 2 || maxWords < 1) {
      if (base.role === "substance" && twoLinesAllowed && !mentionPending) continue;
      return undefined;
    }
    // The mention moves to the next line when this one has nothing that can carry it.
    const wantMention = mentionPending && (base.mention || index > 0);
    // A visitor who wrote in another script gave a few words that can only stand alone: bios may
    // share an opening word then.
    const takenOpeners = lines.length === 0 && phase.uniqueOpeners ? batch.openers : undefined;
    const budgets: LineBudgets = { maxLength, maxWords, wantTrait: traitPending, takenOpeners };
    const avoidPhrases = phase.softAvoid ? softAvoidPhrases : undefined;
    const context: SlotContext = { setup, settings, state, usedInBio, batch, phase, budgets, avoidPhrases };
    let result = attemptSlot(context, { ...base, mention: wantMention });
    if (!result && wantMention && index < plan.slots.length - 1 && !base.quote && !base.cta) {
      result = attemptSlot(context, { ...base, mention: false });
    }
    // A mystical line is a preference: when none fits, an ordinary one does, and the emoji
    // (chooseEmoji adds a mystical one) carries the Mystical style.
    if (!result && base.mystical) result = attemptSlot(context, { ...base, mystical: false, mention: false });
    // On a category page with no visitor words the roles are loose: late in a long session, when
    // the history has used up the opening lines, a line of the middle kind opens the bio instead.
    if (!result && setup.bioType && !setup.words.hasSubject && base.role === "identity") {
      result = attemptSlot(context, { ...base, role: "substance", mention: false });
    }
    // A middle line that does not fit is left out only where the platform forces two lines.
    if (!result && base.role === "substance" && index > 0 && twoLinesAllowed && !wantMention) continue;
    if (!result) return undefined;
    state = stateAfter(setup, result);
    lines.push(result.line);
    templateIds.push(result.template.id);
    usedInBio.add(result.template.id);
    traitsUsed.push(...result.filled.traits);
    if (result.line.mentioned.length > 0) mentionPending = false;
    if (result.filled.traits.length > 0) traitPending = false;
    budget -= measure(result.line.text, setup.platform);
    wordBudget -= result.filled.wordCount;
  }
  if (mentionPending || traitPending) return undefined;

  // Against a history, the visitor's few words make the same hashtag line every time, which the
  // strict rules reject; then the bio's own words make the tags.
  if (hashtags.length > 0 && setup.history.vocabulary.size > 0 && setup.history.rejectsLine(hashtags.join(" "))) {
    const own = ownHashtags(setup, plan, state, rng);
    const mixed = [...hashtags.slice(0, 1), ...own].slice(0, plan.hashtags);
    hashtags = !setup.history.rejectsLine(mixed.join(" ")) ? mixed : own;
  }
  if (plan.hashtags > 0 && hashtags.length === 0) hashtags = ownHashtags(setup, plan, state, rng);
  if (plan.hashtags > 0 && hashtags.length < 2) return undefined;

  // Fit by construction: the budget above kept room for the decoration; if the count still runs
  // over (X weighs some symbols double), shed optional emoji and a third hashtag before giving up.
  let emojiCount = plan.emojiCount;
  let text = decorate(setup, plan, lines, hashtags, emojiCount, rng);
  while (measure(text, setup.platform) > setup.limit && (emojiCount > plan.emojiMin || hashtags.length > 2)) {
    if (emojiCount > plan.emojiMin) emojiCount -= 1;
    else hashtags = hashtags.slice(0, 2);
    text = decorate(setup, plan, lines, hashtags, emojiCount, rng);
  }
  return {
    text,
    templateIds,
    drawn: state.drawn,
    mentioned: state.mentioned,
    traits: traitsUsed,
    professionForm: state.professionUsed ? state.professionForm : undefined,
  };
}

// --- The answer ----------------------------------------------------------------------------

const NO_WORDS: VisitorWords = {
  profession: undefined,
  interests: [],
  traits: [],
  hasSubject: false,
  service: undefined,
};

/**
 * The visitor's words without the terms the history has used up: a term of two or more words
 * ("marketing manager", "indie games") is itself a phrase, so once a bio shown before names it, the
 * category pages' shared-phrase rule rejects every bio that names it again. Those terms (or forms
 * of the profession) are left out rather than tried and rejected every time.
 */
function withoutUsedUpTerms(words: VisitorWords, history: HistoryIndex): VisitorWords {
  if (history.vocabulary.size === 0) return words;
  const usable = (text: string): boolean => !history.hasRejectedPhrase([tokenizeWords(text)]);
  return withTerms(
    words,
    words.interests.filter((term) => usable(term.text)),
    usable,
  );
}

/** The words with these interests and only the profession forms `keepForm` accepts. */
function withTerms(
  words: VisitorWords,
  interests: readonly VisitorTerm[],
  keepForm: (form: string) => boolean,
): VisitorWords {
  const forms = words.profession?.forms.filter(keepForm) ?? [];
  const profession =
    words.profession && forms.length > 0 ? { ...words.profession, forms, text: forms[0] ?? "" } : undefined;
  return { ...words, profession, interests, hasSubject: profession !== undefined || interests.length > 0 };
}

// The same visitor clicks "Generate" again and again: their words are read once.
const VISITOR_WORDS_CACHE_LIMIT = 512;
const wordsByFinder = new WeakMap<(word: string) => string | undefined, Map<string, VisitorWords>>();
const wordsWithoutFinder = new Map<string, VisitorWords>();

function cachedVisitorWords(
  request: BioRequest,
  emojiFor: ((word: string) => string | undefined) | undefined,
): VisitorWords {
  let cache = wordsWithoutFinder;
  if (emojiFor) {
    cache = wordsByFinder.get(emojiFor) ?? new Map();
    wordsByFinder.set(emojiFor, cache);
  }
  const key = JSON.stringify([request.profession, request.interests, request.personality]);
  let words = cache.get(key);
  if (!words) {
    words = readVisitorWords(request, emojiFor);
    if (cache.size >= VISITOR_WORDS_CACHE_LIMIT) cache.clear();
    cache.set(key, words);
  }
  return words;
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** A term of four words or more: named once, it is a phrase the batch rule lets no other bio hold. */
function isLongTerm(text: string): boolean {
  return tokenizeWords(text).length >= BATCH_PHRASE_LENGTH;
}

/** What a setup works out about templates, lines and entries against its history. */
type Judgements = Pick<Setup, "templateStaleness" | "similarLines" | "entryKinds" | "lexiconViews">;

/** The judgements made so far in one request, per history index. */
type RequestJudgements = Map<HistoryIndex, { readonly history: Judgements; readonly entries: Map<string, Judgements> }>;

/**
 * The setup, with the judgements of an earlier stage of the request when they still hold: a
 * template's staleness and a line's similarity depend on the history alone, an entry's kind also
 * on whether lines must be fresh and on the visitor's words. A request that reaches later stages
 * (the slowest ones) then judges each thing once, not once per stage.
 */
function shareJudgements(setup: Setup, judgements: RequestJudgements): Setup {
  let made = judgements.get(setup.history);
  if (!made) {
    made = { history: setup, entries: new Map() };
    judgements.set(setup.history, made);
  }
  const key = `${setup.freshLines}|${[...setup.visitorWordSet].join(" ")}`;
  let entries = made.entries.get(key);
  if (!entries) {
    entries = setup;
    made.entries.set(key, setup);
  }
  return {
    ...setup,
    templateStaleness: made.history.templateStaleness,
    similarLines: made.history.similarLines,
    entryKinds: entries.entryKinds,
    lexiconViews: entries.lexiconViews,
  };
}

/** The first word of a bio, past emoji and symbols: two bios of an answer should not share it. */
export function openingWord(bio: string): string {
  return firstWord(bio) ?? "";
}

function passesBatch(profile: BioProfile, accepted: readonly BioProfile[]): boolean {
  // The batch rules of uniqueness.ts (isUniqueInBatch), on profiles computed once per bio.
  return accepted.every(
    (other) =>
      !isBatchWordOverlapAbove(profile, other) && !sharesBatchPhrase(profile, other) && !containsOther(profile, other),
  );
}

/**
 * On the main page, no line of the last this-many avoided bios comes back (the last few clicks'
 * answers); older ones may, since a visitor's few words make only so many lines.
 */
const MAIN_PAGE_FRESH_LINE_BIOS = 9;

const SOFT_AVOID_PHRASE_LENGTH = BATCH_PHRASE_LENGTH;
/** Main page: the avoided bios (the most recent) whose 4-word phrases new bios prefer not to repeat. */
const MAIN_PAGE_SOFT_AVOID_BIOS = 18;
/** Candidates per bio that must also avoid the 4-word phrases of `avoid` (main page only). */
const SOFT_AVOID_ATTEMPTS_PER_BIO = 5;

/** Why candidates were turned away, and which stage each bio came from, for scripts/eval-bios. */
export interface ComposeStats {
  attempts: number;
  /** Templates filled (the unit of the composer's work). */
  fills: number;
  rejected: Record<RejectReason, number>;
  /** Bios accepted per stage. */
  stages: Record<StageName, number>;
}

export type RejectReason = "unbuildable" | "lines" | "length" | "style" | "history" | "batch" | "opener";

/**
 * Composes `request.count` bios (clamped to 0–MAX_BIO_COUNT). Every bio returned is at most three
 * lines and unchanged by normalizeToThreeLines, fits the platform, meets the style's rules, is
 * batch-unique among the others (and `options.alongside`), and is new against `request.avoid`: the
 * bio type's history rules, relaxed to "no repeat" only in the history-relaxed stage (see above),
 * or no repeat at all without a bio type. When the visitor gave interests or a profession, bios
 * name them unless the search had to set them aside.
 */
export function composeBios(request: BioRequest, options: ComposeOptions): string[] {
  return composeBiosWithStats(request, options).bios;
}

/** composeBios, with how many candidates it drew, why it turned some away and in which stage. */
export function composeBiosWithStats(
  request: BioRequest,
  options: ComposeOptions,
): { bios: string[]; stats: ComposeStats } {
  const stats: ComposeStats = {
    attempts: 0,
    fills: 0,
    rejected: { unbuildable: 0, lines: 0, length: 0, style: 0, history: 0, batch: 0, opener: 0 },
    stages: { strict: 0, relaxed: 0, widened: 0, "history-relaxed": 0, "last-resort": 0 },
  };
  const count = Math.max(0, Math.min(MAX_BIO_COUNT, Math.floor(Number.isFinite(request.count) ? request.count : 0)));
  if (count === 0) return { bios: [], stats };
  const strictHistory = createHistoryIndex(
    request.avoid,
    request.bioType,
    request.bioType ? request.avoid.length : MAIN_PAGE_FRESH_LINE_BIOS,
  );
  const given = cachedVisitorWords(request, options.emojiFor);
  const rng = createRandom(options.seed);
  const softAvoidPhrases = new Set<string>();
  if (request.bioType === undefined) {
    // The last few answers are the ones a visitor compares a new answer with.
    for (const bio of request.avoid.slice(-MAIN_PAGE_SOFT_AVOID_BIOS))
      for (const phrase of batchPhrases(cachedProfile(bio))) softAvoidPhrases.add(phrase);
  }

  const accepted: string[] = [];
  const acceptedProfiles: BioProfile[] = (options.alongside ?? []).map(cachedProfile);
  const batch: BatchUse = {
    lines: new Set((options.alongside ?? []).flatMap((bio) => bio.split("\n").map(lineKey))),
    templates: new Set(),
    entries: new Set(),
    openers: new Set((options.alongside ?? []).map(openingWord)),
    use: createAnswerUse(),
  };
  // Long terms (four words or more) named once are phrases the batch rule lets no other bio hold.
  const namedLong = new Set<string>();

  const judgements: RequestJudgements = new Map();
  for (const stage of STAGES) {
    if (accepted.length >= count) break;
    if (options.stages && !options.stages.includes(stage.name)) continue;
    // The main page's history rule is "no repeat" already: what its history-relaxed stage relaxes
    // is the preference for lines the visitor has not seen.
    const freshLines = stage.freshLines && !(stage.name === "history-relaxed" && request.bioType === undefined);
    const history = stage.historyRelaxed ? createHistoryIndex(request.avoid, undefined) : strictHistory;
    const base = stage.noWords ? NO_WORDS : withoutUsedUpTerms(given, history);
    let words = withTerms(
      base,
      base.interests.filter((term) => !namedLong.has(term.text)),
      (form) => !namedLong.has(form),
    );
    let setup = shareJudgements(
      createSetup(request, words, history, given.hasSubject && !stage.noWords, stage.widened, freshLines),
      judgements,
    );
    const attempts = (count - accepted.length) * stage.attemptsPerBio;
    const fills = (count - accepted.length) * stage.fillsPerBio;
    for (let attempt = 0; attempt < attempts && accepted.length < count && setup.work.fills < fills; attempt += 1) {
      const progress = attempt / attempts;
      const phase: Phase = {
        stage,
        requireMention:
          words.hasSubject &&
          (stage.name === "strict" ||
            (stage.name === "relaxed" && (request.bioType === undefined || progress < 0.5)) ||
            (stage.name === "widened" && progress < 0.5) ||
            // On the main page that stage only lets older lines come back: the visitor stays named.
            (stage.name === "history-relaxed" && request.bioType === undefined)),
        // Every personality word the visitor gave appears in the answer: a bio must carry one while
        // some are still unused.
        requireTrait:
          (stage.name === "strict" || (stage.name === "relaxed" && progress < 0.5)) &&
          progress < 0.8 &&
          words.traits.some((trait) => (batch.use.traits.get(trait.text) ?? 0) === 0),
        softAvoid:
          softAvoidPhrases.size > 0 &&
          stage.name === "strict" &&
          attempt < (count - accepted.length) * SOFT_AVOID_ATTEMPTS_PER_BIO,
        // Widening keeps distinct openers for its first half; a visitor who wrote in another
        // script is spared the rule where their own words open the bio (see plan-bio).
        uniqueOpeners:
          (stage.uniqueOpeners || (stage.name === "widened" && progress < 0.5)) &&
          (!setup.otherScript || progress < 0.5),
      };
      stats.attempts += 1;
      const candidate = buildBio(setup, rng, batch, phase, softAvoidPhrases);
      if (!candidate) {
        stats.rejected.unbuildable += 1;
        continue;
      }
      const { text } = candidate;
      if (normalizeToThreeLines(text) !== text) {
        stats.rejected.lines += 1;
        continue;
      }
      if (measure(text, request.platform) > setup.limit) {
        stats.rejected.length += 1;
        continue;
      }
      if (checkStyleRules(text, request.style).length > 0) {
        stats.rejected.style += 1;
        continue;
      }
      const opener = openingWord(text);
      if (phase.uniqueOpeners && batch.openers.has(opener)) {
        stats.rejected.opener += 1;
        continue;
      }
      const profile = profileBio(text);
      if (!history.accepts(profile)) {
        stats.rejected.history += 1;
        continue;
      }
      if (!passesBatch(profile, acceptedProfiles)) {
        stats.rejected.batch += 1;
        continue;
      }
      accepted.push(text);
      acceptedProfiles.push(profile);
      rememberProfile(profile);
      stats.stages[stage.name] += 1;
      batch.openers.add(opener);
      for (const line of text.split("\n")) batch.lines.add(lineKey(line));
      for (const id of candidate.templateIds) batch.templates.add(id);
      for (const entry of candidate.drawn) batch.entries.add(entry);
      for (const term of candidate.mentioned) bump(batch.use.terms, term.text);
      for (const trait of candidate.traits) bump(batch.use.traits, trait.text);
      if (candidate.professionForm) bump(batch.use.forms, candidate.professionForm);
      const lower = text.toLowerCase();
      const newlyNamed = [...words.interests.map((term) => term.text), ...(words.profession?.forms ?? [])].filter(
        (term) => isLongTerm(term) && lower.includes(term.toLowerCase()),
      );
      if (newlyNamed.length > 0) {
        for (const term of newlyNamed) namedLong.add(term);
        words = withTerms(
          words,
          words.interests.filter((term) => !namedLong.has(term.text)),
          (form) => !namedLong.has(form),
        );
        setup = { ...setup, words };
      }
    }
    stats.fills += setup.work.fills;
  }
  return { bios: accepted, stats };
}
