const WHITESPACE_RUN = /\s+/gu;

/**
 * The form a bio takes in the session-only history (spec §3): lowercase, trimmed, every run of
 * whitespace (newlines included) collapsed to one space. Two bios with the same form count as the
 * same bio. `toLowerCase` is locale-independent, so server and browser agree.
 */
export function normalizeForHistory(bio: string): string {
  return bio.replace(WHITESPACE_RUN, " ").trim().toLowerCase();
}
