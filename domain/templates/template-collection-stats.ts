import { countGraphemes } from "../text/graphemes";
import { PLATFORM_LIMITS } from "../text/platforms";

import { findPlaceholders } from "./placeholders";
import { TEMPLATE_COLLECTION, type CollectionTemplate } from "./template-collection";

/**
 * The Template Collection's stats cards (docs/product.md#template-collection): facts about the
 * collection itself, worked out from the data so they can never drift from it. Nothing here is a
 * usage figure (docs/product.md#principles).
 */
export interface TemplateCollectionStats {
  templates: number;
  categories: number;
  /** The longest template, in Instagram characters (grapheme clusters). */
  longest: number;
  /** Whether every template fits Instagram's bio limit as it is. */
  allFitInstagram: boolean;
  /** Templates with parts to replace (contact details, names, places). */
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
