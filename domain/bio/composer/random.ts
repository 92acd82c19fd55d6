// A small seeded random source for the composer, which must be reproducible (the same request and seed give the same
// bios, so tests and bug reports can replay an answer): it never touches Math.random or the clock.

/** Uniform floats in [0, 1), plus the few helpers the composer needs. */
export interface Random {
  next(): number;
  /** An integer in [0, max); 0 when max is 0 or less. */
  int(max: number): number;
  chance(p: number): boolean;
  /** A new array with the items in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

// mulberry32 (Tommy Ettinger's 32-bit generator): one multiply-xorshift step per number, good
// statistical quality for this use and trivially seedable. Any number is accepted as a seed; it is
// folded to 32 bits so 2**31 + 1 and 1 differ only where the integer parts differ.
export function createRandom(seed: number): Random {
  let state = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => (max > 0 ? Math.floor(next() * max) : 0);
  return {
    next,
    int,
    chance: (p) => next() < p,
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = int(index + 1);
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
  };
}
