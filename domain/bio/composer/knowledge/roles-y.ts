/**
 * What a copywriter knows about common roles, part Y: the driver clearing snow before dawn, the
 * painters who turn plywood into marble, the restorer re-leading old windows, a horse's dentist and
 * the maker of maple syrup.
 * Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_Y: readonly RoleKnowledge[] = [
  // Clearing roads of snow through the winter night: blade down, salt spreading, out while everyone
  // sleeps and noticed only when a road is not done. A council's or contractor's staff: no offer.
  // The gritter's entry in roles-h.ts keeps "snowplough driver" and "snowplow driver"; the lines
  // never say plough or plow, which visitors spell both ways.
  {
    names: ["snowplow operator", "snowplough operator", "snow plough operator", "snow plow operator", "plow driver"],
    emoji: ["❄️", "🚛", "🌨️"],
    who: [
      "clears the road while you sleep",
      "knows every corner the snow drifts",
      "lives by the weather forecast",
      "only gets noticed when it's late",
      "knows which hills freeze first",
      "starts work when the snow does",
    ],
    work: {
      plain: [
        "Clearing roads through the winter night",
        "Blade down, salt spreading, road open",
        "Main routes first, then the side streets",
        "On the road the moment snow settles",
        "Roads cleared and salted for the morning",
      ],
      wry: [
        "Snow day for you, long shift for me",
        "Famous only for the roads I haven't done",
        "Sorry about your drive. Truly",
        "I see you waving. I can't stop, sorry",
        "The snow doesn't care what time it is",
      ],
      warm: [
        "Out in the dark so the morning can happen",
        "A clear road home for whoever needs it",
        "Keeping the way open for the ambulances",
        "A black road on a white morning",
        "First tracks on the quietest streets",
      ],
    },
    cta: [],
  },
  // Painting theatre and film sets: brick, stone, marble and wood grain on flats, skies on
  // backcloths, floors painted standing up with brushes on long poles. Productions hire them, so
  // the offer is to a show's makers.
  {
    names: [
      "scenic painter",
      "scenic artist",
      "theatre scenic artist",
      "theater scenic artist",
      "set painter",
      "scenic art",
      "scene painter",
    ],
    emoji: ["🎨", "🖌️", "🎭"],
    who: [
      "can turn plywood into marble",
      "owns no shoes free of paint",
      "paints the floor standing up",
      "paints skies by the square metre",
      "studies every crack in a real wall",
      "ages a new wall by centuries",
    ],
    work: {
      plain: [
        "Brick, stone, marble and wood grain in paint",
        "Skies, cloths and floors painted by hand",
        "Turning bare flats into walls that convince",
        "The designer's drawings, made full size",
        "Finishes that hold up under the lights",
      ],
      wry: [
        "It's plywood. It was always plywood",
        "That ancient wall? Painted last week",
        "My brushes come with broom handles",
        "Paint on everything, including me",
        "Weeks of work, gone when the set is struck",
      ],
      warm: [
        "Stand back far enough and it's all real",
        "Nobody sees the paint, only the place",
        "Watching the lights come up on our work",
        "Old tricks of the trade, handed down",
      ],
    },
    cta: [
      "Ask about painting your next set",
      "Send me the designs for your next show",
      "Ask about a painted backdrop or floor",
    ],
  },
  // Taking old church and house windows apart, cleaning and repairing the glass and re-leading it:
  // slow, recorded work on glass centuries old. The stained glass maker who makes new panels is
  // roles-t.ts's. A museum's "glass conservator" of vessels may type it too: the brief's name.
  {
    names: [
      "stained glass restorer",
      "stained glass window restorer",
      "stained glass conservator",
      "glass conservator",
      "restores stained glass",
      "stained glass restoration",
    ],
    emoji: ["🪟", "⛪", "🔍"],
    who: [
      "reads old lead like a diary",
      "takes a rubbing of every panel",
      "has undone a lot of bad repairs",
      "works at the pace of old glass",
      "has looked many saints in the eye",
      "keeps every fragment, just in case",
    ],
    work: {
      plain: [
        "Old windows taken out, cleaned and re-leaded",
        "Cracks repaired, missing pieces matched",
        "Every panel recorded before it comes apart",
        "Original glass kept wherever it can be",
        "Church and house windows, carefully restored",
      ],
      wry: [
        "My deadlines are measured in centuries",
        "Someone's been here before me. Badly",
        "The saints can wait. They're used to it",
        "Fast and stained glass do not mix",
      ],
      warm: [
        "Keeping old windows for the next century",
        "Every piece put back where its maker left it",
        "The day a window goes back in and glows",
        "Old light, back where it belongs",
      ],
    },
    cta: [
      "Share photos of a damaged window",
      "Ask about re-leading an old window",
      "Ask about surveying your church windows",
    ],
  },
  // Checking and rasping horses' teeth on visits to yards and stables: an arm in a horse's mouth, a
  // van between yards. A person's dentist's lines are not these (roles-a.ts keeps "equine" out of its kinds).
  {
    names: ["equine dentist", "horse dentist", "equine dental technician", "equine dental tech", "equine dentistry"],
    emoji: ["🐴", "🦷", "🚐"],
    who: [
      "knows horses by their molars",
      "finds sharp edges by touch",
      "works by head torch in daylight",
      "gets sneezed on for a living",
      "drives between yards all day",
    ],
    work: {
      plain: [
        "Teeth checked, rasped and balanced",
        "Sharp edges found and filed smooth",
        "Yard visits for one horse or the whole yard",
        "Comfortable mouths for eating and the bit",
        "Regular checks before problems start",
      ],
      wry: [
        "Open wide. No, wider. Thank you",
        "Every one of my patients outweighs me",
        "Horses don't rinse and spit. I've asked",
        "My surgery is a stable and a van",
        "Arm in a horse's mouth. Just another day",
      ],
      warm: [
        "A horse eating well again says it all",
        "Comfortable horses, one mouth at a time",
        "Seeing a fussy horse settle on the bit",
        "Calm, patient work with every horse",
      ],
    },
    cta: [
      "Book your horse's dental check",
      "Ask about a visit for your whole yard",
      "Ask about regular checks for your horse",
    ],
  },
  // Tapping maple trees in late winter and boiling the sap down in the sugar shack in spring: a
  // short, busy season when the sap runs, then grading and bottling. The syrup is theirs to sell.
  {
    names: [
      "maple syrup maker",
      "maple syrup producer",
      "maple syrup farmer",
      "sugarmaker",
      "sugar maker",
      "sugarbush",
      "maple farmer",
      "sugar shack",
    ],
    emoji: ["🍁", "🥞", "🪣"],
    who: [
      "wants frosty nights and warm days",
      "sleeps little while the sap runs",
      "knows every tree in the sugarbush",
      "checks every forecast for a thaw",
      "tastes the first syrup of the year",
    ],
    work: {
      plain: [
        "Trees tapped in late winter, syrup by spring",
        "Sap boiled down to pure maple syrup",
        "Long days in the sugar shack while sap runs",
        "Graded, bottled and ready for pancakes",
      ],
      wry: [
        "The trees set the schedule. I just boil",
        "Yes, it's tree sap. Boiled a lot",
        "A lot of sap for a little syrup",
        "Pancakes are a syrup delivery system",
        "Sleep can wait until the season ends",
      ],
      warm: [
        "Spring starts the day the sap runs",
        "Winter's end, bottled",
        "Long nights boiling, worth every one",
        "The first sweet steam of the year",
      ],
    },
    cta: ["Order a bottle of this season's syrup", "Ask about syrup for your shop or cafe"],
  },
];
