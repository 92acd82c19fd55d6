/**
 * The Live Preview page's five sample bios (docs/product.md#live-preview) and its 'Preview Tips' card. The samples
 * differ in length on purpose, so that 'Sample' shows each status: some fit every platform, some
 * run past TikTok's limit, one comes close to Instagram's (live-preview.test.ts pins this down).
 */
import { PLATFORM_LIMITS } from "../text/platforms";

const { instagram, twitter, tiktok, linkedin } = PLATFORM_LIMITS;

export interface LivePreviewSample {
  id: string;
  /** What the sample is, for the button's accessible description. */
  label: string;
  bio: string;
}

export const LIVE_PREVIEW_SAMPLES: readonly LivePreviewSample[] = [
  {
    id: "photographer",
    label: "Photographer, three lines",
    bio: "☕ Coffee-fuelled photographer\n📍 Based in Lisbon, shooting everywhere\n✨ Bookings open → link below",
  },
  {
    id: "designer-dj",
    label: "Designer, one short line",
    bio: "Designer by day, DJ by night 🎧",
  },
  {
    id: "home-cook",
    label: "Home cook, three lines",
    bio: "Plant-based home cook 🌱\nQuick weeknight dinners and the odd disaster\nNew recipe every Sunday ↓",
  },
  {
    id: "product-designer",
    label: "Product designer, close to the Instagram limit",
    bio: "Product designer helping small teams build calmer apps 💻\nWriting about design systems, accessibility and sensible defaults\n📩 Open to freelance work ↓",
  },
  {
    id: "runner",
    label: "Runner, with an emoji sequence",
    bio: "Marathon runner in training 🏃‍♀️\nCoach · Dog mum · Oat latte loyalist\nFollow the road to race day",
  },
];

/** The sample the editor starts with (docs/product.md#live-preview). */
export const DEFAULT_LIVE_PREVIEW_SAMPLE: LivePreviewSample = LIVE_PREVIEW_SAMPLES[0]!;

/**
 * The sample 'Sample' shows next: a random one other than the text in the editor, so the button
 * always changes something. `random` returns a number in [0, 1), as Math.random does.
 */
export function pickLivePreviewSample(currentText: string, random: () => number): LivePreviewSample {
  const others = LIVE_PREVIEW_SAMPLES.filter((sample) => sample.bio !== currentText);
  const index = Math.min(others.length - 1, Math.floor(random() * others.length));
  return others[Math.max(0, index)]!;
}

export interface PreviewTip {
  id: string;
  title: string;
  text: string;
}

export const PREVIEW_TIPS: readonly PreviewTip[] = [
  {
    id: "mobile-first",
    title: "Check Mobile first",
    text: "It is the narrowest view, so long lines wrap there first. If a line breaks awkwardly on a phone, shorten it.",
  },
  {
    id: "x-counts-double",
    title: `Watch the count on ${twitter.name}`,
    text: `X counts every emoji and fancy-font letter as two characters, so a bio that fits ${instagram.name}’s ${instagram.limit} can be over X’s ${twitter.limit}.`,
  },
  {
    id: "tiktok-short-version",
    title: `Keep a short version for ${tiktok.name}`,
    text: `${tiktok.name} allows only ${tiktok.limit} characters. Put who you are and what you offer first, so a shorter version loses only the extras.`,
  },
  {
    id: "line-breaks-count",
    title: "Line breaks are characters too",
    text: "Every line break counts toward the limit. Three short lines read well, but they cost two characters more than one line.",
  },
  {
    id: "linkedin-headline",
    title: `Treat ${linkedin.name} as a headline`,
    text: `The ${linkedin.limit} characters of a ${linkedin.name} headline sit next to your name: lead with your role and who you help, and leave jokes and symbols out.`,
  },
];
