import {
  HASHTAG_MAX,
  HASHTAG_MIN,
  LINE_BREAKS_LINES,
  SYMBOL_HEAVY_MIN_SYMBOLS,
  WITH_EMOJIS_MAX,
  WITH_EMOJIS_MIN,
} from "../../bio/style-rules";
import { PLATFORM_LIMITS } from "../../text/platforms";
import type { Article } from "../article";

import { platformLimitsSection } from "./platform-limits";

const { instagram, twitter, tiktok } = PLATFORM_LIMITS;

/** What the generator really does (docs/product.md#principles). */
export const AI_BIO_GENERATOR_ARTICLE: Article = {
  id: "ai-bio-generator",
  title: "How the Bio Generator Works, and How to Get Good Bios from It",
  sections: [
    {
      id: "what-it-does",
      heading: "What the generator does",
      blocks: [
        {
          kind: "paragraph",
          text: "You give it your interests, your profession and a few personality words, and choose a tone and a style. It answers with bios of up to three short lines.",
        },
        {
          kind: "paragraph",
          text: "By default the bios come from our composer: a program that reads your words, adds what it knows about your job and interests from notes we wrote by hand, writes many drafts in your tone and keeps the best, with emoji that mean what your words mean, so coffee gets ☕ and hiking gets 🥾. The category pages choose from bios we wrote whole. No language model is involved in that, so those bios carry the badge “Curated”.",
        },
        {
          kind: "paragraph",
          text: "When the site’s operator connects a language model, the model writes the bios from the same details. Its answers are checked like anything typed into a form: cut to three lines, held to the limit and the chosen style, and dropped if they contain a link, e-mail address or @handle you didn’t give. If the model fails or falls short, the composer fills the gap. Only bios the model wrote carry the badge “AI-Generated”.",
        },
      ],
    },
    {
      id: "getting-good-results",
      heading: "How to get good results",
      blocks: [
        {
          kind: "list",
          items: [
            [
              { strong: "Be specific with interests." },
              " “Sourdough, bouldering, sci-fi novels” gives the generator far more to work with than “food, sport, books”. Separate them with commas and put the ones you most want to be known for first.",
            ],
            [
              { strong: "Write your profession the way you would say it." },
              " “Night-shift nurse”, “wedding photographer”, “student”: it usually leads the first line.",
            ],
            [
              { strong: "Give one to three personality words." },
              " Adjectives such as “curious” or “calm” fit most lines (“curious nurse”); a long phrase fits almost none.",
            ],
            [
              { strong: "Let the tone set the voice and the style set the look." },
              ` Tone chooses the wording: Professional, Casual, Funny and so on. Style chooses the form: With Emojis uses ${WITH_EMOJIS_MIN} to ${WITH_EMOJIS_MAX} emoji, Clean Text none and no symbols, Symbol Heavy at least ${SYMBOL_HEAVY_MIN_SYMBOLS} decorative symbols, Line Breaks exactly ${LINE_BREAKS_LINES} lines, Hashtag Style ends with ${HASHTAG_MIN} or ${HASHTAG_MAX} hashtags, and Quote Style has one line in quotation marks.`,
            ],
            [
              { strong: "Generate more than once." },
              " Each run draws new combinations and avoids the bios you have already been shown, so the second or third batch often holds the one.",
            ],
            [
              { strong: "Finish it yourself." },
              " Change a word, add your city or the call to action for your link, then check it in the ",
              { text: "live preview", href: "/features/live-preview" },
              ".",
            ],
          ],
        },
      ],
    },
    {
      id: "examples",
      heading: "From details to a bio",
      blocks: [
        {
          kind: "paragraph",
          text: `Three hand-written bios showing how specific details become lines. All fit ${instagram.name}’s ${instagram.limit} characters.`,
        },
        {
          kind: "examples",
          bios: [
            {
              bio: "Night-shift nurse with a soft spot for yoga 🧘\nRuns on matcha and kindness\nOff duty, probably on a mat",
              note: "Interests: yoga, matcha. Profession: nurse. Tone: Casual.",
            },
            {
              bio: "Wedding photographer 📷\nChasing golden hour and real laughter\nNow booking next year’s dates ↓",
              note: "Profession and interests, with a call to action added by hand.",
            },
            {
              bio: "Curious student of code and coffee ☕\nBuilding small apps, breaking them, fixing them",
              note: "A personality word in front of the profession.",
            },
          ],
        },
      ],
    },
    {
      id: "what-to-expect",
      heading: "What to expect, honestly",
      blocks: [
        {
          kind: "list",
          items: [
            [
              { strong: "It writes from what you give it." },
              " It doesn’t know your achievements, prices or links unless you type them, and it won’t add links, e-mail addresses or @handles you didn’t type.",
            ],
            [
              { strong: "It checks before it shows." },
              " Every bio is measured the way its platform counts, kept to three lines, held to your style and compared with the rest of the batch, so no two say the same thing.",
            ],
            [
              { strong: "We don’t keep your words." },
              " They are used to write the bios and are not stored on our server; our logs record counts, never text. When a language model is connected, your details are sent to that model’s provider to write the bios.",
            ],
            [
              { strong: "It doesn’t style letters." },
              " Bios come in plain letters. Apply a font afterwards on the ",
              { text: "fancy font page", href: "/features/fancy-font-styles" },
              ", keeping plain letters for anything people should be able to search.",
            ],
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
              { strong: "Sentences in the interests box." },
              " “I like to travel and I also bake” is harder to use than “travel, baking”. The box wants a list.",
            ],
            [
              { strong: "Pasting without reading." },
              " A generated bio is a draft. Make sure every line is true of you before it goes on your profile.",
            ],
            [
              { strong: "Forgetting the other platforms." },
              ` A bio that fits ${instagram.name} may be too long for ${tiktok.name}, or for ${twitter.name} once emoji count double.`,
            ],
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Want something quicker? The ",
            { text: "AI Bio Generation", href: "/features/ai-bio-generation" },
            " page turns a sentence about yourself into three instant drafts.",
          ],
        },
      ],
    },
    platformLimitsSection(
      "Character limits the generator checks",
      "Each bio is measured for the platform it is written for, the way that platform counts:",
      [
        "The generator writes for the first five; the others are for reference when you adapt a bio. Other questions are answered in the ",
        { text: "FAQ", href: "/resources/faq" },
        ".",
      ],
    ),
  ],
};
