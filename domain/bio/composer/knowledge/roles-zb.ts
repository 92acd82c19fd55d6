/**
 * What a copywriter knows about common roles, part ZB: the nose blending a perfume trial after trial,
 * the aerialist, acrobat and juggler of the circus, the stunt double taking the fall, the patroller
 * first up the mountain, the steeplejack on a rope up a spire and the catcher of moles.
 * Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_ZB: readonly RoleKnowledge[] = [
  // Composing perfumes from hundreds of raw materials: smelling strips, formulas weighed out, trial
  // after trial until the blend is right, and a nose that never switches off. Houses employ some,
  // others make their own and to order, so the offer is a scent. "Perfume maker" and "fragrance
  // maker" only matched the maker's head word, and "fragrance creator" the content creator's.
  {
    names: ["perfumer", "perfume maker", "fragrance maker", "fragrance creator"],
    emoji: ["🌸", "👃", "🧪"],
    who: [
      "never stops smelling things",
      "can pick one note out of a crowd",
      "knows hundreds of raw materials",
      "keeps smelling strips everywhere",
      "remembers places by their smell",
    ],
    work: {
      plain: [
        "Perfumes blended from hundreds of materials",
        "Trial after trial until the blend is right",
        "Top, heart and base notes in balance",
        "Every formula weighed out drop by drop",
        "Scents built from a mood or a memory",
      ],
      wry: [
        "Off duty? My sense of smell isn't",
        "Professionally sniffing paper strips",
        "Perfect, apart from the next tweak",
        "I can smell your lunch from here",
        "Hundreds of bottles and nothing to wear",
      ],
      warm: [
        "Bottling the smell of a memory",
        "The moment a blend finally sings",
        "Invisible, and somehow unforgettable",
        "A scent someone will be remembered by",
      ],
    },
    cta: [
      "Ask about a scent made just for you",
      "Commission a scent of your own",
      "Ask about a fragrance for your brand",
    ],
  },
  // Performing in the circus: aerial work on trapeze, silks and hoop, acrobatics, juggling. Daily
  // training for a few minutes in the ring, kit and rigging checked before every show, touring and
  // sore everything. The lines name no chalk or rigging, since a juggler needs neither.
  // Acts are booked for events and festivals, so the offer is a booking.
  {
    names: ["circus performer", "trapeze artist", "aerialist", "acrobat", "circus acrobat", "aerial artist", "juggler"],
    emoji: ["🎪", "🤸", "🤹"],
    who: [
      "trains hours for a few minutes",
      "is sore in muscles you don't have",
      "makes the impossible look easy",
      "is at home on the road",
      "checks the kit before every show",
      "hears the gasp and lives for it",
    ],
    work: {
      plain: [
        "Daily training for a show that looks easy",
        "Strength, timing and endless repetition",
        "Warmed up, kit checked, ready for the ring",
        "Tricks drilled until they're second nature",
        "On tour with the show, town after town",
      ],
      wry: [
        "Sore in places that don't have names",
        "Running away with the circus was step one",
        "Looking effortless takes all the effort",
        "My warm-up is most people's workout",
        "I fall over daily. It's called training",
      ],
      warm: [
        "That gasp from the crowd never gets old",
        "Years of training for a moment of wonder",
        "Making grown-ups feel like children again",
        "Wonder, built on sweat and stubbornness",
      ],
    },
    cta: ["Book an act for your event", "Ask about performing at your festival"],
  },
  // Doing the falls, fights and crashes on film and TV sets, doubling for actors: pads and wires
  // rigged, each move rehearsed until it is safe and looks easy, bruises all the same. The
  // coordinator designs and runs them. Productions hire them, so the offer is to a show's makers.
  // "Stunt coordinator" only matched the coordinator's head word.
  {
    names: ["stunt performer", "stunt double", "stuntman", "stuntwoman", "stunt coordinator"],
    emoji: ["🎬", "💥", "🤕"],
    who: [
      "falls down for a living",
      "has bruises on the bruises",
      "makes a safe fall look deadly",
      "rehearses it until it looks easy",
      "checks every pad and wire twice",
      "gets hit so the star doesn't",
    ],
    work: {
      plain: [
        "Falls, fights and crashes for film and TV",
        "Rehearsed until safe, shot until right",
        "Pads, wires and a plan for every take",
        "Doubling for actors when it gets risky",
        "Every hit timed, every landing planned",
      ],
      wry: [
        "Gravity wins. I just negotiate the terms",
        "Missing by an inch, every single take",
        "Bruises are basically my timesheet",
        "Pretending to get punched, professionally",
        "Take two. Same fall, same bruise",
      ],
      warm: [
        "Nobody gets hurt. That's the real stunt",
        "Trust the team, then jump",
        "The action scenes people remember",
        "Making the hero look brave",
      ],
    },
    cta: [
      "Ask about stunts for your production",
      "Send me the action scenes in your script",
      "Ask about a fight scene for your film",
    ],
  },
  // Patrolling a ski area: first up the mountain to check and open the runs, avalanche safety,
  // hazards marked, first aid on the slopes, injured skiers brought down by sled, the last sweep at
  // closing, and the cold. A resort's staff or volunteers: no offer.
  {
    names: ["ski patroller", "ski patrol", "mountain patroller", "piste patroller"],
    emoji: ["⛷️", "🏔️", "⛑️"],
    who: [
      "is first up the mountain",
      "skis with a first aid kit",
      "reads the snowpack every morning",
      "has forgotten what warm feels like",
      "leaves the hill after everyone",
    ],
    work: {
      plain: [
        "First up to check the runs each morning",
        "Avalanche safety before the lifts open",
        "First aid on the slopes, in any weather",
        "Hazards marked and unsafe runs closed",
        "Injured skiers brought down by sled",
        "The last sweep of the runs at closing",
      ],
      wry: [
        "Please slow down. I say it all day",
        "Warm is a rumour up here",
        "First tracks, but with a shovel",
        "The sled ride down is not a perk",
        "Great views, cold toes, every shift",
      ],
      warm: [
        "Getting everyone off the hill safely",
        "Calm hands in the snow when it hurts",
        "Sunrise on the mountain before anyone",
        "Looking out for every skier, all day",
      ],
    },
    cta: [],
  },
  // Working at height on ropes: church spires, chimneys, bridges, tower blocks; inspections and
  // repairs where scaffolding can't reach, the harness and knots checked every time, the view, and
  // nerves of steel. Owners and contractors hire them, so the offer is a quote. Kinds keep a
  // "charity abseiler" or an offshore rope access technician out of these lines.
  {
    names: ["steeplejack", "rope access technician", "rope access tech", "industrial abseiler", "abseiler"],
    kinds: ["industrial", "commercial", "church", "building", "bridge", "chimney", "heritage"],
    emoji: ["🧗", "⛪", "🏗️"],
    who: [
      "goes to work on a rope",
      "checks every knot twice",
      "has a view most people never see",
      "respects heights, never fears them",
      "ties knots without looking",
      "eats lunch high above the street",
    ],
    work: {
      plain: [
        "Repairs and inspections at height, on ropes",
        "Harness checked, ropes rigged, then over",
        "Reaching what scaffolding can't",
        "Safe work at height, planned every time",
        "Spires, chimneys, bridges and tower blocks",
      ],
      wry: [
        "My commute is straight up",
        "The pigeons are never pleased to see me",
        "Best view in town, terrible toilet access",
        "Don't look down? Looking down is the job",
        "Hanging around is the whole job",
      ],
      warm: [
        "The whole town spread out below me",
        "Looking after landmarks from the top down",
        "Trust in the rope and the team",
        "Quiet up here, just the wind and the work",
      ],
    },
    cta: ["Ask me to quote for work at height", "Ask about repairs at height", "Send photos of what needs reaching"],
  },
  // Clearing moles from lawns, gardens, farms and sports pitches: reading the molehills and the
  // runs beneath, traps set by hand and checked, quiet fieldcraft. Owners and groundskeepers call
  // them in, so the offer is a visit. The lines name no method beyond the trap.
  {
    names: ["mole catcher", "molecatcher", "mole trapper", "mole man"],
    emoji: ["🪤", "🕳️", "🌱"],
    who: [
      "reads a molehill like a map",
      "thinks like a mole, mostly",
      "knows a fresh hill from an old one",
      "is the lawn's last line of defence",
      "has more patience than the mole",
    ],
    work: {
      plain: [
        "Moles cleared from lawns, farms and pitches",
        "Reading the runs, setting traps by hand",
        "Traps set where the tunnels really run",
        "Checked, cleared and gone without fuss",
      ],
      wry: [
        "Every new molehill feels personal",
        "Outsmarted by a mole? Only on bad days",
        "Real job, honestly. Ask any gardener",
        "The mole always thinks it's winning",
      ],
      warm: [
        "An old country craft, still going",
        "A quiet morning in the fields",
        "A level pitch, ready for the weekend",
        "Patient work, in tune with the land",
      ],
    },
    cta: [
      "Ask about clearing moles from your lawn",
      "Book a visit before the next molehill",
      "Ask about moles on your farm or pitch",
    ],
  },
];
