import { readUrlState } from "~/components/url-state";

export const STYLE_GUIDE_TABS = ["tips", "branding", "guidelines", "examples"] as const;

export type StyleGuideTab = (typeof STYLE_GUIDE_TABS)[number];

export const STYLE_GUIDE_TAB_LABELS = {
  tips: "Style Tips",
  branding: "Branding",
  guidelines: "Guidelines",
  examples: "Examples",
} as const satisfies Record<StyleGuideTab, string>;

export type StyleGuideView = { tab: StyleGuideTab };

export const STYLE_GUIDE_VIEW_DEFAULTS: StyleGuideView = { tab: "tips" };

export function readStyleGuideView(search: URLSearchParams): StyleGuideView {
  return readUrlState(search, STYLE_GUIDE_VIEW_DEFAULTS, {
    tab: (value) => (STYLE_GUIDE_TABS as readonly string[]).includes(value),
  });
}
