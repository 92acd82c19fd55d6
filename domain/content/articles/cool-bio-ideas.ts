import { PLATFORM_LIMITS } from "../../text/platforms";
import type { Article } from "../article";

import { platformLimitsSection } from "./platform-limits";

const { twitter, tiktok } = PLATFORM_LIMITS;

/** The guide on /cool-instagram-bio-ideas, below the idea groups and the popular styles. */
export const COOL_BIO_IDEAS_ARTICLE: Article = {
  id: "cool-bio-ideas",
  title: "A Guide to Cool Instagram Bios",
  sections: [
    {
      id: "what-makes-a-bio-cool",
      heading: "What makes a bio cool",
      blocks: [
        {
          kind: "paragraph",
          text: "Cool is confidence without the effort showing. A cool bio says less than it could, sounds like a real person and leaves a visitor curious. It is rarely the longest or the most decorated bio on the page: one line with a point of view often beats three lines of emoji.",
        },
        {
          kind: "list",
          items: [
            [{ strong: "Confidence." }, " State things. Don’t apologise, hedge or over-explain."],
            [
              { strong: "Economy." },
              " Short lines and no filler words: “just”, “really” and “very” rarely survive an edit.",
            ],
            [
              { strong: "A point of view." },
              " An opinion, a habit or a small contradiction (“Early riser, late replier”) gives people something to react to.",
            ],
            [
              { strong: "Rhythm." },
              " Lines of similar length, or a list of three, read smoothly. Read yours aloud and listen for the bump.",
            ],
            [
              { strong: "Staying power." },
              " This month’s slang dates quickly; a well-made plain line lasts for years.",
            ],
          ],
        },
      ],
    },
    {
      id: "using-the-ideas",
      heading: "How to use the ideas on this page",
      blocks: [
        {
          kind: "paragraph",
          text: "The four idea groups above (Trendy One-Liners, Creative & Artistic, Motivational & Inspiring, Lifestyle & Travel) are starting points, not finished bios. To make one yours:",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Pick the group that matches what you post, not only what sounds good.",
            "Copy a line and change one word to something only you would say: your city, your craft, your usual order.",
            "Add a second line with a fact: what you do, or what people will find on your profile.",
            [
              "Finish with either a call to action or a symbol from the ",
              { text: "symbol library", href: "/features/symbol-library" },
              ", not both.",
            ],
            [
              "Look at the result in the ",
              { text: "live preview", href: "/features/live-preview" },
              " before you paste it.",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "The Popular Bio Styles list works the other way round: it offers formats rather than words, such as a single word, a list of three, a quote or a tiny story. Choose a format first and the words come more easily. The generated bios at the top of the page are a third source of lines: new ones each time you press “Generate New”, none repeated during your visit.",
        },
      ],
    },
    {
      id: "examples",
      heading: "Cool bio examples",
      blocks: [
        {
          kind: "paragraph",
          text: `Short enough for ${tiktok.name}’s ${tiktok.limit} characters, so each works on every platform.`,
        },
        {
          kind: "examples",
          bios: [
            {
              bio: "Early riser, late replier ☕\nMaking short films on long weekends",
              note: "A contradiction, then a fact.",
            },
            {
              bio: "Less talk, more shipping 🚀\nIndie developer, building in public",
              note: "A motto that doubles as a job description.",
            },
            {
              bio: "Currently: somewhere with good light 📍\nPhotos, notes, wrong turns",
              note: "A status line and a list of three.",
            },
            {
              bio: "Plays bass badly, cooks pasta well 🎸\nBerlin, for now",
              note: "Self-aware and specific, with a place.",
            },
            {
              bio: "Quiet. Curious. Always outside. 🌲\nTrail notes and film photos",
              note: "Three one-word sentences set the rhythm.",
            },
          ],
        },
      ],
    },
    {
      id: "mistakes-to-avoid",
      heading: "Mistakes to avoid",
      blocks: [
        {
          kind: "list",
          items: [
            [
              { strong: "Trying too hard." },
              " Stacked slang, a wall of emoji and capital letters all read as effort, the opposite of cool.",
            ],
            [
              { strong: "Words that expire." },
              " If a phrase is everywhere this month, it will look dated soon. Use trends for captions, not for the bio you keep.",
            ],
            [{ strong: "Saying nothing." }, " “Living life” could be anyone’s bio. Add one specific detail."],
            [
              { strong: "Copying a line as it is." },
              " A line that appears on many profiles stops being cool. Change at least one word.",
            ],
            [
              { strong: "Fancy fonts everywhere." },
              " One styled word can look sharp; a fully styled bio is harder to read, and screen readers may spell it out letter by letter. The ",
              { text: "fancy font page", href: "/features/fancy-font-styles" },
              " notes how each style reads aloud.",
            ],
          ],
        },
      ],
    },
    platformLimitsSection(
      "Character limits",
      "Cool bios are short by nature, which helps when you use one bio everywhere:",
      [
        `Watch ${twitter.name} if your bio leans on emoji or styled letters, since those usually count twice there. More platform-by-platform advice is on the `,
        { text: "tips and tricks", href: "/resources/tips-and-tricks" },
        " page.",
      ],
    ),
  ],
};
