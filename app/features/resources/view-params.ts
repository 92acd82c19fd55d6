/** docs/product.md#searches-and-filters. */

/** A longer `q` falls back to no search. */
export const MAX_QUERY_LENGTH = 100;

export function isAcceptableQuery(value: string): boolean {
  return value.length <= MAX_QUERY_LENGTH;
}
