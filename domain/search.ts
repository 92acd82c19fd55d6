/** The one matching rule of every content search (docs/product.md#searches-and-filters). */

export const ALL_FILTER = "All";

export type AllFilter = typeof ALL_FILTER;

/** Locale-independent, so pre-rendered and browser results agree. */
export function normalizeSearchText(text: string): string {
  return text.trim().toLowerCase();
}

/** The pages treat a blank query as "show everything". */
export function isBlankQuery(query: string): boolean {
  return query.trim() === "";
}

export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const needle = normalizeSearchText(query);
  if (needle === "") {
    return true;
  }
  return fields.some((field) => field.toLowerCase().includes(needle));
}

export function matchesCategory<C extends string>(filter: C | AllFilter, category: C): boolean {
  return filter === ALL_FILTER || filter === category;
}
