import { countGraphemes } from "../text/graphemes";
import { PLATFORM_LIMITS } from "../text/platforms";

import { findPlaceholders } from "./placeholders";
import { TEMPLATE_COLLECTION, type CollectionTemplate } from "./template-collection";

/** Worked out from the data so they never drift; no usage figures (docs/product.md#principles). */
export interface TemplateCollectionStats {
  templates: number;
  categories: number;
  /** Grapheme clusters. */
  longest: number;
  allFitInstagram: boolean;
  /** Contact details, names, places. */
  withPlaceholders: number;
}

export function templateCollectionStats(
  templates: readonly CollectionTemplate[] = TEMPLATE_COLLECTION,
): TemplateCollectionStats {
  const lengths = templates.map((template) => countGraphemes(template.template));
  const longest = Math.max(0, ...lengths);
  return {
    templates: templates.length,
    categories: new Set(templates.map((template) => template.category)).size,
    longest,
    allFitInstagram: longest <= PLATFORM_LIMITS.instagram.limit,
    withPlaceholders: templates.filter((template) => findPlaceholders(template.template).length > 0).length,
  };
}
