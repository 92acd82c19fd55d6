/**
 * What a copywriter knows about common roles, part ZA: the sharpener at the rink's pro shop, the
 * voice on a rodeo's mic, the painter of white lines at night, the marshal waving flags at a karting
 * track and the therapist who walks injured dogs through warm water.
 * Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_ZA: readonly RoleKnowledge[] = [
  // Sharpening ice hockey and figure skates at a rink's pro shop: the hollow ground to taste, the
  // edges checked level, the toe picks of figure blades left alone, a queue of parents before games
  // and sparks off the wheel. Skaters bring their own skates in, so the offer is a sharpen.
  {
    names: [
      "skate sharpener",
      "skate sharpening",
      "skate technician",
      "pro shop skate sharpener",
      "rink skate sharpener",
    ],
    emoji: ["⛸️", "🏒", "✨"],
    who: [
      "knows your hollow better than you",
      "runs a thumbnail down every edge",
      "minds the toe picks on every pair",
      "has a queue before every game",
      "works in a shower of sparks",
      "smells faintly of hot steel",
    ],
    work: {
      plain: [
        "Hockey and figure skates, sharpened right",
        "The hollow you like, ground every time",
        "Edges checked level before skates go back",
        "Nicks ground out, edges level and sharp",
        "Sharp skates back in time for warm-ups",
      ],
      wry: [
        "Before the game, says everyone in the queue",
        "Sparks fly every day. Not the romantic kind",
        "Please wear your guards. I'm begging",
        "Blaming the skates? Let's have a look",
        "Walked across the car park in them? I know",
      ],
      warm: [
        "Sending skaters out on edges they trust",
        "A first pair of skates, sharpened with care",
        "That first glide on a fresh sharpen",
        "The unseen work behind every clean stop",
      ],
    },
    cta: [
      "Bring your skates in for a sharpen",
      "Ask about the right hollow for you",
      "Drop your skates off before the game",
    ],
  },
  // Calling a rodeo on the mic: riders and stock by name, scores and times, the gaps filled while
  // a chute is fixed or the arena is dragged, the crowd kept loud to the last ride. Rodeos hire
  // their announcer, so the offer is to an event's organisers. "Arena announcer" is the brief's
  // name; a visitor calling a basketball arena would read rodeo lines.
  {
    names: ["rodeo announcer", "rodeo commentator", "rodeo emcee", "rodeo mc"],
    emoji: ["🎙️", "🤠", "🐂"],
    who: [
      "talks fast and never runs dry",
      "fills every gap in the program",
      "knows where every rider hails from",
      "has a joke ready for every delay",
      "calls the time as the dust settles",
      "keeps the crowd loud till the end",
    ],
    work: {
      plain: [
        "Calling every ride, score and time",
        "Every rider and every bull by name",
        "Filling the gaps while the arena is dragged",
        "Keeping the grandstand loud to the last ride",
        "Fast talk, a loud mic and no dead air",
      ],
      wry: [
        "Eight seconds for them. All day for me",
        "Scared of one thing: dead air",
        "No pause too short to fill with chat",
        "The bull won that one. Let's hear it anyway",
        "My voice runs out before the rodeo does",
      ],
      warm: [
        "Every ride deserves to be called well",
        "Every rider's name, heard across the arena",
        "The voice of the arena, one ride at a time",
        "Telling the crowd the story of every ride",
      ],
    },
    cta: ["Book me to call your next rodeo", "Ask about announcing your event", "Send your rodeo dates my way"],
  },
  // Painting white lines, arrows and markings on roads and car parks, often at night behind a row of
  // cones, much of it in hot thermoplastic. Mostly a contractor's crew, like the snowplow operator
  // (roles-y.ts): no offer.
  {
    names: ["road line painter", "road marking operative", "road marker", "line painter", "white line painter"],
    emoji: ["🛣️", "🖌️", "🚧"],
    who: [
      "paints a dead straight line",
      "works while the roads are empty",
      "lives behind a row of cones",
      "tells every driver where to stop",
      "has painted arrows you followed",
      "sees the roads at their quietest",
    ],
    work: {
      plain: [
        "Lines, arrows and markings laid straight",
        "Road markings laid while the traffic sleeps",
        "Car parks lined bay by bay",
        "Cones out, lines down, road back open",
        "Hot thermoplastic, set in minutes",
        "Faded lines made bright again",
      ],
      wry: [
        "Yes, it has to be straight. No pressure",
        "My work gets driven over. That's the point",
        "Stay inside the lines. I painted them",
        "You'll only notice me if I go wonky",
        "Wet paint. Please read the cones",
      ],
      warm: [
        "Lines that get everyone home safely",
        "Crossings painted bright for little feet",
        "Clear lines on a dark, wet road",
        "A fresh white line at sunrise",
        "Guiding drivers who will never know my name",
      ],
    },
    cta: [],
  },
  // Marshalling a karting track: flags at a corner, spun karts cleared and drivers kept safe, out in
  // all weathers with engines all day. The lines never say kart, for the "track marshal" of a
  // circuit. The track's staff, or volunteers at a race meeting: no offer.
  {
    names: ["go kart marshal", "karting marshal", "kart marshal", "track marshal", "go karting marshal"],
    emoji: ["🏁", "🚩", "🏎️"],
    who: [
      "knows every flag and what it means",
      "stands out in every weather",
      "hears engines in their sleep",
      "gets to every spin first",
      "watches every corner at once",
      "waves a blue flag nobody obeys",
    ],
    work: {
      plain: [
        "Flags out, eyes on every corner",
        "Spins cleared and the track kept safe",
        "Yellow flag up as soon as trouble starts",
        "Keeping every driver safe on the track",
        "Clearing the track so the racing carries on",
      ],
      wry: [
        "Blue flag means let them by. In theory",
        "Everyone's a champion until the first bend",
        "Waterproofs: also my summer uniform",
        "I did see that. It was your fault, yes",
        "Professional flag waver. Earplugs essential",
      ],
      warm: [
        "Watching over every driver, every lap",
        "Seeing a nervous first-timer start to grin",
        "Soaked at the corner so the racing goes on",
        "Everyone home safe after a day of racing",
      ],
    },
    cta: [],
  },
  // Exercising injured, older or post-op dogs in a warm pool or on an underwater treadmill: dogs in
  // lifejackets, a wet therapist, slow progress that matters. Owners bring their dogs, so the offer
  // is a session.
  {
    names: ["canine hydrotherapist", "dog hydrotherapist", "hydrotherapist for dogs", "dog hydrotherapy"],
    emoji: ["🐕", "💧", "🏊"],
    who: [
      "is never fully dry",
      "fits lifejackets on nervous dogs",
      "measures progress in small steps",
      "gets shaken on by every patient",
      "reads every wag and every wince",
      "cheers for every extra step",
    ],
    work: {
      plain: [
        "Gentle exercise for dogs in warm water",
        "Rehab for dogs after surgery or injury",
        "Underwater treadmill and pool sessions",
        "Easing stiff joints in older dogs",
        "Strength and movement rebuilt, slowly",
        "Progress tracked session by session",
      ],
      wry: [
        "Every patient arrives in a lifejacket",
        "Waterproof trousers are my whole look",
        "Some dogs love the pool. Others negotiate",
        "The shake-off is always aimed at me",
        "Treats are a legitimate therapy tool",
      ],
      warm: [
        "Slow progress that changes everything",
        "Watching an old dog move easy again",
        "Small steps in the water, big days at home",
        "Helping dogs get back to the walks they love",
      ],
    },
    cta: [
      "Book your dog's first pool session",
      "Ask about hydrotherapy for your dog",
      "Ask about rehab after your dog's surgery",
    ],
  },
];
