/**
 * Line templates: one line of a bio with typed slots, written as text. A template declares what it
 * needs by the slots it uses, so it is only chosen when they can be filled well.
 *
 * Slot syntax, inside braces:
 *   {p}  {a p}           the visitor's profession (with "a"/"an")
 *   {i} {i2} {i3}        distinct interests as typed; {im} {im2} their singular modifier form
 *   {f}                  an interest one eats or drinks ("runs on {f}")
 *   {g}                  an interest that is an -ing activity ("{g} on weekends")
 *   {il}                 all remaining interests as a list ("coffee, hiking and dogs"; needs 2+)
 *   {t} {t2}             personality words; {ta} {ta2} only adjectives
 *   {sep}                a separator the style decides (" · " or " / ", "," in Clean Text)
 *   {name} {a name}      an entry of the lexicon `name` (see lexicon registry), with an article
 *   {name_*}             the lexicon for the persona's mode: {biz_cta_*} is biz_cta_shop for a shop
 *   {b.field} {a b.field} a field of the business persona drawn for the bio
 */
import type { BioType } from "../bio-type";
import type { Tone } from "../generation-options";

export type Role = "identity" | "substance" | "hook";
export type Voice = Tone | BioType;

export type SlotRef =
  | { readonly kind: "profession"; readonly article: boolean }
  | { readonly kind: "interest"; readonly index: number; readonly modifier: boolean }
  | { readonly kind: "fuel" }
  | { readonly kind: "activity" }
  | { readonly kind: "interestList" }
  | { readonly kind: "trait"; readonly index: number; readonly adjective: boolean }
  | { readonly kind: "separator" }
  | { readonly kind: "lexicon"; readonly name: string; readonly article: boolean }
  | { readonly kind: "persona"; readonly field: PersonaField; readonly article: boolean };

export type Part = { readonly text: string } | { readonly slot: SlotRef };

/** What a template asks of the visitor's words. */
export interface Needs {
  readonly profession: boolean;
  /** Plain interest slots ({i}, {i2}, …): the highest index used. */
  readonly interests: number;
  readonly fuel: boolean;
  readonly activity: boolean;
  readonly list: boolean;
  readonly traits: number;
  readonly adjectiveTraits: number;
  readonly persona: boolean;
  /** Any slot filled with the visitor's profession or interests. */
  readonly mentions: boolean;
}

export interface TemplateFlags {
  /** A motto that can stand as the quoted line of Quote Style. */
  readonly quote?: boolean;
  /** A call to action (starts with a verb of CALL_TO_ACTION_VERBS). */
  readonly cta?: boolean;
  /** Mystical wording (moon, stars, …), preferred for the Mystical style. */
  readonly mystical?: boolean;
  /**
   * Only used when the visitor gave words: a tone bank's line lent to a category page, which
   * with no visitor words should sound like its own bank (a business persona, not "Let's connect").
   */
  readonly wordsOnly?: boolean;
}

export interface LineTemplate {
  readonly id: number;
  readonly source: string;
  readonly role: Role;
  readonly voices: readonly Voice[];
  readonly parts: readonly Part[];
  readonly needs: Needs;
  readonly flags: TemplateFlags;
  /** Words in the fixed text, plus a guess of 1.5 per slot: used to shortlist for Minimalist. */
  readonly wordEstimate: number;
}

export type PersonaField = "kind" | "offer" | "audience" | "promise" | "craft" | "thing";

export const PERSONA_FIELDS: readonly PersonaField[] = ["kind", "offer", "audience", "promise", "craft", "thing"];

const SLOT = /\{([^{}]+)\}/gu;

function parseSlot(body: string): SlotRef {
  const match = /^(a )?(.+)$/u.exec(body.trim());
  const article = match?.[1] !== undefined;
  const name = match?.[2] ?? "";
  if (name === "p") return { kind: "profession", article };
  const interest = /^i(m)?([23])?$/u.exec(name);
  if (interest) return { kind: "interest", index: Number(interest[2] ?? 1), modifier: interest[1] === "m" };
  if (name === "f") return { kind: "fuel" };
  if (name === "g") return { kind: "activity" };
  if (name === "il") return { kind: "interestList" };
  const trait = /^t(a)?(2)?$/u.exec(name);
  if (trait) return { kind: "trait", index: Number(trait[2] ?? 1), adjective: trait[1] === "a" };
  if (name === "sep") return { kind: "separator" };
  const persona = /^b\.(\w+)$/u.exec(name);
  if (persona) {
    const field = persona[1] as PersonaField;
    if (!PERSONA_FIELDS.includes(field)) throw new Error(`Unknown persona field in {${body}}`);
    return { kind: "persona", field, article };
  }
  if (!/^[a-z][a-z0-9_]*\*?$/u.test(name)) throw new Error(`Bad slot {${body}}`);
  return { kind: "lexicon", name, article };
}

export function parseTemplateText(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(SLOT)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ slot: parseSlot(match[1] ?? "") });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

function needsOf(parts: readonly Part[]): Needs {
  let profession = false;
  let interests = 0;
  let fuel = false;
  let activity = false;
  let list = false;
  let traits = 0;
  let adjectiveTraits = 0;
  let persona = false;
  for (const part of parts) {
    if (!("slot" in part)) continue;
    const slot = part.slot;
    if (slot.kind === "profession") profession = true;
    else if (slot.kind === "interest") interests = Math.max(interests, slot.index);
    else if (slot.kind === "fuel") fuel = true;
    else if (slot.kind === "activity") activity = true;
    else if (slot.kind === "interestList") list = true;
    else if (slot.kind === "trait") {
      traits = Math.max(traits, slot.index);
      if (slot.adjective) adjectiveTraits = Math.max(adjectiveTraits, slot.index);
    } else if (slot.kind === "persona" || (slot.kind === "lexicon" && slot.name.endsWith("*"))) persona = true;
  }
  return {
    profession,
    interests,
    fuel,
    activity,
    list,
    traits,
    adjectiveTraits,
    persona,
    mentions: profession || interests > 0 || fuel || activity || list,
  };
}

function estimateWords(parts: readonly Part[]): number {
  let words = 0;
  for (const part of parts) {
    if ("slot" in part) words += part.slot.kind === "separator" ? 0 : part.slot.kind === "interestList" ? 4 : 1.5;
    else words += (part.text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
  }
  return words;
}

/** A group of templates as written in a bank: one role, the voices they suit, optional flags. */
export interface TemplateGroup {
  readonly role: Role;
  readonly voices: readonly Voice[];
  readonly flags?: TemplateFlags;
  readonly lines: readonly string[];
}

export function group(
  role: Role,
  voices: readonly Voice[],
  lines: readonly string[],
  flags: TemplateFlags = {},
): TemplateGroup {
  return { role, voices, lines, flags };
}

/** Parses every group into templates with stable ids (their order in `groups`). */
export function buildTemplates(groups: readonly TemplateGroup[]): LineTemplate[] {
  const templates: LineTemplate[] = [];
  for (const entry of groups) {
    for (const source of entry.lines) {
      const parts = parseTemplateText(source);
      templates.push({
        id: templates.length,
        source,
        role: entry.role,
        voices: entry.voices,
        parts,
        needs: needsOf(parts),
        flags: entry.flags ?? {},
        wordEstimate: estimateWords(parts),
      });
    }
  }
  return templates;
}

/** The lexicon names a template refers to, to check every one exists. */
export function lexiconNamesOf(template: LineTemplate): string[] {
  return template.parts.flatMap((part) => ("slot" in part && part.slot.kind === "lexicon" ? [part.slot.name] : []));
}
