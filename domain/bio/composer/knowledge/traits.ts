/**
 * What a copywriter knows about the personality words visitors type: their spellings, and lines that
 * show each trait as a joke, true of anyone who says it of themselves (see ./types.ts).
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
    lines: [
      "Outwardly calm, inwardly also calm",
      "My resting heart rate is smug",
      "Unflappable, to an annoying degree",
    ],
  },
  {
    names: ["caring", "nurturing", "compassionate", "big-hearted", "big hearted", "bighearted"],
    lines: ["I care a normal, enormous amount", "Checking in on everyone, constantly", "Worried about you, helpfully"],
  },
  {
    names: ["kind", "kind-hearted", "kindhearted", "kind hearted", "nice", "very kind"],
    lines: [
      "Kind to a slightly suspicious degree",
      "Weaponised kindness, highly effective",
      "Nice, and no, there's no catch",
    ],
  },
  {
    names: ["warm", "warm-hearted", "warmhearted", "warm hearted", "welcoming"],
    lines: ["Human hot water bottle energy", "I raise the room temperature", "Warm welcome, mild oversharing"],
  },
  {
    names: ["friendly", "approachable", "personable", "super friendly", "very friendly"],
    lines: [
      "You will be befriended, sorry",
      "Friendly enough to be slightly much",
      "Strangers are just friends on hold",
    ],
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
    lines: ["Funny, as rated by me", "Here mainly for the punchline", "Comic timing: usually accurate"],
  },
  {
    names: ["silly", "daft", "ridiculous", "a bit silly", "absurd"],
    lines: ["Professionally unserious", "Silly, and at peace with it", "My inner child has the final say"],
  },
  {
    names: ["witty", "quick-witted", "quick witted", "quick wit", "wisecracking"],
    lines: ["Witty, with a slight delay", "Fluent in the perfect comeback", "My comebacks arrive on time, mostly"],
  },
  {
    names: ["sarcastic", "sarcasm", "sardonic", "snarky", "fluent in sarcasm", "very sarcastic"],
    lines: ["Sarcasm is my native tongue", "Sincerity, by special request", "Oh good, a bio. My favourite thing"],
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
    lines: [
      "Joking, probably, it's hard to tell",
      "Straight face, questionable claims",
      "Deadpan to the point of confusion",
    ],
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
    lines: [
      "Laughing at things I probably shouldn't",
      "My humour needs a content warning",
      "Dark humour, bright personality",
    ],
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
    lines: ["Dad jokes, delivered with confidence", "I groan at my own puns too", "Pun intended, every single time"],
  },
  {
    names: ["curious", "inquisitive", "endlessly curious", "always curious", "curious mind", "nosy", "nosey"],
    lines: ["Nosy, but make it intellectual", "I have follow-up questions", "Rabbit holes are my natural habitat"],
  },
  {
    names: ["creative", "imaginative", "inventive", "creative soul", "creative mind", "creatively minded"],
    lines: [
      "Ideas at very inconvenient hours",
      "Too many ideas, not enough hands",
      "Creative, which explains the mess",
    ],
  },
  {
    names: ["adventurous", "adventurer", "adventure seeker", "thrill seeker", "thrill-seeker", "daring", "explorer"],
    lines: ["Restless feet, no regrets", "Adventure now, plans later", "Allergic to staying put"],
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
    lines: ["My goals have goals", "Relaxing is on the to-do list", "Ambitious enough to be tiring"],
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
    lines: ["Off switch not found", "Resting is a skill I'm learning", "Focus so strong it's a bit rude"],
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
    lines: ["I have a list for my lists", "Colour-coded down to the soul", "Chaos fears me, frankly"],
  },
  {
    names: ["patient", "very patient", "endlessly patient", "patience"],
    lines: [
      "Saintly patience, on a good day",
      "I can wait. I'm very good at it",
      "Patient enough to read the instructions",
    ],
  },
  {
    names: ["honest", "truthful", "sincere", "genuine", "authentic", "transparent"],
    lines: ["Too honest for small talk", "My face cannot keep a secret", "Honest, even when it's awkward"],
  },
  {
    names: ["loyal", "faithful", "devoted", "ride or die", "ride-or-die"],
    lines: [
      "Once you're in, you're stuck with me",
      "Loyal to a fault, and to my favourites",
      "Will defend you, loudly, unasked",
    ],
  },
  {
    names: ["shy", "a bit shy", "reserved", "timid", "soft-spoken", "soft spoken", "bashful"],
    lines: ["Shy, please wave from a distance", "I rehearse hellos in my head", "Shy, but I warm up eventually"],
  },
  {
    names: ["introverted", "introvert", "an introvert", "quiet introvert"],
    lines: ["Recharging, please do not disturb", "Social battery: low but loyal", "Cancelled plans, secretly thrilled"],
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
    lines: ["I talk to strangers, sorry", "Social battery on permanent charge", "No strangers, only pre-friends"],
  },
  {
    names: ["chatty", "talkative", "chatterbox", "a chatterbox", "talker", "a talker", "gabby"],
    lines: [
      "Ask me a quick question, I dare you",
      "Long stories, shortened rarely",
      "I could talk to a wall, and have",
    ],
  },
  {
    names: ["bubbly", "bubbly personality", "effervescent", "perky", "peppy", "sparkly"],
    lines: ["Carbonated personality", "Unreasonably perky, it's fine", "Fizzing with enthusiasm, constantly"],
  },
  {
    names: ["energetic", "high energy", "high-energy", "full of energy", "lively", "dynamic", "vibrant"],
    lines: ["Speeds available: fast, asleep", "Sitting still is not a strength", "Please match my energy, or try"],
  },
  {
    names: ["enthusiastic", "keen", "eager", "excitable", "super enthusiastic"],
    lines: [
      "Excited about things nobody asked about",
      "Excited, loudly, about most things",
      "Enthusiasm volume: maximum",
    ],
  },
  {
    names: ["cheerful", "happy", "jolly", "sunny", "joyful", "upbeat", "happy-go-lucky", "happy go lucky", "smiley"],
    lines: [
      "Happy for no reason, it's unsettling",
      "Relentlessly sunny, bring sunglasses",
      "Smiling at nothing in particular",
    ],
  },
  {
    names: ["optimistic", "optimist", "an optimist", "hopeful", "glass half full", "glass-half-full"],
    lines: [
      "Glass half full, refill pending",
      "Optimistic, despite all evidence",
      "Hopeful, against my better judgement",
    ],
  },
  {
    names: ["positive", "positivity", "positive thinker", "positive vibes", "good vibes", "always positive"],
    lines: ["Annoyingly positive, sorry", "Positive, even about Mondays", "My silver linings have silver linings"],
  },
  {
    names: ["laid-back", "laid back", "laidback", "relaxed", "mellow"],
    lines: ["Horizontal whenever possible", "Relaxed to a professional standard", "Mellow about almost everything"],
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
    lines: ["You pick, I'm genuinely fine", "Whatever works, honestly", "Going with the flow, wherever it goes"],
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
    lines: ["Chill, in a way that worries people", "Aggressively unbothered", "Low-key about most things, truly"],
  },
  {
    names: ["nerdy", "nerd", "a nerd", "total nerd", "huge nerd", "big nerd", "nerd at heart"],
    lines: ["Nerd, proud of every footnote", "I will explain. In detail. Happily", "Fun facts on tap, sorry"],
  },
  {
    names: ["geeky", "geek", "a geek", "total geek", "huge geek", "big geek", "geek at heart"],
    lines: [
      "Geek, fluent in obscure references",
      "Niche interests, loud opinions",
      "Deeply excited about niche things",
    ],
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
    lines: ["Weird, in a good way, I'm told", "Normal was never an option", "Certified odd, no refunds"],
  },
  {
    names: ["goofy", "goofball", "a goofball", "dorky", "dork", "doofus"],
    lines: [
      "Professional goofball, amateur adult",
      "Tripping over nothing, gracefully",
      "Dork by nature, dork by choice",
    ],
  },
  {
    names: ["playful", "light-hearted", "lighthearted", "light hearted"],
    lines: ["Recess never ended for me", "Mostly here to play, honestly", "Treating life like a game I'm winning"],
  },
  {
    names: ["perfectionist", "a perfectionist", "perfectionism", "recovering perfectionist", "high standards"],
    lines: ["Recovering perfectionist, mostly", "Redrafting this bio, again", "Nearly perfect, working on it"],
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
    lines: ["I noticed that typo. And that one", "Zoomed in at all times", "I noticed. I always notice"],
  },
  {
    names: ["practical", "pragmatic", "sensible", "no-nonsense", "no nonsense", "down to business"],
    lines: ["I read instructions. Voluntarily", "Boring advice, excellent results", "Will fix it with what we have"],
  },
  {
    names: ["reliable", "trustworthy", "consistent", "responsible"],
    lines: ["Boringly reliable, you're welcome", "Never late, and a bit smug about it", "My word is annoyingly good"],
  },
  {
    names: ["dependable", "steadfast", "always there", "solid"],
    lines: ["Emergency contact energy", "Dependable, like a good umbrella", "I show up, even in the rain"],
  },
  {
    names: ["steady", "stable", "even-keeled", "even keeled", "unshakeable", "unshakable"],
    lines: [
      "Panic is not in my job description",
      "Steady, like a table with even legs",
      "Unshakeable, mostly out of habit",
    ],
  },
  {
    names: ["gentle", "soft", "gentle soul", "soft-hearted", "soft hearted", "softhearted", "mild"],
    lines: [
      "I apologise to furniture I bump",
      "Too soft for this world, staying anyway",
      "Gentle with spiders, and with people",
    ],
  },
  {
    names: ["empathetic", "empathic", "empath", "an empath", "understanding", "emotionally intelligent"],
    lines: ["Feeling your feelings for you", "Absorbing moods like a sponge", "Crying at happy endings, loudly"],
  },
  {
    names: ["thoughtful", "considerate", "mindful", "attentive"],
    lines: ["Remembering what you said in passing", "I'll think about it. Properly", "Your birthday? Already noted"],
  },
  {
    names: ["quiet", "quiet soul", "quiet type", "the quiet type"],
    lines: ["Quiet, but the thoughts are loud", "Speaking rarely, for effect", "Quiet, not ignoring you, promise"],
  },
  {
    names: ["precise", "exact", "accurate", "exacting"],
    lines: ["Technically correct, the best kind", "I don't believe in rounding", "Approximately is a swear word here"],
  },
  {
    names: ["bold", "brave", "fearless", "courageous", "gutsy"],
    lines: ["Bold, occasionally on purpose", "Fearless, except in small talk", "Jumping now, reading the sign after"],
  },
  {
    names: ["confident", "self-assured", "self assured", "self-confident", "self confident", "assertive", "secure"],
    lines: [
      "Confident, and occasionally correct",
      "Walking in like I own the place",
      "Sure of myself, unsure of directions",
    ],
  },
  {
    names: ["sweet", "sweetheart", "a sweetheart", "sweet natured", "sweet-natured", "big softie", "softie", "softy"],
    lines: ["Sweet, and a little bit feral", "Big softie, tough exterior pending", "Sweet, with a rebellious streak"],
  },
  {
    names: ["grumpy", "grouchy", "cranky", "grump", "curmudgeon", "curmudgeonly"],
    lines: [
      "Grumpy until further notice",
      "Not a morning person, or afternoon",
      "Professional grump, part-time smiler",
    ],
  },
  {
    names: ["cheeky", "a bit cheeky", "mischievous", "impish", "cheeky monkey"],
    lines: ["Cheeky, but I say please", "Trouble, but the polite kind", "Causing mild mischief since birth"],
  },
  {
    names: ["sceptical", "skeptical", "sceptic", "skeptic", "a sceptic", "a skeptic", "critical thinker"],
    lines: ["Citation needed, respectfully", "Sceptical, though I doubt it helps", "Doubting this bio as I write it"],
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
    lines: [
      "Clever, and a little too aware of it",
      "Brain always on, no pause button",
      "Smart, mostly about useless things",
    ],
  },
  {
    names: ["cosy", "cozy", "comfy", "snug"],
    lines: [
      "Cosy is a personality, and it's mine",
      "Permanently in soft-clothes mode",
      "Maximum cosiness, minimal effort",
    ],
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
    lines: ["Head in the clouds, feet optional", "Daydreaming, please hold", "Lost in thought, back shortly"],
  },
  {
    names: ["romantic", "hopeless romantic", "a hopeless romantic", "romantic at heart"],
    lines: ["Hopeless romantic, emphasis on hopeless", "Waiting on my movie moment", "Swooning, professionally"],
  },
  {
    names: ["motivating", "motivational", "inspiring", "encouraging", "supportive", "cheerleader", "hype person"],
    lines: ["Your unofficial hype person", "Loud cheers, mild embarrassment", "Cheerleader, minus the pom-poms"],
  },
  {
    names: ["loud", "loud and proud", "noisy", "boisterous"],
    lines: ["Indoor voice sold separately", "Volume: yes", "You'll hear me before you see me"],
  },
  {
    names: ["blunt", "direct", "outspoken", "frank", "candid", "no filter", "brutally honest"],
    lines: ["Filter not included", "Subtlety is not my strong suit", "Tact: still in development"],
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
    lines: ["Worrying on everyone's behalf", "Anxious, with a colour-coded plan", "Overprepared for everything"],
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
    lines: ["Overthinking this bio right now", "Every thought comes with sequels", "Thinking about thinking, again"],
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
    lines: ["Rest days are a rumour", "Tired, but in a proud way", "Elbow grease is my personality"],
  },
  {
    names: ["charming", "charismatic", "charmer", "a charmer", "magnetic", "likeable", "likable"],
    lines: ["Charm: my only real skill", "Talking my way into things", "Charming, with scheduled lapses"],
  },
  {
    names: ["spontaneous", "impulsive", "free spirit", "a free spirit", "free-spirited", "free spirited", "carefree"],
    lines: ["Planning is for other people", "Impulsive, it's worked so far", "Last-minute plans, full commitment"],
  },
  {
    names: ["competitive", "super competitive", "very competitive", "competitive streak"],
    lines: ["Competitive about everything, even this", "I let you win. That's a lie", "Gracious winner, allegedly"],
  },
  {
    names: ["stubborn", "headstrong", "strong-willed", "strong willed", "pig-headed", "persistent", "tenacious"],
    lines: ["Stubborn, and right about it", "Agreeing to disagree, eventually", "Will not let this go, ever"],
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
    lines: ["I'll do it myself, thanks", "Asking for help is on my list", "Lone wolf, occasionally sociable"],
  },
  {
    names: ["sensitive", "highly sensitive", "deep feeler", "emotional", "feels deeply"],
    lines: ["Sensitive, please handle with care", "Feelings: many. Volume: high", "Moved to tears by a nice sunset"],
  },
  {
    names: ["sassy", "sass", "full of sass", "feisty", "fierce"],
    lines: ["Sass levels: dangerously high", "Eye-rolls available on request", "Fierce, plus extra sass"],
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
    lines: ["Organised chaos, minus the organised", "Somehow it always works out", "Running late with great energy"],
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
    lines: ["Deep thoughts, poor timing", "Self-aware, which is worse somehow", "Having big thoughts at odd hours"],
  },
  {
    names: ["minimalist", "minimal", "minimalistic", "minimalism", "simple", "simplicity"],
    lines: [
      "Owning fewer things, explaining it more",
      "Minimalist, except about opinions",
      "Decluttered everything but my brain",
    ],
  },
  {
    names: ["artsy", "arty", "artistic", "creative type"],
    lines: ["Strong feelings about fonts", "Noticing light in weird places", "Judging your colour choices, gently"],
  },
  {
    names: ["outdoorsy", "outdoor person", "outdoors person", "outdoor type", "nature lover", "loves the outdoors"],
    lines: ["Allergic to ceilings", "Indoors is just a waiting room", "Mud counts as an accessory"],
  },
  {
    names: ["homebody", "home body", "homebird", "home bird", "indoorsy", "couch potato"],
    lines: ["Leaving the house is a big ask", "Indoorsy and proud", "My sofa knows me best"],
  },
  {
    names: ["night owl", "nightowl", "a night owl", "night person", "nocturnal"],
    lines: ["Mornings are a myth", "Awake when I shouldn't be", "Bedtime is more of a theory"],
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
    lines: ["Awake before my alarm, smugly", "Morning person, sorry to everyone", "Done a lot before you woke up"],
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
    lines: ["Already thinking about the next meal", "Hungry, historically and currently", "Snack-based personality"],
  },
  {
    names: ["bookworm", "a bookworm", "book worm", "book lover", "booklover", "bookish", "avid reader", "big reader"],
    lines: ["To-read pile, emotionally heavy", "Bookmark? I remember the page", "Running out of shelf space again"],
  },
  {
    names: ["social butterfly", "a social butterfly", "social", "sociable"],
    lines: ["I know someone for that", "Somehow invited to everything", "Leaving the party last, every time"],
  },
  {
    names: ["generous", "giving", "selfless", "openhanded", "open-handed"],
    lines: ["Generous, especially with opinions", "I'll share my last anything", "Giving away the good bits"],
  },
  {
    names: ["humble", "modest", "unassuming", "self-effacing", "self effacing"],
    lines: ["Humble, and frankly great at it", "Low-key brilliant, don't tell", "So modest it is almost showing off"],
  },
  {
    names: ["resilient", "strong", "tough", "survivor", "a survivor", "fighter", "a fighter"],
    lines: [
      "Knocked down, back up, slightly dusty",
      "Still standing, mildly surprised",
      "Tougher than I look, probably",
    ],
  },
  {
    names: ["determined", "persevering", "unstoppable", "relentless", "resolute", "gritty"],
    lines: ["No is just a slower yes", "Unstoppable, even by common sense", "Relentless, but politely"],
  },
  {
    names: ["down to earth", "down-to-earth", "grounded", "unpretentious", "no airs"],
    lines: ["Fancy? I wouldn't know how", "Too grounded for airs and graces", "Posh is not a setting I have"],
  },
  {
    names: ["fun-loving", "fun loving", "funloving", "fun", "fun person"],
    lines: ["Fun is my default setting", "Fun, and available for more fun", "Say yes to fun, deal with it later"],
  },
  {
    names: ["passionate", "intense", "fiery", "wholehearted", "whole-hearted"],
    lines: ["Intense about everything, sorry", "No casual interests, only obsessions", "Passion volume: stuck on loud"],
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
    lines: ["No hidden agenda, I checked", "Subtext? I don't do subtext", "Exactly as advertised"],
  },
  {
    names: ["wholesome", "pure-hearted", "pure hearted", "good-hearted", "good hearted", "good egg", "a good egg"],
    lines: ["Dangerously wholesome", "Certified wholesome, no edges", "Wholesome, and no, it's not an act"],
  },
  {
    names: ["mysterious", "enigmatic", "a mystery", "private", "elusive"],
    lines: ["Mysterious, or just bad at bios", "You'll never guess, don't try", "Enigma, pending further notice"],
  },
  {
    names: ["adaptable", "flexible", "versatile", "resourceful"],
    lines: [
      "Changing course mid-sentence, smoothly",
      "Thrown in the deep end, swimming",
      "Good at pivoting, annoyingly",
    ],
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
    lines: ["Willing to be wrong, occasionally", "Changing my mind, on good evidence", "Open-minded, within reason"],
  },
  {
    names: ["awkward", "socially awkward", "a bit awkward"],
    lines: [
      "Waving back at people who weren't waving",
      "Awkward, but in a charming way",
      "Replaying that goodbye forever",
    ],
  },
  {
    names: ["clumsy", "accident-prone", "accident prone", "butterfingers"],
    lines: ["Gravity and I have a history", "Bruises of unknown origin", "Walking into doors since forever"],
  },
  {
    names: ["intuitive", "perceptive", "insightful", "observant"],
    lines: ["I had a feeling about this", "Gut feeling, usually correct", "Knowing things, unsettlingly"],
  },
  {
    names: ["affectionate", "loving", "cuddly", "huggy", "hugger", "a hugger"],
    lines: ["Hugger, but I ask first", "Affectionate, brace yourself", "Telling people I love them, a lot"],
  },
];
