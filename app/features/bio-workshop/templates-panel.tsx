import { LayoutTemplate, RefreshCw } from "lucide-react";
import { useState } from "react";

import { MAIN_TEMPLATES, pickRandomVariants } from "@domain/templates/main-templates";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CardButton, SectionCard } from "~/components/ui/card";

/** Six template categories with their badges; 'New Templates' picks another variant of each at once. */
export default function TemplatesPanel({ onUse }: { onUse: (bio: string) => void }) {
  // The first variant of each on the server and the first render, so hydration matches.
  const [variants, setVariants] = useState<number[]>(() => MAIN_TEMPLATES.map(() => 0));

  return (
    <SectionCard
      id="templates"
      title="Bio Templates"
      subtitle="Start from a ready-made bio, then make it yours"
      icon={LayoutTemplate}
      actions={
        <Button size="sm" onClick={() => setVariants(pickRandomVariants(Math.random).map((pick) => pick.variantIndex))}>
          <RefreshCw aria-hidden="true" />
          New Templates
        </Button>
      }
    >
      <p className="mb-3 text-sm text-fg-muted">
        {MAIN_TEMPLATES.length} templates · choosing one replaces the text in the editor
      </p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {MAIN_TEMPLATES.map((template, index) => {
          const bio = template.variants[variants[index] ?? 0] ?? template.variants[0];
          return (
            <li key={template.id}>
              <CardButton onClick={() => onUse(bio)} aria-label={`Use the ${template.category} template`}>
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{template.category}</span>
                  <Badge variant="accent">{template.badge}</Badge>
                </span>
                <span className="mt-2 block text-sm whitespace-pre-line text-fg-muted">{bio}</span>
              </CardButton>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
