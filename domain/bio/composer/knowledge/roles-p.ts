/**
 * What a copywriter knows about common roles, part P: trades a sweep of common jobs found the base knew only by
 * a wider name ("small business owner", "technician") or not at all. Every line is true of anyone in the role
 * (see ./types.ts for the rules).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_P: readonly RoleKnowledge[] = [
  // Makers and performers alike: lines about puppets coming to life, true of both.
  {
    names: ["puppet maker", "puppeteer", "puppet builder"],
    emoji: ["🎭", "🧵"],
    who: [
      "can make a sock look thoughtful",
      "holds characters at arm's length",
      "worries about where puppets look",
      "gives felt and foam a personality",
      "knows a puppet by its weight",
    ],
    work: {
      plain: [
        "Puppets that breathe, look and listen",
        "Characters made of foam, felt and wood",
        "Small movements that make a puppet real",
        "Giving every puppet its own walk",
      ],
      wry: [
        "My colleagues are mostly foam",
        "The puppet gets the applause. Fine",
        "Never trust a puppet with dead eyes",
        "Half my friends have no legs",
      ],
      warm: [
        "The moment a child forgets there's a hand",
        "Felt and foam that people believe in",
        "Characters that make an audience lean in",
      ],
    },
    cta: ["Describe the character you need", "Ask about puppets for your production"],
  },
  // "gas turbine technician" is another trade: the names hold only for wind.
  {
    names: ["wind turbine technician", "wind turbine tech", "wind tech", "turbine technician"],
    kinds: ["offshore", "onshore", "wind", "wind farm"],
    emoji: ["🌬️", "⚡"],
    who: [
      "has a commute straight up",
      "checks the wind forecast first",
      "works higher than the birds",
      "can tell a bad bearing by ear",
      "gets blown about for a living",
      "clips on before anything else",
    ],
    work: {
      plain: [
        "Servicing turbines a long way up",
        "Bolts torqued and brakes checked at height",
        "Rescue-trained and roped up on every climb",
        "Keeping the blades turning and the power on",
        "Faults found and fixed in the nacelle",
      ],
      wry: [
        "Great view, no toilet, long ladder",
        "Too windy to work. Ironic, I know",
        "Forgot a tool? That's another climb",
        "Weather forecast: my actual boss",
      ],
      warm: [
        "Clean power for homes I'll never see",
        "Everyone back down the ladder safely",
        "Turning a windy day into a good one",
      ],
    },
    cta: [],
  },
  {
    names: ["housing officer", "council housing officer", "housing association officer", "tenancy officer"],
    emoji: ["🏠", "🔑"],
    who: [
      "referees neighbour disputes",
      "knows the repairs list by heart",
      "does home visits in all weathers",
      "has seen a lot of black mould",
      "knows who needs a knock this week",
      "has heard every rent excuse going",
    ],
    work: {
      plain: [
        "Helping people keep their homes",
        "Out on my patch, door by door",
        "Getting rent arrears back on track",
        "Making sure every tenancy starts right",
      ],
      wry: [
        "Yes, I've chased the repair. Again",
        "Fluent in neighbour noise complaints",
        "The bins are not technically my job",
        "I know every dog on my patch by bark",
      ],
      warm: [
        "A safe, warm home changes everything",
        "Keys handed over to someone who waited",
        "Helping people stay put when life wobbles",
      ],
    },
    cta: [],
  },
  {
    names: ["environmental health officer", "eho", "food safety officer"],
    emoji: ["🔍", "📋"],
    who: [
      "looks behind the fridge first",
      "never trusts a lukewarm buffet",
      "carries a probe thermometer",
      "makes kitchens go very quiet",
      "can spot mouse droppings anywhere",
    ],
    work: {
      plain: [
        "Inspecting kitchens so your dinner is safe",
        "Food hygiene checks, fair and thorough",
        "Temperatures probed, records checked",
        "Advice first, enforcement when it's needed",
      ],
      wry: [
        "The restaurant goes silent when I walk in",
        "Eating out is never relaxing for me",
        "Your fridge is too warm. Sorry",
        "Hand wash sinks are not for storage",
      ],
      warm: [
        "Safe food for everyone who eats out",
        "Helping small kitchens get it right",
        "Quiet work behind every safe meal",
      ],
    },
    cta: [],
  },
  {
    names: ["heat pump engineer", "heat pump installer", "renewables engineer"],
    emoji: ["🌡️", "🌱"],
    who: [
      "explains flow temperatures a lot",
      "always asks about your radiators",
      "gets quizzed about cold snaps",
      "asks to peek in your loft",
      "hauls units through back gardens",
      "does the heat loss sums first",
    ],
    work: {
      plain: [
        "Swapping gas boilers for heat pumps",
        "Heat loss worked out room by room",
        "Heat pumps surveyed, sized and fitted",
        "Low, steady warmth through the whole house",
        "Servicing and fault-finding on heat pumps",
      ],
      wry: [
        "Yes, it works when it's freezing",
        "Warm, not hot. That's the whole point",
        "Every neighbour asks what the box is",
        "Leave it on. Honestly, leave it on",
      ],
      warm: [
        "Warm homes that cost the planet less",
        "Quietly heating homes without a flame",
        "Helping families off gas for good",
      ],
    },
    cta: ["Ask about swapping your boiler", "Book a heat loss survey", "Send me the heat pump that's playing up"],
  },
  {
    names: ["offshore worker", "oil rig worker", "rig worker", "offshore technician"],
    emoji: ["🌊", "⛑️"],
    who: [
      "lives by the rotation",
      "has done the sea survival course",
      "marks the calendar in hitches",
      "can sleep through any storm",
      "eats better at sea than at home",
    ],
    work: {
      plain: [
        "Long shifts, far out at sea",
        "Permit to work before any job starts",
        "Weeks away, then weeks at home",
        "Keeping things running miles offshore",
      ],
      wry: [
        "My commute has a life jacket",
        "The food's good. The view never changes",
        "Wi-fi at sea: a daily disappointment",
        "First night home, I still wake for shift",
      ],
      warm: [
        "Every trip home feels like the first",
        "Crewmates who know me better than most",
        "Hard graft far away, for the ones at home",
      ],
    },
    cta: [],
  },
  {
    names: ["post office worker", "post office counter clerk", "post office clerk", "sub-postmaster", "subpostmaster"],
    emoji: ["📮", "✉️"],
    who: [
      "can weigh a parcel by eye",
      "knows what every parcel will cost",
      "keeps the queue moving",
      "knows the forms for everything",
      "has seen some shocking wrapping",
    ],
    work: {
      plain: [
        "Parcels weighed and sent the right way",
        "The counter where your parcel starts out",
        "Forms checked so they don't come back",
        "Sending things safely, signed for",
      ],
      wry: [
        "No, that won't fit as a large letter",
        "No need to lick stamps these days",
        "Survivor of the Christmas parcel queue",
        "My lunch hour is everyone's lunch hour",
      ],
      warm: [
        "Knowing regulars by name and parcel",
        "Sending love across the country, by post",
        "Some visits are mostly for the chat",
      ],
    },
    cta: [],
  },
  {
    names: ["windscreen fitter", "windscreen technician", "auto glazier"],
    emoji: ["🚗", "🪟"],
    who: [
      "knows a chip becomes a crack",
      "works in car parks and driveways",
      "has cut out countless old screens",
      "watches the weather for the glue",
      "carries suction cups everywhere",
    ],
    work: {
      plain: [
        "Chips filled before they turn to cracks",
        "Screens replaced, sealed and ready to drive",
        "A clean seal and no leaks after rain",
        "Cracked glass swapped without fuss",
      ],
      wry: [
        "That little chip won't stay little",
        "Lorries throwing stones keep me busy",
        "Drizzle is my natural enemy",
        "Don't slam the doors just yet",
      ],
      warm: [
        "A clear view home is worth a lot",
        "Safe glass between you and the weather",
        "Seeing the road clearly again",
      ],
    },
    cta: ["Show me the chip before it spreads", "Book a windscreen replacement"],
  },
  {
    names: ["furniture restorer", "french polisher", "antique furniture restorer"],
    emoji: ["🪑", "🪵"],
    who: [
      "dates furniture by its dovetails",
      "smells of beeswax and shellac",
      "winces at a hot mug on a table",
      "has lifted a lot of water rings",
      "leaves the honest wear alone",
    ],
    work: {
      plain: [
        "Loose joints glued, veneer laid back down",
        "Water marks and scratches lifted by hand",
        "Old finishes revived, not stripped away",
        "Family pieces made sound and usable again",
      ],
      wry: [
        "Coasters exist. Please use them",
        "Someone painted it magnolia. I'm coping",
        "Not everything old is antique. Sorry",
        "Old glue, older wood, no hurry",
      ],
      warm: [
        "The table your family grew up around",
        "Saving pieces too good to throw away",
        "Handing back the chair with its story intact",
      ],
    },
    cta: ["Show me the table with the water ring", "Ask about restoring a family piece"],
  },
  {
    names: ["milliner", "hat maker", "hatter"],
    emoji: ["👒", "🎩"],
    who: [
      "steams felt for a living",
      "can guess a head size by eye",
      "owns a lot of wooden heads",
      "sees a hat in every wedding invite",
      "finds feathers in odd places",
    ],
    work: {
      plain: [
        "Every hat blocked and hand-stitched",
        "Headpieces made to match the outfit",
        "Felt in winter, straw in summer",
        "Made to measure for weddings and races",
      ],
      wry: [
        "Yes, it will stay on in the wind",
        "Wedding season owns me",
        "The steamer is always on",
        "I judge hats at every wedding",
      ],
      warm: ["The hat that makes the photos", "Standing taller the moment it's on", "A hat made for one head only"],
    },
    cta: [
      "Send me the outfit and the occasion",
      "Ask about a hat made to measure",
      "Book a fitting for your headpiece",
    ],
  },
  {
    names: ["embroiderer", "embroidery artist", "machine embroiderer"],
    emoji: ["🧵", "🪡"],
    who: [
      "has thread on every jumper",
      "owns every shade of one colour",
      "counts stitches in their sleep",
      "can't throw away a short thread",
      "keeps a hoop within reach",
    ],
    work: {
      plain: [
        "Every design stitched to wear well",
        "Custom pieces stitched to order",
        "Thread chosen shade by shade",
        "Clean lines, neat backs, no loose ends",
      ],
      wry: [
        "The back of it is nobody's business",
        "Snipped thread: now on every surface",
        "Yes, it took that long",
        "I own more thread than clothes",
      ],
      warm: [
        "Stitching names onto things people keep",
        "Detail you can feel with your fingertips",
        "Gifts that last longer than the occasion",
      ],
    },
    cta: ["Order a piece stitched just for you", "Send me the design you want stitched"],
  },
  {
    names: ["woodturner", "wood turner"],
    emoji: ["🪵", "🥣"],
    who: [
      "has shavings in every pocket",
      "sees a bowl in every log",
      "respects the lathe, always",
      "collects wood nobody else wants",
      "sharpens before anything else",
    ],
    work: {
      plain: [
        "Bowls and vessels turned on the lathe",
        "Letting the grain decide the shape",
        "Sanded smooth, then oiled or waxed",
        "Spindles and bowls shaped by eye",
      ],
      wry: [
        "Catch, bang, start again",
        "The shavings get everywhere. Everywhere",
        "Yes, I'll take that log you're burning",
        "My face shield has taken a few hits",
      ],
      warm: [
        "A bowl that should outlive me",
        "Fallen trees turned into everyday things",
        "Something to hold that was once a tree",
      ],
    },
    cta: ["Ask about a bowl from your own tree", "Order a turned bowl as a gift"],
  },
  // Dogs at kennels, cats at a cattery: lines say guests and pets, true of both.
  {
    names: ["kennel worker", "cattery owner", "boarding kennels owner", "boarding kennel owner", "cattery worker"],
    emoji: ["🐕", "🐈"],
    who: [
      "knows every guest's food quirks",
      "works every bank holiday going",
      "knows a homesick pet on sight",
      "works hardest when you're away",
      "is never fully free of fur",
    ],
    work: {
      plain: [
        "Clean, warm pens and bedding changed daily",
        "Feeding to each pet's own routine",
        "Medicines given as the vet wrote them",
        "A watchful eye while the family's away",
      ],
      wry: [
        "Yes, they ate. Yes, they're fine",
        "Summer holidays mean no holidays for me",
        "Fully booked before the schools break up",
        "Every guest thinks they run the place",
      ],
      warm: [
        "Caring for them as if they were mine",
        "Wagging, purring reunions at pick-up time",
        "So you can go away and not worry",
      ],
    },
    cta: ["Book your pet's stay early", "Come and see where they'd stay"],
  },
  {
    names: ["falconer", "bird of prey handler", "falconry centre worker"],
    emoji: ["🦅", "🧤"],
    who: [
      "wears one glove all year",
      "weighs the birds every morning",
      "can read a bird's mood at a glance",
      "has searched a lot of treetops",
    ],
    work: {
      plain: [
        "Flying displays with birds of prey",
        "Birds trained with patience and food",
        "Every bird flown free and called back",
        "Weighing, feeding and flying, every day",
      ],
      wry: [
        "The owl gets more photos than me",
        "My freezer would scare most people",
        "The bird decides when we're done",
        "Yes, it could leave. It chooses not to",
      ],
      warm: [
        "The moment a bird comes back to the glove",
        "Trust built one flight at a time",
        "A crowd gasping as a falcon stoops",
      ],
    },
    cta: ["Book a flying display for your event", "Ask about a day with the birds"],
  },
  // The trade, not the machine: a "3d printer" is neither.
  {
    names: ["printer", "print shop owner", "print finisher"],
    kinds: [
      "commercial",
      "digital",
      "litho",
      "lithographic",
      "offset",
      "print",
      "trade",
      "large format",
      "wide format",
      "letterpress",
      "book",
      "jobbing",
    ],
    emoji: ["🖨️", "📄"],
    who: [
      "can tell paper weights by touch",
      "never skips the proof",
      "cares a lot about bleed",
      "warns you about colours on screen",
      "has folded a mountain of leaflets",
    ],
    work: {
      plain: [
        "Colours checked against the proof",
        "Trimmed, folded and bound with care",
        "Short runs and big runs, same care",
        "Paper chosen to suit the job",
      ],
      wry: [
        "Please send a PDF. Not a photo of one",
        "Your screen lied about that blue",
        "Low-res logos haunt my dreams",
        "Rush job? They all are",
      ],
      warm: [
        "Small businesses looking their best on paper",
        "A first batch of business cards, done right",
        "Something real to hand over and keep",
      ],
    },
    cta: ["Send me your artwork for a quote", "Ask about paper and finishes"],
  },
  {
    names: ["brewery worker", "drayman", "brewery operative", "dray driver"],
    emoji: ["🍺", "🛢️"],
    who: [
      "knows how heavy a full cask is",
      "has rolled a lot of barrels",
      "gets asked for free samples",
      "works where the beer begins",
      "never drops a cask, nearly never",
    ],
    work: {
      plain: [
        "Filling, moving and loading casks and kegs",
        "Good beer from the tank to the pub",
        "Heavy casks handled safely",
        "Early starts so the pubs never run dry",
      ],
      wry: [
        "The gym membership came free with the job",
        "My back has opinions about casks",
        "Sampling is quality control. Honestly",
        "Everyone wants to be my friend on a Friday",
      ],
      warm: [
        "Proud of every pint it ends up in",
        "Part of the crew behind your local",
        "Hard graft so the pints keep flowing",
      ],
    },
    cta: [],
  },
  {
    names: ["harbour master", "harbourmaster", "marina manager"],
    emoji: ["⚓", "⛵"],
    who: [
      "always knows the state of the tide",
      "knows every boat in the harbour",
      "has the VHF on at all times",
      "has seen some dreadful mooring",
      "answers to everyone with a boat",
    ],
    work: {
      plain: [
        "Keeping boats moving safely in and out",
        "Moorings allocated and pontoons kept sound",
        "Watching the water in all weathers",
        "Safe berths and a harbour that runs well",
      ],
      wry: [
        "Slow down inside the harbour. Please",
        "Watching people reverse a boat is my TV",
        "Tide tables: my favourite reading",
        "No, you can't just leave it there",
      ],
      warm: [
        "Every boat in before the weather turns",
        "Shelter for anyone the sea sends in",
        "Waving off boats and welcoming them home",
      ],
    },
    cta: [],
  },
  // Limbs and braces alike: lines about fit and walking, true of both.
  {
    names: ["prosthetist", "orthotist", "prosthetics technician", "prosthetic technician", "orthotics technician"],
    emoji: ["🦿", "🦶"],
    who: [
      "watches how everyone walks",
      "has made a lot of plaster casts",
      "can spot a limp across a room",
      "fusses over a millimetre of fit",
      "works between clinic and workshop",
    ],
    work: {
      plain: [
        "Limbs and braces fitted to the person",
        "Adjusted until every step feels right",
        "Gait checked, fit tweaked, comfort first",
        "Made to measure, fitted with care",
      ],
      wry: [
        "A millimetre matters a lot in here",
        "I notice shoes before faces",
        "Rubbing? Tell me. I mean it",
        "Plaster dust on every jumper I own",
      ],
      warm: ["Back on your feet, in every sense", "The first steps that don't hurt", "Walking further than last time"],
    },
    cta: [],
  },
];
