/**
 * A blind reading of the composer (docs/decisions/024-composer-third-edition.md). `prepare <reference.json> <dir>
 * [people.json] [pool seed]` mixes composed bios with the reference set and pool bios (twelve a page, as a visitor
 * sees them) into <dir>/to-rate.json and key.json; `score <dir>` reads <dir>/ratings.json and prints means and
 * "would post" counts per source.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { BIO_TYPES } from "../domain/bio/bio-type";
import { composeBios } from "../domain/bio/composer/compose-bios";
import { createRandom } from "../domain/bio/composer/random";
import type { BioRequest, Tone } from "../domain/bio/generation-options";

/** Unlike the eval grid's, so the composer is not tuned to one set. */
export const PEOPLE: readonly Pick<BioRequest, "profession" | "interests" | "personality">[] = [
  {
    profession: "paramedic",
    interests: ["rock climbing", "true crime podcasts", "tacos"],
    personality: ["steady", "dark sense of humour"],
  },
  {
    profession: "veterinary nurse",
    interests: ["rescue cats", "crosswords", "baking bread"],
    personality: ["gentle", "nerdy"],
  },
  { profession: "wedding DJ", interests: ["soul records", "cycling"], personality: ["energetic", "organised"] },
  {
    profession: "freelance translator",
    interests: ["poetry", "green tea", "birdwatching"],
    personality: ["quiet", "precise"],
  },
  { profession: "tattoo artist", interests: ["botanical illustration", "horror films"], personality: ["laid-back"] },
  { profession: "beekeeper", interests: ["farmers markets", "vinyl", "trail running"], personality: ["patient"] },
  {
    profession: "data analyst",
    interests: ["board games", "marathon training"],
    personality: ["curious", "sarcastic"],
  },
  {
    profession: "school librarian",
    interests: ["picture books", "knitting", "community theatre"],
    personality: ["warm", "silly"],
  },
];
export const TONES: readonly Tone[] = ["Professional", "Casual", "Funny", "Inspirational"];

interface Item {
  id: number;
  context: string;
  bio: string;
}
interface KeyEntry {
  id: number;
  source: "reference" | "composer" | "pool";
  cell: string;
}

function prepare(referencePath: string, dir: string, people = PEOPLE, poolSeed = 77): void {
  const reference = JSON.parse(readFileSync(referencePath, "utf8")) as { person: number; tone: Tone; bio: string }[];
  const entries: { context: string; bio: string; source: KeyEntry["source"]; cell: string }[] = [];
  const describe = (person: number): string => {
    const who = people[person - 1]!;
    return `profession "${who.profession}", interests "${who.interests.join(", ")}", personality "${who.personality.join(", ")}"`;
  };
  for (const { person, tone, bio } of reference) {
    entries.push({ context: `${describe(person)}; tone ${tone}`, bio, source: "reference", cell: `${person}/${tone}` });
  }
  // As the home page is used: each tone in turn, earlier bios sent as `avoid`.
  people.forEach((who, index) => {
    const shown: string[] = [];
    for (const tone of TONES) {
      const request: BioRequest = {
        ...who,
        tone,
        style: "With Emojis",
        instructions: "",
        platform: "instagram",
        count: 3,
        avoid: [...shown],
      };
      for (const bio of composeBios(request, { seed: 1000 * (index + 1) + TONES.indexOf(tone) })) {
        shown.push(bio);
        entries.push({
          context: `${describe(index + 1)}; tone ${tone}`,
          bio,
          source: "composer",
          cell: `${index + 1}/${tone}`,
        });
      }
    }
  });
  // As a category page is used: its first six, then six more from "Generate New", which avoids the first.
  for (const bioType of BIO_TYPES) {
    const shown: string[] = [];
    for (const round of [0, 1]) {
      const request: BioRequest = {
        interests: [],
        profession: "",
        personality: [],
        instructions: "",
        bioType,
        platform: "instagram",
        count: 6,
        avoid: [...shown],
      };
      for (const bio of composeBios(request, { seed: poolSeed + round })) {
        shown.push(bio);
        entries.push({
          context: `an example bio on the ${bioType} bios page (no person)`,
          bio,
          source: "pool",
          cell: bioType,
        });
      }
    }
  }
  const shuffled = createRandom(20261125).shuffle(entries);
  const items: Item[] = shuffled.map((entry, id) => ({ id, context: entry.context, bio: entry.bio }));
  const key: KeyEntry[] = shuffled.map((entry, id) => ({ id, source: entry.source, cell: entry.cell }));
  writeFileSync(join(dir, "to-rate.json"), `${JSON.stringify(items, null, 2)}\n`);
  writeFileSync(join(dir, "key.json"), `${JSON.stringify(key, null, 2)}\n`);
  console.log(`${items.length} bios to rate in ${join(dir, "to-rate.json")}`);
}

function score(dir: string): void {
  const key = JSON.parse(readFileSync(join(dir, "key.json"), "utf8")) as KeyEntry[];
  const items = JSON.parse(readFileSync(join(dir, "to-rate.json"), "utf8")) as Item[];
  const ratings = JSON.parse(readFileSync(join(dir, "ratings.json"), "utf8")) as {
    id: number;
    score: number;
    post: boolean;
  }[];
  const byId = new Map(ratings.map((rating) => [rating.id, rating]));
  for (const source of ["reference", "composer", "pool"] as const) {
    const rated = key
      .filter((entry) => entry.source === source)
      .map((entry) => byId.get(entry.id))
      .filter((rating) => rating !== undefined);
    const mean = rated.reduce((sum, rating) => sum + rating.score, 0) / Math.max(1, rated.length);
    const posts = rated.filter((rating) => rating.post).length;
    console.log(
      `${source.padEnd(10)} n=${rated.length}  mean ${mean.toFixed(2)}  would post ${posts}/${rated.length} (${((100 * posts) / Math.max(1, rated.length)).toFixed(0)}%)`,
    );
  }
  const worst = key
    .filter((entry) => entry.source === "composer")
    .map((entry) => ({ entry, rating: byId.get(entry.id), item: items[entry.id] }))
    .sort((a, b) => (a.rating?.score ?? 0) - (b.rating?.score ?? 0))
    .slice(0, 10);
  console.log("\nThe ten lowest-rated composer bios:");
  for (const { entry, rating, item } of worst)
    console.log(`  ${rating?.score} [${entry.cell}] ${JSON.stringify(item?.bio)}`);
}

const [command, first, second, third, fourth] = process.argv.slice(2);
if (command === "prepare" && first && second)
  prepare(
    first,
    second,
    third ? (JSON.parse(readFileSync(third, "utf8")) as typeof PEOPLE) : PEOPLE,
    fourth ? Number(fourth) : undefined,
  );
else if (command === "score" && first) score(first);
else {
  console.error(
    "usage: npx tsx scripts/blind-reading.ts prepare <reference.json> <dir> [people.json] [pool seed] | score <dir>",
  );
  process.exitCode = 2;
}
