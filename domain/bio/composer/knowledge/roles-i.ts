/**
 * What a copywriter knows about common roles, part I: everyday jobs the first eight parts did not
 * know or read as another job: shop-floor and counter trades, farm and woodland hands, rescue and
 * public-safety volunteers, funeral and hospital back rooms, site trades and street-side work.
 * Every line is true of anyone in the role (see ./types.ts for the rules).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_I: readonly RoleKnowledge[] = [
  // Shops, counters and street trade.
  {
    names: [
      "florist's assistant",
      "florist assistant",
      "florists assistant",
      "florist's apprentice",
      "flower shop assistant",
    ],
    emoji: ["💐", "🌷", "✂️"],
    who: ["knows who forgot the anniversary", "has cold hands all year round", "has written a lot of sorry cards"],
    work: {
      plain: [
        "Stems conditioned and buckets refreshed",
        "Bouquets wrapped and orders sent out",
        "Cold hands and a bench covered in petals",
        "Vases scrubbed and displays restocked",
      ],
      wry: [
        "Valentine's week is a contact sport",
        "The thorns always win",
        "Half the job is sweeping leaves",
        "My secateurs stay in my apron",
      ],
      warm: [
        "Funeral sprays and first dates, same bench",
        "Helping the tongue-tied choose the words",
        "Some bunches get pressed and kept for years",
      ],
    },
    cta: [],
  },
  {
    names: ["greengrocer", "green grocer", "fruiterer", "fruit and veg seller", "fruit and veg trader"],
    emoji: ["🥕", "🍎", "🥬"],
    who: ["winces as you squeeze the peaches", "eats the bruised ones at lunch", "explains what a quince is, weekly"],
    work: {
      plain: [
        "Fruit and veg fresh in every morning",
        "What's in season and what to make with it",
        "Loose by weight, as much as you need",
        "Boxes made up for regulars to collect",
      ],
      wry: [
        "Ask me if it's ripe. I'll know",
        "I squeeze the fruit. You just shop",
        "Avocado whisperer, melon knocker",
        "Yes, the wonky ones taste the same",
      ],
      warm: [
        "Choosing the pear you'll eat on Sunday",
        "The first asparagus still gets a cheer",
        "Knowing who likes their bananas green",
      ],
    },
    cta: ["Pop in for what's in season", "Ask what's best this week", "Say what you're making for tea tonight"],
  },
  {
    names: ["newsagent", "news agent", "newspaper seller"],
    emoji: ["📰", "🍬"],
    who: ["knows what everyone reads", "hears the gossip before the papers", "can hear a wrapper from the till"],
    work: {
      plain: [
        "Papers, magazines and everyday essentials",
        "Morning papers ready before sunrise",
        "Magazines ordered in on request",
        "Your usual title put by, every issue",
      ],
      wry: [
        "Your usual is on the counter already",
        "Open before the milk arrives",
        "Fluent in regulars and their papers",
        "Every kid counts their pocket money twice",
      ],
      warm: [
        "A paper kept back for the late riser",
        "First hello for the early-shift workers",
        "Knowing customers by name and by paper",
      ],
    },
    cta: ["Come by for your papers", "Ask me to save you a copy", "Pop in for the basics and a chat"],
  },
  {
    names: [
      "forecourt attendant",
      "petrol station attendant",
      "gas station attendant",
      "forecourt assistant",
      "service station assistant",
      "petrol station cashier",
      "petrol station worker",
      "garage forecourt worker",
    ],
    emoji: ["⛽", "🚗"],
    who: ["sells more directions than fuel", "knows the wrong-fuel face well", "points to the other side, daily"],
    work: {
      plain: [
        "Filled up and sent on your way",
        "A safe forecourt from first car to last",
        "Help at the pumps, whatever the weather",
        "Pumps flowing and the queue kept moving",
      ],
      wry: [
        "Pump number? Thought so",
        "Open when everywhere else is shut",
        "Seen every fuel cap mix-up there is",
        "The toilet key lives on a giant spoon",
      ],
      warm: [
        "A lit window on an empty road at night",
        "Calming the driver who filled up wrong",
        "Company for lorry drivers after midnight",
      ],
    },
    cta: [],
  },
  {
    names: [
      "ice cream van driver",
      "ice cream man",
      "ice cream van man",
      "ice cream seller",
      "ice cream vendor",
      "ice cream van operator",
      "ice cream van owner",
    ],
    emoji: ["🍦", "🚐"],
    who: ["causes a stampede with a jingle", "knows parents dread that tune", "checks the forecast like a farmer"],
    work: {
      plain: [
        "Cones, tubs, lollies and sprinkles",
        "Booked for fetes, weddings and school fairs",
        "Clean van, quick service, happy queues",
        "Flakes, sauces and slushes on request",
      ],
      wry: [
        "Same tune all day, still smiling",
        "Rain is bad for business",
        "Sprinkles are a business expense",
        "Brain freeze is not my responsibility",
      ],
      warm: [
        "Small fists of coins, huge decisions",
        "A tune even grown-ups still run for",
        "Waiting while the last kid finds a coin",
      ],
    },
    cta: ["Ask about booking the van", "Wave me down when you hear me", "Grab a cone when you hear the chimes"],
  },
  {
    names: ["fish fryer", "fish frier", "chip shop fryer", "chip shop worker", "chippy worker"],
    emoji: ["🐟", "🍟"],
    who: ["smells of the fryer on days off", "takes scraps very seriously", "has forearms dotted with oil spits"],
    work: {
      plain: [
        "Crisp batter and chips done properly",
        "Frying to order at the right heat",
        "Wrapped hot and handed over the counter",
        "Oil filtered, potatoes peeled and cut",
      ],
      wry: [
        "Friday is my marathon",
        "Salt and vinegar? Already done",
        "Batter in my hair, pride in my chips",
        "Curry sauce or gravy? Choose wisely",
      ],
      warm: [
        "Half the chips never make it home",
        "Friday tea for families too tired to cook",
        "The smell that tells a street it's Friday",
      ],
    },
    cta: [],
  },
  {
    names: ["key cutter", "key cutting assistant"],
    emoji: ["🔑", "🗝️"],
    who: ["hears a lost key story daily", "knows nobody labels their keys", "knows about your mystery key"],
    work: {
      plain: [
        "Keys cut quickly and checked for fit",
        "The spare you'll be glad of one day",
        "Worn keys copied and tested",
        "Edges filed smooth so they turn easily",
      ],
      wry: [
        "Spare keys: the ultimate adulting move",
        "Lost keys? You're my best customer",
        "Grinding metal, solving panics",
        "Everyone's keyring has a backstory",
      ],
      warm: [
        "Cutting the key to somebody's new home",
        "A spare for the neighbour you trust",
        "Getting people home without the panic",
      ],
    },
    cta: [],
  },
  {
    names: ["engraver", "hand engraver", "trophy engraver"],
    kinds: ["hand", "trophy", "jewellery", "jewelry", "glass", "gift", "laser"],
    emoji: ["🏆", "💍", "🖋️"],
    who: ["has no undo button", "spells your name back, slowly", "engraves your typo, as supplied"],
    work: {
      plain: [
        "Names, dates and messages, spelt right",
        "Clean lettering on gifts and trophies",
        "Monograms, crests and logos as well",
        "Fonts, layouts and proofs agreed first",
      ],
      wry: [
        "Check the spelling. Then check again",
        "Steady hands, no room for typos",
        "Metal does not forgive",
        "Apostrophes are where it goes wrong",
      ],
      warm: [
        "Some of my work marks a goodbye",
        "A name someone will trace with a thumb",
        "The words inside a ring nobody else reads",
      ],
    },
    cta: ["Ask about engraving your gift", "Bring in your piece for a quote", "Tell me the name or message you want"],
  },
  {
    names: ["busker", "street performer", "street entertainer", "street musician"],
    emoji: ["🎩", "🪙", "🎭"],
    who: ["gets filmed far more than paid", "seeds the hat with their own coins", "competes with seagulls and sirens"],
    work: {
      plain: [
        "Free to watch, hat out if you enjoyed it",
        "Fetes, markets and private parties too",
        "Stop for a minute or stay for the set",
        "New material tried out on the pavement",
      ],
      wry: [
        "Rain is my harshest critic",
        "Hat out, hopes up",
        "Applause is nice, coins are nicer",
        "Pigeons are my most loyal audience",
      ],
      warm: [
        "A kid dancing along makes my whole day",
        "For the stranger who stays the whole set",
        "A busy street slowing down for a chorus",
      ],
    },
    cta: ["Stop and watch when you see me", "Ask about booking me for events", "Request a song as you pass"],
  },
  // Theatre, museums and screens.
  {
    names: ["usher", "theatre usher", "theater usher", "usherette", "front of house usher"],
    kinds: ["theatre", "theater", "opera", "front of house"],
    emoji: ["🎭", "🎟️", "🔦"],
    who: ["knows every line and never bows", "knows which seats face a pillar", "spots a phone glow from the aisle"],
    work: {
      plain: [
        "Tickets checked and seats found",
        "Front of house care from door to curtain",
        "A torch in the dark for the latecomers",
        "Access needs met and aisles kept clear",
      ],
      wry: [
        "Phones away, please. Yes, you",
        "I know the ending. I won't tell",
        "Latecomers, follow the torch",
        "Unwrapping sweets slowly is still loud",
      ],
      warm: [
        "Watching first-timers gasp at curtain up",
        "First smile of the show, and the last",
        "Watching faces, not the stage, every night",
      ],
    },
    cta: [],
  },
  {
    names: ["projectionist", "film projectionist", "cinema projectionist"],
    emoji: ["📽️", "🎞️"],
    who: ["watches films from the wrong end", "has never sat in the good seats", "hears the laughs through the wall"],
    work: {
      plain: [
        "Lights down and the picture spot on",
        "From the trailers to the end credits",
        "Up in the booth while you watch",
        "Every show starts on time and in focus",
      ],
      wry: [
        "The booth is my cinema",
        "If it's blurry, I'm already on it",
        "Popcorn smell, no popcorn breaks",
        "I know every trailer off by heart",
      ],
      warm: [
        "If nobody thinks of me, it went perfectly",
        "Strangers gasping at once, in the dark",
        "Through the little window, a room of faces",
      ],
    },
    cta: [],
  },
  {
    names: [
      "museum attendant",
      "museum assistant",
      "gallery assistant",
      "gallery attendant",
      "gallery invigilator",
      "museum host",
      "visitor host",
      "visitor assistant",
    ],
    emoji: ["🏛️", "🖼️"],
    who: ["is asked for the toilets hourly", "knows how close is too close", "knows every room's best bench"],
    work: {
      plain: [
        "Welcoming visitors and keeping works safe",
        "Sitting quietly in the corner of each room",
        "Knowing where the loos and the treasures are",
        "Last round of the rooms before we lock up",
      ],
      wry: [
        "Step back a little. Thank you",
        "Professional at standing very still",
        "Toilets: left, then left again",
        "I've perfected the polite cough",
      ],
      warm: [
        "The regular who visits just the one piece",
        "Questions from kids are the best ones",
        "Finding the one piece a visitor came for",
      ],
    },
    cta: [],
  },
  {
    names: ["cctv operator", "cctv operative", "cctv officer", "cctv controller", "public space cctv operator"],
    emoji: ["📹", "🖥️", "👁️"],
    who: ["has seen you trip on the kerb", "has seen your taxi-queue dancing", "notices who circles the car park"],
    work: {
      plain: [
        "A steady eye on every screen",
        "Eyes on the streets, radio in hand",
        "Seeing trouble coming, street by street",
        "Calling it in so help arrives fast",
      ],
      wry: [
        "I saw that. So did the recording",
        "Professional people-watcher, legally",
        "Zoom, enhance, then fill in the log",
        "Foxes get more airtime than anyone",
      ],
      warm: [
        "Spotting the fall before anyone phones in",
        "Keeping a lost child on screen until found",
        "Watching out for people walking home late",
      ],
    },
    cta: [],
  },
  // Public safety, rescue and enforcement.
  {
    names: ["pcso", "police community support officer", "community support officer", "police support officer"],
    emoji: ["👮", "🏘️", "📻"],
    who: ["gets asked if they're real police", "walks more miles than a postie", "knows which kids are just bored"],
    work: {
      plain: [
        "On foot on the same streets every week",
        "Knocking on doors after a break-in",
        "Sorting the small stuff before it grows",
        "Popping into schools and corner shops",
      ],
      wry: [
        "Powers: limited. Notebook: full",
        "My boots have seen every alley",
        "Offered tea at every door",
        "Walking directory, with a radio",
      ],
      warm: [
        "The job is mostly a chat over a gate",
        "Knowing which neighbour is on their own",
        "Small problems sorted before they grow",
      ],
    },
    cta: [],
  },
  {
    names: ["special constable", "police special constable", "volunteer police officer"],
    emoji: ["👮", "🚓"],
    who: ["does this for free. Yes, really", "gets asked what makes them special", "spends spare time in a stab vest"],
    work: {
      plain: [
        "Volunteer officer with full police powers",
        "Giving up my weekends to serve",
        "Supporting the regular force on shift",
        "Public order and busy weekend nights",
      ],
      wry: [
        "Yes, unpaid. Yes, on purpose",
        "Annual leave, spent on patrol",
        "Day job done, radio on",
        "My friends think I'm mad. Fair",
      ],
      warm: [
        "Saturday nights on duty, not in the queue",
        "Backup for the regulars on the busy nights",
        "Unpaid, and still the best thing I do",
      ],
    },
    cta: [],
  },
  {
    names: ["dog warden", "animal warden", "dog control officer", "stray dog warden", "animal control officer"],
    emoji: ["🐕", "🦮"],
    who: ["is told the dog got out by itself", "has heard it's usually friendly", "wins strays over with biscuits"],
    work: {
      plain: [
        "A lead in the van and treats in my pocket",
        "Microchip checks and owner reunions",
        "Out in the van whenever a dog gets loose",
        "Kennels arranged and rescues contacted",
      ],
      wry: [
        "The van smells how you think it does",
        "Treats in one hand, lead in the other",
        "Professional crouching and coaxing",
        "I carry a squeaky toy for emergencies",
      ],
      warm: [
        "The phone call when the chip scan matches",
        "The moment a scared stray sits down by me",
        "Ringing an owner who'd stopped hoping",
      ],
    },
    cta: [],
  },
  {
    names: ["coastguard", "coast guard", "coastguard officer", "coastguard rescue officer", "coastguard volunteer"],
    emoji: ["🌊", "🛟", "🚁"],
    who: ["never trusts a calm sea", "knows the tide is faster than you", "gets called out on the nicest days"],
    work: {
      plain: [
        "Search and rescue along the coast",
        "Out on the cliffs when someone's missing",
        "Working with lifeboats and helicopters",
        "Watching the water when the weather turns",
      ],
      wry: [
        "Sunny days are our busiest days",
        "Inflatables and offshore winds: no",
        "Cliffs, mud and the odd stuck dog",
        "Pagers don't care it's your birthday",
      ],
      warm: [
        "Finding the missing walker before the tide",
        "Searching the shore by torchlight",
        "Calm help on the worst day at sea",
      ],
    },
    cta: [],
  },
  {
    names: ["lifeboat crew", "lifeboat crew member", "lifeboat volunteer", "inshore lifeboat crew", "lifeboat crewman"],
    emoji: ["🛟", "🚤", "🌊"],
    who: ["leaves dinner when the pager goes", "orders lemonade when on call", "has a fast route to the station"],
    work: {
      plain: [
        "Volunteer search and rescue at sea",
        "Trained for launches in any weather",
        "Pager goes, I drop everything and run",
        "Casualty care and weekly exercises",
      ],
      wry: [
        "Pager goes, plans go with it",
        "Dry suit on in record time",
        "Wet, cold and weirdly happy",
        "Seasickness respects no one, not even us",
      ],
      warm: [
        "Going out so others come home",
        "Bringing a stranger back to a waiting quay",
        "The tea after a shout tastes the best",
      ],
    },
    cta: [],
  },
  {
    names: [
      "bailiff",
      "enforcement agent",
      "certificated enforcement agent",
      "certificated bailiff",
      "high court enforcement officer",
    ],
    emoji: ["📋", "🚪"],
    who: ["is told nobody's home, by someone", "knocks like they mean it", "is told the car is a cousin's"],
    work: {
      plain: [
        "Calm on the doorstep, firm on the law",
        "Early knocks and honest conversations",
        "Finding a way to settle what is owed",
        "Doing a hard job by the book",
      ],
      wry: [
        "Curtains twitch when I pull up",
        "Best friends with every letterbox",
        "Knock, knock. Yes, it's me again",
        "Nobody ever puts the kettle on for me",
      ],
      warm: [
        "Pointing people to free debt advice",
        "Never taking the things a home needs",
        "Nobody's glad to see me, so I stay kind",
      ],
    },
    cta: [],
  },
  {
    names: ["debt collector", "debt recovery agent", "debt recovery officer", "debt recovery adviser"],
    emoji: ["📞", "📋"],
    who: ["is never anyone's first call back", "knows the cheque isn't in the post", "knows which excuses are new"],
    work: {
      plain: [
        "Fair, firm payment plans that work",
        "Clear conversations about what's owed",
        "Listening before I ask for anything",
        "Pointing people to proper money advice",
      ],
      wry: [
        "Voicemail is my main audience",
        "Popular at parties until they ask",
        "Withheld number, warm manner",
        "Even my mum lets it ring out",
      ],
      warm: [
        "The relief when the letters finally stop",
        "A payment plan can lift a huge weight",
        "Hearing the story behind a missed payment",
      ],
    },
    cta: [],
  },
  // Back rooms of hospitals, funerals and cemeteries.
  {
    names: [
      "mortuary assistant",
      "mortuary technician",
      "mortuary attendant",
      "anatomical pathology technician",
      "anatomical pathology technologist",
      "apt",
    ],
    emoji: ["🧤", "🔬", "🕯️"],
    who: ["is asked about ghosts weekly", "talks to the patients anyway", "ends small talk with a job title"],
    work: {
      plain: [
        "Caring for those who have died, with dignity",
        "Making a last visit as gentle as it can be",
        "The right name, the right person, every time",
        "Calm, respectful work behind closed doors",
      ],
      wry: [
        "No, it is nothing like on TV",
        "Yes, it's cold. No, it's not spooky",
        "Strong stomach, soft voice",
        "Office temperature: permanently fridge",
      ],
      warm: [
        "Combing hair before a family comes in",
        "Quiet care that families never see",
        "Still saying good morning to each of them",
      ],
    },
    cta: [],
  },
  {
    names: ["gravedigger", "grave digger", "cemetery worker", "cemetery operative", "sexton"],
    emoji: ["🪦", "⛏️", "⚰️"],
    who: ["has heard every grave pun going", "knows which graves get visitors", "hides the soil under fake grass"],
    work: {
      plain: [
        "The ground made ready for a last goodbye",
        "Ready before the mourners arrive",
        "Tidy paths for those who come to visit",
        "Careful, quiet work whatever the ground",
      ],
      wry: [
        "Digging deep is literally the job",
        "Grave jokes welcome, I've heard them all",
        "Peaceful office, very still neighbours",
        "Clay soil and I are old rivals",
      ],
      warm: [
        "Out of sight until the last car leaves",
        "Straight sides, because families look down",
        "A place kept for families to return to",
      ],
    },
    cta: [],
  },
  {
    names: [
      "celebrant",
      "wedding celebrant",
      "funeral celebrant",
      "civil celebrant",
      "humanist celebrant",
      "naming celebrant",
    ],
    emoji: ["🕊️", "💐", "📜"],
    who: ["keeps tissues in the script folder", "hears a life story in an hour", "triple-checks how to say your name"],
    work: {
      plain: [
        "No set script, every word written for you",
        "Stories gathered, scripts written, day led",
        "A draft to read and change before the day",
        "Readings, music and rituals that suit you",
      ],
      wry: [
        "Professional tear-jerker, by request",
        "I rehearse in the car, out loud",
        "I pause for laughs, and for tissues",
        "Wind always finds my loose pages",
      ],
      warm: [
        "Hearing a room laugh where I hoped",
        "Saying the name everyone came for",
        "Finding the detail that makes the room nod",
      ],
    },
    cta: [
      "Get in touch to plan your ceremony",
      "Ask about a ceremony that fits you",
      "Share the stories your ceremony needs",
    ],
  },
  {
    names: [
      "sterile services technician",
      "sterile services assistant",
      "decontamination technician",
      "sterile processing technician",
      "central sterile technician",
      "ssd technician",
    ],
    emoji: ["🧼", "🏥", "🔬"],
    who: ["counts every tiny clamp, again", "hears the autoclave beep in dreams", "gets trays back, never thanks"],
    work: {
      plain: [
        "Clean instruments for every operation",
        "Every tray counted before it goes to theatre",
        "The work surgeons rely on but never see",
        "Keeping infection out of theatre",
      ],
      wry: [
        "Backstage crew of every operation",
        "The autoclave is my work bestie",
        "If it's on the tray, I counted it",
        "Blue wrap is my origami paper",
      ],
      warm: [
        "No operation starts without our trays",
        "An infection nobody caught is my win",
        "Packing each tray as if for someone I love",
      ],
    },
    cta: [],
  },
  {
    names: [
      "optical assistant",
      "optical advisor",
      "optical adviser",
      "optical consultant",
      "optician's assistant",
      "optometry assistant",
      "optometric assistant",
    ],
    emoji: ["👓", "👁️"],
    who: ["knows you choose frames half-blind", "has tried on every frame, secretly", "knows your glasses were sat on"],
    work: {
      plain: [
        "Tightening the screw that keeps coming loose",
        "Getting you settled before your eye test",
        "Helping you find frames that fit",
        "Orders checked and eyewear handed over",
      ],
      wry: [
        "Honest about frames, even the bold ones",
        "Tiny screwdriver, big responsibility",
        "Your nose pads are my business",
        "Yes, everyone hates the puff of air",
      ],
      warm: [
        "A kid seeing leaves on trees, at last",
        "Holding up the mirror until they smile",
        "Mending a snapped pair while they wait",
      ],
    },
    cta: [],
  },
  // Farms, fields and woods.
  {
    names: ["shepherd", "shepherdess", "sheep herder", "sheepherder"],
    kinds: ["hill", "lambing", "sheep", "farm", "flock", "upland", "contract"],
    emoji: ["🐑", "🐕", "🌄"],
    who: ["has had a lamb in the kitchen", "talks to the dog more than people", "owns more waterproofs than shirts"],
    work: {
      plain: [
        "Out with the flock before breakfast",
        "Lambing nights and muddy boots",
        "A good dog and a watchful eye",
        "Healthy ewes and strong lambs on good grass",
      ],
      wry: [
        "Lambing season: what is sleep",
        "Sheep have one goal: escape",
        "The dog does the hard part, mostly",
        "I whistle more than I speak",
      ],
      warm: [
        "The lamb that didn't breathe, now bouncing",
        "Lambing nights are long, and worth it",
        "Knowing the troublemakers by face",
      ],
    },
    cta: [],
  },
  {
    names: [
      "herdsman",
      "herdswoman",
      "herdsperson",
      "dairy herdsman",
      "stockman",
      "stockwoman",
      "stockperson",
      "cattle herder",
      "cowman",
    ],
    emoji: ["🐄", "🐂", "🌾"],
    who: ["knows which cow always goes first", "smells of silage, always", "has been trodden on, repeatedly"],
    work: {
      plain: [
        "First out to the cattle every morning",
        "Knowing each animal by sight",
        "Calving season, day or night",
        "Noticing the quiet one in the herd",
      ],
      wry: [
        "Cows don't do weekends",
        "Calving: the night shift you can't plan",
        "Wellies are formal wear here",
        "My clothes could walk to the parlour",
      ],
      warm: [
        "A calf on its feet before sunrise",
        "Calm hands, settled cattle",
        "Spotting a poorly one by how it stands",
      ],
    },
    cta: [],
  },
  {
    names: ["sheep shearer", "shearer", "shearing contractor"],
    emoji: ["🐑", "✂️"],
    who: ["spends summer bent double", "has lanolin-soft hands", "wears moccasins to work, seriously"],
    work: {
      plain: [
        "Clean blows and no second cuts",
        "Fleeces off whole and ready to roll",
        "Shearing for flocks large and small",
        "Combs and cutters kept sharp and oiled",
      ],
      wry: [
        "Summer cardio, with sheep",
        "The sheep never sign up willingly",
        "Sore back, soft hands, full tally",
        "Wool in my ears, my tea, my socks",
      ],
      warm: [
        "Watching a sheep trot off cool and lighter",
        "Hard on the back, kind to the sheep",
        "A fleece off whole, without a nick",
      ],
    },
    cta: ["Book shearing for your flock", "Ask about dates for your sheep", "Get on my shearing round by DM"],
  },
  {
    names: [
      "fruit picker",
      "grape picker",
      "berry picker",
      "strawberry picker",
      "apple picker",
      "seasonal picker",
      "orchard worker",
      "apple orchard worker",
    ],
    emoji: ["🍓", "🍎", "🍇"],
    who: ["has a very specific tan line", "knows the best ones hide low down", "does quality control by mouth"],
    work: {
      plain: [
        "Out in the rows at first light",
        "Every piece picked gently by hand",
        "A quick eye for the ripest fruit",
        "Through the season, row after row",
      ],
      wry: [
        "Always one more ripe one, just there",
        "Leg day, every day, all season",
        "Sunburnt neck, full baskets",
        "Wasps think I'm competition",
      ],
      warm: [
        "The hands behind the fruit in your bowl",
        "Picked at dawn, in the shops by teatime",
        "Racing the rain to save a whole crop",
      ],
    },
    cta: [],
  },
  {
    names: ["lumberjack", "lumberjill", "logger", "tree feller", "timber feller", "forest worker"],
    kinds: ["timber", "forest", "forestry", "woodland"],
    emoji: ["🪓", "🌲", "🪵"],
    who: ["smells of bar oil and pine", "is asked to drop a tree for mates", "finds sawdust in every seam"],
    work: {
      plain: [
        "Every tree down where it was meant to fall",
        "Long days deep in the woods",
        "Chain sharpened before the first tree",
        "Safe felling on steep and awkward ground",
      ],
      wry: [
        "Yes, people still shout timber",
        "Chain sharp, boots wet, lunch squashed",
        "The tree decides. I just persuade it",
        "Earmuffs on, conversation off",
      ],
      warm: [
        "Dropping a tree exactly where I said",
        "Old trade, sharp chain, steady nerve",
        "Somebody's floorboards began with my saw",
      ],
    },
    cta: [],
  },
  {
    names: ["dry stone waller", "drystone waller", "dry-stone waller", "stone waller", "waller"],
    kinds: ["dry stone", "drystone", "dry-stone", "stone", "traditional"],
    emoji: ["🪨", "⛰️", "🐑"],
    who: ["picks up each stone only once", "knows a sheep caused that gap", "has a pile for every shape"],
    work: {
      plain: [
        "Field walls rebuilt and repaired",
        "No mortar, just stone laid by hand",
        "Gaps mended, stone sorted, copes set",
        "Foundations dug and batter frames lined up",
      ],
      wry: [
        "Stone jigsaw with no picture on the box",
        "Hands like sandpaper, back like a hinge",
        "Every stone has a place. Eventually",
        "Ramblers stop to watch. And advise",
      ],
      warm: [
        "Walls built to outlast all of us",
        "Nobody will know which bit I mended",
        "Setting stones someone set before me",
      ],
    },
    cta: ["Ask about mending your walls", "Ask for a quote on a rebuild", "Show me the stretch that's come down"],
  },
  {
    names: ["cellarman", "cellar man", "cellar person", "cellar technician"],
    emoji: ["🍺", "🛢️"],
    who: ["knows why your pint is cloudy", "changes barrels mid-sentence", "lives in the pub's coldest room"],
    work: {
      plain: [
        "Down in the cellar before opening time",
        "Every cask given time to settle",
        "Beer served at its best, every pull",
        "Clean lines, so every pint tastes right",
      ],
      wry: [
        "The barrel always runs dry mid-rush",
        "Line cleaning day is my time to shine",
        "Fluent in gas bottles and couplers",
        "Cold, damp and oddly happy down here",
      ],
      warm: [
        "The reason your pint tastes right",
        "Tasting the first pull before you do",
        "A good pint is made before it's poured",
      ],
    },
    cta: [],
  },
  // Sport and horses.
  {
    names: ["caddie", "caddy", "golf caddie", "golf caddy"],
    kinds: ["golf", "tour", "club"],
    emoji: ["⛳", "🏌️"],
    who: ["carries the bag and the blame", "has read more greens than books", "says the putt was close, kindly"],
    work: {
      plain: [
        "Yardages, reads and club choices",
        "A calm word before the awkward shots",
        "Bag carried, clubs clean, pins paced",
        "Divots replaced and bunkers raked behind",
      ],
      wry: [
        "Good shot: your swing. Bad shot: my read",
        "Silence after a shank is a skill",
        "Walking miles, rarely swinging",
        "I've found more balls than you've lost",
      ],
      warm: [
        "Knowing when to stay quiet is the job",
        "Talking a golfer down after a bad hole",
        "A yardage, a towel and a steady word",
      ],
    },
    cta: [
      "Book a caddie for your next round",
      "Ask about caddying for your game",
      "Hire me to read the greens for you",
    ],
  },
  {
    names: ["jockey", "jump jockey", "flat jockey", "conditional jockey"],
    kinds: ["jump", "flat", "conditional", "national hunt", "race", "racing", "point-to-point"],
    emoji: ["🏇", "🐎"],
    who: ["weighs the sandwich before eating", "has been thrown and got back on", "sees races between a horse's ears"],
    work: {
      plain: [
        "Riding out at dawn, racing by afternoon",
        "Reading the race from the saddle",
        "On the scales before every ride",
        "Giving every horse its best chance",
      ],
      wry: [
        "The scales are my harshest critic",
        "Up at dawn to ride out, again",
        "Silks on, nerves off",
        "A rice cake counts as lunch",
      ],
      warm: [
        "Feeling a tired horse find more for me",
        "Bringing the horse home sound comes first",
        "Living for the thunder of the run-in",
      ],
    },
    cta: [],
  },
  // Site and line trades.
  {
    names: ["steel erector", "structural steel erector", "ironworker", "structural ironworker"],
    emoji: ["🏗️", "🔩", "⛓️"],
    who: ["knows the crane driver's moods", "works where the pigeons sit", "has bolts in every single pocket"],
    work: {
      plain: [
        "Raising the frames that buildings hang on",
        "Every bolt tight, every column plumb",
        "Working at height, harnessed and safe",
        "The steel you never see, holding it all up",
      ],
      wry: [
        "Best view on site, no walls",
        "My commute ends up a steel column",
        "Clip on, look down, carry on",
        "Dropped my sandwich. It took a while",
      ],
      warm: [
        "Somebody's office sits on my bolts",
        "Walls hide my work, and that's fine",
        "Pointing out my steel every drive past",
      ],
    },
    cta: [],
  },
  {
    names: ["pipefitter", "pipe fitter", "steamfitter", "industrial pipefitter"],
    emoji: ["🔧", "🔩", "🏭"],
    who: ["talks in inches and elbows", "has opinions about flange bolts", "takes a weeping joint personally"],
    work: {
      plain: [
        "Pipework that holds under pressure",
        "From the drawing to the last tight flange",
        "Every joint tested before it goes live",
        "Neat, level runs through tight spaces",
      ],
      wry: [
        "Pressure test day: nerves of steel",
        "Fluent in elbows, tees and reducers",
        "If it drips, it's coming apart again",
        "PTFE tape in every coat I own",
      ],
      warm: [
        "Careful work where a leak isn't an option",
        "Hidden work that keeps plants running",
        "That gauge not dropping is my applause",
      ],
    },
    cta: [],
  },
  {
    names: ["shopfitter", "shop fitter", "shopfitting installer"],
    emoji: ["🛠️", "🏬", "🪚"],
    who: ["works while the shops sleep", "has built a shop over a weekend", "rarely sees a shop open for trade"],
    work: {
      plain: [
        "Counters, displays and fixtures installed",
        "Fit-outs finished to drawing and deadline",
        "Retail spaces built, fitted and snagged",
        "Partitions, ceilings and bespoke joinery",
      ],
      wry: [
        "Deadline: opening time. No pressure",
        "Night shifts, power tools, no customers",
        "Glue, screws and a very tight programme",
        "The paint is still wet at the launch",
      ],
      warm: [
        "Gone by the time the doors first open",
        "First to see the shop, last to leave it",
        "Making a bare unit feel finished",
      ],
    },
    cta: ["Plan your next fit-out with me", "Call about fittings for your shop", "Send me the layout and your dates"],
  },
  {
    names: [
      "aerial installer",
      "tv aerial installer",
      "aerial engineer",
      "satellite installer",
      "satellite engineer",
      "antenna installer",
    ],
    emoji: ["📡", "📺", "🪜"],
    who: ["is called when the match freezes", "gets told it worked yesterday", "is a hero until the weather turns"],
    work: {
      plain: [
        "Aerials and dishes fitted and aligned",
        "Signal checks, cabling and wall points",
        "Clear pictures and tidy cable runs",
        "Brackets, boosters and splitters",
      ],
      wry: [
        "Signal found, roof survived",
        "Yes, it was the cable behind the TV",
        "Pigeons are my only coworkers up here",
        "It always rains on install day",
      ],
      warm: [
        "Picture back before the big kick-off",
        "For some, the telly is company all day",
        "Up a wet roof so nobody misses the soaps",
      ],
    },
    cta: ["Book a signal check", "Call about a new aerial or dish", "Tell me which channels keep dropping"],
  },
  {
    names: ["cable jointer", "jointer", "hv jointer", "lv jointer", "electrical jointer"],
    emoji: ["⚡", "🔌", "🕳️"],
    who: ["spends the day in a hole", "gets peered at from the pavement", "powers your street from a ditch"],
    work: {
      plain: [
        "Down in the hole keeping the power on",
        "Every joint made clean and dry",
        "Getting the lights back on after a fault",
        "Precise work at the bottom of a trench",
      ],
      wry: [
        "Office: a hole. Roof: a tent",
        "Neat work nobody will ever see",
        "Muddy boots, surgeon-steady hands",
        "The pump runs more than I do",
      ],
      warm: [
        "Working in a hole so your lights stay on",
        "Hearing a street cheer when the power's back",
        "Splicing in the rain so the heating's on",
      ],
    },
    cta: [],
  },
  {
    names: [
      "lineworker",
      "lineman",
      "line technician",
      "power line technician",
      "powerline worker",
      "overhead linesman",
      "overhead lines operative",
    ],
    kinds: ["power", "electrical", "utility", "overhead", "journeyman", "distribution", "transmission"],
    emoji: ["⚡", "🌩️", "🪜"],
    who: ["gets waved at from dark windows", "is why the lights came back on", "has a love-hate thing with storms"],
    work: {
      plain: [
        "Up the pole when the storm comes through",
        "Out at all hours when the power goes",
        "A steady head high above the road",
        "Lines kept standing through wind and ice",
      ],
      wry: [
        "Storm forecast? Cancel my weekend",
        "My office is up a pole",
        "Rain, wind, dark: perfect work weather",
        "Squirrels cause more outages than you know",
      ],
      warm: [
        "Out in the weather so homes stay lit",
        "Bringing power back on the worst nights",
        "Porch lights coming on, house by house",
      ],
    },
    cta: [],
  },
  {
    names: [
      "highways operative",
      "highways maintenance operative",
      "highway maintenance worker",
      "road maintenance worker",
      "road worker",
      "roadworker",
      "roadworks operative",
    ],
    emoji: ["🚧", "🦺", "🛣️"],
    who: ["is asked why nobody's working", "works inches from fast traffic", "has opinions about cone spacing"],
    work: {
      plain: [
        "The smooth road you drive home on",
        "Working safely beside live traffic",
        "Potholes filled before they do damage",
        "Hi-vis on, out in the wind and rain",
      ],
      wry: [
        "Yes, someone has to hold the sign",
        "Night shifts under orange lights",
        "The cones are not a suggestion",
        "Everyone slows down to have a look",
      ],
      warm: [
        "The road you drove today, someone mended",
        "Filling the pothole before it takes a wheel",
        "Gone before the morning rush arrives",
      ],
    },
    cta: [],
  },
  // Stations and desks.
  {
    names: [
      "station assistant",
      "railway station assistant",
      "station staff",
      "station host",
      "station team member",
      "platform assistant",
      "platform staff",
    ],
    emoji: ["🚉", "🚆", "📢"],
    who: ["knows why it's late, mostly", "gets blamed for the weather too", "knows where the quiet coach stops"],
    work: {
      plain: [
        "On the platform from first train to last",
        "Ramp ready when your train pulls in",
        "The one with answers when it's delayed",
        "Reuniting people with the bag they left",
      ],
      wry: [
        "I didn't cancel it, I just announce it",
        "Which platform? The one on the board",
        "Mind the gap, said with feeling",
        "My voice sounds better on the tannoy",
      ],
      warm: [
        "Getting everyone on the right train",
        "The ramp out and ready when the door opens",
        "Walking a lost traveller to the right door",
      ],
    },
    cta: [],
  },
  {
    names: ["transcriptionist", "medical transcriptionist", "legal transcriptionist", "transcriber", "audio typist"],
    // Of audio, not of print: a braille transcriber turns textbooks into braille (round 135: "hears every um").
    kinds: ["medical", "legal", "audio", "court", "podcast", "interview", "freelance", "remote", "general", "academic"],
    emoji: ["🎧", "⌨️"],
    who: ["hears every um you ever said", "knows who always talks over others", "has a grudge against crosstalk"],
    work: {
      plain: [
        "Accurate transcripts, delivered on time",
        "Crosstalk, accents and poor audio handled",
        "Your files kept confidential throughout",
        "Timestamps, speaker labels and verbatim",
      ],
      wry: [
        "Rewind, replay, rewind again",
        "Inaudible: the word I hate typing",
        "Fluent in muffled and mumbled",
        "My headphones have moulded to my head",
      ],
      warm: [
        "The quiet voice in the room, on the record",
        "Getting the hard-to-spell name right",
        "The word they mumbled still counts",
      ],
    },
    cta: ["Send your audio for a quote", "Ask about turnaround on your files", "Message me about regular work"],
  },
  {
    names: ["proofreader", "proof reader", "proof-reader"],
    emoji: ["📝", "🔍"],
    who: ["notices the typo on the menu", "cannot unsee a double space", "proofreads every birthday card"],
    work: {
      plain: [
        "Typos, consistency and clean final copy",
        "Errors caught before print, not after",
        "Spelling, grammar and style, sorted",
        "Queries flagged and references checked",
      ],
      wry: [
        "Red pen, no mercy, kind notes",
        "Found the typo. It's always the headline",
        "Rogue hyphens haunt my dreams",
        "Serial commas: my specialist subject",
      ],
      warm: [
        "Sparing you the typo everyone would spot",
        "Saving a writer's blushes, quietly",
        "The last read before the world sees it",
      ],
    },
    cta: ["Send me a sample page to check", "Ask about proofreading your draft", "Tell me your deadline and length"],
  },
  {
    names: ["taxidermist", "taxidermy artist"],
    emoji: ["🦉", "🦊"],
    who: ["has a freezer nobody should open", "is sent roadkill photos by friends", "has drawers full of glass eyes"],
    work: {
      plain: [
        "Mounts that look alive, not stuffed",
        "Legal specimens only, paperwork in order",
        "Commissions and restoration of mounts",
        "Skinning, tanning and habitat bases",
      ],
      wry: [
        "Yes, I get asked that a lot",
        "Not the weirdest job. Close, though",
        "Label everything in the freezer",
        "Houseguests always stare at the owl",
      ],
      warm: [
        "Setting each feather back where it grew",
        "A schoolkid's first close look at an owl",
        "The eyes decide if it looks alive",
      ],
    },
    cta: ["Ask about a mount of your own", "Ask about restoring an old mount", "Message me with the mount you want"],
  },
  {
    names: ["farm vet", "large animal vet", "livestock vet", "farm animal vet", "dairy vet", "agricultural vet"],
    emoji: ["🐄", "🩺", "🐑"],
    who: [
      "has calved by torchlight",
      "knows which farms do a good brew",
      "eats lunch between farms",
      "knows every cattle grid for miles",
    ],
    work: {
      plain: [
        "Herd health, fertility and TB testing",
        "Calvings, lambings and emergency calls",
        "Vaccination plans for herds and flocks",
        "Lameness, mastitis and youngstock checks",
      ],
      wry: [
        "Arm's length is a relative term",
        "Cows do not keep office hours",
        "Muddy to the knee by nine, most days",
        "My car boot is a mobile pharmacy",
      ],
      warm: [
        "A breathing calf and a relieved farmer",
        "Standing with farmers through hard seasons",
        "Straight talk when the news isn't good",
      ],
    },
    cta: [
      "Call the practice to book a herd visit",
      "Ask about a herd health plan",
      "Book calving cover with the practice",
    ],
  },
  {
    names: ["equine vet", "horse vet", "equine veterinarian", "equine veterinary surgeon"],
    emoji: ["🐴", "🩺"],
    who: ["hears it's never done that before", "knows which end kicks", "gets the colic call mid-dinner"],
    work: {
      plain: [
        "Lameness work-ups, dentals and vaccines",
        "Pre-purchase vettings and yard visits",
        "Horses, ponies and donkeys, young and old",
        "Colic call-outs and wounds stitched",
      ],
      wry: [
        "Horses: huge, brave, scared of a bag",
        "Yes, the pony is faking it. Probably",
        "There is hay in my car. Always",
        "An angel until the needle comes out",
      ],
      warm: [
        "A horse back under saddle after months off",
        "There for the yard on the hardest nights",
        "Walking a colic case through the night",
      ],
    },
    cta: [
      "Book a yard visit with the practice",
      "Ask about a pre-purchase vetting",
      "Message the practice about a lame horse",
    ],
  },
  // Out in the field: landscape and wildlife photographers and camera operators (a photographer's
  // lines are about clients and shoots; these are about light, weather and waiting).
  {
    names: [
      "landscape photographer",
      "nature photographer",
      "outdoor photographer",
      "bird photographer",
      "wildlife photographer",
      "wildlife cameraman",
      "wildlife camerawoman",
      "wildlife camera operator",
    ],
    emoji: ["🌄", "📷"],
    who: [
      "has seen more sunrises than you",
      "has a favourite type of fog",
      "got soaked for a single frame",
      "beats the birds out of bed",
      "has mud on every bag they own",
    ],
    work: {
      plain: [
        "Early starts, long walks, patient framing",
        "Scouting locations and reading the light",
        "Working with the weather, not against it",
        "Work licensed for print, books and screen",
      ],
      wry: [
        "You should have seen it a minute ago",
        "Forecast said sun. The forecast lied",
        "My best work is mostly waiting",
        "Nature does not do second takes",
        "Wet socks come with the job",
      ],
      warm: [
        "Gasping out loud with nobody there to hear",
        "Showing you places you may never stand in",
        "Leaving it exactly as I found it",
        "Waiting hours for light that lasts seconds",
      ],
    },
    cta: ["Ask about prints for your walls", "Ask about licensing a photo", "Commission a shoot of a place you love"],
  },
  // Therapy and rehab support: the assistants beside an OT or a physio.
  {
    names: [
      "occupational therapy assistant",
      "occupational therapist assistant",
      "ot assistant",
      "ota",
      "therapy assistant",
      "rehabilitation assistant",
      "rehab assistant",
      "physiotherapy assistant",
      "physiotherapist assistant",
      "physio assistant",
      "physical therapy assistant",
      "physical therapist assistant",
      "therapy support worker",
      "rehab support worker",
      "rehabilitation support worker",
      "therapy assistant practitioner",
    ],
    emoji: ["🤲", "🦽", "💪"],
    who: [
      "always asks for another go",
      "knows where all the kit lives",
      "makes a big deal of small wins",
      "has cheered for a flight of stairs",
      "cheers louder than the patient",
    ],
    work: {
      plain: [
        "Practising the stairs until they feel safe",
        "Fitting the rail that gets you home sooner",
        "Putting the kettle back within reach",
        "Small wins, like buttoning a shirt again",
      ],
      wry: [
        "Part cheerleader, part equipment porter",
        "Yes, we're doing it again. Nicely",
        "Fluent in encouragement and paperwork",
        "I get very excited about a perching stool",
      ],
      warm: [
        "Right there for the small breakthroughs",
        "Confidence comes back a little at a time",
        "The day someone walks out without the frame",
      ],
    },
    cta: [],
  },
];
