/**
 * The items best first by their scores, equals in the order they came: a stable merge sort with its
 * comparisons inline (Array.prototype.sort calls a function for each pair). The composer ranks a
 * few hundred drafts and lines a request with it.
 */
export function bestFirst<T>(items: readonly T[], scores: readonly number[]): T[] {
  let order = items.map((_, index) => index);
  let spare = order.slice();
  for (let width = 1; width < order.length; width *= 2) {
    for (let start = 0; start < order.length; start += 2 * width) {
      const middle = Math.min(start + width, order.length);
      const end = Math.min(start + 2 * width, order.length);
      let left = start;
      let right = middle;
      let out = start;
      // The right run's item goes first only when it scores better: equals keep their order.
      while (left < middle && right < end)
        spare[out++] = scores[order[right]!]! > scores[order[left]!]! ? order[right++]! : order[left++]!;
      while (left < middle) spare[out++] = order[left++]!;
      while (right < end) spare[out++] = order[right++]!;
    }
    [order, spare] = [spare, order];
  }
  return order.map((index) => items[index]!);
}
