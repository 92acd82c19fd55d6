/** How many bits of a 32-bit mask are set: fact sets in the composer's score, line choices in refine. */
export function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}
