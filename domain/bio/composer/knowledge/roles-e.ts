/**
 * What a copywriter knows about common roles, part E: roles visitors typed that the first four parts
 * missed or only reached through a head word that did not fit ("tree surgeon" is not a surgeon,
 * "bike mechanic" not a car mechanic): stage and screen, the outdoors, old crafts, trades, students,
 * therapies and tech. Every line is true of anyone in the role (see ./types.ts for the rules).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_E: readonly RoleKnowledge[] = [
  {
    names: [
      "stand-up comedian",
      "stand up comedian",
      "standup comedian",
      "comedian",
      "comic",
      "stand-up comic",
      "comedienne",
    ],
    emoji: ["🎤", "😂"],
    who: [
      "tests new jokes on strangers",
      "has a bit about that already",
      "drives miles for a short set",
      "remembers every heckle verbatim",
      "finds the funny in bad days",
    ],
    work: {
      plain: [
        "Jokes written, tested and rewritten",
        "Live comedy, honest and well crafted",
        "New material, road-tested on real crowds",
      ],
      wry: [
        "My worst days become my best bits",
        "My family knows which jokes are theirs",
        "The silence after a new joke is research",
        "Heckle me and it goes in the act",
      ],
      warm: [
        "A room laughing together is everything",
        "Saying the quiet parts so we can laugh",
        "Turning the hard stuff into something light",
      ],
    },
    cta: ["Come to a show and sit near the front", "Book me for your comedy night"],
  },
  {
    names: [
      "bike mechanic",
      "bicycle mechanic",
      "cycle mechanic",
      "bike technician",
      "bicycle technician",
      "cycle technician",
      "bike tech",
      "bike shop mechanic",
    ],
    emoji: ["🚲", "🔧"],
    who: [
      "can hear a chain that needs oil",
      "knows your gears by the click",
      "has a permanent chainring tattoo",
      "judges bikes by the drivetrain",
    ],
    work: {
      plain: [
        "Servicing, tuning and repairs for bikes",
        "Gears indexed, brakes sorted, wheels trued",
        "Honest advice on what your bike needs",
      ],
      wry: [
        "That creak is not coming from you",
        "Please stop storing it in the rain",
        "Degreaser is my signature scent",
      ],
      warm: [
        "Back in the saddle, smoother than before",
        "Every ride starts with a bike that works",
        "Keeping more people riding, safely",
      ],
    },
    cta: ["Book your bike in for a service", "Ask about a pre-season tune-up"],
  },
  {
    names: ["tree surgeon", "arborist", "tree climber", "arboriculturist", "tree surgery", "climbing arborist"],
    emoji: ["🌳", "🪚", "🪢"],
    who: [
      "works at height with a chainsaw",
      "knows every knot worth knowing",
      "reads a tree before climbing it",
      "can tell a sick tree at a glance",
    ],
    work: {
      plain: [
        "Pruning, felling and tree care done safely",
        "Healthy trees, safe gardens, tidy sites",
        "Expert advice before any cut is made",
      ],
      wry: ["My office sways in the wind", "Yes, I talk to the trees", "Harness checked twice, then up we go"],
      warm: [
        "Looking after trees that outlive us all",
        "Cutting only what the tree can spare",
        "Good for the tree, good for the garden",
      ],
    },
    cta: ["Ask before you cut that branch", "Tell me what your tree is doing"],
  },
  {
    names: ["pet photographer", "dog photographer", "pet photography", "pet portrait photographer"],
    emoji: ["🐾", "📸", "🐶"],
    who: [
      "squeaks toys for a living",
      "always has treats in a pocket",
      "lies on the floor for the shot",
      "leaves every shoot wearing fur",
    ],
    work: {
      plain: [
        "Portraits that capture their personality",
        "Relaxed shoots at your pet's pace",
        "Patient sessions, natural pet portraits",
      ],
      wry: [
        "Will make weird noises for eye contact",
        "Treat budget bigger than my lens budget",
        "Sit. Stay. Good. One more",
      ],
      warm: [
        "Every whisker, every wag, kept forever",
        "Remembering them exactly as they are",
        "Portraits of the ones who love you most",
      ],
    },
    cta: ["Book a shoot for your best friend", "Send me your pet's best trick"],
  },
  {
    names: ["food photographer", "food and drink photographer", "food photography", "restaurant photographer"],
    emoji: ["🍝", "📸"],
    who: [
      "eats the props after the shoot",
      "finds the dish's best side",
      "shoots before the garnish wilts",
      "chases the light across the table",
    ],
    work: {
      plain: [
        "Food shot to look as good as it tastes",
        "Styled, lit and shot to make people hungry",
        "Photos that sell the dish",
      ],
      wry: [
        "Yes, I moved that crumb on purpose",
        "I photograph lunch and then it's lunch",
        "Tweezers out for one sesame seed",
      ],
      warm: ["Celebrating the people who cook it", "Honouring the hands behind every plate", "Warm light on good food"],
    },
    cta: ["Send me your menu and your mood board", "Send me the dish you're proudest of"],
  },
  {
    names: [
      "product photographer",
      "product photography",
      "ecommerce photographer",
      "e-commerce photographer",
      "still life photographer",
      "packshot photographer",
    ],
    emoji: ["📦", "📸", "💡"],
    who: [
      "cleans dust you can't see",
      "fights every stray reflection",
      "moves a bottle a millimetre",
      "obsesses over a clean background",
    ],
    work: {
      plain: [
        "Clean, consistent images that sell",
        "Lit, shot and retouched to match your brand",
        "Crisp detail, true colour, every angle",
      ],
      wry: ["Shiny things are my nemesis", "Dust, my oldest and smallest enemy", "Held together with tape and putty"],
      warm: [
        "Giving your work the photos it deserves",
        "Letting the craft in every product show",
        "Small details that build big trust",
      ],
    },
    cta: ["Send over your product list", "Ask about photos for your new range"],
  },
  {
    names: [
      "cake decorator",
      "cake artist",
      "cake designer",
      "cake decorating",
      "celebration cake maker",
      "custom cake maker",
      "wedding cake maker",
      "sugar artist",
      "sugarcraft artist",
    ],
    emoji: ["🎂", "🧁", "🎨"],
    who: [
      "has buttercream on every sleeve",
      "pipes steadier than a surgeon",
      "drives very slowly with a cake",
      "knows fondant's every mood",
    ],
    work: {
      plain: [
        "Custom cakes, designed around your day",
        "Piping and painting, done freehand",
        "Sugar work, piping and clean finishes",
      ],
      wry: [
        "Every cake delivery is an extreme sport",
        "Yes, it's all cake. Mostly",
        "Please don't ask for it by tomorrow",
      ],
      warm: [
        "The centrepiece of your celebration",
        "The cake everyone photographs first",
        "A little joy for the middle of the table",
      ],
    },
    cta: ["Message your theme and the big date", "Share your idea and I'll sketch a cake"],
  },
  {
    names: ["zookeeper", "zoo keeper", "animal keeper", "zoo animal keeper"],
    emoji: ["🦒", "🐘", "🪣"],
    who: [
      "knows every animal by name",
      "scrubs enclosures before opening",
      "knows who gets fed first",
      "smells faintly of hay, always",
    ],
    work: {
      plain: [
        "Daily care, enrichment and welfare checks",
        "Keeping animals healthy, busy and safe",
        "Helping visitors care about wildlife",
      ],
      wry: ["My colleagues have tails and opinions", "Mucking out is most of the glamour", "No, I can't take one home"],
      warm: [
        "Looking after the animals you visit",
        "Helping the next generation love animals",
        "Trusted by creatures who can't say thanks",
      ],
    },
    cta: ["Send me your animal questions", "Ask me which animal is the cheekiest"],
  },
  {
    names: ["beekeeper", "bee keeper", "apiarist", "beekeeping", "honey producer"],
    emoji: ["🐝", "🍯"],
    who: [
      "gets stung and carries on",
      "talks to the bees, as you should",
      "knows the hive by its hum",
      "moves slowly on purpose",
    ],
    work: {
      plain: [
        "Healthy colonies, careful inspections",
        "Looking after bees, season by season",
        "Hive care and honest beginner advice",
      ],
      wry: [
        "Yes, I got stung. Yes, it's fine",
        "Smoker lit, veil on, calm face on",
        "The bees are in charge, I just help",
      ],
      warm: [
        "Caring for the pollinators we all need",
        "Learning patience from the hive",
        "Summer sounds like a busy hive",
      ],
    },
    cta: ["Bring me your bee questions", "Say hello before you buy a hive"],
  },
  {
    names: [
      "property developer",
      "real estate developer",
      "property development",
      "residential developer",
      "housing developer",
    ],
    emoji: ["🏗️", "🏘️", "📐"],
    who: [
      "sees potential in a wreck",
      "reads planning rules for fun",
      "knows build costs to the brick",
      "can picture it finished already",
      "has a builder on speed dial",
    ],
    work: {
      plain: [
        "Finding sites, adding value, building well",
        "Planning, build and handover, handled",
        "Viable schemes, delivered properly",
      ],
      wry: [
        "Planning permission is my cardio",
        "Every budget has a contingency, for reasons",
        "Viewing damp houses with great excitement",
      ],
      warm: [
        "Bringing tired buildings back to life",
        "Building places people are glad to live",
        "Improving the streets where I build",
      ],
    },
    cta: ["Bring me a site with potential", "Talk to me about joint ventures"],
  },
  {
    names: [
      "software architect",
      "solutions architect",
      "solution architect",
      "cloud architect",
      "cloud solutions architect",
      "enterprise architect",
      "technical architect",
      "systems architect",
    ],
    emoji: ["🏛️", "☁️", "🧩"],
    who: [
      "draws boxes and arrows all day",
      "asks what happens when it fails",
      "says it depends, then explains",
      "thinks in trade-offs",
      "has opinions about coupling",
    ],
    work: {
      plain: [
        "Systems designed to scale and stay simple",
        "Clear architecture, documented decisions",
        "Trade-offs made on purpose, written down",
      ],
      wry: ["It depends. It always depends", "My diagrams have diagrams", "Drawing boxes that cost real money"],
      warm: [
        "Building foundations teams can trust",
        "Simple enough for the next team to love",
        "Kind to whoever maintains it next",
      ],
    },
    cta: ["Bring me your scaling headache", "Sketch your next system with me"],
  },
  {
    names: ["drone pilot", "drone operator", "uav pilot", "drone photographer", "drone videographer", "fpv pilot"],
    emoji: ["🚁", "📡", "🎥"],
    who: [
      "checks the wind before anything",
      "knows the airspace rules cold",
      "counts every minute of battery",
      "draws a crowd at every take-off",
    ],
    work: {
      plain: [
        "Aerial footage, flown safely and legally",
        "Planned flights, steady shots, safe landings",
        "Careful planning before every flight",
      ],
      wry: [
        "Birds have strong feelings about my work",
        "Wind is the boss of my diary",
        "Battery anxiety is a real condition",
      ],
      warm: [
        "Seeing familiar places from a new angle",
        "The view from above never gets old",
        "Seeing the world the way birds do",
      ],
    },
    cta: ["Ask about aerial shots of your project", "Send me the location and the date"],
  },
  {
    names: [
      "sports therapist",
      "sports rehabilitator",
      "sports rehab therapist",
      "sports injury therapist",
      "soft tissue therapist",
    ],
    emoji: ["🏃", "💪", "🩹"],
    who: [
      "presses exactly where it hurts",
      "asks if you did your exercises",
      "can tell which side you favour",
      "tapes ankles in record time",
    ],
    work: {
      plain: [
        "Injury assessment, treatment and rehab",
        "Back to training with a clear plan",
        "Hands-on treatment, progressive rehab",
      ],
      wry: [
        "You did not do the stretches, I know",
        "It's tight because you skipped the warm-up",
        "Rest means rest, not a lighter session",
      ],
      warm: [
        "Getting you back to the sport you love",
        "Stronger after the injury, not just healed",
        "Your comeback starts with a plan",
      ],
    },
    cta: ["Get that niggle looked at properly", "Ask about a sports massage"],
  },
  {
    names: [
      "museum guide",
      "gallery guide",
      "museum educator",
      "gallery educator",
      "heritage guide",
      "museum docent",
      "docent",
    ],
    emoji: ["🏛️", "🖼️", "🗝️"],
    who: [
      "knows a secret about every room",
      "gets asked where the toilets are",
      "answers the same question freshly",
      "makes old things come alive",
    ],
    work: {
      plain: [
        "Tours, talks and stories behind the objects",
        "History explained clearly for every age",
        "Collections brought to life in conversation",
      ],
      wry: ["Please don't touch that. Or that", "Yes, it's real. Yes, it's old", "The gift shop is not the finale"],
      warm: [
        "Helping objects tell their stories",
        "Watching a child fall for history",
        "Sharing wonder with every visitor",
      ],
    },
    cta: ["Come on a tour, bring your questions", "Ask which object I'd save first"],
  },
  {
    names: ["park ranger", "ranger", "countryside ranger", "national park ranger", "forest ranger", "wildlife ranger"],
    emoji: ["🌲", "🥾", "🦌"],
    who: [
      "knows every trail and shortcut",
      "picks up litter without thinking",
      "can name the bird by its call",
      "has muddy boots all year",
    ],
    work: {
      plain: [
        "Caring for land, wildlife and visitors",
        "Trails maintained, habitats protected",
        "Safety, conservation and a friendly word",
      ],
      wry: [
        "Please take your litter home. Please",
        "Lots of sky, lots of ticks, no desk",
        "Stay on the path, I am begging you",
      ],
      warm: [
        "Keeping wild places wild",
        "Sharing the outdoors with everyone",
        "Leaving nature better than we found it",
      ],
    },
    cta: ["Ask me the best trail for today", "Say hi on the trail"],
  },
  {
    names: [
      "sign language interpreter",
      "bsl interpreter",
      "asl interpreter",
      "auslan interpreter",
      "isl interpreter",
      "sign language translator",
      "sign interpreter",
    ],
    emoji: ["🤟", "👐"],
    who: [
      "is fluent with both hands",
      "stands just out of the spotlight",
      "signs what's said, even the swears",
      "reads faces as much as hands",
      "can't stop signing on the phone",
    ],
    work: {
      plain: [
        "Clear interpreting, spoken to signed",
        "Access for Deaf and hearing people alike",
        "Impartial, faithful and fully confidential",
      ],
      wry: [
        "Yes, there is a sign for that",
        "My arms did a full day's work",
        "Facial expressions are grammar, honestly",
      ],
      warm: ["Every conversation open to everyone", "Connecting people who share a room", "Deaf voices, heard in full"],
    },
    cta: ["Ask about interpreting for your event", "Say hi in sign next time"],
  },
  {
    names: [
      "sound technician",
      "sound tech",
      "audio technician",
      "audio tech",
      "live sound engineer",
      "sound operator",
      "front of house engineer",
      "foh engineer",
      "monitor engineer",
    ],
    emoji: ["🎚️", "🎧", "🔊"],
    who: [
      "hears feedback before it happens",
      "coils cables the proper way",
      "packs down after everyone leaves",
      "stands behind the desk all night",
    ],
    work: {
      plain: [
        "Clean mixes, clear vocals, no feedback",
        "Rigging, soundchecks and a steady mix",
        "Clear sound from first check to last",
      ],
      wry: [
        "Nobody notices the sound until it's bad",
        "Over-under or leave my cables alone",
        "More vocals in the monitor, said everyone",
      ],
      warm: [
        "Helping every performer sound their best",
        "Making the room hear what the stage feels",
        "Quietly making the night sound right",
      ],
    },
    cta: ["Thank the sound desk after the show", "Send your tech rider my way"],
  },
  {
    names: ["lighting designer", "lighting director", "lx designer", "light designer"],
    emoji: ["💡", "🎭", "✨"],
    who: [
      "notices bad lighting everywhere",
      "judges every restaurant's bulbs",
      "thinks in colour temperature",
      "sees the shadows before the light",
    ],
    work: {
      plain: [
        "Light designed for mood and meaning",
        "Designs that guide the eye and set the tone",
        "Colour, angle and intensity, considered",
      ],
      wry: [
        "Big overhead lights hurt me personally",
        "Darkness is also a lighting choice",
        "Warm white and cool white are not the same",
      ],
      warm: [
        "The right light changes how a room feels",
        "Shaping moments out of shadow and glow",
        "Light that people feel before they see",
      ],
    },
    cta: ["Tell me the mood you're after", "Share your space or your show with me"],
  },
  {
    names: ["stagehand", "stage hand", "stage crew", "backstage crew", "theatre technician", "theater technician"],
    emoji: ["🎭", "🧰", "🖤"],
    who: [
      "dresses in black for a reason",
      "moves scenery in the dark",
      "knows every cue by heart",
      "has gaffer tape on the belt",
    ],
    work: {
      plain: [
        "Scene changes, quick and silent",
        "Load-ins, scene changes and load-outs",
        "Keeping the stage safe and the show moving",
      ],
      wry: [
        "If you saw me, I did it wrong",
        "Gaffer tape fixes most of the theatre",
        "Applause is for the cast, and that's fine",
      ],
      warm: [
        "The magic works because we're unseen",
        "Proud to be part of every curtain up",
        "Unseen, and essential to every show",
      ],
    },
    cta: ["Ask me what really happens backstage", "Say hi if you've ever worked crew"],
  },
  {
    names: ["stage manager", "production stage manager", "company stage manager", "stage management"],
    emoji: ["🎭", "🎧", "📋"],
    who: [
      "calls every cue on time",
      "has a pencil behind one ear",
      "knows where everyone is, always",
      "keeps the prompt book sacred",
      "has a first aid kit and a plan",
    ],
    work: {
      plain: [
        "Schedules, cues and calm under pressure",
        "Keeping rehearsals, crew and cast on track",
        "The show runs, every night, as rehearsed",
      ],
      wry: [
        "Standby. Go. Repeat until closing",
        "Yes, I noticed you were late",
        "Fixing it before the audience notices",
      ],
      warm: [
        "Holding the whole show together quietly",
        "A calm room lets everyone do their best",
        "The first in, the last out, glad of it",
      ],
    },
    cta: ["Ask me about life on the book", "Say hi, fellow theatre people"],
  },
  {
    names: [
      "ski instructor",
      "ski teacher",
      "snowboard instructor",
      "ski and snowboard instructor",
      "snowsports instructor",
    ],
    emoji: ["⛷️", "🏂", "🏔️"],
    who: [
      "has a goggle tan, proudly",
      "shouts bend your knees a lot",
      "picks people up off the snow",
      "reads the snow before the lesson",
    ],
    work: {
      plain: [
        "Lessons that build confidence on snow",
        "From first turns to carving with control",
        "Technique, safety and fun on the mountain",
      ],
      wry: ["Bend the knees, no, the other knees", "The chairlift is my commute", "Falling over is in the lesson plan"],
      warm: [
        "Watching you link your first turns",
        "Fear on the first day, grins by the last",
        "Bringing more people up the mountain",
      ],
    },
    cta: ["Book a lesson before your holiday", "Ask about private lessons on snow"],
  },
  {
    names: ["swimming teacher", "swim teacher", "swimming instructor", "swim instructor", "learn to swim teacher"],
    emoji: ["🏊", "🌊", "🛟"],
    who: [
      "has the loudest poolside voice",
      "claps every length, big or small",
      "is half in, half out of the pool",
      "coaxes the nervous ones in",
    ],
    work: {
      plain: [
        "Water confidence and safe strokes",
        "Patient lessons, steady progress in the pool",
        "Teaching a skill that can save a life",
      ],
      wry: ["Big kicks, no, bigger kicks", "Yes, the water is warm enough", "Chlorine is my perfume now"],
      warm: [
        "The day you let go of the side",
        "Brave faces and first widths",
        "Every swimmer floats in their own time",
      ],
    },
    cta: ["Never too late to learn to swim", "Ask where your swimmer should start"],
  },
  {
    names: ["scuba instructor", "dive instructor", "diving instructor", "scuba diving instructor", "scuba teacher"],
    emoji: ["🤿", "🐠", "🌊"],
    who: [
      "checks your air before you do",
      "speaks fluent hand signal",
      "loves a calm sea and clear viz",
      "spends more time wet than dry",
    ],
    work: {
      plain: [
        "Safe, patient dive training",
        "Skills, safety and confidence underwater",
        "Courses from first breath to certification",
      ],
      wry: [
        "Equalise, equalise, then equalise again",
        "Wetsuit tan lines, all year round",
        "The shark question? Heard it",
      ],
      warm: [
        "Your first breath underwater, remembered",
        "Showing people the quiet world below",
        "Teaching respect for the ocean and its life",
      ],
    },
    cta: ["Ask about trying your first dive", "Book a course and get wet"],
  },
  {
    names: ["midwifery student", "student midwife", "trainee midwife", "midwife in training", "student midwifery"],
    emoji: ["🤰", "📚", "🩺"],
    who: [
      "is always on placement, somehow",
      "has essays due after night shifts",
      "counts births for the logbook",
      "can fall asleep anywhere, fast",
    ],
    work: {
      plain: [
        "Learning to care for families through birth",
        "Placements, study and plenty of questions",
        "Training to support safe, kind births",
      ],
      wry: [
        "Shift, essay, sleep, repeat",
        "Yes, I've seen a placenta up close",
        "Casually discussing birth over lunch",
      ],
      warm: [
        "Learning from every family I meet",
        "Already in awe of every family",
        "Growing into the carer families need",
      ],
    },
    cta: [],
  },
  {
    names: [
      "medical student",
      "med student",
      "medical school student",
      "medicine student",
      "student doctor",
      "medical undergraduate",
    ],
    emoji: ["🩺", "📚", "🫀"],
    who: [
      "is mistaken for the doctor, often",
      "has flashcards for everything",
      "stands at the back of ward rounds",
      "knows the nerve you just hit",
    ],
    work: {
      plain: [
        "Lectures, wards and endless learning",
        "Training to be a safe, kind doctor",
        "Building the knowledge patients deserve",
      ],
      wry: [
        "Please don't show me your rash",
        "Memorised it, forgot it, memorised it again",
        "Diagnosing myself with everything I revise",
      ],
      warm: [
        "Every patient is a teacher",
        "Learning to listen before I diagnose",
        "Grateful to every patient who lets me learn",
      ],
    },
    cta: [],
  },
  {
    names: ["law student", "law school student", "llb student", "jd student", "student of law", "law undergraduate"],
    emoji: ["⚖️", "📚"],
    who: [
      "reads cases before breakfast",
      "argues both sides for practice",
      "knows what obiter means",
      "cites a case in casual chat",
    ],
    work: {
      plain: [
        "Studying law and how it shapes lives",
        "Cases, statutes and late-night reading",
        "Building the skills to argue well",
      ],
      wry: ["Reading lists longer than the cases", "Yes, I will argue about that", "Moot court nerves are very real"],
      warm: [
        "Believing fair rules protect everyone",
        "Curious about how justice works",
        "Learning the law to serve people",
      ],
    },
    cta: [],
  },
  {
    names: ["paralegal", "legal assistant", "litigation paralegal", "paralegal assistant", "conveyancing paralegal"],
    emoji: ["⚖️", "📁", "🗂️"],
    who: [
      "can find any document in seconds",
      "drafts it before it's asked for",
      "checks every deadline twice",
      "indexes bundles without blinking",
    ],
    work: {
      plain: [
        "Research, drafting and case preparation",
        "Organised files and deadlines met",
        "Detail-focused support for legal teams",
      ],
      wry: [
        "Bundle deadlines keep me humble",
        "The lawyer's memory, with better filing",
        "Ctrl-F is my closest colleague",
      ],
      warm: [
        "Helping clients through stressful times",
        "Keeping cases moving, quietly",
        "The steady hand behind the case",
      ],
    },
    cta: ["Connect if you work in law", "Ask me how case prep really works"],
  },
  {
    names: [
      "court reporter",
      "stenographer",
      "court stenographer",
      "stenotypist",
      "official court reporter",
      "deposition reporter",
    ],
    emoji: ["⌨️", "⚖️", "📝"],
    who: [
      "has typed every um and er",
      "writes faster than anyone speaks",
      "asks you to slow down, politely",
      "knows every speaker by voice",
    ],
    work: {
      plain: [
        "Accurate verbatim records, delivered on time",
        "Every word captured, every word checked",
        "Impartial, precise and discreet",
      ],
      wry: [
        "Please, just one speaker at once",
        "Got every word. Even that one",
        "My fingers are faster than your lawyer",
      ],
      warm: [
        "The record protects everyone in the room",
        "Every voice written down, word for word",
        "Quiet hands keeping justice accurate",
      ],
    },
    cta: ["Speak slowly, someone is typing it", "Say hi to the quiet one in court"],
  },
  {
    names: [
      "community manager",
      "community lead",
      "head of community",
      "community builder",
      "community management",
      "community moderator",
    ],
    emoji: ["💬", "🤝", "🌱"],
    who: [
      "remembers everyone's first post",
      "answers messages at odd hours",
      "greets the regulars by username",
      "turns lurkers into members",
      "keeps the peace in the comments",
    ],
    work: {
      plain: [
        "Growing engaged, welcoming communities",
        "Conversations, events and clear guidelines",
        "Turning members into advocates",
      ],
      wry: [
        "Professionally online, lovingly moderated",
        "Please read the pinned post first",
        "I saw that message before you deleted it",
      ],
      warm: [
        "Making strangers feel like regulars",
        "Every member should feel seen",
        "Building spaces people want to come back to",
      ],
    },
    cta: ["Come say hi in the community", "Ask how to wake up a quiet community"],
  },
  {
    names: [
      "game designer",
      "games designer",
      "video game designer",
      "board game designer",
      "tabletop game designer",
      "level designer",
      "narrative designer",
      "game design",
    ],
    emoji: ["🎮", "🎲", "🧩"],
    who: [
      "playtests until it's fun",
      "finds the exploit before you do",
      "thinks in rules and rewards",
      "can't play a game without notes",
    ],
    work: {
      plain: [
        "Designing rules that feel like play",
        "Mechanics, balance and player experience",
        "Prototyped, playtested, refined",
      ],
      wry: [
        "That's not a bug, it's a mechanic",
        "Players will always find the loophole",
        "Fun is harder to design than it looks",
      ],
      warm: [
        "Building moments players remember",
        "Games that bring people together",
        "Chasing the moment a player gets it",
      ],
    },
    cta: ["Share the game you can't put down", "Volunteer for the next playtest"],
  },
  {
    names: [
      "3d artist",
      "3d modeller",
      "3d modeler",
      "3d designer",
      "3d generalist",
      "3d visualiser",
      "3d visualizer",
      "cg artist",
      "cgi artist",
    ],
    emoji: ["🧊", "🖥️", "🎨"],
    who: [
      "thinks in polygons",
      "waits on renders patiently",
      "knows where the light bounces",
      "fixes the normals first",
    ],
    work: {
      plain: [
        "Models, textures and renders, done well",
        "Clean topology, convincing materials",
        "From blockout to final render",
      ],
      wry: ["Rendering, please hold", "My computer fan is my soundtrack", "It looked fine before I hit render"],
      warm: [
        "Building things that don't exist, yet",
        "Making the impossible look real",
        "Every detail modelled with care",
      ],
    },
    cta: ["Send me your concept or sketch", "Ask about a model for your project"],
  },
  {
    names: ["piercer", "body piercer", "piercing artist", "body piercing artist", "piercing specialist"],
    emoji: ["💎", "✨", "🪡"],
    who: [
      "has steady hands and a calm voice",
      "marks it twice, pierces once",
      "talks you through every breath",
      "hears I'm good with pain, daily",
    ],
    work: {
      plain: [
        "Sterile technique, quality jewellery",
        "Careful placement for your anatomy",
        "Clear aftercare, honest advice",
      ],
      wry: ["Deep breath, quick pinch, all done", "Stop touching it. I mean it", "Downsizing is not optional, sorry"],
      warm: [
        "A small change that's all yours",
        "Calm, kind and judgement-free",
        "Making nervous first-timers feel safe",
      ],
    },
    cta: ["Ask me about aftercare anytime", "DM me the piercing you're planning"],
  },
  {
    names: ["window cleaner", "window cleaning", "window washer", "window cleaning business"],
    emoji: ["🪟", "🧽", "💧"],
    who: [
      "spots streaks from the street",
      "starts the round at first light",
      "knows every dog on the round",
      "has waved at a lot of living rooms",
    ],
    work: {
      plain: [
        "Sparkling windows, frames and sills",
        "Regular rounds, reliable visits",
        "Streak-free glass, every visit",
      ],
      wry: [
        "It will rain right after. It always does",
        "Pretending not to see inside, always",
        "Squeegee skills, unmatched",
      ],
      warm: [
        "Letting the light back into your home",
        "Clear views, brighter rooms",
        "A friendly wave through clean glass",
      ],
    },
    cta: ["Ask to join my round", "Message me for a window quote"],
  },
  {
    names: ["chimney sweep", "chimney sweeper", "chimney cleaner", "chimney sweeping"],
    emoji: ["🧹", "🔥", "🏠"],
    who: [
      "leaves no soot behind",
      "checks the draw before leaving",
      "lays dust sheets first, always",
      "finds nests where smoke should go",
    ],
    work: {
      plain: [
        "Safe, clean flues and honest advice",
        "Sweeping, inspection and smoke testing",
        "Clean and tidy, no mess left behind",
      ],
      wry: ["Every customer hums the song at me", "Soot in places soap can't reach", "Your jackdaws have been busy"],
      warm: ["Keeping your fire safe and cosy", "Safe fires and warm evenings at home", "Old craft, careful hands"],
    },
    cta: ["Book your sweep before winter", "Ask about a chimney inspection"],
  },
  {
    names: [
      "upholsterer",
      "upholstery",
      "upholstery specialist",
      "reupholsterer",
      "furniture upholsterer",
      "upholstery business",
    ],
    emoji: ["🛋️", "🪡", "🧵"],
    who: [
      "can't pass a tired armchair",
      "owns far too much fabric",
      "knows what's under the cushions",
      "strips chairs back to the frame",
    ],
    work: {
      plain: [
        "Reupholstery, repairs and new covers",
        "Old frames, new springs, fresh fabric",
        "Traditional and modern upholstery by hand",
      ],
      wry: ["The coins I find are a bonus", "Staple gun in hand, rarely misses", "I judge chairs by their underside"],
      warm: [
        "Giving much-loved chairs another life",
        "Keeping good furniture out of landfill",
        "Comfort you can sink into again",
      ],
    },
    cta: ["Send a photo of your chair", "Ask about fabric for your piece"],
  },
  {
    names: ["bookbinder", "book binder", "bookbinding", "hand bookbinder"],
    emoji: ["📚", "🧵", "📖"],
    who: [
      "owns a favourite bone folder",
      "knows the grain of every sheet",
      "sews signatures by hand",
      "can't walk past an old book",
    ],
    work: {
      plain: [
        "Hand-bound books, sewn to last",
        "Repairs, rebinds and new bindings",
        "Thread, board and paper, chosen well",
      ],
      wry: ["Glue on my fingers, always", "I judge books by their spines, mostly", "Grain direction matters, trust me"],
      warm: [
        "Keeping treasured books in one piece",
        "Old pages, given a new spine",
        "Books built to be opened for years",
      ],
    },
    cta: ["Ask about repairing a treasured book", "Ask about a commission"],
  },
  {
    names: ["glassblower", "glass blower", "glassblowing", "glassmaker", "hot glass artist"],
    emoji: ["🔥", "🫙", "✨"],
    who: [
      "works next to a furnace all day",
      "moves with molten glass",
      "knows heat by colour",
      "has tiny burns and big patience",
    ],
    work: {
      plain: [
        "Hand-blown glass, shaped by breath and heat",
        "Each piece gathered, blown and finished",
        "Made hot, cooled slowly, checked carefully",
      ],
      wry: ["It's hot. No, hotter than that", "Shattered a few. Kept the good ones", "Sweaty, singed and very happy"],
      warm: [
        "Light caught in every piece",
        "Breath and fire, made into something to keep",
        "An old craft, kept glowing",
      ],
    },
    cta: ["Ask me to make something for you", "Ask what glass can do for your space"],
  },
  {
    names: ["blacksmith", "bladesmith", "artist blacksmith", "blacksmithing", "forge owner"],
    emoji: ["⚒️", "🔥"],
    who: [
      "strikes while the iron is hot",
      "reads steel by its colour",
      "has forearms to show for it",
      "knows the anvil's ring",
    ],
    work: {
      plain: [
        "Forged, shaped and finished by hand",
        "Traditional forge work, built to use",
        "Honest iron, no shortcuts",
      ],
      wry: ["Yes, the anvil is that loud", "Sparks are just enthusiasm", "My hammer knows what I mean"],
      warm: ["Keeping an ancient craft alive", "Objects made to outlast me", "Fire, patience and an old tradition"],
    },
    cta: ["Ask about a forged commission", "Ask for something forged to fit"],
  },
  {
    names: ["luthier", "guitar maker", "guitar builder", "violin maker", "instrument maker", "guitar repairer"],
    emoji: ["🎸", "🎻", "🪵"],
    who: [
      "taps wood to hear its voice",
      "works in fractions of a millimetre",
      "hears a buzz across the room",
      "sights down every neck",
    ],
    work: {
      plain: [
        "Building, setup and repair for instruments",
        "Playability and tone, carefully balanced",
        "Every instrument set up to play its best",
      ],
      wry: ["That buzz is not in your head", "Yes, I sniff the wood. It matters", "Dust from rare woods, all over me"],
      warm: [
        "Instruments made to be played for life",
        "Helping your instrument sing again",
        "Wood, glue and music in the making",
      ],
    },
    cta: ["Bring in your instrument for a setup", "Ask about a commissioned build"],
  },
  {
    names: ["piano tuner", "piano technician", "piano tech", "piano restorer", "piano tuning"],
    emoji: ["🎹", "🎶"],
    who: [
      "hears the note between notes",
      "knows what the damp has done",
      "hears pitch drift instantly",
      "finds lost toys inside pianos",
    ],
    work: {
      plain: [
        "Tuning, regulation and repairs",
        "Your piano back in tune and playing well",
        "Careful work on instruments of all ages",
      ],
      wry: [
        "The same note, again, and again",
        "Please don't put plants on it",
        "Found a pencil, some coins and a sock",
      ],
      warm: ["Waking up the family piano", "Every piano deserves to sound its best", "Keeping the house full of music"],
    },
    cta: ["Book a tuning for your piano", "Ask how often your piano needs tuning"],
  },
  {
    names: ["farrier", "horseshoer", "equine farrier"],
    emoji: ["🐴", "🔨", "🔥"],
    who: [
      "spends the day under horses",
      "reads a hoof like a book",
      "has been kicked and came back",
      "bends double all day, gladly",
    ],
    work: {
      plain: ["Trimming, shoeing and hoof care", "Balanced feet, sound horses", "Working with owners and vets"],
      wry: ["My back files complaints daily", "Yes, they all lean on me", "Your horse was perfect, mostly"],
      warm: [
        "No foot, no horse, so I look after both",
        "Keeping horses comfortable and sound",
        "Quiet hands for nervous horses",
      ],
    },
    cta: ["Book your horse's next trim", "Ask what your horse's feet need"],
  },
  {
    names: ["plasterer", "plastering", "plasterer and renderer", "renderer", "plastering contractor"],
    emoji: ["🧱", "🪣", "🏠"],
    who: [
      "can skim a wall like glass",
      "is covered in dust by lunch",
      "checks walls with a torch",
      "knows when it's ready to trowel",
    ],
    work: {
      plain: [
        "Smooth walls, clean ceilings, tidy sites",
        "Skimming, rendering and repairs",
        "Finishes ready for the decorator",
      ],
      wry: ["Please wait for it to dry first", "Yes, that wall was that bad", "Every crack has a backstory"],
      warm: ["The finish you see every day", "Rooms that finally feel finished", "Careful work you'll never notice"],
    },
    cta: ["Ask for a plastering quote", "Send me photos of the room"],
  },
  {
    names: ["tiler", "tiling", "tiling contractor", "wall and floor tiler"],
    emoji: ["🧱", "📏", "🛁"],
    who: [
      "notices every wonky grout line",
      "plans every cut in advance",
      "lines up every joint by eye",
      "carries a spirit level everywhere",
    ],
    work: {
      plain: [
        "Straight lines, level floors, clean grout",
        "Kitchens, bathrooms and floors tiled well",
        "Neat cuts and careful setting out",
      ],
      wry: ["Lippage is my sworn enemy", "Knee pads are my best investment", "Grout colour is a whole debate"],
      warm: [
        "Floors and walls you'll love for years",
        "Bathrooms that feel brand new",
        "Every line level, every edge clean",
      ],
    },
    cta: ["Send me your room sizes and tiles", "Ask about tiling your bathroom"],
  },
  {
    names: [
      "pest controller",
      "pest control technician",
      "pest control",
      "pest control officer",
      "pest technician",
      "exterminator",
    ],
    emoji: ["🐀", "🪤", "🐜"],
    who: [
      "knows where the mice get in",
      "finds droppings you missed",
      "is calm about things with legs",
      "has seen inside every loft",
    ],
    work: {
      plain: [
        "Safe, discreet treatments and prevention",
        "Finding the cause, not just the pests",
        "Homes and businesses kept pest-free",
      ],
      wry: ["No, it's not just one mouse", "I've seen bigger. Much bigger", "Unbothered by what lives in your loft"],
      warm: [
        "Getting your peace of mind back",
        "Calm help when something's scurrying",
        "Helping you feel at home again",
      ],
    },
    cta: ["Tell me what you've been hearing", "Ask about a discreet visit"],
  },
  {
    names: ["sculptor", "sculptress", "sculpture artist", "sculptural artist"],
    emoji: ["🗿", "🪨", "🤲"],
    who: [
      "walks around everything twice",
      "sees the form inside the block",
      "has clay or dust on everything",
      "watches how the shadows fall",
    ],
    work: {
      plain: [
        "Forms that work from every side",
        "Original works in material and space",
        "Commissions and original pieces",
      ],
      wry: [
        "Yes, please walk all the way around it",
        "Most of my job is lifting heavy things",
        "My studio floor is mostly dust",
      ],
      warm: [
        "Giving weight and form to a feeling",
        "Art you can walk around and live with",
        "Slow work, meant to last",
      ],
    },
    cta: ["Ask what a commission involves", "Ask where to see my work next"],
  },
  {
    names: ["poet", "spoken word poet", "spoken word artist", "performance poet", "poetess"],
    emoji: ["✒️", "📜", "🖋️"],
    who: [
      "notices the word under the word",
      "weighs every word twice",
      "reads everything out loud",
      "keeps the line breaks honest",
    ],
    work: {
      plain: [
        "Poems about the things we don't say",
        "Short lines, long thoughts",
        "Writing what's hard to say plainly",
      ],
      wry: [
        "The line break is doing a lot of work",
        "I rewrote a comma for a week",
        "It doesn't have to rhyme, I promise",
      ],
      warm: [
        "Finding words for the quiet things",
        "Some feelings only fit in a poem",
        "Reading aloud changes everything",
      ],
    },
    cta: ["Tell me which line stayed with you", "Ask about a poem for your occasion"],
  },
  {
    names: ["composer", "film composer", "music composer", "media composer", "game composer", "orchestral composer"],
    emoji: ["🎼", "🎹", "🎻"],
    who: [
      "hears music in everyday sounds",
      "hums ideas into a phone",
      "dreams in chord changes",
      "writes parts for every player",
    ],
    work: {
      plain: [
        "Original music, written for the moment",
        "Themes, scores and arrangements",
        "Music shaped to story and mood",
      ],
      wry: [
        "Every deadline has a crescendo",
        "My piano has heard every draft",
        "Still fixing the key change at midnight",
      ],
      warm: [
        "Writing the music you'll feel first",
        "Melodies made to stay with you",
        "Music for what words can't carry",
      ],
    },
    cta: ["Share the mood your project needs", "Ask about original music for you"],
  },
  {
    names: [
      "magician",
      "close-up magician",
      "close up magician",
      "illusionist",
      "children's magician",
      "wedding magician",
    ],
    emoji: ["🎩", "🃏", "🪄"],
    who: [
      "never reveals how it's done",
      "has a trick for every crowd",
      "practises in front of the mirror",
      "hears how did you do that daily",
    ],
    work: {
      plain: [
        "Wonder, laughter and a few gasps",
        "Astonishment for events of every size",
        "Entertainment guests talk about for weeks",
      ],
      wry: ["No, I won't tell you how", "Yes, that was your card", "Your uncle knows a trick too, I know"],
      warm: [
        "A moment of wonder for grown-ups too",
        "Bringing back the feeling of wonder",
        "Watching faces when the trick lands",
      ],
    },
    cta: ["Tell me the date and the crowd", "Ask about tricks for your party"],
  },
  {
    names: ["choreographer", "dance choreographer", "movement director", "dance maker"],
    emoji: ["💃", "🩰", "🎶"],
    who: [
      "hears a song and sees a dance",
      "knows which count you missed",
      "fixes spacing with a glance",
      "marks every move in the air",
    ],
    work: {
      plain: [
        "Movement designed around the music",
        "Routines shaped for the dancers I have",
        "Clean formations and a strong finish",
      ],
      wry: ["From the top, and mean it this time", "Yes, we're running it again", "Spacing is everything. Everything"],
      warm: [
        "Watching a room move as one",
        "Giving every dancer a moment to shine",
        "Telling stories without a single word",
      ],
    },
    cta: ["Ask about a routine for your event", "Book time to build your routine"],
  },
  {
    names: ["screenwriter", "screen writer", "scriptwriter", "script writer", "tv writer", "television writer"],
    emoji: ["🎬", "📝"],
    who: [
      "talks in scene headings",
      "overhears everything for research",
      "has a drawer of unmade scripts",
      "knows act breaks by feel",
    ],
    work: {
      plain: [
        "Scripts with structure and real voices",
        "Stories built scene by scene",
        "Characters who sound like people",
      ],
      wry: [
        "The draft is done. Which draft, though",
        "I kill my darlings professionally",
        "Notes received. Crying. Revising",
      ],
      warm: [
        "Giving characters room to surprise me",
        "Stories worth watching together",
        "Giving an audience someone to root for",
      ],
    },
    cta: ["Ask to read a sample of my writing", "Tell me the show you rewatch most"],
  },
  {
    names: ["osteopath", "osteopathic practitioner", "osteo"],
    emoji: ["🦴", "🤲"],
    who: [
      "asks how you sleep, and sit",
      "clocks your posture at the door",
      "looks at the whole body first",
      "sees your desk in your shoulders",
    ],
    work: {
      plain: [
        "Hands-on treatment for pain and stiffness",
        "Clear explanations, a plan that fits",
        "Care that looks beyond the sore spot",
      ],
      wry: [
        "Your desk chair and I need a word",
        "Everything is connected, really",
        "Your neck is not the real problem",
      ],
      warm: [
        "Helping you move with ease again",
        "Feeling at home in your body again",
        "Gentle care for aches old and new",
      ],
    },
    cta: ["Book an assessment this week", "Ask if osteopathy could help you"],
  },
  {
    names: ["acupuncturist", "acupuncture practitioner", "acupuncture therapist"],
    emoji: ["🪡", "🌿"],
    who: [
      "has heard every needle worry",
      "explains where each needle goes",
      "asks about sleep, diet and mood",
      "places needles you barely feel",
    ],
    work: {
      plain: [
        "Calm treatments in a quiet room",
        "Thorough consultations, tailored treatment",
        "Fine needles, careful practice",
      ],
      wry: [
        "Tongue out, please. It tells me things",
        "You'll barely feel it. Genuinely",
        "Snoring on my couch is a compliment",
      ],
      warm: [
        "Space to rest while your body works",
        "A quiet hour that's just for you",
        "Calm for busy minds and tired bodies",
      ],
    },
    cta: ["Ask how a treatment might help", "Book a calm hour for yourself"],
  },
  {
    names: ["podiatrist", "chiropodist", "foot health practitioner", "podiatry", "foot specialist"],
    emoji: ["🦶", "👟"],
    who: [
      "has seen feet of every kind",
      "asks about your shoes first",
      "judges shoes, kindly",
      "is not squeamish about toes",
    ],
    work: {
      plain: [
        "Foot care, nails and pain treated properly",
        "Gait, footwear and long-term foot health",
        "Relief for sore, tired feet",
      ],
      wry: [
        "Feet are my favourite, genuinely",
        "Please stop cutting them yourself",
        "Your shoes are the problem, sorry",
      ],
      warm: [
        "Every step a little more comfortable",
        "Keeping you walking for years to come",
        "Gentle care from heel to toe",
      ],
    },
    cta: ["Book in for your feet", "Ask me about that heel pain"],
  },
  {
    names: [
      "mortgage broker",
      "mortgage adviser",
      "mortgage advisor",
      "mortgage consultant",
      "mortgage specialist",
      "mortgage loan officer",
      "loan officer",
    ],
    emoji: ["🏠", "🔑", "📄"],
    who: [
      "knows every lender's criteria",
      "explains the jargon in plain words",
      "chases the paperwork so you don't",
      "celebrates every set of keys",
    ],
    work: {
      plain: [
        "Clear advice from application to completion",
        "Comparing lenders on your behalf",
        "First homes, moves and remortgages",
      ],
      wry: ["Payslips, please. All of them", "Fluent in loan-to-value", "Your bank statements tell me everything"],
      warm: ["From first viewing to keys in hand", "Calm guidance for a big decision", "Your home, made possible"],
    },
    cta: ["Ask me before you start house-hunting", "Ask what you could borrow"],
  },
  {
    names: ["archaeologist", "archeologist", "field archaeologist", "commercial archaeologist", "archaeology"],
    emoji: ["🏺", "⛏️", "🦴"],
    who: [
      "calls old rubbish a find",
      "kneels in mud with a trowel",
      "records it all before lifting",
      "reads the ground like a page",
    ],
    work: {
      plain: [
        "Excavation, recording and careful research",
        "Uncovering the past layer by layer",
        "Finds recorded, context preserved",
      ],
      wry: ["No, I don't dig up dinosaurs", "Trowel in hand, mud everywhere", "Our treasure is mostly broken pottery"],
      warm: [
        "Bringing forgotten lives back to light",
        "Every find was once held by someone",
        "Listening to the past, carefully",
      ],
    },
    cta: ["Ask how old that thing you found is", "Say hi if you love a good dig"],
  },
  {
    names: ["chocolatier", "chocolate maker", "chocolate artisan", "bean to bar maker"],
    emoji: ["🍫", "✨"],
    who: [
      "tempers by feel and by thermometer",
      "tastes the difference in beans",
      "knows the snap of good chocolate",
      "keeps the kitchen cool, always",
    ],
    work: {
      plain: [
        "Hand-tempered, hand-finished, fresh",
        "Good cocoa, real cream, careful work",
        "Fresh batches, fine ingredients",
      ],
      wry: ["Tempering is a test of character", "Yes, I eat the broken ones", "Sorry, the kitchen must stay cool"],
      warm: ["Small luxuries for big moments", "A gift that tastes like care", "Little boxes of happiness"],
    },
    cta: ["Share your go-to chocolate bar", "Ask about a box for someone special"],
  },
  {
    names: ["bookseller", "book seller", "bookshop owner", "bookstore owner", "bookshop assistant", "bookstore clerk"],
    emoji: ["📚", "📖"],
    who: [
      "can match a reader to a book",
      "judges no one's reading taste",
      "knows where every title lives",
      "reads the first page of everything",
    ],
    work: {
      plain: [
        "Recommendations matched to your taste",
        "New reads, hidden gems and old favourites",
        "Shelves chosen and stocked with care",
      ],
      wry: [
        "My to-read pile is a fire hazard",
        "Blue cover, came out recently? On it",
        "Staff picks are me, oversharing",
      ],
      warm: [
        "The right book at the right time",
        "A quiet place to get lost for a while",
        "Every shelf holds someone's next favourite",
      ],
    },
    cta: ["Describe a mood, get a book", "Share a favourite and I'll match it"],
  },
  {
    names: [
      "devops engineer",
      "devops",
      "site reliability engineer",
      "sre",
      "platform engineer",
      "cloud engineer",
      "release engineer",
      "build engineer",
    ],
    emoji: ["⚙️", "☁️", "🚀"],
    who: [
      "gets paged at the worst times",
      "automates anything done twice",
      "reads logs like novels",
      "wants it in version control",
      "never deploys on a Friday",
    ],
    work: {
      plain: [
        "Reliable pipelines and calm releases",
        "Infrastructure as code, monitored well",
        "Faster deploys, fewer outages",
      ],
      wry: ["It's always DNS", "Yes, I automated the automation", "My pager is louder than my alarm"],
      warm: [
        "Letting developers ship with confidence",
        "Quiet systems mean everyone sleeps",
        "Keeping the lights on for every team",
      ],
    },
    cta: ["Show me your deploy pipeline", "Share your worst outage story"],
  },
  {
    names: [
      "technical writer",
      "tech writer",
      "technical author",
      "documentation writer",
      "docs writer",
      "documentation specialist",
      "information developer",
    ],
    emoji: ["📘", "✍️", "🧭"],
    who: [
      "reads the manual, then rewrites it",
      "asks what the button really does",
      "tests every step before writing",
      "cuts words without mercy",
    ],
    work: {
      plain: [
        "Clear docs people can actually follow",
        "Guides, references and release notes",
        "Complex products, explained simply",
      ],
      wry: [
        "Nobody reads the docs until they do",
        "My screenshots are always out of date",
        "I will fight you on the Oxford comma",
      ],
      warm: [
        "Helping people get unstuck on their own",
        "Good docs are a kindness to strangers",
        "Making the hard parts feel easy",
      ],
    },
    cta: ["Send me the docs you're dreading", "Tell me the worst manual you've read"],
  },
  {
    names: ["private investigator", "private detective", "private eye", "surveillance operative"],
    emoji: ["🔍", "🕵️", "📷"],
    who: [
      "blends in on purpose",
      "notices the car parked twice",
      "can wait in a car for hours",
      "keeps every secret professionally",
    ],
    work: {
      plain: [
        "Discreet, lawful investigations",
        "Evidence gathered properly, reported clearly",
        "Background checks, tracing and surveillance",
      ],
      wry: ["Not like the films, sadly", "Yes, I was in that car", "Mostly paperwork, occasionally binoculars"],
      warm: ["Answers when you need the truth", "Quiet help at a difficult time", "Your confidence is safe with me"],
    },
    cta: ["Get in touch, discreetly", "Ask about a confidential consultation"],
  },
];
