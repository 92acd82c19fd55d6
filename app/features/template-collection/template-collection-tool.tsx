import { SearchX } from "lucide-react";
import { useId } from "react";

import {
  searchTemplateCollection,
  TEMPLATE_COLLECTION_FILTERS,
  type TemplateCollectionFilter,
} from "@domain/templates/template-collection";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Label, Select } from "~/components/ui/field";
import { FilterChips } from "~/components/ui/filter-chips";
import { FilterForm } from "~/components/ui/filter-form";
import { SearchField } from "~/components/ui/search-field";
import { useHydrated } from "~/components/use-hydrated";
import { useUrlState } from "~/components/url-state";

import { PLACEHOLDER_MARK_CLASS } from "./placeholder-text";
import { TemplateCard } from "./template-card";
import {
  isTemplateCollectionFilter,
  TEMPLATE_COLLECTION_DEFAULTS,
  type TemplateCollectionState,
} from "./template-collection-state";

const templateCount = (count: number) => `${count} ${count === 1 ? "template" : "templates"}`;

/**
 * The Template Collection's search, category (dropdown and buttons) and cards, most popular
 * first (docs/product.md#template-collection); the view lives in the address.
 */
export function TemplateCollectionTool({ initial, path }: { initial: TemplateCollectionState; path: string }) {
  const [state, update] = useUrlState(initial, TEMPLATE_COLLECTION_DEFAULTS);
  const hydrated = useHydrated();
  const ids = useId();
  const results = searchTemplateCollection(state.q, state.category);

  return (
    <div className="mt-8 grid gap-6">
      <FilterForm label="Find templates" submitLabel="Apply" className="grid grid-cols-1 gap-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <SearchField
            label="Search templates"
            name="q"
            value={state.q}
            onChange={(q) => update({ q })}
            placeholder="fitness, shop, cozy…"
            resultSummary={templateCount(results.length)}
          />
          <div className="min-w-0">
            <Label htmlFor={`${ids}-category`} className="mb-1.5">
              Category
            </Label>
            {/* Without JavaScript the buttons below carry the category: a disabled select is not sent. */}
            <Select
              id={`${ids}-category`}
              name="category"
              value={state.category}
              disabled={!hydrated}
              onChange={(event) => {
                const category = event.target.value;
                if (isTemplateCollectionFilter(category)) update({ category });
              }}
              className="[&_select]:h-11"
            >
              {TEMPLATE_COLLECTION_FILTERS.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <FilterChips<TemplateCollectionFilter>
          legend="Categories"
          hideLegend
          name="category"
          options={TEMPLATE_COLLECTION_FILTERS}
          value={state.category}
          onChange={(category) => update({ category })}
        />
      </FilterForm>

      <section aria-labelledby={`${ids}-results`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={`${ids}-results`} className="section-title">
            {state.category === "All" ? "All templates" : `${state.category} templates`}
          </h2>
          <p className="text-sm text-fg-muted">{templateCount(results.length)} · most popular first</p>
        </div>
        <p className="mt-2 text-sm text-fg-muted">
          <mark className={PLACEHOLDER_MARK_CLASS}>Marked parts</mark> are placeholders: replace them with your own
          details.
        </p>
        {results.length > 0 ? (
          <ul aria-label="Templates" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((template) => (
              <TemplateCard key={template.id} template={template} />
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={SearchX}
            title="No templates found matching your search."
            className="mt-4"
            action={
              // A link to the page's default view, so it also works without JavaScript.
              <ButtonLink
                size="sm"
                href={path}
                onClick={(event) => {
                  event.preventDefault();
                  update({ q: "", category: "All" });
                }}
              >
                Show all templates
              </ButtonLink>
            }
          >
            Try another word, or another category.
          </EmptyState>
        )}
      </section>
    </div>
  );
}
