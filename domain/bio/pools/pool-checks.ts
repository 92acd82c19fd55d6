/** Shared by the pools' tests and scripts/check-pool.ts, which writers read while writing. */
import type { BioType } from "../bio-type";
import {
  historyConflicts,
  type HistoryRule,
  isUniqueAgainstHistory,
  isUniqueInBatch,
  passesHistory,
  profileBio,
} from "../uniqueness";
import { normalizeSentence } from "../similarity";
import { countEmoji } from "../style-rules";
import { countCharacters } from "../../text/count-characters";
import { countGraphemes } from "../../text/graphemes";
import { createRandom } from "../composer/random";

/** The platform the category pages show. */
export const POOL_PLATFORM = "instagram";
export const POOL_LINES = 3;
export const POOL_LINE_MAX = 60;
export const POOL_EMOJI_MIN = 1;
export const POOL_EMOJI_MAX = 3;

export function bioFaults(bio: string): string[] {
  const problems: string[] = [];
  const lines = bio.split("\n");
  if (lines.length !== POOL_LINES) problems.push(`${lines.length} lines, not ${POOL_LINES}`);
  if (lines.some((line) => line.trim() !== line || line === "")) problems.push("a blank line or stray spaces");
  const long = lines.filter((line) => countGraphemes(line) > POOL_LINE_MAX);
  if (long.length > 0) problems.push(`a line over ${POOL_LINE_MAX} characters`);
  const length = countCharacters(bio, POOL_PLATFORM);
  if (length > 150) problems.push(`${length} characters, over Instagram's 150`);
  const emoji = countEmoji(bio);
  if (emoji < POOL_EMOJI_MIN || emoji > POOL_EMOJI_MAX)
    problems.push(`${emoji} emoji, not ${POOL_EMOJI_MIN}–${POOL_EMOJI_MAX}`);
  if (/[#@"“”]|https?:|www\.|\.com\b/u.test(bio)) problems.push("a hashtag, handle, link or quotation mark");
  return problems;
}

export interface PoolFault {
  bio: string;
  problems: string[];
}

/** Lines the pool already holds count as faults. */
export function poolFaults(pool: readonly string[]): PoolFault[] {
  const seenLines = new Map<string, string>();
  const faults: PoolFault[] = [];
  for (const bio of pool) {
    const problems = bioFaults(bio);
    for (const line of bio.split("\n")) {
      const key = normalizeSentence(line);
      const earlier = seenLines.get(key);
      if (earlier !== undefined && earlier !== bio) problems.push(`line "${line}" also in ${JSON.stringify(earlier)}`);
      else seenLines.set(key, bio);
    }
    if (problems.length > 0) faults.push({ bio, problems });
  }
  return faults;
}

export interface Clash {
  bio: string;
  partners: { bio: string; rules: HistoryRule[] }[];
}

/** Most clashing first. */
export function clashesOf(pool: readonly string[], bioType: BioType): Clash[] {
  const clashes: Clash[] = pool.map((bio) => ({ bio, partners: [] }));
  const profiles = pool.map(profileBio);
  for (let a = 0; a < pool.length; a += 1) {
    for (let b = a + 1; b < pool.length; b += 1) {
      if (passesHistory(profiles[a]!, [profiles[b]!], bioType)) continue;
      const rules = historyConflicts(pool[a] ?? "", pool[b] ?? "", bioType);
      if (rules.length > 0) {
        clashes[a]?.partners.push({ bio: pool[b] ?? "", rules });
        clashes[b]?.partners.push({ bio: pool[a] ?? "", rules });
      }
    }
  }
  return clashes.sort((x, y) => y.partners.length - x.partners.length);
}

export interface RoundFigures {
  minPicked: number;
  shortRounds: number;
  /** Compared by normalizeSentence. */
  repeatedLines: number;
}

/** Drawn as the page draws: shuffled, unique against the session and its round. */
export function simulateRounds(
  pool: readonly string[],
  bioType: BioType,
  { seeds, rounds, perRound }: { seeds: number; rounds: number; perRound: number },
): RoundFigures {
  const figures: RoundFigures = { minPicked: perRound, shortRounds: 0, repeatedLines: 0 };
  for (let seed = 1; seed <= seeds; seed += 1) {
    const random = createRandom(seed);
    const shown: string[] = [];
    const lines = new Set<string>();
    for (let round = 0; round < rounds; round += 1) {
      const picked: string[] = [];
      for (const bio of random.shuffle(pool)) {
        if (picked.length >= perRound) break;
        if (isUniqueAgainstHistory(bio, shown, bioType) && isUniqueInBatch(bio, picked)) picked.push(bio);
      }
      figures.minPicked = Math.min(figures.minPicked, picked.length);
      if (picked.length < perRound) figures.shortRounds += 1;
      for (const bio of picked) {
        for (const line of bio.split("\n")) {
          const key = normalizeSentence(line);
          if (lines.has(key)) figures.repeatedLines += 1;
          lines.add(key);
        }
      }
      shown.push(...picked);
    }
  }
  return figures;
}
