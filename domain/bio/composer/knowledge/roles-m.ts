/**
 * What a copywriter knows about common roles, part M: trades the AI page's blind readings met that the base
 * did not know, or knew only by a wider name (a bridal shop's assistant is no supermarket's). Every line is
 * true of anyone in the role (see ./types.ts for the rules).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_M: readonly RoleKnowledge[] = [
  {
    names: [
      "bridal shop assistant",
      "bridal consultant",
      "bridal stylist",
      "bridal boutique assistant",
      "wedding dress consultant",
    ],
    emoji: ["👰", "👗", "💍"],
    who: [
      "knows the dress before you do",
      "keeps the tissues within reach",
      "clips every sample to fit",
      "reads every face in the mirror",
      "steadies veils and nerves",
    ],
    work: {
      plain: [
        "Dress appointments, veils and accessories",
        "From first try-on to collection day",
        "Silhouettes, fabrics and necklines explained",
        "Honest advice in front of the mirror",
      ],
      wry: [
        "The sample size fits nobody. Hence clips",
        "I've steamed more trains than a railway",
        "Ivory, cream and off-white: all different",
        "Every entourage brings one opinion too many",
      ],
      warm: [
        "The moment the mirror goes quiet",
        "Part of a wedding I'll never see",
        "The tears in my fitting room are happy ones",
      ],
    },
    cta: ["Book a dress appointment with me", "Bring your ideas, we'll find the dress", "DM to pick a try-on date"],
  },
  {
    names: ["lock keeper", "lockkeeper", "lock-keeper", "canal lock keeper"],
    emoji: ["🛥️", "🌊"],
    who: [
      "talks nervous boaters through it",
      "watches life pass at walking pace",
      "works the gates in any weather",
      "knows the regular boats by name",
      "watches water, not the clock",
    ],
    work: {
      plain: [
        "Seeing every boat through safely",
        "Lending crews a hand at the gates",
        "Out on the towpath in every season",
        "Keeping the levels right for every boat",
      ],
      wry: [
        "No, you can't rush a lock",
        "Gongoozlers welcome, questions answered",
        "Hire boats keep the days interesting",
        "Rush hour here comes with ducks",
      ],
      warm: [
        "Keeping an old waterway working",
        "A calm word turns a nervous crew round",
        "Slow days by the water are the good ones",
      ],
    },
    cta: [],
  },
  {
    names: [
      "sound designer",
      "game sound designer",
      "film sound designer",
      "theatre sound designer",
      "theater sound designer",
      "audio designer",
      "game audio designer",
    ],
    emoji: ["🎧", "🔊", "🎚️"],
    who: [
      "notices the hum nobody else hears",
      "keeps a library of odd noises",
      "can never switch the ears off",
      "makes silence sound deliberate",
      "listens to rooms, not just people",
    ],
    work: {
      plain: [
        "Layering sounds until a moment feels real",
        "Recording, editing and shaping sound",
        "Effects and atmospheres built from scratch",
        "Sound that lands exactly on cue",
      ],
      wry: [
        "Don't ask what the punch really was",
        "My sound library is mostly creaks",
        "Headphones on means I can't hear you",
        "One door slam, far too many takes",
      ],
      warm: [
        "A story lands harder when it sounds true",
        "Making a made-up world sound lived in",
        "The quiet moments take the most work",
      ],
    },
    cta: ["DM to talk sound for your project", "Send me the scene that sounds flat"],
  },
  {
    names: ["cheesemonger", "cheese monger", "cheese shop owner"],
    emoji: ["🧀", "🥖"],
    who: [
      "hands you a taste on the knife",
      "always cuts just a little over",
      "goes home smelling of cheese",
      "can find a blue for any doubter",
      "has opinions on room temperature",
    ],
    work: {
      plain: [
        "Cut to order, tasted before you buy",
        "Hard, soft, blue and everything that smells",
        "Cheeseboards built for your table",
        "Every cheese sold at its best",
      ],
      wry: [
        "It's meant to smell like that",
        "Yes, you can eat the rind. Usually",
        "The mould is what you're paying for",
        "Tasting the stock counts as work",
      ],
      warm: [
        "Good cheese tastes of the farm behind it",
        "Sending you home with a new favourite",
        "A taste, a chat, and something new to try",
      ],
    },
    cta: [
      "Pop in for a taste before you buy",
      "Ask me to build your cheeseboard",
      "Tell me the wine, I'll pick the cheese",
    ],
  },
  {
    names: [
      "calligrapher",
      "modern calligrapher",
      "lettering artist",
      "hand lettering artist",
      "hand-lettering artist",
      "hand letterer",
    ],
    emoji: ["🖋️", "✒️"],
    who: [
      "judges every shop sign's spacing",
      "can't just jot a shopping list",
      "spots a wobbly baseline anywhere",
      "still practises the alphabet",
      "has a favourite pen and guards it",
    ],
    work: {
      plain: [
        "Every letter drawn, none of it typed",
        "Invitations, place cards and signage",
        "Custom lettering for logos and gifts",
        "Your words, shaped letter by letter",
      ],
      wry: [
        "Yes, everyone asks me to write their name",
        "My everyday handwriting? Don't ask",
        "Bad kerning ruins my whole day",
        "I check the spelling more than twice",
      ],
      warm: [
        "A name written well is a small gift",
        "A hand-drawn word still makes people stop",
        "Taking my time is the craft",
      ],
    },
    cta: [
      "DM me about invitations and place cards",
      "Send your words, I'll letter them",
      "Ask about lettering for your event",
    ],
  },
  {
    names: ["thatcher", "master thatcher", "thatching contractor"],
    emoji: ["🛖", "🌾"],
    who: [
      "keeps hazel spars in the van",
      "gets asked about birds in the roof",
      "reads a ridge from across a field",
      "learned the trade the slow way",
      "works with reed, straw and weather",
    ],
    work: {
      plain: [
        "Rethatching, ridge work and repairs",
        "Laid by hand, course by course",
        "Honest advice on the roof you've got",
        "New ridges before the old ones give out",
      ],
      wry: [
        "Yes, it really is waterproof",
        "The wire netting is for the birds",
        "Nesting birds are my harshest critics",
        "Thatch dust gets absolutely everywhere",
      ],
      warm: [
        "An old craft keeping old roofs dry",
        "The kind of roof people stop to look at",
        "A trade passed down by hand",
      ],
    },
    cta: [
      "Book a thatch survey before you buy",
      "Ask about a new ridge or repair",
      "Call me when the ridge looks tired",
    ],
  },
  {
    names: [
      "agriculture student",
      "agricultural student",
      "agri student",
      "ag student",
      "farming student",
      "agriculture major",
    ],
    emoji: ["🚜", "🌾", "🎓"],
    who: [
      "thinks about rain like a farmer",
      "knows a heifer from a bullock",
      "learns the science behind the mud",
      "always has wellies to hand",
      "talks soil over every dinner",
    ],
    work: {
      plain: [
        "Soil, crops, livestock and the sums",
        "Lectures, farm visits and field days",
        "Learning where food really starts",
        "Lecture notes and muddy boots",
      ],
      wry: [
        "The weather never reads my timetable",
        "Biology, chemistry, economics, and mud",
        "Yes, it's a real course, with maths",
        "Field trip means an actual field",
      ],
      warm: [
        "Studying to look after the land well",
        "Learning the work that puts food on tables",
        "Growing food is worth getting right",
      ],
    },
    cta: [],
  },
  {
    names: [
      // A person first: a bio's shorter name for "bouncy castle hire business owner" is the first name inside it.
      "bouncy castle business owner",
      "bouncy castle hire",
      "bouncy castle hire business owner",
      "bouncy castle hirer",
      "party hire",
      "party hire business owner",
      "inflatable hire",
    ],
    emoji: ["🏰", "🎈", "🎉"],
    who: [
      "watches the weekend forecast",
      "enforces the shoes-off rule",
      "knows when wind means no bouncing",
      "carries castles through side gates",
      "cleans every inflatable after use",
    ],
    work: {
      plain: [
        "Bouncy castles, soft play and party extras",
        "Delivered, set up and collected after",
        "Cleaned and checked before every party",
        "Set up in gardens, halls and fields",
      ],
      wry: [
        "Grown-ups, you are too big for it",
        "Rolling castles is my weekend workout",
        "Pack-down always turns up a lost shoe",
      ],
      warm: [
        "The shriek when the castle goes up",
        "Tired, happy children by home time",
        "Birthdays made gloriously loud",
      ],
    },
    cta: ["Check your date and book the castle", "DM to book for your party", "Ask what fits your garden"],
  },
  {
    names: [
      "mum on maternity leave",
      "mom on maternity leave",
      "dad on paternity leave",
      "on maternity leave",
      "on paternity leave",
      "on parental leave",
      "on shared parental leave",
      "on mat leave",
      "mat leave mum",
      "maternity leave",
      "paternity leave",
      "parental leave",
      "new mum",
      "new mom",
      "new dad",
      "new parent",
    ],
    emoji: ["🍼", "👶"],
    who: [
      "has met every hour of the night",
      "sways without holding anyone",
      "plans the day around naps",
      "wears a muslin like an accessory",
      "checks on the baby, then again",
    ],
    work: {
      plain: [
        "Feeds, naps and nappies on repeat",
        "Off work and on baby time",
        "Getting to know a brand-new person",
        "Home with the baby for a while",
      ],
      wry: [
        "My boss is tiny and works nights",
        "They call it leave. Nobody rested",
        "Out of office, fully booked at home",
        "Hungry cry or tired cry? Getting there",
      ],
      warm: [
        "Time I won't get back, spent well",
        "Falling for someone new every morning",
        "A tiny hand wrapped round my finger",
      ],
    },
    cta: [],
  },
];
