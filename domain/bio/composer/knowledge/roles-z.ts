/**
 * What a copywriter knows about common roles, part Z: the maker of maps who still gets lost, the
 * keeper of a light out on the rock, the lookout watching a forest for smoke, the cooper at the
 * barrel with fire and hammer and the harvester cutting seaweed at low tide.
 * Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_Z: readonly RoleKnowledge[] = [
  // Drawing and designing maps, on screen mostly: contours, footpaths, symbols and labels placed so
  // none overlap, and the joke that a map maker still gets lost. Some are on a mapping team's staff,
  // many take commissions, so the offer is a map made to order. "Map illustrator" is the brief's:
  // an exact name wins over the illustrator's head word, and the lines hold for maps drawn by hand.
  {
    names: ["cartographer", "map maker", "mapmaker", "map illustrator", "gis cartographer"],
    emoji: ["🗺️", "🧭", "📍"],
    who: [
      "still gets lost now and then",
      "reads contour lines for fun",
      "won't let two labels overlap",
      "has opinions about projections",
      "can fold a map back up properly",
      "spots a bad map across a room",
    ],
    work: {
      plain: [
        "Clear, accurate maps, designed to be read",
        "Contours, footpaths and labels, all in place",
        "Turning raw data into maps people can use",
        "Legends, scales and symbols that make sense",
        "Every label placed, every line checked",
      ],
      wry: [
        "I make maps. I still get lost",
        "Ask me about projections. Actually, don't",
        "Nudging a label left. Then right. Then left",
        "Here be dragons, and a few footpaths",
        "Overlapping labels haunt my dreams",
      ],
      warm: [
        "Getting people where they're going",
        "Making the world a little easier to read",
        "A well-placed label, a small happiness",
        "Every footpath drawn is a walk for someone",
      ],
    },
    cta: ["Ask about a map for your project", "Commission a map made to measure", "Send me the area you need mapped"],
  },
  // Keeping a lighthouse: the light lit and the lens clean, the weather logged through the night,
  // the fog signal sounded, long nights alone on a rock and the supply boat when the sea allowed.
  // Most lights run themselves now, so many who type it are retired: the lines hold either way.
  // The lighthouse service employs them, so no offer.
  {
    names: ["lighthouse keeper", "lightkeeper", "light keeper"],
    emoji: ["💡", "🌊", "⚓"],
    who: [
      "has polished a lot of brass",
      "knows every mood of the sea",
      "has logged a lot of weather",
      "has watched many storms roll in",
      "can climb the stairs in the dark",
      "has waited on many a supply boat",
    ],
    work: {
      plain: [
        "The light lit, the lens clean, the log kept",
        "Long nights on watch, out on the rock",
        "Weather logged through the day and night",
        "The fog signal sounding when mist came in",
        "Supplies by boat, whenever the sea allowed",
      ],
      wry: [
        "Lots of stairs, very few visitors",
        "Commute: one spiral staircase",
        "Not much of a social life. Great views",
        "Social calendar: the supply boat",
        "Worked from home long before it was cool",
      ],
      warm: [
        "A light for sailors I'd never meet",
        "The light on, whatever the weather",
        "Quiet nights, the sea and the turning light",
        "Long nights alone, and the stars for company",
      ],
    },
    cta: [],
  },
  // A season alone in a tower above the forest: scanning the ridges for smoke, taking a bearing and
  // radioing it in, weather readings, lightning storms and enormous skies. The forest service
  // staffs the tower, so no offer.
  {
    names: ["fire lookout", "fire lookout tower", "forest fire lookout", "fire watcher", "fire tower lookout"],
    emoji: ["🌲", "🔭", "🔥"],
    who: [
      "spends fire season in a tower",
      "can spot smoke from miles away",
      "knows every ridge on the horizon",
      "has a big sky and no neighbours",
      "reads the weather for a living",
      "has watched a lot of lightning",
    ],
    work: {
      plain: [
        "Scanning the forest for smoke all day",
        "Smoke spotted, bearing taken, called in",
        "Weather readings taken and radioed in",
        "Watching the skies through fire season",
        "Eyes on the ridges from dawn to dusk",
      ],
      wry: [
        "Room with a view. Only the one room",
        "Paid to look out of the window all day",
        "My neighbours are mostly trees",
        "Mostly clouds. Checking anyway",
        "Lightning is my evening entertainment",
      ],
      warm: [
        "Watching over the forest and all in it",
        "A whole season of sunrises and sunsets",
        "Quiet days under enormous skies",
        "First eyes on the smoke, so help comes fast",
      ],
    },
    cta: [],
  },
  // Making and repairing oak barrels and casks by hand for distilleries and breweries: staves
  // shaped and raised, the cask fired, hoops driven on with a hammer, no glue and no nails, and a
  // cask that must not leak. The casks are sold or mended to order, so the offer is a cask.
  {
    names: ["cooper", "barrel maker", "cask maker", "whisky cooper", "apprentice cooper"],
    // "Cooper" is a name too ("Alice Cooper", "my dog Cooper"): only a cooper of a kind, or alone.
    kinds: ["whisky", "wine", "beer", "master", "trainee", "distillery"],
    emoji: ["🛢️", "🪵", "🔨"],
    who: [
      "knows a cask by the sound of it",
      "works with fire, oak and a hammer",
      "can raise a barrel from staves",
      "has driven a lot of hoops home",
      "smells of toasted oak by lunch",
      "trusts a cask once it holds tight",
    ],
    work: {
      plain: [
        "Oak barrels and casks, made and repaired",
        "Staves shaped, hoops driven, heads fitted",
        "Raised, fired and hooped by hand",
        "Casks that hold tight for years",
        "Repairs that send old casks back to work",
      ],
      wry: [
        "No glue, no nails, and definitely no leaks",
        "I hit things with a hammer. Precisely",
        "Yes, I set barrels on fire. On purpose",
        "One leak and everyone knows about it",
      ],
      warm: [
        "Carrying on a very old trade by hand",
        "Every cask holds someone else's patience",
        "A tight barrel is a quiet kind of pride",
        "Made by hand, the way it's always been done",
      ],
    },
    cta: [
      "Ask about casks for your next batch",
      "Ask about repairing your old barrels",
      "Order an oak barrel made to size",
    ],
  },
  // Cutting and gathering seaweed off the rocks at low tide, by the tide tables not the clock: cold
  // hands, wet boots, enough left on the rock to grow back. It is sold on for food or for gardens,
  // which varies, so the lines name neither; the harvest is theirs to sell, so the offer is seaweed.
  {
    names: ["seaweed harvester", "seaweed cutter", "seaweed forager", "seaweed gatherer", "harvests seaweed"],
    emoji: ["🌊", "🌿", "🪣"],
    who: [
      "plans every week around the tides",
      "has permanently cold hands",
      "knows the best rocks on the shore",
      "gave up on dry boots long ago",
      "works whenever the tide is out",
      "always leaves enough to grow back",
    ],
    work: {
      plain: [
        "Cutting seaweed off the rocks at low tide",
        "Working by the tide tables, not the clock",
        "Seaweed picked by hand, fresh off the rocks",
        "Seaweed cut, bagged and sold on",
        "Out at every low tide, whatever the weather",
      ],
      wry: [
        "My shift pattern is set by the moon",
        "Dry socks are a myth I've heard about",
        "My best rocks are a closely kept secret",
        "Slippery rocks? I've met them all personally",
      ],
      warm: [
        "Cold hands, salt air and a full basket",
        "Taking only what the sea can spare",
        "A life that moves with the tides",
        "The hush of the shore before the tide turns",
      ],
    },
    cta: ["Order seaweed from the next low tide", "Ask about this season's seaweed", "Ask about seaweed for your shop"],
  },
];
