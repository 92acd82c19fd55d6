import { describe, expect, it } from "vitest";

import { tokenizeWords } from "../similarity";
import { CALL_TO_ACTION_VERBS, isCallToActionLine } from "../style-rules";
import { isEmojiGrapheme, splitGraphemes } from "../../text/graphemes";

import { PERSONAS } from "./bank-registry";
import { actionVerbs } from "./persona-action";
import { findProfessionProfile, PROFESSION_PROFILES } from "./professions";

describe("findProfessionProfile", () => {
  it.each([
    ["Real estate agent", "realtor"],
    ["realtor", "realtor"],
    ["PhD student in marine biology", "student"],
    ["registered nurse at St Mary's hospital", "nurse"],
    ["Nurse 💉", "nurse"],
    ["yoga teacher", "yoga"],
    ["teacher", "teacher"],
    ["fitness coach", "trainer"],
    ["life coach", "coach"],
    ["bakery owner", "baker"],
    ["CEO & founder", "founder"],
    ["indie game developer", "gamer"],
    ["Freelance photographer based in Lisbon", "photographer"],
  ])("%s → %s", (profession, id) => {
    expect(findProfessionProfile(profession)?.id).toBe(id);
  });

  it("knows nothing about words it has no profile for", () => {
    expect(findProfessionProfile("lighthouse keeper")).toBeUndefined();
    expect(findProfessionProfile("")).toBeUndefined();
  });
});

describe("the profession profiles", () => {
  it("have unique ids, keys in lowercase, and emoji that are single emoji", () => {
    expect(new Set(PROFESSION_PROFILES.map((profile) => profile.id)).size).toBe(PROFESSION_PROFILES.length);
    for (const profile of PROFESSION_PROFILES) {
      expect(profile.keys.length, profile.id).toBeGreaterThan(0);
      for (const key of profile.keys) expect(key, profile.id).toBe(key.toLowerCase());
      expect(profile.emoji.length, profile.id).toBeGreaterThan(0);
      for (const emoji of profile.emoji) expect(splitGraphemes(emoji).every(isEmojiGrapheme), emoji).toBe(true);
    }
  });

  it("give every service profession offers and calls to action that start with an action verb", () => {
    const services = PROFESSION_PROFILES.filter((profile) => profile.ctas.length > 0);
    expect(services.length).toBeGreaterThanOrEqual(40);
    for (const profile of services) {
      expect(profile.offers.length, profile.id).toBeGreaterThan(0);
      expect(profile.audience.length, profile.id).toBeGreaterThan(0);
      for (const cta of profile.ctas) {
        expect(CALL_TO_ACTION_VERBS.has(tokenizeWords(cta)[0] ?? ""), cta).toBe(true);
        expect(isCallToActionLine(cta), cta).toBe(true);
      }
    }
  });

  it("claim nothing the visitor did not say: no prices, 'free', years, awards or numbers", () => {
    for (const profile of PROFESSION_PROFILES) {
      for (const text of [...profile.offers, ...profile.ctas, ...profile.audience]) {
        expect(text, profile.id).not.toMatch(/\bfree\b|\$|£|€|\d{2,}|award|best|#1|guarantee/iu);
      }
    }
  });
});

describe("actionVerbs", () => {
  it("chooses a verb the object takes", () => {
    expect(actionVerbs("a wheel-throwing class", "shop")).toContain("Join");
    expect(actionVerbs("a celebration cake", "order")).toContain("Order");
    expect(actionVerbs("a design quote", "quote")).toContain("Get");
    expect(actionVerbs("a ring-making workshop", "shop")).not.toContain("Save");
  });

  it("only ever gives verbs that make a call to action", () => {
    for (const persona of PERSONAS) {
      for (const thing of persona.thing) {
        for (const verb of actionVerbs(thing, persona.mode)) {
          expect(isCallToActionLine(`${verb} ${thing}`), `${verb} ${thing}`).toBe(true);
        }
      }
    }
  });
});
