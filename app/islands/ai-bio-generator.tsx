import { defineIsland } from "~/components/islands/island";
import { AiBioGenerator } from "~/features/ai-bio-generator/ai-bio-generator";

export const AiBioGeneratorIsland = defineIsland("ai-bio-generator", AiBioGenerator);
