import { ALL_FILTER } from "@domain/search";
import { RESOURCE_TEMPLATE_FILTERS, type ResourceTemplateFilter } from "@domain/templates/resource-templates";
import { readUrlState } from "~/components/url-state";

import { isAcceptableQuery } from "./view-params";

/** The Bio Templates view: the search and the category (dropdown and quick buttons). */
export type BioTemplatesView = { q: string; category: ResourceTemplateFilter };

export const BIO_TEMPLATES_VIEW_DEFAULTS: BioTemplatesView = { q: "", category: ALL_FILTER };

function isTemplateFilter(value: string): value is ResourceTemplateFilter {
  return (RESOURCE_TEMPLATE_FILTERS as readonly string[]).includes(value);
}

/**
 * The view a query string asks for. Without JavaScript the dropdown and the quick button pressed
 * both send `category` (the button after the dropdown, in the form's order); the last one is the
 * visitor's latest choice.
 */
export function readBioTemplatesView(search: URLSearchParams): BioTemplatesView {
  const params = new URLSearchParams(search);
  const categories = params.getAll("category");
  if (categories.length > 1) params.set("category", categories[categories.length - 1]!);
  return readUrlState(params, BIO_TEMPLATES_VIEW_DEFAULTS, { q: isAcceptableQuery, category: isTemplateFilter });
}
