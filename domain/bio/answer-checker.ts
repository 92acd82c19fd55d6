/**
 * Decides, bio by bio, what may join an answer: new against the history (the bio type's rules, or
 * no exact repeat without one) and unique in the batch (spec §5). For bios from outside the
 * composer (a language model's), the pools' draws and the composer's own drafts; the history is
 * profiled once per answer. `alongside` bios (a model's, already in the answer) count as accepted.
 */
import type { BioType } from "./bio-type";
import { normalizeForHistory } from "./history";
import { type BioProfile, passesBatch, passesHistory, profileBio } from "./uniqueness";

export interface AnswerChecker {
  /** True (and the bio is counted as part of the answer) when it passes; false otherwise. */
  accept(bio: string): boolean;
}

export function createAnswerChecker(
  avoid: readonly string[],
  bioType: BioType | undefined,
  alongside: readonly string[] = [],
): AnswerChecker {
  const shown = new Set(avoid.map(normalizeForHistory));
  const history = bioType ? avoid.map(profileBio) : [];
  const accepted: BioProfile[] = alongside.map(profileBio);
  return {
    accept(bio) {
      if (shown.has(normalizeForHistory(bio))) return false;
      const profile = profileBio(bio);
      if (bioType && !passesHistory(profile, history, bioType)) return false;
      if (!passesBatch(profile, accepted)) return false;
      accepted.push(profile);
      return true;
    },
  };
}
