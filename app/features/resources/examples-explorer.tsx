import { BarChart3, LayoutGrid, Trophy } from "lucide-react";

import {
  BIO_EXAMPLES,
  EXAMPLE_ANALYSIS,
  EXAMPLE_FILTER_LABELS,
  EXAMPLE_FILTERS,
  EXAMPLES_EMPTY_STATE,
  examplesSummary,
  formatIllustrativeMetric,
  ILLUSTRATIVE_METRIC_LABELS,
  ILLUSTRATIVE_METRICS_NOTE,
  searchExamples,
  topPerformers,
  type BioExample,
  type ExampleFacts,
  type ExampleFilter,
  type IllustrativeMetrics,
} from "@domain/content/examples";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";
import { FilterChips } from "~/components/ui/filter-chips";
import { FilterForm, NoScriptSubmit } from "~/components/ui/filter-form";
import { NoResults } from "~/components/ui/no-results";
import { SearchField } from "~/components/ui/search-field";
import { TabLinkList } from "~/components/ui/tab-link";
import { Tabs, TabsContent } from "~/components/ui/tabs";
import { urlStateSearch, useUrlState } from "~/components/url-state";

import { EXAMPLE_COPY_TOASTS } from "./copy-toasts";
import {
  EXAMPLES_TAB_LABELS,
  EXAMPLES_TABS,
  EXAMPLES_VIEW_DEFAULTS,
  type ExamplesTab,
  type ExamplesView,
} from "./examples-view";

const TAB_ICONS = { all: LayoutGrid, top: Trophy, analysis: BarChart3 } as const;
const FILTER_CHOICES = EXAMPLE_FILTERS.map((filter) => ({ value: filter, label: EXAMPLE_FILTER_LABELS[filter] }));
const METRIC_KEYS = Object.keys(ILLUSTRATIVE_METRIC_LABELS) as (keyof IllustrativeMetrics)[];

export interface ExamplesExplorerProps {
  path: string;
  /** As the server rendered it. */
  initial: ExamplesView;
  /** What all the examples have in common (exampleFacts), counted on the server. */
  facts: ExampleFacts;
}

/** Top Performers are the best three of what matches, by illustrative engagement. */
export function ExamplesExplorer({ path, initial, facts }: ExamplesExplorerProps) {
  const [view, setView] = useUrlState(initial, EXAMPLES_VIEW_DEFAULTS);
  const examples = searchExamples(view.q, view.category);
  const top = topPerformers(examples);
  const summary = examplesSummary(examples.length, view.category, view.q);
  const href = (tab: ExamplesTab) => path + urlStateSearch({ ...view, tab }, EXAMPLES_VIEW_DEFAULTS);
  const reset = () => setView(EXAMPLES_VIEW_DEFAULTS);

  return (
    <>
      <FilterForm label="Find an example" className="mt-8">
        <div className="flex items-end gap-3">
          <SearchField
            label="Search examples"
            name="q"
            value={view.q}
            onChange={(q) => setView({ q })}
            placeholder="Try 'coffee', 'photography' or 'call to action'"
            className="flex-1"
          />
          <NoScriptSubmit className="h-11" />
        </div>
        <FilterChips<ExampleFilter>
          legend="Category"
          name="category"
          options={FILTER_CHOICES}
          value={view.category}
          onChange={(category) => setView({ category })}
          className="mt-4"
        />
        {/* Without JavaScript, a new search keeps the tab being read. */}
        {view.tab !== EXAMPLES_VIEW_DEFAULTS.tab && <input type="hidden" name="tab" value={view.tab} />}
      </FilterForm>
      {/* The search box's own live region stays empty: this line is the one announced. */}
      <p role="status" aria-live="polite" className="mt-6 text-sm font-medium text-fg">
        {summary}
      </p>

      <Tabs value={view.tab} onValueChange={(tab) => setView({ tab: tab as ExamplesTab })} className="mt-4">
        <TabLinkList
          label="Ways to read the examples"
          tabs={EXAMPLES_TABS}
          labels={EXAMPLES_TAB_LABELS}
          icons={TAB_ICONS}
          href={href}
        />

        <TabsContent value="all">
          <h2 className="sr-only">{EXAMPLES_TAB_LABELS.all}</h2>
          {examples.length === 0 ? (
            <NoResults message={EXAMPLES_EMPTY_STATE} resetLabel="Show all examples" href={path} onReset={reset} />
          ) : (
            <>
              <MetricsNote />
              {/* Cards below the first screen are laid out once they come near it (docs/design.md#rendering-below-the-first-screen). */}
              <ul
                aria-label="Bio examples"
                className="mt-4 grid gap-4 *:drawn-near-[34rem] md:grid-cols-2 lg:grid-cols-3"
              >
                {examples.map((example) => (
                  <ExampleCard key={example.id} example={example} />
                ))}
              </ul>
            </>
          )}
        </TabsContent>

        <TabsContent value="top">
          <h2 className="sr-only">{EXAMPLES_TAB_LABELS.top}</h2>
          {top.length === 0 ? (
            <NoResults message={EXAMPLES_EMPTY_STATE} resetLabel="Show all examples" href={path} onReset={reset} />
          ) : (
            <>
              <p className="text-fg-muted">
                The {top.length === 1 ? "example" : `${top.length} examples`} with the highest illustrative engagement
                rate{examples.length < BIO_EXAMPLES.length ? " among those shown" : ""}.
              </p>
              <MetricsNote />
              <ol aria-label="Top performers" className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {top.map((example, index) => (
                  <ExampleCard key={example.id} example={example} rank={index + 1} />
                ))}
              </ol>
            </>
          )}
        </TabsContent>

        <TabsContent value="analysis">
          <h2 className="sr-only">{EXAMPLES_TAB_LABELS.analysis}</h2>
          <p className="text-fg-muted">What all {facts.count} examples have in common, whatever the search.</p>
          <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            <Fact term="Examples on three lines" value={`${facts.threeLineCount} of ${facts.count}`} />
            <Fact term="Average length" value={`${facts.averageLength} characters`} />
            <Fact term="Shortest" value={`${facts.shortestLength} characters`} />
            <Fact term="Longest" value={`${facts.longestLength} characters`} />
          </dl>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            {EXAMPLE_ANALYSIS.map((section) => (
              <Card as="section" variant="content" key={section.id} aria-labelledby={`analysis-${section.id}`}>
                <h3 id={`analysis-${section.id}`} className="font-semibold text-fg">
                  {section.title}
                </h3>
                <p className="mt-1.5 text-sm leading-relaxed text-fg-muted">{section.summary}</p>
                <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-fg-muted marker:text-fg-subtle">
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </TabsContent>
      </Tabs>
    </>
  );
}

function MetricsNote() {
  return (
    <p className="mt-3 rounded-card border border-line bg-surface-muted p-4 text-sm leading-relaxed text-fg-muted">
      {ILLUSTRATIVE_METRICS_NOTE}
    </p>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-card border border-line bg-surface p-4">
      <dt className="text-xs font-medium text-fg-muted">{term}</dt>
      <dd className="mt-1 text-lg font-semibold text-fg">{value}</dd>
    </div>
  );
}

function ExampleCard({ example, rank }: { example: BioExample; rank?: number }) {
  return (
    <Card as="li" className="flex flex-col">
      <div className="flex flex-wrap items-center gap-2">
        {rank !== undefined && (
          <Badge variant="solid">
            <Trophy aria-hidden="true" />
            <span className="sr-only">Rank </span>#{rank}
          </Badge>
        )}
        <Badge variant="accent">{EXAMPLE_FILTER_LABELS[example.category]}</Badge>
        <Badge variant="outline">
          <span className="sr-only">Difficulty: </span>
          {example.difficulty}
        </Badge>
      </div>
      <h3 className="mt-3 font-semibold text-fg">{example.industry}</h3>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-fg">{example.bio}</p>
      <div className="mt-4 rounded-control bg-surface-muted px-3 py-2.5">
        <p className="text-xs font-medium text-fg-muted">Illustrative figures</p>
        <dl className="mt-1.5 grid grid-cols-3 gap-2">
          {METRIC_KEYS.map((key) => (
            <div key={key} className="min-w-0">
              <dt className="text-xs leading-snug text-fg-muted">{ILLUSTRATIVE_METRIC_LABELS[key]}</dt>
              <dd className="font-semibold text-fg">
                {formatIllustrativeMetric(key, example.illustrativeMetrics[key])}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <h4 className="mt-4 text-sm font-semibold text-fg">Why it works</h4>
      <ul className="mt-1.5 flex-1 list-disc space-y-1 pl-5 text-sm leading-relaxed text-fg-muted marker:text-fg-subtle">
        {example.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <CopyButton
        size="sm"
        className="mt-4 self-start"
        text={example.bio}
        label="Copy Bio"
        aria-label={`Copy Bio: ${example.industry}`}
        toasts={EXAMPLE_COPY_TOASTS}
      />
    </Card>
  );
}
