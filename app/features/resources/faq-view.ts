import { isFaqFilter, type FaqFilter } from "@domain/content/faq";
import { ALL_FILTER } from "@domain/search";
import { readUrlState } from "~/components/url-state";

import { isAcceptableQuery } from "./view-params";

export type FaqView = { q: string; category: FaqFilter };

export const FAQ_VIEW_DEFAULTS: FaqView = { q: "", category: ALL_FILTER };

export function readFaqView(search: URLSearchParams): FaqView {
  return readUrlState(search, FAQ_VIEW_DEFAULTS, { q: isAcceptableQuery, category: isFaqFilter });
}
