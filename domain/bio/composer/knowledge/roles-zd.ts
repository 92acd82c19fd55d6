/**
 * What a copywriter knows about common roles, part ZD: the cider maker up to the elbows in apples
 * each autumn, the shotfirer who clears the quarry and brings the face down, the hurley maker
 * reading the grain of the ash, the dame in heels and sequins and the candle maker pouring wax in
 * small batches; the hotel night auditor closing the day after midnight and the fairground ride
 * operator taking the fair from town to town.
 * Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_ZD: readonly RoleKnowledge[] = [
  // Making cider from apples grown or bought in: milled and pressed through the autumn, the juice
  // fermented slowly, the barrels tasted and blended, with pulp everywhere and wasps at the press.
  // Not every maker has an orchard, so the lines say apples, never trees. The cider is theirs to
  // sell. "Cider maker" only matched the generic maker's head word.
  {
    names: ["cider maker", "cidermaker", "craft cider maker", "cider producer", "cider farmer", "cider brewer"],
    emoji: ["🍎", "🍏", "🍂"],
    who: [
      "measures the year in pressings",
      "shares every autumn with wasps",
      "tastes every barrel, for science",
      "knows a bittersweet from a sharp",
      "waits months to taste the harvest",
      "smells of apples all autumn",
    ],
    work: {
      plain: [
        "Apples milled, pressed and fermented",
        "Fresh juice pressed and left to ferment",
        "Cider blended by taste, batch by batch",
        "Slow fermenting and careful blending",
        "Pressing season, from first apple to last",
      ],
      wry: [
        "The wasps think it's their harvest too",
        "Apple pulp is not a hairstyle. Yet",
        "Quality control is my favourite chore",
        "No, it's not apple juice. Not anymore",
        "The yeast works. I wait",
      ],
      warm: [
        "A whole autumn, poured into a glass",
        "Good apples, time and a little patience",
        "The sweet smell of a pressing day",
        "Every autumn's cider, a little different",
      ],
    },
    cta: [
      "Order a case of this year's cider",
      "Ask about cider for your pub or shop",
      "Order cider for a wedding or party",
    ],
  },
  // Planning and firing explosive blasts in a quarry or on a site: the drilling pattern, the holes
  // checked, charged and stemmed, the area cleared, the siren, and rock coming down as planned.
  // Quarries and contractors employ them and assign the work, so no offer. A bare "blaster" is the
  // brief's name: no other role had it.
  {
    names: [
      "shotfirer",
      "shot firer",
      "quarry blaster",
      "blaster",
      "blasting engineer",
      "explosives engineer",
      "quarry shotfirer",
    ],
    emoji: ["💥", "🧨", "🪨"],
    who: [
      "clears the site before every blast",
      "times blasts to the millisecond",
      "moves a hillside before lunch",
      "sounds the siren and means it",
      "checks the holes before charging",
      "counts everyone back in afterwards",
    ],
    work: {
      plain: [
        "Drilling patterns planned for every blast",
        "Holes checked, charged and stemmed",
        "Site cleared, siren sounded, blast fired",
        "Rock broken to size, safely",
        "Every blast planned, logged and checked",
      ],
      wry: [
        "I make the loudest noise on site. Legally",
        "Everyone back. No, further back",
        "Mostly paperwork, then one big bang",
        "All that planning, over in seconds",
        "I do press the button. It never gets old",
      ],
      warm: [
        "Everyone clear, everyone home safe",
        "Rock coming down just the way I planned",
        "Careful hands for a powerful job",
        "The face comes down and the dust settles",
      ],
    },
    cta: [],
  },
  // Shaping hurleys by hand from ash: the ash picked so the grain runs into the bas, sawn, shaped,
  // sanded and banded, made to each player's length and weight, and broken ones banded again after
  // a match. The hurleys are theirs to sell or mend, so the offer is a hurley.
  {
    names: ["hurley maker", "hurl maker", "hurley making", "hurley craftsman", "hurley repairer"],
    emoji: ["🏑", "🪵", "🪚"],
    who: [
      "picks every plank by the grain",
      "knows the weight each player likes",
      "wears a fine coat of ash dust",
      "mends what the last match broke",
      "hears about every broken hurley",
      "is busiest the week before a final",
    ],
    work: {
      plain: [
        "Hurleys shaped by hand from ash",
        "The grain picked to run into the bas",
        "Sawn, shaped, sanded and banded",
        "Made to the length and weight you like",
        "Cracked hurleys banded and back in play",
      ],
      wry: [
        "Every clash of the ash is good for business",
        "Broke another one? I'm not complaining",
        "Not a hockey stick. Please",
        "Your hurley lost that fight, not you",
      ],
      warm: [
        "A good hurley feels right on the first swing",
        "From an ash tree to the pitch",
        "Every young player's first hurley matters",
        "An old craft, one hurley at a time",
      ],
    },
    cta: [
      "Order a hurley made to your size",
      "Bring in your broken hurley for a band",
      "Ask about hurleys for your club",
    ],
  },
  // Performing in heels, wigs and sequins: the dame in panto at Christmas, cabaret and drag the
  // rest of the year, with quick changes, lashes, a big voice and a room worked from the stage.
  // Most lines are about the stage and the look, true of the drag and cabaret names too; panto has
  // one plain and one wry line. Shows and venues book them, so the offer is a booking.
  {
    names: ["panto dame", "pantomime dame"],
    emoji: ["👠", "💄", "🎭"],
    who: [
      "owns more wigs than sensible shoes",
      "can do a full change in seconds",
      "finds sequins everywhere, forever",
      "talks to the back row, personally",
      "never lets a heckle go unanswered",
      "glues lashes on faster than you",
    ],
    work: {
      plain: [
        "Heels, wigs, sequins and a big voice",
        "Quick changes, big numbers, crowd work",
        "Panto at Christmas, cabaret all year",
        "Hosting, singing and working the room",
      ],
      wry: [
        "Oh no it isn't. Every night till January",
        "Front row, you have been warned",
        "My face gets more rehearsal than the show",
        "Taller in heels than the whole front row",
        "Yes, all the sequins. Every single one",
      ],
      warm: [
        "Strangers walk in, friends stagger out",
        "All glitter on top, all heart underneath",
        "Big laughs, bigger hair, biggest heart",
        "Making the shy ones feel like stars",
      ],
    },
    cta: ["Ask about a booking for your venue", "Ask about hosting your night"],
  },
  // Pouring candles by hand in small batches, at home or in a studio: wicks centred, wax and
  // fragrance blended, burns tested, labels on, and orders from markets and online. The lines say
  // wax, never which. The candles are theirs to sell. "Candle maker" only matched the generic
  // maker's head word.
  {
    names: ["candle maker", "candlemaker", "candle business owner", "soy candle maker"],
    emoji: ["🕯️", "🫙", "✨"],
    who: [
      "smells faintly of everything",
      "chips wax off every surface",
      "centres every wick by hand",
      "has a favourite scent every week",
      "lets every candle cure first",
      "pours in small batches",
    ],
    work: {
      plain: [
        "Candles hand poured in small batches",
        "Wicks centred, wax poured, labels on",
        "Every scent burn tested before it sells",
        "Made by hand, wrapped and sent out",
        "Scents chosen for a strong, even throw",
      ],
      wry: [
        "My clothes smell like a candle shop",
        "Sorry, I can't smell anything anymore",
        "Yes, I test them all. Strictly for work",
        "Trim your wick. Your candle will thank you",
        "More jars than I will ever admit to",
      ],
      warm: [
        "A little light for the long evenings",
        "Something made by hand for a cosy night",
        "Lighting up other people's quiet evenings",
        "Every order packed like a gift",
      ],
    },
    cta: ["Order a candle from this batch", "Ask about candles for your wedding", "Ask about wholesale for your shop"],
  },
  // A hotel's night auditor: the front desk through the night, the day's accounts closed and
  // balanced after midnight, late check-ins, early check-outs, the odd guest locked out. Not a
  // financial auditor: a bare "auditor" took that entry's lines ("Can you send the supporting
  // documents", round 120, read 1.5). The hotel assigns the guests, so no offer.
  {
    names: ["night auditor", "hotel night auditor", "night audit", "night auditor at a hotel"],
    emoji: ["🛎️", "🌙", "🏨"],
    who: [
      "closes the day after midnight",
      "balances the books overnight",
      "has met every late check-in",
      "knows the lobby's night noises",
      "sees the hotel when it sleeps",
    ],
    work: {
      plain: [
        "Overnight at the desk, the accounts closed",
        "The night shift at the front desk",
        "Closing the day's accounts, balanced",
        "Late arrivals checked in, calmly",
      ],
      wry: [
        "Yes, I can let you back in your room",
        "Lunch break: before sunrise",
        "The lobby is very quiet. Suspiciously",
        "The figures balance. Eventually",
      ],
      warm: ["A calm welcome, whatever the hour", "Awake at the desk while you sleep", "Someone's always at the desk"],
    },
    cta: [],
  },
  // Running a ride (a waltzer, dodgems, a big wheel) at a travelling fair: taking fares, checking
  // bars and belts, spinning the cars, shouting over the music, then packing it all down and
  // pulling on to the next town. Round 120's waltzer operator had no trade the base knew.
  {
    names: [
      "ride operator",
      "fairground ride operator",
      "waltzer operator",
      "waltzer owner",
      "fairground worker",
      "funfair worker",
      "travelling showman",
      "dodgems operator",
    ],
    emoji: ["🎡", "🎠", "🎢"],
    who: [
      "spins the cars that make you yell",
      "shouts over the music for a living",
      "packs up the fair and moves on",
      "has seen every shade of green",
      "lives where the fair pulls up",
    ],
    work: {
      plain: [
        "Safety bars checked, every ride",
        "Building up, running and pulling down",
        "Fair season, town to town",
        "The ride checked before the first fare",
      ],
      wry: [
        "Louder screams, faster spins. House rules",
        "I decide who gets the extra spin",
        "Candyfloss in my hair, again",
        "Yes, it goes faster if you scream",
      ],
      warm: [
        "Bright lights, loud music, a happy crowd",
        "A fair's worth of screams and smiles",
        "Every town, the same lights, new faces",
      ],
    },
    cta: [],
  },
  {
    // "Channapatna toy maker" had a craft seller's lines ("I buy supplies faster than I use them", round 151: 3).
    names: ["toy maker", "wooden toy maker", "toymaker", "toy carver", "wooden toy carver"],
    emoji: ["🪀", "🧸", "🪵"],
    who: [
      "tests every toy on the floor first",
      "sands every edge smooth by hand",
      "makes toys meant to be played hard",
      "hoards spare wheels and pegs",
      "still loves a good spinning top",
    ],
    work: {
      plain: [
        "Wooden toys, turned and painted by hand",
        "Safe colours and smooth edges, always",
        "Made to be played with, then handed down",
        "Small toys, made with great care",
      ],
      wry: [
        "Chief tester of my own spinning tops",
        "Yes, I play with them. Quality control",
        "Sawdust in my hair, paint on my thumbs",
        "No batteries required, ever",
      ],
      warm: [
        "A toy that outlasts the child who got it",
        "Made slowly so it can be loved for years",
        "Every toy goes out to a new pair of hands",
      ],
    },
    cta: ["Ask about toys made to order", "Order a toy that lasts for years"],
  },
  {
    // "Fitter and turner" is one trade (round 158: "turner" a hobby, 2); on a crew, so no offer of their own.
    names: ["fitter and turner", "fitter & turner", "fitter turner", "mechanical fitter", "fitter and machinist"],
    emoji: ["🔧", "⚙️"],
    who: [
      "trusts a micrometer over a guess",
      "keeps a rag in every pocket",
      "measures twice, machines once",
      "can fix it if it turns",
    ],
    work: {
      plain: [
        "Pumps, gearboxes and shafts kept turning",
        "Parts machined to the thousandth",
        "Shutdowns, breakdowns and rebuilds",
        "Bearings, seals and alignments done right",
      ],
      wry: [
        "My toolbox costs more than my car",
        "If it spins, I've probably fixed it",
        "Hearing protection, selective hearing",
        "Metal shavings everywhere, even my socks",
      ],
      warm: [
        "Keeping the plant running for the crew",
        "Careful work so everyone gets home",
        "Proud of a job done right the first time",
      ],
    },
    cta: [],
  },
  {
    // A sea salt maker had the general maker's lines ("I buy supplies faster than I use them", round 158: 3).
    names: ["sea salt maker", "salt maker", "sea salt producer", "salt harvester", "sea salt harvester"],
    emoji: ["🧂", "🌊"],
    who: [
      "tastes the tide in every batch",
      "watches the sky, not the clock",
      "has salt in every pocket",
      "knows the sea by its taste",
    ],
    work: {
      plain: [
        "Sea water, sun and patience, by hand",
        "Small batches, harvested by hand",
        "Flaky sea salt, small batch",
        "Pure sea salt, nothing added",
      ],
      wry: ["Yes, it's just salt. Very good salt", "Professionally salty", "My hands are the saltiest thing here"],
      warm: ["A pinch of the sea for your table", "Slow salt, made the old way", "From the shore to your kitchen"],
    },
    cta: ["Order this season's sea salt", "Ask about salt for your kitchen"],
  },
  {
    names: ["town crier", "crier", "official town crier"],
    emoji: ["🔔", "📜"],
    who: [
      "has never needed a microphone",
      "rings a bell before speaking",
      "reads proclamations for a living",
      "has a hat for every proclamation",
    ],
    work: {
      plain: [
        "Proclamations, parades and civic events",
        "Opening fairs, festivals and ceremonies",
        "Bell, scroll and a booming voice",
        "Keeping an old tradition loud and proud",
      ],
      wry: [
        "Loudest voice in town, officially",
        "Inside voice not included",
        "Ringing a bell is technically my job",
        "The original breaking news",
      ],
      warm: [
        "Calling the whole town together",
        "Proud to carry an old tradition on",
        "Every announcement made with a smile",
      ],
    },
    cta: ["Book a town crier for your event", "Ask about a crier for your opening"],
  },
  {
    names: ["carillonneur", "carillonist", "carillon player", "university carillonneur"],
    emoji: ["🔔", "🎶"],
    who: [
      "plays a tower full of bells",
      "practises on a silent keyboard",
      "climbs the stairs to every recital",
      "rings in the new year, loudly",
    ],
    work: {
      plain: [
        "Recitals from the bell tower",
        "Hymns, rags and folk tunes on the bells",
        "Playing the carillon for the whole campus",
      ],
      wry: [
        "No one can ask me to turn it down",
        "My instrument weighs several tonnes",
        "The whole town hears my wrong notes",
      ],
      warm: [
        "Music for everyone within earshot",
        "Bells that mark the hours of a place",
        "Sharing the bells with anyone passing by",
      ],
    },
    cta: [],
  },
  {
    names: [
      "wedding photographer",
      "wedding photography",
      "elopement photographer",
      "wedding and elopement photographer",
    ],
    emoji: ["📸", "💍"],
    who: [
      "cries at every first look",
      "knows which uncle will photobomb",
      "packs snacks for the couple",
      "carries safety pins for the dress",
    ],
    work: {
      plain: [
        "Weddings and elopements, start to finish",
        "Candid moments, calm direction",
        "Ceremony, portraits, first dance, all of it",
        "Your wedding, told the way it felt",
      ],
      wry: [
        "Yes, I'll get one of the whole family",
        "Professional crier at first looks",
        "Fluent in aunties and timelines",
        "I have walked backwards down many aisles",
      ],
      warm: [
        "The day goes fast; the photos stay",
        "Capturing the glances you'll miss",
        "Your people, your vows, your day",
      ],
    },
    cta: ["Tell me your wedding date and venue", "Ask about wedding packages"],
  },
  {
    names: ["ag pilot", "crop duster", "agricultural pilot", "aerial applicator", "crop dusting pilot", "ag aviator"],
    emoji: ["🛩️", "🌾"],
    who: [
      "knows every power line by heart",
      "reads the windsock over breakfast",
      "waves at the farmer on every pass",
      "reads a field from fifty feet up",
    ],
    work: {
      plain: [
        "Spraying and seeding from the air",
        "Low passes, straight rows, tight turns",
        "Crops covered on time, weather allowing",
      ],
      wry: [
        "Yes, it is as low as it looks",
        "My commute is ten feet off the wheat",
        "Wires, trees and the odd curious cow",
      ],
      warm: [
        "Helping farmers bring the crop home",
        "Sunrise over the fields from the cockpit",
        "Proud to work for the folks who feed us",
      ],
    },
    cta: [],
  },
  {
    names: ["medical rep", "medical representative", "pharma rep", "pharmaceutical rep", "medical sales rep"],
    emoji: ["💊", "🩺"],
    who: [
      "knows every clinic's waiting room",
      "has waited for doctors for years",
      "carries samples in every bag",
      "knows which doctor sees reps",
    ],
    work: {
      plain: [
        "Bringing new medicines to doctors",
        "Product details, clearly explained",
        "Clinic visits, follow-ups, long drives",
      ],
      wry: ["Professional waiting room sitter", "Fluent in doctor handwriting, nearly", "Samples in the boot, always"],
      warm: [
        "Helping doctors help their patients",
        "Small visits, better treatment",
        "Good medicine deserves to be known",
      ],
    },
    cta: [],
  },
  {
    // Trains the dogs, not their owners: a guide dog charity's, so no offer (round 164: "Book a session for your puppy").
    names: ["guide dog trainer", "guide dog instructor", "assistance dog trainer", "guide dog mobility instructor"],
    emoji: ["🦮", "🐕"],
    who: [
      "never leaves home without kibble",
      "walks into lampposts on purpose",
      "talks to dogs more than people",
      "notices every kerb",
    ],
    work: {
      plain: [
        "Training dogs to guide people safely",
        "Kerbs, crossings and clear paths",
        "Matching each dog with the right person",
      ],
      wry: [
        "Good dog, said ten thousand times",
        "My students all have four legs",
        "Professionally ignoring dropped chips",
      ],
      warm: ["Every dog means someone's freedom", "The best day: a new partnership", "Trust, one walk at a time"],
    },
    cta: [],
  },
  {
    names: ["boilermaker", "boilermaker welder", "boilermaker fabricator", "fabricator welder"],
    emoji: ["🔥", "🛠️"],
    who: [
      "owns no shirt without a burn hole",
      "reads a drawing like a map",
      "can tack it in the dark",
      "lives in steel caps",
    ],
    work: {
      plain: [
        "Welding and fabrication, built to spec",
        "Plate, pipe and structural steel",
        "Shutdowns, repairs and new builds",
      ],
      wry: ["Sparks down my collar, daily", "Grinder in hand, earmuffs on", "Tan lines shaped like a welding helmet"],
      warm: [
        "Proud of steel that holds for years",
        "Building what keeps the plant running",
        "Good welds and a good crew",
      ],
    },
    cta: [],
  },
  {
    names: ["mahout", "elephant keeper", "elephant handler", "temple elephant keeper"],
    emoji: ["🐘", "🛕"],
    who: [
      "knows an elephant's every mood",
      "knows the words an elephant obeys",
      "walks at an elephant's pace",
      "has a four-tonne best friend",
    ],
    work: {
      plain: [
        "Caring for our temple elephant daily",
        "Bathing, feeding and walking, every day",
        "Years of trust between keeper and elephant",
      ],
      wry: ["My colleague weighs four tonnes", "Bath time takes all morning", "Who is training whom? Unclear"],
      warm: ["A bond built over many years", "Every festival, side by side", "Gentle giant, patient keeper"],
    },
    cta: [],
  },
  {
    names: ["office manager", "practice manager", "office admin manager"],
    emoji: ["📋", "🗂️"],
    who: [
      "knows where every form lives",
      "keeps the kettle and diary going",
      "remembers everyone's birthday",
      "chases paperwork so nobody has to",
    ],
    work: {
      plain: [
        "Paperwork, payroll and the phones",
        "Keeping the office running smoothly",
        "Invoices out, orders in, diary sorted",
      ],
      wry: [
        "I have a spreadsheet for that",
        "Yes, I've already chased it",
        "Unofficial head of the stationery cupboard",
      ],
      warm: [
        "Calm heads and tidy files",
        "Looking after the people who do the work",
        "First in, kettle on, day sorted",
      ],
    },
    cta: [],
  },
];
