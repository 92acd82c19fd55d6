/**
 * The AI Bio Generator page's side cards and its four-step explanation (docs/product.md#ai-bio-generator-page), described for
 * what the generator really does (docs/decisions/007-generate-bio.md, domain/bio/composer/): an
 * offline composer by default, a language model only when the operator configures one.
 */
import { PLATFORM_LIMITS } from "../text/platforms";

const { instagram, tiktok } = PLATFORM_LIMITS;

export interface AiGeneratorFeatureCard {
  id: string;
  title: string;
  text: string;
}

export const AI_GENERATOR_FEATURE_CARDS: readonly AiGeneratorFeatureCard[] = [
  {
    id: "your-own-words",
    title: "Built from your words",
    text: "Every bio is written around the interests, profession and personality you enter, in the tone and style you choose.",
  },
  {
    id: "checked-before-shown",
    title: "Checked before you see it",
    text: `Each bio is measured the way its platform counts (${instagram.limit} characters on ${instagram.name}, ${tiktok.limit} on ${tiktok.name}), kept to three lines and held to your chosen style.`,
  },
  {
    id: "honest-labels",
    title: "Honest labels",
    text: "“AI-Generated” appears only on bios a language model wrote. Bios from our own composer, which writes from phrase banks we curate, say “Curated”.",
  },
  {
    id: "no-account",
    title: "No account, nothing kept",
    text: "There is nothing to sign up for. The details you type are used to write your bios and are not stored on our server; when a language model is connected, they go to its provider for that purpose.",
  },
];

export interface AiGeneratorStep {
  id: "input-analysis" | "pattern-recognition" | "creative-generation" | "optimization";
  title: string;
  text: string;
}

/** The four steps, in the product's order. */
export const AI_GENERATOR_STEPS: readonly AiGeneratorStep[] = [
  {
    id: "input-analysis",
    title: "Input analysis",
    text: "Your interests and personality words are split into separate items and tidied: stray punctuation goes, capitals are adjusted, plural forms are noted (“dogs” gives “dog person”). Each item is sorted by kind: something to eat or drink, an activity, an adjective or a noun.",
  },
  {
    id: "pattern-recognition",
    title: "Pattern recognition",
    text: "Your tone, style and the kind of bio choose a family of line patterns from our curated phrase banks. Each pattern states what fits it (“runs on …” takes a drink, “… on weekends” an activity), and only patterns your words fit are used. Emoji are matched to your words by meaning: our own list for common bio words first, then the names and keywords of the Unicode emoji set.",
  },
  {
    id: "creative-generation",
    title: "Creative generation",
    text: "Each bio is planned as up to three lines (who you are, what you are into, a closing hook or call to action), then a pattern is drawn for each line and filled with your words, so no two runs come out the same. When the site has a language model connected, the model writes the bios from the same details instead, and the composer fills any gap it leaves.",
  },
  {
    id: "optimization",
    title: "Optimization",
    text: "Every bio is checked before you see it: within the platform’s limit as that platform counts it, three lines at most, true to the style you chose, different from the others in the batch and from the bios already shown to you in this visit. Model answers are also dropped if they contain a link, e-mail address or @handle you didn’t give. A bio that fails is replaced, not shown.",
  },
];
