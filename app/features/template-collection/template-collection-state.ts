import { TEMPLATE_COLLECTION_FILTERS, type TemplateCollectionFilter } from "@domain/templates/template-collection";
import { readUrlState } from "~/components/url-state";

/** The Template Collection's view in the address (docs/product.md#searches-and-filters). */
export type TemplateCollectionState = {
  q: string;
  category: TemplateCollectionFilter;
};

export const TEMPLATE_COLLECTION_DEFAULTS: TemplateCollectionState = { q: "", category: "All" };

export function isTemplateCollectionFilter(value: string): value is TemplateCollectionFilter {
  return (TEMPLATE_COLLECTION_FILTERS as readonly string[]).includes(value);
}

export function readTemplateCollectionState(search: URLSearchParams | string): TemplateCollectionState {
  return readUrlState(search, TEMPLATE_COLLECTION_DEFAULTS, { category: isTemplateCollectionFilter });
}
