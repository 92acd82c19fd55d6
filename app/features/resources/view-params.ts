/**
 * What the resource pages accept from the address (docs/product.md#searches-and-filters). Each
 * page's own `*-view.ts` says which keys it has and which values it accepts.
 */

/** Longer searches are not a view anyone shares; a longer `q` falls back to no search. */
export const MAX_QUERY_LENGTH = 100;

export function isAcceptableQuery(value: string): boolean {
  return value.length <= MAX_QUERY_LENGTH;
}
