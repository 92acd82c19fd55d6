import { readFileSync } from "node:fs";
import { composeBios } from "../domain/bio/composer/compose-bios";
import type { BioRequest, Tone } from "../domain/bio/generation-options";
const people = JSON.parse(readFileSync(process.argv[2]!, "utf8"));
const tones: Tone[] = (process.argv[3]?.split(",") as Tone[]) ?? ["Professional", "Casual", "Funny", "Inspirational"];
people.forEach((who: any, index: number) => {
  const shown: string[] = [];
  console.log(`\n## ${who.profession} | ${who.interests.join(", ")} | ${who.personality.join(", ")}`);
  for (const tone of tones) {
    const request: BioRequest = { ...who, tone, style: "With Emojis", instructions: "", platform: "instagram", count: 3, avoid: [...shown] };
    for (const bio of composeBios(request, { seed: 1000 * (index + 1) + tones.indexOf(tone) })) {
      shown.push(bio);
      console.log(`[${tone.slice(0,4)}] ${bio.replace(/\n/g, " / ")}`);
    }
  }
});
