import { ALL_FILTER } from "@domain/search";
import { RESOURCE_TEMPLATE_FILTERS, type ResourceTemplateFilter } from "@domain/templates/resource-templates";
import { readUrlState } from "~/components/url-state";

import { isAcceptableQuery } from "./view-params";

export type BioTemplatesView = { q: string; category: ResourceTemplateFilter };

export const BIO_TEMPLATES_VIEW_DEFAULTS: BioTemplatesView = { q: "", category: ALL_FILTER };

function isTemplateFilter(value: string): value is ResourceTemplateFilter {
  return (RESOURCE_TEMPLATE_FILTERS as readonly string[]).includes(value);
}

/** Without JavaScript both the dropdown and the pressed button send `category`; the last is the latest choice. */
export function readBioTemplatesView(search: URLSearchParams): BioTemplatesView {
  const params = new URLSearchParams(search);
  const categories = params.getAll("category");
  if (categories.length > 1) params.set("category", categories[categories.length - 1]!);
  return readUrlState(params, BIO_TEMPLATES_VIEW_DEFAULTS, { q: isAcceptableQuery, category: isTemplateFilter });
}
