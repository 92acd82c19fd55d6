import { MAIN_TEMPLATES } from "./main-templates";

const variant = (id: string, index: 0 | 1 | 2) => {
  const template = MAIN_TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) throw new Error(`No main template "${id}"`);
  return template.variants[index];
};

/**
 * The home page's hero examples (docs/product.md#home): finished bios from the main templates, each
 * under a short label. Not the variants the Templates panel shows first, so the phone and that panel
 * never show the same bio side by side.
 */
export const HERO_EXAMPLES: readonly { label: string; text: string }[] = [
  { label: "Creator", text: variant("influencer", 1) },
  { label: "Coffee shop", text: variant("business", 2) },
  { label: "Illustrator", text: variant("artist", 1) },
  { label: "Simple", text: variant("minimal", 2) },
];
