/**
 * What a copywriter knows about common roles, part O: trades a sweep of common jobs found the base knew only by
 * a wider name ("small business owner", "technician") or not at all. Every line is true of anyone in the role
 * (see ./types.ts for the rules).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_O: readonly RoleKnowledge[] = [
  {
    names: [
      "record shop owner",
      "record store owner",
      "vinyl shop owner",
      "record shop manager",
      "record store manager",
    ],
    emoji: ["💿", "🎶"],
    who: [
      "can name the track you hummed",
      "has an opinion on every pressing",
      "knows which crate hides the gems",
      "looks through every box brought in",
      "refiles sleeves left in the bins",
    ],
    work: {
      plain: [
        "New releases, reissues and used vinyl",
        "Collections bought, crates kept full",
        "Special orders for new and reissued vinyl",
        "Every used record checked and graded",
      ],
      wry: [
        "Of course I've heard of that band",
        "Every box from a loft is a lottery ticket",
        "What plays in the shop is a serious choice",
        "Every misfiled sleeve finds me eventually",
      ],
      warm: [
        "Finding the record someone chased for ages",
        "A first record, bought across my counter",
        "Strangers swapping tips by the racks",
      ],
    },
    cta: ["Ask me to track down a record", "Bring in records you want to sell", "Come and dig through the crates"],
  },
  {
    names: ["toy shop owner", "toy store owner", "toyshop owner", "toy shop manager"],
    emoji: ["🧸", "🪀"],
    who: [
      "has tested every toy in the shop",
      "knows what's on every wish list",
      "knows the toy every kid wants",
      "can demo anything in the window",
      "hears plenty of last-minute pleas",
    ],
    work: {
      plain: [
        "Toys, games and gifts for every age",
        "Help picking the right toy for the age",
        "Gift wrapping while you wait",
        "Pocket-money treats by the till",
      ],
      wry: [
        "The demo toy has been played half to death",
        "Every toy tested. Thoroughly. By me",
        "My Christmas starts in the summer stockroom",
        "Batteries not included? Not in here",
      ],
      warm: [
        "Small noses pressed to the window",
        "Watching a kid spend their own money",
        "Finding the present that gets a squeal",
      ],
    },
    cta: ["Tell me the age, I'll find the toy", "Ask me to gift wrap it", "Bring the kids in for a look"],
  },
  {
    names: [
      "pet shop owner",
      "pet store owner",
      "aquatics shop owner",
      "pet shop manager",
      "pet shop worker",
      "pet shop assistant",
    ],
    emoji: ["🐾", "🐠", "🐹"],
    who: [
      "steers you off impulse pets",
      "carries the big sacks to your car",
      "asks how big the tank is first",
      "knows every regular's pet by name",
      "gets shown photos of every new pet",
    ],
    work: {
      plain: [
        "Food, bedding, toys and honest advice",
        "Advice on care before you take one home",
        "Supplies for fur, feathers and fins",
        "Bulk feed and treats, ordered in",
      ],
      wry: [
        "No, the goldfish bowl is not enough",
        "I smell faintly of hay and fish food",
        "Your pet's dinner costs more than mine",
        "Treats for the dog, again? Of course",
      ],
      warm: [
        "Happy pets start with good answers",
        "Hearing how the new arrival settled in",
        "Good care matters more than a big sale",
      ],
    },
    cta: [
      "Ask me before you choose a pet",
      "Bring me a question about feeding",
      "Ask me to stock your pet's usual food",
    ],
  },
  {
    names: ["gift shop owner", "card shop owner", "card and gift shop owner", "gift shop manager"],
    emoji: ["🎁", "💌"],
    who: [
      "has a card for every occasion",
      "finds gifts for impossible people",
      "has read the verse in every card",
      "ties a neat bow under pressure",
      "restocks the birthday cards daily",
    ],
    work: {
      plain: [
        "Cards, gifts and wrapping paper in one go",
        "Gifts for the tricky ones on your list",
        "A gift and a card, sorted at the till",
        "Something small for every occasion",
      ],
      wry: [
        "Christmas cards go up while it's still warm",
        "Dads are impossible to buy for. I know",
        "Plenty of cards from the dog in stock",
        "The card racks at closing: pure panic",
      ],
      warm: [
        "Helping pick the card that says it right",
        "Small gifts that say you thought of them",
        "A thank-you card is never a small thing",
      ],
    },
    cta: ["Say who it's for, I'll find a gift", "Ask me to wrap it while you wait", "Call in for a card and a browse"],
  },
  {
    names: ["tea room owner", "tearoom owner", "tea shop owner", "tea room manager"],
    emoji: ["🫖", "🍰"],
    who: [
      "warms the pot before anything else",
      "knows who puts the milk in first",
      "counts the scones before opening",
      "has opinions about loose leaf",
      "keeps the cake stands full",
    ],
    work: {
      plain: [
        "Pots of tea, cakes and light lunches",
        "Afternoon tea for birthdays and catch-ups",
        "Scones, sandwiches and a proper brew",
        "Loose leaf tea, brewed the way you like",
      ],
      wry: [
        "Jam first or cream first? No comment",
        "The last scone causes quiet wars",
        "Your pot's going cold while you chat",
        "Doilies are a serious business here",
      ],
      warm: [
        "A pot for two and time to talk",
        "Friends catching up over a second pot",
        "The window seat kept for a regular",
      ],
    },
    cta: ["Book a table for afternoon tea", "Drop by for a pot and a slice", "Ask about cakes to take home"],
  },
  {
    names: [
      "deli owner",
      "delicatessen owner",
      "farm shop owner",
      "deli manager",
      "farm shop manager",
      "deli counter worker",
      "deli assistant",
      "deli counter assistant",
    ],
    emoji: ["🧀", "🥖"],
    who: [
      "knows every olive by name",
      "knows which cheese is ready today",
      "slices it as thin as you like",
      "knows the maker behind every jar",
      "builds a picnic from the counter",
    ],
    work: {
      plain: [
        "Cheese, cured meats and good bread",
        "Sliced to order, wrapped to take home",
        "Small producers on every shelf",
        "Hampers made up for any occasion",
      ],
      wry: [
        "A taste is free. The second one too",
        "Hamper season swallows the back room",
        "Rind on or off: I have opinions",
        "Eating the broken bits counts as lunch",
      ],
      warm: [
        "Knowing a regular's usual cheese",
        "Small makers, proudly on our shelves",
        "Packing a picnic for someone's big day",
      ],
    },
    cta: [
      "Order a hamper put together for you",
      "Ask what just came in on the counter",
      "Order a platter for your party",
    ],
  },
  {
    names: ["hardware shop owner", "hardware store owner", "ironmonger", "diy shop owner", "hardware store manager"],
    emoji: ["🔨", "🔩", "🧰"],
    who: [
      "sells screws in ones and twos",
      "knows the name of every fitting",
      "asks to see the old one first",
      "knows which drawer holds each bolt",
      "talks you through the job first",
    ],
    work: {
      plain: [
        "Screws, tools and paint for any job",
        "Loose nails and screws sold by weight",
        "Advice on the job before you buy",
        "Bits for the odd job, no big packs",
      ],
      wry: [
        "Bring the broken bit. Trust me",
        "Thingy, whatsit, widget: I speak it all",
        "Weekend DIY keeps me in business",
        "Only a quick job, you say? We'll see",
      ],
      warm: [
        "Saving you a trip and a wasted weekend",
        "One washer can save a plumber's callout",
        "The right screw, and how to use it",
      ],
    },
    cta: ["Bring in the old part to match", "Talk the job through with me first", "Come by for the bits you need"],
  },
  {
    names: ["phone repair shop owner", "mobile phone repair shop owner", "phone repair shop manager"],
    emoji: ["📱", "🔧"],
    who: [
      "keeps a tub of every charger type",
      "fits screen protectors bubble-free",
      "knows every model by its back",
      "sees cracked screens all day",
      "lends a charger across the counter",
    ],
    work: {
      plain: [
        "Walk-in repairs, cases and chargers",
        "Cracked screens and tired batteries swapped",
        "Repairs quoted at the counter, up front",
        "Screen protectors fitted while you wait",
      ],
      wry: [
        "The charging port is usually full of fluff",
        "Selling the case that would have saved it",
        "Every screen landed face down, apparently",
        "Tempered glass: cheaper than a new screen",
      ],
      warm: [
        "Your photos back before you leave the shop",
        "Fixing it beats buying a new one",
        "Keeping old phones out of the drawer",
      ],
    },
    cta: [
      "Drop in and I'll quote it there and then",
      "Bring it in, I'll take a look",
      "Ask how long a screen swap takes",
    ],
  },
  {
    names: ["gym owner", "boxing gym manager", "fitness studio owner", "gym manager", "boxing gym owner"],
    emoji: ["🏋️", "💪"],
    who: [
      "re-racks everyone else's weights",
      "oils every squeaky machine",
      "mops up after the last class",
      "opens up before the early risers",
      "hears every January resolution",
    ],
    work: {
      plain: [
        "Classes, open gym and coaching",
        "Memberships, classes and inductions",
        "Inductions so you know every machine",
        "A friendly floor for first-timers",
      ],
      wry: [
        "The dumbbells never rack themselves",
        "January is packed, February echoes",
        "The squat rack is not for curls",
        "The music is never loud enough for some",
      ],
      warm: [
        "Seeing a nervous beginner become a regular",
        "A gym where nobody feels watched",
        "Cheering every personal best on the floor",
      ],
    },
    cta: ["Ask about memberships and classes", "Book an induction and get started", "Drop in and see the gym"],
  },
  {
    names: ["takeaway owner", "chippy owner", "fish and chip shop owner", "chip shop owner", "kebab shop owner"],
    emoji: ["🥡", "🍟"],
    who: [
      "knows your order before you speak",
      "keeps the fryers hot till late",
      "takes phone orders mid-rush",
      "hears every late-night compliment",
      "asks about sauce on everything",
    ],
    work: {
      plain: [
        "Hot food, cooked fresh to order",
        "Collection and delivery until late",
        "Friday night rush, sorted fast",
        "Big portions, the same every time",
      ],
      wry: [
        "Closing time is when it gets busy",
        "My clothes remember every shift",
        "The late crowd are the loveliest. Mostly",
        "Half-heard phone orders over a loud fryer",
      ],
      warm: [
        "Dinner sorted when nobody can face cooking",
        "Wrapped hot for the walk home",
        "Regulars whose orders never change",
      ],
    },
    cta: ["Order ahead and skip the queue", "Phone your order in for collection"],
  },
  {
    names: ["campsite owner", "caravan park owner", "glamping site owner", "campsite manager", "caravan park manager"],
    emoji: ["🏕️", "⛺"],
    who: [
      "checks the forecast every hour",
      "knows which pitch stays dry",
      "has lent a mallet to half the site",
      "mows the pitches before check-in",
      "points people to the shower block",
    ],
    work: {
      plain: [
        "Quiet pitches and clean shower blocks",
        "Check-in help and local tips on arrival",
        "Space to pitch up, unplug and rest",
        "Pitches, hook-ups and clean facilities",
      ],
      wry: [
        "A tent peg is never where you left it",
        "Someone always forgets the tent poles",
        "My lawnmower works harder than I do",
        "Every cloud gets a worried look from me",
      ],
      warm: [
        "Kids running free on a summer evening",
        "Fresh air and a proper night's sleep",
        "Watching families come back each summer",
      ],
    },
    cta: ["Book a pitch for your dates", "Ask which pitch suits your stay", "Call ahead if you're arriving late"],
  },
  {
    names: ["guest house owner", "guest house host", "b&b host", "guest house manager"],
    emoji: ["🛏️", "🍳"],
    who: [
      "cooks breakfast, then makes beds",
      "knows how each guest takes eggs",
      "has a tip for dinner nearby",
      "leaves the porch light on for you",
      "remembers who wanted extra pillows",
    ],
    work: {
      plain: [
        "Comfy rooms and a cooked breakfast",
        "A homely stay with a proper breakfast",
        "Local tips from someone who lives here",
        "Small, friendly and run by us",
      ],
      wry: [
        "The fry-up is the whole business plan",
        "Chef, cleaner, receptionist and host",
        "Yes, I do know the best walk round here",
        "Every towel washed in my own machine",
      ],
      warm: [
        "A cooked breakfast sets you up for the day",
        "Guests treated like friends staying over",
        "A quiet house and a good night's rest",
      ],
    },
    cta: ["Message me about a room", "Ask about breakfast and parking", "Check your dates with me directly"],
  },
  {
    names: [
      "vintage shop owner",
      "vintage clothing shop owner",
      "retro shop owner",
      "vintage store owner",
      "vintage clothing store owner",
    ],
    emoji: ["👗", "🧥"],
    who: [
      "can date a coat by its label",
      "can tell wool from nylon by touch",
      "knows which stains will come out",
      "checks every pocket before pricing",
      "sorts through bags of finds weekly",
    ],
    work: {
      plain: [
        "One-off pieces, cleaned and checked",
        "Vintage finds, sorted by era",
        "Clothes with a past, ready for more",
        "New finds hit the rails all the time",
      ],
      wry: [
        "Old sizes run small. Trust the tape",
        "No, there's only the one. That's vintage",
        "Smells of mothballs? Not for long",
        "Every pocket checked. You'd be surprised",
      ],
      warm: [
        "Good clothes outliving their first owner",
        "Sending a coat off on its next outing",
        "Finding the piece that was made for you",
      ],
    },
    cta: [
      "Tell me your size, I'll keep an eye out",
      "Bring in pieces you'd like to sell",
      "Come and rummage through the rails",
    ],
  },
  {
    names: [
      "yarn shop owner",
      "craft shop owner",
      "wool shop owner",
      "haberdashery owner",
      "haberdashery shop owner",
      "yarn store owner",
      "craft store owner",
    ],
    emoji: ["🧶", "🪡", "🧵"],
    who: [
      "knows every yarn by its feel",
      "can match a button by eye",
      "has a stash bigger than the shop",
      "can read any knitting pattern",
      "sells zips in every length",
    ],
    work: {
      plain: [
        "Yarn, fabric, buttons and thread",
        "Patterns, needles and honest advice",
        "Zips, ribbon and trims by the metre",
        "Help choosing yarn for your pattern",
      ],
      wry: [
        "My stash could insulate a house",
        "Dye lots matter. I will check",
        "Nobody leaves with only what they needed",
        "Buttons sorted by colour, my calm place",
      ],
      warm: [
        "A beginner's first scarf, cast off at last",
        "Crafters swapping tips across the counter",
        "Seeing the finished jumper come back in",
      ],
    },
    cta: ["Bring your pattern, I'll match yarn", "Ask me to fix a dropped stitch", "Pop by for buttons and a natter"],
  },
  {
    names: [
      "comic shop owner",
      "games shop owner",
      "board game shop owner",
      "game store owner",
      "comic book shop owner",
      "comic book store owner",
      "game shop owner",
      "board game store owner",
    ],
    emoji: ["🎲", "🦸"],
    who: [
      "settles rule disputes at the till",
      "has played every demo copy twice",
      "has a favourite for any crowd",
      "knows what's out on release day",
      "teaches the rules in a minute",
    ],
    work: {
      plain: [
        "New releases, back issues and games",
        "Help choosing a game for your group",
        "A table to play, a shelf to browse",
        "Orders taken for anything we don't stock",
      ],
      wry: [
        "Yes, I've read the full rulebook",
        "My shelf of shame is taller than me",
        "Your group will fight over this one. Good",
        "Release day is my busiest day",
      ],
      warm: [
        "A quiet kid finding their people here",
        "Strangers, friends by the final turn",
        "Handing a newcomer their first game",
      ],
    },
    cta: ["Tell me your group, I'll find a game", "Ask me to order in what you're after", "Come by on release day"],
  },
  {
    names: [
      "music shop owner",
      "guitar shop owner",
      "instrument shop owner",
      "music store owner",
      "guitar store owner",
    ],
    emoji: ["🎸", "🎹"],
    who: [
      "can cure a buzzing string",
      "restrings guitars between sales",
      "tunes everything on the wall",
      "knows which strings you need",
      "has a spare pick in every pocket",
    ],
    work: {
      plain: [
        "Instruments, strings and sheet music",
        "Set-ups, restrings and small repairs",
        "Try anything on the wall before you buy",
        "Advice for beginners and players alike",
      ],
      wry: [
        "Yes, you can try it. Not that song",
        "The same famous riff, all day long",
        "Every guitar on the wall, out of tune again",
        "Just one more guitar, they always say",
      ],
      warm: [
        "A beginner's first chord in the shop",
        "Sending a nervous learner out playing",
        "Getting an old instrument playing again",
      ],
    },
    cta: ["Bring it in for a set-up", "Ask me to restring it", "Come in and try a few out"],
  },
  {
    names: ["plant shop owner", "houseplant shop owner", "plant store owner"],
    emoji: ["🪴", "🌿"],
    who: [
      "knows what survives a dark flat",
      "asks which way your window faces",
      "waters by feel, not by rota",
      "has rescued plenty of dying ferns",
      "checks every leaf for pests",
    ],
    work: {
      plain: [
        "Houseplants, pots and potting mix",
        "The right plant for your light",
        "Repotting help and care advice",
        "Easy plants for busy people",
      ],
      wry: [
        "It's not dead, it's dormant. Probably",
        "You're watering it too much. Everyone is",
        "Care advice: free, and often ignored",
        "My flat is also a plant shop",
      ],
      warm: [
        "A windowsill of green makes a home",
        "Bringing a sad plant back to life",
        "Photos of plants doing well at home",
      ],
    },
    cta: ["Tell me your light, I'll pick a plant", "Bring in a sad plant for a look", "Ask me about repotting"],
  },
  {
    names: [
      "sweet shop owner",
      "sweetshop owner",
      "old fashioned sweet shop owner",
      "candy store owner",
      "candy shop owner",
    ],
    emoji: ["🍬", "🍭"],
    who: [
      "weighs out sweets from the jars",
      "knows the sweets of every decade",
      "can reach the highest jar",
      "has a very sticky scoop",
      "twists every paper bag shut",
    ],
    work: {
      plain: [
        "Jars of sweets, weighed out by hand",
        "Pick and mix and old-school favourites",
        "Sweet hampers and party bags made up",
        "Fizzy, chewy, sour or hard boiled",
      ],
      wry: [
        "No, I don't eat the stock. Often",
        "My dentist knows exactly what I do",
        "Choosing takes ages when it's pocket money",
        "Grown-ups buy the most. For the kids, sure",
      ],
      warm: [
        "Grown-ups finding the sweets they grew up on",
        "A paper bag of sweets is still a treat",
        "Kids pressed to the jars, deciding",
      ],
    },
    cta: ["Order a jar or hamper as a gift", "Order party bags for the kids", "Come in for a bag of your favourite"],
  },
  {
    names: [
      "corner shop owner",
      "convenience store owner",
      "off licence owner",
      "offie owner",
      "off-licence owner",
      "off license owner",
      "corner shop manager",
      "convenience store manager",
    ],
    emoji: ["🏪", "🥛"],
    who: [
      "knows who's run out of milk",
      "is open when the rest have shut",
      "keeps the bread back for regulars",
      "asks for ID without blinking",
      "can find the batteries blindfolded",
    ],
    work: {
      plain: [
        "Milk, bread and the bits you forgot",
        "Open early, open late, just round the corner",
        "Snacks, drinks and a pint of milk",
        "Cold drinks, a bottle of wine and a loaf",
      ],
      wry: [
        "The late-night milk run keeps me going",
        "You look great. I still need some ID",
        "The bell on the door never stops",
        "I know your usual and your excuses",
      ],
      warm: [
        "The shop the whole street relies on",
        "A hello for everyone who comes through",
        "Knowing who needs a hand with the bags",
      ],
    },
    cta: ["Pop round for whatever you forgot", "Ask me to keep your usual in stock"],
  },
];
