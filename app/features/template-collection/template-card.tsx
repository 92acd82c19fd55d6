import { PenLine } from "lucide-react";

import type { CollectionTemplate } from "@domain/templates/template-collection";
import { editorHandoffHref } from "~/components/bio/editor-handoff";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { COPY_FAILED_TOAST, CopyButton } from "~/components/ui/copy-button";

import { PlaceholderText } from "./placeholder-text";

const MAX_RATING = 5;

/** 'Use in editor' links to the home workshop carrying the text (app/components/bio/editor-handoff.ts). */
export function TemplateCard({ template }: { template: CollectionTemplate }) {
  const { title, category, popularity, tags } = template;
  return (
    <Card as="li" data-template={template.id} className="flex min-w-0 flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-fg">{title}</h3>
          <p className="mt-0.5 text-sm text-accent-text" title="Our editorial rating of how broadly useful it is">
            <span aria-hidden="true">{"★".repeat(popularity) + "☆".repeat(MAX_RATING - popularity)}</span>
            <span className="sr-only">{`Editorial rating ${popularity} of ${MAX_RATING}`}</span>
          </p>
        </div>
        <Badge variant="accent">{category}</Badge>
      </div>
      <p data-template-text="" className="leading-relaxed whitespace-pre-line text-fg">
        <PlaceholderText text={template.template} />
      </p>
      <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge variant="outline">{tag}</Badge>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2">
        <CopyButton
          size="sm"
          text={template.template}
          label="Copy Template"
          aria-label={`Copy Template: ${title}`}
          toasts={{ copied: { title: `${title} Template Copied!` }, failed: COPY_FAILED_TOAST }}
        />
        <ButtonLink
          size="sm"
          variant="soft"
          href={editorHandoffHref(template.template)}
          aria-label={`Use in editor: ${title}`}
        >
          <PenLine aria-hidden="true" />
          Use in editor
        </ButtonLink>
      </div>
    </Card>
  );
}
