/**
 * CPU cost of one generation request through the pipeline (createBioGenerator, composer only: no
 * model, no HTTP), in the two shapes the site sends:
 *  - main page: three bios for a sample visitor, tone and style, in sessions of ten clicks that
 *    each avoid the bios shown before;
 *  - category pages: six bios per "Generate New" for each bio type, sessions of 25 rounds with the
 *    whole session as `avoid` (capped at MAX_AVOID); rounds that avoid the full 120 are reported
 *    on their own, since they are the slowest.
 * Prints p50, p99 and mean CPU milliseconds per request (process.cpuUsage, after a warm-up) with
 * the targets of the composer issue. Figures only: nothing here fails a build.
 *   npm run bench:composer [-- --sessions 12]
 */
import { createBioGenerator } from "../app/.server/bio-generator";
import type { Logger } from "../app/.server/logger";
import { BIO_TYPES, type BioType } from "../domain/bio/bio-type";
import { createEmojiFinder } from "../domain/bio/composer/emoji-for-words";
import { type BioRequest, MAIN_STYLES, MAIN_TONES, MAX_AVOID } from "../domain/bio/generation-options";
import { loadEmojiIndex } from "../domain/symbols/emoji-index";

import { categoryParameters, SAMPLE_INPUTS } from "./eval-bios";

const sessions = Number(process.argv[process.argv.indexOf("--sessions") + 1]) || 12;

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as Logger;

const emojiFor = createEmojiFinder(await loadEmojiIndex());
let seed = 1;
const generator = createBioGenerator({ emojiFor, nextSeed: () => (seed += 7919) });

/** CPU milliseconds (user + system) one request takes. */
async function cpuMs(request: BioRequest): Promise<{ ms: number; bios: string[] }> {
  const before = process.cpuUsage();
  const { bios } = await generator.generate(request, silent);
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, bios };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

async function mainPage(sessionCount: number): Promise<number[]> {
  const times: number[] = [];
  for (let session = 0; session < sessionCount * 4; session += 1) {
    const input = SAMPLE_INPUTS[session % SAMPLE_INPUTS.length];
    const tone = MAIN_TONES[session % MAIN_TONES.length];
    const style = MAIN_STYLES[(session >> 1) % MAIN_STYLES.length];
    const shown: string[] = [];
    for (let click = 0; click < 10; click += 1) {
      const request: BioRequest = {
        interests: [...(input?.interests ?? [])],
        profession: input?.profession ?? "",
        personality: [...(input?.personality ?? [])],
        tone,
        style,
        instructions: "",
        platform: "instagram",
        count: 3,
        avoid: shown.slice(-60),
      };
      const { ms, bios } = await cpuMs(request);
      times.push(ms);
      shown.push(...bios);
    }
  }
  return times;
}

async function categoryPage(bioType: BioType, sessionCount: number): Promise<{ all: number[]; full: number[] }> {
  const all: number[] = [];
  const full: number[] = [];
  for (let session = 0; session < sessionCount; session += 1) {
    const shown: string[] = [];
    for (let round = 0; round < 25; round += 1) {
      const request: BioRequest = {
        interests: [],
        profession: "",
        personality: [],
        instructions: "",
        platform: "instagram",
        count: 6,
        bioType,
        ...categoryParameters(bioType, round),
        avoid: shown.slice(-MAX_AVOID),
      };
      const { ms, bios } = await cpuMs(request);
      all.push(ms);
      if (request.avoid.length === MAX_AVOID) full.push(ms);
      shown.push(...bios);
    }
  }
  return { all, full };
}

function line(label: string, values: readonly number[], target?: number): string {
  const p50 = percentile(values, 50);
  const p99 = percentile(values, 99);
  const verdict = target === undefined ? "" : `  target p50 <= ${target} ms: ${p50 <= target ? "met" : "MISSED"}`;
  return `  ${label.padEnd(34)} p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  mean ${mean(values).toFixed(2)} ms  (${values.length} requests)${verdict}`;
}

// Warm up the JIT and the banks' caches, as a running server would be.
await mainPage(1);
for (const bioType of BIO_TYPES) await categoryPage(bioType, 1);

console.log("Composer pipeline, CPU per request (createBioGenerator, no model):");
console.log(line("main page, 3 bios", await mainPage(sessions), 0.5));
const fullRounds: number[] = [];
for (const bioType of BIO_TYPES) {
  const { all, full } = await categoryPage(bioType, sessions);
  fullRounds.push(...full);
  console.log(line(`${bioType}, 6 bios, rounds 1-25`, all));
}
console.log(line(`category, 6 bios, ${MAX_AVOID} avoided`, fullRounds, 3));
