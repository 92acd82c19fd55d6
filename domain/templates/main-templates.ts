/**
 * docs/product.md#home. Contact details are obvious placeholders ('yourname@email.com') so a
 * visitor sees what to replace.
 */

export const MAIN_TEMPLATE_CATEGORIES = ["Influencer", "Business", "Artist", "Lifestyle", "Gamer", "Minimal"] as const;

export type MainTemplateCategory = (typeof MAIN_TEMPLATE_CATEGORIES)[number];

export const MAIN_TEMPLATE_VARIANT_COUNT = 3;

export interface MainTemplate {
  id: string;
  category: MainTemplateCategory;
  badge: string;
  variants: readonly [string, string, string];
}

export const MAIN_TEMPLATES = [
  {
    id: "influencer",
    category: "Influencer",
    badge: "Popular",
    variants: [
      "✨ Sharing the little things that make life sweet\n📸 Daily outfits, café finds & honest reviews\n💌 Collabs: yourname@email.com",
      "🌍 Chasing sunsets and the stories behind them\n🎥 New videos every Tuesday & Friday\n👇 Latest video: www.yourwebsite.com",
      "💫 Real routines, real talk, really me\n🛍️ Everything I use is linked below\n📍 Currently in: Your City",
    ],
  },
  {
    id: "business",
    category: "Business",
    badge: "Professional",
    variants: [
      "🏡 Your Business Name | Since 2020\n🤝 Helping local families find the right home\n📩 Enquiries: yourname@email.com",
      "📈 Practical growth advice for small businesses\n🗓️ Free 20-minute consult, book below\n🔗 www.yourwebsite.com",
      "☕ Coffee roasted in small batches, with care\n🕗 Open Mon–Sat, 8am–6pm\n📍 123 Your Street, Your City",
    ],
  },
  {
    id: "artist",
    category: "Artist",
    badge: "Creative",
    variants: [
      "🎨 Painting quiet rooms in loud colours\n🖌️ Commissions open, a few slots each month\n💌 yourname@email.com",
      "✏️ Illustrator | comics, characters & cats\n📚 Working on my first picture book\n🛒 Prints: www.yourwebsite.com",
      "📷 Film photographer chasing soft light\n🌫️ Portraits, streets & slow mornings\n📍 Based in: Your City",
    ],
  },
  {
    id: "lifestyle",
    category: "Lifestyle",
    badge: "Cozy",
    variants: [
      "☕ Slow mornings, warm mugs, full bookshelves\n🌿 Plant parent of 23 (and counting)\n🏡 Making home feel like a hug",
      "🍂 Candles lit, playlist on, blanket out\n🍲 A new Sunday soup recipe every week\n📍 Currently in: Your City",
      "🧶 Knitting, baking & rainy-day walks\n📖 Reading one good book at a time\n💌 Say hi: yourname@email.com",
    ],
  },
  {
    id: "gamer",
    category: "Gamer",
    badge: "Gaming",
    variants: [
      "🎮 Cozy games & chaotic co-op nights\n🔴 Live Tue / Thu / Sat at 8pm\n📺 Twitch: YourUsername",
      "🕹️ Retro at heart, speedrunner in training\n🏆 Personal best: still chasing it\n▶️ YouTube: YourChannel",
      "⚔️ RPG fan who finishes every side quest\n🎧 Chill streams, kind chat, good music\n💬 Discord: YourServer",
    ],
  },
  {
    id: "minimal",
    category: "Minimal",
    badge: "Clean",
    variants: [
      "Designer. Reader. Early riser.\nMaking simple things work well.\nyourname@email.com",
      "Writing about food, home & small joys\nCurrently in: Your City\nwww.yourwebsite.com",
      "Less noise, more meaning.\nPhotography & notes on slow living\n↓ www.yourwebsite.com",
    ],
  },
] as const satisfies readonly MainTemplate[];

export interface MainTemplatePick {
  templateId: string;
  category: MainTemplateCategory;
  badge: string;
  variantIndex: number;
  bio: string;
}

/** `random` is injected for tests; out-of-range values are clamped, so a bad source never indexes past the variants. */
export function pickRandomVariants(random: () => number): MainTemplatePick[] {
  return MAIN_TEMPLATES.map((template) => {
    const variants: readonly string[] = template.variants;
    const variantIndex = toIndex(random(), variants.length);
    return {
      templateId: template.id,
      category: template.category,
      badge: template.badge,
      variantIndex,
      bio: variants[variantIndex] ?? template.variants[0],
    };
  });
}

function toIndex(value: number, length: number): number {
  if (!Number.isFinite(value) || value <= 0) {
    return 0;
  }
  return Math.min(length - 1, Math.floor(value * length));
}
