import { ALL_FILTER, type AllFilter, matchesCategory, matchesQuery } from "../search";

// docs/product.md#bio-templates. `engagement` and `difficulty` are editorial and never shown as statistics
// (docs/product.md#principles); `length` is a fact a test checks.

export const RESOURCE_TEMPLATE_CATEGORIES = [
  "Creative",
  "Business",
  "Influencer",
  "Personal",
  "Professional",
  "Health",
  "Food",
  "Tech",
  "Travel",
  "Music",
  "Fashion",
  "Education",
  "Wellness",
] as const;

export type ResourceTemplateCategory = (typeof RESOURCE_TEMPLATE_CATEGORIES)[number];

/** The first eight are the quick-filter buttons. */
export const RESOURCE_TEMPLATE_FILTERS = [ALL_FILTER, ...RESOURCE_TEMPLATE_CATEGORIES] as const;

export type ResourceTemplateFilter = ResourceTemplateCategory | AllFilter;

export type ResourceEngagement = "Very High" | "High" | "Medium";
export type ResourceLength = "Short" | "Medium";
export type ResourceDifficulty = "Easy" | "Medium";

export const RESOURCE_SHORT_BIO_MAX = 80;

export interface ResourceTemplate {
  id: string;
  category: ResourceTemplateCategory;
  title: string;
  bio: string;
  engagement: ResourceEngagement;
  length: ResourceLength;
  difficulty: ResourceDifficulty;
}

export const RESOURCE_TEMPLATES = [
  {
    id: "illustrator-portfolio",
    category: "Creative",
    title: "Illustrator Portfolio",
    bio: "🎨 I draw the quiet magic of everyday life\n🖋️ Books, posters & the odd mural\n💌 Say hello: yourname@email.com",
    engagement: "High",
    length: "Medium",
    difficulty: "Easy",
  },
  {
    id: "eco-shop-owner",
    category: "Business",
    title: "Eco Shop Owner",
    bio: "🌱 Founder of Your Brand: home goods without the waste\n📦 Packed by hand, shipped plastic-free\n🛒 Shop: www.yourwebsite.com",
    engagement: "Very High",
    length: "Medium",
    difficulty: "Medium",
  },
  {
    id: "everyday-creator",
    category: "Influencer",
    title: "Everyday Creator",
    bio: "✨ Good coffee, honest reviews & outfit ideas\n🎬 A new reel every Monday\n🤝 Collabs: yourname@email.com",
    engagement: "Very High",
    length: "Medium",
    difficulty: "Easy",
  },
  {
    id: "just-me",
    category: "Personal",
    title: "Just Me",
    bio: "Sunrise walker, soup maker 🍲\nCollecting moments, not things\n📍 Your City",
    engagement: "High",
    length: "Short",
    difficulty: "Easy",
  },
  {
    id: "marketing-manager",
    category: "Professional",
    title: "Marketing Manager",
    bio: "📊 Marketing manager turning data into stories\n🎓 Always learning, always curious\n🔗 Portfolio: www.yourwebsite.com",
    engagement: "Medium",
    length: "Medium",
    difficulty: "Medium",
  },
  {
    id: "product-designer",
    category: "Professional",
    title: "Quietly Professional",
    bio: "Product designer at Your Company\nSimple screens, happy users\nwww.yourwebsite.com",
    engagement: "Medium",
    length: "Short",
    difficulty: "Easy",
  },
  {
    id: "dietitian",
    category: "Health",
    title: "Friendly Dietitian",
    bio: "🥗 Dietitian helping you eat well without the fuss\n🍎 Simple meals for busy weeks\n📅 Book a session: www.yourwebsite.com",
    engagement: "High",
    length: "Medium",
    difficulty: "Medium",
  },
  {
    id: "home-baker",
    category: "Food",
    title: "Home Baker",
    bio: "🧁 Baking through my grandmother's recipe box\n🍞 Sourdough every Saturday\n📖 Recipes: www.yourwebsite.com",
    engagement: "High",
    length: "Medium",
    difficulty: "Easy",
  },
  {
    id: "software-engineer",
    category: "Tech",
    title: "Curious Engineer",
    bio: "💻 Software engineer who loves small, sharp tools\n🐛 Fixing bugs & writing the docs\n🔗 github.com/yourusername",
    engagement: "Medium",
    length: "Medium",
    difficulty: "Easy",
  },
  {
    id: "slow-traveller",
    category: "Travel",
    title: "Slow Traveller",
    bio: "✈️ One backpack, no rush\n🗺️ Slow travel guides & budget tips\n📍 Now in: Your City",
    engagement: "Very High",
    length: "Short",
    difficulty: "Easy",
  },
  {
    id: "singer-songwriter",
    category: "Music",
    title: "Singer-Songwriter",
    bio: "🎸 Singer-songwriter with a soft spot for sad songs\n🎶 New single out now\n🎧 Listen: www.yourwebsite.com",
    engagement: "High",
    length: "Medium",
    difficulty: "Easy",
  },
  {
    id: "style-diary",
    category: "Fashion",
    title: "Style Diary",
    bio: "👠 One thrift find, three outfits\n🧵 Small budget, big looks\n💌 yourname@email.com",
    engagement: "High",
    length: "Short",
    difficulty: "Easy",
  },
  {
    id: "classroom-teacher",
    category: "Education",
    title: "Classroom Teacher",
    bio: "🍎 Primary teacher sharing classroom ideas\n📚 Free printables every Friday\n🔗 www.yourwebsite.com",
    engagement: "High",
    length: "Medium",
    difficulty: "Medium",
  },
  {
    id: "yoga-teacher",
    category: "Wellness",
    title: "Mindful Moments",
    bio: "🧘 Yoga teacher & breathwork guide\n🌿 Slowing down, one breath at a time\n🗓️ Classes: www.yourwebsite.com",
    engagement: "High",
    length: "Medium",
    difficulty: "Medium",
  },
  {
    id: "portrait-photographer",
    category: "Creative",
    title: "Portrait Photographer",
    bio: "📷 Wedding & portrait photographer\n💛 I capture the moments in between\n📩 Now booking: yourname@email.com",
    engagement: "Very High",
    length: "Medium",
    difficulty: "Easy",
  },
] as const satisfies readonly ResourceTemplate[];

export function searchResourceTemplates(
  query: string,
  category: ResourceTemplateFilter = ALL_FILTER,
): ResourceTemplate[] {
  return RESOURCE_TEMPLATES.filter(
    (entry) =>
      matchesCategory(category, entry.category) && matchesQuery(query, [entry.title, entry.bio, entry.category]),
  );
}
