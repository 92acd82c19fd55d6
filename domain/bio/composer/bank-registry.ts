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
import { MAIN_AESTHETIC_LEXICONS, MAIN_AESTHETIC_TEMPLATES } from "./banks/main-aesthetic";
import { MAIN_CASUAL_LEXICONS, MAIN_CASUAL_TEMPLATES } from "./banks/main-casual";
import { MAIN_CREATIVE_LEXICONS, MAIN_CREATIVE_TEMPLATES } from "./banks/main-creative";
import { MAIN_FUNNY_LEXICONS, MAIN_FUNNY_TEMPLATES } from "./banks/main-funny";
import { MAIN_MINIMAL_LEXICONS, MAIN_MINIMAL_TEMPLATES } from "./banks/main-minimal";
import { MAIN_PROFESSIONAL_LEXICONS, MAIN_PROFESSIONAL_TEMPLATES } from "./banks/main-professional";
import { MAIN_SHARED_TEMPLATES } from "./banks/main-shared";
import { MAIN_UPLIFT_LEXICONS, MAIN_UPLIFT_TEMPLATES } from "./banks/main-uplift";
import type { Lexicons, Persona } from "./fill-template";
import { buildTemplates, type LineTemplate, type Role, type TemplateGroup, type Voice } from "./templates";

/** A category page's groups: examples that may name hobbies and foods, so never on the main page. */
function pageOnly(groups: readonly TemplateGroup[]): TemplateGroup[] {
  return groups.map((entry) => ({ ...entry, flags: { ...entry.flags, page: true } }));
}

export const TEMPLATES: readonly LineTemplate[] = buildTemplates([
  ...pageOnly(AESTHETIC_TEMPLATES),
  ...pageOnly(FUNNY_TEMPLATES),
  ...pageOnly(COOL_TEMPLATES),
  ...pageOnly(BUSINESS_TEMPLATES),
  ...pageOnly(CTA_TEMPLATES),
  ...MAIN_SHARED_TEMPLATES,
  ...MAIN_PROFESSIONAL_TEMPLATES,
  ...MAIN_CASUAL_TEMPLATES,
  ...MAIN_FUNNY_TEMPLATES,
  ...MAIN_UPLIFT_TEMPLATES,
  ...MAIN_CREATIVE_TEMPLATES,
  ...MAIN_AESTHETIC_TEMPLATES,
  ...MAIN_MINIMAL_TEMPLATES,
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
  CTA_LEXICONS,
  MAIN_PROFESSIONAL_LEXICONS,
  MAIN_CASUAL_LEXICONS,
  MAIN_FUNNY_LEXICONS,
  MAIN_UPLIFT_LEXICONS,
  MAIN_CREATIVE_LEXICONS,
  MAIN_AESTHETIC_LEXICONS,
  MAIN_MINIMAL_LEXICONS,
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
