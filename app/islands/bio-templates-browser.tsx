import { defineIsland } from "~/components/islands/island";
import { BioTemplatesBrowser } from "~/features/resources/bio-templates-browser";

export const BioTemplatesBrowserIsland = defineIsland("bio-templates-browser", BioTemplatesBrowser);
