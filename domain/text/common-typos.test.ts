import { describe, expect, it } from "vitest";

import { fixCommonTypos } from "./common-typos";

describe("fixCommonTypos", () => {
  it("corrects a common misspelling and keeps its case (round 126: 'definately too many houseplants')", () => {
    expect(fixCommonTypos("definately too many houseplants")).toBe("definitely too many houseplants");
    expect(fixCommonTypos("Big beleiver in progress")).toBe("Big believer in progress");
    expect(fixCommonTypos("i cut & stich sails")).toBe("i cut & stitch sails");
    expect(fixCommonTypos("proud ownr of a greyhound, way to much minecraft")).toBe(
      "proud owner of a greyhound, way too much minecraft",
    );
    expect(fixCommonTypos("walls so smooth youd cry, it doesnt matter")).toBe(
      "walls so smooth you'd cry, it doesn't matter",
    );
    // Round 129: "Im obessed with mulch", "Doing extention maths", copied into bios as typed.
    expect(fixCommonTypos("wife says im obessed with mulch. doing extention maths")).toBe(
      "wife says I'm obsessed with mulch. doing extension maths",
    );
    expect(fixCommonTypos("Im sure thats fine, dont worry")).toBe("I'm sure that's fine, don't worry");
    // Round 131: "Still cant walk past a sale on perennials", said twice, once with the typo.
    expect(fixCommonTypos("still cant walk past a sale")).toBe("still can't walk past a sale");
    // Round 138: "Open to opportunitys", kept as typed.
    expect(fixCommonTypos("open to opportunitys")).toBe("open to opportunities");
    // Round 137: "Jazz records, wifes pierogi".
    expect(fixCommonTypos("jazz records, wifes pierogi")).toBe("jazz records, wife's pierogi");
    // Round 141: "Traninging for my first half marathon", "my cat who hates evryone".
    expect(fixCommonTypos("traning for my first half marathon")).toBe("training for my first half marathon");
    expect(fixCommonTypos("my cat who hates evryone")).toBe("my cat who hates everyone");
    expect(fixCommonTypos("talk too much acording to my mom")).toBe("talk too much according to my mom");
    expect(fixCommonTypos("i permanantly smell of vinegar")).toBe("i permanently smell of vinegar");
    // Round 136: "if its not level its not leaving".
    expect(fixCommonTypos("if its not level its not leaving")).toBe("if it's not level it's not leaving");
    // Round 135: "Want to study enginering", copied as typed.
    expect(fixCommonTypos("want to study enginering")).toBe("want to study engineering");
    // Round 134: read blind, "fatal for a sub-editor".
    expect(fixCommonTypos("still fixing typos in other peoples menus")).toBe(
      "still fixing typos in other people's menus",
    );
    expect(fixCommonTypos("ill know your size before you do, mountian biking")).toBe(
      "I'll know your size before you do, mountain biking",
    );
    expect(fixCommonTypos("off sick, feeling ill today")).toBe("off sick, feeling ill today");
  });

  it("gives a place, team, language or day typed in lowercase its capital (round 129: 'lowercase villa', 'derry')", () => {
    expect(fixCommonTypos("love aston villa and learning french, 28 from derry, darts on tuesdays")).toBe(
      "love Aston Villa and learning French, 28 from Derry, darts on Tuesdays",
    );
    // A word that is also a thing keeps its case: the parse takes these for countries.
    const things = "turkey dinners, china plates, jersey cows, guinea pigs, cork boards";
    expect(fixCommonTypos(things)).toBe(things);
  });

  it("gives a pet or a person named after the word for them a capital (round 134: 'my dog pippa', 'grandson arjun')", () => {
    expect(fixCommonTypos("obsessed with my dog pippa and k-dramas")).toBe("obsessed with my dog Pippa and k-dramas");
    expect(fixCommonTypos("married to sandra, my grandson arjun (4), my cat biscuit 🐱")).toBe(
      "married to Sandra, my grandson Arjun (4), my cat Biscuit 🐱",
    );
    // What is said of the pet or the person is no name.
    expect(fixCommonTypos("a long walk with the dog, Rua. my cat waffles lol")).toBe(
      "a long walk with the dog Rua. my cat Waffles lol",
    );
    expect(fixCommonTypos("camping and my truck gus, my cat biscuit back home")).toBe(
      "camping and my truck Gus, my cat Biscuit back home",
    );
    expect(fixCommonTypos("a cat called biscuit who hates me. my cat is named mercator")).toBe(
      "a cat called Biscuit who hates me. my cat is named Mercator",
    );
    expect(fixCommonTypos("a van called life")).toBe("a van called life");
    expect(fixCommonTypos("37, richmond VA. will sell u runners. doin my gcses, more then her, hes")).toBe(
      "37, Richmond VA. will sell you runners. doing my GCSEs, more than her, he's",
    );
    expect(fixCommonTypos("yes its as glamorous as it sounds, its a real job")).toBe(
      "yes it's as glamorous as it sounds, it's a real job",
    );
    expect(fixCommonTypos("beef farmer in co roscommon. kildare GAA mad")).toBe(
      "beef farmer in Co Roscommon. Kildare GAA mad",
    );
    for (const text of ["my dog walks. my cat is mad", "my dog bowl collection", "my husband and i", "my van life"])
      expect(fixCommonTypos(text)).toBe(text);
  });

  it("writes a place and its state code as an address has them (rounds 133–135: 'Newcastle nsw', 'Tx')", () => {
    expect(fixCommonTypos("glazier in newcastle nsw 39yo, on the sunshine coast qld, from raglan nz")).toBe(
      "glazier in Newcastle NSW 39yo, on the Sunshine Coast QLD, from Raglan NZ",
    );
    // Only after where: "in a bank" is no place.
    expect(fixCommonTypos("i work in a bank nz")).toBe("i work in a bank NZ");
  });

  it("writes an initialism typed in lowercase in capitals (round 134: 'Hvac tech', 'Ncea')", () => {
    expect(fixCommonTypos("hvac tech, doing ncea and my gcses in the uk, uk-based dj, fifa")).toBe(
      "HVAC tech, doing NCEA and my GCSEs in the UK, UK-based DJ, FIFA",
    );
    // Inside a word, no initialism; a state with no place before it stays as typed.
    for (const text of ["a ukulele, the djembe", "qld born"]) expect(fixCommonTypos(text)).toBe(text);
  });

  it("leaves names, places, slang and words inside other words as typed", () => {
    const text = "Kōwhai the cat, Mahurangi, lol ngl, Stitchcraft, alottment";
    expect(fixCommonTypos(text)).toBe(text);
  });
});
