/**
 * What a copywriter knows about common roles, part S: trades and subjects round 89's blind reading met that the
 * base knew only by a wider name or not at all. Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_S: readonly RoleKnowledge[] = [
  {
    names: ["knife sharpener", "knife grinder", "blade sharpener", "mobile knife sharpener"],
    emoji: ["🔪", "🪨"],
    who: [
      "tests an edge on a sheet of paper",
      "winces at dishwasher knives",
      "has seen what a glass board does",
      "gets handed knives in tea towels",
      "trusts a tomato to test an edge",
      "hands knives back keener than new",
    ],
    work: {
      plain: [
        "Kitchen knives sharpened while you wait",
        "Chips and broken tips ground back to shape",
        "Fresh edges on blades that have gone dull",
        "Set up at markets, sharpening as you shop",
        "The right angle for each kind of blade",
      ],
      wry: [
        "Please stop cutting on glass boards",
        "You used it to open a tin. I can tell",
        "The dishwasher is no friend to a knife",
        "Careful, it's sharper than you're used to",
        "Serrated knives: ask me nicely",
      ],
      warm: [
        "An old family knife, cutting like new again",
        "A keen edge makes cooking a joy again",
        "Good tools deserve a second life",
        "A cook's grin at the first clean slice",
      ],
    },
    cta: [
      "Bring your knives to the stall",
      "Drop off dull knives, collect them keen",
      "Ask when I'm next at the market",
    ],
  },
  {
    names: ["escape room owner", "escape room business owner", "escape room manager", "escape room host"],
    emoji: ["🔐", "🗝️", "🧩"],
    who: [
      "has watched teams miss the obvious",
      "knows every hiding place by heart",
      "gives hints without giving it away",
      "resets the room between bookings",
      "watches you on camera, kindly",
      "fixes the props that players yank",
    ],
    work: {
      plain: [
        "Puzzles, padlocks and a ticking clock",
        "Themed rooms for friends, families and teams",
        "Hints on hand whenever you get stuck",
        "Every room reset and checked between games",
        "Great for birthdays and team building",
      ],
      wry: [
        "The key is not in the plant pot",
        "Please don't pull the props off the wall",
        "You don't need to force that drawer",
        "Every team ignores the first clue",
        "The last minute is always the loudest",
      ],
      warm: [
        "That cheer as the last lock clicks open",
        "Groups leave closer than they came in",
        "An hour away from phones and screens",
        "Making puzzles people talk about afterwards",
      ],
    },
    cta: ["Book a room for your group", "DM for team day bookings", "Ask about private group bookings"],
  },
  {
    names: ["meteorology student", "meteorology undergrad", "atmospheric science student", "weather student"],
    emoji: ["🌦️", "🌪️", "🌡️"],
    who: [
      "gets asked about tomorrow's rain",
      "gets blamed when it rains",
      "names every cloud overhead",
      "gets excited about low pressure",
      "has a favourite cloud type",
      "checks the radar, not the window",
    ],
    work: {
      plain: [
        "Studying the atmosphere, cloud by cloud",
        "Fluid dynamics, models and weather maps",
        "Learning how forecasts are really made",
        "Pressure charts, fronts and climate data",
      ],
      wry: [
        "Don't blame me for the weekend rain",
        "The forecast was right. The timing wasn't",
        "Thermodynamics, but with clouds",
        "Yes, I check the radar for fun",
      ],
      warm: [
        "A sky that never looks boring now",
        "Understanding the sky we all live under",
        "Working towards forecasts people can trust",
        "Climate questions that matter to everyone",
      ],
    },
    cta: [],
  },
  {
    names: ["voiceover artist", "voice over artist", "voiceover actor", "voice artist", "audiobook narrator"],
    emoji: ["🎙️", "🎧"],
    who: [
      "records in a foam-lined cupboard",
      "edits out every gulp and click",
      "does forty takes of one line",
      "avoids dairy before a session",
      "is known by voice, never by face",
    ],
    work: {
      plain: [
        "Adverts, audiobooks and narration",
        "Clean reads from a home studio",
        "Characters, accents and steady narration",
        "Scripts read to time, first take",
      ],
      wry: [
        "Lip smacks are my sworn enemy",
        "One more take, a little warmer",
        "Yes, that was me in that advert",
        "My duvet doubles as soundproofing",
      ],
      warm: [
        "A voice that carries a story along",
        "Giving a script somewhere to breathe",
        "Hours alone with a microphone, happily",
      ],
    },
    cta: ["Send me your script for a quote", "Ask for a sample read", "Book a session in my studio"],
  },
];
