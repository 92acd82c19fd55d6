/**
 * More common interests the readings met and the base did not know: the cutting garden, a small
 * pet bird, the collector's shoebox, the synth desk, winter walking and the low end of the band (see
 * ./interests.ts and ./types.ts for the rules).
 */
import type { InterestKnowledge } from "./types";

export const INTERESTS_I: readonly InterestKnowledge[] = [
  {
    names: [
      "dahlia",
      "dahlias",
      "growing dahlias",
      "dahlia growing",
      "dahlia grower",
      "dahlia tubers",
      "dahlia tuber",
      "dahlia garden",
      "dahlia fan",
      "dahlia lover",
    ],
    emoji: ["🌺", "🌼"],
    fan: ["dahlia grower"],
    lines: {
      plain: [
        "Growing dahlias, from tuber to bloom",
        "Of everything I grow, dahlias come first",
        "Dahlias in the beds, dahlias in every vase",
        "Staking and deadheading the dahlias",
        "Always planning next summer's dahlia bed",
      ],
      wry: [
        "Dahlia tubers: I only meant to buy a few",
        "Dahlia grower, sworn enemy of slugs",
        "Dahlias: more stakes than garden by now",
        "My dahlias are better fed than I am",
        "Dahlia catalogues: my bedtime reading",
      ],
      warm: [
        "The first dahlia of summer, and I'm grinning",
        "Giving dahlias away by the armful",
        "A jug of dahlias makes any room happy",
        "Dahlias: every bloom worth the wait",
        "Dahlias keep the garden glowing into autumn",
      ],
    },
  },
  {
    // "Parakeet" is left out: it names wild and larger birds too, and these lines say "budgie".
    names: [
      "budgie",
      "budgies",
      "budgerigar",
      "budgerigars",
      "pet budgie",
      "pet budgies",
      "talking to my budgie",
      "budgie owner",
      "budgie keeper",
      "budgie lover",
      "budgie fan",
      "budgie parent",
      "budgie mum",
      "budgie mom",
      "budgie dad",
    ],
    emoji: ["🦜"],
    fan: ["budgie owner"],
    lines: {
      plain: [
        "Budgies: small birds, big personalities",
        "A home full of budgie chatter",
        "Fresh seed and greens for the budgie",
        "Budgie out for a fly round the room",
        "Budgie talk welcome any time",
      ],
      wry: [
        "The budgie is in charge here, not me",
        "Budgie alarm clock, no snooze button",
        "Budgie owner, seed husks everywhere",
        "My budgie loves the mirror more than me",
        "Talking to my budgie counts as a chat",
      ],
      warm: [
        "A budgie on my shoulder, all is well",
        "Budgie chirps make the house feel alive",
        "A budgie head tilt fixes any bad day",
        "Every budgie has a character all its own",
        "Budgie chatter is my favourite background",
      ],
    },
  },
  {
    // "Postcards" alone is here too: a visitor who types it is most often a collector.
    names: [
      "old postcards",
      "vintage postcards",
      "antique postcards",
      "postcard collecting",
      "collecting postcards",
      "postcard collector",
      "postcards",
      "postcard",
      "deltiology",
    ],
    emoji: ["📮", "🖼️"],
    fan: ["postcard collector"],
    lines: {
      plain: [
        "Old postcards: small windows on the past",
        "Collecting postcards, box by box",
        "Postcards sorted, sleeved and labelled",
        "Always reading the back of old postcards",
        "A postcard fair makes a perfect day out",
      ],
      wry: [
        "Reading other people's postcards, for fun",
        "Old postcards: the weather was always lovely",
        "My postcard albums need a room of their own",
        "Postcard collector, nosy about the past",
        "Old postcards: the handwriting is a puzzle",
      ],
      warm: [
        "Every old postcard was somebody's hello",
        "A few kind words on a postcard, still here",
        "Old postcards keep a stranger's holiday",
        "Postcards: quick notes someone chose to keep",
        "Old postcards show streets as they once were",
      ],
    },
  },
  {
    names: [
      "synth",
      "synths",
      "synthesiser",
      "synthesisers",
      "synthesizer",
      "synthesizers",
      "modular synth",
      "modular synths",
      "modular synthesis",
      "eurorack",
      "synth nerd",
      "synth fan",
      "synth player",
      "playing synth",
      "making music on synths",
    ],
    emoji: ["🎹", "🎛️"],
    fan: ["synth nerd"],
    lines: {
      plain: [
        "Synths, knobs and patch cables",
        "Making music on synths most evenings",
        "Building sounds from scratch on synths",
        "Synths: twisting knobs until it sounds right",
        "Headphones on, lost in the synth for hours",
      ],
      wry: [
        "Synths: one more and the desk is full",
        "Synth nerd, will explain filters unasked",
        "Synths: an hour spent on a single bleep",
        "My synths outnumber my chairs",
        "Synth presets? I'd rather make my own",
      ],
      warm: [
        "A synth humming as it warms up, bliss",
        "A new synth patch, and I'm all goosebumps",
        "Synths turn the tune in my head into sound",
        "Late nights with synths, lost in sound",
        "Synths: happy accidents every session",
      ],
    },
  },
  {
    // Not "snowshoe hikes": hiking's by its last word.
    names: [
      "snowshoeing",
      "snowshoe",
      "snowshoes",
      "snowshoer",
      "snowshoe walks",
      "snowshoe walking",
      "snowshoe trips",
      "going snowshoeing",
    ],
    emoji: ["❄️", "🥾"],
    fan: ["snowshoer"],
    lines: {
      plain: [
        "Snowshoeing through fresh snow",
        "Snowshoes on, trail or no trail",
        "Snowshoeing: winter's best walk",
        "Fresh snow means snowshoeing",
        "Snowshoeing wherever the snow lies deep",
      ],
      wry: [
        "Snowshoeing: walking, but with flippers",
        "Snowshoes: graceful is not the word",
        "Snowshoeing: hot chocolate is the real goal",
        "Snowshoer, waddling happily uphill",
        "Snow forecast checked, snowshoes by the door",
      ],
      warm: [
        "Snowshoeing: the hush of a snowy trail",
        "Snowshoe tracks behind me, fresh snow ahead",
        "Snowshoeing turned winter into my season",
        "Snowshoeing with friends, cheeks pink",
        "Snowshoeing: cold air, warm heart",
      ],
    },
  },
  {
    // Not "bass guitar", "bass guitarist" or "playing bass guitar": the guitar's. Not "bass" alone, nor
    // "double bass", an instrument of its own.
    names: [
      "playing bass",
      "play bass",
      "playing the bass",
      "learning bass",
      "bass playing",
      "bass player",
      "bass guitar player",
      "bassist",
      "electric bass",
    ],
    emoji: ["🎸", "🎶"],
    fan: ["bass player"],
    lines: {
      plain: [
        "Playing bass, holding down the groove",
        "Bass lines are where I live",
        "Working out bass lines by ear",
        "Bass in hand, locked into the rhythm",
        "Bass: I listen for the low end first",
      ],
      wry: [
        "Nobody notices the bass until it stops",
        "Bassist: the quiet one with the groove",
        "Bass player, nodding at the drummer again",
        "My bass amp and the neighbours disagree",
        "Bass: felt more than heard, like me",
      ],
      warm: [
        "Playing bass, I feel the song in my chest",
        "Bass: the groove that gets a room moving",
        "Locking in on bass is pure happiness",
        "A good bass line carries the whole song",
        "Jamming on bass with friends, all smiles",
      ],
    },
  },
];
