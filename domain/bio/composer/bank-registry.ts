/**
 * Every bank in one place: the parsed line templates, the merged lexicons, and the per-voice
 * pools the composer draws from. Pools are computed once per voice set and role.
 */
import { AESTHETIC_LEXICONS, AESTHETIC_TEMPLATES } from "./banks/aesthetic";
import { BUSINESS_LEXICONS, BUSINESS_TEMPLATES } from "./banks/business";
import { BUSINESS_PERSONAS } from "./banks/business-personas";
import { CTA_LEXICONS, CTA_TEMPLATES } from "./banks/calls-to-action";
import { COOL_LEXICONS, COOL_TEMPLATES } from "./banks/cool";
import { FUNNY_LEXICONS, FUNNY_TEMPLATES } from "./banks/funny";
import { CASUAL_LEXICONS, CASUAL_TEMPLATES } from "./banks/tone-casual";
import { CREATIVE_LEXICONS, CREATIVE_TEMPLATES } from "./banks/tone-creative";
import { PROFESSIONAL_LEXICONS, PROFESSIONAL_TEMPLATES } from "./banks/tone-professional";
import { UPLIFT_LEXICONS, UPLIFT_TEMPLATES } from "./banks/tone-uplift";
import type { Lexicons, Persona } from "./fill-template";
import { buildTemplates, type LineTemplate, type Role, type Voice } from "./templates";

export const TEMPLATES: readonly LineTemplate[] = buildTemplates([
  ...AESTHETIC_TEMPLATES,
  ...FUNNY_TEMPLATES,
  ...COOL_TEMPLATES,
  ...BUSINESS_TEMPLATES,
  ...PROFESSIONAL_TEMPLATES,
  ...CASUAL_TEMPLATES,
  ...UPLIFT_TEMPLATES,
  ...CREATIVE_TEMPLATES,
  ...CTA_TEMPLATES,
]);

function mergeLexicons(...sources: Readonly<Record<string, readonly string[]>>[]): Lexicons {
  const merged: Record<string, readonly string[]> = {};
  for (const source of sources) {
    for (const [name, entries] of Object.entries(source)) {
      // Two banks defining one name would silently shadow each other; fail loudly instead.
      if (name in merged) throw new Error(`Lexicon "${name}" is defined twice`);
      merged[name] = entries;
    }
  }
  return merged;
}

export const LEXICONS: Lexicons = mergeLexicons(
  AESTHETIC_LEXICONS,
  FUNNY_LEXICONS,
  COOL_LEXICONS,
  BUSINESS_LEXICONS,
  PROFESSIONAL_LEXICONS,
  CASUAL_LEXICONS,
  UPLIFT_LEXICONS,
  CREATIVE_LEXICONS,
  CTA_LEXICONS,
);

export const PERSONAS: readonly Persona[] = BUSINESS_PERSONAS;

const pools = new Map<string, readonly LineTemplate[]>();

/** The templates of a role that suit any of the voices, in bank order. */
export function templatesFor(voices: readonly Voice[], role: Role): readonly LineTemplate[] {
  const key = `${role}|${[...voices].sort().join(",")}`;
  let pool = pools.get(key);
  if (!pool) {
    const wanted = new Set<Voice>(voices);
    pool = TEMPLATES.filter((template) => template.role === role && template.voices.some((voice) => wanted.has(voice)));
    pools.set(key, pool);
  }
  return pool;
}
