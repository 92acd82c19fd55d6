import { defineIsland } from "~/components/islands/island";
import { SuggestionForm } from "~/features/suggestions/suggestion-form";

export const SuggestionFormIsland = defineIsland("suggestion-form", SuggestionForm);
