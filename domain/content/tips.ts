import { formatLimit } from "./cited-limits";
import { isBlankQuery, matchesQuery } from "../search";
import { PLATFORM_LIMITS, type Platform, type PlatformLimit } from "../text/platforms";

/** docs/product.md#tips-and-tricks. Nothing here is a statistic: growth metrics are formulas. */

export const TIP_CATEGORY_IDS = ["engagement", "growth", "conversions", "branding"] as const;

export type TipCategoryId = (typeof TIP_CATEGORY_IDS)[number];

export type TipDifficulty = "Easy" | "Medium";

export interface Tip {
  id: string;
  title: string;
  description: string;
  example: string;
  impact: string;
  difficulty: TipDifficulty;
  category: TipCategoryId;
}

export interface TipCategory {
  id: TipCategoryId;
  title: string;
  description: string;
  tips: readonly Tip[];
}

export interface QuickHack {
  id: string;
  title: string;
  description: string;
  example: string;
}

export interface GrowthMetric {
  id: string;
  label: string;
  /** A formula, not a number. */
  value: string;
  description: string;
}

export const PLATFORM_TIP_PLATFORMS = [
  "instagram",
  "twitter",
  "linkedin",
  "tiktok",
] as const satisfies readonly Platform[];

export type PlatformTipPlatform = (typeof PLATFORM_TIP_PLATFORMS)[number];

export interface PlatformTips {
  platform: PlatformTipPlatform;
  limit: PlatformLimit;
  tips: readonly string[];
}

export const GROWTH_METRICS_NOTE =
  "What to measure, not our numbers: track these in your own account's insights (most platforms offer them to professional or business accounts) for a few weeks before and after you change your bio. We do not collect or publish statistics about anyone's profile.";

export const TIPS_EMPTY_STATE = "No tips match your search. Try a shorter word, such as 'link' or 'emoji'.";

export const TIP_CATEGORIES = [
  {
    id: "engagement",
    title: "Boost Engagement",
    description: "Give people who land on your profile a reason to reply, tap or stay.",
    tips: [
      {
        id: "ask-an-easy-question",
        title: "End with an easy question",
        description:
          "A question people can answer in a word gives them a reason to comment or send a message. Make it about your topic, not about you.",
        example: "🍜 What should I cook next? Send me an ingredient",
        impact: "More comments and messages",
        difficulty: "Easy",
        category: "engagement",
      },
      {
        id: "promise-a-rhythm",
        title: "Promise a rhythm",
        description: "Say what you post and when, so visitors know what following you gets them, and keep the promise.",
        example: "🎬 A new five-minute recipe every Sunday",
        impact: "Visitors know why to follow",
        difficulty: "Easy",
        category: "engagement",
      },
      {
        id: "one-real-detail",
        title: "Share one real detail",
        description:
          "A specific, slightly personal detail makes you memorable and gives people an easy way to start a conversation.",
        example: "Former chef, current sourdough nerd 🍞",
        impact: "A natural conversation starter",
        difficulty: "Easy",
        category: "engagement",
      },
      {
        id: "name-your-community",
        title: "Give your community a hashtag",
        description:
          "Invite followers to share with one hashtag of your own. On Instagram a #hashtag in the bio is clickable, so visitors can see everything posted with it.",
        example: "📸 Share your bakes with #SundaySourdoughClub",
        impact: "Followers post and tag you",
        difficulty: "Medium",
        category: "engagement",
      },
    ],
  },
  {
    id: "growth",
    title: "Accelerate Growth",
    description: "Help the right people find you, and see at a glance why they should follow.",
    tips: [
      {
        id: "keyword-in-name",
        title: "Put a keyword in your name field",
        description:
          "Instagram search gives weight to your name and username, so 'Maya Chen | Vegan Baker' can be found by people searching for a vegan baker. Keep it in plain letters.",
        example: "Maya Chen | Vegan Baker",
        impact: "Found in search",
        difficulty: "Easy",
        category: "growth",
      },
      {
        id: "say-who-it-is-for",
        title: "Say who it is for",
        description:
          "'Helping beginners run their first race' tells the right people this account is for them; 'fitness enthusiast' tells them nothing.",
        example: "🏃 Helping beginners run their first 5K",
        impact: "Attracts the followers you want",
        difficulty: "Easy",
        category: "growth",
      },
      {
        id: "same-handle-everywhere",
        title: "Use the same handle everywhere",
        description:
          "Someone who finds you on TikTok should be able to guess your Instagram. One handle and one name across platforms make you easy to find and to tag.",
        example: "@mayabakes on Instagram, TikTok and X",
        impact: "Easier to find and tag",
        difficulty: "Medium",
        category: "growth",
      },
      {
        id: "cross-promote-one-account",
        title: "Point to one other account",
        description:
          "An @mention in an Instagram bio is clickable. Use it for your second account, your shop or your co-host, rather than listing every profile you have.",
        example: "📷 Film photos over at @mayashoots",
        impact: "Followers find your other work",
        difficulty: "Easy",
        category: "growth",
      },
    ],
  },
  {
    id: "conversions",
    title: "Increase Conversions",
    description: "Turn profile visits into clicks, bookings and sales, without overselling.",
    tips: [
      {
        id: "one-call-to-action",
        title: "One call to action, not three",
        description:
          "Ask for a single next step and put it last, just above your link. A list of options leaves people choosing none.",
        example: "📅 Book a free 15-minute call ↓",
        impact: "More taps on your link",
        difficulty: "Easy",
        category: "conversions",
      },
      {
        id: "name-the-link",
        title: "Say what is behind the link",
        description:
          "'Link in bio' is vague. Name the thing people get: the free guide, the shop, the next date. On Instagram you can also give each link a title.",
        example: "🆓 Free weekly meal planner ↓",
        impact: "Clicks from people who want it",
        difficulty: "Easy",
        category: "conversions",
      },
      {
        id: "real-reason-to-act-now",
        title: "Give a real reason to act now",
        description:
          "A launch, a season or limited places are genuine reasons to click today. Update the line when it changes; invented urgency costs trust.",
        example: "🌷 Spring bookings open until the end of April",
        impact: "Timely clicks",
        difficulty: "Medium",
        category: "conversions",
      },
      {
        id: "proof-you-can-back-up",
        title: "Show proof you can back up",
        description:
          "One concrete credential, such as a qualification, a publication or years of practice, helps a stranger trust you. Claim only what is true and checkable.",
        example: "🎓 Registered dietitian · 8 years in practice",
        impact: "More trust from new visitors",
        difficulty: "Medium",
        category: "conversions",
      },
    ],
  },
  {
    id: "branding",
    title: "Professional Branding",
    description: "Look consistent and credible wherever someone finds you.",
    tips: [
      {
        id: "lead-with-what-you-do",
        title: "Lead with what you do",
        description:
          "Start with your role or your offer in the words a client would use. Save the slogan for later, if you keep it at all.",
        example: "Wedding photographer in Bristol",
        impact: "Clear at a glance",
        difficulty: "Easy",
        category: "branding",
      },
      {
        id: "one-voice",
        title: "Keep one voice across profiles",
        description:
          "Decide whether you sound formal, warm or playful, and write every bio, caption and reply in that voice.",
        example: "Warm and plain: 'Hi, I'm Sam. I fix slow websites.'",
        impact: "A voice people recognise",
        difficulty: "Medium",
        category: "branding",
      },
      {
        id: "small-emoji-set",
        title: "Pick a small emoji set",
        description:
          "Two or three emoji reused in your bio, your highlight covers and your posts become a visual signature. More than that turns into noise.",
        example: "🌿 ☕ 📖 on every profile",
        impact: "A consistent look",
        difficulty: "Easy",
        category: "branding",
      },
      {
        id: "make-contact-easy",
        title: "Make contact easy",
        description:
          "Give one clear way to reach you: a plain e-mail address, or the contact options a business or creator account offers, which keeps the bio free for more useful words.",
        example: "📩 hello@yourstudio.com",
        impact: "More enquiries",
        difficulty: "Easy",
        category: "branding",
      },
    ],
  },
] as const satisfies readonly TipCategory[];

export const QUICK_HACKS = [
  {
    id: "check-every-platform",
    title: "Check every platform before you paste",
    description:
      "Put your bio in our editor and switch platforms in the preview. The counter shows what each one will accept, including X's double count for emoji.",
    example: "One bio: fits Instagram, too long for TikTok",
  },
  {
    id: "point-to-your-link",
    title: "Point to your link",
    description: "End the last line with ↓ or 👇 so the eye travels to the link below the bio.",
    example: "🛒 New prints in the shop ↓",
  },
  {
    id: "emoji-instead-of-fancy-letters",
    title: "Trade fancy letters for one emoji",
    description:
      "One well-chosen emoji at the start of a line adds colour without hiding your words from search or from screen readers.",
    example: "🌙 Night-sky photographer, rather than 𝓝𝓲𝓰𝓱𝓽-𝓼𝓴𝔂 𝓹𝓱𝓸𝓽𝓸𝓰𝓻𝓪𝓹𝓱𝓮𝓻",
  },
  {
    id: "keep-a-news-line",
    title: "Keep a line for news",
    description:
      "Reserve one line for what is new (a launch, a tour, an opening) and update it as things change, while the rest of the bio stays put.",
    example: "🆕 Summer menu out now",
  },
] as const satisfies readonly QuickHack[];

export const GROWTH_METRICS = [
  {
    id: "visit-to-follow",
    label: "Visit-to-follow rate",
    value: "New followers ÷ profile visits",
    description:
      "The clearest sign of whether your bio does its job: of the people who look at your profile, how many follow.",
  },
  {
    id: "link-tap-rate",
    label: "Link tap rate",
    value: "Link taps ÷ profile visits",
    description:
      "How many visitors act on your call to action. Change one thing at a time (the wording, the arrow, the link title) and compare.",
  },
  {
    id: "engagement-rate",
    label: "Engagement rate",
    value: "Interactions ÷ accounts reached",
    description:
      "Likes, comments, shares and saves on a post, divided by the accounts it reached. Your bio sets expectations; this shows whether your posts meet them.",
  },
  {
    id: "follower-growth",
    label: "Follower growth",
    value: "Follows − unfollows, per week",
    description:
      "Compare the weeks before and after a bio change, and remember that what you posted in those weeks matters too.",
  },
  {
    id: "new-audience-share",
    label: "New audience share",
    value: "Non-followers reached ÷ accounts reached",
    description:
      "How much of your audience is new to you. Plain-letter keywords in your name and bio help new people find you.",
  },
  {
    id: "enquiries",
    label: "Enquiries",
    value: "Messages and e-mails about your offer, per week",
    description:
      "For a business, the number that matters most. Ask new customers where they found you, and note when the answer is your profile.",
  },
] as const satisfies readonly GrowthMetric[];

const IG = formatLimit(PLATFORM_LIMITS.instagram.limit);
const X = formatLimit(PLATFORM_LIMITS.twitter.limit);
const LI = formatLimit(PLATFORM_LIMITS.linkedin.limit);
const TT = formatLimit(PLATFORM_LIMITS.tiktok.limit);

export const PLATFORM_TIPS = [
  {
    platform: "instagram",
    limit: PLATFORM_LIMITS.instagram,
    tips: [
      `Your bio holds ${IG} characters, spaces, line breaks and emoji included. Your name field is separate and searchable, so put your main keyword there.`,
      "Press Return in the app's bio field to start a new line. Three short lines are easier to scan than one long one.",
      "Add links in the Links section of Edit profile, where you can list several; a web address typed into the bio text is not clickable.",
      "@mentions and #hashtags in the bio are clickable: use them for a second account or a community hashtag, not for a string of keywords.",
      "Keep your name and keywords in plain letters: Instagram search does not match fancy Unicode letters.",
    ],
  },
  {
    platform: "twitter",
    limit: PLATFORM_LIMITS.twitter,
    tips: [
      `X allows ${X} characters, but most emoji and fancy letters count as two, so a styled bio fills up fast. Check it with X chosen in our preview.`,
      "Use X's Location and Website fields for where you are and your link, and keep the bio for who you are.",
      "Pin your best post and point to it: '📌 Start with my pinned thread'.",
      "Write the bio the way you post: short, direct, with some personality. Hashtags in an X bio are clickable, but one is usually plenty.",
    ],
  },
  {
    platform: "linkedin",
    limit: PLATFORM_LIMITS.linkedin,
    tips: [
      `Your headline holds ${LI} characters and appears beside your name in search results, comments and invitations, so lead with your role and who you help.`,
      "Use the words recruiters and clients search for (job titles, skills, your sector) in plain letters; fancy Unicode letters are not matched by search.",
      "One emoji at most, or none: on LinkedIn, clarity reads as confidence.",
      "Save the story for your About section; the headline is the hook that earns the click.",
    ],
  },
  {
    platform: "tiktok",
    limit: PLATFORM_LIMITS.tiktok,
    tips: [
      `TikTok gives you ${TT} characters: room for one clear sentence about what your videos are about.`,
      "Tell people what to expect: your topic and, if you have one, how often you post.",
      "Not every account can add a website; if yours cannot, link your Instagram or YouTube account in Edit profile and mention it in the bio.",
      "Skip emoji that repeat what the words already say; at this length every character should carry meaning.",
    ],
  },
] as const satisfies readonly PlatformTips[];

export interface TipSearchResult {
  categories: TipCategory[];
  total: number;
}

/** Also matches the category's title, so 'branding' lists the whole category. */
export function searchTips(query: string): TipSearchResult {
  const categories: TipCategory[] = [];
  let total = 0;
  for (const category of TIP_CATEGORIES) {
    const tips = category.tips.filter((tip) => matchesQuery(query, [tip.title, tip.description, category.title]));
    if (tips.length > 0) {
      categories.push({ ...category, tips });
      total += tips.length;
    }
  }
  return { categories, total };
}

export function tipSearchSummary(total: number, query: string): string | null {
  if (isBlankQuery(query)) return null;
  return `${total} ${total === 1 ? "result" : "results"} for "${query.trim()}"`;
}
