import { describe, expect, it } from "vitest";

import { createAnswerChecker } from "./answer-checker";
import { BUSINESS_POOL } from "./pools/business";

describe("createAnswerChecker", () => {
  it("names the rule that refuses a bio, and counts only the bios it accepts", () => {
    const checker = createAnswerChecker(["Night nurse ☕"], undefined);
    expect(checker.check("night  NURSE ☕")).toBe("repeat");
    expect(checker.check("Nurse who hikes on weekends ☕")).toBeUndefined();
    expect(checker.check("Nurse who hikes on weekends ☕ always")).toMatch(/^batch:/);
    expect(checker.accept("Calm hands, kind words")).toBe(true);
  });

  it("compares what a model added, not the visitor's own phrase in every bio (issue 27)", () => {
    const bios = [
      "UX researcher focused on UX research and accessibility | Turning interviews into decisions",
      "Curious UX researcher | UX research and accessibility for public services",
    ];
    const given = ["UX research and accessibility", "UX researcher", "curious"];
    const withoutGiven = createAnswerChecker([], undefined);
    expect(bios.map((bio) => withoutGiven.check(bio))).toEqual([undefined, "batch:shared-phrase"]);
    const withGiven = createAnswerChecker([], undefined, [], { given });
    expect(bios.map((bio) => withGiven.check(bio))).toEqual([undefined, undefined]);
  });

  it("compares what is around a role every composed bio opens on ('Ice cream van owner who …', round 84)", () => {
    const bios = [
      "Ice cream van owner who checks the forecast like a farmer\nSame tune all day",
      "Chatty ice cream van owner\nRain is bad for business",
    ];
    const plain = createAnswerChecker([], undefined);
    expect(bios.map((bio) => plain.check(bio))).toEqual([undefined, "batch:shared-phrase"]);
    const composed = createAnswerChecker([], undefined, [], { shared: "ice cream van owner" });
    expect(bios.map((bio) => composed.check(bio))).toEqual([undefined, undefined]);
    // Whatever else two bios share still counts.
    expect(composed.check("Ice cream van owner who checks the forecast like a farmer")).toMatch(/^batch:/);
  });

  it("still refuses a model's own phrase repeated across bios, and one bio inside another", () => {
    const checker = createAnswerChecker([], undefined, [], { given: ["nurse"] });
    expect(checker.check("Nurse who measures life in coffee spoons")).toBeUndefined();
    expect(checker.check("ER nurse who measures life in coffee spoons daily")).toMatch(/^batch:/);
    expect(checker.check("Nurse who measures life")).toBe("batch:containment");
  });

  it("reads a separator as the end of a phrase (issue 27)", () => {
    const bios = ["Maker of things • B2B SaaS\nweekly notes", "Maker of things • B2B tools\nmonthly talks"];
    const plain = createAnswerChecker([], undefined);
    expect(bios.map((bio) => plain.check(bio))).toEqual([undefined, "batch:shared-phrase"]);
    const modelPath = createAnswerChecker([], undefined, [], { given: [] });
    expect(bios.map((bio) => modelPath.check(bio))).toEqual([undefined, undefined]);
  });

  it("does not read a hashtag line as a sentence (issue 27)", () => {
    const history = ["Bakery with the best rye in town\n#sourdough #bakerylife"];
    const checker = createAnswerChecker(history, "business", [], { given: ["Bakery"] });
    expect(checker.check("Cinnamon buns every Saturday morning\n#sourdough #bakerylife")).toBeUndefined();
    const plain = createAnswerChecker(history, "business");
    expect(plain.check("Cinnamon buns every Saturday morning\n#sourdough #bakerylife")).toMatch(/^history:/);
  });

  it("does not hold the Business page's trade against every bio of it (issue 27)", () => {
    const history = BUSINESS_POOL.fitness.slice(0, 12);
    const bio = "Personal trainer helping desk workers stand taller 💺\nTen-minute routines for lunch breaks";
    expect(createAnswerChecker(history, "business").check(bio)).toMatch(/^history:/);
    expect(createAnswerChecker(history, "business", [], { given: ["Personal trainer"] }).check(bio)).toBeUndefined();
  });
});
