/**
 * What a copywriter knows about common roles, part X: the people who keep a rink's ice or a roller
 * floor going, the hands behind a theatre's costumes and wigs, a plant hire yard, a balloon pilot and
 * an escape room's puzzle maker.
 * Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_X: readonly RoleKnowledge[] = [
  // Driving the ice resurfacing machine round a rink between sessions: shaving the ice, laying fresh
  // water, keeping it smooth, to a crowd that cheers the machine. A staff job: no offer. The lines
  // never name the machine's brand, though visitors type it; kinds keep a roller rink's technician out.
  {
    names: [
      "zamboni driver",
      "ice resurfacer",
      "ice resurfacing",
      "ice rink technician",
      "rink technician",
      "ice technician",
      "drive the zamboni",
    ],
    kinds: [
      "ice",
      "ice rink",
      "ice arena",
      "ice hockey",
      "hockey",
      "ice skating",
      "figure skating",
      "arena",
      "stadium",
      "leisure centre",
    ],
    emoji: ["⛸️", "🧊", "🏒"],
    who: [
      "gets a cheer for every lap",
      "knows every rut and chip by heart",
      "wears a fleece in midsummer",
      "leaves the ice like glass",
      "drives in neat, overlapping laps",
      "waits for the last skater off",
    ],
    work: {
      plain: [
        "Resurfacing the ice between every session",
        "Shaving the ice, laying down fresh water",
        "Smooth, fresh ice for every skater",
        "Keeping the ice level, edge to edge",
        "Ice checked, patched and ready to skate",
      ],
      wry: [
        "Top speed: walking pace. Crowd: ecstatic",
        "Every kid wants a go. Nobody gets one",
        "The only driver allowed on the ice",
        "Cold feet, every shift, any season",
        "Giving the ice a shave and a wash",
      ],
      warm: [
        "Nothing beats the first blade on fresh ice",
        "Giving every session a clean start",
        "The kids wave, and I always wave back",
        "Quiet laps before anyone arrives",
        "A glassy rink and nobody on it yet",
      ],
    },
    cta: [],
  },
  // Keeping a theatre's costumes washed, mended and on the right actors: quick changes in the wings,
  // emergency stitching. The show's staff, with no public of their own: no offer. Kinds keep a window
  // dresser and a set dresser out.
  {
    names: [
      "wardrobe mistress",
      "wardrobe master",
      "wardrobe supervisor",
      "wardrobe assistant",
      "costume supervisor",
      "theatre dresser",
      "dresser",
    ],
    kinds: [
      "theatre",
      "theater",
      "stage",
      "opera",
      "ballet",
      "dance",
      "musical",
      "musical theatre",
      "touring",
      "show",
      "production",
    ],
    emoji: ["🧵", "🎭", "👗"],
    who: [
      "can do a quick change in the dark",
      "knows everyone's inside leg",
      "washes the same shirts every night",
      "has safety pins in every pocket",
      "knows the show by its changes",
      "has sewn an actor into a costume",
    ],
    work: {
      plain: [
        "Costumes washed, mended and on the rail",
        "Quick changes in the wings, on cue",
        "Every costume on the right actor",
        "Running repairs between scenes",
        "Fittings, laundry and emergency stitching",
      ],
      wry: [
        "I've seen every actor in their underwear",
        "Safety pins: the true stars of the show",
        "Every split seam waits for opening night",
        "Nobody claps for the laundry. Shame",
        "Threading a needle by torchlight, at speed",
      ],
      warm: [
        "Sending every actor on looking right",
        "Part of every show, never on the stage",
        "The calm hands waiting in the wings",
        "Caring for costumes that tell the story",
        "Proud of every costume at the curtain call",
      ],
    },
    cta: [],
  },
  // Checking out, cleaning and servicing the diggers, dumpers and rollers a plant hire yard hires to
  // builders: early starts, mud and hi-vis. The yard's customers, not the worker's own: no offer.
  {
    names: [
      "plant hire worker",
      "plant hire",
      "plant hire yard worker",
      "plant hire yard",
      "plant hire fitter",
      "works in a plant hire yard",
      "plant yard",
    ],
    emoji: ["🚜", "🦺", "🔧"],
    who: [
      "starts before the builders do",
      "knows every digger by its dents",
      "jet-washes mud off for a living",
      "checks every machine out and back",
      "can strap a dumper down blindfold",
      "has grease under every fingernail",
    ],
    work: {
      plain: [
        "Diggers, dumpers and rollers, ready to hire",
        "Every machine cleaned, serviced and checked",
        "Greased, fuelled and safe to work",
        "Checking kit out early and back in late",
      ],
      wry: [
        "Nobody has ever returned a digger clean",
        "Apparently that dent was already there",
        "Hi-vis is my entire wardrobe",
        "Me and the jet wash go way back",
        "Early starts, cold tea, endless mud",
      ],
      warm: [
        "Keeping the building trade moving",
        "Every site starts with the right machine",
        "Good kit, sent out safe, every time",
        "A tidy yard and a row of clean machines",
        "A good crew, whatever the weather",
      ],
    },
    cta: [],
  },
  // Flying passengers in a hot air balloon at dawn or dusk: watching the weather, steering only by
  // going up or down, landing in a farmer's field.
  {
    names: ["hot air balloon pilot", "balloon pilot", "balloonist", "hot air balloonist", "balloon flights"],
    emoji: ["🎈", "🌅", "🌾"],
    who: [
      "reads the sky before every flight",
      "can only choose up or down",
      "lands wherever the wind allows",
      "has thanked many a farmer",
      "flies only in still air",
      "is up in time for the dawn chorus",
    ],
    work: {
      plain: [
        "Dawn and dusk flights when the wind is calm",
        "Weather checked, burner lit, up we go",
        "Safe flights, planned around the weather",
        "Flying with the wind, down in open fields",
      ],
      wry: [
        "Destination: wherever the wind decides",
        "Steering is mostly a matter of opinion",
        "Landing spot: to be confirmed",
        "I talk about the weather professionally",
        "Sorry about the field, and thank you",
      ],
      warm: [
        "The quiet up there is hard to describe",
        "Watching the world wake up from above",
        "Seeing faces light up as we lift off",
        "Drifting over fields at first light",
      ],
    },
    cta: ["Ask about a dawn flight", "Book a flight for a special day", "DM about gifting a balloon flight"],
  },
  // Hand-knotting hair into lace to make wigs and hairpieces, for theatre, film or people with hair
  // loss: patient, fitted work.
  {
    names: ["wig maker", "wigmaker", "wig maker for theatre", "wig and make-up", "wig stylist", "hair piece maker"],
    emoji: ["💇", "🪡", "🎭"],
    who: [
      "knots hair one strand at a time",
      "measures every head twice",
      "can match a hair colour by eye",
      "makes a lace front disappear",
      "owns more heads than hats",
      "never rushes a single knot",
    ],
    work: {
      plain: [
        "Hand-knotted wigs on fine lace",
        "Made to measure, strand by strand",
        "Wigs for stage, screen and everyday life",
        "Hairlines that look like they grew there",
        "Fitting, colouring and styling by hand",
      ],
      wry: [
        "One knot down, a great many to go",
        "It's real hair, and no, you can't tell",
        "Fast wig making is not a thing",
        "A bad hairline? I'll spot it from the stalls",
      ],
      warm: [
        "Helping people feel like themselves again",
        "Hair that moves like it belongs",
        "Slow, careful work that nobody should spot",
        "Every wig made for one person only",
      ],
    },
    cta: ["DM to talk about a made-to-measure wig", "Ask about a fitting and consultation", "Book a wig consultation"],
  },
  // Building an escape room's puzzles and running its games: watching players on camera, giving hints.
  // The owner and manager are roles-s.ts's; the staff's players are the venue's: no offer. Kinds keep a
  // tabletop games master out.
  {
    names: ["escape room designer", "escape room games master", "games master", "escape room staff"],
    kinds: ["escape room", "escape game", "puzzle room", "puzzle", "horror", "immersive"],
    emoji: ["🧩", "🔦", "🔐"],
    who: [
      "hides things in plain sight",
      "knows when a team needs a nudge",
      "has heard every wrong answer",
      "tests every puzzle till it clicks",
      "sees a puzzle in every drawer",
    ],
    work: {
      plain: [
        "Puzzles, clues and a story to crack",
        "Hints timed to keep every team moving",
        "Rooms reset, props checked, clock set",
        "Watching every game and nudging when needed",
      ],
      wry: [
        "I see everything. Keep looking",
        "It's not the wall. Stop pushing the wall",
        "I know where it is. I'm not saying",
        "Evil genius, but the friendly kind",
      ],
      warm: [
        "The gasp when a hidden door swings open",
        "Watching a group click into a team",
        "Puzzles that make people feel clever",
        "Making every escape feel earned",
      ],
    },
    cta: [],
  },
  // Running a roller rink: skate hire, music, disco lights, sessions and parties.
  {
    names: ["roller rink manager", "roller rink", "roller disco manager", "skating rink manager"],
    emoji: ["🛼", "🪩", "🎶"],
    who: [
      "knows every skate size by sight",
      "keeps the rink moving one way",
      "has helped up every first-timer",
      "runs the disco lights and playlist",
      "smells skate spray in their sleep",
    ],
    work: {
      plain: [
        "Skate hire, music and a smooth floor",
        "Sessions, parties and disco nights",
        "Skates sized, laced and on the floor",
        "Keeping the floor safe and the music loud",
      ],
      wry: [
        "We have your size. Probably",
        "The mirror ball never gets a night off",
        "Everyone's a pro until the first corner",
        "Please skate the same way as everyone else",
      ],
      warm: [
        "First wobbles, then wide grins",
        "Lights down, music up, everyone rolling",
        "Somewhere to fall over and laugh it off",
        "Nervous skaters finally leaving the wall",
      ],
    },
    cta: ["Book your next party at the rink", "Come down for a disco session", "Ask about private rink hire"],
  },
];
