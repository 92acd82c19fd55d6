/**
 * What a copywriter knows about common roles, part J: professions visitors type that the first
 * nine parts did not know: hospital specialists, courts and public life, money and markets, the
 * sciences of sky, rock and number, woods and water, charities and small online shops, and a few
 * trades of drink, sport, horses and parties. Every line is true of anyone in the role (see
 * ./types.ts for the rules).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_J: readonly RoleKnowledge[] = [
  // Hospital and clinic specialists.
  {
    names: ["orthodontist", "orthodontic specialist"],
    emoji: ["🦷", "😁"],
    who: [
      "moves teeth, slowly, on purpose",
      "asks if you've worn your retainer",
      "notices your bite before your name",
      "knows which teens smile lips shut",
    ],
    work: {
      plain: [
        "Braces, aligners and retainers, fitted right",
        "Straighter teeth and a bite that works",
        "Treatment plans for children and adults",
        "Small adjustments, visit by visit",
      ],
      wry: [
        "Somewhere, a retainer is in a napkin",
        "Popcorn and braces: we've talked about this",
        "Yes, you still have to wear the elastics",
        "Every patient asks when they come off",
      ],
      warm: [
        "Nothing beats braces-off day",
        "Building smiles people stop hiding",
        "Grown-ups who stop covering their mouths",
        "Seeing a teenager finally grin in photos",
      ],
    },
    cta: ["Book a consultation for braces", "Ask about aligners or braces", "Get your retainer checked and adjusted"],
  },
  {
    names: [
      "anaesthetist",
      "anesthetist",
      "anesthesiologist",
      "anaesthesiologist",
      "anaesthetics registrar",
      "anesthesia resident",
      "nurse anesthetist",
      "nurse anaesthetist",
      "crna",
    ],
    emoji: ["💉", "😴", "🩺"],
    who: [
      "checks when you last ate, again",
      "is the last face you remember",
      "asks you to count back, and waits",
      "hears what you say going under",
    ],
    work: {
      plain: [
        "Keeping you safe and asleep in surgery",
        "Pain control before, during and after",
        "Watching over you while you sleep",
        "Planning your care before the first cut",
      ],
      wry: [
        "You won't remember me. That's the point",
        "Fasting means no sneaky toast either",
        "Professionally watching you nap",
        "Behind the drape, quietly in charge",
      ],
      warm: [
        "Holding a hand as the cannula goes in",
        "Waking you gently on the other side",
        "Beside you every second you're asleep",
        "Nobody is asleep without me awake",
      ],
    },
    cta: [],
  },
  {
    names: ["dermatologist", "derm", "dermatology registrar", "dermatology resident", "skin doctor"],
    emoji: ["🧴", "☀️", "🔬"],
    who: [
      "can't unsee a suspicious mole",
      "checks moles on the bus, silently",
      "sees what the mirror misses",
      "can tell you picked at it",
    ],
    work: {
      plain: [
        "A close look at the mole that worries you",
        "Calming the eczema that keeps you up",
        "Treatment for your skin, properly explained",
        "Spotting skin cancer early",
      ],
      wry: [
        "No, I won't pop it for you",
        "Cloudy days count. Wear the sunscreen",
        "Sunbeds keep me busy, sadly",
        "Your rash is not what the internet said",
      ],
      warm: [
        "Someone daring short sleeves again",
        "Catching the small changes that matter",
        "Skin troubles affect more than skin",
        "No worry about a mole is too small",
      ],
    },
    cta: [],
  },
  {
    names: [
      "cardiologist",
      "cardiology registrar",
      "cardiology fellow",
      "cardiology resident",
      "heart doctor",
      "heart specialist",
    ],
    emoji: ["🫀", "❤️", "🩺"],
    who: [
      "takes the stairs, a bit smugly",
      "hears it was just indigestion",
      "asks how far you can walk",
      "knows a murmur from a whisper",
    ],
    work: {
      plain: [
        "Listening to hearts, then explaining them",
        "Finding out why your heart skips a beat",
        "Every trace read, every result explained",
        "Keeping hearts strong for decades more",
      ],
      wry: [
        "Yes, the stairs really do count",
        "Salt is not a food group",
        "Your smartwatch alert is why we met",
        "Happiest when the rhythm is boring",
      ],
      warm: [
        "More good years, with a stronger heart",
        "Looking after the hardest-working muscle",
        "A scary diagnosis doesn't end the story",
        "Walking up the hill that used to beat them",
      ],
    },
    cta: [],
  },
  {
    names: [
      "paediatrician",
      "pediatrician",
      "paediatric doctor",
      "pediatric doctor",
      "paediatric registrar",
      "pediatric resident",
      "paeds doctor",
      "peds doctor",
      "children's doctor",
    ],
    emoji: ["🧸", "🩺", "👶"],
    who: [
      "checks the teddy first if asked",
      "always warms the stethoscope",
      "trusts a parent's gut feeling",
      "gets sneezed on and smiles",
    ],
    work: {
      plain: [
        "Care for children from newborn to teen",
        "Kneeling down to talk to the patient",
        "Clear answers for worried parents",
        "A sticker for the brave, every single time",
      ],
      wry: [
        "Most rashes are fine. Let me check yours",
        "Toddler negotiation is a clinical skill",
        "Bribery by sticker, clinically proven",
        "Yes, I've heard that cough before",
      ],
      warm: [
        "Parents know their child best; I listen",
        "Earning a high five after the jab",
        "Worried parents are always welcome here",
        "Sent in floppy, now racing the corridor",
      ],
    },
    cta: [],
  },
  {
    names: ["neurologist", "neurology registrar", "neurology resident", "brain doctor"],
    emoji: ["🧠", "🩺"],
    who: [
      "asks you to follow the finger",
      "taps your knees with a hammer",
      "listens to the whole story first",
      "asks you to touch your nose, a lot",
    ],
    work: {
      plain: [
        "Tapping knees and taking proper histories",
        "Getting to the bottom of the headaches",
        "Explaining the scan in words that make sense",
        "Seeing you through a condition for years",
      ],
      wry: [
        "Yes, the little hammer is essential",
        "Walk in a straight line for me, please",
        "The history tells me more than the scan",
        "No, I don't operate. That's the surgeons",
      ],
      warm: [
        "A name for the thing nobody could explain",
        "Living well alongside a diagnosis",
        "Answers, and a plan you can live with",
        "Patient with the questions that keep coming",
      ],
    },
    cta: [],
  },
  {
    names: [
      "oncologist",
      "oncology registrar",
      "oncology fellow",
      "oncology resident",
      "cancer doctor",
      "cancer specialist",
    ],
    emoji: ["🎗️", "🩺"],
    who: [
      "explains it all again, gladly",
      "makes time for the hard questions",
      "gets hugged in the corridor, a lot",
      "cheers when the bell gets rung",
    ],
    work: {
      plain: [
        "Cancer care planned around you",
        "Every option laid out, in plain words",
        "Sitting down to talk, never rushing the news",
        "Working with your whole care team",
      ],
      wry: [
        "Yes, I'll read the article you found",
        "Slightly obsessed with your blood counts",
        "Half my week is meetings about scans",
        "The big question always comes at the door",
      ],
      warm: [
        "Hard news, said slowly and kindly",
        "Learning what my patients live for",
        "A clear scan, and a room exhaling",
        "More time, and better time",
      ],
    },
    cta: [],
  },
  {
    names: ["pathologist", "histopathologist", "pathology registrar", "pathology resident"],
    kinds: [
      "consultant",
      "forensic",
      "clinical",
      "medical",
      "chemical",
      "molecular",
      "anatomical",
      "anatomic",
      "surgical",
      "veterinary",
      "paediatric",
      "pediatric",
    ],
    emoji: ["🔬", "🧫"],
    who: [
      "gets asked if it's like the telly",
      "is the doctor you never meet",
      "is chased by surgeons for results",
      "finds slides beautiful, honestly",
    ],
    work: {
      plain: [
        "Finding the answer in the sample",
        "The evidence behind the diagnosis",
        "Clear reports that others act on",
        "Looking closely so nothing is missed",
      ],
      wry: [
        "Staining things pink, professionally",
        "A real doctor, just not on the wards",
        "The surgeon removes it. I say what it was",
        "Small samples, big decisions, no pressure",
      ],
      warm: [
        "The answer that shapes the treatment",
        "The slide always has a name on it",
        "Working for patients I'll never meet",
        "A patient somewhere is waiting on my answer",
      ],
    },
    cta: [],
  },

  // Courts, public life and the foreign service.
  {
    names: ["judge", "district judge", "circuit judge", "high court judge", "trial judge", "federal judge"],
    // A show judge or a baking judge is not on the bench.
    kinds: [
      "court",
      "district",
      "circuit",
      "federal",
      "state",
      "trial",
      "appellate",
      "appeals",
      "tribunal",
      "employment",
      "immigration",
      "family",
      "criminal",
      "civil",
      "county",
      "superior",
      "supreme",
      "high",
    ],
    emoji: ["⚖️", "🏛️"],
    who: [
      "takes the bundle home at weekends",
      "has read your papers, all of them",
      "knows a tall story when it's told",
      "still finds the standing up odd",
    ],
    work: {
      plain: [
        "Reasons given for every ruling",
        "Applying the law without fear or favour",
        "Justice done in open court",
        "Listening hard before deciding",
      ],
      wry: [
        "That phone under the table? Seen it",
        "Counsel, please get to the point",
        "Heard that argument already. Twice",
        "Funny how everyone laughs at my jokes",
      ],
      warm: [
        "Writing so even the losing side understands",
        "Slowing down for the nervous witness",
        "Each decision lands on a real life",
        "Listening properly before deciding",
      ],
    },
    cta: [],
  },
  {
    names: ["magistrate", "lay magistrate", "justice of the peace", "jp", "magistrate judge", "stipendiary magistrate"],
    emoji: ["⚖️", "📜"],
    who: [
      "sits on the bench, not the fence",
      "hears a full list before lunch",
      "weighs every sentence carefully",
      "books a day off to sit in court",
    ],
    work: {
      plain: [
        "Local cases, heard with care",
        "Fair decisions on bail and sentence",
        "Every side heard before a decision",
        "Justice close to home",
      ],
      wry: [
        "Yes, the list really is that long",
        "Same excuses, new faces, every week",
        "Never be late to court. I notice",
        "A bench is less comfy than it sounds",
      ],
      warm: [
        "Justice done by neighbours, not strangers",
        "The fine fits the wallet, not just the crime",
        "Hearing why, not just what",
        "Second chances, taken seriously",
      ],
    },
    cta: [],
  },
  {
    names: ["court clerk", "clerk of court", "clerk of the court", "courtroom clerk"],
    emoji: ["⚖️", "📁"],
    who: [
      "says all rise with a straight face",
      "has heard every oath mumbled",
      "knows why the judge is late",
      "keeps the tissues by the oath card",
    ],
    work: {
      plain: [
        "The list ready before the court sits",
        "Every order written down as it's made",
        "Witnesses sworn, exhibits kept safe",
        "The paperwork behind every hearing",
      ],
      wry: [
        "The judge decides. I write it down",
        "Running the courtroom quietly from the side",
        "Your case is next. Probably",
        "Finding the missing exhibit, again",
      ],
      warm: [
        "Justice runs on careful paperwork",
        "Telling a first-time witness where to stand",
        "No case is called until the file is right",
        "A kind word for nervous people in court",
      ],
    },
    cta: [],
  },
  {
    names: [
      "politician",
      "mp",
      "member of parliament",
      "legislator",
      "elected official",
      "elected representative",
      "congressman",
      "congresswoman",
      "congressperson",
      "senator",
      "state representative",
      "assembly member",
      "msp",
      "mla",
      "mep",
    ],
    emoji: ["🏛️", "🗳️"],
    who: [
      "has been bitten by a letterbox",
      "hears about potholes at the shops",
      "never finishes a supermarket shop",
      "takes casework personally",
    ],
    work: {
      plain: [
        "Drop-in sessions and letters answered",
        "Local issues raised where decisions get made",
        "Casework, campaigns and votes that count",
        "Accountable to everyone who lives here",
      ],
      wry: [
        "Yes, the angry emails get read too",
        "Doorstep debates in the pouring rain",
        "The bins aren't mine. I'll chase them anyway",
        "Committee papers: my bedtime reading",
      ],
      warm: [
        "Chasing the letter until someone replies",
        "Casework matters more than speeches",
        "Working for every neighbour, voter or not",
        "Here for the long, unglamorous work",
      ],
    },
    cta: ["Write to me about what matters here", "Raise a local issue with me", "Report what needs fixing round here"],
  },
  {
    names: ["diplomat", "foreign service officer", "consular officer", "diplomatic officer"],
    emoji: ["🌍", "🤝"],
    who: [
      "packs up a life every few years",
      "knows the seating plan is policy",
      "can say no very politely",
      "is at home in several time zones",
    ],
    work: {
      plain: [
        "Far from home, speaking for home",
        "Building trust across borders",
        "Long talks that keep doors open",
        "Careful words in sensitive moments",
      ],
      wry: [
        "Yes, there are receptions. No, it's work",
        "The canapés are not the perk you think",
        "Fluent in small talk in several languages",
        "Constructive ambiguity, mastered",
      ],
      warm: [
        "Keeping countries talking when it's hard",
        "Each new posting becomes home, briefly",
        "The call that gets a stranded citizen home",
        "Most progress happens by the coffee urn",
      ],
    },
    cta: [],
  },

  // Money and markets.
  {
    names: ["stockbroker", "stock broker", "sharebroker", "share broker"],
    emoji: ["📈", "💹"],
    who: [
      "checks overnight markets in bed",
      "likes a boring market, honestly",
      "talks clients out of trades, often",
      "answers panicked calls on red days",
    ],
    work: {
      plain: [
        "Shares bought and sold on your instruction",
        "Fees and risks spelt out before you buy",
        "Plain answers, no jargon, no hard sell",
        "Orders placed fast, confirmed clearly",
      ],
      wry: [
        "Up or down, the phone still rings",
        "Tips at parties? Not from me",
        "Markets close. My inbox doesn't",
        "Past performance: my favourite disclaimer",
      ],
      warm: [
        "Talking a client out of a panic sale",
        "Somebody's retirement rests on this",
        "Your goals first, the market second",
        "Thinking in years, not in headlines",
      ],
    },
    cta: ["Book a call to review your shares", "Ask about opening an account", "Call me before you buy shares"],
  },
  {
    names: [
      "investor",
      "angel investor",
      "business angel",
      "startup investor",
      "seed investor",
      "early-stage investor",
      "venture capitalist",
      "vc",
      "venture investor",
    ],
    // A property or crypto investor reads no pitch decks.
    kinds: [
      "angel",
      "startup",
      "start-up",
      "seed",
      "pre-seed",
      "early-stage",
      "early stage",
      "venture",
      "tech",
      "impact",
    ],
    emoji: ["🚀", "💼"],
    who: [
      "reads pitch decks for breakfast",
      "says no far more often than yes",
      "skims the forecast slide, kindly",
      "gets a lot of coffee invites",
    ],
    work: {
      plain: [
        "A quick yes or no, with reasons either way",
        "Backing founders from the early days",
        "Capital, introductions and honest advice",
        "Support after the cheque, not just before",
      ],
      wry: [
        "Every deck says the market is huge",
        "Hockey-stick charts no longer move me",
        "I say no kindly, and often",
        "Finding out if I was right takes years",
      ],
      warm: [
        "Taking the founder's call at midnight",
        "First believer in what founders build",
        "Backing bold ideas before they're obvious",
        "Here for founders in good months and bad",
      ],
    },
    cta: ["Send me your deck if you're raising", "Pitch me what you're building", "Introduce me to your founding team"],
  },
  {
    names: [
      "day trader",
      "trader",
      "stock trader",
      "forex trader",
      "fx trader",
      "crypto trader",
      "options trader",
      "swing trader",
      "futures trader",
    ],
    // A market trader or a sole trader watches no charts.
    kinds: ["day", "stock", "share", "forex", "fx", "crypto", "options", "futures", "swing", "index", "retail", "prop"],
    emoji: ["📈", "📉", "💻"],
    who: [
      "has more screens than windows",
      "respects the stop loss, mostly",
      "sets alarms around the market open",
      "talks to charts, out loud",
    ],
    work: {
      plain: [
        "Every trade has an exit before it starts",
        "Calm when the chart turns red",
        "Trading a tested plan, not a hunch",
        "Protecting my capital before chasing gains",
      ],
      wry: [
        "Red days build character, apparently",
        "The market doesn't care how I feel",
        "Yes, I'm up. Ask me again at the close",
        "Revenge trading? Never again. Probably",
      ],
      warm: [
        "Walking away from the screen is a win",
        "A losing trade is still a lesson",
        "The best trade today was no trade",
        "Staying humble after the good weeks",
      ],
    },
    cta: [],
  },

  // The sciences of number, sky and rock.
  {
    names: ["statistician", "biostatistician"],
    emoji: ["📊", "🎲"],
    who: [
      "asks how big your sample was",
      "says it depends, and means it",
      "can't enjoy a dodgy chart",
      "knows what the average hides",
    ],
    work: {
      plain: [
        "Planning the study before the data arrives",
        "Uncertainty stated, never hidden",
        "Finding the signal in the noise",
        "Results explained in plain words",
      ],
      wry: [
        "Ninety-five per cent sure of this line",
        "Correlation still isn't causation, sorry",
        "Every good answer comes with error bars",
        "Outliers are people too",
      ],
      warm: [
        "A good chart can settle a long argument",
        "Telling a team it didn't work, gently",
        "Catching the error before it's a headline",
        "Making a messy spreadsheet tell the truth",
      ],
    },
    cta: [],
  },
  {
    names: ["mathematician", "maths researcher", "math researcher"],
    emoji: ["➗", "📐", "♾️"],
    who: [
      "is bad at arithmetic, honestly",
      "is handed the bill to split",
      "fills whiteboards, then wipes them",
      "asks what you mean by equal",
    ],
    work: {
      plain: [
        "A board full of unfinished proofs",
        "Chasing problems nobody has solved yet",
        "From a hunch to a watertight proof",
        "Finding structure where others see mess",
      ],
      wry: [
        "No, I can't do your taxes",
        "Left as an exercise for the reader",
        "Happily stuck on one problem for ages",
        "The proof is trivial. Took me months",
      ],
      warm: [
        "Some questions are worth years of thought",
        "Chasing elegant answers to old questions",
        "A proof that finally clicks, on a walk",
        "Curiosity with a pencil and paper",
      ],
    },
    cta: [],
  },
  {
    names: ["astronomer"],
    emoji: ["🔭", "🌌", "✨"],
    who: [
      "takes cloud cover personally",
      "hates streetlights, professionally",
      "looks back in time, daily",
      "knows which bright dot is a planet",
    ],
    work: {
      plain: [
        "Looking up for a living",
        "Measuring light from very far away",
        "Clear nights and careful data",
        "Explaining the sky in plain words",
      ],
      wry: [
        "Your star sign is not my department",
        "A full moon ruins my best nights",
        "That moving star is a satellite",
        "Clear night, no sleep, no regrets",
      ],
      warm: [
        "Still in awe every time I look up",
        "A sky this big keeps me humble",
        "A child's gasp at the moon through a lens",
        "Catching light that left before we existed",
      ],
    },
    cta: [],
  },
  {
    names: ["geologist", "geoscientist"],
    emoji: ["🪨", "⛏️", "🌋"],
    who: [
      "licks rocks, for science",
      "brings a hammer on holiday",
      "has rocks in every pocket",
      "reads cliffs like a history book",
    ],
    work: {
      plain: [
        "Knowing what lies beneath your feet",
        "Hammer in hand, boots in the mud",
        "Reading the ground and its long history",
        "Fieldwork first, conclusions later",
      ],
      wry: [
        "My luggage is mostly rocks",
        "A thousand years is basically yesterday",
        "Stopping the car for every road cutting",
        "Happiest on a muddy outcrop in the rain",
      ],
      warm: [
        "A fossil shell, a long way from the sea",
        "The planet's past, read in layers",
        "A cliff walk turned into a history lesson",
        "Deep time puts a day in perspective",
      ],
    },
    cta: [],
  },

  // Woods and water.
  {
    names: ["forester", "forest manager", "forestry manager", "woodland manager", "forestry officer"],
    emoji: ["🌲", "🌳", "🪵"],
    who: [
      "plants trees for future strangers",
      "thinks in rotations, not seasons",
      "knows squirrels are not cute",
      "knows every track in the woods",
    ],
    work: {
      plain: [
        "Woods that will outlast me",
        "Planting trees I may never see grown",
        "Timber and wildlife, kept in balance",
        "Walking the woods to see what they need",
      ],
      wry: [
        "Yes, felling trees counts as caring",
        "Mud to the knees by mid-morning",
        "Deer are not my favourite colleagues",
        "My phone gives up under the canopy",
      ],
      warm: [
        "Caring for woods we won't see grown",
        "Patience measured in decades",
        "Planting oaks I will never sit under",
        "Bluebells coming back where I thinned",
      ],
    },
    cta: [],
  },
  {
    names: ["ferry captain", "ferry skipper", "ferry master", "ferryman", "ferryboat captain"],
    emoji: ["⛴️", "🌊", "⚓"],
    who: [
      "has never had the same crossing",
      "is asked if it'll be rough, daily",
      "knows every buoy on the route",
      "knows who'll be sick before we go",
    ],
    work: {
      plain: [
        "Safe crossings, whatever the sea does",
        "Passengers and crew, all accounted for",
        "Running the timetable from the bridge",
        "A steady hand at the helm, every sailing",
      ],
      wry: [
        "Yes, it's choppy. No, we're not sinking",
        "Can't turn back for your sunglasses",
        "Same route, different sea, every day",
        "Sorry about the horn, it's the rules",
      ],
      warm: [
        "Bringing people home across the water",
        "Kids waving up at the bridge, every trip",
        "Ramp down, cars off, everyone home",
        "The sea still surprises me, even here",
      ],
    },
    cta: [],
  },
  {
    names: [
      "boat captain",
      "skipper",
      "boat skipper",
      "yacht skipper",
      "yacht captain",
      "charter captain",
      "charter skipper",
      "sea captain",
    ],
    emoji: ["⚓", "🛥️", "🌊"],
    who: [
      "reads the weather before the news",
      "knows the tides like a timetable",
      "checks every knot the guests tie",
      "answers for everyone on board",
    ],
    work: {
      plain: [
        "Bringing everyone safely back to harbour",
        "Calm at the helm in rough water",
        "Watching the weather before we cast off",
        "Responsible for the boat and all aboard",
      ],
      wry: [
        "The sea decides. I just adjust",
        "It's a line, not a rope. Every time",
        "Salt in everything I own",
        "Always fixing something below deck",
      ],
      warm: [
        "Happiest with a deck under my feet",
        "Handing the wheel to a nervous first-timer",
        "The sea humbles me, every trip",
        "Bringing everyone back safe is the job",
      ],
    },
    cta: [],
  },

  // Charities and small online shops.
  {
    names: [
      "charity worker",
      "charity employee",
      "nonprofit worker",
      "non-profit worker",
      "ngo worker",
      "third sector worker",
      "charity officer",
    ],
    emoji: ["💛", "🤝"],
    who: [
      "does a lot with very little",
      "knows where every penny goes",
      "has shaken a bucket in the rain",
      "talks about the cause at parties",
    ],
    work: {
      plain: [
        "Turning donations into real support",
        "Every pound spent where it helps",
        "Doing a lot with a little, every day",
        "The cause is why I get up in the morning",
      ],
      wry: [
        "Overheads are how the work happens",
        "Every meeting somehow becomes a bake sale",
        "The printer is older than some volunteers",
        "Making one budget do the work of three",
      ],
      warm: [
        "Knowing the name behind the case study",
        "A thank-you card I'll never take down",
        "Seeing where the bake sale money went",
        "The person we helped, back to volunteer",
      ],
    },
    cta: [],
  },
  {
    names: [
      "fundraiser",
      "charity fundraiser",
      "fundraising officer",
      "fundraising executive",
      "fundraising coordinator",
      "community fundraiser",
    ],
    emoji: ["🎗️", "🙌"],
    who: [
      "asks for money without blushing",
      "says thank you for a living",
      "still gets nervous on the big ask",
      "always has another small ask",
    ],
    work: {
      plain: [
        "Rattling the tin at the finish line",
        "Raising the funds that keep the work going",
        "Turning a good idea into a big appeal",
        "Every gift tracked and properly thanked",
      ],
      wry: [
        "Target hit. New target set. Repeat",
        "Asking politely, then asking again",
        "Fluent in gentle follow-up emails",
        "Sponsorship forms follow me everywhere",
      ],
      warm: [
        "People are kinder than the news suggests",
        "A piggy bank emptied out for a cause",
        "Ringing a donor just to say thank you",
        "Telling donors exactly what their gift did",
      ],
    },
    cta: [],
  },
  {
    names: [
      "etsy seller",
      "etsy shop owner",
      "online seller",
      "ecommerce seller",
      "e-commerce seller",
      "ebay seller",
      "depop seller",
    ],
    emoji: ["📦", "🛍️"],
    who: [
      "is a post office regular",
      "has a spare room full of stock",
      "refreshes the orders page a lot",
      "buys packing tape in bulk",
    ],
    work: {
      plain: [
        "Orders packed carefully and posted quickly",
        "Clear listings and honest photos",
        "Quick replies to every message",
        "Dispatch times stated and kept",
      ],
      wry: [
        "The algorithm owes me an apology",
        "Still do a little dance for every sale",
        "Owner, packer and photographer, all me",
        "I read every review twice",
      ],
      warm: [
        "Wrapping your order like it's a gift",
        "Reading a kind review out loud at home",
        "Repeat customers feel like friends now",
        "Your order made my whole day",
      ],
    },
    cta: ["Message me with any order questions", "Favourite the shop for new listings", "Have a browse and say hello"],
  },

  // Drink, sport, horses and parties.
  {
    names: ["distiller", "master distiller", "craft distiller", "stillman"],
    emoji: ["⚗️", "🥃"],
    who: [
      "keeps the hearts, cuts the rest",
      "knows the still by its sound",
      "tastes for work before noon",
      "talks about copper like family",
    ],
    work: {
      plain: [
        "Distilled, cut and bottled, nothing rushed",
        "Careful cuts, clean spirit",
        "Every batch nosed before it's bottled",
        "Consistent spirit, batch after batch",
      ],
      wry: [
        "Yes, tasting at breakfast is work",
        "The paperwork outweighs the spirit",
        "Copper, steam and endless cleaning",
        "Coming home smelling of the still",
      ],
      warm: [
        "Somebody's wedding toast started here",
        "A first sip, and the face I hoped for",
        "The stillhouse smell on a cold morning",
        "Made slowly, to be sipped slowly",
      ],
    },
    cta: [
      "Buy a bottle from the latest batch",
      "Book a tour and taste from the still",
      "Ask which shops stock our bottles",
    ],
  },
  {
    names: ["coffee roaster", "roaster", "roastmaster", "roast master"],
    emoji: ["☕", "🫘", "🔥"],
    who: [
      "sweeps up chaff all day",
      "gets offered instant, and smiles",
      "tweaks a roast curve forever",
      "smells like a bonfire by noon",
    ],
    work: {
      plain: [
        "Green beans in, fresh roast out",
        "Roast profiles built for each bean",
        "Roast date printed on every bag",
        "Cupping every batch before it ships",
      ],
      wry: [
        "Slurping loudly is a job skill",
        "First crack is my favourite sound",
        "No, dark roast is not stronger",
        "Spreadsheets, flames and constant tasting",
      ],
      warm: [
        "Honouring the growers in every bag",
        "Your morning cup was in my drum this week",
        "Letting every origin taste like itself",
        "Tasting a new harvest still excites me",
      ],
    },
    cta: [
      "Ask which roast suits your brew",
      "Say how you brew, I'll suggest a bean",
      "Order a bag of the latest roast",
    ],
  },
  {
    names: [
      "referee",
      "football referee",
      "soccer referee",
      "ref",
      "football ref",
      "soccer ref",
      "match official",
      "match referee",
    ],
    emoji: ["🟨", "⚽"],
    who: [
      "runs as far as the players",
      "gets advice from the touchline",
      "knows the laws better than players",
      "gets a handshake and a glare",
    ],
    work: {
      plain: [
        "Staying calm as tempers rise",
        "Making the call and standing by it",
        "Keeping the game safe and fair",
        "Managing players, not just fouls",
      ],
      wry: [
        "Yes, I saw it. No, it wasn't a foul",
        "Nobody sings my name when I get it right",
        "Blind, apparently, every single week",
        "A good game is one nobody noticed me in",
      ],
      warm: [
        "No match goes ahead without an official",
        "Kids get a game because I turned up",
        "Giving both teams the same whistle",
        "Both captains shaking my hand at the end",
      ],
    },
    cta: [],
  },
  {
    names: ["horse trainer", "racehorse trainer", "equine trainer"],
    emoji: ["🐴", "🏇", "🐎"],
    who: [
      "has a bite mark from the favourite",
      "knows which horse can open bolts",
      "never rushes a young horse",
      "saves the clean coat for owners",
    ],
    work: {
      plain: [
        "Schooling, fittening and stable manners",
        "Regular updates on how your horse is going",
        "Fit, confident and ready for the job",
        "No gimmicks, no forcing, no shortcuts",
      ],
      wry: [
        "The horse decides what we do today",
        "Hay in places hay shouldn't be",
        "Four legs, strong opinions",
        "Muddy boots count as a uniform",
      ],
      warm: [
        "The day a nervous horse walks over to me",
        "No horse learns quite like the last",
        "A horse loading calmly that used to fight",
        "Learning at their pace, not mine",
      ],
    },
    cta: ["Ask about training your horse", "Ask if there's space on the yard", "Plan your horse's next step with me"],
  },
  {
    names: ["clown", "party clown", "children's clown", "childrens clown", "kids clown", "birthday clown"],
    // A hospital or circus clown takes no party bookings.
    kinds: ["party", "children's", "childrens", "kids", "birthday", "family"],
    emoji: ["🤡", "🎈", "🎪"],
    who: [
      "falls over on purpose",
      "can hear a balloon about to pop",
      "wins over the shyest kid",
      "gets called scary, then hugged",
    ],
    work: {
      plain: [
        "Games, giggles and party chaos, managed",
        "Party games run so parents can sit down",
        "Shows pitched to the age of the room",
        "Shy kids welcomed, loud kids channelled",
      ],
      wry: [
        "Not the scary kind, promise",
        "Outlasted by sugared-up toddlers, always",
        "Face paint in my ears until Tuesday",
        "Yes, the nose stays on for photos",
      ],
      warm: [
        "Grown-ups pretending not to laugh",
        "The sound of kids laughing is the pay",
        "Silly on purpose, joyful for real",
        "Turning shy kids into giggling ones",
      ],
    },
    cta: ["Book a red nose for your party", "Ask about a show for your event", "Ask which dates are still free"],
  },

  // Radio and the church.
  {
    names: [
      "radio presenter",
      "radio host",
      "radio broadcaster",
      "radio announcer",
      "radio personality",
      "radio show host",
    ],
    emoji: ["📻", "🎙️"],
    who: [
      "fears dead air above all else",
      "talks right up to the vocal",
      "keeps the red light company",
      "eats lunch during the long songs",
    ],
    work: {
      plain: [
        "Live broadcasting, prepared and unflappable",
        "Shows planned to the second",
        "Clear voice, tight timing, good company",
        "Talking straight to you, as it happens",
      ],
      wry: [
        "The mic is off. Probably",
        "Three seconds of silence lasts a lifetime",
        "Recognised by voice, rarely by face",
        "The studio clock runs my whole life",
      ],
      warm: [
        "Alone in the studio, never alone on air",
        "A text from a night-shift listener",
        "Your messages are what make the show",
        "A friendly voice in your kitchen",
      ],
    },
    cta: ["Tune in and keep me company", "Send the show a message", "Suggest a topic for the next show"],
  },
  {
    names: ["organist", "church organist", "cathedral organist", "parish organist", "organist and choirmaster"],
    // A concert or cinema organist plays no hymns.
    kinds: ["church", "cathedral", "parish", "chapel", "abbey", "college"],
    emoji: ["🎹", "⛪", "🎶"],
    who: [
      "plays with hands and feet at once",
      "sees the backs of a lot of heads",
      "can vamp until the bride arrives",
      "plays every Sunday, come what may",
    ],
    work: {
      plain: [
        "Hymns, anthems and voluntaries, played live",
        "Music for services, weddings and funerals",
        "Your choice of entrance music, rehearsed",
        "Leading the singing, verse by verse",
      ],
      wry: [
        "Saving the loud stops for the last verse",
        "Playing the voluntary over the chatter",
        "Fancy footwork, no dancing required",
        "Dragging the congregation up to tempo",
      ],
      warm: [
        "Lifting a whole church into song",
        "There for the weddings and the farewells",
        "The bride's entrance, timed to the bar",
        "The last hymn someone chose for themselves",
      ],
    },
    cta: ["Ask about music for your wedding", "Ask me to play for a funeral", "Come and sing with us on Sunday"],
  },
  {
    names: [
      "ux writer",
      "content designer",
      "ux copywriter",
      "product writer",
      "ux content designer",
      "content design",
      "ux writing",
    ],
    emoji: ["✍️", "📱"],
    who: [
      "reads error messages for fun",
      "has opinions on button labels",
      "cuts every sentence in half",
      "knows nobody reads instructions",
    ],
    work: {
      plain: [
        "Words that make apps easier to use",
        "The button that says exactly what it does",
        "Interface copy tested with real users",
        "Plain words for complicated products",
      ],
      wry: [
        "Spent a week choosing one button word",
        "Will rename your button, sorry",
        "Happiest when a sentence gets shorter",
        "Error messages that don't blame you",
      ],
      warm: [
        "Making the next step obvious",
        "No one should feel foolish at a form",
        "Clear words, fewer frustrated taps",
        "Writing for the person who's stuck",
      ],
    },
    cta: [],
  },
];
