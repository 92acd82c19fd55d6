import { defineIsland } from "~/components/islands/island";
import { AiGenerationTool } from "~/features/ai-generation/ai-generation-tool";

export const AiGenerationIsland = defineIsland("ai-generation", AiGenerationTool);
