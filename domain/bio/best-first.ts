/** Items sorted best first, their scores beside them in an array of doubles. */
export interface BestFirst<T> {
  items: T[];
  scores: number[];
}

/**
 * Puts an item among others sorted best first, after every one that scores as well: a stable sort's
 * order, built as the items come, without calling a comparison for each pair (the composer ranks a
 * few hundred drafts a request).
 */
export function bestFirst<T>(sorted: BestFirst<T>, item: T, score: number): BestFirst<T> {
  let low = 0;
  for (let high = sorted.items.length; low < high;) {
    const middle = (low + high) >> 1;
    if (sorted.scores[middle]! >= score) low = middle + 1;
    else high = middle;
  }
  // Shifted by hand: splice would allocate the (empty) array of what it removed, once per item.
  const { items, scores } = sorted;
  for (let at = items.length; at > low; at--) {
    items[at] = items[at - 1]!;
    scores[at] = scores[at - 1]!;
  }
  items[low] = item;
  scores[low] = score;
  return sorted;
}
