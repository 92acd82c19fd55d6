import type { CandidateBio } from "@domain/bio/category-batch";

export type Slot = CandidateBio | null;

/**
 * The grid after a batch that replaced some of its bios: a bio still shown stays in its place,
 * new ones fill the empty places in order, and places left empty take the bio `before` had there
 * (when given and not shown elsewhere) or go (fewer cards). Keeping bios in place means nothing the
 * visitor is reading moves (docs/product.md#category-pages-in-common).
 */
export function placeInSlots(
  slots: readonly Slot[],
  bios: readonly CandidateBio[],
  before: readonly Slot[] = [],
): CandidateBio[] {
  const texts = new Set(bios.map((bio) => bio.text));
  const kept = slots.map((slot) => (slot !== null && texts.has(slot.text) ? slot : null));
  const placed = new Set(kept.flatMap((slot) => (slot ? [slot.text] : [])));
  const newcomers = bios.filter((bio) => !placed.has(bio.text));
  for (const bio of newcomers) placed.add(bio.text);
  const fallback = (index: number): Slot => {
    const bio = before[index];
    return bio && !placed.has(bio.text) ? bio : null;
  };
  return kept
    .map((slot, index) => slot ?? newcomers.shift() ?? fallback(index))
    .concat(newcomers)
    .filter((slot): slot is CandidateBio => slot !== null);
}
