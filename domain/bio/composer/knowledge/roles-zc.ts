/**
 * What a copywriter knows about common roles, part ZC: the maker turning milk into wheels of cheese,
 * the gilder holding their breath over gold leaf, the sailmaker on the loft floor, the harpist and
 * the car the harp chose, the organ builder at work inside the instrument and the assistant who
 * looks after other people's dogs and cats while they are away.
 * Every line is true of anyone in the role (see ./types.ts).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_ZC: readonly RoleKnowledge[] = [
  // Making cheese by hand from milk: the curd cut, the whey drained, the moulds filled, then the
  // cheeses turned and checked while they age, after an early start with the milk. Cows, goats or
  // sheep: the lines say milk, never which. The cheese is theirs to sell; the cheesemonger who
  // sells other people's is roles-m.ts's. "Cheese maker" only matched the maker's head word.
  {
    names: ["cheesemaker", "cheese maker", "artisan cheesemaker", "cheese making", "dairy cheesemaker"],
    emoji: ["🧀", "🥛"],
    who: [
      "keeps the hours the milk keeps",
      "judges the curd by feel",
      "knows mould can be a friend",
      "turns the wheels and waits",
      "smells of whey by lunchtime",
      "has a cellar full of patience",
    ],
    work: {
      plain: [
        "Cheese made by hand from fresh milk",
        "Curds cut, whey drained, moulds filled",
        "Each cheese turned and checked as it ages",
        "Slow-made cheese, aged until it's ready",
        "Early starts in the make room",
      ],
      wry: [
        "Mould is welcome here. Mostly",
        "Cheese can't be rushed. I've tried",
        "Whey too early, every single morning",
        "Half my staff are bacteria",
        "My colleagues are all slowly ripening",
      ],
      warm: [
        "Good milk, patient hands and time",
        "The day a wheel is finally ready to cut",
        "Cheese that tastes of the milk it came from",
        "Made slowly, shared gladly",
      ],
    },
    cta: ["Ask which cheeses are ready to cut", "Ask about stocking my cheese", "Order cheese for your table"],
  },
  // Laying gold leaf on frames, signs and furniture: leaf so thin a breath carries it off, the
  // doors kept shut against draughts, the gold burnished bright. The lines leave water and oil
  // gilding alike unnamed, since a water gilder's burnish and a sign gilder's size differ.
  {
    names: ["gilder", "gilding", "water gilder", "frame gilder", "gold leaf gilder"],
    emoji: ["✨", "🖼️", "🖌️"],
    who: [
      "holds their breath for a living",
      "has chased gold leaf across a room",
      "knows better than to sneeze",
      "works with the windows shut",
      "finds gold leaf in their hair",
      "polishes gold with a stone",
    ],
    work: {
      plain: [
        "Gold leaf on frames, signs and furniture",
        "Old gilding repaired, new gilding laid",
        "Leaf laid flat and burnished bright",
        "Worn frames brought back to their glow",
        "Patient prep under every inch of gold",
      ],
      wry: [
        "Please don't open the door. Or breathe",
        "I handle gold all day and own none",
        "One sneeze and that's the morning gone",
        "Leaf so thin it floats off if I sigh",
        "Gold on the frame, gold on my face",
      ],
      warm: [
        "Holding my breath, then watching it glow",
        "Old frames catching the light again",
        "Light caught and held in gold",
        "A craft of steady hands and still air",
      ],
    },
    cta: ["Ask about regilding an old frame", "Send photos of a piece that needs gold"],
  },
  // Cutting, sewing and repairing sails in a sail loft: panels laid out on a big open floor, canvas
  // and thread, a leather palm to push the needle, and the sailors' stories of how it tore. The
  // brief's "rigger" is left out: most riggers rig cranes, stages or masts, and sew no sails.
  {
    names: ["sailmaker", "sail maker", "sail loft", "sail repairer"],
    emoji: ["⛵", "🧵", "🪡"],
    who: [
      "knows every boat by its sails",
      "works on their knees all day",
      "hears every sailor's storm story",
      "knows a gale by the damage",
      "fixes what the last storm tore",
      "pushes needles with a leather palm",
    ],
    work: {
      plain: [
        "Sails cut, sewn and repaired",
        "Torn sails patched and back on the water",
        "Every panel cut to the shape of the wind",
        "Stitching that holds when the wind builds",
        "Canvas, thread and a very big floor",
      ],
      wry: [
        "Every torn sail comes with a story",
        "The storm was bad. Your sail, worse",
        "My desk is the loft floor",
        "Somehow it's never the skipper's fault",
        "No, the tape won't hold it. Trust me",
      ],
      warm: [
        "Sending boats back out to catch the wind",
        "A good sail and a safe passage home",
        "Old craft, new cloth, the same wind",
        "Watching a new sail fill with wind",
      ],
    },
    cta: ["Bring in a torn sail for repair", "Ask about new sails for your boat"],
  },
  // Playing the harp at weddings, concerts and events: every string tuned before every set, a harp
  // lifted into and out of the car, no little fingers used. Pedal and lever harps have different
  // numbers of strings, so the lines count none.
  {
    names: ["harpist", "harp player", "professional harpist", "wedding harpist"],
    emoji: ["🎶", "🎼", "💐"],
    who: [
      "spends half their life tuning",
      "never plays with a little finger",
      "needs a big car and a strong back",
      "knows every string by its colour",
      "plans every booking around parking",
      "knows exactly what a harp weighs",
    ],
    work: {
      plain: [
        "Harp music for weddings, concerts and events",
        "Strings tuned, music ready, harp in place",
        "Music picked to fit each moment",
        "Arriving early to tune and settle in",
      ],
      wry: [
        "Yes, I tune all of them. Every time",
        "My car was chosen by my harp",
        "The harp gets the seat belt",
        "Half tuning, half playing, all lifting",
        "Not an angel. Just play like one",
      ],
      warm: [
        "The hush when the first notes ring out",
        "Music for the moments people remember",
        "Soft notes for the big days",
        "Watching a room go quiet to listen",
      ],
    },
    cta: ["Ask about live harp for your wedding", "Request a favourite piece for your day"],
  },
  // Building, restoring and tuning church and concert pipe organs: thousands of pipes voiced one by
  // one, days spent inside the instrument and up ladders, a helper at the keys while a rank is
  // tuned, months for one job. The organist who plays it is roles-j.ts's.
  {
    names: ["organ builder", "pipe organ builder", "organ restorer", "organ tuner"],
    emoji: ["⛪", "🎹", "🔧"],
    who: [
      "has tuned thousands of pipes",
      "measures jobs in months, not days",
      "can hear one sour pipe in a chord",
      "spends a lot of time up ladders",
      "knows the church mice personally",
      "needs a friend at the keys to tune",
    ],
    work: {
      plain: [
        "Pipe organs built, restored and tuned",
        "Thousands of pipes, voiced one by one",
        "Old actions rebuilt, wind leaks sealed",
        "Church and concert organs, kept singing",
        "Careful work inside the instrument",
      ],
      wry: [
        "My office is inside the instrument",
        "One squeaky pipe in thousands. Found it",
        "A quick job here takes months",
        "Mice love organs. I do not",
        "Fluent in stops, pipes and draughty lofts",
      ],
      warm: [
        "The first chord after months of work",
        "A building that sings again",
        "Made to sing for centuries",
        "Old pipes given their voice back",
      ],
    },
    cta: [
      "Ask about restoring your organ",
      "Book a tuning visit for your organ",
      "Ask about building a new pipe organ",
    ],
  },
  // Looking after boarding dogs and cats for the kennels or cattery that employs them: feeding,
  // cleaning pens and runs, play, settling homesick guests. The lines say guests and pets, true of
  // both. "Kennel worker" and "cattery worker" are the owner's entry in roles-p.ts, "kennel
  // assistant" and "kennel hand" the vet care assistant's in roles-f.ts; the kennels take the
  // bookings, so no offer.
  {
    names: ["boarding kennel assistant", "cattery assistant"],
    emoji: ["🐕", "🐈", "🧹"],
    who: [
      "sits with the homesick ones",
      "learns every guest's name first",
      "cleans the runs before breakfast",
      "knows who eats and who sulks",
      "has a pocket full of treats",
      "never wears anything nice to work",
    ],
    work: {
      plain: [
        "Pens cleaned, bowls filled, beds fresh",
        "Feeding, cleaning and cuddles, all day",
        "Settling new arrivals into their stay",
        "Play and fuss for every guest",
        "Every pet's routine kept like home",
      ],
      wry: [
        "Dressed for fur, not for fashion",
        "Your holiday is my busiest week",
        "Most guests forgive me by teatime",
        "I clean up after everyone. Literally",
        "Fully booked, mostly by the noisy ones",
      ],
      warm: [
        "Looking after them until you're home",
        "A soft word for every nervous guest",
        "Every guest sent home happy and well",
        "Somebody's best friend, in my care",
      ],
    },
    cta: [],
  },
];
