import type { CandidateBio } from "@domain/bio/category-batch";

/** A place in the grid: a bio, or a skeleton while one is on its way. */
export type Slot = CandidateBio | null;

/**
 * The grid after a batch that replaced some of its bios: a bio still shown stays in its place,
 * new ones fill the empty places in order, and places left empty go (fewer cards). Keeping bios in
 * place means nothing the visitor is reading moves (docs/product.md#category-pages-in-common).
 */
export function placeInSlots(slots: readonly Slot[], bios: readonly CandidateBio[]): CandidateBio[] {
  const texts = new Set(bios.map((bio) => bio.text));
  const kept = slots.map((slot) => (slot !== null && texts.has(slot.text) ? slot : null));
  const placed = new Set(kept.flatMap((slot) => (slot ? [slot.text] : [])));
  const newcomers = bios.filter((bio) => !placed.has(bio.text));
  return kept
    .map((slot) => slot ?? newcomers.shift() ?? null)
    .concat(newcomers)
    .filter((slot): slot is CandidateBio => slot !== null);
}
