/**
 * Line templates: one line of a bio with typed slots, written as text. A template declares what it
 * needs by the slots it uses, so it is only chosen when they can be filled well.
 *
 * Slot syntax, inside braces:
 *   {p}  {a p}           the visitor's profession, in one of its forms (with "a"/"an")
 *   {i} {i2} {i3}        distinct interests as typed, used as noun phrases ("into {i}")
 *   {im} {im2}           an interest's modifier form, for compounds ("{dog} person"); short,
 *                        Latin-script terms only
 *   {n}                  a subject or a name, not an activity, food or place ("fluent in {n}")
 *   {f}                  something one eats or drinks ("runs on {f}")
 *   {g}                  an -ing activity ("{g} on weekends")
 *   {v}                  an activity, food or place: something to spend time on ("weekends are for {v}")
 *   {pl}                 a plural thing that is not an activity ("collector of {pl}")
 *   {loc}                a place with its preposition ("happiest {at the beach}")
 *   {il}                 two or three remaining interests as a list ("coffee, hiking and dogs")
 *   {t} {t2}             personality words as they are, where they stand alone ("{t} · {p}")
 *   {ta} {ta2}           adjective form ("{calm} nurse"); {tn} a noun for a person ("night owl");
 *   {tq}                 a quality ("with {dry humor}"); {tv} a verb phrase ("who {loves puns}")
 *   {sep}                a separator the style decides (" · " or " / ", "," in Clean Text)
 *   {s.offer} {s.cta} {s.audience}  the service the visitor's profession offers (professions.ts)
 *   {name} {a name}      an entry of the lexicon `name` (see lexicon registry), with an article
 *   {name_*}             the lexicon for the persona's mode: {biz_cta_*} is biz_cta_shop for a shop
 *   {b.field} {a b.field} a field of the business persona drawn for the bio
 *   {b.action}           a call to action on the persona's `thing`, its verb chosen to fit it
 *
 * A visitor slot between separators or line edges ("{p} · {i}") is label-safe: a term in another
 * script (デザイナー) reads naturally there, and only there.
 */
import type { BioType } from "../bio-type";
import type { Tone } from "../generation-options";

import { wordStem } from "./grammar";

export type Role = "identity" | "substance" | "hook";
export type Voice = Tone | BioType;

export type InterestForm = "any" | "modifier" | "topic" | "food" | "gerund" | "doing" | "plural" | "place";
export type TraitForm = "any" | "adjective" | "person" | "quality" | "verb";
export type ServiceField = "offer" | "cta" | "audience";

export interface InterestSlotNeed {
  readonly form: InterestForm;
  readonly labelSafe: boolean;
  readonly position: number;
}

export type SlotRef =
  | { readonly kind: "profession"; readonly article: boolean; readonly labelSafe: boolean }
  | {
      readonly kind: "interest";
      /** 1, 2, 3 for {i} {i2} {i3}; 0 for the special forms ({f} {g} {v} {pl} {loc}). */
      readonly index: number;
      readonly form: InterestForm;
      readonly labelSafe: boolean;
      readonly article: boolean;
    }
  | { readonly kind: "interestList" }
  | {
      readonly kind: "trait";
      readonly index: number;
      readonly form: TraitForm;
      readonly labelSafe: boolean;
      readonly article: boolean;
    }
  | { readonly kind: "separator" }
  | { readonly kind: "lexicon"; readonly name: string; readonly article: boolean }
  | { readonly kind: "persona"; readonly field: PersonaField; readonly article: boolean }
  /** {b.action}: a call to action on the persona's `thing`, with a verb that fits it. */
  | { readonly kind: "personaAction" }
  | { readonly kind: "service"; readonly field: ServiceField; readonly article: boolean };

export type Part = { readonly text: string } | { readonly slot: SlotRef };

/** What a template asks of the visitor's words. */
export interface Needs {
  readonly profession: boolean;
  /** Interest slots, most constrained first; `position` is the slot's index in `parts`. */
  readonly interestSlots: readonly InterestSlotNeed[];
  readonly list: boolean;
  readonly traitSlots: readonly { readonly form: TraitForm; readonly labelSafe: boolean }[];
  readonly persona: boolean;
  readonly service: readonly ServiceField[];
  /** Any slot filled with the visitor's profession or interests. */
  readonly mentions: boolean;
  /** Any slot filled with a personality word. */
  readonly traits: boolean;
  /** A slot about time off ("weekends are for {v}"): never a work interest. */
  readonly leisure: boolean;
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
  /** Speaks about time off, so a work interest never fills it. */
  readonly leisure?: boolean;
  /** A category page's own line (examples that may name hobbies and foods): never on the main page. */
  readonly page?: boolean;
  /** Only for visitors who wrote in another script: a word standing alone as a whole line. */
  readonly otherScript?: boolean;
  /**
   * A label line ("{p} · {i}") may serve several bios of one answer: its words differ each time,
   * and for a visitor who wrote in another script it is the line that reads naturally.
   */
  readonly reusable?: boolean;
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
  /** Meaningful words the fixed text holds twice on purpose ("stay soft, stay slow"). */
  readonly repeatedOnPurpose: readonly string[];
  /** The first word of the line when the template starts with fixed text, lowercase; "" otherwise. */
  readonly opener: string;
  /** Characters of fixed text: no filled line is shorter. */
  readonly fixedLength: number;
}

export type PersonaField = "kind" | "offer" | "audience" | "promise" | "craft" | "thing";

export const PERSONA_FIELDS: readonly PersonaField[] = ["kind", "offer", "audience", "promise", "craft", "thing"];

const SLOT = /\{([^{}]+)\}/gu;

const INTEREST_FORMS: Readonly<Record<string, InterestForm>> = {
  n: "topic",
  f: "food",
  g: "gerund",
  v: "doing",
  pl: "plural",
  loc: "place",
};
const TRAIT_FORMS: Readonly<Record<string, TraitForm>> = {
  "": "any",
  a: "adjective",
  n: "person",
  q: "quality",
  v: "verb",
};

function parseSlot(body: string, labelSafe: boolean): SlotRef {
  const match = /^(a )?(.+)$/u.exec(body.trim());
  const article = match?.[1] !== undefined;
  const name = match?.[2] ?? "";
  if (name === "p") return { kind: "profession", article, labelSafe };
  const interest = /^i(m)?([23])?$/u.exec(name);
  if (interest) {
    return {
      kind: "interest",
      index: Number(interest[2] ?? 1),
      form: interest[1] === "m" ? "modifier" : "any",
      labelSafe: labelSafe && interest[1] !== "m" && !article,
      article,
    };
  }
  const special = INTEREST_FORMS[name];
  if (special) return { kind: "interest", index: 0, form: special, labelSafe: false, article };
  if (name === "il") return { kind: "interestList" };
  const trait = /^t([anqv])?(2)?$/u.exec(name);
  if (trait) {
    const form = TRAIT_FORMS[trait[1] ?? ""] ?? "any";
    return {
      kind: "trait",
      index: Number(trait[2] ?? 1),
      form,
      labelSafe: labelSafe && form === "any" && !article,
      article,
    };
  }
  if (name === "sep") return { kind: "separator" };
  if (name === "b.action") return { kind: "personaAction" };
  const persona = /^b\.(\w+)$/u.exec(name);
  if (persona) {
    const field = persona[1] as PersonaField;
    if (!PERSONA_FIELDS.includes(field)) throw new Error(`Unknown persona field in {${body}}`);
    return { kind: "persona", field, article };
  }
  const service = /^s\.(offer|cta|audience)$/u.exec(name);
  if (service) return { kind: "service", field: service[1] as ServiceField, article };
  if (!/^[a-z][a-z0-9_]*\*?$/u.test(name)) throw new Error(`Bad slot {${body}}`);
  return { kind: "lexicon", name, article };
}

/** Fixed text of a label line: separators and spaces only. */
const LABEL_TEXT = /^[\s.,:;·•|/+&–—-]*$/u;

export function parseTemplateText(text: string): Part[] {
  const raw: ({ text: string } | { body: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(SLOT)) {
    if (match.index > last) raw.push({ text: text.slice(last, match.index) });
    raw.push({ body: match[1] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < text.length) raw.push({ text: text.slice(last) });
  // A label line holds only the visitor's words and separators ("{p} · {i}"): there a word in
  // another script stands on its own. Any other text or lexicon slot makes the line a phrase.
  const VISITOR_SLOT = /^(?:p|i[23]?|t2?)$/u;
  const labelLine = raw.every((item) =>
    "text" in item ? LABEL_TEXT.test(item.text) : item.body === "sep" || VISITOR_SLOT.test(item.body.trim()),
  );
  return raw.map((item) => ("text" in item ? { text: item.text } : { slot: parseSlot(item.body, labelLine) }));
}

function needsOf(parts: readonly Part[], flags: TemplateFlags): Needs {
  let profession = false;
  const interestSlots: InterestSlotNeed[] = [];
  let list = false;
  const traitSlots: { form: TraitForm; labelSafe: boolean }[] = [];
  let persona = false;
  const service: ServiceField[] = [];
  for (const [position, part] of parts.entries()) {
    if (!("slot" in part)) continue;
    const slot = part.slot;
    if (slot.kind === "profession") profession = true;
    else if (slot.kind === "interest") interestSlots.push({ form: slot.form, labelSafe: slot.labelSafe, position });
    else if (slot.kind === "interestList") list = true;
    else if (slot.kind === "trait") traitSlots.push({ form: slot.form, labelSafe: slot.labelSafe });
    else if (slot.kind === "service") service.push(slot.field);
    else if (
      slot.kind === "persona" ||
      slot.kind === "personaAction" ||
      (slot.kind === "lexicon" && slot.name.endsWith("*"))
    )
      persona = true;
  }
  const rank = (form: InterestForm): number => (form === "any" ? 2 : form === "modifier" ? 1 : 0);
  return {
    profession,
    interestSlots: [...interestSlots].sort((a, b) => rank(a.form) - rank(b.form)),
    list,
    traitSlots,
    persona,
    service,
    mentions: profession || interestSlots.length > 0 || list,
    traits: traitSlots.length > 0,
    leisure: flags.leisure === true,
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

/** The opening word when the line starts with fixed text ("Hi, I'm {a p}" → "hi"). */
function staticOpener(parts: readonly Part[]): string {
  const first = parts[0];
  if (!first || !("text" in first)) return "";
  return (
    /^[^\p{L}\p{N}]*([\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)?)/u.exec(first.text.normalize("NFKC").toLowerCase())?.[1] ?? ""
  ).replace(/’/gu, "'");
}

/** Meaningful words (four letters or more) the fixed text holds twice: repetition on purpose. */
function repeatedWords(parts: readonly Part[]): string[] {
  const words = parts
    .flatMap((part) => ("text" in part ? (part.text.toLowerCase().match(/[\p{L}'’]{4,}/gu) ?? []) : []))
    .map(wordStem);
  return [...new Set(words.filter((word, index) => words.indexOf(word) !== index))];
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
        needs: needsOf(parts, entry.flags ?? {}),
        flags: entry.flags ?? {},
        wordEstimate: estimateWords(parts),
        repeatedOnPurpose: repeatedWords(parts),
        opener: staticOpener(parts),
        fixedLength: parts.reduce((length, part) => length + ("text" in part ? part.text.trim().length : 0), 0),
      });
    }
  }
  return templates;
}

/** The lexicon names a template refers to, to check every one exists. */
export function lexiconNamesOf(template: LineTemplate): string[] {
  return template.parts.flatMap((part) => ("slot" in part && part.slot.kind === "lexicon" ? [part.slot.name] : []));
}
