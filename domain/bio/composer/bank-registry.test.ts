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
import { type LineTemplate, lexiconNamesOf, parseTemplateText, PERSONA_FIELDS, type Voice } from "./templates";
import { readVisitorWords } from "./visitor-words";

/** Every lexicon reachable from these templates, with {name_*} expanded to each persona mode. */
function reachableLexicons(templates: readonly LineTemplate[]): Set<string> {
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
  for (const template of templates) for (const name of lexiconNamesOf(template)) visit(name);
  return names;
}

const ALL_TEXT = [
  ...TEMPLATES.map((template) => template.source),
  ...Object.values(LEXICONS).flat(),
  ...PERSONAS.flatMap((persona) => PERSONA_FIELDS.flatMap((field) => persona[field])),
];

/** Templates the main page may draw: none of a category page's own. */
const MAIN_PAGE_TEMPLATES = TEMPLATES.filter((template) => !template.flags.page);

describe("the banks", () => {
  it("refer only to lexicons that exist, and every lexicon is used", () => {
    const referenced = reachableLexicons(TEMPLATES);
    for (const name of referenced) expect(LEXICONS[name], name).toBeDefined();
    for (const name of Object.keys(LEXICONS)) expect(referenced.has(name), `unused lexicon ${name}`).toBe(true);
  });

  it("hold no duplicate entries within a lexicon, and no visitor slots inside an entry", () => {
    for (const [name, entries] of Object.entries(LEXICONS)) {
      expect(new Set(entries.map((entry) => entry.toLowerCase())).size, name).toBe(entries.length);
      // Visitor words are placed by the template's own slots; an entry is filled after them.
      for (const entry of entries)
        expect(entry, name).not.toMatch(/\{(?:a )?(?:p|i[23m]?|im2|[fgvn]|pl|loc|il|t[anqv]?2?|s\.\w+)\}/u);
    }
  });

  it("leave emoji and decorative symbols to the styles", () => {
    const templateAndLexiconText = [...TEMPLATES.map((template) => template.source), ...Object.values(LEXICONS).flat()];
    for (const text of templateAndLexiconText) {
      const graphemes = splitGraphemes(text);
      expect(graphemes.some(isEmojiGrapheme), text).toBe(false);
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
    const words = readVisitorWords({
      interests: ["coffee", "hiking"],
      profession: "photographer",
      personality: ["calm"],
    });
    const settings = {
      words,
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
            /^\{(?:cool_cta_verb|b\.action|s\.cta)/u.test(slot) ? "book" : "x",
          ),
        )[0] ?? "";
      expect(CALL_TO_ACTION_VERBS.has(first) || template.source.startsWith("{"), template.source).toBe(true);
      for (let seed = 0; seed < 12; seed += 1) {
        const rng = createRandom(seed);
        const persona = rng.pick(PERSONAS);
        const state = createBioState(words, rng, persona);
        if (!canFill(template, words, state)) continue;
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
        expect(templatesFor([voice], role).length, `${voice} ${role}`).toBeGreaterThan(role === "substance" ? 8 : 12);
      }
    }
  });

  it("give every main-page tone enough quoted mottos and calls to action for a page of six", () => {
    for (const tone of TONES) {
      const hooks = templatesFor([tone], "hook").filter((template) => !template.flags.page);
      expect(hooks.filter((template) => template.flags.quote).length, `${tone} quotes`).toBeGreaterThanOrEqual(6);
      expect(hooks.filter((template) => template.flags.cta).length, `${tone} calls to action`).toBeGreaterThanOrEqual(
        4,
      );
    }
  });

  it("let every tone name a visitor who gave only a profession, or only one interest, six ways", () => {
    const professionOnly = readVisitorWords({ interests: [], profession: "nurse", personality: [] });
    const interestOnly = readVisitorWords({ interests: ["coffee"], profession: "", personality: [] });
    for (const tone of TONES) {
      for (const words of [professionOnly, interestOnly]) {
        const state = createBioState(words, createRandom(1), undefined);
        const openers = new Set(
          templatesFor([tone], "identity")
            .filter(
              (template) =>
                !template.flags.page &&
                !template.flags.otherScript &&
                template.needs.mentions &&
                canFill(template, words, state),
            )
            // Lines that open with the visitor's word all open the same way for one visitor.
            .map((template) => template.opener || "the visitor's word"),
        );
        expect(openers.size, `${tone} ${words.profession ? "profession" : "interest"}`).toBeGreaterThanOrEqual(6);
      }
    }
  });
});

describe("the main page's banks claim nothing the visitor did not give", () => {
  // Foods, drinks, pets and hobbies: on the main page these come only from the visitor's words.
  const FACTS =
    /\b(?:coffee|tea|matcha|latte|espresso|wine|beer|cocktails?|pizza|tacos?|sushi|snacks?|cheese|chocolate|croissants?|donuts?|brunch|cake|cookies?|fries|cereal|dogs?|cats?|puppy|kitten|pets?|plants?|houseplants?|books?|novels?|knitting|yoga|hiking|gym|karaoke|thrifting|vinyl|polaroids?|picnics?|gardening|baking|podcasts?|netflix|gaming|anime|surfing|camping|candles?|naps?|sketchbooks?|board games?|road trips?|playlists?)\b/iu;

  it("their templates reach no category page's lexicon", () => {
    const pageOnly = new Set(
      [...reachableLexicons(TEMPLATES.filter((template) => template.flags.page))].filter(
        (name) => !reachableLexicons(MAIN_PAGE_TEMPLATES).has(name),
      ),
    );
    expect(pageOnly.size).toBeGreaterThan(20);
    for (const name of reachableLexicons(MAIN_PAGE_TEMPLATES)) expect(pageOnly.has(name), name).toBe(false);
  });

  it("their own words name no food, drink, pet or hobby", () => {
    const texts = [
      ...MAIN_PAGE_TEMPLATES.map((template) => template.source.replace(/\{[^}]*\}/gu, " ")),
      ...[...reachableLexicons(MAIN_PAGE_TEMPLATES)].flatMap((name) => LEXICONS[name] ?? []),
    ];
    for (const text of texts) expect(text, text).not.toMatch(FACTS);
  });
});

describe("label lines", () => {
  const labelSafe = (source: string): boolean[] =>
    parseTemplateText(source).flatMap((part) =>
      "slot" in part && "labelSafe" in part.slot ? [part.slot.labelSafe] : [],
    );

  it("are lines of the visitor's words and separators only, where another script reads naturally", () => {
    expect(labelSafe("{p} {sep} {i} {sep} {i2}")).toEqual([true, true, true]);
    expect(labelSafe("{i} + {i2}")).toEqual([true, true]);
    expect(labelSafe("{p}, {pro_proof}")).toEqual([false]);
    expect(labelSafe("into {i}")).toEqual([false]);
    expect(labelSafe("{im} person")).toEqual([false]);
  });
});
