import { defineIsland } from "~/components/islands/island";
import { FaqExplorer } from "~/features/resources/faq-explorer";

export const FaqExplorerIsland = defineIsland("faq-explorer", FaqExplorer);
