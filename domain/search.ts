/**
 * The one matching rule every content search in the product shares (docs/product.md#searches-and-filters): case-insensitive
 * substring on a few text fields, combined with a category filter by AND, where 'All' means any
 * category. Keeping it in one place keeps the symbol, template and resource pages consistent.
 */

/** The filter value that lets every category through. */
export const ALL_FILTER = "All";

export type AllFilter = typeof ALL_FILTER;

/**
 * Lower-casing with the locale-independent `toLowerCase` keeps results identical on the server
 * (pre-rendering) and in every visitor's browser, whatever their locale.
 */
export function normalizeSearchText(text: string): string {
  return text.trim().toLowerCase();
}

/** True when the query holds nothing but whitespace, which the pages treat as "show everything". */
export function isBlankQuery(query: string): boolean {
  return query.trim() === "";
}

/** A blank query matches; otherwise any one field containing the query is enough. */
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
