import { ALL_FILTER } from "@domain/search";
import {
  RESOURCE_TEMPLATE_FILTERS,
  searchResourceTemplates,
  type ResourceTemplate,
  type ResourceTemplateFilter,
} from "@domain/templates/resource-templates";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";
import { FilterForm, NoScriptSubmit } from "~/components/ui/filter-form";
import { NoResults } from "~/components/ui/no-results";
import { SearchField } from "~/components/ui/search-field";
import { CategorySelect } from "~/components/ui/search-with-category";
import { ToggleChip } from "~/components/ui/toggle-chip";
import { useUrlState } from "~/components/url-state";

import { BIO_TEMPLATES_VIEW_DEFAULTS, type BioTemplatesView } from "./bio-templates-view";
import { templateCopyToasts } from "./copy-toasts";

/** docs/product.md#bio-templates. */
const QUICK_FILTERS = RESOURCE_TEMPLATE_FILTERS.slice(0, 8);

export const BIO_TEMPLATES_EMPTY_STATE = "No bio examples found matching your search.";

export interface BioTemplatesBrowserProps {
  path: string;
  /** As the server rendered it. */
  initial: BioTemplatesView;
}

/** Without JavaScript the same controls are a GET form and the server renders the view. */
export function BioTemplatesBrowser({ path, initial }: BioTemplatesBrowserProps) {
  const [view, setView] = useUrlState(initial, BIO_TEMPLATES_VIEW_DEFAULTS);
  const templates = searchResourceTemplates(view.q, view.category);
  const summary = `${templates.length} ${templates.length === 1 ? "template" : "templates"}`;

  return (
    <section aria-labelledby="templates-heading" className="mt-8">
      <h2 id="templates-heading" className="sr-only">
        Templates
      </h2>
      <FilterForm label="Find a template">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            label="Search templates"
            name="q"
            value={view.q}
            onChange={(q) => setView({ q })}
            placeholder="Try 'coffee', 'teacher' or 'travel'"
            resultSummary={summary}
            className="flex-1"
          />
          <CategorySelect<ResourceTemplateFilter>
            categories={RESOURCE_TEMPLATE_FILTERS}
            value={view.category}
            onChange={(category) => setView({ category })}
            className="sm:w-52"
          />
          <NoScriptSubmit className="h-11" />
        </div>
        <fieldset className="mt-4 min-w-0">
          <legend className="sr-only">Quick categories</legend>
          <div className="flex flex-wrap gap-2">
            {QUICK_FILTERS.map((filter) => (
              // Without JavaScript the button pressed sends its category with the search.
              <ToggleChip
                key={filter}
                type="submit"
                name="category"
                value={filter}
                pressed={view.category === filter}
                onClick={() => setView({ category: filter })}
                className="min-h-9 rounded-full px-3.5 py-1.5"
              >
                {filter}
              </ToggleChip>
            ))}
          </div>
        </fieldset>
      </FilterForm>

      <p className="mt-6 text-sm text-fg-muted">
        {view.category === ALL_FILTER ? `${summary} in all categories` : `${summary} in ${view.category}`}
      </p>
      {templates.length === 0 ? (
        <NoResults
          className="mt-3"
          message={BIO_TEMPLATES_EMPTY_STATE}
          resetLabel="Show all templates"
          href={path}
          onReset={() => setView(BIO_TEMPLATES_VIEW_DEFAULTS)}
        />
      ) : (
        // Cards below the first screen are laid out once they come near it (docs/design.md#rendering-below-the-first-screen).
        <ul
          aria-label="Bio templates"
          className="mt-3 grid grid-cols-1 gap-4 *:drawn-near-[19rem] sm:grid-cols-2 lg:grid-cols-3"
        >
          {templates.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TemplateCard({ template }: { template: ResourceTemplate }) {
  const labels = [
    ["Engagement", template.engagement],
    ["Length", template.length],
    ["Difficulty", template.difficulty],
  ] as const;
  return (
    <Card as="li" className="flex flex-col">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-fg">{template.title}</h3>
        <Badge variant="accent">{template.category}</Badge>
      </div>
      <p className="mt-3 flex-1 leading-relaxed whitespace-pre-line text-fg">{template.bio}</p>
      <dl className="mt-4 flex flex-wrap gap-1.5 text-xs">
        {labels.map(([term, value]) => (
          <div key={term} className="inline-flex gap-1 rounded-full bg-surface-sunken px-2.5 py-0.5">
            <dt className="text-fg-muted">{term}:</dt>
            <dd className="font-medium text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <CopyButton
        size="sm"
        className="mt-4 self-start"
        text={template.bio}
        label="Copy Bio"
        aria-label={`Copy Bio: ${template.title}`}
        toasts={templateCopyToasts(template.title)}
      />
    </Card>
  );
}
