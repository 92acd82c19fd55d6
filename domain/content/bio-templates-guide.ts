import { formatLimit } from "./cited-limits";
import { PLATFORM_LIMITS } from "../text/platforms";

/** docs/product.md#bio-templates; the templates are domain/templates/resource-templates.ts. */

export interface InfoCard {
  id: string;
  title: string;
  description: string;
}

export interface HowToStep {
  id: string;
  title: string;
  detail: string;
}

export interface HowToCard {
  title: string;
  steps: readonly HowToStep[];
}

export const TEMPLATE_PLACEHOLDERS = [
  "yourname@email.com",
  "www.yourwebsite.com",
  "yourusername",
  "Your City",
  "Your Brand",
  "Your Company",
] as const;

export const BIO_TEMPLATE_INFO_CARDS = [
  {
    id: "written-to-fit",
    title: "Written to fit",
    description: `Every template fits Instagram's ${formatLimit(PLATFORM_LIMITS.instagram.limit)}-character bio in three lines or fewer. Those marked Short also fit TikTok's ${formatLimit(PLATFORM_LIMITS.tiktok.limit)}, and so every platform we count.`,
  },
  {
    id: "placeholders",
    title: "Placeholders to replace",
    description: `${TEMPLATE_PLACEHOLDERS.join(", ")} mark the parts to make yours. Replace them before the bio goes on your profile.`,
  },
  {
    id: "what-the-labels-mean",
    title: "What the labels mean",
    description:
      "Engagement and difficulty are our editorial judgement: how inviting a bio reads, and how much you will need to change. They are not measurements. Length is a fact, checked against the limits.",
  },
  {
    id: "make-it-yours",
    title: "A starting point, not a copy",
    description:
      "Anyone can copy the same template. Swap at least one line for a detail only you could write (your town, your speciality, your favourite thing) so the bio sounds like you.",
  },
] as const satisfies readonly InfoCard[];

export const BIO_TEMPLATE_HOW_TO = {
  title: "How to use a template",
  steps: [
    {
      id: "find",
      title: "Find a close match",
      detail: "Search for a word such as 'coffee' or 'teacher', or choose a category.",
    },
    {
      id: "copy",
      title: "Copy it",
      detail: "Press 'Copy Bio' on the card. The bio goes to your clipboard with its line breaks.",
    },
    {
      id: "personalise",
      title: "Make it yours",
      detail:
        "Paste it into the editor on the home page, replace the placeholders and change any line that is not true for you.",
    },
    {
      id: "check",
      title: "Check the fit",
      detail: "Choose your platform in the preview: the counter counts the way that platform does.",
    },
    {
      id: "publish",
      title: "Paste it into your profile",
      detail: "Open Edit profile on the platform, paste the bio into the bio field and save.",
    },
  ],
} as const satisfies HowToCard;
