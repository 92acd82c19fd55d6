import { defineIsland } from "~/components/islands/island";
import { TipsExplorer } from "~/features/resources/tips-explorer";

export const TipsExplorerIsland = defineIsland("tips-explorer", TipsExplorer);
