/**
 * What a copywriter knows about the personality words visitors type: their spellings, and lines that
 * show each trait by voice (see ./types.ts): `plain` as a working strength shown in what the person
 * does ("I check it twice, then once more"), `wry` as a joke ("I don't believe in rounding"), `warm`
 * as how the person is with people ("Noticing who could use a hand"). Each is true of anyone who says
 * the trait of themselves. A word said with a smile ("chaotic", "clumsy") has no plain or warm line
 * when there is no honest strength behind it.
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
      plain: ["I slow down when everything speeds up", "I lower my voice when things get loud"],
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
      plain: ["Nobody gets overlooked with me", "I check in, then I check back"],
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
      plain: ["Still saying please when it's hectic", "I say thank you, and say what for"],
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
      plain: ["I say hello first, and warmly", "Nobody stays on the edges for long"],
      wry: ["Human hot water bottle energy", "I raise the room temperature", "Warm welcome, like it or not"],
      warm: ["Keeping an eye out for newcomers", "I want everyone to feel welcome"],
    },
  },
  {
    names: ["friendly", "approachable", "personable", "super friendly", "very friendly"],
    lines: {
      plain: ["I smile first, then ask how it's going", "No question too basic to ask me"],
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
      plain: ["I'll get a laugh, then get it done", "I find the joke in a long day"],
      wry: ["Funny, as rated by me", "Here mainly for the punchline", "Comic timing: usually accurate"],
      warm: ["I love getting a whole room laughing", "Making people laugh when it's needed"],
    },
  },
  {
    names: ["silly", "daft", "ridiculous", "a bit silly", "absurd"],
    lines: {
      plain: ["Serious about the work, not myself", "I laugh at my mistakes, then fix them"],
      wry: ["Professionally unserious", "Silly, and at peace with it", "My inner child has the final say"],
      warm: ["Never too proud to look daft", "Still delighted by small, daft things"],
    },
  },
  {
    names: ["witty", "quick-witted", "quick witted", "quick wit", "wisecracking"],
    lines: {
      plain: ["I find the right word, fast", "I'll answer quickly, and make it land"],
      wry: ["Witty, with a slight delay", "Fluent in the perfect comeback", "My comebacks arrive on time, mostly"],
      warm: ["Quick with a joke to break the ice", "I'll lighten a heavy moment if I can"],
    },
  },
  {
    names: ["sarcastic", "sarcasm", "sardonic", "snarky", "fluent in sarcasm", "very sarcastic"],
    lines: {
      plain: ["I spot what doesn't quite add up", "I'll say the awkward bit out loud"],
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
      plain: ["I keep a straight face and a clear head", "A quiet joke, then on with the job"],
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
      plain: ["I don't flinch at the grim bits", "I can talk about the hard stuff"],
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
      plain: ["A bad joke, then a good job", "I keep the mood light when it drags"],
      wry: ["Dad jokes, delivered with confidence", "I groan at my own puns too", "Pun intended, every single time"],
      warm: ["A groan is a laugh in disguise", "Corny jokes, told with love"],
    },
  },
  {
    names: ["curious", "inquisitive", "endlessly curious", "always curious", "curious mind", "nosy", "nosey"],
    lines: {
      plain: ["Always asking the next question", "I want to know how it works, then why"],
      wry: ["Nosy, but make it intellectual", "I have follow-up questions", "Rabbit holes are my natural habitat"],
      warm: ["Still asking why, and loving the answers", "I ask, and I actually listen"],
    },
  },
  {
    names: ["creative", "imaginative", "inventive", "creative soul", "creative mind", "creatively minded"],
    lines: {
      plain: ["I try three ways before I pick one", "I'll find another way in"],
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
      plain: ["First to try the new way", "Happy to start without a map"],
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
      plain: ["I set the bar high, then clear it", "I always know what I'm aiming for next"],
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
      "goal-oriented",
      "goal oriented",
      "goal-driven",
      "goal driven",
    ],
    lines: {
      plain: ["I start with the hardest part", "Starting without needing a push"],
      wry: ["Off switch not found", "Resting is a skill I'm learning", "Relaxing? I'll pencil it in"],
      warm: ["At my best with a goal in sight", "Keeping going after the buzz wears off"],
    },
  },
  // Not "driven" (round 60: "Crane operator | … / Starting without needing a push", 4): focus is
  // attention on the work in hand, not a push to start it.
  {
    names: ["focused", "focussed", "laser-focused", "laser focused", "concentrated"],
    lines: {
      plain: ["One job at a time, done properly", "My full attention, start to finish"],
      wry: ["Focus so strong it's a bit rude", "Sorry, didn't hear you, I was focusing", "In the zone; back in five"],
      warm: ["All of my attention, not half of it", "Doing one thing well, then the next"],
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
      plain: ["I note it down so nothing slips", "Lists made, ticked off, filed"],
      wry: ["I have a list for my lists", "Colour-coded down to the soul", "Chaos fears me, frankly"],
      warm: ["Making plans so others can relax", "Everything in its place, me included"],
    },
  },
  {
    names: ["patient", "very patient", "endlessly patient", "patience"],
    lines: {
      plain: ["I'll find a third way to explain it", "I let people finish their sentences"],
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
      plain: ["If I got it wrong, I'll say so", "I give the real answer, not the easy one"],
      wry: ["Too honest for small talk", "My face cannot keep a secret", "Can't even lie about liking a gift"],
      warm: ["I tell the truth, and I tell it kindly", "Real with people, even when it's awkward"],
    },
  },
  {
    names: ["loyal", "faithful", "devoted", "ride or die", "ride-or-die"],
    lines: {
      plain: ["I stick by people when it gets hard", "I defend people who aren't there"],
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
      plain: ["I listen first and talk when it counts", "I say less, but I've thought it through"],
      wry: ["Shy, please wave from a distance", "I rehearse hellos in my head", "Shy, but I warm up eventually"],
      warm: ["Quiet, and taking it all in", "Saying less, meaning all of it"],
    },
  },
  {
    names: ["introverted", "introvert", "an introvert", "quiet introvert"],
    lines: {
      plain: ["Give me a quiet hour and a hard problem", "I think most clearly on my own"],
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
      plain: ["I'll strike up a chat with anyone", "I think best out loud, with others"],
      wry: ["I talk to strangers, sorry", "Social battery on permanent charge", "No strangers, only pre-friends"],
      warm: ["Pulling the quiet ones into the chat", "A busy room feels like home"],
    },
  },
  {
    names: ["chatty", "talkative", "chatterbox", "a chatterbox", "talker", "a talker", "gabby"],
    lines: {
      plain: ["I can get anyone talking", "Silences don't last long around me"],
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
      plain: ["I bring the good mood in with me", "First to smile, first to say hi"],
      wry: ["Carbonated personality", "Unreasonably perky, it's fine", "Fizzing with enthusiasm, constantly"],
      warm: ["I like leaving people in a better mood", "Smiling first, and meaning it"],
    },
  },
  {
    names: ["energetic", "high energy", "high-energy", "full of energy", "lively", "dynamic", "vibrant"],
    lines: {
      plain: ["I keep things moving when they stall", "I'm still going strong late in the day"],
      wry: ["Speeds available: fast, asleep", "Sitting still is not a strength", "Please match my energy, or try"],
      warm: ["Getting everyone up and moving", "Bringing the spark when the day drags"],
    },
  },
  {
    names: ["enthusiastic", "keen", "eager", "excitable", "super enthusiastic"],
    lines: {
      plain: ["First to volunteer, last to flag", "I get stuck in from the first minute"],
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
      plain: ["I keep smiling through the hard days", "When spirits dip, I lift them"],
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
      plain: ["Finding what works, not who to blame", "I bring a fix along with the problem"],
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
      plain: ["I don't panic, I just get on with it", "I take changes of plan in my stride"],
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
      plain: ["I don't need things done my way", "Happy to fit in around others"],
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
      plain: ["Small hiccups don't rattle me", "I keep my cool and keep working"],
      wry: ["Chill, in a way that worries people", "Aggressively unbothered", "Low-key, even about being low-key"],
      warm: ["Keeping the peace when tempers rise", "Hard to annoy, easy to hang out with"],
    },
  },
  {
    names: ["nerdy", "nerd", "a nerd", "total nerd", "huge nerd", "big nerd", "nerd at heart"],
    lines: {
      plain: ["I dig into how things work", "Loving the details others skip"],
      wry: ["Nerd, proud of every footnote", "I will explain. In detail. Happily", "Fun facts on tap, sorry"],
      warm: ["Loving things in great detail", "I love it when someone nerds out too"],
    },
  },
  {
    names: ["geeky", "geek", "a geek", "total geek", "huge geek", "big geek", "geek at heart"],
    lines: {
      plain: ["I learn how all of it fits together", "I love a problem I can get stuck into"],
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
      plain: ["I come at problems from the side", "I try the odd idea, and it often works"],
      wry: ["Weird, in a good way, I'm told", "Normal was never an option", "Certified odd, no refunds"],
      warm: ["Glad when others are odd too", "Happily a little left of centre"],
    },
  },
  {
    names: ["goofy", "goofball", "a goofball", "dorky", "dork", "doofus"],
    lines: {
      plain: ["Lightening the mood when it counts", "I'll clown around, then knuckle down"],
      wry: ["Professional goofball, amateur adult", "Ridiculous on purpose, mostly", "Dork by nature, dork by choice"],
      warm: ["First to laugh at myself", "Looking cool was never the goal"],
    },
  },
  {
    names: ["playful", "light-hearted", "lighthearted", "light hearted"],
    lines: {
      plain: ["I keep it fun and get it done", "I try ideas out just to see"],
      wry: ["Recess never ended for me", "Mostly here to play, honestly", "Treating life like a game I'm winning"],
      warm: ["Turning dull tasks into games", "I never grew out of playing"],
    },
  },
  {
    names: ["perfectionist", "a perfectionist", "perfectionism", "recovering perfectionist", "high standards"],
    lines: {
      plain: ["One more pass, then it's finished", "Nothing leaves my hands half-done"],
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
      plain: ["I read the small print, all of it", "I check the bits nobody else checks"],
      wry: ["I noticed that typo. And that one", "Zoomed in at all times", "Spotting the wonky one in a row"],
      warm: ["I care about the bits nobody sees", "Noticing what others walk past"],
    },
  },
  {
    names: ["practical", "pragmatic", "sensible", "no-nonsense", "no nonsense", "down to business"],
    lines: {
      plain: ["I'll mend it rather than replace it", "I go with what works, not what's new"],
      wry: ["I read instructions. Voluntarily", "Boring advice, excellent results", "Will fix it with what we have"],
      warm: ["Showing up with a fix, not a fuss", "I like being the useful one"],
    },
  },
  {
    names: ["reliable", "trustworthy", "consistent", "responsible"],
    lines: {
      plain: ["I reply, even when the answer is no", "When I promise a date, I keep it"],
      wry: ["Boringly reliable, you're welcome", "Never late, and a bit smug about it", "My word is annoyingly good"],
      warm: ["Doing what I said I would", "Keeping my word on the small things"],
    },
  },
  {
    names: ["dependable", "steadfast", "always there", "solid"],
    lines: {
      plain: ["Bad day or good, the effort's the same", "I pick up when people call"],
      wry: ["Emergency contact energy", "Dependable, like a good umbrella", "I show up, even in the rain"],
      warm: ["Glad to be someone people lean on", "If I said I'd be there, I'm there"],
    },
  },
  {
    names: ["steady", "stable", "even-keeled", "even keeled", "unshakeable", "unshakable"],
    lines: {
      plain: ["I keep the same pace, rush or no rush", "I don't swing with the mood of the day"],
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
      plain: ["I slow down for anyone who's nervous", "I deliver hard news softly"],
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
      plain: ["Reading how people feel, and why", "I hear what's behind the question"],
      wry: ["Feeling your feelings for you", "Absorbing moods like a sponge", "Crying at happy endings, loudly"],
      warm: ["I notice when someone's struggling", "Listening without rushing to fix it"],
    },
  },
  {
    names: ["thoughtful", "considerate", "mindful", "attentive"],
    lines: {
      plain: ["I think about who it affects first", "I follow up without being asked"],
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
      plain: ["I work away without a fuss", "Few words, and each one meant"],
      wry: ["Quiet, but the thoughts are loud", "Speaking rarely, for effect", "Quiet, not ignoring you, promise"],
      warm: ["Noticing what the loud ones miss", "Good company in comfortable silence"],
    },
  },
  {
    names: ["precise", "exact", "accurate", "exacting"],
    lines: {
      plain: ["I check it twice, then once more", "Close enough isn't good enough for me"],
      wry: ["Technically correct, the best kind", "I don't believe in rounding", "Approximately is a swear word here"],
      warm: ["Getting it right is how I show I care", "Taking the time to check twice"],
    },
  },
  {
    names: ["bold", "brave", "fearless", "courageous", "gutsy"],
    lines: {
      plain: ["I step up when others hesitate", "I'll put my hand up for the hard one"],
      wry: ["Bold, occasionally on purpose", "Fearless, except in small talk", "Jumping now, reading the sign after"],
      warm: ["Trying the thing that scares me", "Speaking up when others won't"],
    },
  },
  {
    names: ["confident", "self-assured", "self assured", "self-confident", "self confident", "assertive", "secure"],
    lines: {
      plain: ["I make the call and stand by it", "I'll own the decision, either way"],
      wry: ["Confident, and occasionally correct", "Walking in like I own the place", "Self-doubt sends its regrets"],
      warm: ["At ease with who I am", "Backing myself, come what may"],
    },
  },
  {
    names: ["sweet", "sweetheart", "a sweetheart", "sweet natured", "sweet-natured", "big softie", "softie", "softy"],
    lines: {
      plain: ["I leave a kind word wherever I can", "I'll put myself out for people"],
      wry: ["Sweet, and a little bit feral", "Big softie, tough exterior pending", "Sweet enough to rot your teeth"],
      warm: ["A big softie, no apologies", "Saying the nice thing out loud"],
    },
  },
  {
    names: ["grumpy", "grouchy", "cranky", "grump", "curmudgeon", "curmudgeonly"],
    lines: {
      plain: ["I'll point out what isn't working", "I won't let sloppy work slide"],
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
      plain: ["Checking the facts before the claims", "I ask how we know before I agree"],
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
      plain: ["I find the heart of a problem fast", "Tell me once and I've got it"],
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
      plain: ["I make sure everyone's comfortable first", "I go at a gentle, unhurried pace"],
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
      plain: ["I picture where it could go, then start", "I keep asking what if"],
      wry: ["Head in the clouds, feet optional", "Daydreaming, please hold", "Lost in thought, back shortly"],
      warm: ["Picturing how good things could be", "A head full of maybes"],
    },
  },
  {
    names: ["romantic", "hopeless romantic", "a hopeless romantic", "romantic at heart"],
    lines: {
      plain: ["Putting heart into the small details", "I add the small touch nobody asked for"],
      wry: ["Hopeless romantic, emphasis on hopeless", "Waiting on my movie moment", "Swooning, professionally"],
      warm: ["Falling for the small gestures", "Saying how I feel, and meaning it"],
    },
  },
  {
    names: ["motivating", "motivational", "inspiring", "encouraging", "supportive", "cheerleader", "hype person"],
    lines: {
      plain: ["Noticing progress and saying so", "I help people see they can do it"],
      wry: ["Your unofficial hype person", "Loud cheers, mild embarrassment", "Cheerleader, minus the pom-poms"],
      warm: ["Celebrating other people's wins", "I believe in people out loud"],
    },
  },
  {
    names: ["loud", "loud and proud", "noisy", "boisterous"],
    lines: {
      plain: ["I say it so everyone hears it", "I speak up when something's off"],
      wry: ["Indoor voice sold separately", "Volume: yes", "You'll hear me before you see me"],
      warm: ["I cheer the loudest for my people", "Never quiet about the good stuff"],
    },
  },
  {
    names: ["blunt", "direct", "outspoken", "frank", "candid", "no filter", "brutally honest"],
    lines: {
      plain: ["I skip the waffle and get to it", "If something's wrong, I say it plainly"],
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
      plain: ["I've thought of what could go wrong", "I check everything before it goes"],
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
      plain: ["I look at it from every side first", "I think it through so others needn't"],
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
      plain: ["Still at it when others have stopped", "I put the hours in, seen or unseen"],
      wry: ["Rest days are a rumour", "Tired, but in a proud way", "Elbow grease is my personality"],
      warm: ["First to muck in when there's work", "Proud of the work behind the scenes"],
    },
  },
  {
    names: ["charming", "charismatic", "charmer", "a charmer", "magnetic", "likeable", "likable"],
    lines: {
      plain: ["People leave a chat with me smiling", "I can get a stranger laughing fast"],
      wry: ["Charm: my only real skill", "Talking my way into things", "Charming, in short bursts"],
      warm: ["Making everyone feel noticed", "Finding common ground with anyone"],
    },
  },
  {
    names: ["spontaneous", "impulsive", "free spirit", "a free spirit", "free-spirited", "free spirited", "carefree"],
    lines: {
      plain: ["Change of plan? I'm already moving", "I can start at a moment's notice"],
      wry: ["Planning is for other people", "Impulsive, it's worked so far", "Last-minute plans, full commitment"],
      warm: ["Last-minute plans? I'm in", "Up for it, whatever it is"],
    },
  },
  {
    names: ["competitive", "super competitive", "very competitive", "competitive streak"],
    lines: {
      plain: ["I go after the win, and fairly", "I want to beat last time's best"],
      wry: ["Competitive about everything, even this", "I let you win. That's a lie", "Gracious winner, allegedly"],
      warm: ["Chasing my personal best", "I play to win, and I shake hands after"],
    },
  },
  {
    names: ["stubborn", "headstrong", "strong-willed", "strong willed", "pig-headed", "persistent", "tenacious"],
    lines: {
      plain: ["I stay on it till it's right", "I don't drop a problem halfway"],
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
      plain: ["Set me a goal and I'll find the way", "I sort it out before asking for help"],
      wry: ["I'll do it myself, thanks", "Asking for help is on my list", "Lone wolf, occasionally sociable"],
      warm: ["Finding my own way, gladly", "Trusting myself to figure it out"],
    },
  },
  {
    names: ["sensitive", "highly sensitive", "deep feeler", "emotional", "feels deeply"],
    lines: {
      plain: ["I pick up on a change of mood fast", "I notice how things land with people"],
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
      plain: ["I know my blind spots and check them", "I look back at what I'd do differently"],
      wry: ["Deep thoughts, poor timing", "Self-aware, which is worse somehow", "Having big thoughts at odd hours"],
      warm: ["Learning from my wrong turns", "Honest with myself, first of all"],
    },
  },
  {
    names: ["minimalist", "minimal", "minimalistic", "minimalism", "simple", "simplicity"],
    lines: {
      plain: ["Cutting things down to what matters", "I keep it simple so it works"],
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
      plain: ["I notice when something looks off", "I care how it looks as well as works"],
      wry: ["Strong feelings about fonts", "Noticing light in weird places", "Judging your colour choices, gently"],
      warm: ["Noticing colour in ordinary things", "Making things just to share them"],
    },
  },
  {
    names: ["outdoorsy", "outdoor person", "outdoors person", "outdoor type", "nature lover", "loves the outdoors"],
    lines: {
      plain: ["Bad weather doesn't slow me down", "I think better with fresh air"],
      wry: ["Allergic to ceilings", "Indoors is just a waiting room", "Mud counts as an accessory"],
      warm: ["Happiest under an open sky", "Out in any weather, smiling"],
    },
  },
  {
    // A hugger of trees, not people (round 152: "Telling people I love them, a lot" for a forestry student).
    names: ["tree hugger", "tree-hugger", "treehugger", "eco warrior", "eco-warrior"],
    lines: {
      plain: ["Happiest in the woods", "I'd rather be among trees"],
      wry: [
        "Yes, I have hugged a tree this week",
        "Tree hugger, literally, on occasion",
        "Trees first, small talk later",
      ],
      warm: ["Caring for the trees that care for us", "Happiest under an old tree"],
    },
  },
  {
    names: ["homebody", "home body", "homebird", "home bird", "indoorsy", "couch potato"],
    lines: {
      plain: ["I like a routine and I keep to it", "I stay put and see things through"],
      wry: ["Leaving the house is a big ask", "Indoorsy and proud", "My sofa knows me best"],
      warm: ["Best company on a night in", "Nothing beats my own front door"],
    },
  },
  {
    names: ["night owl", "nightowl", "a night owl", "night person", "nocturnal"],
    lines: {
      plain: ["Sharpest when the world is quiet", "I hit my stride when it's late"],
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
      plain: ["I've made a start before the rush", "Early mornings are when I get ahead"],
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
      plain: ["I know good when I taste it", "I'll always ask what went into it"],
      wry: ["Already thinking about the next meal", "Hungry, historically and currently", "Snack-based personality"],
      warm: ["Always up for sharing a good meal", "Happiest around a full table"],
    },
  },
  {
    names: ["bookworm", "a bookworm", "book worm", "book lover", "booklover", "bookish", "avid reader", "big reader"],
    lines: {
      plain: ["I read up before I weigh in", "I look things up instead of guessing"],
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
      plain: ["I'll stop to show someone how", "Sharing what I know, freely"],
      wry: ["Generous, especially with opinions", "I'll share my last anything", "Giving away the good bits"],
      warm: ["Giving without keeping score", "Sharing the credit, always"],
    },
  },
  {
    names: ["humble", "modest", "unassuming", "self-effacing", "self effacing"],
    lines: {
      plain: ["I'd sooner do it than talk about it", "I ask for feedback, and use it"],
      wry: ["Humble, and frankly great at it", "Low-key brilliant, don't tell", "So modest it is almost showing off"],
      warm: ["Learning from anyone who'll teach me", "Thankful for the help I've had"],
    },
  },
  {
    names: ["resilient", "survivor", "a survivor", "fighter", "a fighter"],
    lines: {
      plain: ["Tough jobs don't put me off", "A setback slows me, it doesn't stop me"],
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
      plain: ["If there's a way, I'll find it", "I keep going after the first no"],
      wry: ["No is just a slower yes", "Unstoppable, even by common sense", "Relentless, but politely"],
      warm: ["Finishing what I start", "Sticking with it past the hard bits"],
    },
  },
  {
    names: ["down to earth", "down-to-earth", "grounded", "unpretentious", "no airs"],
    lines: {
      plain: ["I explain it without the jargon", "I'll muck in with whatever needs doing"],
      wry: ["Fancy? I wouldn't know how", "Too grounded for airs and graces", "Posh is not a setting I have"],
      warm: ["Treating everyone the same", "Never above the small jobs"],
    },
  },
  {
    names: ["fun-loving", "fun loving", "funloving", "fun", "fun person"],
    lines: {
      plain: ["I'll make a slog feel shorter", "I'll say yes to something new"],
      wry: ["Fun is my default setting", "Bad at leaving early", "Say yes to fun, deal with it later"],
      warm: ["Bringing the fun to a flat day", "First to suggest something fun"],
    },
  },
  {
    names: ["passionate", "intense", "fiery", "wholehearted", "whole-hearted"],
    lines: {
      plain: ["If I take it on, I give it everything", "I care, and it shows in the work"],
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
      plain: ["Nothing to read between the lines", "I'll tell it plainly and move on"],
      wry: ["No hidden agenda, I checked", "Subtext? I don't do subtext", "Exactly as advertised"],
      warm: ["People know where they stand with me", "What I say is what I mean"],
    },
  },
  {
    names: ["wholesome", "pure-hearted", "pure hearted", "good-hearted", "good hearted", "good egg", "a good egg"],
    lines: {
      plain: ["I do things the decent way", "I treat everyone with the same care"],
      wry: ["Dangerously wholesome", "Certified wholesome, no edges", "Wholesome, and no, it's not an act"],
      warm: ["Rooting for everyone, truly", "Doing right when nobody's watching"],
    },
  },
  {
    names: ["mysterious", "enigmatic", "a mystery", "private", "elusive"],
    lines: {
      plain: ["I don't gossip, and I don't overshare", "What's shared with me stays with me"],
      wry: ["Mysterious, or just bad at bios", "You'll never guess, don't try", "Enigma, pending further notice"],
      warm: ["Worth the wait, once I open up", "Letting people know me slowly"],
    },
  },
  {
    names: ["adaptable", "flexible", "versatile", "resourceful"],
    lines: {
      plain: ["I work with whatever I've got", "Change the plan and I'll change with it"],
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
      plain: ["I hear the idea out before I judge it", "I'll change my mind when shown better"],
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
      plain: ["I trust my gut, then check it", "I spot the problem before it shows"],
      wry: ["I had a feeling about this", "Gut feeling, usually correct", "Knowing things, unsettlingly"],
      warm: ["Hearing what people leave unsaid", "Trusting the quiet hunch"],
    },
  },
  {
    names: ["affectionate", "loving", "cuddly", "huggy", "hugger", "a hugger"],
    lines: {
      plain: ["I tell people when they've made my day", "I greet people like I've missed them"],
      wry: ["Hugger, but I ask first", "Affectionate, brace yourself", "Telling people I love them, a lot"],
      warm: ["Generous with hugs and kind words", "Letting people know they're loved"],
    },
  },
  {
    // Said as a fact of their life now ("not working at the moment", "no job rn"); the reader names it so.
    names: ["between jobs", "unemployed", "out of work", "job hunting", "job-hunting", "jobless"],
    lines: {
      plain: [
        "Between roles and open to what's next",
        "Taking stock before the next job",
        "Ready for whatever comes next",
      ],
      wry: [
        "Between jobs, never between hobbies",
        "Currently employed by my hobbies",
        "Unpaid and somehow still busy",
        "My diary is full, my payslip isn't",
        "Work-life balance: all life, for now",
      ],
      warm: ["A pause between chapters", "Days given to what I love, for now", "Making the most of the in-between"],
    },
  },
];
