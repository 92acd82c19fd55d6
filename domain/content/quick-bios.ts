// 'Quick Generate' (docs/product.md#ai-bio-generation): free text is not parsed ("Proud {profession}" would turn a
// sentence into nonsense), so every template frames it whole.
import { countGraphemes, splitGraphemes } from "../text/graphemes";
import { PLATFORM_LIMITS } from "../text/platforms";

export const QUICK_BIO_STYLES = ["creative", "professional", "funny", "aesthetic", "minimal", "bold"] as const;

export type QuickBioStyle = (typeof QUICK_BIO_STYLES)[number];

export function isQuickBioStyle(value: unknown): value is QuickBioStyle {
  return typeof value === "string" && (QUICK_BIO_STYLES as readonly string[]).includes(value);
}

export const QUICK_BIO_MAX_LENGTH = PLATFORM_LIMITS.instagram.limit;

type Casing = "as-typed" | "line-start" | "lower" | "upper";

interface QuickTemplate {
  casing: Casing;
  frame: (text: string) => string;
}

const QUICK_TEMPLATES: Readonly<Record<QuickBioStyle, readonly [QuickTemplate, QuickTemplate, QuickTemplate]>> = {
  creative: [
    { casing: "line-start", frame: (t) => `${t} ✨\n🎨 Collecting ideas, making things\n↓ More stories below` },
    { casing: "as-typed", frame: (t) => `📖 Chapter one:\n“${t}”\n✍️ Still writing the rest` },
    { casing: "as-typed", frame: (t) => `🌈 The short version: ${t}\n🎬 The long version is in the posts` },
  ],
  professional: [
    {
      casing: "line-start",
      frame: (t) => `${t}\nFocused on good work and clear communication\n📩 Open to new opportunities`,
    },
    { casing: "as-typed", frame: (t) => `About me: ${t}\n→ Let’s connect and work together` },
    { casing: "line-start", frame: (t) => `${t} | Always learning\n✉️ Messages open for collaborations` },
  ],
  funny: [
    { casing: "line-start", frame: (t) => `${t}\n(yes, really)\nRunning on snacks and optimism 🍿` },
    { casing: "as-typed", frame: (t) => `My group chat’s summary of me:\n“${t}”\nThey’re not wrong 😅` },
    { casing: "as-typed", frame: (t) => `Résumé: ${t}\nHidden talents: snacking, napping, overthinking 🤷` },
  ],
  aesthetic: [
    { casing: "lower", frame: (t) => `˚₊‧ ${t} ‧₊˚\n☾ soft days, slow mornings` },
    { casing: "lower", frame: (t) => `✿ ${t}\n⋆ collecting little moments ⋆` },
    { casing: "lower", frame: (t) => `${t} ♡\n☁️ living gently, one day at a time` },
  ],
  minimal: [
    { casing: "line-start", frame: (t) => t },
    { casing: "line-start", frame: (t) => `${t}\nNothing more, nothing less.` },
    { casing: "line-start", frame: (t) => `${t} · Say hi` },
  ],
  bold: [
    { casing: "upper", frame: (t) => `🔥 ${t}\n👇 Follow the journey` },
    { casing: "line-start", frame: (t) => `💥 ${t}\nBig goals, no shortcuts 💪` },
    { casing: "line-start", frame: (t) => `🚀 ${t}\nHere to make it count. Watch this space.` },
  ],
};

// Line breaks become spaces because the templates decide the lines.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const KEEP_INVISIBLE = /^(?:\u200d|[\u{e0020}-\u{e007f}])$/u;
const LEADING_JUNK = /^[\s"“”«»„,;:.\-–—•·*]+/u;
const TRAILING_JUNK = /[\s"“”«»„,;:.!?…\-–—•·*]+$/u;

export function cleanQuickBioText(text: string): string {
  const oneLine = text
    .replace(INVISIBLE, (char) => (KEEP_INVISIBLE.test(char) ? char : " "))
    .replace(/\s+/gu, " ")
    .trim();
  const cleaned = oneLine.replace(LEADING_JUNK, "").replace(TRAILING_JUNK, "");
  return cleaned.length > 0 ? cleaned : oneLine;
}

function applyCasing(text: string, casing: Casing): string {
  switch (casing) {
    case "as-typed":
      return text;
    case "lower":
      return text.toLowerCase();
    case "upper":
      return text.toUpperCase();
    case "line-start": {
      // "iPhone fan" stays: a capital second letter means a deliberate form.
      const [first = "", second = ""] = splitGraphemes(text.slice(0, 8));
      if (!/^\p{Ll}$/u.test(first) || /^\p{Lu}$/u.test(second)) return text;
      return first.toUpperCase() + text.slice(first.length);
    }
  }
}

const ELLIPSIS = "…";

function cutToFit(text: string, budget: number): string {
  const graphemes = splitGraphemes(text);
  if (graphemes.length <= budget) return text;
  if (budget <= 1) return budget === 1 ? ELLIPSIS : "";
  const kept = graphemes.slice(0, budget - 1);
  let end = graphemes[budget - 1] === " " ? kept.length : kept.lastIndexOf(" ");
  if (end <= 0) end = kept.length;
  const head = kept.slice(0, end).join("").replace(TRAILING_JUNK, "");
  return (head.length > 0 ? head : kept.join("")) + ELLIPSIS;
}

function fillTemplate(template: QuickTemplate, text: string): string {
  const cased = applyCasing(text, template.casing);
  const fixedCost = countGraphemes(template.frame(""));
  let budget = QUICK_BIO_MAX_LENGTH - fixedCost;
  let bio = template.frame(cutToFit(cased, budget));
  // Graphemes can merge across the seam (a combining mark typed first), so measure and tighten.
  while (countGraphemes(bio) > QUICK_BIO_MAX_LENGTH && budget > 0) {
    budget -= 1;
    bio = template.frame(cutToFit(cased, budget));
  }
  return bio;
}

export function quickBios(text: string, style: QuickBioStyle): string[] {
  const cleaned = cleanQuickBioText(text);
  if (cleaned.length === 0) return [];
  return QUICK_TEMPLATES[style].map((template) => fillTemplate(template, cleaned));
}

export function previewBio(text: string, style: QuickBioStyle): string {
  const cleaned = cleanQuickBioText(text);
  if (cleaned.length === 0) return "";
  return fillTemplate(QUICK_TEMPLATES[style][0], cleaned);
}
