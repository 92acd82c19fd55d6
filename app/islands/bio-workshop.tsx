import { defineIsland } from "~/components/islands/island";
import { BioWorkshop } from "~/features/bio-workshop/bio-workshop";

export const BioWorkshopIsland = defineIsland("bio-workshop", BioWorkshop);
