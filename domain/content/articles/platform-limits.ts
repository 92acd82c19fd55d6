import { PLATFORM_LIMITS } from "../../text/platforms";
import type { ArticleBlock, ArticleSection, InlineText } from "../article";
import { OTHER_PLATFORM_LIMITS } from "../cited-limits";

const { instagram, twitter, tiktok, facebook, linkedin } = PLATFORM_LIMITS;
const { threads, youtube, pinterest } = OTHER_PLATFORM_LIMITS;

/** Worded from the one table, so a changed limit changes every article. */
export const PLATFORM_LIMIT_ITEMS: readonly InlineText[] = [
  [
    { strong: `${instagram.name} ${instagram.field}: ${instagram.limit} characters.` },
    " Every emoji counts as one character, and so does every line break.",
  ],
  [
    { strong: `${twitter.name} ${twitter.field}: ${twitter.limit} characters,` },
    " counted X’s way: most emoji, and letters in fancy Unicode fonts, count as two each.",
  ],
  [
    { strong: `${tiktok.name} ${tiktok.field}: ${tiktok.limit} characters.` },
    " The tightest of the five: keep a short version of your bio ready.",
  ],
  [
    { strong: `${facebook.name} ${facebook.field}: ${facebook.limit} characters.` },
    " The short intro at the top of your profile.",
  ],
  [
    { strong: `${linkedin.name} ${linkedin.field}: ${linkedin.limit} characters.` },
    " It appears with your name in search results, comments and posts, so lead with your role and who you help.",
  ],
  [
    { strong: "Elsewhere:" },
    ` a ${threads.name} ${threads.field} allows ${threads.limit} characters, a ${pinterest.name} ${pinterest.field} ${pinterest.limit}, and a ${youtube.name} ${youtube.field} ${youtube.limit}.`,
  ],
];

export function platformLimitsSection(heading: string, intro: InlineText, outro: InlineText): ArticleSection {
  const blocks: ArticleBlock[] = [
    { kind: "paragraph", text: intro },
    { kind: "list", items: PLATFORM_LIMIT_ITEMS },
    { kind: "paragraph", text: outro },
  ];
  return { id: "character-limits", heading, blocks };
}
