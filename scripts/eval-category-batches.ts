/**
 * `npx tsx scripts/eval-category-batches.ts [--sessions 12]`: each category page's batch loop through the composer for
 * sessions of eleven batches, fixed and rotating start (docs/decisions/019-category-pages.md): calls per batch, bios
 * per parameter set, and variety within a session. Figures only.
 */
import { createBioGenerator } from "../app/.server/bio-generator";
import type { Logger } from "../app/.server/logger";
import { BIO_TYPES, type BioType } from "../domain/bio/bio-type";
import { collectCategoryBatch } from "../domain/bio/category-batch";
import { normalizeForHistory } from "../domain/bio/history";
import { isMeaningfulWord, tokenizeWords } from "../domain/bio/similarity";
import { CATEGORY_BATCH_PLANS, parameterSetFor, toBioRequest } from "../domain/content/category-parameter-sets";

const sessions = Number(process.argv[process.argv.indexOf("--sessions") + 1]) || 12;
const BATCHES = 11;

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as Logger;

let seed = 1;
const generator = createBioGenerator({ nextSeed: () => (seed += 7919) });

interface Figures {
  batches: number;
  full: number;
  calls: number[];
  bySet: number[];
  wordsPerBio: number[];
  sharedOpeners: number[];
}

async function runSession(bioType: BioType, rotate: boolean, figures: Figures) {
  const plan = { ...CATEGORY_BATCH_PLANS[bioType], rotateStart: rotate };
  const history: string[] = [];
  const shown: string[] = [];
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const setOf = new Map<string, number>();
    const outcome = await collectCategoryBatch({
      plan: { bioType, ...plan, parameterSetFor: (callIndex) => parameterSetFor(plan, batch, callIndex) },
      history,
      call: async ({ parameters, count, avoid }) => {
        const { bios, sources } = await generator.generate(toBioRequest(parameters, { bioType, count, avoid }), silent);
        const index = plan.parameterSets.indexOf(parameters);
        for (const bio of bios) setOf.set(bio, index);
        return { ok: true, bios, sources };
      },
      pause: async () => {},
    });
    figures.batches += 1;
    if (outcome.bios.length === 6) figures.full += 1;
    figures.calls.push(outcome.calls);
    for (const bio of outcome.bios) {
      const index = setOf.get(bio.text);
      if (index !== undefined) figures.bySet[index] = (figures.bySet[index] ?? 0) + 1;
    }
    shown.push(...outcome.bios.map((bio) => bio.text));
    history.push(...outcome.bios.map((bio) => normalizeForHistory(bio.text)));
  }
  const words = new Set(shown.flatMap((bio) => tokenizeWords(bio).filter(isMeaningfulWord)));
  figures.wordsPerBio.push(words.size / shown.length);
  const openers = shown.map((bio) => tokenizeWords(bio)[0] ?? "");
  const repeated = openers.filter((word) => openers.filter((other) => other === word).length > 1).length;
  figures.sharedOpeners.push(repeated / shown.length);
}

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(0)}%`;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

const rows: Record<string, string | number>[] = [];
for (const bioType of BIO_TYPES) {
  for (const rotate of [false, true]) {
    const figures: Figures = { batches: 0, full: 0, calls: [], bySet: [], wordsPerBio: [], sharedOpeners: [] };
    seed = 1;
    for (let session = 0; session < sessions; session += 1) await runSession(bioType, rotate, figures);
    const total = figures.bySet.reduce((sum, count) => sum + (count ?? 0), 0);
    rows.push({
      page: bioType,
      start: rotate ? "rotating" : "first set",
      "batches of six": pct(figures.full, figures.batches),
      "calls/batch": mean(figures.calls).toFixed(2),
      "max calls": Math.max(...figures.calls),
      "bios by set": CATEGORY_BATCH_PLANS[bioType].parameterSets
        .map((_, index) => pct(figures.bySet[index] ?? 0, total))
        .join(" "),
      "distinct words/bio": mean(figures.wordsPerBio).toFixed(2),
      "shared openers": pct(mean(figures.sharedOpeners), 1),
    });
  }
}
console.log(`${sessions} sessions of ${BATCHES} batches per page and start (composer only)`);
console.table(rows);
