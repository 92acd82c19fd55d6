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
    who: ["strips thorns for a living", "has cold hands all year round", "sweeps up petals in their sleep"],
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
        "Wrapping up someone's big moment",
        "Every bunch carries a message",
        "Flowers for the happy days and the hard ones",
      ],
    },
    cta: [],
  },
  {
    names: ["greengrocer", "green grocer", "fruiterer", "fruit and veg seller", "fruit and veg trader"],
    emoji: ["🥕", "🍎", "🥬"],
    who: ["can tell a ripe melon by knocking", "judges every avocado on sight", "is at the market before dawn"],
    work: {
      plain: [
        "Fresh fruit and veg, picked out daily",
        "Seasonal produce and honest advice",
        "Quality produce, weighed and bagged",
        "Boxes made up for regulars to collect",
      ],
      wry: [
        "Ask me if it's ripe. I'll know",
        "I squeeze the fruit. You just shop",
        "Avocado whisperer, melon knocker",
        "Yes, the wonky ones taste the same",
      ],
      warm: [
        "Bringing the season to your table",
        "Good cooking starts with fresh produce",
        "Always happy to say what's ripe today",
      ],
    },
    cta: ["Pop in for what's in season", "Ask what's best this week", "Say what you're making for tea tonight"],
  },
  {
    names: ["newsagent", "news agent", "newspaper seller"],
    emoji: ["📰", "🍬"],
    who: ["knows what everyone reads", "opens up before the papers land", "reads the headlines before anyone"],
    work: {
      plain: [
        "Papers, magazines and everyday essentials",
        "Morning papers ready before sunrise",
        "Local news and a friendly counter",
        "Delivery routes planned and bags packed",
      ],
      wry: [
        "Your usual is on the counter already",
        "Open before the milk arrives",
        "Fluent in regulars and their papers",
        "Every kid counts their pocket money twice",
      ],
      warm: [
        "A friendly counter for the neighbourhood",
        "Part of the morning routine round here",
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
    ],
    emoji: ["⛽", "🚗"],
    who: ["asks which pump without thinking", "sees every road trip begin", "points to the other side, daily"],
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
      warm: ["A bright stop on a long road", "Friendly help at any hour", "Sending drivers off fuelled and smiling"],
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
    ],
    emoji: ["🍦", "🚐"],
    who: ["causes stampedes with one tune", "is chased by children all summer", "checks the forecast like a farmer"],
    work: {
      plain: [
        "Cones, lollies and cold summer treats",
        "Cold treats served street by street",
        "Clean van, quick service, happy queues",
        "Flakes, sauces and slushes on request",
      ],
      wry: [
        "Same tune all day, still smiling",
        "Rain is bad for business",
        "Sprinkles are a business expense",
        "Brain freeze is not my responsibility",
      ],
      warm: ["Bringing summer to every street", "The sound that means summer", "Small joys in cones and wafers"],
    },
    cta: ["Ask about booking the van", "Wave me down when you hear me", "Grab a cone when you hear the chimes"],
  },
  {
    names: ["fish fryer", "fish frier", "chip shop fryer", "chip shop worker", "chippy worker"],
    emoji: ["🐟", "🍟"],
    who: ["smells of the fryer on days off", "takes scraps very seriously", "can wrap chips one-handed"],
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
        "Part of so many Friday nights",
        "Hot suppers for the whole neighbourhood",
        "The taste of home, wrapped in paper",
      ],
    },
    cta: [],
  },
  {
    names: ["key cutter", "key cutting assistant"],
    emoji: ["🔑", "🗝️"],
    who: ["hears a lost key story daily", "makes spares for the forgetful", "has a blank for almost any lock"],
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
        "Small fix, big peace of mind",
        "Getting people home without the panic",
        "Quick help when keys go missing",
      ],
    },
    cta: [],
  },
  {
    names: ["engraver", "hand engraver", "trophy engraver"],
    kinds: ["hand", "trophy", "jewellery", "jewelry", "glass", "gift", "laser"],
    emoji: ["🏆", "💍", "🖋️"],
    who: ["has no undo button", "spells your name back, slowly", "squints for a living"],
    work: {
      plain: [
        "Names and messages engraved with care",
        "Clean lettering on gifts and trophies",
        "Personal engraving done with precision",
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
        "Words that last as long as the gift",
        "Marking moments people want to keep",
      ],
    },
    cta: ["Ask about engraving your gift", "Bring in your piece for a quote", "Tell me the name or message you want"],
  },
  {
    names: ["busker", "street performer", "street entertainer", "street musician"],
    emoji: ["🎩", "🪙", "🎭"],
    who: ["plays to whoever stops", "knows the best pitch by footfall", "competes with seagulls and sirens"],
    work: {
      plain: [
        "Live performances out on the street",
        "Crowd-pleasing sets in public spaces",
        "Shows for passers-by of all ages",
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
        "Stopping strangers in their tracks",
        "Free shows for anyone passing by",
      ],
    },
    cta: ["Stop and watch when you see me", "Ask about booking me for events", "Request a song as you pass"],
  },
  // Theatre, museums and screens.
  {
    names: ["usher", "theatre usher", "theater usher", "usherette", "front of house usher"],
    kinds: ["theatre", "theater", "opera", "front of house"],
    emoji: ["🎭", "🎟️", "🔦"],
    who: ["knows every line and never bows", "can find your seat in the dark", "shushes strangers professionally"],
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
        "Turning a night out into an occasion",
        "First smile of the show, and the last",
        "Part of the magic from the back row",
      ],
    },
    cta: [],
  },
  {
    names: ["projectionist", "film projectionist", "cinema projectionist"],
    emoji: ["📽️", "🎞️"],
    who: ["watches films from the wrong end", "has never sat in the good seats", "spots soft focus from the booth"],
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
        "The magic starts in the booth",
        "A full house still gives me a thrill",
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
    who: ["is asked for the toilets hourly", "guards art from curious fingers", "knows every room's best bench"],
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
        "Sharing the stories behind the collection",
        "Questions from kids are the best ones",
        "Looking after treasures for everyone",
      ],
    },
    cta: [],
  },
  {
    names: ["cctv operator", "cctv operative", "cctv officer", "cctv controller", "public space cctv operator"],
    emoji: ["📹", "🖥️", "👁️"],
    who: ["has seen you trip on the kerb", "watches a wall of screens at once", "zooms in for a living"],
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
        "Keeping watch so help comes fast",
        "Quiet watch over busy streets",
        "Watching out for people walking home late",
      ],
    },
    cta: [],
  },
  // Public safety, rescue and enforcement.
  {
    names: ["pcso", "police community support officer", "community support officer", "police support officer"],
    emoji: ["👮", "🏘️", "📻"],
    who: ["gets asked if they're real police", "walks more miles than a postie", "knows every shopkeeper by name"],
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
        "Safer streets start with a friendly face",
        "Here for the neighbourhood, on foot",
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
        "Giving spare time to keep people safe",
        "Policing the streets I call home",
        "Unpaid, and still the best thing I do",
      ],
    },
    cta: [],
  },
  {
    names: ["dog warden", "animal warden", "dog control officer", "stray dog warden", "animal control officer"],
    emoji: ["🐕", "🦮"],
    who: ["has a lead for every size of dog", "has heard it's usually friendly", "wins strays over with biscuits"],
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
        "Every stray deserves a way home",
        "Reuniting lost pets with their people",
        "Kind to animals, fair to owners",
      ],
    },
    cta: [],
  },
  {
    names: ["coastguard", "coast guard", "coastguard officer", "coastguard rescue officer", "coastguard volunteer"],
    emoji: ["🌊", "🛟", "🚁"],
    who: ["never trusts a calm sea", "has the tide tables memorised", "gets called out on the nicest days"],
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
        "Watching the water for those in trouble",
        "Ready when the sea turns",
        "Calm help on the worst day at sea",
      ],
    },
    cta: [],
  },
  {
    names: ["lifeboat crew", "lifeboat crew member", "lifeboat volunteer", "inshore lifeboat crew", "lifeboat crewman"],
    emoji: ["🛟", "🚤", "🌊"],
    who: ["leaves dinner when the pager goes", "sleeps with the pager by the bed", "knows the sea always wins"],
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
      warm: ["Going out so others come home", "Volunteers answering the call at sea", "Ready to launch, day or night"],
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
    who: ["is told nobody's home, by someone", "knocks like they mean it", "is nobody's favourite visitor"],
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
        "Calm and respectful on hard days",
        "Fair treatment on every doorstep",
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
        "Finding a way forward for both sides",
        "A payment plan can lift a huge weight",
        "Helping people get back on track",
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
    who: ["is asked about ghosts weekly", "has the quietest colleagues", "ends small talk with a job title"],
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
        "Dignity for every person in my care",
        "Quiet care that families never see",
        "Looking after people to the very end",
      ],
    },
    cta: [],
  },
  {
    names: ["gravedigger", "grave digger", "cemetery worker", "cemetery operative", "sexton"],
    emoji: ["🪦", "⛏️", "⚰️"],
    who: ["has heard every grave pun going", "is told it's a dead-end job", "works where it's always quiet"],
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
        "Last resting places made with respect",
        "Done with care, because families notice",
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
        "Personal ceremonies written and led",
        "Stories gathered, scripts written, day led",
        "Ceremonies shaped around real people",
        "Readings, music and rituals that suit you",
      ],
      wry: [
        "Professional tear-jerker, by request",
        "I rehearse in the car, out loud",
        "I pause for laughs, and for tissues",
        "Wind always finds my loose pages",
      ],
      warm: [
        "Honouring people in words that fit them",
        "Your story, said well and warmly",
        "Giving big days the words they deserve",
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
    who: ["counts every tiny clamp, twice", "hears the autoclave beep in dreams", "knows a theatre tray by heart"],
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
        "Clean kit for every patient, every time",
        "Quiet work that protects each patient",
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
    who: ["can size a face for frames by eye", "has tried on every frame, twice", "can tighten a hinge blindfolded"],
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
      warm: ["Watching someone see clearly again", "Frames that feel like you", "Helping every face find its frames"],
    },
    cta: [],
  },
  // Farms, fields and woods.
  {
    names: ["shepherd", "shepherdess", "sheep herder", "sheepherder"],
    kinds: ["hill", "lambing", "sheep", "farm", "flock", "upland", "contract"],
    emoji: ["🐑", "🐕", "🌄"],
    who: [
      "counts sheep and still can't sleep",
      "talks to the dog more than people",
      "owns more waterproofs than shirts",
    ],
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
        "Out in every weather for the flock",
        "Lambing nights are long, and worth it",
        "Looking after the hills and the flock",
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
    who: ["knows each cow by its face", "smells of silage, always", "has been trodden on, repeatedly"],
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
        "Caring for the herd in every weather",
        "Calm hands, settled cattle",
        "Knowing every animal by its habits",
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
        "Clean, quick shearing with care for stock",
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
      warm: ["Cool, comfortable sheep by summer", "Hard on the back, kind to the sheep", "Proud of every clean fleece"],
    },
    cta: ["Book shearing for your flock", "Ask about dates for your sheep", "Get on my shearing round by DM"],
  },
  {
    names: ["fruit picker", "grape picker", "berry picker", "strawberry picker", "apple picker", "seasonal picker"],
    emoji: ["🍓", "🍎", "🍇"],
    who: ["has a very specific tan line", "dreams in crates and punnets", "does quality control by mouth"],
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
        "Sun on my back, baskets full",
        "Bringing the harvest in on time",
      ],
    },
    cta: [],
  },
  {
    names: ["lumberjack", "lumberjill", "logger", "tree feller", "timber feller", "forest worker"],
    kinds: ["timber", "forest", "forestry", "woodland"],
    emoji: ["🪓", "🌲", "🪵"],
    who: ["smells of two-stroke and pine", "plans where each tree will land", "finds sawdust in every seam"],
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
        "Felling with care so new trees can grow",
        "Old trade, sharp chain, steady nerve",
        "Out among the trees from first light",
      ],
    },
    cta: [],
  },
  {
    names: ["dry stone waller", "drystone waller", "dry-stone waller", "stone waller", "waller"],
    kinds: ["dry stone", "drystone", "dry-stone", "stone", "traditional"],
    emoji: ["🪨", "⛰️", "🐑"],
    who: ["picks up each stone only once", "needs no mortar, just patience", "has a pile for every shape"],
    work: {
      plain: [
        "Field walls rebuilt and repaired",
        "Traditional stonework without mortar",
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
        "An old skill, kept alive on the hillside",
        "Mending the landscape by hand",
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
        "Behind every good pint, a tidy cellar",
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
    who: ["carries the bag and the blame", "has read more greens than books", "knows when to say nothing at all"],
    work: {
      plain: [
        "Yardages, reads and club choices",
        "Course knowledge and a steady voice",
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
        "Good company from first tee to last green",
        "A calm head when the pressure is on",
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
    who: ["checks the scales before breakfast", "has been thrown and got back on", "sees the world between two ears"],
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
        "Partnering horses to do their best",
        "Grit in the saddle, trust in the horse",
        "Living for the thunder of the run-in",
      ],
    },
    cta: [],
  },
  // Site and line trades.
  {
    names: ["steel erector", "structural steel erector", "ironworker", "structural ironworker"],
    emoji: ["🏗️", "🔩", "⛓️"],
    who: ["feels every gust before it comes", "works where the pigeons sit", "has bolts in every single pocket"],
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
        "Building the frames cities stand on",
        "Proud of every skyline I helped raise",
        "Working at height so the city can grow",
      ],
    },
    cta: [],
  },
  {
    names: ["pipefitter", "pipe fitter", "steamfitter", "industrial pipefitter"],
    emoji: ["🔧", "🔩", "🏭"],
    who: ["talks in inches and elbows", "has opinions about flange bolts", "can read an isometric upside down"],
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
        "Proud of every joint that holds",
      ],
    },
    cta: [],
  },
  {
    names: ["shopfitter", "shop fitter", "shopfitting installer"],
    emoji: ["🛠️", "🏬", "🪚"],
    who: ["works while the shops sleep", "has built a shop over a weekend", "knows every loading bay at night"],
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
        "Building the places people love to shop",
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
    who: ["is called when the match freezes", "meets more pigeons than people", "is a hero until the weather turns"],
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
        "Getting homes back to their favourite shows",
        "For some, the telly is company all day",
        "Bringing the big moments home",
      ],
    },
    cta: ["Book a signal check", "Call about a new aerial or dish", "Tell me which channels keep dropping"],
  },
  {
    names: ["cable jointer", "jointer", "hv jointer", "lv jointer", "electrical jointer"],
    emoji: ["⚡", "🔌", "🕳️"],
    who: ["spends the day in a hole", "does the neatest work in a trench", "powers your street from a ditch"],
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
        "Careful hands behind every light switch",
        "Quiet work behind warm homes",
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
    who: ["heads out when the storm rolls in", "is why the lights came back on", "has a love-hate thing with storms"],
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
        "Proud to keep the lights on",
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
    who: ["is blamed for every traffic jam", "works inches from fast traffic", "has opinions about cone spacing"],
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
        "Keeping the country moving, quietly",
        "Fixing roads so you barely notice",
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
    who: ["knows why it's late, mostly", "gets blamed for the weather too", "walks a platform's length all day"],
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
        "Friendly help on a busy platform",
        "Helping every journey start well",
      ],
    },
    cta: [],
  },
  {
    names: ["transcriptionist", "medical transcriptionist", "legal transcriptionist", "transcriber", "audio typist"],
    emoji: ["🎧", "⌨️"],
    who: ["hears every um you ever said", "can decode any mumble", "has a grudge against crosstalk"],
    work: {
      plain: [
        "Accurate transcripts, delivered on time",
        "Audio turned into clean, clear text",
        "Confidential, careful and quick",
        "Timestamps, speaker labels and verbatim",
      ],
      wry: [
        "Rewind, replay, rewind again",
        "Inaudible: the word I hate typing",
        "Fluent in muffled and mumbled",
        "My headphones have moulded to my head",
      ],
      warm: ["Making every voice easy to read", "Words kept, meaning intact", "Helping spoken words last"],
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
        "Careful checks before anything goes out",
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
        "Even great writers need fresh eyes",
        "The last read before the world sees it",
      ],
    },
    cta: ["Send me a sample page to check", "Ask about proofreading your draft", "Tell me your deadline and length"],
  },
  {
    names: ["taxidermist", "taxidermy artist"],
    emoji: ["🦉", "🦊"],
    who: ["has a freezer nobody should open", "gets odd looks at dinner parties", "has drawers full of glass eyes"],
    work: {
      plain: [
        "Lifelike mounts prepared with care",
        "Preservation, posing and finishing",
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
        "Keeping nature's detail for study",
        "Art and science in every mount",
        "Honouring animals through careful craft",
      ],
    },
    cta: [
      "Ask about a mount of your own",
      "Ask about restoring an old mount",
      "Message me with the mount you want",
    ],
  },
  {
    names: ["farm vet", "large animal vet", "livestock vet", "farm animal vet", "dairy vet", "agricultural vet"],
    emoji: ["🐄", "🩺", "🐑"],
    who: [
      "has calved at three in the morning",
      "owns more wellies than shoes",
      "eats lunch between farms",
      "knows every cattle grid for miles",
    ],
    work: {
      plain: [
        "Herd health, fertility and TB testing",
        "Calvings, lambings and emergency calls",
        "Practical advice for healthier herds",
        "Lameness, mastitis and youngstock checks",
      ],
      wry: [
        "Arm's length is a relative term",
        "Cows do not keep office hours",
        "Muddy to the knee by nine, most days",
        "My car boot is a mobile pharmacy",
      ],
      warm: [
        "Out in all weathers for the animals",
        "Standing with farmers through hard seasons",
        "Healthy herds, and the families behind them",
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
    who: ["can tell a lameness from the gait", "knows which end kicks", "talks to more horses than humans"],
    work: {
      plain: [
        "Lameness work-ups, dentals and vaccines",
        "Pre-purchase vettings and yard visits",
        "Care for horses and ponies of every kind",
        "Colic call-outs and wounds stitched",
      ],
      wry: [
        "Horses: huge, brave, scared of a bag",
        "Yes, the pony is faking it. Probably",
        "There is hay in my car. Always",
        "An angel until the needle comes out",
      ],
      warm: [
        "Keeping horses sound and riders smiling",
        "There for the yard on the hardest nights",
        "Every horse deserves a long, happy life",
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
      "trusts no weather forecast",
      "got soaked for a single frame",
      "beats the birds out of bed",
      "has mud on every bag they own",
    ],
    work: {
      plain: [
        "Early starts, long walks, patient framing",
        "Scouting locations and reading the light",
        "Working with the weather, not against it",
        "Treading lightly, leaving no trace",
      ],
      wry: [
        "You should have seen it a minute ago",
        "Forecast said sun. The forecast lied",
        "My best work is mostly waiting",
        "Nature does not do second takes",
        "Wet socks come with the job",
      ],
      warm: [
        "Every cold dawn is worth it",
        "Showing you places you may never stand in",
        "Sharing the quiet moments out there",
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
      "asks for just one more go",
      "knows where all the kit lives",
      "makes a big deal of small wins",
      "is the therapist's extra hands",
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
        "Helping people do more for themselves",
      ],
    },
    cta: [],
  },
];
