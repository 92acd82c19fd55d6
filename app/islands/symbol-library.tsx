import { defineIsland } from "~/components/islands/island";
import { SymbolLibraryTool } from "~/features/symbol-library/symbol-library-tool";

export const SymbolLibraryIsland = defineIsland("symbol-library", SymbolLibraryTool);
