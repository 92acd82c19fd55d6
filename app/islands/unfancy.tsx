import { defineIsland } from "~/components/islands/island";
import { UnfancyBox } from "~/features/fancy-fonts/unfancy-box";

export const UnfancyIsland = defineIsland("unfancy", UnfancyBox);
