/**
 * docs/product.md#ai-bio-generator-page, describing what the generator really does: the offline
 * composer unless a model is configured.
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
    text: "“AI-Generated” appears only on bios a language model wrote. Bios from our own composer, which writes from your words and notes we wrote by hand about common jobs and interests, say “Curated”.",
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

export const AI_GENERATOR_STEPS: readonly AiGeneratorStep[] = [
  {
    id: "input-analysis",
    title: "Input analysis",
    text: "Your words are read with a language-processing library: sentences become their things (“I like cats and coffee” gives cats and coffee), your job is found in what you typed (“ER nurse by night” is an ER nurse), and each personality word is sorted as a describing word, a kind of person or a phrase. Links, code and handles are left out.",
  },
  {
    id: "pattern-recognition",
    title: "Pattern recognition",
    text: "Your job and interests are matched with notes we wrote by hand for about ninety common jobs and ninety interests: what people in that job do, an insider’s joke, an honest call to action and emoji that mean the work. Nothing is said about you that you did not give or that is not true of your job.",
  },
  {
    id: "creative-generation",
    title: "Creative generation",
    text: "Hundreds of three-line drafts (who you are, what you are into, a closing hook) are written in your tone and scored: the more of your own details, the better; stock lines and lines you have already seen score low. The best three that differ are kept. When the site has a language model connected, the model writes the bios from the same details instead, and the composer fills any gap it leaves.",
  },
  {
    id: "optimization",
    title: "Optimization",
    text: "Every bio is checked before you see it: within the platform’s limit as that platform counts it, three lines at most, true to the style you chose, different from the others in the batch and from the bios already shown to you in this visit. Model answers are also dropped if they contain a link, e-mail address or @handle you didn’t give. A bio that fails is replaced, not shown.",
  },
];
