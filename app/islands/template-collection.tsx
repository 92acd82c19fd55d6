import { defineIsland } from "~/components/islands/island";
import { TemplateCollectionTool } from "~/features/template-collection/template-collection-tool";

export const TemplateCollectionIsland = defineIsland("template-collection", TemplateCollectionTool);
