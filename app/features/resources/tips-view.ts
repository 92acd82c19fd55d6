import { readUrlState } from "~/components/url-state";

import { isAcceptableQuery } from "./view-params";

export const TIPS_TABS = ["all", "hacks", "platforms"] as const;

export type TipsTab = (typeof TIPS_TABS)[number];

export const TIPS_TAB_LABELS = {
  all: "All Tips",
  hacks: "Quick Hacks",
  platforms: "By Platform",
} as const satisfies Record<TipsTab, string>;

export type TipsView = { q: string; tab: TipsTab };

export const TIPS_VIEW_DEFAULTS: TipsView = { q: "", tab: "all" };

export function readTipsView(search: URLSearchParams): TipsView {
  return readUrlState(search, TIPS_VIEW_DEFAULTS, {
    q: isAcceptableQuery,
    tab: (value) => (TIPS_TABS as readonly string[]).includes(value),
  });
}
