import { defineIsland } from "~/components/islands/island";
import { LivePreviewTool } from "~/features/live-preview/live-preview-tool";

export const LivePreviewIsland = defineIsland("live-preview", LivePreviewTool);
