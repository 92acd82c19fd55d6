import { describe, expect, it } from "vitest";

import { BIO_TYPES } from "../bio-type";
import { TONES } from "../generation-options";
import { tokenizeWords } from "../similarity";
import { CALL_TO_ACTION_VERBS, DECORATIVE_SYMBOLS, isCallToActionLine } from "../style-rules";
import { isEmojiGrapheme, splitGraphemes } from "../../text/graphemes";

import { LEXICONS, PERSONAS, TEMPLATES, templatesFor } from "./bank-registry";
import { PERSONA_MODES } from "./banks/business";
import { canFill, createBioState, fillTemplate } from "./fill-template";
import { createRandom } from "./random";
import { lexiconNamesOf, PERSONA_FIELDS, type Voice } from "./templates";
import { readVisitorWords } from "./visitor-words";

/** Every lexicon a template can reach, with {name_*} expanded to each persona mode. */
function referencedLexicons(): Set<string> {
  const names = new Set<string>();
  const visit = (name: string): void => {
    const expanded = name.endsWith("*") ? PERSONA_MODES.map((mode) => `${name.slice(0, -1)}${mode}`) : [name];
    for (const each of expanded) {
      if (names.has(each)) continue;
      names.add(each);
      for (const entry of LEXICONS[each] ?? [])
        for (const match of entry.matchAll(/\{(?:a )?([a-z][a-z0-9_]*\*?)\}/gu)) visit(match[1] ?? "");
    }
  };
  for (const template of TEMPLATES) for (const name of lexiconNamesOf(template)) visit(name);
  return names;
}

const ALL_TEXT = [
  ...TEMPLATES.map((template) => template.source),
  ...Object.values(LEXICONS).flat(),
  ...PERSONAS.flatMap((persona) => PERSONA_FIELDS.flatMap((field) => persona[field])),
];

describe("the banks", () => {
  it("refer only to lexicons that exist, and every lexicon is used", () => {
    const referenced = referencedLexicons();
    for (const name of referenced) expect(LEXICONS[name], name).toBeDefined();
    for (const name of Object.keys(LEXICONS)) expect(referenced.has(name), `unused lexicon ${name}`).toBe(true);
  });

  it("hold no duplicate entries within a lexicon", () => {
    for (const [name, entries] of Object.entries(LEXICONS)) {
      expect(new Set(entries.map((entry) => entry.toLowerCase())).size, name).toBe(entries.length);
    }
  });

  it("leave emoji and decorative symbols to the styles", () => {
    const templateAndLexiconText = [...TEMPLATES.map((template) => template.source), ...Object.values(LEXICONS).flat()];
    for (const text of templateAndLexiconText) {
      const graphemes = splitGraphemes(text);
      expect(graphemes.some(isEmojiGrapheme), text).toBe(false);
      // A down arrow ("↓") is a call-to-action pointer, allowed in call-to-action endings only.
      expect(
        graphemes.some((grapheme) => DECORATIVE_SYMBOLS.has(grapheme) && grapheme !== "|"),
        text,
      ).toBe(false);
    }
  });

  it("hold no placeholders, links, e-mail addresses, handles or double quotes", () => {
    for (const text of ALL_TEXT) {
      expect(text, text).not.toMatch(/https?:|www\.|\.com\b|@|\[|\]|lorem|TODO|xxx|"/iu);
    }
  });

  it("write no generic superlatives or third person", () => {
    for (const text of ALL_TEXT) {
      expect(text, text).not.toMatch(
        /passionate about|world-class|award-winning|best in the|\bhe is\b|\bshe is\b|\bthey are\b/iu,
      );
    }
  });

  it("start every call to action with an action verb", () => {
    const settings = {
      words: readVisitorWords({ interests: ["coffee", "hiking"], profession: "nurse", personality: ["calm"] }),
      lexicons: LEXICONS,
      lowercase: false,
      separator: " · ",
      batchUsed: new Set<string>(),
      freshOnly: false,
    };
    for (const template of TEMPLATES.filter((candidate) => candidate.flags.cta)) {
      const first =
        tokenizeWords(
          template.source.replace(/\{[^}]*\}/gu, (slot) =>
            slot.startsWith("{biz_verb") || slot.startsWith("{cool_cta_verb") || slot.startsWith("{bizw_verb")
              ? "book"
              : "x",
          ),
        )[0] ?? "";
      expect(CALL_TO_ACTION_VERBS.has(first) || template.source.startsWith("{"), template.source).toBe(true);
      for (let seed = 0; seed < 12; seed += 1) {
        const rng = createRandom(seed);
        const persona = rng.pick(PERSONAS);
        const state = createBioState(settings.words, rng, persona);
        if (!canFill(template, settings.words, state)) continue;
        const line = fillTemplate(template, { ...settings, rng }, state);
        if (line) expect(isCallToActionLine(line.text), line.text).toBe(true);
      }
    }
  });

  it("give every persona something in every field", () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(40);
    for (const persona of PERSONAS) {
      for (const field of PERSONA_FIELDS)
        expect(persona[field].length, `${persona.kind[0]} ${field}`).toBeGreaterThan(0);
      expect(persona.hashtags.every((tag) => /^#[\p{Ll}\p{N}]+$/u.test(tag))).toBe(true);
    }
  });

  it("give every tone and bio type lines for every role", () => {
    const voices: Voice[] = [...TONES, ...BIO_TYPES];
    for (const voice of voices) {
      for (const role of ["identity", "substance", "hook"] as const) {
        expect(templatesFor([voice], role).length, `${voice} ${role}`).toBeGreaterThan(role === "substance" ? 5 : 8);
      }
    }
  });

  it("let every tone name a visitor who gave only a profession, or only interests", () => {
    const professionOnly = readVisitorWords({ interests: [], profession: "nurse", personality: [] });
    const interestsOnly = readVisitorWords({ interests: ["coffee"], profession: "", personality: [] });
    for (const tone of TONES) {
      for (const words of [professionOnly, interestsOnly]) {
        const state = createBioState(words, createRandom(1), undefined);
        const fitting = templatesFor([tone], "identity").filter(
          (template) => template.needs.mentions && canFill(template, words, state),
        );
        expect(fitting.length, `${tone}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
