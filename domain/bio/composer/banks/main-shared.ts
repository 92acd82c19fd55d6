/**
 * Lines every main-page tone shares: labels (the visitor's words between separators, the one
 * place a word in another script reads naturally, "デザイナー · 写真 · 旅行"), and the lines of a
 * service profession: what it offers and how to book it ("Book a home valuation"). Offers and
 * calls to action come from professions.ts, generic to the trade.
 */
import { MAIN_TONES } from "../../generation-options";
import { group, type TemplateGroup } from "../templates";

const ALL = [...MAIN_TONES, "Trendy", "Confident", "Motivational", "Energetic"] as const;
const PLAIN = [
  "Professional",
  "Confident",
  "Casual",
  "Inspirational",
  "Motivational",
  "Bold",
  "Energetic",
  "Trendy",
] as const;
const SOFT = ["Aesthetic", "Creative", "Minimalist"] as const;

export const MAIN_SHARED_TEMPLATES: readonly TemplateGroup[] = [
  // Labels: each visitor word stands alone, so any script reads naturally.
  group(
    "identity",
    ALL,
    ["{p} {sep} {i} {sep} {i2}", "{p} {sep} {i}", "{i} {sep} {i2} {sep} {i3}", "{p} {sep} {t}", "{i} {sep} {p}"],
    { reusable: true },
  ),
  group("substance", ALL, ["{i} {sep} {i2}", "{i} {sep} {t}", "{i} {sep} {i2} {sep} {t}"], { reusable: true }),
  group("substance", PLAIN, ["The kind of person who {tv}", "{tn} at heart"]),
  // A single word as a line: only for words in another script, where a sentence around them
  // would mix languages mid-phrase.
  group("identity", ALL, ["{p}", "{i}"], { otherScript: true, reusable: true }),
  group("substance", ALL, ["{i}", "{t}"], { otherScript: true, reusable: true }),

  // Service professions: the offer, who it is for, and how to book.
  group("substance", PLAIN, [
    "{s.offer} {sep} {s.offer}",
    "{s.offer} {sep} {s.offer} {sep} {s.offer}",
    "Here for {s.offer} and {s.offer}",
    "Helping {s.audience} with {s.offer}",
    "Working with {s.audience}",
    "{s.offer} for {s.audience}",
    "Ask me about {s.offer}",
    "Specialising in {s.offer}",
    "Offering {s.offer} and {s.offer}",
  ]),
  group("substance", SOFT, ["{s.offer} {sep} {s.offer}", "{s.offer} for {s.audience}", "gently: {s.offer}"]),
  group("identity", PLAIN, [
    "{p} for {s.audience}",
    "{p} helping {s.audience}",
    "Your {p} for {s.offer}",
    "{p} here for {s.audience}",
  ]),
  group("hook", ALL, ["{s.cta}", "{s.cta}", "{s.cta}", "{s.cta}"], { cta: true }),
];
