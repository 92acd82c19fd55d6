/**
 * What a copywriter knows about common roles, part T: trades and jobs rounds 69–93's blind readings met that the
 * base knew only by a wider name or not at all. Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_T: readonly RoleKnowledge[] = [
  {
    names: ["garden centre worker", "garden center worker", "garden centre assistant", "plant nursery worker"],
    emoji: ["🪴", "🌱", "🌷"],
    who: [
      "waters the benches before opening",
      "knows which plants like shade",
      "gets asked why the roses died",
      "lifts compost bags all day",
      "has soil in every apron pocket",
      "can name most plants by the leaf",
    ],
    work: {
      plain: [
        "Plants watered, tidied and ready to go home",
        "Advice on what will grow where you live",
        "Seeds, bulbs and bedding in their season",
        "Hardy, healthy plants on every bench",
        "Carrying your compost out to the car",
      ],
      wry: [
        "That plant was thriving when it left here",
        "Full sun means full sun, I promise",
        "The first sunny weekend empties the benches",
        "Watering is never finished, only paused",
      ],
      warm: [
        "Sending plants off to gardens I won't see",
        "A seedling today, a border by summer",
        "Helping first-time gardeners get it right",
        "A good chat over the bedding plants",
      ],
    },
    cta: [],
  },
  {
    names: ["marine engineer", "ship's engineer", "ships engineer", "engine room engineer"],
    emoji: ["⚓", "⚙️", "🚢"],
    who: [
      "can hear a bearing going bad",
      "has fixed engines far from port",
      "has kept watch below the waterline",
      "can fix it with what's on board",
      "trusts a spanner over a screen",
      "can sleep through a diesel's roar",
    ],
    work: {
      plain: [
        "Keeping the engines turning at sea",
        "Main engines, pumps and generators",
        "Repairs at sea with only the spares aboard",
        "Engine room watches, day and night",
        "Power, water and propulsion kept running",
      ],
      wry: [
        "The bridge steers, the engine room works",
        "Never trust a quiet engine room",
        "Nothing wakes you like a blackout alarm",
        "Fluent in alarms, gauges and grease",
      ],
      warm: [
        "Every safe arrival began in the engine room",
        "Quiet pride in a smooth-running engine",
        "Keeping the lights on for everyone aboard",
      ],
    },
    cta: [],
  },
  {
    names: ["cellist", "viola player", "double bassist", "string player"],
    emoji: ["🎻", "🎼", "🎶"],
    who: [
      "can hear a string slip out of tune",
      "has rosin dust on every sleeve",
      "counts rests as hard as notes",
      "checks the humidity for the wood",
      "has fingertips like leather",
      "guards the bow with their life",
    ],
    work: {
      plain: [
        "Scales, studies and daily practice",
        "Rehearsed, tuned and ready on the downbeat",
        "Strings for concerts, weddings and sessions",
        "Reading any part put on the stand",
        "Bowing, intonation and listening hard",
      ],
      wry: [
        "Rosin gets everywhere. Everywhere",
        "The page turn always lands mid-run",
        "Tacet means counting, not napping",
        "The heating went on, so I'm retuning",
      ],
      warm: [
        "The hush before the first note",
        "Breathing together with the other players",
        "Wood and horsehair that move a room",
      ],
    },
    cta: ["Book strings for your wedding", "Ask about playing at your event", "Enquire about session work"],
  },
  {
    names: ["hardware store worker", "hardware shop worker", "hardware store assistant", "diy store worker"],
    emoji: ["🔩", "🔨", "🧰"],
    who: [
      "knows where the hinges are kept",
      "is asked what each bracket is for",
      "is asked to match a mystery screw",
      "knows wall plugs by their colour",
      "hears about every weekend project",
      "knows which glue will hold",
    ],
    work: {
      plain: [
        "Matching the part you brought in",
        "The right fixing for the wall you have",
        "Stock on the shelves, advice at the counter",
        "Helping you finish the job first time",
      ],
      wry: [
        "Saturday morning is our rush hour",
        "Second trip today? It happens to everyone",
        "No, glue won't fix that. Sorry",
        "Measure twice, then come and see me",
      ],
      warm: [
        "Everything the job needs, found for you",
        "A shelf that stays up is a good day's work",
        "Nervous first-timers leave ready to try",
      ],
    },
    cta: [],
  },
  {
    names: ["stained glass maker", "stained glass artist", "stained glass panel maker"],
    emoji: ["🪟", "🌈", "✨"],
    who: [
      "holds every sheet up to the light",
      "stops to look at church windows",
      "finds glass slivers in odd places",
      "chooses colour by daylight",
      "scores glass in one clean pass",
    ],
    work: {
      plain: [
        "Panels cut, leaded and soldered by hand",
        "Commissions, repairs and restoration",
        "Glass chosen against the light",
        "Windows and panels made to measure",
        "Cracked panes matched and repaired",
      ],
      wry: [
        "Plasters bought in bulk",
        "Score once. Never score twice",
        "Cloudy day, colour choices on hold",
        "Yes, the tiny pieces took the longest",
      ],
      warm: [
        "Colour that moves across the floor all day",
        "Old glass saved, not replaced",
        "Light turned into something you stop for",
      ],
    },
    cta: [
      "Commission a panel for your door",
      "Bring in a cracked panel to repair",
      "Ask about a design for your window",
    ],
  },
  {
    names: ["civil engineer", "structural engineer", "bridge engineer"],
    emoji: ["🌉", "🏗️", "📐"],
    who: [
      "checks bridges from underneath",
      "notices cracks in the car park",
      "explains load paths at dinner",
      "thinks in loads, spans and soil",
      "has stood in a lot of wet trenches",
    ],
    work: {
      plain: [
        "Roads, bridges and the ground beneath them",
        "Drawings checked, then checked on site",
        "Calculations, drawings and site visits",
        "Structures that stand up to the weather",
      ],
      wry: [
        "Concrete opinions, reinforced",
        "Ask me about drainage. Actually, don't",
        "The ground is always worse than surveyed",
        "Hard hat hair, every site day",
      ],
      warm: [
        "Building what people cross without a thought",
        "Safe journeys start in the drawings",
        "Standing long after the drawings fade",
      ],
    },
    cta: [],
  },
  {
    names: ["choir leader", "choir director", "choirmaster", "community choir leader", "choir conductor"],
    emoji: ["🎶", "🎼"],
    who: [
      "hears one flat voice in a crowd",
      "warms up voices with silly sounds",
      "knows every singer's part",
      "conducts with a pencil in hand",
      "prints the music one more time",
    ],
    work: {
      plain: [
        "Warm-ups, harmonies and weekly rehearsals",
        "Teaching parts by ear and by score",
        "Blending many voices into one sound",
        "Songs picked for the voices in the room",
      ],
      wry: [
        "Tenors wanted. Always",
        "Watch me, not the page",
        "Breathe where it's marked, please",
        "Together on the final consonant, please",
      ],
      warm: [
        "Nobody sings alone in this room",
        "Watching a shy voice find its nerve",
        "That shiver when the harmony lands",
      ],
    },
    cta: ["Come along and try a rehearsal", "Ask about joining the choir", "Book the choir for your event"],
  },
  {
    names: ["museum conservator", "conservator", "art conservator", "paintings conservator", "textile conservator"],
    emoji: ["🖼️", "🔬", "🧤"],
    who: [
      "works under a magnifier for hours",
      "only does what can be undone",
      "documents every step in photos",
      "winces at flash photography",
      "measures progress in millimetres",
    ],
    work: {
      plain: [
        "Stabilising objects so they last",
        "Condition checks before every loan",
        "Reversible repairs, fully recorded",
        "Treatment chosen after careful examination",
        "Light, humidity and handling kept in check",
      ],
      wry: [
        "A good day: a centimetre cleaned",
        "Undoing the last restorer's bright ideas",
        "Light is lovely. Light is also damage",
        "Please don't touch. I mean it",
      ],
      warm: [
        "Keeping the past around a while longer",
        "Made by other hands, kept by mine",
        "Nobody should see my work, only the piece",
      ],
    },
    cta: [],
  },
  {
    names: ["soap maker", "soapmaker", "handmade soap maker", "soap business owner"],
    emoji: ["🧼", "🫧", "🌿"],
    who: [
      "waits weeks for each batch to cure",
      "wears goggles to handle lye",
      "has opinions on olive oil",
      "weighs everything to the gram",
      "trims every bar by hand",
    ],
    work: {
      plain: [
        "Small batches, cut and wrapped by hand",
        "Slow-cured bars that last and lather",
        "Every recipe weighed and tested first",
        "Scents that change with the seasons",
      ],
      wry: [
        "Looks like fudge, tastes terrible",
        "Lye goes in, no lye comes out",
        "The curing wait never gets shorter",
        "My kitchen scales work overtime",
      ],
      warm: [
        "Turning a wash into a small treat",
        "Gifts that get used, not put away",
        "A bar made slowly, for a slower morning",
      ],
    },
    cta: ["DM to order your next bar", "Ask which bar suits your skin", "Order soap favours for your event"],
  },
  {
    names: ["smallholder", "alpaca farmer", "alpaca trek owner", "alpaca breeder", "smallholding owner"],
    emoji: ["🐐", "🦙", "🐓"],
    who: [
      "knows every animal by name",
      "has chased escapees down the lane",
      "mends fences before breakfast",
      "hauls feed bags in all weathers",
      "does a last check by torchlight",
    ],
    work: {
      plain: [
        "Animals fed, watered and checked daily",
        "A few acres, looked after by hand",
        "Fencing, feeding and mucking out",
        "Animals raised with time and care",
      ],
      wry: [
        "No fence is ever quite tall enough",
        "They come running when the bucket rattles",
        "Mud to the knee, all winter",
        "I work for the animals, really",
      ],
      warm: [
        "A good life on a small patch of land",
        "The quiet of the field at first light",
        "Small scale, close care, no shortcuts",
      ],
    },
    cta: ["Ask about visiting the animals", "Ask what's for sale this season"],
  },
  {
    names: [
      "crossword setter",
      "cryptic crossword setter",
      "puzzle setter",
      "setter",
      "compiler",
      "crossword compiler",
    ],
    emoji: ["✏️", "🧩"],
    who: [
      "hides words in plain sight",
      "counts letters in every headline",
      "reads your groans as applause",
      "thinks in anagrams, sadly",
      "knows the answer, won't say",
    ],
    work: {
      plain: [
        "Clues written, checked and checked again",
        "Every grid solved twice before print",
        "Fair clues, hard answers",
        "Setting puzzles for the daily solvers",
      ],
      wry: [
        "Yes, I'm why you're stuck on the last clue",
        "Every name I hear is a possible anagram",
        "Complaints about that clue go to my editor",
        "The answer was obvious. Eventually",
      ],
      warm: [
        "A good clue feels like a wink",
        "That moment it clicks is the whole point",
        "Writing small joys for the morning paper",
      ],
    },
    cta: [],
  },
];
