/**
 * What a copywriter knows about the personality words visitors type: their spellings, and lines that
 * show each trait in three voices, true of anyone who says it of themselves (see ./types.ts).
 */
import type { TraitKnowledge } from "./types";

export const TRAITS: readonly TraitKnowledge[] = [
  {
    names: [
      "calm",
      "calm and collected",
      "composed",
      "serene",
      "level-headed",
      "level headed",
      "levelheaded",
      "unflappable",
      "cool-headed",
      "cool headed",
    ],
    lines: {
      plain: [
        "Calm under pressure, clear in a crisis",
        "A level head when things get loud",
        "The calm voice in a busy room",
      ],
      wry: [
        "Outwardly calm, inwardly also calm",
        "My resting heart rate is smug",
        "Unflappable, to an annoying degree",
      ],
      warm: ["Bringing calm where it's needed", "Breathing slow, choosing calm", "A quiet centre in a noisy world"],
    },
  },
  {
    names: ["caring", "nurturing", "compassionate", "big-hearted", "big hearted", "bighearted"],
    lines: {
      plain: ["Care shows in the detail", "Looking out for people, always", "Compassion, put into practice"],
      wry: ["I care a normal, enormous amount", "Checking in on everyone, constantly", "Worried about you, helpfully"],
      warm: ["Leading with care, every time", "A soft place for people to land", "Care given freely, never counted"],
    },
  },
  {
    names: ["kind", "kind-hearted", "kindhearted", "kind hearted", "nice", "very kind"],
    lines: {
      plain: ["Kind, and firm when it matters", "Kindness as a working principle", "Treating people well, every day"],
      wry: [
        "Kind to a slightly suspicious degree",
        "Weaponised kindness, highly effective",
        "Nice, and no, there's no catch",
      ],
      warm: [
        "Choosing kind, again and again",
        "Kindness given, kindness returned",
        "Leaving people lighter than before",
      ],
    },
  },
  {
    names: ["warm", "warm-hearted", "warmhearted", "warm hearted", "welcoming"],
    lines: {
      plain: ["Welcoming by nature", "Warm manner, clear thinking", "Easy company, glad to help"],
      wry: ["Human hot water bottle energy", "I raise the room temperature", "Warm welcome, mild oversharing"],
      warm: [
        "A warm welcome, whoever you are",
        "Making strangers feel at home",
        "Warmth, offered before anything else",
      ],
    },
  },
  {
    names: ["friendly", "approachable", "personable", "super friendly", "very friendly"],
    lines: {
      plain: ["Approachable, and always glad to help", "Friendly face, straight answers", "Always happy to say hello"],
      wry: [
        "You will be befriended, sorry",
        "Friendly enough to be slightly much",
        "Strangers are just friends on hold",
      ],
      warm: ["Every stranger a friend in waiting", "Saying hello before anyone else", "Open arms, open conversation"],
    },
  },
  {
    names: [
      "funny",
      "hilarious",
      "humorous",
      "humourous",
      "comedic",
      "class clown",
      "joker",
      "jokester",
      "good sense of humour",
      "good sense of humor",
    ],
    lines: {
      plain: ["Good humour, serious results", "Humour that makes hard days easier", "Good at finding the funny side"],
      wry: ["Funny, as rated by me", "Here mainly for the punchline", "Comic timing: usually accurate"],
      warm: ["Sharing laughs, lightening loads", "Finding joy in the funny bits", "Making room for a good laugh"],
    },
  },
  {
    names: ["silly", "daft", "ridiculous", "a bit silly", "absurd"],
    lines: {
      plain: [
        "Serious where it counts, light elsewhere",
        "Unafraid to look a little silly",
        "Silliness keeps the ideas coming",
      ],
      wry: ["Professionally unserious", "Silly, and at peace with it", "My inner child has the final say"],
      warm: ["Never too grown-up to be silly", "Making space for joyful nonsense", "Silliness is its own freedom"],
    },
  },
  {
    names: ["witty", "quick-witted", "quick witted", "quick wit", "wisecracking"],
    lines: {
      plain: ["Quick with words, quicker to listen", "Sharp wit, clear thinking", "Wit, used responsibly"],
      wry: ["Witty, with a slight delay", "Fluent in the perfect comeback", "My comebacks arrive on time, mostly"],
      warm: ["Wit that welcomes, never wounds", "Clever words, kind intent", "Playing with words, lifting moods"],
    },
  },
  {
    names: ["sarcastic", "sarcasm", "sardonic", "snarky", "fluent in sarcasm", "very sarcastic"],
    lines: {
      plain: ["Honest, with a dry edge", "Quick tongue, fair mind", "Irony well handled, point well made"],
      wry: ["Sarcasm is my native tongue", "Sincerity, by special request", "Oh good, a bio. My favourite thing"],
      warm: ["Sharp tongue, soft heart", "Teasing only those I adore", "Behind the eye-roll, a big heart"],
    },
  },
  {
    names: [
      "dry humour",
      "dry humor",
      "dry sense of humour",
      "dry sense of humor",
      "dry wit",
      "deadpan",
      "deadpan humour",
      "deadpan humor",
    ],
    lines: {
      plain: ["Deadpan delivery, clear point", "Understated humour, sound judgement", "Dry humour, dependable work"],
      wry: [
        "Joking, probably, it's hard to tell",
        "Straight face, questionable claims",
        "Deadpan to the point of confusion",
      ],
      warm: ["A dry joke to lighten the load", "Finding the quiet funny in things", "Gentle humour, served dry"],
    },
  },
  {
    names: [
      "dark sense of humour",
      "dark sense of humor",
      "dark humour",
      "dark humor",
      "morbid humour",
      "morbid humor",
      "gallows humour",
      "gallows humor",
      "twisted sense of humour",
      "twisted sense of humor",
      "morbid",
    ],
    lines: {
      plain: [
        "Unshockable, and good in a crisis",
        "Gallows humour, steady hands",
        "Light about heavy things, never careless",
      ],
      wry: [
        "Laughing at things I probably shouldn't",
        "My humour needs a content warning",
        "Dark humour, bright personality",
      ],
      warm: ["Laughing through the hard bits", "Finding light in dark places", "Humour that helps on heavy days"],
    },
  },
  {
    names: [
      "dad jokes",
      "dad joke",
      "puns",
      "pun lover",
      "punny",
      "bad jokes",
      "cheesy jokes",
      "corny jokes",
      "corny",
      "cheesy",
    ],
    lines: {
      plain: ["Quick with a pun, quicker with help", "Wordplay, used with care", "A pun for every occasion"],
      wry: ["Dad jokes, delivered with confidence", "I groan at my own puns too", "Pun intended, every single time"],
      warm: ["Corny jokes, sincere smiles", "Groan-worthy jokes, big heart", "Sharing bad jokes and good cheer"],
    },
  },
  {
    names: ["curious", "inquisitive", "endlessly curious", "always curious", "curious mind", "nosy", "nosey"],
    lines: {
      plain: ["Asking better questions", "Curious by nature, thorough by habit", "Always learning, always asking"],
      wry: ["Nosy, but make it intellectual", "I have follow-up questions", "Rabbit holes are my natural habitat"],
      warm: ["Wonder keeps me moving", "Every question opens a door", "Staying curious, staying open"],
    },
  },
  {
    names: ["creative", "imaginative", "inventive", "creative soul", "creative mind", "creatively minded"],
    lines: {
      plain: ["Original thinking, carefully made", "Turning ideas into something real", "Fresh ideas, solid execution"],
      wry: [
        "Ideas at very inconvenient hours",
        "Too many ideas, not enough hands",
        "Creative, which explains the mess",
      ],
      warm: ["Making something from nothing", "Imagination is my favourite place", "Letting ideas bloom"],
    },
  },
  {
    names: ["adventurous", "adventurer", "adventure seeker", "thrill seeker", "thrill-seeker", "daring", "explorer"],
    lines: {
      plain: ["Always up for the unknown", "Comfortable with the unfamiliar", "Saying yes to new challenges"],
      wry: ["Restless feet, no regrets", "Adventure now, plans later", "Allergic to staying put"],
      warm: ["The unknown is an invitation", "Chasing horizons, gently", "Every path leads somewhere new"],
    },
  },
  {
    names: [
      "ambitious",
      "go-getter",
      "go getter",
      "high achiever",
      "high-achiever",
      "overachiever",
      "over-achiever",
      "aspirational",
    ],
    lines: {
      plain: ["Big goals, steady progress", "Setting the bar, then raising it", "Ambitious, and patient with it"],
      wry: ["My goals have goals", "Relaxing is on the to-do list", "Ambitious enough to be tiring"],
      warm: ["Dreaming big and building daily", "Reaching higher, bringing others", "The best is still ahead"],
    },
  },
  {
    names: [
      "driven",
      "motivated",
      "self-motivated",
      "self motivated",
      "focused",
      "goal-oriented",
      "goal oriented",
      "goal-driven",
      "goal driven",
    ],
    lines: {
      plain: ["Clear goals, consistent effort", "Focused until the job is done", "Motivated by progress, not praise"],
      wry: ["Off switch not found", "Resting is a skill I'm learning", "Focus so strong it's a bit rude"],
      warm: ["Moving forward on purpose", "Every step has a reason", "Driven by what matters most"],
    },
  },
  {
    names: [
      "organised",
      "organized",
      "super organised",
      "super organized",
      "very organised",
      "very organized",
      "well organised",
      "well organized",
      "tidy",
      "neat",
      "methodical",
      "list maker",
      "list-maker",
    ],
    lines: {
      plain: ["Everything in its place, on time", "Systems that make life simpler", "Orderly thinking, clear outcomes"],
      wry: ["I have a list for my lists", "Colour-coded down to the soul", "Chaos fears me, frankly"],
      warm: ["Order that makes room to breathe", "Small systems, calm days", "A tidy mind, a lighter load"],
    },
  },
  {
    names: ["patient", "very patient", "endlessly patient", "patience"],
    lines: {
      plain: ["Patient with people and problems", "Taking the time to get it right", "Unhurried, thorough, steady"],
      wry: [
        "Saintly patience, on a good day",
        "I can wait. I'm very good at it",
        "Patient enough to read the instructions",
      ],
      warm: [
        "No rush, good things are coming",
        "Giving growth the time it needs",
        "Slow and sure, with room for grace",
      ],
    },
  },
  {
    names: ["honest", "truthful", "sincere", "genuine", "authentic", "transparent"],
    lines: {
      plain: ["Straight answers, no spin", "Honest advice, clearly given", "Saying what I mean, meaning it"],
      wry: ["Too honest for small talk", "My face cannot keep a secret", "Honest, even when it's awkward"],
      warm: ["Truth told with kindness", "Real over perfect, every time", "Honesty that builds trust"],
    },
  },
  {
    names: ["loyal", "faithful", "devoted", "ride or die", "ride-or-die"],
    lines: {
      plain: ["Loyal to people and principles", "In it for the long haul", "Standing by my people"],
      wry: [
        "Once you're in, you're stuck with me",
        "Loyal to a fault, and to my favourites",
        "Will defend you, loudly, unasked",
      ],
      warm: ["My people know I'm there", "Standing by, through every season", "Faithful in the small things too"],
    },
  },
  {
    names: ["shy", "a bit shy", "reserved", "timid", "soft-spoken", "soft spoken", "bashful"],
    lines: {
      plain: ["Quiet, and listening closely", "Few words, well chosen", "Reserved manner, real substance"],
      wry: ["Shy, please wave from a distance", "I rehearse hellos in my head", "Shy, but I warm up eventually"],
      warm: ["Slow to open, worth the wait", "Gentle presence, deep thoughts", "Soft voice, big heart"],
    },
  },
  {
    names: ["introverted", "introvert", "an introvert", "quiet introvert"],
    lines: {
      plain: ["Depth over small talk", "Best work done in quiet focus", "Deep focus, thoughtful output"],
      wry: ["Recharging, please do not disturb", "Social battery: low but loyal", "Cancelled plans, secretly thrilled"],
      warm: ["Small circles, big conversations", "A rich inner world, gladly shared", "Quiet energy, deep connection"],
    },
  },
  {
    names: [
      "extroverted",
      "extrovert",
      "an extrovert",
      "extraverted",
      "extravert",
      "outgoing",
      "people person",
      "a people person",
    ],
    lines: {
      plain: ["Energised by people and ideas", "Quick to connect, happy to include", "At ease in any room"],
      wry: ["I talk to strangers, sorry", "Social battery on permanent charge", "No strangers, only pre-friends"],
      warm: ["People make my world bigger", "Bringing people together is my joy", "Every hello is a beginning"],
    },
  },
  {
    names: ["chatty", "talkative", "chatterbox", "a chatterbox", "talker", "a talker", "gabby"],
    lines: {
      plain: ["Happy to talk anything through", "Open, clear and easy to reach", "Good at getting people talking"],
      wry: [
        "Ask me a quick question, I dare you",
        "Long stories, shortened rarely",
        "I could talk to a wall, and have",
      ],
      warm: ["Conversation is my favourite bridge", "Every chat is a little gift", "Chatting my way to new friends"],
    },
  },
  {
    names: ["bubbly", "bubbly personality", "effervescent", "perky", "peppy", "sparkly"],
    lines: {
      plain: ["Upbeat, quick and collaborative", "Bright energy, serious commitment", "A lift to any conversation"],
      wry: ["Carbonated personality", "Unreasonably perky, it's fine", "Fizzing with enthusiasm, constantly"],
      warm: ["Spreading a little sparkle", "Bright spirit, open heart", "Lightness that lifts the room"],
    },
  },
  {
    names: ["energetic", "high energy", "high-energy", "full of energy", "lively", "dynamic", "vibrant"],
    lines: {
      plain: ["High energy, sharp focus", "Bringing energy to everything I do", "Fast-moving and fully engaged"],
      wry: ["Speeds available: fast, asleep", "Sitting still is not a strength", "Please match my energy, or try"],
      warm: ["Bringing spark to every day", "Alive to every moment", "Energy that carries others along"],
    },
  },
  {
    names: ["enthusiastic", "keen", "eager", "excitable", "super enthusiastic"],
    lines: {
      plain: ["Eager to learn, quick to help", "Enthusiasm that lasts", "All in, every time"],
      wry: [
        "Excited about things nobody asked about",
        "Excited, loudly, about most things",
        "Enthusiasm volume: maximum",
      ],
      warm: ["Saying yes with my whole heart", "Meeting each day with open arms", "Delighted by the little things"],
    },
  },
  {
    names: ["cheerful", "happy", "jolly", "sunny", "joyful", "upbeat", "happy-go-lucky", "happy go lucky", "smiley"],
    lines: {
      plain: ["Good humour on hard days", "A cheerful presence, consistently", "Smiling through the busy days"],
      wry: [
        "Happy for no reason, it's unsettling",
        "Relentlessly sunny, bring sunglasses",
        "Smiling at nothing in particular",
      ],
      warm: ["Sunshine on the cloudy days", "Finding joy and passing it on", "A smile that means it"],
    },
  },
  {
    names: ["optimistic", "optimist", "an optimist", "hopeful", "glass half full", "glass-half-full"],
    lines: {
      plain: ["Solutions over problems", "Seeing what could work", "Clear-eyed optimism"],
      wry: [
        "Glass half full, refill pending",
        "Optimistic, despite all evidence",
        "Hopeful, against my better judgement",
      ],
      warm: ["Tomorrow looks promising", "Believing the best is coming", "Hope, held with both hands"],
    },
  },
  {
    names: ["positive", "positivity", "positive thinker", "positive vibes", "good vibes", "always positive"],
    lines: {
      plain: ["Constructive, solution-focused", "A positive outlook and a plan", "Finding the way forward"],
      wry: ["Annoyingly positive, sorry", "Positive, even about Mondays", "My silver linings have silver linings"],
      warm: ["Choosing the bright side daily", "Good energy, gladly shared", "Every day holds something good"],
    },
  },
  {
    names: ["laid-back", "laid back", "laidback", "relaxed", "mellow"],
    lines: {
      plain: ["Relaxed manner, reliable results", "Unhurried but always on time", "Calm pace, consistent quality"],
      wry: ["Horizontal whenever possible", "Relaxed to a professional standard", "Mellow about almost everything"],
      warm: ["Easy pace, full heart", "Letting life unfold", "Going gently through the days"],
    },
  },
  {
    names: [
      "easy-going",
      "easy going",
      "easygoing",
      "go with the flow",
      "goes with the flow",
      "low-maintenance",
      "low maintenance",
    ],
    lines: {
      plain: ["Easy to work with, hard to rattle", "Flexible, fair and unfussy", "Low maintenance, high output"],
      wry: ["You pick, I'm genuinely fine", "Whatever works, honestly", "Going with the flow, wherever it goes"],
      warm: ["Taking life as it comes", "Room for everyone's way", "Flowing with it, gently"],
    },
  },
  {
    names: [
      "chill",
      "chilled",
      "chilled out",
      "chilled-out",
      "super chill",
      "unbothered",
      "low-key",
      "low key",
      "lowkey",
    ],
    lines: {
      plain: ["Cool-headed and pleasant company", "Unfazed by the small stuff", "Composed, in every sense"],
      wry: ["Chill, in a way that worries people", "Aggressively unbothered", "Low-key about most things, truly"],
      warm: ["Peace is the priority", "Keeping it light and kind", "Easy energy, open heart"],
    },
  },
  {
    names: ["nerdy", "nerd", "a nerd", "total nerd", "huge nerd", "big nerd", "nerd at heart"],
    lines: {
      plain: ["Deep knowledge, shared clearly", "Unapologetically detailed", "Into the details others skip"],
      wry: ["Nerd, proud of every footnote", "I will explain. In detail. Happily", "Fun facts on tap, sorry"],
      warm: ["Loving things wholeheartedly", "Joy in knowing how things work", "Excitement for the small details"],
    },
  },
  {
    names: ["geeky", "geek", "a geek", "total geek", "huge geek", "big geek", "geek at heart"],
    lines: {
      plain: ["Technical depth, plain explanations", "Happiest deep inside a topic", "Fluent in the technical details"],
      wry: [
        "Geek, fluent in obscure references",
        "Niche interests, loud opinions",
        "Deeply excited about niche things",
      ],
      warm: ["Sharing what I love, with joy", "Enthusiasm without embarrassment", "Wonder for the niche and the new"],
    },
  },
  {
    names: [
      "quirky",
      "weird",
      "weirdo",
      "odd",
      "eccentric",
      "unconventional",
      "offbeat",
      "kooky",
      "a bit weird",
      "a little weird",
    ],
    lines: {
      plain: ["Unconventional thinking, solid results", "A fresh angle on familiar things", "Original by nature"],
      wry: ["Weird, in a good way, I'm told", "Normal was never an option", "Certified odd, no refunds"],
      warm: ["Different, and glad of it", "Wearing my weird with pride", "Celebrating every kind of odd"],
    },
  },
  {
    names: ["goofy", "goofball", "a goofball", "dorky", "dork", "doofus"],
    lines: {
      plain: ["Approachable, with a light side", "Light-hearted and easy to know", "Good fun, good sense"],
      wry: [
        "Professional goofball, amateur adult",
        "Tripping over nothing, gracefully",
        "Dork by nature, dork by choice",
      ],
      warm: ["Goofy grins, genuine heart", "Laughing at myself before anyone", "Keeping joy silly and close"],
    },
  },
  {
    names: ["playful", "light-hearted", "lighthearted", "light hearted"],
    lines: {
      plain: [
        "Playful thinking, serious results",
        "Light-hearted, never careless",
        "Bringing lightness to hard things",
      ],
      wry: ["Recess never ended for me", "Mostly here to play, honestly", "Treating life like a game I'm winning"],
      warm: ["Play keeps me young", "Lightness, gladly given", "Curious and playful, always"],
    },
  },
  {
    names: ["perfectionist", "a perfectionist", "perfectionism", "recovering perfectionist", "high standards"],
    lines: {
      plain: [
        "High standards, carefully met",
        "Getting it right, not just done",
        "Quality checked, then checked again",
      ],
      wry: ["Recovering perfectionist, mostly", "Redrafting this bio, again", "Nearly perfect, working on it"],
      warm: [
        "Learning that good is enough",
        "Excellence, and grace for the misses",
        "Doing it well because it matters",
      ],
    },
  },
  {
    names: [
      "detail-obsessed",
      "detail obsessed",
      "detail-oriented",
      "detail oriented",
      "detail-minded",
      "detail minded",
      "meticulous",
      "thorough",
      "eye for detail",
      "attention to detail",
    ],
    lines: {
      plain: ["Meticulous, from start to finish", "Nothing overlooked", "Every detail accounted for"],
      wry: ["I noticed that typo. And that one", "Zoomed in at all times", "I noticed. I always notice"],
      warm: ["Small details, big difference", "Noticing what others miss", "Care you can see up close"],
    },
  },
  {
    names: ["practical", "pragmatic", "sensible", "no-nonsense", "no nonsense", "down to business"],
    lines: {
      plain: ["Practical solutions, no fuss", "What works, done well", "Sensible choices, lasting results"],
      wry: ["I read instructions. Voluntarily", "Boring advice, excellent results", "Will fix it with what we have"],
      warm: ["Making life a little easier", "Grounded help, kindly given", "Simple fixes, big relief"],
    },
  },
  {
    names: ["reliable", "trustworthy", "consistent", "responsible"],
    lines: {
      plain: ["Delivering what I promise", "Consistent, week in, week out", "On time, as agreed"],
      wry: ["Boringly reliable, you're welcome", "Never late, and a bit smug about it", "My word is annoyingly good"],
      warm: ["Someone you can lean on", "Trust, built over time", "Here when it counts"],
    },
  },
  {
    names: ["dependable", "steadfast", "always there", "solid"],
    lines: {
      plain: ["Dependable when plans change", "Present, prepared and accountable", "Counted on, and delivering"],
      wry: ["Emergency contact energy", "Dependable, like a good umbrella", "I show up, even in the rain"],
      warm: ["A steady shoulder for hard days", "A constant through every change", "There for you, whatever comes"],
    },
  },
  {
    names: ["steady", "stable", "even-keeled", "even keeled", "unshakeable", "unshakable"],
    lines: {
      plain: ["Steady when it counts", "Consistent through the ups and downs", "Even pace, reliable outcomes"],
      wry: [
        "Panic is not in my job description",
        "Steady, like a table with even legs",
        "Unshakeable, mostly out of habit",
      ],
      warm: ["Steady hands, open heart", "Calm footing for whatever lies ahead", "Rooted, and reaching upward"],
    },
  },
  {
    names: ["gentle", "soft", "gentle soul", "soft-hearted", "soft hearted", "softhearted", "mild"],
    lines: {
      plain: ["Gentle approach, firm standards", "Careful with people", "Soft voice, sure judgement"],
      wry: [
        "I apologise to furniture I bump",
        "Too soft for this world, staying anyway",
        "Gentle giant energy, any height",
      ],
      warm: ["Soft strength, quiet courage", "Treading softly, loving loudly", "Gentleness that makes room for others"],
    },
  },
  {
    names: ["empathetic", "empathic", "empath", "an empath", "understanding", "emotionally intelligent"],
    lines: {
      plain: [
        "Reading the room, meeting people there",
        "Listening for what is not said",
        "Understanding before solving",
      ],
      wry: ["Feeling your feelings for you", "Absorbing moods like a sponge", "Crying at happy endings, loudly"],
      warm: ["Meeting people where they are", "Your feelings are safe here", "Hearts understood, not judged"],
    },
  },
  {
    names: ["thoughtful", "considerate", "mindful", "attentive"],
    lines: {
      plain: [
        "Considered decisions, clear reasons",
        "Thinking it through, then acting",
        "Attentive to what people need",
      ],
      wry: ["Remembering what you said in passing", "I'll think about it. Properly", "Your birthday? Already noted"],
      warm: ["Attention is how I show love", "Small gestures, big meaning", "Noticing, remembering, caring"],
    },
  },
  {
    names: ["quiet", "quiet soul", "quiet type", "the quiet type"],
    lines: {
      plain: ["Quiet focus, strong results", "Quiet work, clear impact", "Listening more than talking"],
      wry: ["Quiet, but the thoughts are loud", "Speaking rarely, for effect", "Quiet, not ignoring you, promise"],
      warm: ["Quiet is where ideas grow", "Finding strength in stillness", "Soft words carry far"],
    },
  },
  {
    names: ["precise", "exact", "accurate", "exacting"],
    lines: {
      plain: ["Precise, to the last detail", "Exact, every time", "Measured words, accurate work"],
      wry: ["Technically correct, the best kind", "I don't believe in rounding", "Approximately is a swear word here"],
      warm: ["Care shown in precision", "Getting it right, for you", "Precision as a form of respect"],
    },
  },
  {
    names: ["bold", "brave", "fearless", "courageous", "gutsy"],
    lines: {
      plain: ["Bold ideas, backed by work", "Taking a clear stand", "Brave calls, well reasoned"],
      wry: ["Bold, occasionally on purpose", "Fearless, except in small talk", "Jumping now, reading the sign after"],
      warm: ["Courage grows when used", "Stepping forward, heart leading", "Brave enough to begin"],
    },
  },
  {
    names: ["confident", "self-assured", "self assured", "self-confident", "self confident", "assertive", "secure"],
    lines: {
      plain: ["Confident, clear and decisive", "Assured delivery, sound judgement", "Owning every decision"],
      wry: [
        "Confident, and occasionally correct",
        "Walking in like I own the place",
        "Sure of myself, unsure of directions",
      ],
      warm: ["Standing tall, lifting others", "Sure of who I am becoming", "Owning my story"],
    },
  },
  {
    names: ["sweet", "sweetheart", "a sweetheart", "sweet natured", "sweet-natured", "big softie", "softie", "softy"],
    lines: {
      plain: ["Good-natured through and through", "Pleasant, patient and kind", "Good nature, strong work ethic"],
      wry: ["Sweet, and a little bit feral", "Big softie, tough exterior pending", "Sweet, with a rebellious streak"],
      warm: ["There is strength in sweetness", "Softness, shared generously", "A sweet word goes a long way"],
    },
  },
  {
    names: ["grumpy", "grouchy", "cranky", "grump", "curmudgeon", "curmudgeonly"],
    lines: {
      plain: ["Honest opinions, high standards", "Frank about what needs fixing", "Serious about doing it properly"],
      wry: [
        "Grumpy until further notice",
        "Not a morning person, or afternoon",
        "Professional grump, part-time smiler",
      ],
      warm: ["Gruff outside, soft inside", "Caring in my own gruff way", "A kind heart behind the frown"],
    },
  },
  {
    names: ["cheeky", "a bit cheeky", "mischievous", "impish", "cheeky monkey"],
    lines: {
      plain: [
        "A sense of fun, and the sense to use it",
        "Playful edge, serious delivery",
        "Quick, cheerful and candid",
      ],
      wry: ["Cheeky, but I say please", "Trouble, but the polite kind", "Causing mild mischief since birth"],
      warm: ["A wink and a warm word", "Mischief with a good heart", "Cheek that makes people smile"],
    },
  },
  {
    names: ["sceptical", "skeptical", "sceptic", "skeptic", "a sceptic", "a skeptic", "critical thinker"],
    lines: {
      plain: ["Evidence before conclusions", "Questioning assumptions, politely", "Checking the facts before agreeing"],
      wry: ["Citation needed, respectfully", "Sceptical, though I doubt it helps", "Doubting this bio as I write it"],
      warm: ["Honest questions lead somewhere good", "Doubt as a path to truth", "Asking why, so we all see clearer"],
    },
  },
  {
    names: [
      "sharp",
      "smart",
      "clever",
      "intelligent",
      "bright",
      "brainy",
      "quick thinker",
      "quick-thinking",
      "quick thinking",
    ],
    lines: {
      plain: ["Sharp thinking, straight talk", "Quick to understand, quick to act", "Clear mind, fast decisions"],
      wry: [
        "Clever, and a little too aware of it",
        "Brain always on, no pause button",
        "Smart, mostly about useless things",
      ],
      warm: ["A bright mind used for good", "Thinking clearly, acting kindly", "Sharp mind, gentle manner"],
    },
  },
  {
    names: ["cosy", "cozy", "comfy", "snug"],
    lines: {
      plain: ["Warm, calm and welcoming", "Comfort matters, and I make it", "Making any space feel easy"],
      wry: [
        "Cosy is a personality, and it's mine",
        "Permanently in soft-clothes mode",
        "Maximum cosiness, minimal effort",
      ],
      warm: ["Warm corners, open arms", "Comfort, shared gladly", "Soft light and slow evenings"],
    },
  },
  {
    names: [
      "dreamy",
      "dreamer",
      "a dreamer",
      "daydreamer",
      "day dreamer",
      "head in the clouds",
      "idealist",
      "idealistic",
    ],
    lines: {
      plain: [
        "Big-picture thinking, grounded plans",
        "Vision first, details follow",
        "Imagining what's next, then building it",
      ],
      wry: ["Head in the clouds, feet optional", "Daydreaming, please hold", "Lost in thought, back shortly"],
      warm: ["Dreaming with my eyes open", "Holding space for what could be", "Dreams are plans in soft focus"],
    },
  },
  {
    names: ["romantic", "hopeless romantic", "a hopeless romantic", "romantic at heart"],
    lines: {
      plain: ["A believer in grand gestures", "Sincere, devoted, all in", "Romantic about the little things"],
      wry: ["Hopeless romantic, emphasis on hopeless", "Waiting on my movie moment", "Swooning, professionally"],
      warm: ["Love letters to ordinary days", "Always choosing love", "Love in the little moments"],
    },
  },
  {
    names: ["motivating", "motivational", "inspiring", "encouraging", "supportive", "cheerleader", "hype person"],
    lines: {
      plain: ["Helping people reach further", "Encouragement with a plan", "Bringing out the best in others"],
      wry: ["Your unofficial hype person", "Loud cheers, mild embarrassment", "Cheerleader, minus the pom-poms"],
      warm: ["Believing in you until you do", "Your growth is my favourite thing", "Cheering every step you take"],
    },
  },
  {
    names: ["loud", "loud and proud", "noisy", "boisterous"],
    lines: {
      plain: ["Clear voice, confident presence", "Speaking up, and being heard", "Never afraid to speak up"],
      wry: ["Indoor voice sold separately", "Volume: yes", "You'll hear me before you see me"],
      warm: ["A big voice for good things", "Speaking up for others", "Joy, at full volume"],
    },
  },
  {
    names: ["blunt", "direct", "outspoken", "frank", "candid", "no filter", "brutally honest"],
    lines: {
      plain: ["Direct, clear, no guesswork", "Candid feedback, kindly meant", "Plain talk, fast progress"],
      wry: ["Filter not included", "Subtlety is not my strong suit", "Tact: still in development"],
      warm: ["Straight talk because I care", "Clarity is a kindness", "Honest words from a caring heart"],
    },
  },
  {
    names: [
      "anxious",
      "anxiety",
      "worrier",
      "a worrier",
      "nervous",
      "nervy",
      "highly strung",
      "highly-strung",
      "high-strung",
      "high strung",
    ],
    lines: {
      plain: ["Prepared for every scenario", "Anticipating problems early", "Conscientious to the core"],
      wry: ["Worrying on everyone's behalf", "Anxious, with a colour-coded plan", "Overprepared for everything"],
      warm: ["Brave, even when nervous", "Feeling it all, moving anyway", "Gentle with my worried heart"],
    },
  },
  {
    names: [
      "overthinker",
      "an overthinker",
      "overthinking",
      "over thinker",
      "over-thinker",
      "over-thinking",
      "chronic overthinker",
    ],
    lines: {
      plain: ["Every angle considered", "Thorough thinking, careful choices", "Contingency plans included"],
      wry: ["Overthinking this bio right now", "Every thought comes with sequels", "Thinking about thinking, again"],
      warm: ["A deep thinker, learning to rest", "A mind that cares deeply", "Thinking deeply, trusting more"],
    },
  },
  {
    names: [
      "hardworking",
      "hard-working",
      "hard working",
      "hard worker",
      "a hard worker",
      "diligent",
      "industrious",
      "grafter",
    ],
    lines: {
      plain: ["Putting in the work, every day", "Diligent, consistent, thorough", "Effort that shows in results"],
      wry: ["Rest days are a rumour", "Tired, but in a proud way", "Elbow grease is my personality"],
      warm: ["Building something, brick by brick", "Effort today, pride tomorrow", "Steady work, growing dreams"],
    },
  },
  {
    names: ["charming", "charismatic", "charmer", "a charmer", "magnetic", "likeable", "likable"],
    lines: {
      plain: ["Easy rapport, lasting connections", "Personable and persuasive", "Winning people over, honestly"],
      wry: ["Charm: my only real skill", "Talking my way into things", "Charming, with scheduled lapses"],
      warm: ["Making people feel seen", "A smile that opens doors", "Charm, shared with sincerity"],
    },
  },
  {
    names: ["spontaneous", "impulsive", "free spirit", "a free spirit", "free-spirited", "free spirited", "carefree"],
    lines: {
      plain: ["Decisive in the moment", "Ready to move at short notice", "Open to what the day brings"],
      wry: ["Planning is for other people", "Impulsive, it's worked so far", "Last-minute plans, full commitment"],
      warm: ["Saying yes to the unexpected", "Following joy wherever it leads", "Free spirit, wide horizon"],
    },
  },
  {
    names: ["competitive", "super competitive", "very competitive", "competitive streak"],
    lines: {
      plain: ["Driven to do better", "Playing to win, fairly", "Raising the standard, always"],
      wry: ["Competitive about everything, even this", "I let you win. That's a lie", "Gracious winner, allegedly"],
      warm: ["Pushing limits, cheering rivals", "Competition that makes us all better", "Striving higher, together"],
    },
  },
  {
    names: ["stubborn", "headstrong", "strong-willed", "strong willed", "pig-headed", "persistent", "tenacious"],
    lines: {
      plain: ["Persistent until it's done", "Tenacious, seeing things through", "Strong-willed and principled"],
      wry: ["Stubborn, and right about it", "Agreeing to disagree, eventually", "Will not let this go, ever"],
      warm: ["Never giving up on what matters", "Tenacity with a tender heart", "Holding on to what I believe"],
    },
  },
  {
    names: [
      "independent",
      "self-sufficient",
      "self sufficient",
      "self-reliant",
      "self reliant",
      "autonomous",
      "lone wolf",
    ],
    lines: {
      plain: ["Self-starting and self-directed", "Trusted to work unsupervised", "Owning it, start to end"],
      wry: ["I'll do it myself, thanks", "Asking for help is on my list", "Lone wolf, occasionally sociable"],
      warm: ["Walking my own path, proudly", "Free to become myself", "Standing on my own, and glad"],
    },
  },
  {
    names: ["sensitive", "highly sensitive", "deep feeler", "emotional", "feels deeply"],
    lines: {
      plain: ["Attuned to people and detail", "Perceptive, and quick to adjust", "Feeling deeply, acting wisely"],
      wry: ["Sensitive, please handle with care", "Feelings: many. Volume: high", "Moved to tears by a nice sunset"],
      warm: ["Big feelings, bigger heart", "Feeling deeply is my strength", "Tender, and not sorry for it"],
    },
  },
  {
    names: ["sassy", "sass", "full of sass", "feisty", "fierce"],
    lines: {
      plain: ["Confident voice, clear opinions", "Spirited and self-assured", "Strong opinions, stylish delivery"],
      wry: ["Sass levels: dangerously high", "Eye-rolls available on request", "Fierce, plus extra sass"],
      warm: ["Spirited, and unapologetically me", "Fire in my voice, love in my heart", "Owning my voice with joy"],
    },
  },
  {
    names: [
      "chaotic",
      "a bit chaotic",
      "messy",
      "scatterbrained",
      "scatter-brained",
      "disorganised",
      "disorganized",
      "all over the place",
      "hot mess",
      "chaotic good",
    ],
    lines: {
      plain: ["Creative under any conditions", "Thriving where plans fall apart", "Flexible, fast, resourceful"],
      wry: ["Organised chaos, minus the organised", "Somehow it always works out", "Running late with great energy"],
      warm: ["Beautiful mess, growing daily", "Finding magic in the mess", "Embracing the wild parts"],
    },
  },
  {
    names: [
      "introspective",
      "reflective",
      "self-aware",
      "self aware",
      "deep thinker",
      "philosophical",
      "contemplative",
    ],
    lines: {
      plain: [
        "Reflective, self-aware, growing",
        "Learning from every experience",
        "Thinking deeply, acting deliberately",
      ],
      wry: ["Deep thoughts, poor timing", "Self-aware, which is worse somehow", "Having big thoughts at odd hours"],
      warm: ["Looking inward, growing outward", "Knowing myself a little more each day", "Growing quieter and wiser"],
    },
  },
  {
    names: ["minimalist", "minimal", "minimalistic", "minimalism", "simple", "simplicity"],
    lines: {
      plain: ["Less, but better", "Simple, clear, intentional", "Only what matters"],
      wry: [
        "Owning fewer things, explaining it more",
        "Minimalist, except about opinions",
        "Decluttered everything but my brain",
      ],
      warm: ["Clear space, clear mind", "Simple things, deeply loved", "Less noise, more meaning"],
    },
  },
  {
    names: ["artsy", "arty", "artistic", "creative type"],
    lines: {
      plain: ["An eye for form and colour", "Artistic sense, practical delivery", "Visual thinking, careful craft"],
      wry: ["Strong feelings about fonts", "Noticing light in weird places", "Judging your colour choices, gently"],
      warm: ["Seeing beauty everywhere", "Life as a blank canvas", "Colour in ordinary days"],
    },
  },
  {
    names: ["outdoorsy", "outdoor person", "outdoors person", "outdoor type", "nature lover", "loves the outdoors"],
    lines: {
      plain: ["Happiest outside", "Fresh air, clear head", "Most focused after time outdoors"],
      wry: ["Allergic to ceilings", "Indoors is just a waiting room", "Mud counts as an accessory"],
      warm: ["Wild places, full heart", "Sky above, peace within", "Rooted in the natural world"],
    },
  },
  {
    names: ["homebody", "home body", "homebird", "home bird", "indoorsy", "couch potato"],
    lines: {
      plain: ["Happiest at home", "Calm routines, consistent energy", "At my best on home ground"],
      wry: ["Leaving the house is a big ask", "Indoorsy and proud", "My sofa knows me best"],
      warm: ["Home is where I recharge", "Comfort in the familiar", "Making home a gentle place"],
    },
  },
  {
    names: ["night owl", "nightowl", "a night owl", "night person", "nocturnal"],
    lines: {
      plain: ["Sharpest after dark", "Best ideas at night", "Focused when the world is quiet"],
      wry: ["Mornings are a myth", "Awake when I shouldn't be", "Bedtime is more of a theory"],
      warm: ["Moonlight thinker", "Quiet hours, bright thoughts", "Stars out, ideas on"],
    },
  },
  {
    names: [
      "early bird",
      "an early bird",
      "early riser",
      "early-riser",
      "morning person",
      "a morning person",
      "up early",
    ],
    lines: {
      plain: ["Up early, ahead of the day", "Early light, clear focus", "Mornings are my best hours"],
      wry: ["Awake before my alarm, smugly", "Morning person, sorry to everyone", "Done a lot before you woke up"],
      warm: ["Greeting every sunrise", "Quiet mornings, bright starts", "Each dawn a fresh start"],
    },
  },
  {
    names: [
      "foodie",
      "a foodie",
      "food lover",
      "loves food",
      "food obsessed",
      "food-obsessed",
      "gourmand",
      "always hungry",
    ],
    lines: {
      plain: ["Serious about good food", "Good taste, in every sense", "Always finding the best food around"],
      wry: ["Already thinking about the next meal", "Hungry, historically and currently", "Snack-based personality"],
      warm: ["Gathering people around good food", "Savouring every bite of life", "Food is how I share joy"],
    },
  },
  {
    names: ["bookworm", "a bookworm", "book worm", "book lover", "booklover", "bookish", "avid reader", "big reader"],
    lines: {
      plain: ["Well read, well informed", "Widely read, clearly spoken", "Reading widely, thinking deeply"],
      wry: ["To-read pile, emotionally heavy", "Bookmark? I remember the page", "Running out of shelf space again"],
      warm: ["Living many lives through stories", "Pages turned, worlds opened", "Stories shaped who I am"],
    },
  },
  {
    names: ["social butterfly", "a social butterfly", "social", "sociable"],
    lines: {
      plain: ["Connecting people is a strength", "Broad network, genuine ties", "At home in a crowd"],
      wry: ["I know someone for that", "Somehow invited to everything", "Leaving the party last, every time"],
      warm: ["Weaving people together", "Every gathering is a gift", "Friends in every corner"],
    },
  },
  {
    names: ["generous", "giving", "selfless", "openhanded", "open-handed"],
    lines: {
      plain: ["Generous with time and knowledge", "Sharing credit, sharing know-how", "Giving more than asked"],
      wry: ["Generous, especially with opinions", "I'll share my last anything", "Giving away the good bits"],
      warm: ["Open hands, open heart", "Giving freely, living fully", "What I have, I share"],
    },
  },
  {
    names: ["humble", "modest", "unassuming", "self-effacing", "self effacing"],
    lines: {
      plain: ["Letting the work speak", "Modest, and quietly capable", "Credit shared, lessons kept"],
      wry: ["Humble, and frankly great at it", "Low-key brilliant, don't tell", "So modest it is almost showing off"],
      warm: ["Small ego, big gratitude", "Learning from everyone I meet", "Grateful for every step"],
    },
  },
  {
    names: ["resilient", "strong", "tough", "survivor", "a survivor", "fighter", "a fighter"],
    lines: {
      plain: ["Steady through setbacks", "Bouncing back, better", "Built for the hard days"],
      wry: [
        "Knocked down, back up, slightly dusty",
        "Still standing, mildly surprised",
        "Tougher than I look, probably",
      ],
      warm: ["Stronger for the storms", "Rising again, softer and stronger", "Scars that turned into wisdom"],
    },
  },
  {
    names: ["determined", "persevering", "unstoppable", "relentless", "resolute", "gritty"],
    lines: {
      plain: ["Determined to see it through", "Obstacles noted, then overcome", "Resolute, whatever the odds"],
      wry: ["No is just a slower yes", "Unstoppable, even by common sense", "Relentless, but politely"],
      warm: ["Keeping on, step by step", "Heart set, path chosen", "Onward, whatever the weather"],
    },
  },
  {
    names: ["down to earth", "down-to-earth", "grounded", "unpretentious", "no airs"],
    lines: {
      plain: ["No airs, just good work", "Unpretentious and easy to deal with", "Grounded, practical, approachable"],
      wry: ["Fancy? I wouldn't know how", "Too grounded for airs and graces", "Posh is not a setting I have"],
      warm: ["Rooted in what's real", "Simple, honest, grounded", "Feet on the ground, heart wide open"],
    },
  },
  {
    names: ["fun-loving", "fun loving", "funloving", "fun", "fun person"],
    lines: {
      plain: ["Bringing fun to the serious stuff", "Good company, good results", "Enjoying the work and the people"],
      wry: ["Fun is my default setting", "Fun, and available for more fun", "Say yes to fun, deal with it later"],
      warm: ["Joy is worth making time for", "Filling days with laughter", "Life is for enjoying"],
    },
  },
  {
    names: ["passionate", "intense", "fiery", "wholehearted", "whole-hearted"],
    lines: {
      plain: ["Passionate about doing it right", "Deeply committed to the work", "Caring hard about the outcome"],
      wry: ["Intense about everything, sorry", "No casual interests, only obsessions", "Passion volume: stuck on loud"],
      warm: ["Heart in everything I do", "Loving what I do, out loud", "Fire in the heart, light in the eyes"],
    },
  },
  {
    names: [
      "straightforward",
      "straight-talking",
      "straight talking",
      "straight shooter",
      "plain-spoken",
      "plainspoken",
    ],
    lines: {
      plain: ["Clear expectations, no surprises", "Simple answers, honestly given", "Plain-spoken and clear"],
      wry: ["No hidden agenda, I checked", "Subtext? I don't do subtext", "Exactly as advertised"],
      warm: ["Honest, open, easy to trust", "Clear words, open heart", "Simple truth, kindly told"],
    },
  },
  {
    names: ["wholesome", "pure-hearted", "pure hearted", "good-hearted", "good hearted", "good egg", "a good egg"],
    lines: {
      plain: ["Decent, kind, reliable", "Good values, good work", "Genuine, kind, consistent"],
      wry: ["Dangerously wholesome", "Certified wholesome, no edges", "Wholesome, and no, it's not an act"],
      warm: ["Simple joys, good people", "Kindness in small things", "A good heart, always showing"],
    },
  },
  {
    names: ["mysterious", "enigmatic", "a mystery", "private", "elusive"],
    lines: {
      plain: ["Private, focused, discreet", "Discreet and trusted", "Letting the work introduce me"],
      wry: ["Mysterious, or just bad at bios", "You'll never guess, don't try", "Enigma, pending further notice"],
      warm: ["Some things are worth discovering", "A story still unfolding", "Quiet depths, open to share"],
    },
  },
  {
    names: ["adaptable", "flexible", "versatile", "resourceful"],
    lines: {
      plain: ["Versatile, resourceful, ready", "Comfortable with change", "Adjusting fast to whatever comes"],
      wry: [
        "Changing course mid-sentence, smoothly",
        "Thrown in the deep end, swimming",
        "Good at pivoting, annoyingly",
      ],
      warm: ["Bending, never breaking", "Growing with every change", "At home in new seasons"],
    },
  },
  {
    names: [
      "open-minded",
      "open minded",
      "openminded",
      "accepting",
      "non-judgmental",
      "non-judgemental",
      "non judgmental",
      "non judgemental",
    ],
    lines: {
      plain: ["Open to new ideas and views", "Listening before deciding", "Considering every perspective"],
      wry: ["Willing to be wrong, occasionally", "Changing my mind, on good evidence", "Open-minded, within reason"],
      warm: ["Room at my table for everyone", "Curious about every story", "Open mind, open arms"],
    },
  },
  {
    names: ["awkward", "socially awkward", "a bit awkward"],
    lines: {
      plain: ["Sincere, if not smooth", "Honest in every interaction", "Genuine over polished"],
      wry: [
        "Waving back at people who weren't waving",
        "Awkward, but in a charming way",
        "Replaying that goodbye forever",
      ],
      warm: ["Awkward and wonderfully human", "Real, a little clumsy, always kind", "Endearing in my own way"],
    },
  },
  {
    names: ["clumsy", "accident-prone", "accident prone", "butterfingers"],
    lines: {
      plain: ["Quick to recover, every time", "Moving fast, learning faster", "Unfussy about small mistakes"],
      wry: ["Gravity and I have a history", "Bruises of unknown origin", "Walking into doors since forever"],
      warm: ["Falling, laughing, getting up", "Graceful in spirit, if not step", "Stumbling forward with a smile"],
    },
  },
  {
    names: ["intuitive", "perceptive", "insightful", "observant"],
    lines: {
      plain: ["Reading situations quickly", "Insight that saves time", "Observant, and quick to act"],
      wry: ["I had a feeling about this", "Gut feeling, usually correct", "Knowing things, unsettlingly"],
      warm: ["Trusting the quiet inner voice", "Seeing what goes unsaid", "Following my heart's compass"],
    },
  },
  {
    names: ["affectionate", "loving", "cuddly", "huggy", "hugger", "a hugger"],
    lines: {
      plain: ["Warm, loyal, generous with praise", "Open with appreciation", "Expressive and sincere"],
      wry: ["Hugger, but I ask first", "Affectionate, brace yourself", "Telling people I love them, a lot"],
      warm: ["Love given freely", "Quick to hug, slow to judge", "Love out loud, every day"],
    },
  },
];
