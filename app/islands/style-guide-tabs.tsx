import { defineIsland } from "~/components/islands/island";
import { StyleGuideTabs } from "~/features/resources/style-guide-tabs";

export const StyleGuideTabsIsland = defineIsland("style-guide-tabs", StyleGuideTabs);
