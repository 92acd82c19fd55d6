import { Info } from "lucide-react";
import { Fragment, type ReactNode } from "react";

import type { Article, ArticleBlock, InlineText } from "@domain/content/article";

import { cn } from "./ui/cn";

export interface ArticleViewProps {
  article: Article;
  /** An island, which only a route may place. Without it the examples are text alone. */
  renderCopy?: (bio: string) => ReactNode;
  className?: string;
}

/** Plain server HTML: what search engines index and a visitor reads without JavaScript. */
export function ArticleView({ article, renderCopy, className }: ArticleViewProps) {
  const titleId = `${article.id}-title`;
  return (
    <article aria-labelledby={titleId} className={cn("prose-section max-w-3xl", className)}>
      <h2 id={titleId} className="mt-0! text-title!">
        {article.title}
      </h2>
      {article.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
          <h3 id={`${section.id}-heading`} className="mt-10! text-heading">
            {section.heading}
          </h3>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} renderCopy={renderCopy} />
          ))}
        </section>
      ))}
    </article>
  );
}

function Block({ block, renderCopy }: { block: ArticleBlock; renderCopy?: (bio: string) => ReactNode }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <Inline text={block.text} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "examples":
      return (
        <ul className="mt-5! grid list-none! gap-3 space-y-0! pl-0! sm:grid-cols-2">
          {block.bios.map((example) => (
            <li
              key={example.bio}
              className="flex flex-col rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5"
            >
              <p className="mt-0! flex-1 whitespace-pre-line text-fg">{example.bio}</p>
              {example.note && <p className="mt-2! text-sm text-fg-subtle">{example.note}</p>}
              {renderCopy && <div className="mt-3">{renderCopy(example.bio)}</div>}
            </li>
          ))}
        </ul>
      );
    case "callout":
      return (
        <aside className="mt-5 flex gap-3 rounded-card border border-line bg-surface-muted p-4">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
          <div className="min-w-0">
            {block.title && <p className="mt-0! font-semibold text-fg">{block.title}</p>}
            <p className={block.title ? "mt-1!" : "mt-0!"}>
              <Inline text={block.text} />
            </p>
          </div>
        </aside>
      );
  }
}

/** Plain <a>: every page is a page load. */
function Inline({ text }: { text: InlineText }) {
  if (typeof text === "string") return text;
  return (
    <>
      {text.map((part, index) => (
        <Fragment key={index}>
          {typeof part === "string" ? (
            part
          ) : "href" in part ? (
            <a href={part.href} className="link">
              {part.text}
            </a>
          ) : (
            <strong>{part.strong}</strong>
          )}
        </Fragment>
      ))}
    </>
  );
}
