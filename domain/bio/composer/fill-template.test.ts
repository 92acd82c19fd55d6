import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { splitSentences, tokenizeWords } from "../similarity";

import { LEXICONS, PERSONAS, TEMPLATES } from "./bank-registry";
import {
  type BioState,
  canFill,
  createBioState,
  createLexiconView,
  type EntryKind,
  type FillSettings,
  fillTemplate,
  fitsInterestSlot,
} from "./fill-template";
import { createRandom } from "./random";
import type { LineTemplate } from "./templates";
import { readVisitorWords, type VisitorTerm } from "./visitor-words";

const INTERESTS = [
  "coffee",
  "hiking",
  "dogs",
  "the beach",
  "Paris",
  "k-pop",
  "写真",
  "board games",
  "pizza",
  "yoga",
  "running",
  "true crime podcasts",
  "sunsets",
];

const words = readVisitorWords({
  interests: INTERESTS,
  profession: "photographer",
  personality: ["calm", "night owl", "driven"],
});

const LEXICON_TEMPLATES = TEMPLATES.filter((template) => /\{(?:a )?[a-z][a-z0-9_]*\*?\}/u.test(template.source));

/** A made-up judgement of every entry, different per `salt`: what a request's history would decide. */
function classifyBy(salt: number): (entry: string) => EntryKind {
  return (entry) => {
    let hash = salt;
    for (let index = 0; index < entry.length; index += 1) hash = Math.imul(hash ^ entry.charCodeAt(index), 16777619);
    const kinds: EntryKind[] = ["fresh", "usable", "rejected"];
    return kinds[(hash >>> 0) % 3] ?? "fresh";
  };
}

describe("drawing lexicon entries through a request's view of the lexicon", () => {
  it("fills every line exactly as judging entry by entry does: same text, same draws, same random numbers", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEXICON_TEMPLATES),
        fc.integer(),
        fc.integer(),
        fc.boolean(),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (template, seed, salt, freshOnly, lowercase, shownShare) => {
          const classify = classifyBy(salt);
          // Entries shown earlier in the answer: a share of every lexicon, picked by the salt too.
          const shown = new Set(
            Object.values(LEXICONS)
              .flat()
              .filter((entry, index) => ((index * 2654435761 + salt) >>> 0) % 1000 < shownShare * 1000),
          );
          const views = new Map<string, ReturnType<typeof createLexiconView>>();
          const fill = (withView: boolean) => {
            const rng = createRandom(seed);
            const state = createBioState(words, rng, rng.pick(PERSONAS));
            const settings: FillSettings = {
              words,
              lexicons: LEXICONS,
              rng,
              lowercase,
              separator: " · ",
              batchUsed: shown,
              freshOnly,
              rejectEntry: (entry) => classify(entry) === "rejected",
              classifyEntry: classify,
              ...(withView
                ? {
                    lexiconView: (name: string, entries: readonly string[]) => {
                      let view = views.get(name);
                      if (!view) {
                        view = createLexiconView(entries, classify);
                        views.set(name, view);
                      }
                      return view;
                    },
                  }
                : {}),
            };
            const line = canFill(template, words, state) ? fillTemplate(template, settings, state) : undefined;
            // The line's words per sentence, read without splitting when no sentence can end in it.
            if (line) expect(line.sentenceWords).toEqual(splitSentences(line.text).map(tokenizeWords));
            return { text: line?.text, drawn: line?.state.drawn, next: rng.next() };
          };
          expect(fill(true)).toEqual(fill(false));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("lists each kind's positions in order", () => {
    const view = createLexiconView(["a", "b", "c", "d"], (entry) =>
      entry === "b" ? "rejected" : entry === "c" ? "usable" : "fresh",
    );
    expect([...view.kinds]).toEqual([0, 2, 1, 0]);
    expect([...view.fresh]).toEqual([0, 3]);
    expect([...view.usable]).toEqual([0, 2, 3]);
  });
});

describe("canFill", () => {
  /** The rule canFill applies to interests: each slot, most constrained first, takes the first free term that fits. */
  function interestsFit(template: LineTemplate, remaining: readonly VisitorTerm[]): boolean {
    const taken = new Set<VisitorTerm>();
    for (const slot of template.needs.interestSlots) {
      const term = remaining.find(
        (candidate) =>
          !taken.has(candidate) && fitsInterestSlot(candidate, slot.form, slot.labelSafe, template.needs.leisure),
      );
      if (!term) return false;
      taken.add(term);
    }
    const listable = remaining.filter((term) => !taken.has(term) && term.latin && term.kind !== "place");
    return !template.needs.list || listable.length >= 2;
  }

  const interestTemplates = TEMPLATES.filter(
    (template) =>
      (template.needs.interestSlots.length > 0 || template.needs.list) &&
      !template.needs.profession &&
      !template.needs.persona &&
      template.needs.service.length === 0 &&
      template.needs.traitSlots.length === 0,
  );

  it("has templates with interest slots and lists to check", () => {
    expect(interestTemplates.some((template) => template.needs.list)).toBe(true);
    expect(interestTemplates.some((template) => template.needs.interestSlots.length > 1)).toBe(true);
  });

  it("finds terms for the interest slots exactly when the greedy rule does", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...interestTemplates),
        fc.subarray([...words.interests]),
        fc.integer(),
        (template, remaining, seed) => {
          const state: BioState = {
            ...createBioState(words, createRandom(seed), undefined),
            remainingInterests: [...remaining],
          };
          expect(canFill(template, words, state)).toBe(interestsFit(template, remaining));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
