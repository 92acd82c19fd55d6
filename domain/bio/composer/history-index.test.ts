import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { BIO_TYPES } from "../bio-type";
import { normalizeForHistory } from "../history";
import { normalizeSentence, sentenceLength, sentenceSimilarity, splitSentences, tokenizeWords } from "../similarity";
import {
  AESTHETIC_MIN_SENTENCE_LENGTH,
  AESTHETIC_SENTENCE_SIMILARITY_MAX,
  isUniqueAgainstHistory,
  isUniqueInBatch,
  MIN_SENTENCE_LENGTH,
  profileBio,
  SENTENCE_SIMILARITY_MAX,
} from "../uniqueness";

import { cachedProfile, createAnswerChecker, createHistoryIndex, lineKey, rememberProfile } from "./history-index";

// A small vocabulary, so random bios share words, phrases, keywords, emoji and near-identical
// sentences often enough to exercise every rule on both sides of its threshold.
const WORDS = [
  "soft",
  "moon",
  "coffee",
  "nurse",
  "hiking",
  "the",
  "and",
  "of",
  "golden",
  "dreamy",
  "snack",
  "critic",
  "by",
  "day",
  "night",
  "sunsets",
  "wild",
  "hearts",
  "stars",
  "a",
  "i",
  "love",
];
const EMOJI = ["☕", "🌙", "✨", "🥾", "🩺", "🌸"];

const lineArbitrary = fc
  .tuple(
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 7 }),
    fc.option(fc.constantFrom(...EMOJI), { nil: undefined }),
    fc.constantFrom("", ".", "!"),
  )
  .map(([words, emoji, end]) => `${words.join(" ")}${end}${emoji ? ` ${emoji}` : ""}`);
const bioArbitrary = fc.array(lineArbitrary, { minLength: 1, maxLength: 3 }).map((lines) => lines.join("\n"));

describe("createHistoryIndex", () => {
  it("accepts exactly the bios isUniqueAgainstHistory accepts, for every bio type", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BIO_TYPES),
        fc.array(bioArbitrary, { maxLength: 8 }),
        fc.array(bioArbitrary, { minLength: 1, maxLength: 6 }),
        (bioType, history, candidates) => {
          const index = createHistoryIndex(history, bioType);
          for (const candidate of candidates) {
            expect(index.accepts(profileBio(candidate))).toBe(isUniqueAgainstHistory(candidate, history, bioType));
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 30_000);

  it("accepts a previous bio's near-copy only when the rules do", () => {
    const history = ["Nurse by day, snack critic by night ☕\nHiking on weekends\nStay golden"];
    for (const bioType of BIO_TYPES) {
      const index = createHistoryIndex(history, bioType);
      for (const candidate of [
        history[0] ?? "",
        "nurse by day, snack critic by night ☕\nhiking on weekends\nstay golden",
        "Totally different words here\nNothing shared at all",
      ]) {
        expect(index.accepts(profileBio(candidate))).toBe(isUniqueAgainstHistory(candidate, history, bioType));
      }
    }
  });

  it("only reports lines that sink every bio holding them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BIO_TYPES),
        fc.array(bioArbitrary, { minLength: 1, maxLength: 6 }),
        lineArbitrary,
        bioArbitrary,
        (bioType, history, line, rest) => {
          const index = createHistoryIndex(history, bioType);
          if (index.rejectsLine(line)) expect(isUniqueAgainstHistory(`${line}\n${rest}`, history, bioType)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("finds a too-similar sentence exactly as comparing every pair does, asked once or again", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BIO_TYPES),
        fc.array(bioArbitrary, { minLength: 1, maxLength: 8 }),
        fc.array(lineArbitrary, { minLength: 1, maxLength: 6 }),
        (bioType, history, lines) => {
          const index = createHistoryIndex(history, bioType);
          const [max, minLength] =
            bioType === "aesthetic"
              ? [AESTHETIC_SENTENCE_SIMILARITY_MAX, AESTHETIC_MIN_SENTENCE_LENGTH]
              : [SENTENCE_SIMILARITY_MAX, MIN_SENTENCE_LENGTH];
          const longEnough = (sentence: string): boolean => sentence !== "" && sentenceLength(sentence) > minLength;
          const previous = history.flatMap((bio) => profileBio(bio).sentences).filter(longEnough);
          // Each line twice: the second answer comes from the index's memory of the first.
          for (const line of [...lines, ...lines]) {
            const expected = splitSentences(line)
              .map(normalizeSentence)
              .filter(longEnough)
              .some((sentence) => previous.some((other) => sentenceSimilarity(sentence, other) > max));
            expect(index.hasSimilarSentence(line)).toBe(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reads a bio the composer remembered as it reads one profiled afresh", () => {
    fc.assert(
      fc.property(fc.constantFrom(...BIO_TYPES), bioArbitrary, bioArbitrary, (bioType, remembered, candidate) => {
        rememberProfile(profileBio(remembered));
        const cached = cachedProfile(remembered);
        const fresh = profileBio(remembered);
        expect([cached.normalized, cached.words, cached.sentences, cached.emoji]).toEqual([
          fresh.normalized,
          fresh.words,
          fresh.sentences,
          fresh.emoji,
        ]);
        expect(createHistoryIndex([remembered], bioType).accepts(profileBio(candidate))).toBe(
          isUniqueAgainstHistory(candidate, [remembered], bioType),
        );
      }),
      { numRuns: 200 },
    );
  });

  it("without a bio type, rejects only exact and case or spacing repeats", () => {
    const index = createHistoryIndex(["Coffee  first\nThen hiking"], undefined);
    expect(index.accepts(profileBio("coffee first then hiking"))).toBe(false);
    expect(index.accepts(profileBio("Coffee first\nThen more hiking"))).toBe(true);
    expect(index.vocabulary.size).toBe(0);
  });

  it("reports the history's words and emoji for fresher choices", () => {
    const index = createHistoryIndex(["Golden moon ☕"], "aesthetic");
    expect([...index.vocabulary].sort()).toEqual(["golden", "moon"]);
    expect([...index.emoji]).toEqual(["☕"]);
  });
});

describe("the index's helpers for the composer", () => {
  it("finds a line of an avoided bio however it is cased or decorated", () => {
    const index = createHistoryIndex(["✨ Stay golden\nCoffee first"], "funny");
    expect(index.lines.has(lineKey("stay GOLDEN!"))).toBe(true);
    expect(index.lines.has(lineKey("Stay golden, friends"))).toBe(false);
    // Hashtag lines are not lines a reader would call repeated.
    expect(createHistoryIndex(["Hi\n#coffee #tea"], undefined).lines.has(lineKey("#coffee #tea"))).toBe(false);
  });

  it("keys plain ASCII lines exactly as normalizeSentence does", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."aBz09 '.,!?-#&\t:;\"()·✨é".split("")), maxLength: 40 }),
        (line) => {
          expect(lineKey(line)).toBe(normalizeSentence(line));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("prunes a bio being built once one avoided bio shares too many of its words", () => {
    const index = createHistoryIndex(["Coffee lover, hiking fan, quiet soul"], "funny");
    const empty = new Int32Array(0);
    const one = index.addOverlap(empty, ["coffee"], 1);
    expect(one).toBeDefined();
    // Two of a nine-word bio's words shared with one bio is above the 20% the funny rule allows.
    expect(index.addOverlap(one ?? empty, ["hiking"], 2)).toBeUndefined();
    // The same two words against an aesthetic history (30%) pass.
    const aesthetic = createHistoryIndex(["Coffee lover, hiking fan, quiet soul"], "aesthetic");
    expect(aesthetic.addOverlap(aesthetic.addOverlap(empty, ["coffee"], 1) ?? empty, ["hiking"], 2)).toBeDefined();
  });

  it("allows a line's words exactly when addOverlap can count them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BIO_TYPES),
        fc.array(bioArbitrary, { minLength: 1, maxLength: 8 }),
        fc.array(fc.uniqueArray(fc.constantFrom(...WORDS), { maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        (bioType, history, lines) => {
          const index = createHistoryIndex(history, bioType);
          let counts: Int32Array | undefined = new Int32Array(0);
          let size = 0;
          for (const words of lines) {
            if (!counts) break;
            size += words.length;
            const next = index.addOverlap(counts, words, size);
            expect(index.allowsOverlap(counts, words, size)).toBe(next !== undefined);
            counts = next;
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("judges fixed text by cached phrase keys exactly as by its words", () => {
    fc.assert(
      fc.property(fc.array(bioArbitrary, { minLength: 1, maxLength: 6 }), lineArbitrary, (history, line) => {
        const index = createHistoryIndex(history, "funny");
        const words = [tokenizeWords(line)];
        expect(index.hasRejectedFixedPhrase(line, words)).toBe(index.hasRejectedPhrase(words));
      }),
      { numRuns: 200 },
    );
  });
});

describe("createAnswerChecker", () => {
  it("takes a bio only when it is new against the history and unique in the answer so far", () => {
    const checker = createAnswerChecker(["Snack critic by day\nStay golden"], "funny");
    expect(checker.accept("Snack critic by day\nNap champion by night")).toBe(false);
    expect(checker.accept("Professional overthinker\nPowered by tacos")).toBe(true);
    // The same bio again breaks the batch rules against the one just taken.
    expect(checker.accept("Professional overthinker\nPowered by tacos")).toBe(false);
    expect(checker.accept("Chaos coordinator\nSend memes")).toBe(true);
  });

  it("agrees with the spec's functions on random bios", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BIO_TYPES, undefined),
        fc.array(bioArbitrary, { maxLength: 5 }),
        fc.array(bioArbitrary, { minLength: 1, maxLength: 5 }),
        (bioType, history, candidates) => {
          const checker = createAnswerChecker(history, bioType);
          const kept: string[] = [];
          for (const candidate of candidates) {
            const fresh = bioType
              ? isUniqueAgainstHistory(candidate, history, bioType)
              : !history.some((previous) => normalizeForHistory(previous) === normalizeForHistory(candidate));
            const expected = fresh && isUniqueInBatch(candidate, kept);
            expect(checker.accept(candidate)).toBe(expected);
            if (expected) kept.push(candidate);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
