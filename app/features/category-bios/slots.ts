import type { CandidateBio } from "@domain/bio/category-batch";

export type Slot = CandidateBio | null;

/** A bio still shown stays in its place, so nothing the visitor is reading moves. */
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
