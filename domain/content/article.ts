/** Narrower than Markdown, so every article renders alike and a test can check every link and example bio. */

export type InlineText = string | readonly (string | { text: string; href: string } | { strong: string })[];

export type ArticleBlock =
  | { kind: "paragraph"; text: InlineText }
  | { kind: "list"; ordered?: boolean; items: readonly InlineText[] }
  | { kind: "examples"; bios: readonly { bio: string; note?: string }[] } // shown as copyable example bios
  | { kind: "callout"; title?: string; text: InlineText };

export interface ArticleSection {
  id: string;
  heading: string;
  blocks: readonly ArticleBlock[];
}

export interface Article {
  id: string;
  title: string;
  sections: readonly ArticleSection[];
}

/** Inside the site only, so a renamed route breaks a test instead of a reader's click. */
export const SITE_LINK_PATHS = [
  "/",
  "/aesthetic-bios",
  "/funny-bios",
  "/business-bios",
  "/ai-bio-generator",
  "/cool-instagram-bio-ideas",
  "/features/ai-bio-generation",
  "/features/fancy-font-styles",
  "/features/symbol-library",
  "/features/template-collection",
  "/features/live-preview",
  "/resources/bio-templates",
  "/resources/style-guide",
  "/resources/tips-and-tricks",
  "/resources/examples",
  "/resources/faq",
] as const;

export type SiteLinkPath = (typeof SITE_LINK_PATHS)[number];

export function isSiteLinkPath(href: string): href is SiteLinkPath {
  return (SITE_LINK_PATHS as readonly string[]).includes(href);
}

export function inlinePlainText(text: InlineText): string {
  if (typeof text === "string") return text;
  return text.map((part) => (typeof part === "string" ? part : "href" in part ? part.text : part.strong)).join("");
}

export function inlineLinks(text: InlineText): string[] {
  if (typeof text === "string") return [];
  return text.flatMap((part) => (typeof part !== "string" && "href" in part ? [part.href] : []));
}

function blockTexts(block: ArticleBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      return [inlinePlainText(block.text)];
    case "list":
      return block.items.map(inlinePlainText);
    case "examples":
      return block.bios.flatMap((example) => (example.note ? [example.bio, example.note] : [example.bio]));
    case "callout":
      return [...(block.title ? [block.title] : []), inlinePlainText(block.text)];
  }
}

function blockInlines(block: ArticleBlock): readonly InlineText[] {
  switch (block.kind) {
    case "paragraph":
    case "callout":
      return [block.text];
    case "list":
      return block.items;
    case "examples":
      return [];
  }
}

export function articlePlainText(article: Article): string {
  const parts: string[] = [article.title];
  for (const section of article.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) parts.push(...blockTexts(block));
  }
  return parts.join("\n\n");
}

// Inner apostrophes, hyphens or dots ("don't", "three-line", "e.g").
const WORD = /[\p{L}\p{N}]+(?:['’.\-–][\p{L}\p{N}]+)*/gu;

export function articleWordCount(article: Article): number {
  return articlePlainText(article).match(WORD)?.length ?? 0;
}

export function articleLinks(article: Article): string[] {
  return article.sections.flatMap((section) =>
    section.blocks.flatMap((block) => blockInlines(block).flatMap(inlineLinks)),
  );
}

export function articleExampleBios(article: Article): string[] {
  return article.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.kind === "examples" ? block.bios.map((example) => example.bio) : [])),
  );
}
