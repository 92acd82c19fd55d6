/**
 * Every page in site order: header, footer, category bar, home grid, sitemap and pre-render list
 * read this, so they agree. routes.test.ts keeps app/routes.ts in step.
 */
import { Briefcase, Laugh, Palette, Sparkles, Wand2, type LucideIcon } from "lucide-react";

// react-router.config.ts loads this file without the path aliases.
import { PLATFORM_LIMITS } from "../../domain/text/platforms";

import type { PageInfo } from "./page-info";

export { SITE_NAME } from "./site-name";

export type FooterGroup = "Features" | "Resources" | "Company";

export const FOOTER_GROUPS: readonly FooterGroup[] = ["Features", "Resources", "Company"];

export interface PageNav {
  header?: string;
  footer?: { group: FooterGroup; label: string };
  category?: { label: string; title: string; blurb: string; icon: LucideIcon };
}

export interface SitePage extends PageInfo {
  nav: PageNav;
  prerender: boolean;
}

export const SITE_PAGES = [
  {
    path: "/",
    title: "Social Bio Generator: Free Instagram Bio Generator with AI, Fonts & Symbols",
    description:
      "Write your Instagram, X, TikTok, Facebook or LinkedIn bio in minutes: AI ideas, fancy fonts, symbols, templates and a live preview. Free, no account.",
    heading: "Social Bio Generator",
    // The hero's one line (app/features/bio-workshop/home-hero.tsx): what happens here.
    intro: "Type a few words, see a finished bio on your profile, copy it.",
    nav: { header: "Home" },
    prerender: true,
  },
  {
    path: "/aesthetic-bios",
    title: "Aesthetic Instagram Bios: Soft, Dreamy Bio Ideas | Social Bio Generator",
    description:
      "Fresh aesthetic Instagram bios with soft imagery and airy symbols, new every time you ask. Copy one in a click, free and without an account.",
    heading: "Aesthetic Instagram Bios",
    intro: "Dreamy, soft and minimal bios with a touch of sparkle, ready to copy into your profile.",
    nav: {
      category: {
        label: "Aesthetic",
        title: "Aesthetic Bios",
        blurb: "Soft, dreamy bios with airy symbols",
        icon: Palette,
      },
    },
    // Its first six bios are written per request (docs/decisions/019-category-pages.md).
    prerender: false,
  },
  {
    path: "/funny-bios",
    title: "Funny Instagram Bios: Witty Bio Ideas That Make People Laugh",
    description:
      "Witty, self-aware Instagram bios that never repeat in a session. Generate a new set, copy the one that sounds like you, free.",
    heading: "Funny Instagram Bios",
    intro: "Clever one-liners and self-aware jokes for a profile that makes people smile.",
    nav: {
      category: { label: "Funny", title: "Funny Bios", blurb: "Witty lines that make people smile", icon: Laugh },
    },
    prerender: false,
  },
  {
    path: "/business-bios",
    title: "Business Instagram Bios: Professional Bio Ideas for Brands",
    description: `Professional Instagram bios for brands, shops and freelancers: a clear offer, proof and a call to action, within Instagram's ${PLATFORM_LIMITS.instagram.limit} characters.`,
    heading: "Business Instagram Bios",
    intro: "Clear, credible bios that say what you offer and what a visitor should do next.",
    nav: {
      category: {
        label: "Business",
        title: "Business Bios",
        blurb: "A clear offer and a call to action",
        icon: Briefcase,
      },
    },
    prerender: false,
  },
  {
    path: "/cool-instagram-bio-ideas",
    title: "Cool Instagram Bio Ideas: Trendy, Confident Bios to Copy",
    description:
      "Cool Instagram bio ideas: trendy one-liners, creative, motivational and travel bios, plus popular bio styles and a short guide.",
    heading: "Cool Instagram Bio Ideas",
    intro: "Confident, trend-aware bios and ideas to make your profile stand out.",
    nav: {
      category: { label: "Cool Ideas", title: "Cool Bio Ideas", blurb: "Trendy, confident bio ideas", icon: Sparkles },
    },
    prerender: false,
  },
  {
    path: "/ai-bio-generator",
    title: "AI Bio Generator: Personalised Bios from Your Interests",
    description:
      "Tell the AI Bio Generator about your interests, job and personality and get bios written around your own words, sized for each platform.",
    heading: "AI Bio Generator",
    intro: "Describe yourself in a few words and get bios built around your interests, work and personality.",
    nav: {
      category: {
        label: "AI Generator",
        title: "AI Bio Generator",
        blurb: "Bios built around your own words",
        icon: Wand2,
      },
    },
    prerender: true,
  },
  {
    path: "/contact-us",
    title: "Contact Us | Social Bio Generator",
    description:
      "Questions, ideas or problems with Social Bio Generator? E-mail our support team; we answer within 24 hours.",
    heading: "Contact Us",
    intro: "Questions, feedback or a problem? Write to us and we will answer within 24 hours.",
    nav: { header: "Contact", footer: { group: "Company", label: "Contact Us" } },
    prerender: true,
  },
  {
    path: "/about-us",
    title: "About Us | Social Bio Generator",
    description:
      "Why we build Social Bio Generator: a fast, free, honest bio tool for creators, businesses and everyone else, with no account needed.",
    heading: "About Social Bio Generator",
    intro: "A free tool that helps anyone write a profile bio that sounds like them.",
    nav: { header: "About", footer: { group: "Company", label: "About Us" } },
    prerender: true,
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy | Social Bio Generator",
    description:
      "What Social Bio Generator stores and why: suggestion text, short-lived rate-limit counters, and preferences kept in your own browser.",
    heading: "Privacy Policy",
    intro: "What we store, what we do not, and the choices you have.",
    nav: { header: "Privacy Policy", footer: { group: "Company", label: "Privacy Policy" } },
    prerender: true,
  },
  {
    path: "/terms-conditions",
    title: "Terms & Conditions | Social Bio Generator",
    description: "The terms for using Social Bio Generator, a free bio-writing tool that needs no account.",
    heading: "Terms & Conditions",
    intro: "The rules for using Social Bio Generator, in plain language.",
    nav: { footer: { group: "Company", label: "Terms & Conditions" } },
    prerender: true,
  },
  {
    path: "/disclaimer",
    title: "Disclaimer | Social Bio Generator",
    description:
      "What Social Bio Generator can and cannot promise about generated bios, fancy fonts, character counts and third-party platforms.",
    heading: "Disclaimer",
    intro: "What our tool can promise, and what it cannot.",
    nav: { header: "Disclaimer", footer: { group: "Company", label: "Disclaimer" } },
    prerender: true,
  },
  {
    path: "/suggest-feature",
    title: "Suggest a Feature | Social Bio Generator",
    description: "Tell us what Social Bio Generator should do next. Every suggestion is read by the team.",
    heading: "Suggest a Feature",
    intro: "What would make this tool better for you? Every suggestion is read by the team.",
    nav: { header: "Suggest" },
    prerender: true,
  },
  {
    path: "/features/ai-bio-generation",
    title: "AI Bio Generation: Bios in Six Styles | Social Bio Generator",
    description:
      "Describe yourself once and get bios in creative, professional, funny, aesthetic, minimal or bold style, with an instant preview.",
    heading: "AI Bio Generation",
    intro: "Describe yourself once and get bios in six styles, from creative to bold.",
    nav: { footer: { group: "Features", label: "AI Bio Generation" } },
    prerender: true,
  },
  {
    path: "/features/fancy-font-styles",
    title: "Fancy Font Styles: Bold, Script, Gothic Text for Your Bio",
    description:
      "Turn your text into bold, italic, script, gothic, bubble and more Unicode styles that paste into Instagram, X and TikTok.",
    heading: "Fancy Font Styles",
    intro: "Turn your words into bold, script, gothic and other Unicode styles that paste anywhere.",
    nav: { footer: { group: "Features", label: "Fancy Font Styles" } },
    prerender: true,
  },
  {
    path: "/features/symbol-library",
    title: "Symbol Library: Hearts, Arrows, Stars and More to Copy",
    description:
      "Search hearts, arrows, dots, lines, currency and decorative symbols for your bio, and copy any of them with one click.",
    heading: "Symbol Library",
    intro: "Hearts, arrows, dividers and decorative symbols to copy into your bio.",
    nav: { footer: { group: "Features", label: "Symbol Library" } },
    prerender: true,
  },
  {
    path: "/features/template-collection",
    title: "Template Collection: Bio Templates by Category",
    description:
      "Browse bio templates for creators, businesses, fitness, food, fashion, tech and more; search, filter and copy one to make it yours.",
    heading: "Template Collection",
    intro: "Ready-made bio templates by category, the most broadly useful first.",
    nav: { footer: { group: "Features", label: "Template Collection" } },
    prerender: true,
  },
  {
    path: "/features/live-preview",
    title: "Live Preview: See Your Bio on Every Platform",
    description:
      "Type your bio once and see how it looks on Instagram, X, TikTok and LinkedIn, with each platform's character limit.",
    heading: "Live Preview",
    intro: "See how your bio looks on each platform, with its character limit, as you type.",
    nav: { footer: { group: "Features", label: "Live Preview" } },
    prerender: true,
  },
  {
    path: "/resources/bio-templates",
    title: "Bio Templates: 15 Ready-to-Use Bios | Social Bio Generator",
    description:
      "Fifteen ready-to-use bio templates for creators, professionals, travellers, musicians and more. Search, filter by category and copy.",
    heading: "Bio Templates",
    intro: "Ready-to-use bios for many kinds of profile. Find one, copy it, make it yours.",
    nav: { footer: { group: "Resources", label: "Bio Templates" } },
    prerender: true,
  },
  {
    path: "/resources/style-guide",
    title: "Bio Style Guide: Tips, Branding and Examples",
    description:
      "A style guide for social media bios: writing tips, what colours and type say about your brand, dos and don'ts, and before/after examples.",
    heading: "Bio Style Guide",
    intro: "How to write, style and structure a bio that fits your brand.",
    nav: { footer: { group: "Resources", label: "Style Guide" } },
    prerender: true,
  },
  {
    path: "/resources/tips-and-tricks",
    title: "Bio Tips and Tricks: Engagement, Growth and Branding",
    description:
      "Practical bio tips for engagement, growth, conversions and personal branding, with quick hacks and advice for each platform.",
    heading: "Bio Tips and Tricks",
    intro: "Practical advice to make your bio work harder, by goal and by platform.",
    nav: { footer: { group: "Resources", label: "Tips & Tricks" } },
    prerender: true,
  },
  {
    path: "/resources/examples",
    title: "Bio Examples: 12 Annotated Bios That Work",
    description:
      "Twelve annotated bio examples for business, creative and personal profiles, with what makes each one work and illustrative figures.",
    heading: "Bio Examples",
    intro: "Annotated bios for business, creative and personal profiles, and why they work.",
    nav: { footer: { group: "Resources", label: "Examples" } },
    prerender: true,
  },
  {
    path: "/resources/faq",
    title: "Frequently Asked Questions | Social Bio Generator",
    description:
      "Answers about Social Bio Generator: how generation works, fonts, character limits, privacy, and using bios on each platform.",
    heading: "Frequently Asked Questions",
    intro: "Quick answers about the generator, fonts, limits and privacy.",
    nav: { footer: { group: "Resources", label: "FAQ" } },
    prerender: true,
  },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof SITE_PAGES)[number]["path"];

export function findSitePage(path: string): SitePage | undefined {
  return SITE_PAGES.find((page) => page.path === path);
}

export function sitePage(path: SitePath): SitePage {
  const page = findSitePage(path);
  if (!page) throw new Error(`No site page for ${path}`);
  return page;
}

const PAGES: readonly SitePage[] = SITE_PAGES;

export type CategoryPage = SitePage & { nav: { category: NonNullable<PageNav["category"]> } };

export const HEADER_PAGES: readonly SitePage[] = PAGES.filter((page) => page.nav.header !== undefined);
export const CATEGORY_PAGES: readonly CategoryPage[] = PAGES.filter(
  (page): page is CategoryPage => page.nav.category !== undefined,
);

export function footerPages(group: FooterGroup): SitePage[] {
  return PAGES.filter((page) => page.nav.footer?.group === group);
}

export function pageData(path: SitePath): { page: PageInfo } {
  const { title, description, heading, intro } = sitePage(path);
  return { page: { path, title, description, heading, intro } };
}
