import { describe, expect, it } from "vitest";

import { readIdentity } from "./identity";

describe("readIdentity", () => {
  it.each([
    ["Priya, 52, accountant in Toronto. Tax season survivor.", { name: "Priya", age: "52" }],
    ["Hi I'm Dawn, 44, GP receptionist in Leeds.", { name: "Dawn", age: "44" }],
    ["marcus 29 columbus ohio. delivery driver", { name: "marcus", age: "29", place: "columbus ohio" }],
    ["41, pune. between jobs after 12 yrs managing a retail store", { age: "41", place: "pune" }],
    ["Retired dairy farmer, 80, Waikato. Milked cows for 50 years.", { age: "80", place: "Waikato" }],
    ["Between jobs (RIP). 44, Perth WA. learning to surf", { age: "44", place: "Perth WA" }],
    // Said alone after an age, "from" a place the parse knows (round 126: "From cardiff" as a line).
    ["im 16 just finished my gcses!! from cardiff. love drawing", { age: "16", place: "cardiff" }],
    ["history student at uni of galway, 20. trad sessions. from mayo originally", { age: "20", place: "mayo" }],
    // Round 129: "From derry fan · gig-goer"; the comma after the place stays, ending what came before.
    ["28 from derry, between jobs since the call centre shut down", { age: "28", place: "derry" }],
    // An age before a dash ("chair caner in norfolk, 63 - i reweave cane").
    ["chair caner in norfolk, 63 - i reweave cane and rush seats", { age: "63" }],
  ] as [string, { name?: string; age: string; place?: string }][])(
    "reads the name and place beside an age: %s",
    (text, expected) => {
      const { rest, ...read } = readIdentity(text);
      expect(read).toEqual(expected);
      // What else the text says is read without them (round 124: "Priya fan", "Pune fan").
      for (const said of [expected.name, expected.place]) if (said) expect(rest).not.toContain(said);
      if (text.startsWith("28 from derry")) expect(rest).toBe("28 , between jobs since the call centre shut down");
    },
  );

  it.each([
    ["Plumber 45 from dublin, married two kids", { age: "45" }],
    ["Veterinary nurse in Leeds, 29. I get bitten for a living", { age: "29" }],
    ["line cook in austin tx 34 yrs old. brisket nerd", { age: "34" }],
    ["Nurse, 34, mum of 2", { age: "34" }],
  ])("takes no trade, thing or phrase for a name or a place: %s", (text, expected) => {
    const { rest, ...read } = readIdentity(text);
    expect(read).toEqual(expected);
    expect(rest).toBe(text);
  });

  it("reads an age said after the role's town, and never a child's (round 149: 'Nanny in Brooklyn, 3')", () => {
    expect(readIdentity("nanny in brooklyn 26, i look after twins (3yo) so basically i run a tiny circus").age).toBe(
      "26",
    );
    expect(readIdentity("saddler in newmarket 42 - i make and repair saddles").age).toBe("42");
    expect(readIdentity("mum of 2, love yoga").age).toBeUndefined();
    expect(readIdentity("grandad to 3, retired").age).toBeUndefined();
    expect(readIdentity("Year 4 teacher in Brisbane, 29. I laminate things for fun").age).toBe("29");
    expect(readIdentity("Retired postman, 80 years young. Walked the same round").age).toBe("80");
    expect(readIdentity("Carrickmacross lace maker, 62, Co. Monaghan. Needle").place).toBe("Co Monaghan");
  });

  it("reads pronouns and where they are employed, and leaves the pronouns out of the rest", () => {
    const neon = readIdentity("Neon sign maker in Philadelphia. 38, she/her. I bend glass over fire all day.");
    expect(neon).toMatchObject({ age: "38", pronouns: "she/her" });
    expect(neon.rest).not.toContain("she/her");
    expect(readIdentity("bird control falconer at a landfill outside Brisbane. 27").workplace).toBe("a landfill");
    expect(readIdentity("Marine pilot at Port of Tauranga - I climb rope ladders").workplace).toBe("Port of Tauranga");
    expect(readIdentity("Driving instructor in Galway for 15 yrs, nerves of steel").workplace).toBeUndefined();
  });
});
