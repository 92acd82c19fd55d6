/**
 * What a copywriter knows about common roles, part U: jobs round 95's blind reading met that the base did not know.
 * Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_U: readonly RoleKnowledge[] = [
  {
    names: ["croupier", "casino dealer", "blackjack dealer", "roulette croupier", "casino croupier"],
    emoji: ["🃏", "🎰", "♠️"],
    who: [
      "shows clean hands to the camera",
      "can stack chips without looking",
      "has heard every winning system",
      "keeps a straight face at payouts",
      "is watched by cameras all shift",
      "does sums faster than the players",
    ],
    work: {
      plain: [
        "Running a fair, friendly table",
        "Bets placed, paid and collected fast",
        "House rules explained to newcomers",
        "Keeping the game moving, hour after hour",
      ],
      wry: [
        "The house wins. I just work here",
        "Your lucky system is not news to me",
        "One last go, said nobody who meant it",
        "Don't blame me, I only deal",
      ],
      warm: [
        "A regular's rare win makes my night",
        "Every player gets the same fair game",
        "Keeping it fun when the luck turns",
        "Nervous first-timers leave smiling",
      ],
    },
    cta: [],
  },
  {
    names: ["hospital play specialist", "play specialist", "health play specialist", "play therapist assistant"],
    emoji: ["🧸", "🫧", "🏥"],
    who: [
      "blows bubbles through blood tests",
      "has given teddy every procedure",
      "wipes down every toy, every time",
      "rewards bravery in stickers",
      "gets called in before the needle",
      "plays for a living, seriously",
    ],
    work: {
      plain: [
        "Getting children ready for procedures",
        "Distraction through needles and scans",
        "Play that makes hospital make sense",
        "Helping children have a say in their care",
        "Normal play on a not-so-normal day",
      ],
      wry: [
        "Teddy has had more scans than anyone",
        "My pockets are full of bubbles and stickers",
        "Serious training, mostly looks like playing",
        "Professionally losing at every game",
      ],
      warm: [
        "A child who stops being scared of the ward",
        "Brave feels easier with a toy in hand",
        "Every child still deserves to play",
        "Parents exhaling when their child laughs",
      ],
    },
    cta: [],
  },
  {
    names: [
      "department store assistant",
      "department store worker",
      "perfume counter worker",
      "beauty counter assistant",
      "fragrance consultant",
    ],
    emoji: ["🏬", "🛍️", "🎁"],
    who: [
      "knows which floor sells what",
      "has wrapped every shape of present",
      "can wrap a gift in seconds",
      "knows every inch of the stockroom",
      "knows every shortcut to the lifts",
    ],
    work: {
      plain: [
        "Presents wrapped at the counter",
        "The right floor, then the right gift",
        "Returns, exchanges and gift receipts sorted",
        "A frank opinion on what suits you",
        "Knowing the stock across every floor",
      ],
      wry: [
        "Asked about every department but mine",
        "Most asked question: where are the toilets",
        "Sticky tape stuck to every sleeve",
        "Sale rails restored to order, briefly",
      ],
      warm: [
        "Helping someone find the perfect present",
        "Wrapping gifts like they really matter",
        "Making a big store feel small and friendly",
      ],
    },
    cta: [],
  },
  {
    names: [
      "mobile sauna owner",
      "sauna owner",
      "wood fired sauna owner",
      "sauna business owner",
      "mobile wood fired sauna owner",
    ],
    emoji: ["🧖", "♨️", "🔥"],
    who: [
      "ladles water on the stones",
      "knows the sweet spot for heat",
      "has dried a mountain of towels",
      "checks the temperature every round",
      "can spot a first-timer at the door",
    ],
    work: {
      plain: [
        "Sauna sessions for groups and solo visitors",
        "Heat, steam and nowhere to rush off to",
        "Private hire for groups and events",
        "Cleaned, heated and ready when you arrive",
        "Sessions for first-timers and regulars",
      ],
      wry: [
        "Yes, you're meant to feel this hot",
        "More steam? Just say the word",
        "Small talk melts at this temperature",
        "Nobody checks their phone in here",
      ],
      warm: [
        "Strangers on a bench, talking like friends",
        "Watching a stressed face go soft",
        "Time to sit still in the heat",
        "Everyone leaves lighter than they came",
      ],
    },
    cta: ["Book a sauna session", "Ask about private hire for your group", "Bring friends and book a group session"],
  },
];
