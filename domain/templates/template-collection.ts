import { ALL_FILTER, type AllFilter, matchesCategory, matchesQuery } from "../search";

/**
 * docs/product.md#template-collection. `popularity` is editorial, used only to order the cards,
 * never presented as usage (docs/product.md#principles).
 */

export const TEMPLATE_COLLECTION_CATEGORIES = [
  "Creative",
  "Business",
  "Lifestyle",
  "Fitness",
  "Food",
  "Fashion",
  "Tech",
  "Education",
  "Minimal",
  "Fun",
] as const;

export type TemplateCollectionCategory = (typeof TEMPLATE_COLLECTION_CATEGORIES)[number];

export const TEMPLATE_COLLECTION_FILTERS = [ALL_FILTER, ...TEMPLATE_COLLECTION_CATEGORIES] as const;

export type TemplateCollectionFilter = TemplateCollectionCategory | AllFilter;

export type TemplatePopularity = 1 | 2 | 3 | 4 | 5;

export interface CollectionTemplate {
  id: string;
  category: TemplateCollectionCategory;
  title: string;
  /** Up to three lines joined with "\n". */
  template: string;
  tags: readonly [string, string];
  /** Editorial, not a usage statistic. */
  popularity: TemplatePopularity;
}

export const TEMPLATE_COLLECTION = [
  {
    id: "dreamy-illustrator",
    category: "Creative",
    title: "Dreamy Illustrator",
    template:
      "✨ Turning daydreams into drawings\n🎨 Watercolour, ink & far too much tea\n💌 Commissions: yourname@email.com",
    tags: ["Artistic", "Dreamy"],
    popularity: 5,
  },
  {
    id: "studio-maker",
    category: "Creative",
    title: "Studio Maker",
    template:
      "🏺 Hand-thrown ceramics from my tiny studio\n🔥 A fresh kiln batch every month\n🛒 Shop: www.yourwebsite.com",
    tags: ["Handmade", "Shop"],
    popularity: 4,
  },
  {
    id: "calm-consultant",
    category: "Business",
    title: "Calm Consultant",
    template:
      "💼 I help small teams run calmer projects\n📊 10+ years in operations, zero jargon\n📅 Book a call: www.yourwebsite.com",
    tags: ["Professional", "Services"],
    popularity: 5,
  },
  {
    id: "neighbourhood-bakery",
    category: "Business",
    title: "Neighbourhood Shop",
    template: "🥐 Your Bakery Name, baking since 2015\n🕖 Fresh bread daily from 7am\n📍 Your Street, Your City",
    tags: ["Local", "Welcoming"],
    popularity: 4,
  },
  {
    id: "cozy-everyday",
    category: "Lifestyle",
    title: "Cozy Everyday",
    template:
      "🕯️ Soft lamps & slow weekends\n📚 Always halfway through a book with dragons\n🏡 Notes from a small, happy home",
    tags: ["Cozy", "Personal"],
    popularity: 4,
  },
  {
    id: "weekend-explorer",
    category: "Lifestyle",
    title: "Weekend Explorer",
    template: "🧭 One new town every month\n🚆 Trains, trails & hidden cafés\n📍 Currently in: Your City",
    tags: ["Travel", "Adventure"],
    popularity: 3,
  },
  {
    id: "friendly-coach",
    category: "Fitness",
    title: "Friendly Coach",
    template:
      "💪 Strength coach for busy beginners\n🏋️ Short workouts, steady progress\n📩 Start here: yourname@email.com",
    tags: ["Coaching", "Motivation"],
    popularity: 5,
  },
  {
    id: "everyday-runner",
    category: "Fitness",
    title: "Everyday Runner",
    template:
      "🏃 From the sofa to 10K, one slow mile at a time\n👟 Sharing routes, rest days & small wins\n🎯 Next race: Your City 10K",
    tags: ["Running", "Journey"],
    popularity: 3,
  },
  {
    id: "weeknight-cook",
    category: "Food",
    title: "Weeknight Cook",
    template:
      "🍝 Weeknight dinners in 30 minutes or less\n🧄 Extra garlic, always\n📖 Full recipes: www.yourwebsite.com",
    tags: ["Recipes", "Homemade"],
    popularity: 5,
  },
  {
    id: "thrift-stylist",
    category: "Fashion",
    title: "Thrift Stylist",
    template:
      "👗 Making secondhand outfits look brand new\n🧺 Capsule wardrobe tips every Sunday\n💌 Styling: yourname@email.com",
    tags: ["Style", "Sustainable"],
    popularity: 4,
  },
  {
    id: "friendly-developer",
    category: "Tech",
    title: "Friendly Developer",
    template:
      "💻 Web developer who loves tidy code\n🛠️ Building small, useful tools in public\n🔗 Projects: www.yourwebsite.com",
    tags: ["Developer", "Builder"],
    popularity: 4,
  },
  {
    id: "patient-tutor",
    category: "Education",
    title: "Patient Tutor",
    template:
      "📚 Maths tutor making numbers less scary\n✏️ Study tips & practice questions weekly\n📩 Lessons: yourname@email.com",
    tags: ["Teaching", "Helpful"],
    popularity: 3,
  },
  {
    id: "simply-put",
    category: "Minimal",
    title: "Simply Put",
    template: "Designer & reader.\nMaking calm, useful things.\nwww.yourwebsite.com",
    tags: ["Clean", "Simple"],
    popularity: 4,
  },
  {
    id: "snack-taster",
    category: "Fun",
    title: "Snack Taster",
    template:
      "🍕 Professional snack taster (self-appointed)\n🐶 My dog runs this account, I just type\n😄 Here for the good vibes",
    tags: ["Funny", "Lighthearted"],
    popularity: 5,
  },
  {
    id: "pun-collector",
    category: "Fun",
    title: "Pun Collector",
    template:
      "🦆 Collector of rubber ducks & terrible puns\n🎲 Board game night, every night\n🌈 Life's too short for boring bios",
    tags: ["Quirky", "Puns"],
    popularity: 2,
  },
] as const satisfies readonly CollectionTemplate[];

/** Tags match too ('fitness', issue 23). Ties keep table order (sort is stable). */
export function searchTemplateCollection(
  query: string,
  category: TemplateCollectionFilter = ALL_FILTER,
): CollectionTemplate[] {
  return TEMPLATE_COLLECTION.filter(
    (entry) =>
      matchesCategory(category, entry.category) &&
      matchesQuery(query, [entry.title, entry.template, entry.category, ...entry.tags]),
  ).sort((a, b) => b.popularity - a.popularity);
}
