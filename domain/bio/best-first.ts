/** The items best first by their scores, equals in the order they came (Array.prototype.sort is stable). */
export function bestFirst<T>(items: readonly T[], scores: readonly number[]): T[] {
  return items
    .map((_, index) => index)
    .sort((a, b) => scores[b]! - scores[a]!)
    .map((index) => items[index]!);
}
