/**
 * What a copywriter knows about common roles, part V: jobs round 96's blind reading met that the base did not know.
 * Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_V: readonly RoleKnowledge[] = [
  // Unblocking and mending drains, not designing a road's drainage.
  {
    names: ["drainage engineer", "drain engineer", "drainage technician", "drain unblocker", "drainage contractor"],
    kinds: ["domestic", "commercial", "emergency", "cctv", "jetting", "blocked"],
    emoji: ["🪠", "💧", "🔧"],
    who: [
      "has seen what flushable wipes do",
      "can trace a drain to the sewer",
      "can smell a blockage from the gate",
      "lifts manhole covers for a living",
      "has seen inside a lot of pipes",
      "never flinches at a full manhole",
    ],
    work: {
      plain: [
        "Blocked drains cleared, fast and clean",
        "Camera surveys to see what's down there",
        "Blocked sinks, toilets and outside drains",
        "Tracing every blockage back to its cause",
        "Jetting, unblocking and drain repairs",
      ],
      wry: [
        "Flushable, it says. It isn't",
        "The tree roots got there before me",
        "Whatever you dropped, I've found worse",
        "Fat down the sink? See you soon",
        "I won't offer to shake hands, sorry",
      ],
      warm: [
        "Nobody thinks about drains, until they do",
        "The gurgle of a drain running free again",
        "A family's relief when the loo flushes again",
        "Taking on the job nobody else wants",
      ],
    },
    cta: [
      "Ring me about a blocked drain",
      "Show me the drain that won't clear",
      "Get the drains checked before buying",
    ],
  },
  // Teaching people to ride horses; a motorcycle's riding instructor is not this.
  {
    names: [
      "riding instructor",
      "horse riding instructor",
      "equestrian coach",
      "riding teacher",
      "riding school instructor",
    ],
    kinds: [
      "horse",
      "horseback",
      "pony",
      "equestrian",
      "dressage",
      "jumping",
      "show jumping",
      "eventing",
      "western",
      "english",
      "bhs",
      "riding school",
      "therapeutic",
      "rda",
      "side saddle",
    ],
    emoji: ["🐴", "🐎"],
    who: [
      "shouts heels down across an arena",
      "knows when a pony is plotting",
      "teaches in circles, literally",
      "spots a slipping stirrup at once",
      "has walked miles round an arena",
      "gives a leg up without thinking",
    ],
    work: {
      plain: [
        "Lessons for nervous and keen riders alike",
        "Building a secure seat and soft hands",
        "Matching each rider to the right horse",
        "Position, balance and a quiet leg",
        "From first lessons to confident riding",
      ],
      wry: [
        "Heels down. No, further down",
        "Inside leg to outside rein, for ever",
        "The school pony has opinions",
        "Everyone falls off eventually. Get back on",
        "My voice carries across any arena",
      ],
      warm: [
        "Watching a nervous rider's first canter",
        "Horse and rider learning to trust",
        "That grin when a rider finally gets it",
      ],
    },
    cta: ["Book a lesson, beginners welcome", "Ask about help for nervous riders"],
  },
  {
    names: [
      "fishing tackle shop owner",
      "tackle shop owner",
      "tackle shop worker",
      "angling shop owner",
      "fishing shop owner",
    ],
    emoji: ["🎣", "🐟", "🪝"],
    who: [
      "knows what the fish are taking",
      "hears about the one that got away",
      "sells maggots by the pint",
      "can tie any knot you need",
      "keeps the bait fridge well stocked",
      "knows the local waters inside out",
    ],
    work: {
      plain: [
        "Rods, reels, bait and honest advice",
        "Kitting out first-time anglers properly",
        "Tackle for beginners and old hands alike",
        "The word on what's biting, free with bait",
      ],
      wry: [
        "Nobody pops in for only a packet of hooks",
        "The maggots are in the fridge. Not the milk",
        "That fish grows every time I hear about it",
        "Nobody has ever owned enough floats",
        "Yes, I'd rather be fishing too",
      ],
      warm: [
        "A child's first rod, chosen together",
        "Where anglers swap stories and swims",
        "Sending you off with the right bait and hope",
      ],
    },
    cta: [
      "Grab fresh bait on your way to the water",
      "Ask what's been biting this week",
      "Ask me to get the tackle in for you",
    ],
  },
  {
    names: [
      "balloon decorator",
      "balloon artist",
      "balloon stylist",
      "balloon business owner",
      "balloon decorating business owner",
    ],
    emoji: ["🎈", "🎉"],
    who: [
      "blows up balloons for a living",
      "flinches at every unexpected pop",
      "counts balloons in their sleep",
      "has packed a car with balloons",
      "knows every shade of pastel",
      "watches the wind before every job",
      "has sore fingers from tying knots",
    ],
    work: {
      plain: [
        "Balloon arches, garlands and displays",
        "Colour schemes matched to the invitation",
        "Set up before guests arrive, cleared after",
        "Displays for parties, weddings and launches",
      ],
      wry: [
        "A sunny window is my worst enemy",
        "Fitting an arch through a door is an art",
        "Pastel, chrome or rainbow? Yes",
        "One gust and the arch goes walkabout",
      ],
      warm: [
        "The gasp when guests first see the room",
        "A plain hall turned into a party",
        "Colour that says party before anyone speaks",
      ],
    },
    cta: [
      "Send your colours and date for a quote",
      "Ask about an arch for your event",
      "Book a display for your party",
    ],
  },
  // Looking after older residents in sheltered housing; a prison's or a park's warden is not this.
  {
    names: ["sheltered housing warden", "warden", "scheme manager", "housing warden", "sheltered housing officer"],
    kinds: [
      "sheltered housing",
      "sheltered",
      "housing",
      "scheme",
      "retirement",
      "retirement housing",
      "extra care",
      "resident",
      "residential",
    ],
    emoji: ["🏡", "🫖", "🤝"],
    who: [
      "knows every resident by name",
      "makes the daily check-in calls",
      "has answered plenty of pull cords",
      "hears all the gossip in the lounge",
      "keeps an eye on every flat",
      "notices when a curtain stays shut",
    ],
    work: {
      plain: [
        "Looking out for older residents every day",
        "Making sure everyone is safe and well",
        "A link to doctors, carers and family",
        "Repairs reported and chased until done",
      ],
      wry: [
        "The pull cord was the light switch, again",
        "Refusing a cuppa is never allowed",
        "Fire alarm test day: nobody's impressed",
        "Fixing the telly counts as support work",
      ],
      warm: [
        "Independence, with someone close by",
        "A knock on the door that brightens a morning",
        "Helping people live on their own terms",
        "Turning a corridor of flats into neighbours",
      ],
    },
    cta: [],
  },
  // In the heat of the works, working or retired.
  {
    names: ["steelworker", "steel worker", "furnaceman", "steel mill worker", "foundry worker"],
    kinds: [
      "iron",
      "steel",
      "stainless",
      "aluminium",
      "bronze",
      "brass",
      "furnace",
      "blast furnace",
      "melt shop",
      "rolling mill",
      "foundry",
      "ex",
    ],
    emoji: ["🔥", "🏭"],
    who: [
      "has worked in serious heat",
      "has seen metal run like water",
      "knows the roar of a furnace",
      "knows shift work inside out",
      "has watched sparks for a living",
      "has stood close to molten metal",
    ],
    work: {
      plain: [
        "Molten metal, handled with care",
        "Round-the-clock shifts at the works",
        "Heat, noise and careful teamwork",
        "Making the metal other trades build with",
      ],
      wry: [
        "A heatwave feels like a cool day to me",
        "Fluent in shouting over machinery",
        "Lunch at three in the morning, again",
        "Overalls with a few scorch marks",
      ],
      warm: [
        "Proud of every pour and every shift",
        "In the heat, you look after your mates",
        "Metal we made ends up everywhere",
      ],
    },
    cta: [],
  },
];
