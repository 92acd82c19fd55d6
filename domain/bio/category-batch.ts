/**
 * One batch of a category page (docs/product.md#call-patterns-per-page): calls the generator with
 * the page's parameter sets, one after another, until six bios survive the page's rules, then
 * picks the bios to show. The server applies the same history rules to `avoid`, so one call
 * normally suffices; the loop is the fallback for the bios the page's own check still turns down
 * (a history longer than the API's avoid budget, a language model's near-repeat).
 *
 * Pure: the page hands in how to call the API and how to wait, so the loop runs unchanged in a
 * unit test against the composer.
 */
import { normalizeCategoryBio } from "../text/normalize-bio";

import type { BioType } from "./bio-type";
import { MAX_AVOID, type BioSource } from "./generation-options";
import { historyForRequest } from "./history";
import { isUniqueAgainstHistory, MAX_RESULTS, selectUniqueBios } from "./uniqueness";

export interface CandidateBio {
  text: string;
  source: BioSource;
}

export interface BatchCall<P> {
  parameters: P;
  /** How many bios to ask for. */
  count: number;
  /** The session history and the bios this batch has already collected, within the API's budget. */
  avoid: string[];
  /** 0 for a batch's first call. */
  callIndex: number;
}

export type BatchAnswer<F> =
  | { ok: true; bios: readonly string[]; sources: readonly BioSource[] }
  /** `stop`: no point in calling again (the server asked us to wait). */
  | { ok: false; failure: F; stop?: boolean };

export interface BatchPlan<P> {
  bioType: BioType;
  /** The parameter set of each call, in order (the page's sets, from the batch's starting set). */
  parameterSetFor: (callIndex: number) => P;
  maxCalls: number;
  pauseMs: number;
  rawLimit?: number;
  firstFailureEnds: boolean;
}

export interface CollectOptions<P, F> {
  plan: BatchPlan<P>;
  /** The bios this session has shown on the page (any form normalizeForHistory accepts), oldest first. */
  history: readonly string[];
  /** Bios already collected for this batch: the server's answer to the page's first call. */
  collected?: readonly CandidateBio[];
  /** Calls already made for this batch (1 when `collected` is the server's first answer). */
  callsMade?: number;
  call: (call: BatchCall<P>) => Promise<BatchAnswer<F>>;
  pause: (ms: number) => Promise<void>;
}

export interface BatchOutcome<F> {
  /** The bios to show, at most six, in the order collected. */
  bios: CandidateBio[];
  /** Calls made by this run (not counting `callsMade`). */
  calls: number;
  /** Calls that answered with bios. */
  answered: number;
  /** Every failed call's failure, in order. */
  failures: F[];
  /** The failure that ended the batch early, if one did. */
  stoppedBy?: F;
}

/**
 * Bios that pass the page's history rules and the batch rules. For the aesthetic page this is
 * counted without the top-up (which sets history aside when fewer than three survive): the loop
 * keeps collecting while the page's own rules are not met.
 */
function survivorCount(texts: readonly string[], history: readonly string[], bioType: BioType): number {
  const picked = selectUniqueBios(texts, history, bioType);
  if (bioType !== "aesthetic") return picked.length;
  // The top-up only ever applies with fewer than three survivors, and then it returns bios the
  // history rejects; without it every picked bio passes the history.
  return picked.every((text) => isUniqueAgainstHistory(text, history, bioType)) ? picked.length : 0;
}

export async function collectCategoryBatch<P, F>({
  plan,
  history,
  collected = [],
  callsMade = 0,
  call,
  pause,
}: CollectOptions<P, F>): Promise<BatchOutcome<F>> {
  const raw: CandidateBio[] = [];
  const add = (text: string, source: BioSource) => {
    const normalized = normalizeCategoryBio(text);
    if (normalized.trim() !== "") raw.push({ text: normalized, source });
  };
  for (const bio of collected) add(bio.text, bio.source);

  const failures: F[] = [];
  let stoppedBy: F | undefined;
  let calls = 0;
  let answered = 0;
  let callIndex = callsMade;

  for (;;) {
    const texts = raw.map((bio) => bio.text);
    const survivors = survivorCount(texts, history, plan.bioType);
    if (survivors >= MAX_RESULTS) break;
    if (plan.rawLimit !== undefined && raw.length >= plan.rawLimit) break;
    if (callIndex >= plan.maxCalls) break;

    if (calls > 0 && plan.pauseMs > 0) await pause(plan.pauseMs);
    const count =
      plan.rawLimit !== undefined ? Math.min(MAX_RESULTS, plan.rawLimit - raw.length) : MAX_RESULTS - survivors;
    const answer = await call({
      parameters: plan.parameterSetFor(callIndex),
      count,
      avoid: historyForRequest([...history, ...texts], MAX_AVOID),
      callIndex,
    });
    calls += 1;
    callIndex += 1;
    if (!answer.ok) {
      failures.push(answer.failure);
      if (answer.stop || (plan.firstFailureEnds && callIndex === 1)) {
        stoppedBy = answer.failure;
        break;
      }
      continue;
    }
    answered += 1;
    answer.bios.forEach((text, index) => add(text, answer.sources[index] ?? "composer"));
  }

  const shown = selectUniqueBios(
    raw.map((bio) => bio.text),
    history,
    plan.bioType,
  );
  const bios = shown.map((text) => raw.find((bio) => bio.text === text)!);
  return { bios, calls, answered, failures, ...(stoppedBy !== undefined ? { stoppedBy } : {}) };
}
