/**
 * The offline composer (decisions.md, "The product is real"): writes bios from the phrase banks,
 * filled with the visitor's own words, with no network and no model. It is what every visitor gets
 * when no language model is configured, and what tops up a model's answer.
 *
 * How a bio is made: plan the lines for the style (roles, quote or call-to-action line, emoji
 * count, symbols, hashtags), pick a template per line that the visitor's remaining words can fill
 * and that fits the platform's remaining budget, fill it, decorate, and check the result against
 * every rule the answer must meet. Candidates that fail are drawn again, up to a bound.
 *
 * Why the history shapes the drawing: on category pages the spec's history rules reject any bio
 * sharing a two-word phrase (of meaningful words) or any three-word phrase with the last 60, or
 * more than a fifth of its words with any one of them. Drawn blindly, most candidates fail. So the
 * composer indexes the avoid list once (history-index.ts, exact to isUniqueAgainstHistory), skips
 * templates whose own text holds a rejected phrase, prefers lexicon entries and emoji the history
 * has not used, and drops a line as soon as its phrases are known to fail.
 *
 * `request.instructions` is ignored: it is free text with no slot to go in, and echoing it would
 * let a visitor (or a prompt-injection test) put arbitrary text into a "Curated" bio.
 */
import { type BioRequest, MAX_BIO_COUNT } from "../generation-options";
import { sentencePhrases, splitSentences, tokenizeWords } from "../similarity";
import { checkStyleRules, MINIMALIST_MAX_WORDS } from "../style-rules";
import {
  BATCH_PHRASE_LENGTH,
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
  isFreshEntry,
  measure,
  repeatsVisitorWord,
  type Setup,
  SLANG_IN_TEXT,
  templateStaleness,
  wordCount,
} from "./compose-setup";
import { decorate, type DraftLine, ownHashtags, visitorHashtags } from "./decorate-bio";
import { type BioState, canFill, createBioState, type FillSettings, fillTemplate } from "./fill-template";
import { cachedProfile, createHistoryIndex, type HistoryIndex } from "./history-index";
import { type LineSlot, planBio, slot } from "./plan-bio";
import { createRandom, type Random } from "./random";
import type { LineTemplate } from "./templates";
import { readVisitorWords, type VisitorTerm, type VisitorWords } from "./visitor-words";

export interface ComposeOptions {
  /** Seed of the random source: the same request and seed give the same bios. */
  seed: number;
  /** An emoji for one of the visitor's words, or undefined; the server builds it from the emoji index. */
  emojiFor?: (word: string) => string | undefined;
}

/**
 * Candidates drawn per bio asked for. When the bound is hit (a long `avoid` list under strict
 * history rules, or visitor words too long for TikTok) the composer returns fewer bios than asked;
 * the API calls it again with another seed and `avoid` extended by what it already has.
 */
export const ATTEMPTS_PER_BIO = 60;

/** Templates tried for one line before the candidate bio is abandoned. */
const TRIES_PER_LINE = 24;

/** No line longer than this (graphemes, before emoji): three short lines read better than one long one. */
export const MAX_LINE_LENGTH = 56;

/** Room kept for each later line while earlier ones are chosen. */
const MIN_LINE_LENGTH = 12;

interface Candidate {
  readonly text: string;
  readonly templateIds: readonly number[];
  readonly drawn: readonly string[];
  readonly mentions: boolean;
}

/** What one answer has used so far, so its bios do not repeat a template or a phrase. */
interface BatchUse {
  readonly templates: Set<number>;
  readonly entries: Set<string>;
}

interface Phase {
  /** Avoid templates and lexicon entries already used in this answer. */
  readonly freshOnly: boolean;
  readonly requireMention: boolean;
  /** Main page: also avoid 4-word phrases of the avoided bios, so "Generate New" feels new. */
  readonly softAvoid: boolean;
}

// --- Lines ---------------------------------------------------------------------------------

/** The templates that can serve a slot, before the per-bio checks; cached per request. */
function poolFor(setup: Setup, line: LineSlot): readonly LineTemplate[] {
  const key = `${line.role}|${line.mention}|${line.quote}|${line.cta}|${line.mystical}`;
  const cached = setup.pools.get(key);
  if (cached) return cached;
  const minimalist = setup.style === "Minimalist";
  const professional = setup.style === "Professional";
  // A category page with the visitor's words also draws the tone's lines that carry those words:
  // they stay on topic, and the page's own bank alone runs dry under the history rules.
  const borrowed =
    setup.bioType && setup.gaveWords
      ? templatesFor(setup.tone ? [setup.tone] : DEFAULT_VOICES, line.role).filter(
          (template) => template.needs.mentions,
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
    if (professional && SLANG_IN_TEXT(template.source.replace(/\{[^}]*\}/gu, " "))) return false;
    if (minimalist && template.wordEstimate > 7) return false;
    return true;
  });
  setup.pools.set(key, pool);
  return pool;
}

/** The part of a slot's pool tagged with the preferred tone; cached beside the pool. */
function preferredPoolFor(setup: Setup, line: LineSlot, pool: readonly LineTemplate[]): readonly LineTemplate[] {
  const preferred = setup.preferredVoice;
  if (!preferred) return [];
  const key = `${line.role}|${line.mention}|${line.quote}|${line.cta}|${line.mystical}|preferred`;
  let cached = setup.pools.get(key);
  if (!cached) {
    cached = pool.filter((template) => template.voices.includes(preferred));
    setup.pools.set(key, cached);
  }
  return cached;
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
  maxLength: number,
  maxWords: number,
  avoidPhrases: ReadonlySet<string> | undefined,
): { line: DraftLine; state: BioState; template: LineTemplate } | undefined {
  const pool = poolFor(setup, line);
  if (pool.length === 0) return undefined;
  const { rng } = settings;
  const preferredPool = preferredPoolFor(setup, line, pool);
  // A line that only repeats a 4-word phrase of the avoided bios is kept in reserve: the main page
  // prefers new phrasing but never goes without a bio for it.
  let reserve: { line: DraftLine; state: BioState; template: LineTemplate } | undefined;
  for (let attempt = 0; attempt < TRIES_PER_LINE; attempt += 1) {
    const template = rng.pick(preferredPool.length > 0 && rng.chance(0.5) ? preferredPool : pool);
    if (!template || usedInBio.has(template.id)) continue;
    if (settings.freshOnly && batch.templates.has(template.id)) continue;
    if (reserve && setup.softStale.has(template.id)) continue;
    // Against a history: never a template that is sure to fail, and new ones first.
    const staleness = templateStaleness(setup, template);
    if (staleness === 2 || (staleness === 1 && attempt < TRIES_PER_LINE / 2)) continue;
    if (!canFill(template, setup.words, state)) continue;
    const filled = fillTemplate(template, settings, state);
    if (!filled) continue;
    if (measure(filled.text, setup.platform) > maxLength || wordCount(filled.text) > maxWords) continue;
    if (setup.style === "Professional" && SLANG_IN_TEXT(filled.text)) continue;
    // Phrases are taken within sentences, and decoration adds no words, so a line whose own
    // phrases the history rejects would sink the whole bio: drop it now.
    if (setup.history.vocabulary.size > 0 || avoidPhrases) {
      const sentenceWords = splitSentences(filled.text).map(tokenizeWords);
      if (setup.history.hasRejectedPhrase(sentenceWords)) continue;
      if (
        avoidPhrases &&
        [...sentencePhrases(sentenceWords, SOFT_AVOID_PHRASE_LENGTH)].some((phrase) => avoidPhrases.has(phrase))
      ) {
        setup.softStale.add(template.id);
        reserve ??= {
          line: { text: filled.text, mentioned: filled.mentioned, quote: line.quote, cta: line.cta },
          state: filled.state,
          template,
        };
        continue;
      }
    }
    return {
      line: { text: filled.text, mentioned: filled.mentioned, quote: line.quote, cta: line.cta },
      state: filled.state,
      template,
    };
  }
  return reserve;
}

// --- One bio -------------------------------------------------------------------------------

function buildBio(
  setup: Setup,
  rng: Random,
  batch: BatchUse,
  phase: Phase,
  softAvoidPhrases: ReadonlySet<string>,
): Candidate | undefined {
  const plan = planBio(setup, rng);
  let state = createBioState(setup.words, rng, plan.persona);
  const settings: FillSettings = {
    words: setup.words,
    lexicons: LEXICONS,
    rng,
    lowercase: plan.lowercase,
    separator: plan.separator,
    batchUsed: batch.entries,
    freshOnly: phase.freshOnly,
    rejectEntry: (entry: string) =>
      (setup.style === "Professional" && SLANG_IN_TEXT(entry)) || repeatsVisitorWord(setup, entry),
    ...(setup.history.vocabulary.size > 0 ? { isFreshEntry: (entry: string) => isFreshEntry(setup, entry) } : {}),
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

  const lines: DraftLine[] = [];
  const templateIds: number[] = [];
  const usedInBio = new Set<number>();
  let mentionPending = phase.requireMention && setup.words.hasSubject;
  for (let index = 0; index < plan.slots.length; index += 1) {
    const base = plan.slots[index] ?? slot("hook");
    const later = plan.slots.length - index - 1;
    const maxLength = Math.min(MAX_LINE_LENGTH, budget - MIN_LINE_LENGTH * later);
    const maxWords = wordBudget - 2 * later;
    if (maxLength < MIN_LINE_LENGTH / 2 || maxWords < 1) return undefined;
    // The mention moves to the next line when this one has nothing that can carry it.
    const wantMention = mentionPending && (base.mention || index > 0);
    const avoidPhrases = phase.softAvoid ? softAvoidPhrases : undefined;
    let result = fillSlot(
      setup,
      { ...base, mention: wantMention },
      settings,
      state,
      usedInBio,
      batch,
      maxLength,
      maxWords,
      avoidPhrases,
    );
    if (!result && wantMention && index < plan.slots.length - 1 && !base.quote && !base.cta) {
      result = fillSlot(
        setup,
        { ...base, mention: false },
        settings,
        state,
        usedInBio,
        batch,
        maxLength,
        maxWords,
        avoidPhrases,
      );
    }
    // A mystical line is a preference: when none fits, an ordinary one does, and the emoji
    // (chooseEmoji adds a mystical one) carries the Mystical style.
    if (!result && base.mystical) {
      result = fillSlot(
        setup,
        { ...base, mystical: false, mention: false },
        settings,
        state,
        usedInBio,
        batch,
        maxLength,
        maxWords,
        avoidPhrases,
      );
    }
    // A middle line with nothing left to say is left out (a two-line bio), unless the style
    // needs three lines.
    if (!result && base.role === "substance" && index > 0 && setup.style !== "Line Breaks" && !wantMention) continue;
    if (!result) return undefined;
    state = result.state;
    lines.push(result.line);
    templateIds.push(result.template.id);
    usedInBio.add(result.template.id);
    if (result.line.mentioned.length > 0) mentionPending = false;
    budget -= measure(result.line.text, setup.platform);
    wordBudget -= wordCount(result.line.text);
  }
  if (mentionPending) return undefined;

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
    mentions: lines.some((line) => line.mentioned.length > 0),
  };
}

// --- The answer ----------------------------------------------------------------------------

/**
 * The visitor's words without the terms the history has used up: a term of two or more words
 * ("marketing manager", "indie games") is itself a phrase, so once a bio shown before names it, the
 * category pages' shared-phrase rule rejects every bio that names it again. Those terms are left
 * out (and with them the requirement to mention one) rather than tried and rejected every time.
 */
function withoutUsedUpTerms(words: VisitorWords, history: HistoryIndex): VisitorWords {
  if (history.vocabulary.size === 0) return words;
  const usable = (term: VisitorTerm | undefined): boolean =>
    term !== undefined && !history.hasRejectedPhrase([tokenizeWords(term.text)]);
  const profession = usable(words.profession) ? words.profession : undefined;
  const interests = words.interests.filter(usable);
  return { ...words, profession, interests, hasSubject: profession !== undefined || interests.length > 0 };
}

function passesBatch(profile: BioProfile, accepted: readonly BioProfile[]): boolean {
  // The batch rules of uniqueness.ts (isUniqueInBatch), on profiles computed once per bio.
  return accepted.every(
    (other) =>
      !isBatchWordOverlapAbove(profile, other) && !sharesBatchPhrase(profile, other) && !containsOther(profile, other),
  );
}

const SOFT_AVOID_PHRASE_LENGTH = 4;
/** Candidates per bio that must also avoid the 4-word phrases of `avoid` (main page only). */
const SOFT_AVOID_ATTEMPTS_PER_BIO = 5;

/** Why candidates were turned away, for scripts/eval-bios; keys are the checks in order. */
export interface ComposeStats {
  attempts: number;
  rejected: Record<RejectReason, number>;
}

export type RejectReason = "unbuildable" | "lines" | "length" | "style" | "history" | "batch";

/**
 * Composes up to `request.count` bios (at most MAX_BIO_COUNT). Every bio returned is at most three
 * lines and unchanged by normalizeToThreeLines, fits the platform, meets the style's rules, is
 * batch-unique among the others, and is new against `request.avoid` (the bio type's history rules,
 * or no repeat at all without a bio type). When the visitor gave interests or a profession, every
 * bio names one of them (on category pages, where history rules are strict, only while attempts
 * remain; a bio that names none is better than a short answer). Fewer bios come back only when
 * ATTEMPTS_PER_BIO is exhausted.
 */
export function composeBios(request: BioRequest, options: ComposeOptions): string[] {
  return composeBiosWithStats(request, options).bios;
}

/** composeBios, with how many candidates it drew and why it turned some away. */
export function composeBiosWithStats(
  request: BioRequest,
  options: ComposeOptions,
): { bios: string[]; stats: ComposeStats } {
  const stats: ComposeStats = {
    attempts: 0,
    rejected: { unbuildable: 0, lines: 0, length: 0, style: 0, history: 0, batch: 0 },
  };
  const count = Math.max(0, Math.min(MAX_BIO_COUNT, Math.floor(request.count)));
  if (count === 0) return { bios: [], stats };
  const history = createHistoryIndex(request.avoid, request.bioType);
  const given = readVisitorWords(request, options.emojiFor);
  let words = withoutUsedUpTerms(given, history);
  let setup = createSetup(request, words, history, given.hasSubject);
  const rng = createRandom(options.seed);
  const softAvoidPhrases =
    request.bioType === undefined
      ? new Set(
          request.avoid.flatMap((bio) => [
            ...sentencePhrases(cachedProfile(bio).sentenceWords, SOFT_AVOID_PHRASE_LENGTH),
          ]),
        )
      : new Set<string>();

  const accepted: string[] = [];
  const acceptedProfiles: BioProfile[] = [];
  const batch: BatchUse = { templates: new Set(), entries: new Set() };
  const maxAttempts = count * ATTEMPTS_PER_BIO;
  for (let attempt = 0; attempt < maxAttempts && accepted.length < count; attempt += 1) {
    const progress = attempt / maxAttempts;
    const phase: Phase = {
      freshOnly: progress < 0.6,
      requireMention: words.hasSubject && (request.bioType === undefined || progress < 0.7),
      softAvoid: softAvoidPhrases.size > 0 && attempt < count * SOFT_AVOID_ATTEMPTS_PER_BIO,
    };
    stats.attempts += 1;
    const reject = (reason: RejectReason): void => {
      stats.rejected[reason] += 1;
    };
    const candidate = buildBio(setup, rng, batch, phase, softAvoidPhrases);
    if (!candidate) {
      reject("unbuildable");
      continue;
    }
    const { text } = candidate;
    if (normalizeToThreeLines(text) !== text) {
      reject("lines");
      continue;
    }
    if (measure(text, request.platform) > setup.limit) {
      reject("length");
      continue;
    }
    if (checkStyleRules(text, request.style).length > 0) {
      reject("style");
      continue;
    }
    const profile = profileBio(text);
    if (!history.accepts(profile)) {
      reject("history");
      continue;
    }
    if (!passesBatch(profile, acceptedProfiles)) {
      reject("batch");
      continue;
    }
    accepted.push(text);
    acceptedProfiles.push(profile);
    // A term of BATCH_PHRASE_LENGTH words or more is itself a phrase the batch rule forbids two
    // bios to share: once one bio names it, the others cannot.
    const named = (term: VisitorTerm | undefined): boolean =>
      term !== undefined &&
      tokenizeWords(term.text).length >= BATCH_PHRASE_LENGTH &&
      text.toLowerCase().includes(term.text.toLowerCase());
    if (named(words.profession) || words.interests.some(named)) {
      const profession = named(words.profession) ? undefined : words.profession;
      const interests = words.interests.filter((term) => !named(term));
      words = { ...words, profession, interests, hasSubject: profession !== undefined || interests.length > 0 };
      setup = { ...setup, words };
    }
    for (const id of candidate.templateIds) batch.templates.add(id);
    for (const entry of candidate.drawn) batch.entries.add(entry);
  }
  return { bios: accepted, stats };
}
