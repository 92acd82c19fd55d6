/** A table's value for a key, worked out on first asking: the composer's per-request tables. */
export function cached<K, V>(table: Map<K, V>, key: K, make: () => V): V {
  let value = table.get(key);
  if (value === undefined) table.set(key, (value = make()));
  return value;
}
