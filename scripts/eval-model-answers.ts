/**
 * `npx tsx scripts/eval-model-answers.ts` (issue 27): the recorded answers through the product's
 * own path, counting good bios that reached the visitor and bad ones stopped, with the rule named.
 */
import { parseGeneratedBios } from "../domain/bio/parse-generated-bios";
import { RECORDED_MODEL_ANSWERS, type RecordedModelAnswer } from "../domain/bio/recorded-model-answers";
import { vetModelAnswer } from "../domain/bio/vet-model-answer";

export function replyText(answer: RecordedModelAnswer): string {
  const bios = answer.bios.map((item) => (typeof item === "string" ? item : item.bio));
  if (answer.format === "numbered") return bios.map((bio, index) => `${index + 1}. ${bio}`).join("\n");
  const json = JSON.stringify({ bios });
  return answer.format === "fenced" ? `\`\`\`json\n${json}\n\`\`\`` : json;
}

/** Every bio is looked at (the server stops at `count`), so each good one is counted. */
function runPath(answer: RecordedModelAnswer): { reached: boolean; rule?: string }[] {
  const raw = parseGeneratedBios(replyText(answer));
  const { rejections } = vetModelAnswer(raw, answer.request, Number.POSITIVE_INFINITY);
  return raw.map((_, index) => {
    const rejection = rejections.find((item) => item.index === index);
    return rejection ? { reached: false, rule: rejection.rule } : { reached: true };
  });
}

interface Tally {
  good: number;
  goodReached: number;
  bad: number;
  badStopped: number;
}

const tallies = new Map<string, Tally>();
const lost: string[] = [];
for (const answer of RECORDED_MODEL_ANSWERS) {
  const results = runPath(answer);
  for (const page of [answer.page, "all"]) {
    const tally = tallies.get(page) ?? { good: 0, goodReached: 0, bad: 0, badStopped: 0 };
    answer.bios.forEach((item, index) => {
      const reached = results[index]?.reached ?? false;
      if (typeof item === "string") {
        tally.good += 1;
        if (reached) tally.goodReached += 1;
        else if (page === "all") lost.push(`${answer.name}: ${JSON.stringify(item)} (${results[index]?.rule})`);
      } else {
        tally.bad += 1;
        if (!reached) tally.badStopped += 1;
        else if (page === "all") lost.push(`${answer.name}: BAD BIO REACHED ${JSON.stringify(item.bio)}`);
      }
    });
    tallies.set(page, tally);
  }
}

for (const page of ["home", "category", "ai", "all"]) {
  const tally = tallies.get(page);
  if (!tally) continue;
  console.log(
    `${page.padEnd(9)} good bios reaching the visitor ${tally.goodReached}/${tally.good}` +
      `   bad bios stopped ${tally.badStopped}/${tally.bad}`,
  );
}
for (const line of lost) console.log(`  ${line}`);
