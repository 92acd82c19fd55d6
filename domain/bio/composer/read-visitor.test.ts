import { describe, expect, it } from "vitest";

import { TRAIT_NAME_READINGS } from "./knowledge/trait-readings";
import { TRAITS } from "./knowledge/traits";
import { cleanTerm, describesWords, readInterestItem, readRole, readTrait, readVisitor } from "./read-visitor";

describe("reading what the visitor typed", () => {
  it("reads the knowledge base's trait names as the library does (else: npx tsx scripts/trait-readings.ts)", () => {
    const names = [...new Set(TRAITS.flatMap((trait) => trait.names))];
    expect(new Map(names.map((name) => [name, describesWords(name)]))).toEqual(TRAIT_NAME_READINGS);
  });

  it("never keeps markup, a scheme, a link or a handle, and keeps emoji whole", () => {
    expect(cleanTerm("<b>bold</b> baker").words).toBe("bold baker");
    expect(cleanTerm("javascript:alert(1)").words).not.toMatch(/javascript|:/u);
    expect(cleanTerm("find me at www.shop.com or @me").words).toBe("find me at or");
    expect(cleanTerm("👩‍💻 coding")).toEqual({ words: "coding", emoji: "👩‍💻" });
    expect(cleanTerm("\u202eevil\u202c nurse").words).toBe("evil nurse");
  });

  it("finds a family funeral home's owner in the base, not a shop's (round 79: 'Owner who takes calls on holiday', 2)", () => {
    const role = readRole("family funeral home owner");
    expect(role?.knowledge?.names).toContain("funeral director");
    expect(role?.short).toBe("funeral home owner");
  });

  // A cooper joined the base (round 114's whisky cooper): "Alice Cooper" and "my dog Cooper" stay names, as "Harry
  // Potter" was never a potter.
  it("reads a person's or a pet's name as a name, not a trade its last word names", () => {
    for (const name of ["Alice Cooper", "Harry Potter", "Kim Baker", "my dog Cooper"])
      expect(readInterestItem(name)[0]?.isRole, name).toBe(false);
    expect(readInterestItem("sourdough baker")[0]?.isRole).toBe(true);
    expect(readInterestItem("Etsy seller")[0]?.isRole).toBe(true);
  });

  // Round 117: "Hurley maker in Kilkenny" opened one bio; the others, which may share no four words with it, opened on
  // "Walking the dog".
  it("shortens a trade the base lacks to its words before where, for later bios to open on", () => {
    expect(readRole("Hurley maker in Kilkenny")?.short).toBe("Hurley maker");
    // Round 123: "Tea taster based" opened three bios.
    expect(readRole("tea taster based in Kolkata")?.short).toBe("tea taster");
    expect(readRole("retired lighthouse keeper on Skye")?.short).toBeUndefined();
    expect(readRole("shotfirer")?.short).toBeUndefined();
  });

  it("keeps 'at a <kind>' with the role, and finds the kind's knowledge (round 146: office lines for a charity shop)", () => {
    const shop = readRole("Assistant manager at a charity shop");
    expect(shop?.text).toBe("Assistant manager at a charity shop");
    expect(shop?.knowledge?.names).toContain("store manager");
    expect(readRole("Nurse at St James")?.text).toBe("Nurse");
    expect(readRole("Receptionist at a vet")?.knowledge?.names).toContain("receptionist");
    // Round 159: a teaching assistant "at a primary school" had the office assistant's lines.
    expect(readRole("Teaching assistant at a primary school")?.knowledge?.names).toContain("teaching assistant");
  });

  it("reads a role as typed, without the place, and finds its knowledge", () => {
    expect(readRole("registered nurse at St Mary's hospital")?.text).toBe("registered nurse");
    expect(readRole("Nurse 💉")).toMatchObject({ text: "Nurse", emoji: "💉" });
    expect(readRole("portrait photographer")?.knowledge?.names).toContain("photographer");
    expect(readRole("Wedding photographer in St Catharines")?.short).toBe("Wedding photographer");
    expect(readRole("")).toBeUndefined();
    expect(readRole("Water well driller out of Swift Current SK")?.text).toBe("Water well driller");
    expect(readRole("carillonneur at a university in Iowa")?.knowledge?.names).toContain("carillonneur");
    expect(readRole("sea salt maker on achill island")?.knowledge?.names).toContain("sea salt maker");
    // A role's head comes before "to" or "in": an assistant to a vet is no vet; a head of marketing is named whole.
    expect(readRole("assistant to a vet")?.knowledge).not.toBe(readRole("vet")?.knowledge);
    expect(readRole("receptionist in a vet practice")?.knowledge).toBe(readRole("receptionist")?.knowledge);
    expect(readRole("head of marketing")?.knowledge?.names).toContain("head of marketing");
  });

  it("keeps a role's opening name as typed after a trait, and only a name's", () => {
    for (const role of ["Etsy seller", "Spanish teacher", "English tutor", "Pilates instructor"])
      expect(readRole(role)?.proper, role).toBe(true);
    // Capitalised because it opens the field, not because it is a name ("Grant", "Foster" are also first names).
    for (const role of ["Nurse", "Ferry captain", "Grant writer", "Foster carer", "Co founder"])
      expect(readRole(role)?.proper, role).toBe(false);
  });

  it("reads a doing as a thing the base knows, not a person ('volunteering at the food bank', round 109)", () => {
    // Its last word read as a role ("bank"), so it was no interest and its "food" no line of the base's.
    expect(readInterestItem("volunteering at the food bank")[0]).toMatchObject({ isRole: false, exact: true });
    expect(readInterestItem("volunteering at the food bank")[0]?.knowledge?.names).toContain("volunteering");
    // "learning guitar": the base's guitar lines speak of it.
    expect(readInterestItem("learning guitar")[0]).toMatchObject({ exact: true });
    expect(readInterestItem("learning guitar")[0]?.knowledge?.names).toContain("guitar");
    // Round 111: "Parkrun every saturday fan · guitar player"; a thing with its clock has no fan.
    expect(readInterestItem("parkrun every saturday")[0]?.fan).toBeUndefined();
  });

  it("reads sentences and lists in the interests field as their things", () => {
    expect(readInterestItem("I like cats and coffee").map((fact) => fact.text)).toEqual(["cats", "coffee"]);
    expect(readInterestItem("yoga & matcha").map((fact) => fact.text)).toEqual(["yoga", "matcha"]);
    // "my cat" is read as a cat and said as theirs: "Reality TV, skincare and my cat".
    expect(readInterestItem("my cat")[0]).toMatchObject({ text: "my cat", fan: "cat person" });
    expect(readInterestItem("My grandkids")[0]?.text).toBe("My grandkids");
    // Names keep their capitals and their s; a capitalised common word is not a name.
    expect(readInterestItem("Paris")[0]).toMatchObject({ proper: true, fan: "Paris fan" });
    expect(readInterestItem("Star Wars")[0]).toMatchObject({ proper: true, fan: "Star Wars fan" });
    expect(readInterestItem("Sunday markets")[0]).toMatchObject({ proper: true, fan: "Sunday market fan" });
    // Round 89: "Argument about steel fan at heart"; a thing with a preposition in it has no fan.
    expect(readInterestItem("argument about steel")[0]?.fan).toBeUndefined();
    // Round 129: "grandfather did fan", "Worked the bush fan", "From derry fan"; a clause or a from has none.
    for (const clause of ["grandfather did", "Worked the bush", "From derry", "family run business"])
      expect(readInterestItem(clause)[0]?.fan, clause).toBeUndefined();
    expect(readInterestItem("hot sauce collection")[0]?.fan).toBe("hot sauce collection fan");
    // A describing word has no fan ("shiny", which the lexicon tags, "squishy", which only a parse does).
    for (const word of ["shiny", "big gloomy", "squishy"]) expect(readInterestItem(word)[0]?.fan, word).toBeUndefined();
    expect(readInterestItem("old synthwave")[0]?.fan).toBe("old synthwave fan");
    // Round 129: "cat Pickle fan"; a pet named is theirs, and its name is never made singular.
    for (const pet of ["cat Pickles", "hamster Nugget"]) expect(readInterestItem(pet)[0]?.fan, pet).toBeUndefined();
    expect(readInterestItem("Coffee")[0]).toMatchObject({ proper: false });
    // A capitalised word nobody knows is a name as typed (round 38: "houseplants and eurovision" read as a slip).
    expect(readInterestItem("Eurovision")[0]).toMatchObject({ proper: true });
    expect(readInterestItem("Hiking")[0]).toMatchObject({ proper: false });
    expect(readInterestItem("Woodworking")[0]).toMatchObject({ proper: false });
    expect(readInterestItem("sourdough baker")).toMatchObject([{ text: "sourdough baker", isRole: true }]);
    // Not "terrible cook fan" nor "dog walker fan": a person as they put it, though the base knows cooking and dogs.
    expect(readInterestItem("terrible cook")).toMatchObject([{ isRole: true, fan: "terrible cook" }]);
    expect(readInterestItem("dog walker")).toMatchObject([{ isRole: true, fan: "dog walker" }]);
    expect(readInterestItem("marathon runner")).toMatchObject([{ isRole: false, fan: "marathoner" }]);
    // A show's name is not a like ("Island fan").
    expect(readInterestItem("Love Island")).toMatchObject([{ text: "Love Island", fan: "Love Island fan" }]);
    expect(readInterestItem("love hiking")).toMatchObject([{ text: "hiking" }]);
    // "&" between single letters is part of a name ("90s r, b" was read blind at 1).
    expect(readInterestItem("90s r&b")).toMatchObject([{ text: "90s r&b" }]);
    expect(readInterestItem("yoga & matcha")).toMatchObject([{ text: "yoga" }, { text: "matcha" }]);
    expect(readInterestItem("写真と旅行が好き")).toMatchObject([{ text: "写真と旅行が好き", isRole: false }]);
  });

  it("tells describing words from nouns for a person and from phrases", () => {
    expect(readTrait("calm")?.kind).toBe("adjective");
    expect(readTrait("very shy")?.kind).toBe("adjective");
    expect(readTrait("night owl")?.kind).toBe("noun");
    // Round 141: "Former travel agent / Here for the long game" for want of this line of theirs; round 144 alike.
    expect(readTrait("between jobs after 12 years")?.kind).toBe("phrase");
    expect(readTrait("cribbage with my wife Doreen")?.kind).toBe("phrase");
    expect(readTrait("Organized 400+ weddings, cried at most of them")?.kind).toBe("phrase");
    expect(readTrait("loves a good pun")?.kind).toBe("phrase");
    expect(readTrait("Best part: watching someone walk out the door")?.kind).toBe("phrase");
    expect(readTrait("professional tree hugger")?.knowledge?.names).toContain("tree hugger");
    // Found reading the before-and-after sample: each became "ER nurse who always cold" or "agent and driven".
    expect(readTrait("always cold")?.kind).toBe("adjective");
    expect(readTrait("driven")?.kind).toBe("adjective");
    expect(readTrait("detail-minded")?.kind).toBe("adjective");
    // "Retired coal miner and a plain speaking" (round 84): a describing word of two.
    expect(readTrait("plain speaking")?.kind).toBe("adjective");
    expect(readTrait("easy going")?.kind).toBe("adjective");
    expect(readTrait("dark sense of humour")?.kind).toBe("quality");
    // "Nurse and a calm in a crisis": a describing word and where it shows is a line of its own.
    expect(readTrait("calm in a crisis")?.kind).toBe("phrase");
    expect(readTrait("kind to animals")?.kind).toBe("phrase");
    // Not "Runner and a trying my best".
    expect(readTrait("trying my best")?.kind).toBe("phrase");
    // Round 102: said of themselves whole, these were nouns no line could hold ("Funeral director and the one …").
    expect(readTrait("stripes have to be perfect")?.kind).toBe("phrase");
    expect(readTrait("the one cracking jokes at the tea break")?.kind).toBe("phrase");
    expect(readTrait("night owl with a plan")?.kind).toBe("noun");
    // Round 112: a sentence of theirs with a verb is said whole, not pasted after the role ("Bingo caller with a
    // life's too short not to laugh").
    expect(readTrait("Life's too short not to laugh")?.kind).toBe("phrase");
    expect(readTrait("My rescue greyhound Bryn keeps me walking")?.kind).toBe("phrase");
    expect(readTrait("Miss the beach")?.kind).toBe("phrase");
    // Round 110: a line of theirs that opens on its verb or says when ("spend my life up ladders in the dark").
    expect(readTrait("spend my life up ladders in the dark")?.kind).toBe("phrase");
    expect(readTrait("ps5 when my daughter lets me have the telly")?.kind).toBe("phrase");
    // "Personal trainer and a motivating": a lone -ing word describes.
    expect(readTrait("motivating")?.kind).toBe("adjective");
    expect(readTrait("outgoing")?.kind).toBe("adjective");
    // Round 31: "Horse groom and an outdoorsy". A -y word the lexicon lacks describes; one it lists as a person does not.
    expect(readTrait("outdoorsy")?.kind).toBe("adjective");
    expect(readTrait("sporty")?.kind).toBe("adjective");
    expect(readTrait("granny")?.kind).toBe("noun");
    // Round 74: "Midwife who runs on tea and night shifts"; a contrast is a line as they said it, never
    // "Dispatcher and an overthinker but a good listener".
    expect(readTrait("runs on tea and night shifts")?.kind).toBe("phrase");
    // Round 83: "tired but happy" took happy's lines ("Happy for no reason, it's unsettling", 2.5).
    expect(readTrait("tired but happy")?.knowledge).toBeUndefined();
    // Round 85: "not much of a talker" took a chatty person's lines ("I could talk to a wall, and have").
    expect(readTrait("not much of a talker")?.knowledge).toBeUndefined();
    expect(readTrait("not a morning person")?.knowledge).toBeUndefined();
    expect(readTrait("no nonsense")?.knowledge).toBeDefined();
    expect(readTrait("happy")?.knowledge).toBeDefined();
    expect(readTrait("overthinker but a good listener")?.kind).toBe("phrase");
    expect(readTrait("Bit grumpy before 9am, friendly after")?.kind).toBe("phrase");
  });

  it("keeps a thing the base names with 'and' whole ('drum and bass', round 74: 'drum fan')", () => {
    expect(readInterestItem("drum and bass").map((fact) => fact.text)).toEqual(["drum and bass"]);
    expect(readInterestItem("hiking and camping").map((fact) => fact.text)).toEqual(["hiking", "camping"]);
  });

  it("knows a thing loved by what comes before how they love it or its name ('sourdough that never rises', round 81)", () => {
    const [interest] = readVisitor("", ["sourdough that never rises"], []).interests;
    expect(interest).toMatchObject({ text: "sourdough that never rises", exact: true });
    expect(interest?.knowledge?.names).toContain("sourdough");
    expect(readVisitor("", ["long walks with headphones in"], []).interests[0]?.knowledge).toBeDefined();
    // A pet's name is theirs to show; the look-up reads the animal (round 89: "Cat biscuit fan at heart").
    expect(readVisitor("", ["cat Biscuit"], []).interests[0]).toMatchObject({ text: "cat Biscuit", exact: true });
    expect(readVisitor("", ["Star Wars"], []).interests[0]?.fan).toBe("Star Wars fan");
    // Round 93: "vintage Seikos" are watches, not vintage clothes ("Vintage clothes, modern dry cleaning bills").
    expect(readVisitor("", ["vintage Seikos"], []).interests[0]?.knowledge).toBeUndefined();
    // A kind before the head still narrows it: "action films" are not every film.
    expect(readVisitor("", ["action films with friends"], []).interests[0]?.exact).toBe(false);
    // Round 116: a doing the base knows speaks for what it is done to ("knitting tiny hats" took no knitting lines),
    // and a thing it names whole keeps its own ("growing roses" is the rose grower's).
    expect(readInterestItem("knitting tiny hats")[0]).toMatchObject({ exact: true, fan: "knitter" });
    expect(readInterestItem("growing roses")[0]).toMatchObject({ exact: true, fan: "rose grower" });
    expect(readInterestItem("morning runs")[0]?.exact).toBe(false);
  });

  it("knows loving cake from baking it (rounds 71 and 87: 'Will bake for compliments' for a cake lover)", () => {
    expect(readVisitor("", ["cake"], []).interests[0]?.knowledge).not.toBe(
      readVisitor("", ["baking"], []).interests[0]?.knowledge,
    );
    expect(readVisitor("", ["pastries"], []).interests[0]?.knowledge?.names).toContain("croissants");
  });

  it("gives an owner of a business the base does not know no shop's lines (rounds 92, 95: 'Owner · Also in charge of the printer', 2.0)", () => {
    expect(readVisitor("ferret rescue owner", [], []).role?.knowledge).toBeUndefined();
    expect(readVisitor("gift shop owner", [], []).role?.knowledge).toBeDefined();
  });

  it("makes no fan of a way of being ('a coffee dependent fan', 'scrabble online fan', a reading of rounds 60–93)", () => {
    const fans = readVisitor("", ["coffee dependent", "scrabble online", "bit extra", "Star Wars"], []).interests;
    expect(fans.map((fact) => fact.fan)).toEqual([undefined, undefined, undefined, "Star Wars fan"]);
  });

  it("gives a guitar shop's worker no supermarket's lines (round 98: 'refolds the same shelf all day', 1.5)", () => {
    expect(readVisitor("guitar shop worker", [], []).role?.knowledge).toBeUndefined();
    expect(readVisitor("phone shop worker", [], []).role?.knowledge).toBeUndefined();
    expect(readVisitor("supermarket shop worker", [], []).role?.knowledge?.names).toContain("shop worker");
  });

  it("drops an interest that repeats the role", () => {
    expect(readVisitor("baker", ["baker", "hiking"], []).interests.map((fact) => fact.text)).toEqual(["hiking"]);
  });
});
