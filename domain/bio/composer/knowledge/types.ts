/**
 * The composer's knowledge base: what a copywriter knows about common roles and interests, as data
 * (docs/decisions/024-composer-third-edition.md). Every line here must be true of anyone in the role
 * (or anyone into the interest): a wedding photographer's base may say "shooting weddings" only
 * through the visitor's own word, never "headshots". No links, handles, hashtags, prices, places,
 * numbers of years or clients, or named brands.
 */

/** How a line sounds; each tone draws on one voice (see the composer's voice table). */
export type Voice = "plain" | "wry" | "warm";

export interface RoleKnowledge {
  /** What visitors type for this role, lowercase, singular ("nurse", "registered nurse", "rn"). */
  names: readonly string[];
  /**
   * Words that may stand before a name with these lines still true ("plastic" surgeon, never
   * "tree" surgeon); without it, the lines hold for any kind. Lowercase.
   */
  kinds?: readonly string[];
  /** 1–3 emoji that mean the work, best first. */
  emoji: readonly string[];
  /**
   * Clauses that follow "<Role> who …" ("has seen things" → "Dental hygienist who has seen
   * things"), lowercase start, no final period, at most 34 characters.
   */
  who: readonly string[];
  /**
   * Whole lines about the work, by voice, true of anyone in the role. Sentence case, no final
   * period, at most 44 characters, first person implied ("Keeping smiles honest", not "She keeps").
   * They do not name the role: the bio's first line does.
   */
  work: Readonly<Record<Voice, readonly string[]>>;
  /**
   * Calls to action built from what the role offers its clients, at most 40 characters, starting
   * with a verb ("Book a cleaning via the link" is wrong: no link is promised; "DM to book a
   * cleaning" is right). Empty when a reader of the bio cannot take an offer up from this person:
   * roles with no clients (a student), and employees whose public an institution assigns to them (a
   * ward nurse, a police officer, a bus driver), whose invented offers read 3.5–4.5 blind.
   */
  cta: readonly string[];
}

export interface InterestKnowledge {
  /** What visitors type for it, lowercase ("coffee", "espresso", "iced coffee"). */
  names: readonly string[];
  /**
   * Words that may stand before a name with these lines still true ("plastic" surgeon, never
   * "tree" surgeon); without it, the lines hold for any kind. Lowercase.
   */
  kinds?: readonly string[];
  /** 1–2 emoji that mean it, best first. */
  emoji: readonly string[];
  /** What a person into it is called, lowercase ("coffee snob", "hiker"), for "Nurse by day, hiker by weekend". */
  fan: readonly string[];
  /**
   * Whole lines about loving it, by voice; each names the interest in words a reader recognises.
   * Sentence case, no final period, at most 44 characters.
   */
  lines: Readonly<Record<Voice, readonly string[]>>;
}

export interface TraitKnowledge {
  /** What visitors type for it, lowercase ("organised", "organized", "super organised"). */
  names: readonly string[];
  /**
   * Lines that show the trait, by voice: `wry` as a joke ("I don't believe in rounding" for
   * precise), `plain` as a working strength, `warm` as a value. True of anyone who says it of
   * themselves: no habit, food, drink, place, hobby, job or person the visitor did not name.
   * Sentence case, no final period, at most 40 characters. A word said with a smile ("lazy") may
   * have no plain or warm line: read blind, a joke pasted on a professional bio read as filler.
   */
  lines: Readonly<Record<Voice, readonly string[]>>;
}
