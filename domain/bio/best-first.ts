/** Runs this short are put in order by insertion, then merged. */
const RUN = 8;

/**
 * The items best first by their scores, equals in the order they came: a stable merge sort with its
 * comparisons inline (Array.prototype.sort calls a function for each pair). The composer ranks a
 * few hundred drafts and lines a request with it.
 */
export function bestFirst<T>(items: readonly T[], scores: readonly number[]): T[] {
  const length = items.length;
  let order = items.map((_, index) => index);
  let spare = order.slice();
  // Insertion within each run: an item moves before those that score worse, never before an equal.
  for (let start = 0; start < length; start += RUN) {
    for (let next = start + 1; next < Math.min(start + RUN, length); next++) {
      const index = order[next]!;
      let at = next;
      for (; at > start && scores[order[at - 1]!]! < scores[index]!; at--) order[at] = order[at - 1]!;
      order[at] = index;
    }
  }
  for (let width = RUN; width < length; width *= 2) {
    for (let start = 0; start < length; start += 2 * width) {
      const middle = Math.min(start + width, length);
      const end = Math.min(start + 2 * width, length);
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
