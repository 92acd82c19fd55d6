import { PLATFORM_LIMITS } from "../../text/platforms";
import type { Article } from "../article";

import { platformLimitsSection } from "./platform-limits";

const { instagram, linkedin } = PLATFORM_LIMITS;

/** The article on the key elements of a business bio, under the bios on /business-bios. */
export const BUSINESS_BIOS_ARTICLE: Article = {
  id: "business-bios",
  title: "The Key Elements of a Business Instagram Bio",
  sections: [
    {
      id: "what-a-business-bio-does",
      heading: "What a business bio has to do",
      blocks: [
        {
          kind: "paragraph",
          text: "A visitor decides in a few seconds whether your profile is for them. In that time your bio has to answer three questions: what do you do, is it for me, and what should I do next? Everything else is optional. The elements below are the building blocks; a good bio rarely needs all of them, so pick the four or five that matter most to your customers.",
        },
      ],
    },
    {
      id: "key-elements",
      heading: "The key elements",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            [
              { strong: "Who you are and what you do." },
              " The first line, in the words your customers would use: “Sourdough bakery in Riverside”, not “Artisanal fermentation experiences”.",
            ],
            [
              { strong: "Who it’s for, or where." },
              " An audience (“for first-time buyers”) or a place (“Leeds city centre”) turns a description into an invitation.",
            ],
            [
              { strong: "Proof." },
              " One specific, checkable reason to trust you: how long you have been trading, a qualification, a client people know, an award. Only claims you can back; “best in town” proves nothing.",
            ],
            [
              { strong: "The offer." },
              " What someone gets by following or clicking: the weekly menu, a free first class, a consultation, new stock every Friday.",
            ],
            [
              { strong: "A call to action." },
              " One clear next step that points at your link: “Book below”, “Order for Saturday ↓”. Verbs beat slogans.",
            ],
            [
              { strong: "Contact and link." },
              " Web addresses typed into Instagram bio text are not clickable, so put your booking or shop page in the links field. A professional account can also show contact buttons (e-mail, call, directions), which saves characters.",
            ],
            [
              { strong: "Keywords in the name field." },
              " Instagram search reads your name and username, so “Rosa’s Bakery | Sourdough” can be found by someone searching for sourdough who has never heard of Rosa. Keep it in plain letters: search does not match fancy fonts.",
            ],
            [
              { strong: "Tappable tags." },
              " @mentions and #hashtags in an Instagram bio are links. Use them for a second account or a branded hashtag your customers actually post with, not for a string of generic tags.",
            ],
            [
              { strong: "A consistent voice." },
              " Warm, expert or playful: write the way you speak at your counter or on a client call, and keep that voice across captions and replies.",
            ],
          ],
        },
      ],
    },
    {
      id: "examples",
      heading: "Business bio examples",
      blocks: [
        {
          kind: "paragraph",
          text: `Each of these fits ${instagram.name}’s ${instagram.limit} characters and follows the same order: what and for whom, a reason to trust, one next step.`,
        },
        {
          kind: "examples",
          bios: [
            {
              bio: "Sourdough & pastries baked before sunrise 🥐\nOpen Tue–Sun at Riverside Market\nPre-order weekend loaves ↓",
              note: "What, where, and what to do next.",
            },
            {
              bio: "Bookkeeping & tax returns for small businesses\nPlain-English numbers, no jargon\n📩 Book a free intro call below",
              note: "Audience and service in the first line.",
            },
            {
              bio: "Small-group strength classes for beginners 💪\nCoaches who learn your name\nFirst class free → link below",
              note: "An offer and a call to action together.",
            },
            {
              bio: "Brand identity & packaging for independent food brands\nA small design studio in Leeds ✦\nSee recent work via the link ↓",
              note: "Specific clients, a place, proof through the work.",
            },
            {
              bio: "Helping first-time buyers find a home in Brighton 🏡\nHonest advice, no pressure\nStart your search via the link ↓",
              note: "Leads with the customer, not the agent.",
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
              { strong: "Vague superlatives." },
              " “Passionate about excellence” fits every business, so it describes none.",
            ],
            [
              { strong: "A list of services with no audience." },
              " “Cakes. Bread. Coffee. Catering.” says what you sell, not why it is for the reader.",
            ],
            [
              { strong: "Several calls to action." },
              " “Follow, DM, shop, subscribe”: faced with four choices, visitors often pick none. Choose one.",
            ],
            [
              { strong: "Claims you can’t back." },
              " “Number one in the city” invites the question “says who?”. A checkable fact does more.",
            ],
            [
              { strong: "A web address in the bio text." },
              " It isn’t clickable and it costs characters. Use the links field.",
            ],
            [
              { strong: "Out-of-date details." },
              " Old opening hours or an expired offer cost trust. Review the bio whenever something changes.",
            ],
            [
              { strong: "Styled fonts on the words that matter." },
              " Screen readers may spell them out letter by letter, and search won’t match them. See the ",
              { text: "style guide", href: "/resources/style-guide" },
              " for what stays readable.",
            ],
          ],
        },
      ],
    },
    {
      id: "getting-started",
      heading: "Getting started",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "The bios at the top of this page are written from sample details we supply for a handful of trades, in different tones, to show how the same elements sound in different businesses. For bios built around your own business, enter your trade and what you offer in the ",
            { text: "AI Bio Generator", href: "/ai-bio-generator" },
            ", or start from a business layout in the ",
            { text: "template collection", href: "/features/template-collection" },
            ". The ",
            { text: "examples page", href: "/resources/examples" },
            " takes a few bios apart line by line.",
          ],
        },
      ],
    },
    platformLimitsSection(
      "Character limits for business profiles",
      "Most businesses keep one core bio and adapt it per platform. The limits, as each platform counts them:",
      [
        `On ${linkedin.name}, use the ${linkedin.field}’s ${linkedin.limit} characters for your role and the people you serve; the About section is the place for the longer story. Check every version in the `,
        { text: "live preview", href: "/features/live-preview" },
        " before you publish it.",
      ],
    ),
  ],
};
