import { PLATFORM_LIMITS } from "../../text/platforms";
import type { Article } from "../article";

import { platformLimitsSection } from "./platform-limits";

const { instagram, twitter, tiktok } = PLATFORM_LIMITS;

/** The article under the bios on /aesthetic-bios. */
export const AESTHETIC_BIOS_ARTICLE: Article = {
  id: "aesthetic-bios",
  title: "How to Write an Aesthetic Instagram Bio",
  sections: [
    {
      id: "what-makes-a-bio-aesthetic",
      heading: "What makes a bio aesthetic",
      blocks: [
        {
          kind: "paragraph",
          text: "An aesthetic bio is less about information and more about mood. It reads like a caption for your whole profile: a few soft, specific images, plenty of space, and a symbol or two that matches the look of your photos. The best ones still tell a stranger something true. “Slow mornings, film cameras, the sea” is a mood and three facts at once.",
        },
        {
          kind: "paragraph",
          text: "Good aesthetic bios tend to share five things:",
        },
        {
          kind: "list",
          items: [
            [
              { strong: "A theme you can name." },
              " Cottagecore, dark academia, beach days, the city at night, soft pastels: pick one and let every line belong to it, ideally the one your grid already shows.",
            ],
            [
              { strong: "Concrete images." },
              " “Golden hour on the balcony” beats “living my best life”. Nouns and small scenes do the work adjectives can’t.",
            ],
            [
              { strong: "Room to breathe." },
              " Short lines, line breaks and, often, all lowercase. Three short lines read calmer than one long one.",
            ],
            [
              { strong: "Restrained decoration." },
              " One or two airy symbols such as ⋆ ˚ ✿ ☾ ♡ set the tone; ten turn it into noise.",
            ],
            [
              { strong: "One useful detail." },
              " A city, a craft, your pronouns or what’s behind your link, so the bio works for someone who has never met you.",
            ],
          ],
        },
      ],
    },
    {
      id: "examples",
      heading: "Aesthetic bio examples",
      blocks: [
        {
          kind: "paragraph",
          text: `Each of these fits ${instagram.name}’s ${instagram.limit} characters. Use one as a starting point, then swap in your own places and habits: a bio that sounds like everyone else’s stops being aesthetic.`,
        },
        {
          kind: "examples",
          bios: [
            {
              bio: "slow mornings & film photos ☾\nmatcha, old books, golden hour\nsomewhere by the sea ˚₊‧",
              note: "Three fragments, lowercase, two symbols.",
            },
            {
              bio: "✿ florist in training\npressing petals between pages\nsoft colours only, always",
              note: "A craft and a mood in the same breath.",
            },
            {
              bio: "collecting sunsets & secondhand books ⋆\nceramics on sundays\nlondon ☁️",
              note: "The last line is simply a place.",
            },
            {
              bio: "she/her · illustrator ✎\ndrawing quiet places and the people in them\nprints in the link below ↓",
              note: "Still useful: pronouns, a craft and a call to action.",
            },
            {
              bio: "night walks, neon and jazz records ♫\nwriting about the city after dark\n☾",
              note: "A darker palette works the same way.",
            },
          ],
        },
      ],
    },
    {
      id: "write-your-own",
      heading: "Writing your own, step by step",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Write down five things you would photograph on a good day. Keep the three most specific.",
            "Turn them into fragments rather than sentences: “rainy cafés”, “linen and sunlight”, “tea gone cold”.",
            "Add the one practical detail a new visitor needs: what you make, where you are, or what your link holds.",
            [
              "Give each idea its own line, and choose a single family of symbols from the ",
              { text: "symbol library", href: "/features/symbol-library" },
              " to decorate the first or last line.",
            ],
            [
              "Check the length in the ",
              { text: "live preview", href: "/features/live-preview" },
              `, especially if you reuse the bio on ${tiktok.name} or ${twitter.name}.`,
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "The bios at the top of this page are drafts to borrow from. Each badge says where a bio came from: “Curated” bios are whole bios we wrote by hand, “AI-Generated” ones by a language model when the site has one connected. Change one image to something from your own life and the bio becomes yours.",
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
              { strong: "Symbol overload." },
              " Screen readers announce many decorative symbols by name, one after another, so a line of stars and sparkles becomes a long recital for anyone listening. Keep symbols at the edges of a line.",
            ],
            [
              { strong: "Fancy fonts where people search." },
              " Instagram search works on plain letters, so a name written in styled letters is harder to find. The styles on the ",
              { text: "fancy font page", href: "/features/fancy-font-styles" },
              " belong in the bio text, not the name field.",
            ],
            [
              { strong: "A mood with no person in it." },
              " “Just vibes ✨” could be anyone’s. One true detail makes it yours.",
            ],
            [
              { strong: "Mixing palettes." },
              " Pressed flowers beside neon arrows and a gym emoji pull a reader in three directions. One theme per bio.",
            ],
            [
              { strong: "Copying a popular bio word for word." },
              " If visitors have seen it elsewhere, it reads as a template rather than a mood.",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: [
            "For more on keeping decoration readable, see the ",
            { text: "style guide", href: "/resources/style-guide" },
            ".",
          ],
        },
      ],
    },
    platformLimitsSection(
      "Character limits",
      "Aesthetic bios are usually short, but decoration adds up, and not every platform counts it the same way:",
      [
        `A bio full of symbols and emoji that fits ${instagram.name} can run over on ${twitter.name}, where most of them count double. The `,
        { text: "live preview", href: "/features/live-preview" },
        " shows your bio against every platform’s limit at once.",
      ],
    ),
  ],
};
