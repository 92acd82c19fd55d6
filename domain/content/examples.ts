import { ALL_FILTER, type AllFilter, isBlankQuery, matchesCategory, matchesQuery } from "../search";
import { countGraphemes } from "../text/graphemes";

// docs/product.md#examples. People, businesses and `illustrativeMetrics` are invented: the page shows
// ILLUSTRATIVE_METRICS_NOTE beside them.

export const EXAMPLE_CATEGORIES = ["business", "creative", "personal"] as const;

export type ExampleCategory = (typeof EXAMPLE_CATEGORIES)[number];

export const EXAMPLE_FILTERS = [ALL_FILTER, ...EXAMPLE_CATEGORIES] as const;

export type ExampleFilter = ExampleCategory | AllFilter;

export const EXAMPLE_FILTER_LABELS = {
  All: "All",
  business: "Business",
  creative: "Creative",
  personal: "Personal",
} as const satisfies Record<ExampleFilter, string>;

export type ExampleDifficulty = "Beginner" | "Intermediate" | "Professional";

export interface IllustrativeMetrics {
  /** In percent (4.2 means 4.2 %). */
  engagement: number;
  followers: number;
  clicks: number;
}

export interface BioExample {
  id: string;
  category: ExampleCategory;
  industry: string;
  bio: string;
  illustrativeMetrics: IllustrativeMetrics;
  highlights: readonly string[];
  difficulty: ExampleDifficulty;
}

export const ILLUSTRATIVE_METRICS_NOTE =
  "Illustrative figures: the people and numbers in these examples are invented to show what a bio like this might achieve. They are not real accounts and were not measured.";

export const ILLUSTRATIVE_METRIC_LABELS = {
  engagement: "Engagement rate",
  followers: "Followers",
  clicks: "Link taps a month",
} as const satisfies Record<keyof IllustrativeMetrics, string>;

export const EXAMPLES_EMPTY_STATE = "No bio examples found matching your search.";

export const TOP_PERFORMER_COUNT = 3;

export const BIO_EXAMPLES = [
  {
    id: "coffee-roastery",
    category: "business",
    industry: "Coffee roastery",
    bio: "☕ Small-batch coffee, roasted every Tuesday\n🚲 Free bike delivery across town\n👇 Order beans or book a tasting",
    illustrativeMetrics: { engagement: 4.2, followers: 8600, clicks: 410 },
    highlights: [
      "Says what is special (small batches, roasted weekly) in the first line",
      "A concrete perk instead of a slogan",
      "Ends with two clear actions pointing at the link",
    ],
    difficulty: "Beginner",
  },
  {
    id: "freelance-bookkeeper",
    category: "business",
    industry: "Bookkeeping",
    bio: "📊 Bookkeeper for freelancers and tiny teams\n🧾 Tax-ready books, no jargon, one monthly price\n📅 Free first call ↓",
    illustrativeMetrics: { engagement: 3.1, followers: 2300, clicks: 260 },
    highlights: [
      "Names the audience in the first line",
      "Answers the usual worries: jargon and surprise costs",
      "A low-risk first step as the call to action",
    ],
    difficulty: "Intermediate",
  },
  {
    id: "dog-groomer",
    category: "business",
    industry: "Pet grooming",
    bio: "🐾 Gentle dog grooming in Northfield\n✂️ Nervous pups welcome: quiet room, no rush\n📲 Book online ↓ or DM us your dog's name",
    illustrativeMetrics: { engagement: 6.8, followers: 5400, clicks: 520 },
    highlights: [
      "The town in the first line helps local people find the business",
      "Speaks to a specific worry: nervous dogs",
      "Two ways to book, with a friendly prompt to message",
    ],
    difficulty: "Beginner",
  },
  {
    id: "independent-bookshop",
    category: "business",
    industry: "Independent bookshop",
    bio: "📚 Independent bookshop & café on Mill Street\n🗓️ Author evenings every first Thursday\n💌 Staff picks in our weekly newsletter ↓",
    illustrativeMetrics: { engagement: 5.1, followers: 12400, clicks: 380 },
    highlights: [
      "Place and what sets it apart, up front",
      "A regular event gives locals a reason to follow",
      "The call to action offers something, not just a link",
    ],
    difficulty: "Intermediate",
  },
  {
    id: "ceramicist",
    category: "creative",
    industry: "Ceramics",
    bio: "🏺 Wheel-thrown mugs you'll reach for first\n🔥 Shop drops on the first Sunday of each month\n⬇️ Join the list so you never miss one",
    illustrativeMetrics: { engagement: 7.4, followers: 21800, clicks: 930 },
    highlights: [
      "Describes the work by how it feels to use",
      "A predictable drop schedule builds anticipation",
      "The link line says why to sign up",
    ],
    difficulty: "Intermediate",
  },
  {
    id: "tattoo-artist",
    category: "creative",
    industry: "Tattoo art",
    bio: "Fine-line botanical tattoos ✒️🌿\nGuest spots: Lisbon · Berlin · Prague\nBooks open monthly → form below",
    illustrativeMetrics: { engagement: 5.9, followers: 33500, clicks: 1200 },
    highlights: [
      "Style and subject named in four words",
      "Guest spots double as a location signal",
      "Explains how booking works, which keeps the inbox manageable",
    ],
    difficulty: "Professional",
  },
  {
    id: "podcast-host",
    category: "creative",
    industry: "Podcasting",
    bio: "🎙️ Host of Small Print: money explained for normal people\n🎧 New episode every Wednesday\n👇 Listen free on any podcast app",
    illustrativeMetrics: { engagement: 3.6, followers: 6900, clicks: 740 },
    highlights: [
      "The show's name and its promise in one line",
      "Tells listeners when to come back",
      "Removes a barrier: free, on any app",
    ],
    difficulty: "Beginner",
  },
  {
    id: "film-photographer",
    category: "creative",
    industry: "Photography",
    bio: "📷 Shooting on film since before it was cool\n🌫️ Quiet streets, coastal fog, strangers' dogs\n📩 Prints & commissions: DM me",
    illustrativeMetrics: { engagement: 8.3, followers: 14200, clicks: 310 },
    highlights: [
      "Personality comes through a wry detail",
      "A list of subjects previews the feed before anyone scrolls",
      "A short, clear way to buy",
    ],
    difficulty: "Professional",
  },
  {
    id: "nursing-student",
    category: "personal",
    industry: "Student life",
    bio: "Nursing student, second year 🩺\nStudy notes, night shifts & too much coffee\nSharing what I wish I'd known in first year",
    illustrativeMetrics: { engagement: 4.9, followers: 1800, clicks: 90 },
    highlights: [
      "Honest and specific about where they are now",
      "The second line reads like a preview of the feed",
      "A clear purpose that makes others want to follow along",
    ],
    difficulty: "Beginner",
  },
  {
    id: "family-cook",
    category: "personal",
    industry: "Family cooking",
    bio: "👩‍🍳 Feeding two picky kids on a Tuesday budget\n🥕 Quick dinners that survive the taste test\n📖 Recipes ↓",
    illustrativeMetrics: { engagement: 6.1, followers: 9700, clicks: 650 },
    highlights: [
      "A relatable problem in the first line",
      "A specific promise: quick and kid-approved",
      "A short call to action where it counts",
    ],
    difficulty: "Intermediate",
  },
  {
    id: "late-start-runner",
    category: "personal",
    industry: "Running",
    bio: "🏃‍♀️ Started running at 45, still slow, still going\n📍 Local 5Ks, muddy trails & cake after\n🎯 Next up: my first half marathon",
    illustrativeMetrics: { engagement: 7.1, followers: 3200, clicks: 40 },
    highlights: [
      "An encouraging story in one line",
      "Self-deprecating humour makes it approachable",
      "A goal gives followers something to cheer for",
    ],
    difficulty: "Beginner",
  },
  {
    id: "retired-gardener",
    category: "personal",
    industry: "Gardening",
    bio: "🌱 Retired teacher, full-time gardener\n🍅 Growing more tomatoes than anyone needs\n🌻 Seed swaps & allotment tips every Saturday",
    illustrativeMetrics: { engagement: 5.5, followers: 4100, clicks: 70 },
    highlights: [
      "Who they are and what they do now, in one line",
      "Gentle humour in the middle line",
      "A weekly rhythm and something to swap",
    ],
    difficulty: "Intermediate",
  },
] as const satisfies readonly BioExample[];

export function searchExamples(query: string, filter: ExampleFilter = ALL_FILTER): BioExample[] {
  return BIO_EXAMPLES.filter(
    (example) =>
      matchesCategory(filter, example.category) &&
      matchesQuery(query, [example.bio, example.industry, ...example.highlights]),
  );
}

export function topPerformers(
  examples: readonly BioExample[] = BIO_EXAMPLES,
  count: number = TOP_PERFORMER_COUNT,
): BioExample[] {
  return [...examples]
    .sort((a, b) => b.illustrativeMetrics.engagement - a.illustrativeMetrics.engagement)
    .slice(0, count);
}

export function isExampleFilter(value: unknown): value is ExampleFilter {
  return typeof value === "string" && (EXAMPLE_FILTERS as readonly string[]).includes(value);
}

export function examplesSummary(count: number, filter: ExampleFilter, query: string): string {
  const noun = count === 1 ? "example" : "examples";
  const where = filter === ALL_FILTER ? "all categories" : EXAMPLE_FILTER_LABELS[filter];
  const matching = isBlankQuery(query) ? "" : ` matching "${query.trim()}"`;
  return `Showing ${count} ${noun} in ${where}${matching}`;
}

/** 4.2 → '4.2%', 12400 → '12.4K', 930 → '930'. */
export function formatIllustrativeMetric(key: keyof IllustrativeMetrics, value: number): string {
  if (key === "engagement") return `${value.toFixed(1)}%`;
  if (value < 1000) return String(value);
  if (value < 1_000_000) return `${trimDecimal(value / 1000)}K`;
  return `${trimDecimal(value / 1_000_000)}M`;
}

function trimDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, "");
}

export interface ExampleAnalysisSection {
  id: string;
  title: string;
  summary: string;
  points: readonly string[];
}

export const EXAMPLE_ANALYSIS = [
  {
    id: "three-lines-three-jobs",
    title: "Three lines, three jobs",
    summary: "Every example uses the same shape, because it answers a visitor's questions in order.",
    points: [
      "Line one: who you are or what you offer.",
      "Line two: proof, personality or what to expect from the feed.",
      "Line three: the next step, pointing at the link when there is one.",
    ],
  },
  {
    id: "specific-beats-general",
    title: "Specific beats general",
    summary: "None of the examples call themselves 'passionate' or a 'creator'. They name things.",
    points: [
      "Concrete nouns: wheel-thrown mugs, night shifts, coastal fog.",
      "A named audience: freelancers and tiny teams, nervous dogs, picky kids.",
      "A place or a rhythm: a street, a town, every Tuesday, the first Sunday of the month.",
    ],
  },
  {
    id: "emoji-as-signposts",
    title: "Emoji as signposts",
    summary: "Emoji mark what a line is about; they are not sprinkled through the words.",
    points: [
      "Most lines open with one emoji, so the eye can scan down the bio.",
      "The emoji matches the line: 📅 before a booking, 📍 before a place.",
      "An arrow (↓, 👇, →) on the last line leads to the link beneath the bio.",
    ],
  },
  {
    id: "calls-to-action-that-offer",
    title: "Calls to action that offer something",
    summary: "The last line gives a reason to tap, not only an instruction.",
    points: [
      "A free first call, staff picks or a recipe, rather than a bare 'link in bio'.",
      "Some personal bios end with a goal or a purpose instead, which works as a reason to follow.",
      "The request comes once, on the last line, instead of being scattered through the bio.",
    ],
  },
  {
    id: "what-they-leave-out",
    title: "What they leave out",
    summary: "The space is small, so these bios spend nothing on things that do not help.",
    points: [
      "No fancy Unicode letters in names or keywords, so search and screen readers can read them.",
      "No strings of hashtags, and no 'welcome to my page'.",
      "No claims they could not back up: no '#1', no 'best in town'.",
    ],
  },
] as const satisfies readonly ExampleAnalysisSection[];

export interface ExampleFacts {
  count: number;
  averageLength: number;
  shortestLength: number;
  longestLength: number;
  threeLineCount: number;
}

export function exampleFacts(examples: readonly BioExample[] = BIO_EXAMPLES): ExampleFacts {
  const lengths = examples.map((example) => countGraphemes(example.bio));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return {
    count: examples.length,
    averageLength: examples.length === 0 ? 0 : Math.round(total / examples.length),
    shortestLength: lengths.length === 0 ? 0 : Math.min(...lengths),
    longestLength: lengths.length === 0 ? 0 : Math.max(...lengths),
    threeLineCount: examples.filter((example) => example.bio.split("\n").length === 3).length,
  };
}
