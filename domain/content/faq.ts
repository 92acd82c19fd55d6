import { formatLimit, OTHER_PLATFORM_LIMITS } from "./cited-limits";
import { ALL_FILTER, type AllFilter, isBlankQuery, matchesCategory, matchesQuery } from "../search";
import { PLATFORM_IDS, PLATFORM_LIMITS } from "../text/platforms";

/**
 * The FAQ page (docs/product.md#faq). Limits come from the one table, never typed by hand.
 * `popularity` is editorial (the site has no analytics) and never shown as a number.
 */

export const FAQ_CATEGORIES = ["general", "features", "optimization", "technical"] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_FILTERS = [ALL_FILTER, ...FAQ_CATEGORIES] as const;

export type FaqFilter = FaqCategory | AllFilter;

export const FAQ_FILTER_LABELS = {
  All: "All",
  general: "General",
  features: "Features",
  optimization: "Optimization",
  technical: "Technical",
} as const satisfies Record<FaqFilter, string>;

export type FaqPopularity = "high" | "medium" | "low";

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: readonly string[];
  tags: readonly string[];
  popularity: FaqPopularity;
}

export interface QuickAnswer {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_EMPTY_STATE = "No questions match your search. Try another word, or choose All.";

const IG = PLATFORM_LIMITS.instagram.limit;
const X = PLATFORM_LIMITS.twitter.limit;
const THREADS = OTHER_PLATFORM_LIMITS.threads;
const PINTEREST = OTHER_PLATFORM_LIMITS.pinterest;
const YOUTUBE = OTHER_PLATFORM_LIMITS.youtube;

const LIMITS_SENTENCE = PLATFORM_IDS.map((id) => {
  const { name, field, limit } = PLATFORM_LIMITS[id];
  return `${name} ${field}: ${formatLimit(limit)} characters.`;
}).join(" ");

export const QUICK_ANSWERS = [
  {
    id: "quick-free",
    question: "Is it free?",
    answer: "Yes, completely, and there is no account to create.",
  },
  {
    id: "quick-instagram-limit",
    question: "How long can an Instagram bio be?",
    answer: `${formatLimit(IG)} characters, counting spaces, line breaks and emoji.`,
  },
  {
    id: "quick-storage",
    question: "Do you store my details?",
    answer: "No. What you give the generator is used for your bios, not stored.",
  },
  {
    id: "quick-fancy-name",
    question: "Fancy fonts in my name?",
    answer: "Better not: Instagram search and many screen readers cannot read them.",
  },
] as const satisfies readonly QuickAnswer[];

export const FAQ_ITEMS = [
  {
    id: "free-no-account",
    category: "general",
    question: "Is Social Bio Generator free, and do I need an account?",
    answer: [
      "Yes, it is free, and no, there is no account. You do not sign up, log in or install anything: open the site, write your bio and copy it.",
      "Everything is open to every visitor: the bio generator, the fancy fonts, the symbols and emoji, the templates, the live preview and these guides.",
    ],
    tags: ["free", "price", "account", "sign up", "login"],
    popularity: "high",
  },
  {
    id: "what-is-stored",
    category: "general",
    question: "Do you store my bios or the details I type?",
    answer: [
      "No. The details you give the generator (interests, profession, personality, tone and style) are sent to our server only to write your bios for that request, and are not stored. Our server logs record which page was requested and how long it took, never what you typed.",
      "If the site operator has connected a third-party language model, your details are also sent to that provider so its model can write the bios, under the provider's own privacy terms. Either way, do not type anything you would not put in a public bio.",
      "Your dark-mode setting and the bios you save as favourites stay in your own browser's local storage and never reach us. We use no cookies, no analytics and no advertising. The only words of yours we keep are the feature suggestions you choose to send us; the Privacy Policy lists everything we keep.",
    ],
    tags: ["privacy", "data", "storage", "cookies", "favourites"],
    popularity: "medium",
  },
  {
    id: "supported-platforms",
    category: "general",
    question: "Which platforms can I write a bio for?",
    answer: [
      "Instagram first, and also X (Twitter), TikTok, Facebook and LinkedIn. The editor and the live preview count your text the way each of these platforms does, against that platform's own limit.",
      `The bios work anywhere else that has a short profile text too, such as Threads (a ${formatLimit(THREADS.limit)}-character bio) or Pinterest (${formatLimit(PINTEREST.limit)} characters for the About text). Our counter does not cover those, so check the length there yourself.`,
    ],
    tags: ["platforms", "instagram", "x", "twitter", "tiktok", "facebook", "linkedin", "threads", "pinterest"],
    popularity: "medium",
  },
  {
    id: "independent-tool",
    category: "general",
    question: "Is this tool connected to Instagram, X, TikTok, Facebook or LinkedIn?",
    answer: [
      "No. Social Bio Generator is an independent tool, not affiliated with or endorsed by any of these platforms. It never connects to your accounts and never asks for a password.",
      "You copy the bio yourself and paste it into your profile, so nothing changes on your account until you save it there.",
    ],
    tags: ["official", "affiliation", "password", "safety", "account access"],
    popularity: "low",
  },
  {
    id: "how-generator-works",
    category: "features",
    question: "How does the bio generator work?",
    answer: [
      "You give it a few details: your interests or your profession (at least one of the two), a few words about your personality and, if you like, a tone and a style. Our server then writes several bios of up to three lines from those details.",
      "By default the bios come from our own composer. It runs on our server without any outside service. On the home page it reads your words, adds what it knows about your job and interests from notes we wrote by hand, writes many drafts and keeps the best three. The category pages show bios from collections of more than a thousand whole bios we wrote.",
      "If the site operator has configured a language model (any service that offers the OpenAI-compatible chat API, including one running on their own machine), that model writes the bios instead. Its answers are checked like any other text, and if the model fails, is too slow or returns too few usable bios, the composer fills the gap, so you still get a full set.",
      "Whichever way a bio is written, it is checked against the character limit of the platform you chose before you see it, and bios that are too similar to each other are left out.",
    ],
    tags: ["ai", "generator", "composer", "language model", "llm", "how it works"],
    popularity: "high",
  },
  {
    id: "source-badges",
    category: "features",
    question: "What do the 'AI-Generated' and 'Curated' badges mean?",
    answer: [
      "They tell you where each bio came from. 'AI-Generated' means a language model wrote it. 'Curated' means our composer made it, from your words and our hand-written notes, or chose it from bios we wrote by hand.",
      "Both kinds pass the same checks for length, line count and repetition. Pick whichever sounds most like you, and edit it freely.",
    ],
    tags: ["badge", "ai-generated", "curated", "composer", "language model"],
    popularity: "medium",
  },
  {
    id: "how-fancy-fonts-work",
    category: "features",
    question: "How do fancy fonts work, and how do I get plain text back?",
    answer: [
      "Social networks do not let you choose a font for your bio, so 'fancy fonts' are really Unicode characters that look like styled letters: mathematical bold, script, circled letters and many more. Because they are characters rather than formatting, they survive copy and paste into any app.",
      "Our converter changes letters and, where a style has them, digits. It leaves emoji, @handles, #hashtags, e-mail addresses and links as they are, so they keep working.",
      "The editor keeps the plain version of your text beside the styled one, so you can switch from one style to another without the styles piling up, and choosing 'Normal' gives you the plain text back.",
    ],
    tags: ["fancy fonts", "unicode", "styles", "plain text", "convert"],
    popularity: "medium",
  },
  {
    id: "save-favourites",
    category: "features",
    question: "Can I save the bios I like?",
    answer: [
      "Yes. In the editor on the home page, the star button saves the current bio to your Favourites. They are kept in this browser's local storage, so no account is involved: your latest fifty stay until you remove them or clear the site's data.",
      "Because favourites live in one browser, the ones saved on your phone do not appear on your laptop. To move a bio between devices, copy it and send it to yourself.",
    ],
    tags: ["favourites", "favorites", "save", "local storage"],
    popularity: "low",
  },
  {
    id: "character-limits",
    category: "optimization",
    question: "What is the bio character limit on each platform?",
    answer: [
      `These are the limits our counter uses. ${LIMITS_SENTENCE}`,
      "Spaces, line breaks and emoji all count. Everywhere except X, a character is what you see: an emoji, even a flag or a family, counts as one. X counts every emoji, however many parts it is made of, and fancy letters as two, so the same bio can have a higher count there.",
      `If you copy your bio elsewhere: Threads allows ${formatLimit(THREADS.limit)} characters, the About text on Pinterest ${formatLimit(PINTEREST.limit)} characters, and a YouTube channel description ${formatLimit(YOUTUBE.limit)} characters.`,
      `Can I make my bio shorter, or fit it to TikTok? Yes. On the home page, the checklist beside the editor offers 'Shorten to fit' when your bio is over the chosen platform's limit, and 'For Every Platform' makes five versions at once, TikTok's within its ${formatLimit(PLATFORM_LIMITS.tiktok.limit)} characters. Both shorten the way you would: hashtags go first, then whole phrases and lines, and a long phrase is cut after a whole word, never mid-word and never with "…".`,
      "Platforms change their rules from time to time. If a platform refuses a bio our counter accepted, the platform is right; please tell us so we can check.",
    ],
    tags: [
      "character limit",
      "length",
      "how long",
      "shorter",
      "shorten",
      "fit",
      "instagram",
      "x",
      "twitter",
      "tiktok",
      "facebook",
      "linkedin",
    ],
    popularity: "high",
  },
  {
    id: "instagram-line-breaks",
    category: "optimization",
    question: "How do I put line breaks in my Instagram bio?",
    answer: [
      "In the Instagram app, open Edit profile, tap Bio and press Return where you want a new line. Save, and the breaks stay.",
      "You can also write the bio in our editor, copy it and paste it into the bio field: the line breaks are copied with the text.",
      "Use one break between lines. A row of empty lines, or a line holding nothing but spaces, may be removed when you save; if you want a visible gap, put a small symbol such as a middle dot (·) on its own line.",
      `Each line break counts as one of your ${formatLimit(IG)} characters, so a three-line bio spends two characters on breaks.`,
    ],
    tags: ["line breaks", "new line", "spacing", "formatting", "return", "enter", "instagram"],
    popularity: "high",
  },
  {
    id: "fancy-fonts-search-accessibility",
    category: "optimization",
    question: "Do fancy fonts hurt search and accessibility?",
    answer: [
      "They can. To software, a fancy letter is a different character from the plain one it resembles, so Instagram search does not match a name or keyword written in fancy letters: someone typing your name will not find it.",
      "Many screen readers read each fancy letter by its Unicode name (such as 'mathematical bold capital H') or skip it, so a styled name turns into noise for people who listen to the page. Some older devices show the letters as empty boxes.",
      "Keep your name, your username and the words people search for in plain letters, and use a style for one decorative word at most. Each style in our font list says whether screen readers read it as words.",
    ],
    tags: ["fancy fonts", "search", "seo", "screen reader", "accessibility", "name"],
    popularity: "high",
  },
  {
    id: "what-makes-a-good-bio",
    category: "optimization",
    question: "What makes a good bio?",
    answer: [
      "A good bio answers three questions in a few seconds: who you are, what someone gets from following you, and what to do next. One line for each is a reliable shape.",
      "Be specific. 'Baking sourdough in a tiny flat' says more than 'food lover'. Put the words people would search for, such as your job, your topic or your town, in plain letters.",
      "Use emoji as signposts at the start of lines rather than scattering them everywhere, keep hashtags to one that means something, and end with a single next step: a link, a booking, or a question people can answer.",
      "Then read it on your phone. If it takes more than a glance to understand, cut a word.",
    ],
    tags: ["good bio", "structure", "call to action", "emoji", "hashtags", "keywords", "tips"],
    popularity: "medium",
  },
  {
    id: "x-weighted-count",
    category: "technical",
    question: "Why does X count my bio as longer than it looks?",
    answer: [
      "X measures text with a weighted count. Latin letters, digits and punctuation count as one, but every emoji, the letters of scripts such as Chinese, Japanese and Korean, and fancy Unicode letters count as two.",
      `So a bio full of emoji and bold letters can reach X's limit of ${formatLimit(X)} while it still looks short. Our counter uses the same weighting when you choose X, so the number it shows is the number X will check.`,
      "To save space on X, use fewer emoji, keep styled letters to a word or two, and put your town and your link in X's separate Location and Website fields.",
    ],
    tags: ["x", "twitter", "weighted", "emoji", "counting", "too long"],
    popularity: "medium",
  },
  {
    id: "copy-to-platforms",
    category: "technical",
    question: "How do I copy my bio into Instagram, X, TikTok, Facebook or LinkedIn?",
    answer: [
      "Press the copy button next to your bio, open your profile on the platform and paste into the right field:",
      "Instagram, X and TikTok: Edit profile, then Bio. Facebook: Edit bio in the Intro section of your profile. LinkedIn: the pencil icon on your profile's intro, then Headline.",
      "Paste, check that nothing was cut off at the end, and save. If the platform says the text is too long, come back to the editor, choose that platform in the preview and trim until the counter shows characters left.",
    ],
    tags: ["copy", "paste", "how to", "instagram", "x", "tiktok", "facebook", "linkedin", "headline"],
    popularity: "medium",
  },
  {
    id: "empty-boxes",
    category: "technical",
    question: "Why do some fancy letters or symbols show as empty boxes?",
    answer: [
      "An empty box (sometimes with a question mark or a code inside) means the device showing your bio has no font that can draw that character. The character is still there; that phone or computer just cannot display it.",
      "Older phones and some desktop apps lack fonts for rarer styles and for the newest emoji. Common styles such as bold, italic and script, and long-established symbols such as ★, ♡ or →, display almost everywhere.",
      "If your bio matters for your business, look at it on a second device, and keep the lines with your name and your call to action in widely supported characters.",
    ],
    tags: ["boxes", "unsupported characters", "symbols", "emoji", "display"],
    popularity: "low",
  },
  {
    id: "clickable-links",
    category: "technical",
    question: "Can I put a clickable link in my bio?",
    answer: [
      "It depends on the platform. On Instagram and TikTok, a web address typed into the bio text is not clickable, so use the place each platform gives you for links.",
      "Instagram: the Links section of Edit profile, which takes several links, each with an optional title. X: the Website field (an address typed into an X bio is linked too, but it uses up characters). TikTok: a Website field that only some accounts have, such as business accounts. LinkedIn and Facebook: the website in your contact details.",
      "On Instagram, @mentions and #hashtags in the bio are clickable, so a second account or a community hashtag can go in the text. A last line such as 'Shop the new collection ↓' points people to the link below the bio.",
    ],
    tags: ["link", "website", "link in bio", "url", "clickable", "instagram", "tiktok", "x"],
    popularity: "medium",
  },
] as const satisfies readonly FaqItem[];

/** ANDed with the category; table order is kept. */
export function searchFaq(query: string, category: FaqFilter = ALL_FILTER): FaqItem[] {
  return FAQ_ITEMS.filter(
    (item) =>
      matchesCategory(category, item.category) && matchesQuery(query, [item.question, ...item.answer, ...item.tags]),
  );
}

export function mostPopularFaqs(): FaqItem[] {
  return FAQ_ITEMS.filter((item) => item.popularity === "high");
}

/** Spec §2. */
export function showsMostPopular(query: string, category: FaqFilter): boolean {
  return category === ALL_FILTER && isBlankQuery(query);
}

export function isFaqFilter(value: unknown): value is FaqFilter {
  return typeof value === "string" && (FAQ_FILTERS as readonly string[]).includes(value);
}

export interface FaqPageJsonLd {
  "@context": "https://schema.org";
  "@type": "FAQPage";
  mainEntity: {
    "@type": "Question";
    name: string;
    acceptedAnswer: { "@type": "Answer"; text: string };
  }[];
}

/** Paragraphs are joined with a blank line; the text is plain. */
export function buildFaqJsonLd(items: readonly FaqItem[] = FAQ_ITEMS): FaqPageJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
    })),
  };
}
