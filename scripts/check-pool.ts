/**
 * `npx tsx scripts/check-pool.ts aesthetic|funny|cool|business [--top 20]`: a pool's faults, its worst clashes and
 * twenty rounds drawn as the page draws. Figures only; pools.test.ts holds the bar.
 */
import { isBioType, type BioType } from "../domain/bio/bio-type";
import { POOLS } from "../domain/bio/pools/pools";
import { poolFaults, simulateRounds, clashesOf } from "../domain/bio/pools/pool-checks";

const type = process.argv[2] ?? "";
if (!isBioType(type)) {
  console.error("usage: npx tsx scripts/check-pool.ts aesthetic|funny|cool|business [--top 20]");
  process.exit(2);
}
const topIndex = process.argv.indexOf("--top");
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) || 20 : 20;
const bioType: BioType = type;
const pool = POOLS[bioType];

console.log(`${bioType}: ${pool.length} bios`);
const faults = poolFaults(pool);
console.log(`\nBios with faults: ${faults.length}`);
for (const { bio, problems } of faults) console.log(`- ${JSON.stringify(bio)}\n    ${problems.join("; ")}`);

const clashes = clashesOf(pool, bioType);
const clashing = clashes.filter((entry) => entry.partners.length > 0);
const pairs = clashing.reduce((sum, entry) => sum + entry.partners.length, 0) / 2;
console.log(`\nClashing pairs under the history rules: ${pairs} (bios with any clash: ${clashing.length})`);
for (const entry of clashing.slice(0, top)) {
  const [first] = entry.partners;
  console.log(`- ${entry.partners.length}× ${JSON.stringify(entry.bio)}`);
  if (first) console.log(`    e.g. [${first.rules.join(", ")}] with ${JSON.stringify(first.bio)}`);
}

const rounds = simulateRounds(pool, bioType, { seeds: 5, rounds: 20, perRound: 6 });
console.log(
  `\n20 rounds of 6, 5 sessions: shortest round ${rounds.minPicked}/6, short rounds ${rounds.shortRounds}, repeated lines ${rounds.repeatedLines}`,
);
