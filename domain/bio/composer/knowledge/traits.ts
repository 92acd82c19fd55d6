/**
 * What a copywriter knows about the personality words visitors type: their spellings, and lines that
 * show each trait by voice (see ./types.ts): `plain` as a working strength ("Precise down to the
 * last detail"), `wry` as a joke ("I don't believe in rounding"), `warm` as how the person is with
 * people ("Noticing who could use a hand"). Each is true of anyone who says the trait of themselves.
 * A word said with a smile ("chaotic", "clumsy") has no plain or warm line when there is no honest
 * strength behind it.
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
      plain: ["Calm under pressure, clear in a crisis", "A level head when things get loud"],
      wry: [
        "Outwardly calm, inwardly also calm",
        "My resting heart rate is smug",
        "Unflappable, to an annoying degree",
      ],
      warm: ["Steadying people when things wobble", "I stay calm so others can too"],
    },
  },
  {
    names: ["caring", "nurturing", "compassionate", "big-hearted", "big hearted", "bighearted"],
    lines: {
      plain: ["Nobody gets overlooked with me", "I look after people properly"],
      wry: [
        "I care a normal, enormous amount",
        "Checking in on everyone, constantly",
        "Fussing over everyone, unprompted",
      ],
      warm: ["Noticing who could use a hand", "I'll always make time for people"],
    },
  },
  {
    names: ["kind", "kind-hearted", "kindhearted", "kind hearted", "nice", "very kind"],
    lines: {
      plain: ["Courteous even when rushed", "Respect and kindness, as standard"],
      wry: [
        "Kind to a slightly suspicious degree",
        "Weaponised kindness, highly effective",
        "Nice, and no, there's no catch",
      ],
      warm: ["Giving people the benefit of the doubt", "Going easy on people having a bad day"],
    },
  },
  {
    names: ["warm", "warm-hearted", "warmhearted", "warm hearted", "welcoming"],
    lines: {
      plain: ["A warm welcome for everyone", "People feel at home with me"],
      wry: ["Human hot water bottle energy", "I raise the room temperature", "Warm welcome, like it or not"],
      warm: ["Keeping an eye out for newcomers", "I want everyone to feel welcome"],
    },
  },
  {
    names: ["friendly", "approachable", "personable", "super friendly", "very friendly"],
    lines: {
      plain: ["Quick to put new people at ease", "No question too basic to ask me"],
      wry: [
        "Waving at people I half know",
        "Friendly enough to be slightly much",
        "Strangers are just friends on hold",
      ],
      warm: ["Usually the first to say hello", "Glad to see people, and showing it"],
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
      plain: ["Good for a laugh, good at the job", "Humour that puts people at ease"],
      wry: ["Funny, as rated by me", "Here mainly for the punchline", "Comic timing: usually accurate"],
      warm: ["I love getting a whole room laughing", "Making people laugh when it's needed"],
    },
  },
  {
    names: ["silly", "daft", "ridiculous", "a bit silly", "absurd"],
    lines: {
      plain: ["Serious about the work, not myself", "Quick to laugh, easy to work with"],
      wry: ["Professionally unserious", "Silly, and at peace with it", "My inner child has the final say"],
      warm: ["Never too proud to look daft", "Still delighted by small, daft things"],
    },
  },
  {
    names: ["witty", "quick-witted", "quick witted", "quick wit", "wisecracking"],
    lines: {
      plain: ["Sharp mind, quick with words", "Clever with words, quick on my feet"],
      wry: ["Witty, with a slight delay", "Fluent in the perfect comeback", "My comebacks arrive on time, mostly"],
      warm: ["Quick with a joke to break the ice", "I'll lighten a heavy moment if I can"],
    },
  },
  {
    names: ["sarcastic", "sarcasm", "sardonic", "snarky", "fluent in sarcasm", "very sarcastic"],
    lines: {
      plain: ["Sharp eye for what doesn't add up", "Honest, with an edge"],
      wry: [
        "Tried sincerity once, didn't like it",
        "Sincerity, by special request",
        "Oh good, a bio. My favourite thing",
      ],
      warm: [],
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
      plain: ["Understated humour, sharp thinking", "Dry wit, clear head"],
      wry: [
        "Joking, probably, it's hard to tell",
        "Straight face, questionable claims",
        "Deadpan to the point of confusion",
      ],
      warm: ["Deadpan, but never unkind", "Quietly funny, and glad when it lands"],
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
      plain: ["Hard to shock, easy to get on with", "Steady through the grim stuff"],
      wry: [
        "Laughing at things I probably shouldn't",
        "My humour needs a content warning",
        "Finding the funny side of doom",
      ],
      warm: ["Sharing a laugh when it's grim", "Jokes are how I carry the heavy stuff"],
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
      plain: ["Light jokes, serious work", "Keeping the mood light"],
      wry: ["Dad jokes, delivered with confidence", "I groan at my own puns too", "Pun intended, every single time"],
      warm: ["A groan is a laugh in disguise", "Corny jokes, told with love"],
    },
  },
  {
    names: ["curious", "inquisitive", "endlessly curious", "always curious", "curious mind", "nosy", "nosey"],
    lines: {
      plain: ["Always asking the next question", "Curious by nature, thorough by habit"],
      wry: ["Nosy, but make it intellectual", "I have follow-up questions", "Rabbit holes are my natural habitat"],
      warm: ["Still asking why, and loving the answers", "I ask, and I actually listen"],
    },
  },
  {
    names: ["creative", "imaginative", "inventive", "creative soul", "creative mind", "creatively minded"],
    lines: {
      plain: ["Fresh ideas, carried all the way", "Imaginative and practical in equal parts"],
      wry: [
        "Ideas at very inconvenient hours",
        "Too many ideas, not enough hands",
        "Creative, which explains the mess",
      ],
      warm: ["Making room for everyone's ideas", "Turning odd ideas into real things"],
    },
  },
  {
    names: ["adventurous", "adventurer", "adventure seeker", "thrill seeker", "thrill-seeker", "daring", "explorer"],
    lines: {
      plain: ["Comfortable with the unknown", "Steady nerves in new territory"],
      wry: ["Risk assessment: vibes", "Adventure now, plans later", "Allergic to staying put"],
      warm: ["I'd rather try it than wonder", "Always the one saying let's go and see"],
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
      plain: ["Aiming high and following through", "Big goals, steady progress"],
      wry: ["My goals have goals", "Relaxing is on the to-do list", "Ambitious enough to be tiring"],
      warm: ["I dream big, then do the work", "Proud of the progress, not done yet"],
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
      plain: ["Focused on what moves things forward", "Starting without needing a push"],
      wry: ["Off switch not found", "Resting is a skill I'm learning", "Focus so strong it's a bit rude"],
      warm: ["At my best with a goal in sight", "Keeping going after the buzz wears off"],
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
      plain: ["Deadlines met, nothing forgotten", "Clear plans, smooth delivery"],
      wry: ["I have a list for my lists", "Colour-coded down to the soul", "Chaos fears me, frankly"],
      warm: ["Making plans so others can relax", "Everything in its place, me included"],
    },
  },
  {
    names: ["patient", "very patient", "endlessly patient", "patience"],
    lines: {
      plain: ["Patient with people, thorough with work", "Steady patience for hard problems"],
      wry: [
        "Saintly patience, on a good day",
        "I can wait. I'm very good at it",
        "Patient enough to read the instructions",
      ],
      warm: ["Explaining it again, gladly", "I'll wait while someone finds their feet"],
    },
  },
  {
    names: ["honest", "truthful", "sincere", "genuine", "authentic", "transparent"],
    lines: {
      plain: ["Transparent from start to finish", "Honest answers, even the hard ones"],
      wry: ["Too honest for small talk", "My face cannot keep a secret", "Can't even lie about liking a gift"],
      warm: ["I tell the truth, and I tell it kindly", "Real with people, even when it's awkward"],
    },
  },
  {
    names: ["loyal", "faithful", "devoted", "ride or die", "ride-or-die"],
    lines: {
      plain: ["Committed and in it for good", "Loyal to the people I work with"],
      wry: [
        "Once you're in, you're stuck with me",
        "Loyal to a fault, and to my favourites",
        "Will defend you, loudly, unasked",
      ],
      warm: ["Still there once the fuss dies down", "Sticking by my people, always"],
    },
  },
  {
    names: ["shy", "a bit shy", "reserved", "timid", "soft-spoken", "soft spoken", "bashful"],
    lines: {
      plain: ["Thoughtful words, carefully chosen", "A careful, attentive listener"],
      wry: ["Shy, please wave from a distance", "I rehearse hellos in my head", "Shy, but I warm up eventually"],
      warm: ["Quiet, and taking it all in", "Saying less, meaning all of it"],
    },
  },
  {
    names: ["introverted", "introvert", "an introvert", "quiet introvert"],
    lines: {
      plain: ["Deep focus, thoughtful work", "Best ideas come from quiet thinking"],
      wry: [
        "Recharging, please do not disturb",
        "Social battery: already flashing red",
        "Cancelled plans, secretly thrilled",
      ],
      warm: ["Giving my full attention, one on one", "Time alone makes me better company"],
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
      plain: ["At ease with people I've just met", "Energised by working with others"],
      wry: ["I talk to strangers, sorry", "Social battery on permanent charge", "No strangers, only pre-friends"],
      warm: ["Pulling the quiet ones into the chat", "A busy room feels like home"],
    },
  },
  {
    names: ["chatty", "talkative", "chatterbox", "a chatterbox", "talker", "a talker", "gabby"],
    lines: {
      plain: ["Easy to talk to, quick to connect", "Conversation comes easily to me"],
      wry: [
        "Ask me a quick question, I dare you",
        "Long stories, shortened rarely",
        "I could talk to a wall, and have",
      ],
      warm: ["Happiest in a long, proper catch-up", "Turning small talk into real talk"],
    },
  },
  {
    names: ["bubbly", "bubbly personality", "effervescent", "perky", "peppy", "sparkly"],
    lines: {
      plain: ["Positive energy that lifts the room", "Upbeat and easy to be around"],
      wry: ["Carbonated personality", "Unreasonably perky, it's fine", "Fizzing with enthusiasm, constantly"],
      warm: ["I like leaving people in a better mood", "Cheering up a flat mood without trying"],
    },
  },
  {
    names: ["energetic", "high energy", "high-energy", "full of energy", "lively", "dynamic", "vibrant"],
    lines: {
      plain: ["Energy that keeps things moving", "Bringing pace and drive to everything"],
      wry: ["Speeds available: fast, asleep", "Sitting still is not a strength", "Please match my energy, or try"],
      warm: ["Getting everyone up and moving", "Bringing the spark when the day drags"],
    },
  },
  {
    names: ["enthusiastic", "keen", "eager", "excitable", "super enthusiastic"],
    lines: {
      plain: ["First to volunteer, last to flag", "Eager to learn, keen to contribute"],
      wry: [
        "Excited about things nobody asked about",
        "Excited, loudly, about most things",
        "Exclamation marks, used liberally",
      ],
      warm: ["I get properly excited for people", "Loving things out loud"],
    },
  },
  {
    names: ["cheerful", "happy", "jolly", "sunny", "joyful", "upbeat", "happy-go-lucky", "happy go lucky", "smiley"],
    lines: {
      plain: ["Cheerful, even on the busy days", "A positive presence, whatever the day"],
      wry: [
        "Happy for no reason, it's unsettling",
        "Relentlessly sunny, bring sunglasses",
        "Smiling at nothing in particular",
      ],
      warm: ["In a good mood, and it spreads", "Seeing the funny side, then sharing it"],
    },
  },
  {
    names: ["optimistic", "optimist", "an optimist", "hopeful", "glass half full", "glass-half-full"],
    lines: {
      plain: ["Looking for what can still be done", "Finding the opening in a setback"],
      wry: [
        "Glass half full, refill pending",
        "Optimistic, despite all evidence",
        "Hopeful, against my better judgement",
      ],
      warm: ["Betting on things turning out well", "Hoping for the best, and working for it"],
    },
  },
  {
    names: ["positive", "positivity", "positive thinker", "positive vibes", "good vibes", "always positive"],
    lines: {
      plain: ["Finding what works, not who to blame", "Solutions over complaints"],
      wry: [
        "Annoyingly positive, sorry",
        "Finding the upside, irritatingly fast",
        "My silver linings have silver linings",
      ],
      warm: ["Looking for what's going right", "Assuming the best of people first"],
    },
  },
  {
    names: ["laid-back", "laid back", "laidback", "relaxed", "mellow"],
    lines: {
      plain: ["Relaxed approach, reliable results", "Unfussed when plans change"],
      wry: ["Horizontal whenever possible", "Relaxed to a professional standard", "Mellow about almost everything"],
      warm: ["I don't rush, and I don't rush people", "I take each day as it comes"],
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
      plain: ["Hard to ruffle, easy to work alongside", "Rolling with changes, no fuss"],
      wry: ["You pick, I'm genuinely fine", "Plan A, plan B, all fine by me", "Going with the flow, wherever it goes"],
      warm: ["I save my worry for what matters", "Happy to go with whatever the plan is"],
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
      plain: ["Cool-headed, whatever comes up", "Calm energy, steady focus"],
      wry: ["Chill, in a way that worries people", "Aggressively unbothered", "Low-key, even about being low-key"],
      warm: ["Keeping the peace when tempers rise", "Hard to annoy, easy to hang out with"],
    },
  },
  {
    names: ["nerdy", "nerd", "a nerd", "total nerd", "huge nerd", "big nerd", "nerd at heart"],
    lines: {
      plain: ["Deeply curious about how things work", "Loving the details others skip"],
      wry: ["Nerd, proud of every footnote", "I will explain. In detail. Happily", "Fun facts on tap, sorry"],
      warm: ["Loving things in great detail", "I love it when someone nerds out too"],
    },
  },
  {
    names: ["geeky", "geek", "a geek", "total geek", "huge geek", "big geek", "geek at heart"],
    lines: {
      plain: ["Deep knowledge, genuine enthusiasm", "Fast learner, happy to go deep"],
      wry: ["Geek, fluent in obscure references", "Niche interests, loud opinions", "Happily lost in the lore"],
      warm: ["Geeking out is how I recharge", "Unashamedly into what I love"],
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
      plain: ["A fresh angle on every problem", "Original thinking, unusual ideas"],
      wry: ["Weird, in a good way, I'm told", "Normal was never an option", "Certified odd, no refunds"],
      warm: ["Glad when others are odd too", "Happily a little left of centre"],
    },
  },
  {
    names: ["goofy", "goofball", "a goofball", "dorky", "dork", "doofus"],
    lines: {
      plain: ["Lightening the mood when it counts", "Easy laughter, serious effort"],
      wry: ["Professional goofball, amateur adult", "Ridiculous on purpose, mostly", "Dork by nature, dork by choice"],
      warm: ["First to laugh at myself", "Looking cool was never the goal"],
    },
  },
  {
    names: ["playful", "light-hearted", "lighthearted", "light hearted"],
    lines: {
      plain: ["Light-hearted, and the work gets done", "Playful ideas, serious results"],
      wry: ["Recess never ended for me", "Mostly here to play, honestly", "Treating life like a game I'm winning"],
      warm: ["Turning dull tasks into games", "I never grew out of playing"],
    },
  },
  {
    names: ["perfectionist", "a perfectionist", "perfectionism", "recovering perfectionist", "high standards"],
    lines: {
      plain: ["High standards, carefully met", "Nothing leaves my hands half-done"],
      wry: ["Recovering perfectionist, mostly", "Redrafting this bio, again", "Nearly perfect, working on it"],
      warm: ["Good enough rarely is", "Sweating the details, gladly"],
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
      plain: ["Nothing gets missed on my watch", "Thorough from first step to last"],
      wry: ["I noticed that typo. And that one", "Zoomed in at all times", "Spotting the wonky one in a row"],
      warm: ["I care about the bits nobody sees", "Noticing what others walk past"],
    },
  },
  {
    names: ["practical", "pragmatic", "sensible", "no-nonsense", "no nonsense", "down to business"],
    lines: {
      plain: ["Practical solutions that actually work", "Sensible calls, made quickly"],
      wry: ["I read instructions. Voluntarily", "Boring advice, excellent results", "Will fix it with what we have"],
      warm: ["Showing up with a fix, not a fuss", "I like being the useful one"],
    },
  },
  {
    names: ["reliable", "trustworthy", "consistent", "responsible"],
    lines: {
      plain: ["Messages answered, promises kept", "You can count on me"],
      wry: ["Boringly reliable, you're welcome", "Never late, and a bit smug about it", "My word is annoyingly good"],
      warm: ["Doing what I said I would", "Keeping my word on the small things"],
    },
  },
  {
    names: ["dependable", "steadfast", "always there", "solid"],
    lines: {
      plain: ["Dependable, day in and day out", "Steady support you can lean on"],
      wry: ["Emergency contact energy", "Dependable, like a good umbrella", "I show up, even in the rain"],
      warm: ["Glad to be someone people lean on", "If I said I'd be there, I'm there"],
    },
  },
  {
    names: ["steady", "stable", "even-keeled", "even keeled", "unshakeable", "unshakable"],
    lines: {
      plain: ["Steady hands, sound judgement", "Even-keeled through busy seasons"],
      wry: [
        "Panic is not in my job description",
        "Steady, like a table with even legs",
        "Unshakeable, mostly out of habit",
      ],
      warm: ["Same on good days and bad ones", "Not much knocks me off course"],
    },
  },
  {
    names: ["gentle", "soft", "gentle soul", "soft-hearted", "soft hearted", "softhearted", "mild"],
    lines: {
      plain: ["Gentle approach, thorough care", "Reassuring when people are nervous"],
      wry: [
        "I apologise to furniture I bump",
        "Too soft for this world, staying anyway",
        "Gentle with spiders, and with people",
      ],
      warm: ["I take care with people's feelings", "Gentle with the world, and with myself"],
    },
  },
  {
    names: ["empathetic", "empathic", "empath", "an empath", "understanding", "emotionally intelligent"],
    lines: {
      plain: ["Reading how people feel, and why", "Listening closely, responding with care"],
      wry: ["Feeling your feelings for you", "Absorbing moods like a sponge", "Crying at happy endings, loudly"],
      warm: ["I notice when someone's struggling", "Listening without rushing to fix it"],
    },
  },
  {
    names: ["thoughtful", "considerate", "mindful", "attentive"],
    lines: {
      plain: ["Considered decisions, careful follow-up", "Attentive to what people need"],
      wry: [
        "Remembering what you said in passing",
        "I'll think about it. Properly",
        "Your birthday's already in my calendar",
      ],
      warm: ["I check back to see how it went", "If I think of someone, I tell them"],
    },
  },
  {
    names: ["quiet", "quiet soul", "quiet type", "the quiet type"],
    lines: {
      plain: ["Quiet focus, solid results", "Few words, careful work"],
      wry: ["Quiet, but the thoughts are loud", "Speaking rarely, for effect", "Quiet, not ignoring you, promise"],
      warm: ["Noticing what the loud ones miss", "Good company in comfortable silence"],
    },
  },
  {
    names: ["precise", "exact", "accurate", "exacting"],
    lines: {
      plain: ["Precise down to the last detail", "Accuracy first, every time"],
      wry: ["Technically correct, the best kind", "I don't believe in rounding", "Approximately is a swear word here"],
      warm: ["Getting it right is how I show I care", "Taking the time to check twice"],
    },
  },
  {
    names: ["bold", "brave", "fearless", "courageous", "gutsy"],
    lines: {
      plain: ["Bold decisions, clear direction", "Not afraid of the hard calls"],
      wry: ["Bold, occasionally on purpose", "Fearless, except in small talk", "Jumping now, reading the sign after"],
      warm: ["Trying the thing that scares me", "Speaking up when others won't"],
    },
  },
  {
    names: ["confident", "self-assured", "self assured", "self-confident", "self confident", "assertive", "secure"],
    lines: {
      plain: ["Decisive when a call is needed", "Sure-footed with big decisions"],
      wry: ["Confident, and occasionally correct", "Walking in like I own the place", "Self-doubt sends its regrets"],
      warm: ["At ease with who I am", "Backing myself, come what may"],
    },
  },
  {
    names: ["sweet", "sweetheart", "a sweetheart", "sweet natured", "sweet-natured", "big softie", "softie", "softy"],
    lines: {
      plain: ["Kind to everyone I work with", "Sweet nature, solid work ethic"],
      wry: ["Sweet, and a little bit feral", "Big softie, tough exterior pending", "Sweet enough to rot your teeth"],
      warm: ["A big softie, no apologies", "Saying the nice thing out loud"],
    },
  },
  {
    names: ["grumpy", "grouchy", "cranky", "grump", "curmudgeon", "curmudgeonly"],
    lines: {
      plain: ["Honest about what isn't working", "No tolerance for sloppy work"],
      wry: [
        "Grumpy until further notice",
        "Not a morning person, or afternoon",
        "Professional grump, part-time smiler",
      ],
      warm: [],
    },
  },
  {
    names: ["cheeky", "a bit cheeky", "mischievous", "impish", "cheeky monkey"],
    lines: {
      plain: [],
      wry: ["Cheeky, but I say please", "Trouble, but the polite kind", "Causing mild mischief since birth"],
      warm: ["Keeping things from getting too serious", "Grinning first, apologising later"],
    },
  },
  {
    names: ["sceptical", "skeptical", "sceptic", "skeptic", "a sceptic", "a skeptic", "critical thinker"],
    lines: {
      plain: ["Checking the facts before the claims", "Evidence first, opinions second"],
      wry: ["Citation needed, respectfully", "Sceptical, though I doubt it helps", "Doubting this bio as I write it"],
      warm: ["Asking tough questions, kindly", "Doubt keeps me honest"],
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
      plain: ["Quick to see the heart of a problem", "Quick to understand, quick to act"],
      wry: [
        "Clever, and a little too aware of it",
        "Brain always on, no pause button",
        "Smart, mostly about useless things",
      ],
      warm: ["Explaining things so they make sense", "I love a question I can't answer yet"],
    },
  },
  {
    names: ["cosy", "cozy", "comfy", "snug"],
    lines: {
      plain: ["A calm, welcoming presence", "Comfort and care come naturally"],
      wry: ["Cosy is a personality, and it's mine", "Cosiness: non-negotiable", "Maximum cosiness, minimal effort"],
      warm: ["Good company for doing nothing much", "I want everyone comfy and at ease"],
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
      plain: ["Big-picture thinker with fresh ideas", "Vision first, details to follow"],
      wry: ["Head in the clouds, feet optional", "Daydreaming, please hold", "Lost in thought, back shortly"],
      warm: ["Picturing how good things could be", "A head full of maybes"],
    },
  },
  {
    names: ["romantic", "hopeless romantic", "a hopeless romantic", "romantic at heart"],
    lines: {
      plain: ["Putting heart into the small details", "Thoughtful touches people remember"],
      wry: ["Hopeless romantic, emphasis on hopeless", "Waiting on my movie moment", "Swooning, professionally"],
      warm: ["Falling for the small gestures", "Saying how I feel, and meaning it"],
    },
  },
  {
    names: ["motivating", "motivational", "inspiring", "encouraging", "supportive", "cheerleader", "hype person"],
    lines: {
      plain: ["Noticing progress and saying so", "Bringing out the best in others"],
      wry: ["Your unofficial hype person", "Loud cheers, mild embarrassment", "Cheerleader, minus the pom-poms"],
      warm: ["Celebrating other people's wins", "I believe in people out loud"],
    },
  },
  {
    names: ["loud", "loud and proud", "noisy", "boisterous"],
    lines: {
      plain: ["Confident voice, clear message", "Never afraid to speak up"],
      wry: ["Indoor voice sold separately", "Volume: yes", "You'll hear me before you see me"],
      warm: ["I cheer the loudest for my people", "Never quiet about the good stuff"],
    },
  },
  {
    names: ["blunt", "direct", "outspoken", "frank", "candid", "no filter", "brutally honest"],
    lines: {
      plain: ["Straight answers, no spin", "Clear feedback you can act on"],
      wry: ["Filter not included", "Subtlety is not my strong suit", "Tact: still in development"],
      warm: ["Saying it straight, with heart", "I'll tell it straight, then help fix it"],
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
      plain: ["Prepared for whatever happens", "Careful planning, nothing left to chance"],
      wry: ["Worrying on everyone's behalf", "Anxious, with a colour-coded plan", "Overprepared for everything"],
      warm: ["I still show up when I'm nervous", "I worry because I care"],
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
      plain: ["Every angle considered", "Thinking problems through, fully"],
      wry: ["Overthinking this bio right now", "Every thought comes with sequels", "Thinking about thinking, again"],
      warm: ["Slow to decide, sure once I do", "Learning to let some thoughts go"],
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
      plain: ["Still at it when others have stopped", "Effort that speaks for itself"],
      wry: ["Rest days are a rumour", "Tired, but in a proud way", "Elbow grease is my personality"],
      warm: ["First to muck in when there's work", "Proud of the work behind the scenes"],
    },
  },
  {
    names: ["charming", "charismatic", "charmer", "a charmer", "magnetic", "likeable", "likable"],
    lines: {
      plain: ["Building rapport with anyone, fast", "Making first meetings feel easy"],
      wry: ["Charm: my only real skill", "Talking my way into things", "Charming, in short bursts"],
      warm: ["Making everyone feel noticed", "Finding common ground with anyone"],
    },
  },
  {
    names: ["spontaneous", "impulsive", "free spirit", "a free spirit", "free-spirited", "free spirited", "carefree"],
    lines: {
      plain: ["Quick thinking when plans shift", "Ready for whatever comes next"],
      wry: ["Planning is for other people", "Impulsive, it's worked so far", "Last-minute plans, full commitment"],
      warm: ["Last-minute plans? I'm in", "Up for it, whatever it is"],
    },
  },
  {
    names: ["competitive", "super competitive", "very competitive", "competitive streak"],
    lines: {
      plain: ["Driven to win, and fair about it", "Raising my own game each time"],
      wry: ["Competitive about everything, even this", "I let you win. That's a lie", "Gracious winner, allegedly"],
      warm: ["Chasing my personal best", "I play to win, and I shake hands after"],
    },
  },
  {
    names: ["stubborn", "headstrong", "strong-willed", "strong willed", "pig-headed", "persistent", "tenacious"],
    lines: {
      plain: ["Persistent until it's done right", "Never giving up on a problem"],
      wry: ["Stubborn, and right about it", "Agreeing to disagree, eventually", "Will not let this go, ever"],
      warm: ["Stubborn about the right things", "Not easily talked out of what matters"],
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
      plain: ["Working things out without hand-holding", "Taking initiative without being asked"],
      wry: ["I'll do it myself, thanks", "Asking for help is on my list", "Lone wolf, occasionally sociable"],
      warm: ["Finding my own way, gladly", "Trusting myself to figure it out"],
    },
  },
  {
    names: ["sensitive", "highly sensitive", "deep feeler", "emotional", "feels deeply"],
    lines: {
      plain: ["Reading the room with real care", "Attuned to what others feel"],
      wry: ["Sensitive, please handle with care", "Feelings: many. Volume: high", "Moved to tears by a nice sunset"],
      warm: ["Tender, and not sorry about it", "Feeling things fully, and saying so"],
    },
  },
  {
    names: ["sassy", "sass", "full of sass", "feisty", "fierce"],
    lines: {
      plain: [],
      wry: ["Sass levels: dangerously high", "Eye-rolls available on request", "Sass, free with every reply"],
      warm: ["Fierce, and fiercely loyal", "I say what I think, with a smile"],
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
      plain: [],
      wry: ["Organised chaos, minus the organised", "Somehow it always works out", "Running late with great energy"],
      warm: [],
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
      plain: ["Honest about my own blind spots", "Thinking deeply before acting"],
      wry: ["Deep thoughts, poor timing", "Self-aware, which is worse somehow", "Having big thoughts at odd hours"],
      warm: ["Learning from my wrong turns", "Honest with myself, first of all"],
    },
  },
  {
    names: ["minimalist", "minimal", "minimalistic", "minimalism", "simple", "simplicity"],
    lines: {
      plain: ["Cutting things down to what matters", "Less noise, better results"],
      wry: [
        "Owning fewer things, explaining it more",
        "Minimalist, except about opinions",
        "Decluttered everything but my brain",
      ],
      warm: ["Keeping only what I truly need", "Less stuff, and more room for people"],
    },
  },
  {
    names: ["artsy", "arty", "artistic", "creative type"],
    lines: {
      plain: ["An eye for colour and form", "Creative flair, careful craft"],
      wry: ["Strong feelings about fonts", "Noticing light in weird places", "Judging your colour choices, gently"],
      warm: ["Noticing colour in ordinary things", "Making things just to share them"],
    },
  },
  {
    names: ["outdoorsy", "outdoor person", "outdoors person", "outdoor type", "nature lover", "loves the outdoors"],
    lines: {
      plain: ["Hardy, practical and up for anything", "Clear-headed from time in the open"],
      wry: ["Allergic to ceilings", "Indoors is just a waiting room", "Mud counts as an accessory"],
      warm: ["Happiest under an open sky", "Out in any weather, smiling"],
    },
  },
  {
    names: ["homebody", "home body", "homebird", "home bird", "indoorsy", "couch potato"],
    lines: {
      plain: ["Calm, settled and consistent", "Grounded in a steady routine"],
      wry: ["Leaving the house is a big ask", "Indoorsy and proud", "My sofa knows me best"],
      warm: ["Best company on a night in", "Nothing beats my own front door"],
    },
  },
  {
    names: ["night owl", "nightowl", "a night owl", "night person", "nocturnal"],
    lines: {
      plain: ["Sharpest when the world is quiet", "Focused long into the night"],
      wry: ["Mornings are a myth", "Awake when I shouldn't be", "Bedtime is more of a theory"],
      warm: ["The quiet hours are mine", "My best thinking happens after dark"],
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
      plain: ["Early start, ahead of schedule", "On it before the day begins"],
      wry: ["Awake before my alarm, smugly", "Morning person, sorry to everyone", "Done a lot before you woke up"],
      warm: ["Greeting the day before it's busy", "Loving the quiet before everyone is up"],
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
      plain: ["Good taste, in every sense", "Discerning palate, high standards"],
      wry: ["Already thinking about the next meal", "Hungry, historically and currently", "Snack-based personality"],
      warm: ["Always up for sharing a good meal", "Happiest around a full table"],
    },
  },
  {
    names: ["bookworm", "a bookworm", "book worm", "book lover", "booklover", "bookish", "avid reader", "big reader"],
    lines: {
      plain: ["Well read and still learning", "Lifelong reader, sharp thinker"],
      wry: ["To-read pile, emotionally heavy", "Bookmark? I remember the page", "Running out of shelf space again"],
      warm: ["Lending out my favourite books", "Always one more chapter"],
    },
  },
  {
    names: ["social butterfly", "a social butterfly", "social", "sociable"],
    lines: {
      plain: ["Bringing the right people together", "Remembering everyone's name"],
      wry: ["I know someone for that", "Somehow invited to everything", "Leaving the party last, every time"],
      warm: ["Keeping in touch with everyone", "Always glad to meet someone new"],
    },
  },
  {
    names: ["generous", "giving", "selfless", "openhanded", "open-handed"],
    lines: {
      plain: ["Generous with time and knowledge", "Sharing what I know, freely"],
      wry: ["Generous, especially with opinions", "I'll share my last anything", "Giving away the good bits"],
      warm: ["Giving without keeping score", "Sharing the credit, always"],
    },
  },
  {
    names: ["humble", "modest", "unassuming", "self-effacing", "self effacing"],
    lines: {
      plain: ["Results over recognition", "Quietly capable, open to feedback"],
      wry: ["Humble, and frankly great at it", "Low-key brilliant, don't tell", "So modest it is almost showing off"],
      warm: ["Learning from anyone who'll teach me", "Thankful for the help I've had"],
    },
  },
  {
    names: ["resilient", "survivor", "a survivor", "fighter", "a fighter"],
    lines: {
      plain: ["Tough jobs don't put me off", "Still going when the work gets hard"],
      wry: [
        "Knocked down, back up, slightly dusty",
        "Still standing, mildly surprised",
        "Tougher than I look, probably",
      ],
      warm: ["Getting back up, every time", "I've had knocks, and I'm still hopeful"],
    },
  },
  {
    names: ["determined", "persevering", "unstoppable", "relentless", "resolute", "gritty"],
    lines: {
      plain: ["Determined to see it through", "Finding a way around obstacles"],
      wry: ["No is just a slower yes", "Unstoppable, even by common sense", "Relentless, but politely"],
      warm: ["Finishing what I start", "Sticking with it past the hard bits"],
    },
  },
  {
    names: ["down to earth", "down-to-earth", "grounded", "unpretentious", "no airs"],
    lines: {
      plain: ["Plain talk, no jargon", "No ego, just good work"],
      wry: ["Fancy? I wouldn't know how", "Too grounded for airs and graces", "Posh is not a setting I have"],
      warm: ["Treating everyone the same", "Never above the small jobs"],
    },
  },
  {
    names: ["fun-loving", "fun loving", "funloving", "fun", "fun person"],
    lines: {
      plain: ["Good energy, good company", "Work hard, enjoy it more"],
      wry: ["Fun is my default setting", "Bad at leaving early", "Say yes to fun, deal with it later"],
      warm: ["Bringing the fun to a flat day", "First to suggest something fun"],
    },
  },
  {
    names: ["passionate", "intense", "fiery", "wholehearted", "whole-hearted"],
    lines: {
      plain: ["Wholehearted in everything I take on", "Intensity that gets results"],
      wry: ["Intense about everything, sorry", "No casual interests, only obsessions", "Passion volume: stuck on loud"],
      warm: ["Caring hard about the things I love", "If I'm in, I'm in all the way"],
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
      plain: ["Clear, direct, no guesswork", "What you see is what you get"],
      wry: ["No hidden agenda, I checked", "Subtext? I don't do subtext", "Exactly as advertised"],
      warm: ["People know where they stand with me", "What I say is what I mean"],
    },
  },
  {
    names: ["wholesome", "pure-hearted", "pure hearted", "good-hearted", "good hearted", "good egg", "a good egg"],
    lines: {
      plain: ["Honest work, done with care", "Decent and fair in how I work"],
      wry: ["Dangerously wholesome", "Certified wholesome, no edges", "Wholesome, and no, it's not an act"],
      warm: ["Rooting for everyone, truly", "Doing right when nobody's watching"],
    },
  },
  {
    names: ["mysterious", "enigmatic", "a mystery", "private", "elusive"],
    lines: {
      plain: ["Discreet and trustworthy", "What's shared with me stays with me"],
      wry: ["Mysterious, or just bad at bios", "You'll never guess, don't try", "Enigma, pending further notice"],
      warm: ["Worth the wait, once I open up", "Letting people know me slowly"],
    },
  },
  {
    names: ["adaptable", "flexible", "versatile", "resourceful"],
    lines: {
      plain: ["Resourceful with whatever is at hand", "At ease with change"],
      wry: [
        "Changing course mid-sentence, smoothly",
        "Thrown in the deep end, swimming",
        "Good at pivoting, annoyingly",
      ],
      warm: ["Making it work, whatever happens", "Finding my feet again, fast"],
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
      plain: ["Open to new ideas and approaches", "Fair-minded and free of judgement"],
      wry: ["Willing to be wrong, occasionally", "Changing my mind, on good evidence", "Open-minded, within reason"],
      warm: ["I'll hear anyone out", "Curious about other ways of seeing"],
    },
  },
  {
    names: ["awkward", "socially awkward", "a bit awkward"],
    lines: {
      plain: [],
      wry: [
        "Waving back at people who weren't waving",
        "Going in for a handshake, getting a hug",
        "Still replaying every goodbye",
      ],
      warm: ["Bad at small talk, good at listening", "Awkward, but I mean every word"],
    },
  },
  {
    names: ["clumsy", "accident-prone", "accident prone", "butterfingers"],
    lines: {
      plain: [],
      wry: ["Gravity and I have a history", "Bruises of unknown origin", "Walking into doors since forever"],
      warm: [],
    },
  },
  {
    names: ["intuitive", "perceptive", "insightful", "observant"],
    lines: {
      plain: ["Strong instincts, backed by thought", "Reading situations quickly and well"],
      wry: ["I had a feeling about this", "Gut feeling, usually correct", "Knowing things, unsettlingly"],
      warm: ["Hearing what people leave unsaid", "Trusting the quiet hunch"],
    },
  },
  {
    names: ["affectionate", "loving", "cuddly", "huggy", "hugger", "a hugger"],
    lines: {
      plain: ["Warm and open with everyone", "Quick to show appreciation"],
      wry: ["Hugger, but I ask first", "Affectionate, brace yourself", "Telling people I love them, a lot"],
      warm: ["Generous with hugs and kind words", "Letting people know they're loved"],
    },
  },
];
