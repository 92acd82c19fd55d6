import {
  FAQ_EMPTY_STATE,
  FAQ_FILTER_LABELS,
  FAQ_FILTERS,
  FAQ_ITEMS,
  mostPopularFaqs,
  searchFaq,
  showsMostPopular,
  type FaqFilter,
  type FaqItem,
} from "@domain/content/faq";
import { ALL_FILTER } from "@domain/search";
import { Accordion, AccordionItem } from "~/components/ui/accordion";
import { FilterChips } from "~/components/ui/filter-chips";
import { FilterForm, NoScriptSubmit } from "~/components/ui/filter-form";
import { NoResults } from "~/components/ui/no-results";
import { SearchField } from "~/components/ui/search-field";
import { useUrlState } from "~/components/url-state";

import { FAQ_VIEW_DEFAULTS, type FaqView } from "./faq-view";

const FILTER_CHOICES = FAQ_FILTERS.map((filter) => ({ value: filter, label: FAQ_FILTER_LABELS[filter] }));

export interface FaqExplorerProps {
  path: string;
  /** As the server rendered it. */
  initial: FaqView;
}

/** Questions a search leaves out are hidden, not removed, so the page holds all its FAQPage data lists. */
export function FaqExplorer({ path, initial }: FaqExplorerProps) {
  const [view, setView] = useUrlState(initial, FAQ_VIEW_DEFAULTS);
  const matching = new Set(searchFaq(view.q, view.category).map((item) => item.id));
  const summary = `${matching.size} ${matching.size === 1 ? "question" : "questions"}`;
  const filtered = matching.size < FAQ_ITEMS.length;

  return (
    <>
      <FilterForm label="Find an answer" className="mt-12">
        <div className="flex items-end gap-3">
          <SearchField
            label="Search questions"
            name="q"
            value={view.q}
            onChange={(q) => setView({ q })}
            placeholder="Try 'line breaks', 'free' or 'fonts'"
            resultSummary={summary}
            className="flex-1"
          />
          <NoScriptSubmit className="h-11" />
        </div>
        <FilterChips<FaqFilter>
          legend="Category"
          name="category"
          options={FILTER_CHOICES}
          value={view.category}
          onChange={(category) => setView({ category })}
          className="mt-4"
        />
      </FilterForm>

      {showsMostPopular(view.q, view.category) && (
        <section aria-labelledby="faq-most-popular" className="mt-10">
          <h2 id="faq-most-popular" className="section-title">
            Most Popular
          </h2>
          <Accordion className="mt-4">
            {mostPopularFaqs().map((item) => (
              <AccordionItem key={item.id} group="faq-most-popular" id={`popular-${item.id}`} title={item.question}>
                <Answer item={item} />
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      )}

      <section aria-labelledby="faq-questions" className="mt-10">
        <h2 id="faq-questions" className="section-title">
          {view.category === ALL_FILTER ? "All Questions" : `${FAQ_FILTER_LABELS[view.category]} Questions`}
        </h2>
        {filtered && (
          <p className="mt-1 text-sm text-fg-muted">
            Showing {matching.size} of {FAQ_ITEMS.length} questions
          </p>
        )}
        <Accordion className="mt-4">
          {FAQ_ITEMS.map((item) => (
            <AccordionItem
              key={item.id}
              group="faq-questions"
              id={item.id}
              title={item.question}
              hidden={!matching.has(item.id)}
            >
              <Answer item={item} />
            </AccordionItem>
          ))}
        </Accordion>
        {matching.size === 0 && (
          <NoResults
            message={FAQ_EMPTY_STATE}
            resetLabel="Show all questions"
            href={path}
            onReset={() => setView(FAQ_VIEW_DEFAULTS)}
          />
        )}
      </section>
    </>
  );
}

function Answer({ item }: { item: FaqItem }) {
  return (
    <>
      {item.answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}
