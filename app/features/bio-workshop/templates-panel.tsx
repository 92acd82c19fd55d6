import { LayoutTemplate, RefreshCw } from "lucide-react";
import { useState } from "react";

import { MAIN_TEMPLATES, pickRandomVariants } from "@domain/templates/main-templates";

import { Button, WorkshopCard } from "./workshop-ui";

/** Six template categories with their badges; 'New Templates' picks another variant of each at once. */
export default function TemplatesPanel({ onUse }: { onUse: (bio: string) => void }) {
  // The first variant of each on the server and the first render, so hydration matches.
  const [variants, setVariants] = useState<number[]>(() => MAIN_TEMPLATES.map(() => 0));

  return (
    <WorkshopCard
      id="templates"
      title="Bio Templates"
      subtitle="Start from a ready-made bio, then make it yours"
      icon={LayoutTemplate}
      actions={
        <Button onClick={() => setVariants(pickRandomVariants(Math.random).map((pick) => pick.variantIndex))}>
          <RefreshCw aria-hidden="true" className="size-4" />
          New Templates
        </Button>
      }
    >
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {MAIN_TEMPLATES.length} templates · choosing one replaces the text in the editor
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {MAIN_TEMPLATES.map((template, index) => {
          const bio = template.variants[variants[index] ?? 0] ?? template.variants[0];
          return (
            <li key={template.id}>
              <button
                type="button"
                onClick={() => onUse(bio)}
                aria-label={`Use the ${template.category} template`}
                className="h-full w-full rounded-xl border border-slate-200 bg-white p-4 text-left transition hover:border-brand-400 hover:shadow-sm dark:border-slate-700 dark:bg-slate-950 dark:hover:border-brand-500"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900 dark:text-white">{template.category}</span>
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-900/50 dark:text-brand-100">
                    {template.badge}
                  </span>
                </span>
                <span className="mt-2 block whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{bio}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </WorkshopCard>
  );
}
