import { defineIsland } from "~/components/islands/island";
import { FontStylesTool } from "~/features/fancy-fonts/font-styles-tool";

export const FancyFontsIsland = defineIsland("fancy-fonts", FontStylesTool);
