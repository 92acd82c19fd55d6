import { isExampleFilter, type ExampleFilter } from "@domain/content/examples";
import { ALL_FILTER } from "@domain/search";
import { readUrlState } from "~/components/url-state";

import { isAcceptableQuery } from "./view-params";

export const EXAMPLES_TABS = ["all", "top", "analysis"] as const;

export type ExamplesTab = (typeof EXAMPLES_TABS)[number];

export const EXAMPLES_TAB_LABELS = {
  all: "All Examples",
  top: "Top Performers",
  analysis: "Analysis",
} as const satisfies Record<ExamplesTab, string>;

export type ExamplesView = { q: string; category: ExampleFilter; tab: ExamplesTab };

export const EXAMPLES_VIEW_DEFAULTS: ExamplesView = { q: "", category: ALL_FILTER, tab: "all" };

export function readExamplesView(search: URLSearchParams): ExamplesView {
  return readUrlState(search, EXAMPLES_VIEW_DEFAULTS, {
    q: isAcceptableQuery,
    category: isExampleFilter,
    tab: (value) => (EXAMPLES_TABS as readonly string[]).includes(value),
  });
}
