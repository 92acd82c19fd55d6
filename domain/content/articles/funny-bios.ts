import { PLATFORM_LIMITS } from "../../text/platforms";
import type { Article } from "../article";

import { platformLimitsSection } from "./platform-limits";

const { instagram, tiktok } = PLATFORM_LIMITS;

/** The article under the bios on /funny-bios. */
export const FUNNY_BIOS_ARTICLE: Article = {
  id: "funny-bios",
  title: "How to Write a Funny Instagram Bio That Still Says Something",
  sections: [
    {
      id: "what-makes-a-bio-funny",
      heading: "What makes a bio funny, and worth following",
      blocks: [
        {
          kind: "paragraph",
          text: "A funny bio has two jobs: make someone smile in the second it takes to read, and still tell them who you are. The jokes that work in a bio are small and specific, a true detail turned slightly sideways. “Home cook. The smoke alarm is my sous-chef” lands better than any borrowed one-liner because it is about a person.",
        },
        {
          kind: "list",
          items: [
            [
              { strong: "Start from something true." },
              " Your job, your hobby, your pet, your habits. Exaggerate a little; don’t invent a new personality.",
            ],
            [
              { strong: "Be specific." },
              " “Coffee lover” is a fact. “On first-name terms with every barista on my street” is a joke.",
            ],
            [
              { strong: "Let the last line land." },
              " Set up on the first line and turn it on the second or third. In a bio, line breaks are your comic timing.",
            ],
            [
              { strong: "Keep one straight line." },
              " If people should know what you do or where to find your work, say it plainly once. The joke can sit around it.",
            ],
            [
              { strong: "Laugh with yourself, not at others." },
              " Self-aware humour invites people in; jokes at someone else’s expense push them away.",
            ],
          ],
        },
      ],
    },
    {
      id: "examples",
      heading: "Funny bio examples",
      blocks: [
        {
          kind: "paragraph",
          text: `Each of these fits ${instagram.name}’s ${instagram.limit} characters. Borrow the shape rather than the words: swap in your own job, pet or habit.`,
        },
        {
          kind: "examples",
          bios: [
            {
              bio: "Home cook. The smoke alarm is my sous-chef 🍳\nRecipes tested on brave friends\nDinner reviews welcome in the DMs",
              note: "A hobby, exaggerated, with an invitation at the end.",
            },
            {
              bio: "Personal assistant to a beagle 🐕\nDuties: snacks, walks, opening doors\nPaid in fur",
              note: "The job-description format.",
            },
            {
              bio: "Runner. Well, jogger. Fine, brisk walker 🏃\nIn it for the pastries afterwards",
              note: "A list that shrinks as it goes.",
            },
            {
              bio: "Accountant by day, also accountant by night 📊\nThe spreadsheets don’t sleep either\nAsk me about receipts (please don’t)",
              note: "Funny, and you still know what they do.",
            },
            {
              bio: "Plant parent 🌱\nThe plants would describe it differently\nCurrently apologising to a fern",
              note: "Self-aware: nobody else is the punchline.",
            },
          ],
        },
      ],
    },
    {
      id: "finding-your-joke",
      heading: "Finding your joke",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "List three things friends already tease you about. That is tested material.",
            "Pick the one that also says something about what you post.",
            "Write it as a short fragment, then add a twist: a job title for something unpaid, a review of yourself, an over-precise detail.",
            "Read it aloud. If it needs explaining, cut it.",
            `Check the length. A joke that gets cut off loses its punchline, and ${tiktok.name} gives you only ${tiktok.limit} characters.`,
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Need raw material? The bios at the top of this page are written for you and don’t repeat during your visit: press “Generate New” until a line makes you laugh, then rework it in your own words. Ready-made formats are also collected in the ",
            { text: "bio templates", href: "/resources/bio-templates" },
            ".",
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
              { strong: "Borrowed one-liners." },
              " The famous ones have been on countless profiles already. Recognised jokes read as copied, not clever.",
            ],
            [
              { strong: "Inside jokes." },
              " Your friends will get it; the stranger deciding whether to follow you won’t.",
            ],
            [
              { strong: "Humour that hides the point." },
              " If you sell something or want collaborations, the joke must not crowd out what you do and how to reach you.",
            ],
            [
              { strong: "Punching down." },
              " Jokes about groups of people age badly and lose you the followers you would most want.",
            ],
            [
              { strong: "Emoji as the punchline." },
              " A row of laughing faces after a line doesn’t make it funnier. One well-placed emoji can.",
            ],
            [
              { strong: "A long setup." },
              " A joke that needs four lines won’t survive a quick glance, let alone a shorter limit.",
            ],
          ],
        },
      ],
    },
    platformLimitsSection(
      "Character limits",
      "Comic timing depends on line breaks, and line breaks count as characters. Check each platform before you paste:",
      [
        "If a joke doesn’t fit, shorten the setup, never the punchline. The ",
        { text: "live preview", href: "/features/live-preview" },
        " shows where your bio stands on every platform, and the ",
        { text: "tips and tricks", href: "/resources/tips-and-tricks" },
        " page has more on writing for each one.",
      ],
    ),
  ],
};
