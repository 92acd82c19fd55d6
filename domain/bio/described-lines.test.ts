import { describe, expect, it } from "vitest";

import { describedLines, saysThing } from "./described-lines";

describe("describedLines", () => {
  it("keeps the visitor's clauses, their lists whole and each sentence's list apart", () => {
    expect(
      describedLines(
        "potter. clay in my hair 24/7, mugs everywhere. 3 cats, loud music, cheap wine. thats me really",
        "potter",
      ),
    ).toEqual(["Clay in my hair 24/7", "Mugs everywhere", "3 cats, loud music, cheap wine"]);
  });

  it("says a doing as a bio does, without its 'I', and leaves out the clause that names the role", () => {
    expect(
      describedLines(
        "Cabin crew based in Cork, 31! Salsa dancing is my happy place and I collect snow globes from every city I land in",
        "Cabin crew based in Cork",
      ),
    ).toEqual(["Salsa dancing is my happy place", "Collecting snow globes from every city I land in"]);
    expect(
      describedLines(
        "Parish clerk, 63. Ring the church bells on Sundays, play cricket for the village 2nd XI and enjoy a pint after.",
        "Parish clerk",
      ),
    ).toEqual([
      "Ringing the church bells on Sundays",
      "Playing cricket for the village 2nd XI",
      "Enjoying a pint after",
    ]);
  });

  it("keeps what follows the role ('Retired teacher who now spends all day in the garden')", () => {
    expect(
      describedLines(
        "Retired teacher who now spends all day in the garden and volunteering at the food bank. Grandma of 5!",
        "Retired teacher",
      ),
    ).toEqual(["Spending all day in the garden", "Volunteering at the food bank", "Grandma of 5"]);
  });

  it("drops ages, greetings, chat and the work said as a doing; a wish stays a wish", () => {
    expect(
      describedLines("16, work at a car wash on weekends. trampolining is my thing lol", "car wash worker"),
    ).toEqual(["Trampolining is my thing"]);
    expect(describedLines("hi im sam!! i want to hit 1k followers", "")).toEqual(["Want to hit 1k followers"]);
  });

  it("ends a list at an emoji, a bullet or a bar, keeps a time whole and a list of loves as things", () => {
    expect(
      describedLines(
        "I run a little dog walking business 🐕 love muddy fields, flasks of tea and terrible puns. Cheerful",
        "dog walker",
      ),
    ).toEqual(["Muddy fields", "Flasks of tea and terrible puns"]);
    expect(describedLines("Customs officer | early gym sessions | true crime docs", "Customs officer")).toEqual([
      "Early gym sessions",
      "True crime docs",
    ]);
    expect(describedLines("Dairy farmer. Up at 4:30 every day for milking", "Dairy farmer")).toEqual([
      "Up at 4:30 every day for milking",
    ]);
  });

  it("says no noun as a doing and no past as a present ('flood plains', 'retired last year')", () => {
    expect(
      describedLines("geography student obsessed with maps, flood plains and field trips", "geography student"),
    ).toEqual(["Flood plains and field trips"]);
    expect(describedLines("I retired last year after 38 years on the buses", "")).toEqual([
      "Retired last year after 38 years on the buses",
    ]);
  });

  it("leaves out a detail the reader kept as a remark already", () => {
    const text = "retired firefighter, 71. I volunteer at the lifeboat station, grow tomatoes";
    expect(describedLines(text, "retired firefighter")).toEqual([
      "Volunteering at the lifeboat station",
      "Growing tomatoes",
    ]);
    expect(describedLines(text, "retired firefighter", ["I volunteer at the lifeboat station", "calm"])).toEqual([
      "Growing tomatoes",
    ]);
  });

  it("leaves out the role said again, a frame with nothing in it and a state of someone else", () => {
    expect(describedLines("plumber 45 from dublin, love fishing and a good fry up", "plumber from Dublin")).toEqual([
      "Fishing and a good fry up",
    ]);
    expect(
      describedLines(
        "Full time carer for my mum who has dementia. Gardening keeps me sane",
        "Full time carer for my mum",
      ),
    ).toEqual(["Gardening keeps me sane"]);
    expect(describedLines("ICU nurse. Off the clock: trail running, sourdough attempts", "ICU nurse")).toEqual([
      "Trail running, sourdough attempts",
    ]);
  });

  it("ends a clause at a dash of any length ('Cheese affineur near Montréal, 42 / — I age', round 127)", () => {
    expect(
      describedLines(
        "Cheese affineur near Montréal — I age and care for cheeses in a cave until they're ready",
        "Cheese affineur near Montréal",
      ),
    ).toEqual(["Aging and caring for cheeses in a cave"]);
  });

  it("splits a doing too long for a line into doings, never into what it is done with (round 126)", () => {
    const foley = "i make the footsteps and punches in movies with celery and old shoes lol. 35, board games";
    expect(describedLines(foley, "foley artist")).toEqual(["Making the footsteps", "Board games"]);
  });

  // Rounds 127 and 146–149: a doing of two verbs or two things is one line, cut to fit ("Restoring wooden cart" read
  // 2); "clean" and "fire" are verbs after "I"; a line of theirs may run to 56 characters; how is no thing of theirs.
  it.each([
    [
      "i make and repair saddles and bridles for racehorses. fishing",
      "saddler in Newmarket",
      ["Making and repairing saddles for racehorses"],
    ],
    [
      "i make sculptures with chainsaws and chisels for weddings",
      "ice carver",
      ["Making sculptures with chainsaws for weddings"],
    ],
    [
      "Underwater inspections and repairs on wharves and hulls. Cold water",
      "diver",
      ["Underwater inspections on wharves and hulls", "Cold water"],
    ],
    [
      "i climb trees for a living and then climb rocks at the weekend for fun",
      "tree surgeon",
      ["Climbing trees for a living"],
    ],
    [
      "Rode for 22 years and broke most bones at least once",
      "retired jockey",
      ["Rode for 22 years", "Broke most bones at least once"],
    ],
    [
      "i clean rock off dinosaur bones with tiny tools all day",
      "fossil preparator",
      ["Cleaning rock off dinosaur bones with tiny tools"],
    ],
    ["i design and fire fireworks shows", "pyrotechnician", ["Designing and firing fireworks shows"]],
    [
      "I braze steel frames made to measure, one at a time, in my workshop",
      "frame builder",
      ["Brazing steel frames made to measure"],
    ],
    [
      "35 years driving round the estates playing Greensleeves. bowls",
      "ice cream van man",
      ["35 years driving round the estates playing Greensleeves"],
    ],
    [
      "Mum of two (Isla 9, Finn 6). Parkrun most Saturdays",
      "",
      ["Mum of two (Isla 9 and Finn 6)", "Parkrun most Saturdays"],
    ],
    [
      "stay at home mom of 3 boys under 7 in columbus ohio",
      "",
      ["Stay at home mom of 3 boys under 7 in columbus Ohio"],
    ],
    [
      "fantasy football and making smash burgers on the flat top with my brother",
      "",
      ["Fantasy football", "Making smash burgers"],
    ],
    // Round 152: "Playing a bit at sessions myself"; "40 dinners a day" without its gravy; "my truck gus".
    ["i play a bit at sessions myself. mad about hurling", "", ["Playing at sessions", "Mad about hurling"]],
    [
      "40 dinners a day and every single one of them wants extra gravy",
      "cook",
      ["40 dinners a day and every one wants extra gravy"],
    ],
    ["ultimate frisbee, camping and my truck gus", "", ["Ultimate frisbee", "Camping and my truck Gus"]],
    ["just started a sport and exercise science course at college. gaming all night", "", ["Gaming all night"]],
    ["love a spray tan, Love Island and my dog Teddy", "", ["A spray tan", "Love Island and my dog Teddy"]],
    // Round 159: "Also love local history" opened a line.
    ["I also love local history. Oyez!", "town crier", ["Local history"]],
    [
      "Yes I get excited about art deco, I live in the right city for it. Sea swims, flat whites",
      "architect",
      ["Yes I get excited about art deco", "Sea swims", "Flat whites"],
    ],
    [
      "Plant lady (47 plants, send help), true crime podcasts",
      "",
      ["Plant lady (47 plants, send help)", "True crime podcasts"],
    ],
    [
      "Sea swimming, my garden, and Mossy the cat who sits on my work.",
      "",
      ["Sea swimming, my garden", "Mossy the cat who sits on my work"],
    ],
    [
      "Out on the boat since I was 14, like my father before me. Love a pint",
      "eel fisherman",
      ["Out on the boat since I was 14, like my father before me"],
    ],
    [
      "16 from leeds, saturday job at a record shop in town. the smiths > everything",
      "Saturday record shop assistant",
      ["The smiths over everything"],
    ],
    ["my cat is named mercator. yes im that person", "globe maker", ["My cat is named Mercator, yes I'm that person"]],
    [
      "16 from darwin yr 11. go the tigers. wanna be a ranger one day. I knap flint by hand for walls on churches",
      "year 11 student",
      ["Go the tigers", "Wanna be a ranger one day", "Knapping flint by hand for walls on churches"],
    ],
    [
      "organized 400+ weddings, cried at most of them. board games",
      "",
      ["Organized 400+ weddings, cried at most of them", "Board games"],
    ],
    [
      "16 yr 11 in hobart!! play cello in the youth orchestra",
      "year 11 student",
      ["Play cello in the youth orchestra"],
    ],
    [
      "planted around 1.2 million trees so far (probably). coffee addict",
      "",
      ["Planted around 1.2 million trees so far (probably)", "Coffee addict"],
    ],
    // Round 155: "80 years young" beside the age; "Quietly, with care" alone.
    [
      "80 years young! Retired showband saxophonist. Still play at the odd wedding",
      "Retired showband saxophonist",
      ["Still play at the odd wedding"],
    ],
    [
      "I clean up after the worst days of peoples lives, quietly and with care. A kelpie called Ned",
      "trauma cleaner",
      ["Cleaning up after the worst days of peoples lives", "A kelpie called Ned"],
    ],
  ] as const)("reads a doing whole where it can: %s", (description, role, expected) => {
    expect(describedLines(description, role)).toEqual(expected);
  });

  it("says 'i', 'im', 'ive' and 'dont' as the visitor meant them", () => {
    expect(describedLines("used to be in sales now i negotiate with toddlers. dont ask, im fine", "")).toEqual([
      "Used to be in sales now I negotiate with toddlers",
      "Don't ask",
      "I'm fine",
    ]);
    // Round 126: "yes ive been near lava" and a common misspelling, as a copywriter would correct them.
    expect(describedLines("yes ive been near lava. definately too many houseplants", "")).toEqual([
      "Yes I've been near lava",
      "Definitely too many houseplants",
    ]);
  });

  it("keeps a past the parse took for a present, and gives a day its capital (round 122)", () => {
    expect(describedLines("rugby on sat, mums roast on sunday. shore 412 in a day last season lol", "")).toEqual([
      "Rugby on Sat",
      "Mums roast on Sunday",
      "Shore 412 in a day last season",
    ]);
  });

  it("leaves out a clause about what went before, and says 'its my …' as the thing (round 124)", () => {
    expect(describedLines("i play volleyball, crochet little frogs and bunnies and sell them to friends", "")).toEqual([
      "Play volleyball",
      "Crochet little frogs and bunnies",
    ]);
    // "the crossword" alone is one thing, which the list of their things says (round 133: "My garden" as a line).
    expect(describedLines("Now its my vege garden, the crossword", "")).toEqual(["My vege garden"]);
    expect(describedLines("love my garden, the crossword and a good cuppa", "")).toEqual([
      "The crossword and a good cuppa",
    ]);
    expect(describedLines("love my garden. busy busy", "")).toEqual(["Busy busy"]);
    // "I fix old church windows" kept as a remark: "Fixing old church windows" is not said again.
    expect(
      describedLines("i fix old church windows piece by piece", "", ["I fix old church windows piece by piece"]),
    ).toEqual([]);
  });

  it("says a thing named as it is, not as a doing, and no region alone (round 137: 'Figuring skating', 'Southland NZ')", () => {
    expect(
      describedLines(
        "Sheepdog trainer near Gore, Southland NZ. 48. Dog trials most weekends",
        "Sheepdog trainer near Gore",
      ),
    ).toEqual(["Dog trials most weekends"]);
    expect(describedLines("15, grade 10 in surrey bc. figure skating 6 days a week, piano, my hamster", "")).toEqual([
      "Grade 10 in Surrey BC",
      "Figure skating 6 days a week",
      "Piano, my hamster",
    ]);
  });

  it("keeps the bracket of an aside that ends the description, and says no year of study alone (round 134)", () => {
    const text = "culinary arts student. 2nd year, pastry is my thing. feeding my roommates (they dont complain)";
    expect(describedLines(text, "culinary arts student")).toEqual([
      "Pastry is my thing",
      "Feeding my roommates (they don't complain)",
    ]);
  });

  it("says no cut of a remark kept, and no word joining a sentence to the one before (round 133)", () => {
    const said = ["between jobs after 9 yrs as front office manager"];
    const text = "between jobs after 9 yrs as front office manager at a hotel. meanwhile cricket on weekends";
    expect(describedLines(text, "", said)).toEqual(["Cricket on weekends"]);
  });

  it("drops a comparison from a doing too long for a line, not half its list (round 129: 'Distilling rose')", () => {
    expect(
      describedLines("We distill rose and vetiver perfume in copper pots like my grandfather did. Love cricket", ""),
    ).toEqual(["Distilling rose and vetiver perfume in copper pots"]);
  });

  it("cuts where from a doing too long for a line, and says no county alone (round 139)", () => {
    expect(
      describedLines(
        "80 years old, retired switchboard operator from Cork. 35 years connecting calls at the telephone exchange. Castlebar, Co. Mayo.",
        "retired switchboard operator from Cork",
      ),
    ).toEqual(["35 years connecting calls"]);
  });

  it("shortens a doing too long for a line as a copywriter would: a hedge, when, where (round 139)", () => {
    expect(
      describedLines(
        "truffle hunter in manjimup WA 39yo. me and my labrador Biscuit find black truffles under the oaks every winter",
        "truffle hunter in manjimup WA",
      ),
    ).toEqual(["Finding black truffles with my labrador Biscuit"]);
    expect(describedLines("I grade fleeces in shearing sheds all over the Riverina. 38", "")).toEqual([
      "Grading fleeces in shearing sheds",
    ]);
    expect(
      describedLines(
        "58, school librarian in Pune. I will find you the perfect book whether you want one or not",
        "school librarian in Pune",
      ),
    ).toEqual(["Will find you the perfect book"]);
  });

  it("says no where of the role as a line of its own (round 141: 'At stepping hill in stockport')", () => {
    expect(describedLines("radiographer at stepping hill in stockport, 33. crochet badly", "radiographer")).toEqual([
      "Crochet badly",
    ]);
  });

  it("opens a line on its first word, never a space (round 130: ' wanna be a vet one day')", () => {
    for (const line of describedLines("16 (chem bio 😭) wanna be a vet one day. i play shinty", ""))
      expect(line).toMatch(/^\S/u);
  });

  it("never yields markup, a scheme, a link or half an emoji", () => {
    const lines = describedLines(
      "<b>nurse</b> who loves <script>alert(1)</script> gardening and javascript:alert(1) links, also https://evil.com 👩‍💻 coding",
      "nurse",
    );
    for (const line of lines) expect(line).not.toMatch(/[<>]|javascript:|https?:|evil\.com|👩(?!‍💻)/u);
  });
});

describe("saysThing", () => {
  it("matches a thing by its words' stems", () => {
    expect(saysThing("Ringing the church bells on Sundays", "Ring the church bells")).toBe(true);
    expect(saysThing("Gym, F1, my staffy", "staffy")).toBe(true);
    expect(saysThing("Gym, F1, my staffy", "gymnastics")).toBe(false);
    expect(saysThing("Mugs everywhere", "cats")).toBe(false);
  });
});
