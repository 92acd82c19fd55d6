import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { BIO_TYPES, type BioType } from "./bio-type";
import { normalizeForHistory } from "./history";
import { overlapRatio } from "./similarity";
import {
  AESTHETIC_EMOJI_OVERLAP_MAX,
  AESTHETIC_MIN_SENTENCE_LENGTH,
  AESTHETIC_MIN_SURVIVORS,
  AESTHETIC_SENTENCE_SIMILARITY_MAX,
  AESTHETIC_SHARED_KEYWORDS_MAX,
  AESTHETIC_TOP_UP_COUNT,
  AESTHETIC_WORD_OVERLAP_MAX,
  batchConflicts,
  batchWordOverlap,
  BATCH_PHRASE_LENGTH,
  BATCH_WORD_OVERLAP_MAX,
  containsOther,
  emojiOverlap,
  hasSimilarSentences,
  historyConflicts,
  isBatchWordOverlapAbove,
  isEmojiOverlapAbove,
  isMeaningfulWordOverlapAbove,
  isSameBio,
  isUniqueAgainstHistory,
  isUniqueInBatch,
  MAX_RESULTS,
  maxSentenceSimilarity,
  meaningfulWordOverlap,
  MIN_SENTENCE_LENGTH,
  profileBio,
  selectUniqueBios,
  SENTENCE_SIMILARITY_MAX,
  sharedAestheticKeywords,
  sharesAestheticPhrase,
  sharesBatchPhrase,
  sharesPhrase,
  sharesTooManyAestheticKeywords,
  WORD_OVERLAP_MAX,
} from "./uniqueness";

// Distinct content words, so each fixture controls exactly which words two bios share.
const NATO_10 = "alpha bravo charlie delta echo foxtrot golf hotel india juliet";
const OTHER_TYPES: readonly BioType[] = ["funny", "business", "cool"];

/** `same` shared leading characters, then differing ones. */
function similarPair(same: number, differ: number): [string, string] {
  return ["x".repeat(same) + "y".repeat(differ), "x".repeat(same) + "z".repeat(differ)];
}

describe("constants", () => {
  it("carry the spec's thresholds", () => {
    expect({
      AESTHETIC_WORD_OVERLAP_MAX,
      AESTHETIC_SHARED_KEYWORDS_MAX,
      AESTHETIC_SENTENCE_SIMILARITY_MAX,
      AESTHETIC_MIN_SENTENCE_LENGTH,
      AESTHETIC_EMOJI_OVERLAP_MAX,
      WORD_OVERLAP_MAX,
      SENTENCE_SIMILARITY_MAX,
      MIN_SENTENCE_LENGTH,
      BATCH_WORD_OVERLAP_MAX,
      BATCH_PHRASE_LENGTH,
      AESTHETIC_MIN_SURVIVORS,
      AESTHETIC_TOP_UP_COUNT,
      MAX_RESULTS,
    }).toEqual({
      AESTHETIC_WORD_OVERLAP_MAX: 0.3,
      AESTHETIC_SHARED_KEYWORDS_MAX: 2,
      AESTHETIC_SENTENCE_SIMILARITY_MAX: 0.6,
      AESTHETIC_MIN_SENTENCE_LENGTH: 0,
      AESTHETIC_EMOJI_OVERLAP_MAX: 0.5,
      WORD_OVERLAP_MAX: 0.2,
      SENTENCE_SIMILARITY_MAX: 0.7,
      MIN_SENTENCE_LENGTH: 10,
      BATCH_WORD_OVERLAP_MAX: 0.6,
      BATCH_PHRASE_LENGTH: 4,
      AESTHETIC_MIN_SURVIVORS: 3,
      AESTHETIC_TOP_UP_COUNT: 6,
      MAX_RESULTS: 6,
    });
  });
});

describe("profileBio", () => {
  it("reads words, sentences, phrases and emoji once", () => {
    const profile = profileBio("🌙 Moon child.\nSoft vibes ✨ only, don’t wake me");
    expect(profile.normalized).toBe("🌙 moon child. soft vibes ✨ only, don’t wake me");
    expect(profile.words).toEqual(["moon", "child", "soft", "vibes", "only", "don't", "wake", "me"]);
    expect(profile.meaningfulWords).toEqual(["moon", "child", "soft", "vibes", "wake"]);
    expect(profile.sentenceWords).toEqual([
      ["moon", "child"],
      ["soft", "vibes", "only", "don't", "wake", "me"],
    ]);
    expect(profile.sentences).toEqual(["moon child", "soft vibes only don't wake me"]);
    expect(profile.emoji).toEqual(["🌙", "✨"]);
  });
});

describe("history: exact or normalised match (every type)", () => {
  it.each([
    ["identical", "Coffee lover\nNight owl", "Coffee lover\nNight owl", true],
    ["case and whitespace differ", "  COFFEE lover \n\n Night   owl", "coffee lover night owl", true],
    ["punctuation differs", "Coffee lover!", "Coffee lover", false],
  ])("%s", (_name, a, b, same) => {
    expect(isSameBio(profileBio(a), profileBio(b))).toBe(same);
    for (const type of BIO_TYPES) {
      expect(historyConflicts(a, b, type).includes("same-bio")).toBe(same);
    }
  });

  it.each(BIO_TYPES)("%s: a bio is never unique against a history that holds it", (type) => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })), (bio) => {
        expect(isUniqueAgainstHistory(bio, [bio], type)).toBe(false);
        expect(isUniqueAgainstHistory(bio, [normalizeForHistory(bio)], type)).toBe(false);
      }),
    );
  });
});

describe("history, aesthetic: meaningful word overlap above 30% of the larger set", () => {
  it.each([
    [
      "3 of 10 shared: exactly 0.3 passes",
      NATO_10,
      "alpha kilo lima charlie mike november echo oscar papa quebec",
      0.3,
      [],
    ],
    [
      "4 of 10 shared: 0.4 rejects",
      NATO_10,
      "alpha kilo lima charlie mike november echo oscar golf quebec",
      0.4,
      ["word-overlap"],
    ],
    [
      "3 of 9 shared: 0.33 rejects",
      "alpha bravo charlie delta echo foxtrot golf hotel india",
      "alpha kilo lima charlie mike november echo oscar papa",
      1 / 3,
      ["word-overlap"],
    ],
    ["3 shared, larger set 10, smaller 5: 0.3 (not 0.6) passes", NATO_10, "alpha kilo charlie lima echo", 0.3, []],
    [
      "stop-words and short words do not count",
      "Alpha and the bravo of my charlie is in a delta ox echo",
      "Foxtrot of my golf is the hotel and a india ox juliet",
      0,
      [],
    ],
  ])("%s", (_name, a, b, ratio, conflicts) => {
    const [pa, pb] = [profileBio(a), profileBio(b)];
    expect(meaningfulWordOverlap(pa, pb)).toBe(ratio);
    expect(isMeaningfulWordOverlapAbove(pa, pb, AESTHETIC_WORD_OVERLAP_MAX)).toBe(conflicts.length > 0);
    expect(historyConflicts(a, b, "aesthetic")).toEqual(conflicts);
  });
});

describe("history, aesthetic: 3 or more shared aesthetic keywords", () => {
  const a = "dreamy alpha velvet bravo golden charlie delta echo foxtrot golf";
  it.each([
    ["2 shared passes", "dreamy kilo lima velvet mike november oscar papa quebec romeo", ["dreamy", "velvet"], []],
    [
      "3 shared rejects",
      "dreamy kilo lima velvet mike golden oscar papa quebec romeo",
      ["dreamy", "velvet", "golden"],
      ["aesthetic-keywords"],
    ],
  ])("%s", (_name, b, shared, conflicts) => {
    const [pa, pb] = [profileBio(a), profileBio(b)];
    expect(sharedAestheticKeywords(pa, pb)).toEqual(shared);
    expect(sharesTooManyAestheticKeywords(pa, pb)).toBe(conflicts.length > 0);
    // So only the keyword rule can be the reason.
    expect(meaningfulWordOverlap(pa, pb)).toBeLessThanOrEqual(AESTHETIC_WORD_OVERLAP_MAX);
    expect(historyConflicts(a, b, "aesthetic")).toEqual(conflicts);
  });
});

describe("history, aesthetic: any shared 2- or 3-word phrase", () => {
  it.each([
    ["a shared 2-word phrase rejects", NATO_10, "kilo lima mike november oscar papa quebec romeo alpha bravo", true],
    ["the same words apart do not", NATO_10, "kilo lima mike november bravo oscar papa quebec romeo alpha", false],
    [
      "phrases made only of stop-words do not count",
      "alpha bravo of the charlie delta echo foxtrot golf hotel",
      "kilo lima of the mike november oscar papa quebec romeo",
      false,
    ],
    [
      "a phrase with one content word counts",
      "alpha bravo the moon charlie delta echo foxtrot golf hotel",
      "kilo lima the moon mike november oscar papa quebec romeo",
      true,
    ],
    [
      "phrases do not cross line breaks or sentence ends",
      "golf kilo lima alpha\nbravo hotel mike november",
      "india oscar papa alpha.\nBravo juliet quebec romeo",
      false,
    ],
  ])("%s", (_name, a, b, rejects) => {
    expect(sharesAestheticPhrase(profileBio(a), profileBio(b))).toBe(rejects);
    expect(historyConflicts(a, b, "aesthetic")).toEqual(rejects ? ["shared-phrase"] : []);
  });

  it("a 3-word phrase rejects too", () => {
    expect(historyConflicts("alpha bravo at the moon", "charlie delta at the moon", "aesthetic")).toContain(
      "shared-phrase",
    );
  });
});

describe("history, aesthetic: sentence similarity above 0.6", () => {
  it.each([
    ["0.6 exactly passes", similarPair(60, 40), 0.6, []],
    ["0.61 rejects", similarPair(61, 39), 0.61, ["sentence-similarity"]],
    ["short sentences count for aesthetic (10 characters, 0.9)", similarPair(9, 1), 0.9, ["sentence-similarity"]],
  ])("%s", (_name, [a, b], similarity, conflicts) => {
    const [pa, pb] = [profileBio(a), profileBio(b)];
    expect(maxSentenceSimilarity(pa, pb, AESTHETIC_MIN_SENTENCE_LENGTH)).toBe(similarity);
    expect(hasSimilarSentences(pa, pb, AESTHETIC_SENTENCE_SIMILARITY_MAX, AESTHETIC_MIN_SENTENCE_LENGTH)).toBe(
      conflicts.length > 0,
    );
    expect(historyConflicts(a, b, "aesthetic")).toEqual(conflicts);
  });

  it("compares every pair of sentences and ignores case, punctuation and emoji", () => {
    const a = "Alpha bravo.\nChasing golden hour ✨";
    const b = "Kilo lima! CHASING GOLDEN HOURS";
    expect(maxSentenceSimilarity(profileBio(a), profileBio(b), 0)).toBe(19 / 20);
  });

  it("skips sentences with no letters or digits", () => {
    expect(maxSentenceSimilarity(profileBio("alpha\n🌙 ✨"), profileBio("bravo\n🌙 ✨"), 0)).toBeLessThan(0.6);
  });
});

describe("history, aesthetic: emoji overlap above 50%", () => {
  it.each([
    ["1 of 2 shared: exactly 0.5 passes", "alpha 🌙 ✨", "bravo 🌙 🌸", 0.5, []],
    ["2 of 3 shared rejects", "alpha 🌙 ✨", "bravo 🌙 ✨ 🌸", 2 / 3, ["emoji-overlap"]],
    ["3 of 5 shared: 0.6 rejects", "alpha 🌙✨🌸🦋🍓", "bravo 🌙✨🌸🌈🍒", 0.6, ["emoji-overlap"]],
    ["variants are the same emoji", "alpha ❤️", "bravo ❤", 1, ["emoji-overlap"]],
    ["0 when one bio has none", "alpha 🌙", "bravo", 0, []],
  ])("%s", (_name, a, b, ratio, conflicts) => {
    const [pa, pb] = [profileBio(a), profileBio(b)];
    expect(emojiOverlap(pa, pb)).toBe(ratio);
    expect(isEmojiOverlapAbove(pa, pb, AESTHETIC_EMOJI_OVERLAP_MAX)).toBe(conflicts.length > 0);
    expect(historyConflicts(a, b, "aesthetic")).toEqual(conflicts);
  });
});

describe.each(OTHER_TYPES)("history, %s", (type) => {
  describe("meaningful word overlap above 20%", () => {
    it.each([
      [
        "2 of 10 shared: exactly 0.2 passes",
        NATO_10,
        "alpha kilo lima charlie mike november oscar papa quebec romeo",
        0.2,
        [],
      ],
      [
        "2 of 9 shared: 0.22 rejects",
        "alpha bravo charlie delta echo foxtrot golf hotel india",
        "alpha juliet kilo lima charlie mike november oscar papa",
        2 / 9,
        ["word-overlap"],
      ],
    ])("%s", (_name, a, b, ratio, conflicts) => {
      const [pa, pb] = [profileBio(a), profileBio(b)];
      expect(meaningfulWordOverlap(pa, pb)).toBe(ratio);
      expect(isMeaningfulWordOverlapAbove(pa, pb, WORD_OVERLAP_MAX)).toBe(conflicts.length > 0);
      expect(historyConflicts(a, b, type)).toEqual(conflicts);
    });

    it("ignores stop-words and words of 2 characters or fewer", () => {
      const a = "Alpha and the bravo of my charlie is in a delta ox echo";
      const b = "Foxtrot of my golf is the hotel and a india ox juliet";
      const [pa, pb] = [profileBio(a), profileBio(b)];
      expect(overlapRatio(pa.words, pb.words)).toBe(7 / 13);
      expect(meaningfulWordOverlap(pa, pb)).toBe(0);
      expect(historyConflicts(a, b, type)).toEqual([]);
    });
  });

  describe("sentence similarity above 0.7, sentences over 10 characters", () => {
    it.each([
      ["0.7 exactly passes", similarPair(70, 30), 0.7, []],
      ["0.71 rejects", similarPair(71, 29), 0.71, ["sentence-similarity"]],
      ["10-character sentences are not compared", similarPair(9, 1), 0, []],
      ["11-character sentences are", similarPair(10, 1), 10 / 11, ["sentence-similarity"]],
      ["a pair is compared only when both sentences are long enough", ["xxxxxxxxxxy", "xxxxxxxxxx"], 0, []],
      ["punctuation does not count towards the length", ["xxxxxxxxxy!!!", "xxxxxxxxxz..."], 0, []],
    ])("%s", (_name, [a, b], similarity, conflicts) => {
      const [pa, pb] = [profileBio(a), profileBio(b)];
      expect(maxSentenceSimilarity(pa, pb, MIN_SENTENCE_LENGTH)).toBe(similarity);
      expect(hasSimilarSentences(pa, pb, SENTENCE_SIMILARITY_MAX, MIN_SENTENCE_LENGTH)).toBe(conflicts.length > 0);
      expect(historyConflicts(a, b, type)).toEqual(conflicts);
    });
  });

  describe("shared 2-word phrase without stop-words, or 3-word phrase", () => {
    it.each([
      [
        "a 2-word phrase over meaningful words rejects (coffee … code)",
        "coffee and code alpha bravo charlie delta echo foxtrot golf xray",
        "coffee or code hotel india juliet kilo lima mike november yankee",
        true,
      ],
      [
        "a 3-word phrase with a stop-word rejects (go to bed)",
        "I go to bed alpha bravo charlie delta",
        "we go to bed echo foxtrot golf hotel",
        true,
      ],
      [
        "a 3-word phrase of stop-words only does not",
        "alpha and i am in bravo charlie delta echo",
        "foxtrot and i am in golf hotel india juliet",
        false,
      ],
      [
        "shared words in another order do not",
        "coffee alpha code bravo charlie delta echo foxtrot golf xray",
        "code hotel coffee india juliet kilo lima mike november yankee",
        false,
      ],
    ])("%s", (_name, a, b, rejects) => {
      const [pa, pb] = [profileBio(a), profileBio(b)];
      expect(sharesPhrase(pa, pb)).toBe(rejects);
      expect(meaningfulWordOverlap(pa, pb)).toBeLessThanOrEqual(WORD_OVERLAP_MAX);
      expect(historyConflicts(a, b, type)).toEqual(rejects ? ["shared-phrase"] : []);
    });
  });

  it("has no keyword or emoji checks", () => {
    const a = "dreamy alpha velvet bravo golden charlie delta echo foxtrot golf hotel india juliet kilo lima 🌙 ✨";
    const b =
      "dreamy mike november velvet oscar papa golden quebec romeo sierra tango uniform victor whiskey xray 🌙 ✨";
    expect(historyConflicts(a, b, "aesthetic")).toEqual(["aesthetic-keywords", "emoji-overlap"]);
    expect(historyConflicts(a, b, type)).toEqual([]);
  });
});

describe("isUniqueAgainstHistory", () => {
  it("checks against every bio in any iterable history", () => {
    const bio = "alpha bravo charlie";
    function* history(): Generator<string> {
      yield "delta echo foxtrot";
      yield "ALPHA bravo\ncharlie";
    }
    expect(isUniqueAgainstHistory(bio, history(), "funny")).toBe(false);
    expect(isUniqueAgainstHistory(bio, new Set(["delta echo foxtrot", "golf hotel india"]), "funny")).toBe(true);
    expect(isUniqueAgainstHistory(bio, [], "aesthetic")).toBe(true);
  });

  it("uses the rules of the bio type", () => {
    // 3 of 10: fine for aesthetic (0.3), too many for the others (> 0.2).
    const previous = "alpha kilo lima charlie mike november echo oscar papa quebec";
    expect(isUniqueAgainstHistory(NATO_10, [previous], "aesthetic")).toBe(true);
    for (const type of OTHER_TYPES) {
      expect(isUniqueAgainstHistory(NATO_10, [previous], type)).toBe(false);
    }
  });
});

describe("batch rules", () => {
  it.each([
    [
      "3 of 5 words shared: exactly 0.6 passes",
      "alpha bravo charlie delta echo",
      "alpha charlie echo foxtrot golf",
      0.6,
      [],
    ],
    [
      "4 of 6 words shared rejects",
      "alpha bravo charlie delta echo foxtrot",
      "alpha charlie echo foxtrot golf hotel",
      4 / 6,
      ["word-overlap"],
    ],
    [
      "stop-words and short words count here",
      "is it the alpha or the bravo",
      "is it the charlie or the bravo",
      5 / 6,
      ["word-overlap"],
    ],
  ])("word overlap above 60%: %s", (_name, a, b, ratio, conflicts) => {
    const [pa, pb] = [profileBio(a), profileBio(b)];
    expect(batchWordOverlap(pa, pb)).toBe(ratio);
    expect(isBatchWordOverlapAbove(pa, pb)).toBe(conflicts.length > 0);
    expect(batchConflicts(a, b)).toEqual(conflicts);
  });

  it.each([
    ["a shared 4-word phrase rejects", "kilo bravo charlie delta echo lima mike november oscar papa", true],
    ["a shared 3-word phrase does not", "kilo bravo charlie delta lima mike november oscar papa quebec", false],
  ])("4-word phrase: %s", (_name, b, rejects) => {
    expect(sharesBatchPhrase(profileBio(NATO_10), profileBio(b))).toBe(rejects);
    expect(batchConflicts(NATO_10, b)).toEqual(rejects ? ["shared-phrase"] : []);
  });

  it("4-word phrase: one made only of stop-words does not count", () => {
    const a = "alpha and i am in bravo charlie delta echo foxtrot golf";
    const b = "hotel and i am in india juliet kilo lima mike november";
    expect(sharesBatchPhrase(profileBio(a), profileBio(b))).toBe(false);
    expect(batchConflicts(a, b)).toEqual([]);
  });

  it.each([
    ["shorter inside longer", "Coffee lover", "Coffee lover and night owl at heart"],
    ["longer around shorter", "Coffee lover and night owl at heart", "Coffee lover"],
    ["after normalising case and whitespace", "COFFEE\n  lover and night", "coffee lover and night owl at heart"],
  ])("containment: %s", (_name, a, b) => {
    expect(containsOther(profileBio(a), profileBio(b))).toBe(true);
    expect(batchConflicts(a, b)).toEqual(["containment"]);
  });

  it("containment: unrelated bios pass", () => {
    expect(containsOther(profileBio("Coffee lover"), profileBio("Tea lover"))).toBe(false);
  });

  it("isUniqueInBatch checks against every accepted bio", () => {
    expect(isUniqueInBatch(NATO_10, [])).toBe(true);
    expect(isUniqueInBatch(NATO_10, ["kilo lima", "mike november"])).toBe(true);
    expect(isUniqueInBatch(NATO_10, ["kilo lima", "alpha bravo charlie delta"])).toBe(false);
  });
});

describe("selectUniqueBios", () => {
  const BIOS = [
    "Alpha bravo charlie 🌙",
    "Delta echo foxtrot 🌸",
    "Golf hotel india 🦋",
    "Juliet kilo lima 🍓",
    "Mike november oscar 🌈",
    "Papa quebec romeo 🍒",
    "Sierra tango uniform 🌊",
    "Victor whiskey xray 🔥",
    "Yankee zulu amber 🍀",
    "Basil cedar dune 🎧",
  ];

  it("fixtures are unique against one another under every rule", () => {
    for (const a of BIOS) {
      for (const b of BIOS) {
        if (a === b) continue;
        expect(batchConflicts(a, b)).toEqual([]);
        for (const type of BIO_TYPES) expect(historyConflicts(a, b, type)).toEqual([]);
      }
    }
  });

  it.each(BIO_TYPES)("%s: keeps candidates in order, at most MAX_RESULTS by default", (type) => {
    expect(selectUniqueBios(BIOS, [], type)).toEqual(BIOS.slice(0, MAX_RESULTS));
    expect(selectUniqueBios(BIOS, [], type, 4)).toEqual(BIOS.slice(0, 4));
    expect(selectUniqueBios(BIOS, [], type, 0)).toEqual([]);
  });

  it("drops candidates that fail the history rules of the type", () => {
    const history = [BIOS[5] ?? "", "alpha sunday monday charlie tuesday wednesday echo thursday friday saturday"];
    const candidates = [NATO_10, BIOS[0] ?? "", BIOS[5] ?? "", BIOS[2] ?? "", BIOS[3] ?? ""];
    expect(selectUniqueBios(candidates, history, "funny")).toEqual([BIOS[0], BIOS[2], BIOS[3]]);
    expect(selectUniqueBios(candidates, history, "aesthetic")).toEqual([NATO_10, BIOS[0], BIOS[2], BIOS[3]]);
  });

  it("drops candidates that fail the batch rules against those already kept, and blank ones", () => {
    const candidates = [
      BIOS[0] ?? "",
      "alpha BRAVO charlie 🌙",
      "  \n ",
      BIOS[1] ?? "",
      `${BIOS[1] ?? ""} and more`,
      BIOS[2] ?? "",
    ];
    expect(selectUniqueBios(candidates, [], "cool")).toEqual([BIOS[0], BIOS[1], BIOS[2]]);
  });

  describe("aesthetic top-up", () => {
    it("with 2 survivors, uses the first 6 batch-unique candidates instead, history set aside", () => {
      const candidates = [...BIOS.slice(0, 8), BIOS[0] ?? ""];
      const history = BIOS.slice(0, 6);
      expect(selectUniqueBios(candidates, history, "funny")).toEqual([BIOS[6], BIOS[7]]);
      expect(selectUniqueBios(candidates, history, "aesthetic")).toEqual(BIOS.slice(0, AESTHETIC_TOP_UP_COUNT));
    });

    it("with 3 survivors, keeps them", () => {
      const history = BIOS.slice(0, 5);
      expect(selectUniqueBios(BIOS.slice(0, 8), history, "aesthetic")).toEqual(BIOS.slice(5, 8));
    });

    it("still applies the batch rules", () => {
      const candidates = [BIOS[0] ?? "", BIOS[0] ?? "", `${BIOS[1] ?? ""}!`, BIOS[1] ?? "", BIOS[2] ?? ""];
      expect(selectUniqueBios(candidates, candidates, "aesthetic")).toEqual([BIOS[0], `${BIOS[1]}!`, BIOS[2]]);
    });

    it("returns no more than max", () => {
      expect(selectUniqueBios(BIOS, BIOS, "aesthetic", 4)).toEqual(BIOS.slice(0, 4));
      expect(selectUniqueBios(BIOS, BIOS.slice(0, 8), "aesthetic", 2)).toEqual(BIOS.slice(8, 10));
    });
  });
});

describe("properties", () => {
  const bioWord = fc.constantFrom("alpha", "bravo", "moon", "soft", "the", "and", "ox", "🌙", "✨", "dreamy", "golden");
  const bioLike = fc
    .array(fc.tuple(bioWord, fc.constantFrom(" ", " ", "\n", ". ", "! ")), { maxLength: 14 })
    .map((parts) => parts.map(([word, gap]) => word + gap).join(""));
  const anyText = fc.oneof(bioLike, fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }));
  const anyType = fc.constantFrom(...BIO_TYPES);

  it("history and batch rules are symmetric", () => {
    fc.assert(
      fc.property(anyText, anyText, anyType, (a, b, type) => {
        expect(historyConflicts(a, b, type)).toEqual(historyConflicts(b, a, type));
        expect(batchConflicts(a, b)).toEqual(batchConflicts(b, a));
      }),
    );
  });

  it("selectUniqueBios returns an in-order selection of batch-unique candidates, at most max", () => {
    fc.assert(
      fc.property(
        fc.array(anyText, { maxLength: 12 }),
        fc.array(anyText, { maxLength: 4 }),
        anyType,
        fc.integer({ min: 0, max: 8 }),
        (candidates, history, type, max) => {
          const selected = selectUniqueBios(candidates, history, type, max);
          expect(selected.length).toBeLessThanOrEqual(max);
          let from = 0;
          for (const [index, bio] of selected.entries()) {
            from = candidates.indexOf(bio, from) + 1;
            expect(from).toBeGreaterThan(0);
            expect(bio.trim()).not.toBe("");
            expect(isUniqueInBatch(bio, selected.slice(0, index))).toBe(true);
            if (type !== "aesthetic") expect(isUniqueAgainstHistory(bio, history, type)).toBe(true);
          }
        },
      ),
    );
  });
});
