import type { FontStyleKey } from "../fonts/font-styles";

/** docs/product.md#style-guide. Colour and typography meanings are conventions, not findings (BRANDING_NOTE). */

export interface StyleTip {
  id: string;
  title: string;
  description: string;
  example: string;
  /** Not a measurement. */
  impact: string;
}

export interface ColourMeaning {
  id: string;
  name: string;
  swatch: string;
  emoji: string;
  associations: readonly string[];
  /** A convention, not a rule. */
  oftenUsedFor: string;
}

export interface TypographyMeaning {
  id: string;
  fontStyleKey: FontStyleKey;
  name: string;
  conveys: string;
  bestFor: string;
}

export interface Guideline {
  id: string;
  text: string;
  reason: string;
}

export interface BeforeAfter {
  id: string;
  context: string;
  before: string;
  after: string;
  changes: readonly string[];
}

export const STYLE_TIPS = [
  {
    id: "one-job-per-line",
    title: "Give each line one job",
    description:
      "Line one says who you are, line two what people get from following, line three what to do next. The bio reads in a glance and fits every platform's shape.",
    example: "📷 Portrait photographer\n💛 Natural light, no stiff poses\n📩 Bookings: DM me",
    impact: "Understood in seconds",
  },
  {
    id: "emoji-signposts",
    title: "Use emoji as signposts",
    description:
      "Put one emoji at the start of a line to show what the line is about. At the start they guide the eye; in the middle of words they interrupt it.",
    example: "📍 Manchester\n🎓 Maths teacher\n📚 Reading list ↓",
    impact: "Easier to scan",
  },
  {
    id: "light-separators",
    title: "Separate with a light symbol",
    description:
      "A middle dot (·), a vertical bar (|) or a slash joins short items on one line without clutter, and saves a line break.",
    example: "Designer · Writer · Runner",
    impact: "Tidier lists, fewer lines",
  },
  {
    id: "style-decoration-not-information",
    title: "Style decoration, not information",
    description:
      "Fancy letters are Unicode symbols: search does not find them and screen readers may spell them out. Style one accent word at most, and keep your name and keywords plain.",
    example: "𝓢𝓵𝓸𝔀 living · Ceramics · Leeds",
    impact: "Searchable and accessible",
  },
  {
    id: "one-voice",
    title: "Choose a voice and keep it",
    description:
      "Decide whether you sound formal, warm or playful, and use the same voice in your bio, captions and replies.",
    example: "Hi, I'm Jo. I build websites that load fast.",
    impact: "A voice people recognise",
  },
  {
    id: "cut-filler",
    title: "Cut the filler",
    description:
      "'Just a girl who loves…', 'Welcome to my page' and 'passionate about' use up characters and say little. Start with the word that matters.",
    example: "Just someone who really loves baking → Home baker",
    impact: "Room for what matters",
  },
  {
    id: "room-to-breathe",
    title: "Leave room to breathe",
    description:
      "Short lines with line breaks read better on a phone than one dense paragraph. On Instagram, press Return in the bio field to start a new line.",
    example: "🌿 Plant shop\n🪴 Repotting help\n📍 High Street",
    impact: "Readable on small screens",
  },
] as const satisfies readonly StyleTip[];

export const BRANDING_NOTE =
  "These are common design conventions, not science: what a colour or a letterform suggests varies between cultures, industries and people. Use them as a starting point, and choose what fits your own work.";

export const TYPOGRAPHY_NOTE =
  "A bio cannot change its font. These looks come from Unicode characters, so every caution about fancy letters applies: keep names and keywords plain, and check the note on each style in the font list.";

export const COLOUR_MEANINGS = [
  {
    id: "blue",
    name: "Blue",
    swatch: "#2563eb",
    emoji: "💙",
    associations: ["Trust", "Calm", "Reliability"],
    oftenUsedFor: "Finance, technology, healthcare",
  },
  {
    id: "green",
    name: "Green",
    swatch: "#16a34a",
    emoji: "💚",
    associations: ["Nature", "Growth", "Health"],
    oftenUsedFor: "Sustainability, wellness, food and gardening",
  },
  {
    id: "red",
    name: "Red",
    swatch: "#dc2626",
    emoji: "❤️",
    associations: ["Energy", "Passion", "Urgency"],
    oftenUsedFor: "Food, sport, sales and launches",
  },
  {
    id: "orange",
    name: "Orange",
    swatch: "#ea580c",
    emoji: "🧡",
    associations: ["Warmth", "Enthusiasm", "Friendliness"],
    oftenUsedFor: "Community projects, family brands, fitness",
  },
  {
    id: "yellow",
    name: "Yellow",
    swatch: "#eab308",
    emoji: "💛",
    associations: ["Optimism", "Cheerfulness", "Attention"],
    oftenUsedFor: "Children's brands, cafés, anything that wants a smile",
  },
  {
    id: "purple",
    name: "Purple",
    swatch: "#9333ea",
    emoji: "💜",
    associations: ["Creativity", "Imagination", "Luxury"],
    oftenUsedFor: "Art, beauty, spiritual and wellbeing work",
  },
  {
    id: "pink",
    name: "Pink",
    swatch: "#db2777",
    emoji: "💗",
    associations: ["Playfulness", "Care", "Romance"],
    oftenUsedFor: "Beauty, fashion, baking, gifts",
  },
  {
    id: "black",
    name: "Black",
    swatch: "#111827",
    emoji: "🖤",
    associations: ["Elegance", "Authority", "Modernity"],
    oftenUsedFor: "Fashion, luxury goods, photography",
  },
] as const satisfies readonly ColourMeaning[];

export const TYPOGRAPHY_MEANINGS = [
  {
    id: "plain",
    fontStyleKey: "normal",
    name: "Plain",
    conveys: "Clear, direct and readable by everyone and everything.",
    bestFor: "Your name, your keywords and anything people should find or hear read aloud.",
  },
  {
    id: "bold",
    fontStyleKey: "bold",
    name: "Bold",
    conveys: "Confidence and emphasis.",
    bestFor: "One word you want noticed, such as an offer or a launch.",
  },
  {
    id: "italic",
    fontStyleKey: "italic",
    name: "Italic",
    conveys: "A softer, personal aside.",
    bestFor: "A short quote or a wry comment.",
  },
  {
    id: "script",
    fontStyleKey: "cursive",
    name: "Script",
    conveys: "Elegance, romance, something handmade.",
    bestFor: "Weddings, calligraphy, handmade goods, as a single accent word.",
  },
  {
    id: "small-caps",
    fontStyleKey: "fancy",
    name: "Small caps",
    conveys: "Understated, editorial refinement.",
    bestFor: "A short label above the rest, such as a studio name in a decorative line.",
  },
  {
    id: "monospace",
    fontStyleKey: "monospace",
    name: "Monospace",
    conveys: "Technical precision, a typewriter feel.",
    bestFor: "Developers, writers and anything with a retro, mechanical touch.",
  },
  {
    id: "gothic",
    fontStyleKey: "fraktur",
    name: "Gothic (Fraktur)",
    conveys: "Tradition, drama, a dark or medieval mood.",
    bestFor: "Metal bands, tattoo studios, fantasy writers.",
  },
] as const satisfies readonly TypographyMeaning[];

export const GUIDELINES = {
  dos: [
    {
      id: "lead-with-what-you-do",
      text: "Lead with what you do or offer",
      reason: "Visitors decide in a few seconds whether to follow.",
    },
    {
      id: "plain-name-and-keywords",
      text: "Keep your name and keywords in plain letters",
      reason: "Search finds them and screen readers read them.",
    },
    {
      id: "one-call-to-action",
      text: "Finish with one clear call to action",
      reason: "One next step is easier to take than three.",
    },
    {
      id: "check-each-platform",
      text: "Check the length for each platform",
      reason: "Each counts its own way, and X counts most emoji as two.",
    },
    {
      id: "update-when-things-change",
      text: "Update your bio when something changes",
      reason: "A launch, a new job or a move is news your profile should show.",
    },
    {
      id: "write-as-you-speak",
      text: "Write the way you speak",
      reason: "A natural voice is easier to trust and to remember.",
    },
  ],
  donts: [
    {
      id: "whole-bio-in-fancy-letters",
      text: "Don't write your whole bio in fancy letters",
      reason: "Screen readers may spell it out letter by letter, and search cannot find it.",
    },
    {
      id: "stacked-hashtags",
      text: "Don't stack hashtags",
      reason: "A list of tags looks like spam and crowds out what you do.",
    },
    {
      id: "unbacked-claims",
      text: "Don't claim what you can't back up",
      reason: "'#1 coach' invites doubt; a real credential earns trust.",
    },
    {
      id: "vague-labels",
      text: "Don't rely on vague labels",
      reason: "'Entrepreneur, dreamer, creator' could describe anyone.",
    },
    {
      id: "bare-link-in-bio",
      text: "Don't just write 'link in bio'",
      reason: "Say what people get when they tap.",
    },
    {
      id: "emoji-overload",
      text: "Don't overload on emoji",
      reason: "More than one per line turns into noise, and costs double on X.",
    },
  ],
} as const satisfies { dos: readonly Guideline[]; donts: readonly Guideline[] };

export const BEFORE_AFTER_EXAMPLES = [
  {
    id: "freelance-designer",
    context: "Freelance designer",
    before:
      "Designer. Creative. Dreamer. Coffee addict. Living my best life ✨✨✨ DM for collabs!!! #design #art #creative #freelance",
    after:
      "🎨 Brand designer for small food businesses\n🍩 Logos & packaging people want to photograph\n📩 Booking spring projects: DM me",
    changes: [
      "Four vague labels became one line about who the designer helps",
      "The hashtag list became a concrete promise",
      "One calm call to action, with a reason to write now",
    ],
  },
  {
    id: "personal-trainer",
    context: "Personal trainer",
    before: "𝐏𝐞𝐫𝐬𝐨𝐧𝐚𝐥 𝐓𝐫𝐚𝐢𝐧𝐞𝐫 💪 𝐍𝐨 𝐞𝐱𝐜𝐮𝐬𝐞𝐬, 𝐣𝐮𝐬𝐭 𝐫𝐞𝐬𝐮𝐥𝐭𝐬 🔥🔥",
    after:
      "💪 Personal trainer for beginners over 40\n🏋️ Strength in three short sessions a week\n📅 First session free ↓",
    changes: [
      "Plain letters, so search and screen readers can read it",
      "Says who it is for instead of a slogan",
      "A low-risk first step as the call to action",
    ],
  },
  {
    id: "family-bakery",
    context: "Family bakery",
    before:
      "Welcome to our page! We are a family-owned bakery that has been serving the community for many years with love and passion. Come visit us!",
    after:
      "🥐 Family bakery on Station Road since 1998\n🍞 Sourdough out of the oven by 7am daily\n📍 Open Tue–Sun · Order ahead ↓",
    changes: [
      "'Welcome to our page' and 'love and passion' cut",
      "Place and history in one line instead of 'many years'",
      "Opening days and a way to order replace 'come visit us'",
    ],
  },
  {
    id: "graduate-job-seeker",
    context: "Graduate looking for work",
    before: "Just a girl who loves data and coffee ☕ open to opportunities!!",
    after:
      "📈 Junior data analyst: SQL, Python, dashboards\n🎓 Statistics graduate\n💼 Open to entry-level roles · portfolio ↓",
    changes: [
      "'Just a girl who loves' became a job title people search for",
      "Skills named, so a recruiter sees the fit at once",
      "'Opportunities' became the kind of role, with proof behind the link",
    ],
  },
] as const satisfies readonly BeforeAfter[];
