import { CopyBioButton } from "~/components/bio/copy-bio-button";
import { defineIsland } from "~/components/islands/island";

export const CopyBioIsland = defineIsland("copy-bio", CopyBioButton);
