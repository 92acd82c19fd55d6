import { defineIsland } from "~/components/islands/island";
import { ExamplesExplorer } from "~/features/resources/examples-explorer";

export const ExamplesExplorerIsland = defineIsland("examples-explorer", ExamplesExplorer);
