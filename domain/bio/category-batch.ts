/** docs/product.md#call-patterns-per-page. Pure, so the loop runs in a unit test against the composer. */
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
  count: number;
  avoid: string[];
  callIndex: number;
}

export type BatchAnswer<F> =
  | { ok: true; bios: readonly string[]; sources: readonly BioSource[] }
  /** `stop`: the server asked us to wait. */
  | { ok: false; failure: F; stop?: boolean };

export interface BatchPlan<P> {
  bioType: BioType;
  parameterSetFor: (callIndex: number) => P;
  maxCalls: number;
  pauseMs: number;
  rawLimit?: number;
  firstFailureEnds: boolean;
}

export interface CollectOptions<P, F> {
  plan: BatchPlan<P>;
  history: readonly string[];
  collected?: readonly CandidateBio[];
  /** 1 when `collected` is the server's first answer. */
  callsMade?: number;
  call: (call: BatchCall<P>) => Promise<BatchAnswer<F>>;
  pause: (ms: number) => Promise<void>;
}

export interface BatchOutcome<F> {
  bios: CandidateBio[];
  calls: number;
  answered: number;
  failures: F[];
  stoppedBy?: F;
}

/** Counted without the aesthetic top-up, so the loop keeps collecting while the page's own rules are not met. */
function survivorCount(texts: readonly string[], history: readonly string[], bioType: BioType): number {
  const picked = selectUniqueBios(texts, history, bioType);
  if (bioType !== "aesthetic") return picked.length;
  // The top-up returns bios the history rejects.
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
