/**
 * What a copywriter knows about common roles, part W: a country craft, a film craft done by hand, and
 * looking after family at home.
 * Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_W: readonly RoleKnowledge[] = [
  // Laying hedges the old way, with a billhook and stakes, through the winter; not trimming them with a flail.
  {
    names: [
      "hedge layer",
      "hedgelayer",
      "hedge-layer",
      "hedge laying",
      "hedgelaying",
      "hedge laying contractor",
      "hedgelaying contractor",
      "hedger",
    ],
    kinds: [
      "traditional",
      "master",
      "craft",
      "country",
      "countryside",
      "rural",
      "farm",
      "agricultural",
      "heritage",
      "conservation",
      "volunteer",
      "amateur",
      "competition",
      "champion",
    ],
    emoji: ["🌿", "🪓", "❄️"],
    who: [
      "spends every winter in a hedgerow",
      "never lets a billhook go blunt",
      "cuts each stem just far enough",
      "can tell hawthorn from blackthorn",
      "knows which stems to keep",
      "stops when the birds start nesting",
    ],
    work: {
      plain: [
        "Hedges laid by hand, the traditional way",
        "Cut, laid and staked with a billhook",
        "Stock-proof hedges that grow back thicker",
        "Staked and bound to keep the stock in",
        "Winter work, done before the nesting season",
      ],
      wry: [
        "Blackthorn: beautiful, and out for blood",
        "Thorns always find the weak spot in a glove",
        "Frost, mud and brambles: my kind of office",
        "My billhook is better looked after than me",
        "If there's a gap, the stock will find it",
      ],
      warm: [
        "A craft handed down, stem by stem",
        "Leaving every hedge in better heart",
        "Thick hedges for the birds come spring",
        "Short days, cold hands, a good long line",
        "Looking back down a finished length",
      ],
    },
    cta: [
      "Ask about laying your hedge this winter",
      "Book in before the laying season ends",
      "Show me the hedge that's gone leggy",
    ],
  },
  // Performing a film's sound effects by hand on a stage, in sync with the picture; a sound designer
  // at a desk is not this.
  {
    names: ["foley artist", "foley", "foley performer", "foley walker", "sound effects artist"],
    emoji: ["👞", "🎬", "🎧"],
    who: [
      "owns shoes just for the sound",
      "walks in someone else's shoes",
      "hears a prop in every junk shop",
      "notices every squeaky floorboard",
      "matches every step to the screen",
      "rustles clothes for a living",
    ],
    work: {
      plain: [
        "Footsteps, cloth and props, performed live",
        "Every step matched to the picture",
        "Recording the small sounds a set misses",
        "Props, surfaces and shoes for every scene",
        "Sound made by hand, in sync with picture",
      ],
      wry: [
        "That bone snap was a vegetable",
        "Paid to walk, and still going nowhere",
        "My prop store looks like a jumble sale",
        "Nothing in a film sounds like itself",
        "Walking miles without leaving the room",
      ],
      warm: [
        "Sounds nobody notices until they're missing",
        "A character's footsteps say who they are",
        "Bringing a silent scene back to life",
        "Small sounds that make a film feel real",
      ],
    },
    cta: [
      "Ask about foley for your film or show",
      "Send over a scene that needs footsteps",
      "Book foley for your next edit",
    ],
  },
  // Looking after a relative at home, unpaid, whatever the age: no clients, so no offer. The paid care
  // worker is roles-a.ts's caregiver.
  {
    names: [
      "family carer",
      "family caregiver",
      "full time carer",
      "full-time carer",
      "unpaid carer",
      "unpaid caregiver",
      "young carer",
      "carer for my mum",
      "carer for my mom",
      "carer for my mother",
      "carer for my dad",
      "carer for my father",
      "carer for my parents",
      "carer for my husband",
      "carer for my wife",
      "carer for my partner",
      "carer for my son",
      "carer for my daughter",
    ],
    emoji: ["🏡", "❤️", "🫶"],
    who: [
      "never really clocks off",
      "has filled in every form going",
      "can read a bad day at a glance",
      "sleeps with one ear open",
      "is an expert nobody trained",
      "keeps the whole household running",
    ],
    work: {
      plain: [
        "Looking after someone I love, at home",
        "Appointments, meals and everything between",
        "Speaking up for someone who needs me",
        "Keeping the days steady and safe",
        "Juggling care, forms and everyday life",
      ],
      wry: [
        "On call round the clock, no overtime",
        "Fluent in forms, phone queues and jargon",
        "Chief keeper of the appointment diary",
        "The only one who knows where everything is",
        "A lie-in? I've heard of those",
      ],
      warm: [
        "Love, mostly, looks like turning up",
        "The hard days and the good ones, together",
        "Some days are hard. We still laugh",
        "Home is where we look after each other",
        "Small wins count double in our house",
      ],
    },
    cta: [],
  },
];
