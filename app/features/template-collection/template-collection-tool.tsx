import { useId } from "react";

import {
  searchTemplateCollection,
  TEMPLATE_COLLECTION_FILTERS,
  type TemplateCollectionFilter,
} from "@domain/templates/template-collection";
import { FilterForm } from "~/components/ui/filter-form";
import { NoResults } from "~/components/ui/no-results";
import { SearchWithCategory } from "~/components/ui/search-with-category";
import { useUrlState } from "~/components/url-state";

import { PLACEHOLDER_MARK_CLASS } from "./placeholder-text";
import { TemplateCard } from "./template-card";
import { TEMPLATE_COLLECTION_DEFAULTS, type TemplateCollectionState } from "./template-collection-state";

const templateCount = (count: number) => `${count} ${count === 1 ? "template" : "templates"}`;

/** docs/product.md#template-collection; the view lives in the address. */
export function TemplateCollectionTool({ initial, path }: { initial: TemplateCollectionState; path: string }) {
  const [state, update] = useUrlState(initial, TEMPLATE_COLLECTION_DEFAULTS);
  const ids = useId();
  const results = searchTemplateCollection(state.q, state.category);

  return (
    <div className="mt-8 grid gap-6">
      <FilterForm label="Find templates" submitLabel="Apply" className="grid grid-cols-1 gap-4">
        <SearchWithCategory<TemplateCollectionFilter>
          searchLabel="Search templates"
          query={state.q}
          onQueryChange={(q) => update({ q })}
          placeholder="fitness, shop, cozy…"
          resultSummary={templateCount(results.length)}
          categories={TEMPLATE_COLLECTION_FILTERS}
          category={state.category}
          onCategoryChange={(category) => update({ category })}
        />
      </FilterForm>

      <section aria-labelledby={`${ids}-results`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={`${ids}-results`} className="section-title">
            {state.category === "All" ? "All templates" : `${state.category} templates`}
          </h2>
          <p className="text-sm text-fg-muted">{templateCount(results.length)} · highest editorial rating first</p>
        </div>
        <p className="mt-2 text-sm text-fg-muted">
          <mark className={PLACEHOLDER_MARK_CLASS}>Marked parts</mark> are placeholders: replace them with your own
          details.
        </p>
        {results.length > 0 ? (
          // Cards below the first screen are laid out once they come near it (docs/design.md#rendering-below-the-first-screen).
          <ul aria-label="Templates" className="mt-4 grid gap-4 *:drawn-near-[19rem] sm:grid-cols-2 lg:grid-cols-3">
            {results.map((template) => (
              <TemplateCard key={template.id} template={template} />
            ))}
          </ul>
        ) : (
          <NoResults
            message="No templates found matching your search."
            resetLabel="Show all templates"
            href={path}
            onReset={() => update({ q: "", category: "All" })}
            className="mt-4"
          >
            Try another word, or another category.
          </NoResults>
        )}
      </section>
    </div>
  );
}
