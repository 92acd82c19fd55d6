import { Gauge, Lightbulb, Smartphone, Zap } from "lucide-react";

import { formatLimit } from "@domain/content/cited-limits";
import {
  GROWTH_METRICS,
  GROWTH_METRICS_NOTE,
  PLATFORM_TIPS,
  QUICK_HACKS,
  searchTips,
  TIPS_EMPTY_STATE,
  tipSearchSummary,
  type Tip,
} from "@domain/content/tips";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { FilterForm, NoScriptSubmit } from "~/components/ui/filter-form";
import { NoResults } from "~/components/ui/no-results";
import { SearchField } from "~/components/ui/search-field";
import { TabLinkList } from "~/components/ui/tab-link";
import { Tabs, TabsContent } from "~/components/ui/tabs";
import { urlStateSearch, useUrlState } from "~/components/url-state";

import { TIP_COPY_TOASTS } from "./copy-toasts";
import { TipActions, TipExample } from "./tip-example";
import { TIPS_TAB_LABELS, TIPS_TABS, TIPS_VIEW_DEFAULTS, type TipsTab, type TipsView } from "./tips-view";

const TAB_ICONS = { all: Lightbulb, hacks: Zap, platforms: Smartphone } as const;

export interface TipsExplorerProps {
  path: string;
  /** As the server rendered it. */
  initial: TipsView;
}

/** Results show on All Tips, so typing brings that tab forward. */
export function TipsExplorer({ path, initial }: TipsExplorerProps) {
  const [view, setView] = useUrlState(initial, TIPS_VIEW_DEFAULTS);
  const result = searchTips(view.q);
  const summary = tipSearchSummary(result.total, view.q);
  const href = (tab: TipsTab) => path + urlStateSearch({ ...view, tab }, TIPS_VIEW_DEFAULTS);

  return (
    <>
      <FilterForm label="Find a tip" className="mt-8">
        <div className="flex items-end gap-3">
          <SearchField
            label="Search tips"
            name="q"
            value={view.q}
            onChange={(q) => setView({ q, tab: "all" })}
            placeholder="Try 'link', 'emoji' or 'growth'"
            className="flex-1"
          />
          <NoScriptSubmit className="h-11" />
        </div>
        {/* The search box's own live region stays empty: this line is the one announced. */}
        <p role="status" aria-live="polite" className="mt-2 text-sm font-medium text-fg empty:hidden">
          {summary}
        </p>
      </FilterForm>

      <Tabs value={view.tab} onValueChange={(tab) => setView({ tab: tab as TipsTab })} className="mt-8">
        <TabLinkList label="Kinds of tips" tabs={TIPS_TABS} labels={TIPS_TAB_LABELS} icons={TAB_ICONS} href={href} />

        <TabsContent value="all">
          <h2 className="sr-only">{TIPS_TAB_LABELS.all}</h2>
          {result.total === 0 ? (
            <NoResults
              message={TIPS_EMPTY_STATE}
              resetLabel="Show all tips"
              href={path}
              onReset={() => setView(TIPS_VIEW_DEFAULTS)}
            />
          ) : (
            <div className="space-y-10">
              {result.categories.map((category) => (
                <section key={category.id} aria-labelledby={`tips-${category.id}`}>
                  <h3 id={`tips-${category.id}`} className="section-title">
                    {category.title}
                  </h3>
                  <p className="mt-1 text-fg-muted">{category.description}</p>
                  <ul className="mt-4 grid gap-4 md:grid-cols-2">
                    {category.tips.map((tip) => (
                      <TipCard key={tip.id} tip={tip} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </TabsContent>

        <TabsContent value="hacks">
          <section aria-labelledby="quick-hacks">
            <h2 id="quick-hacks" className="section-title">
              {TIPS_TAB_LABELS.hacks}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {QUICK_HACKS.map((hack) => (
                <Card as="li" variant="content" key={hack.id} className="flex flex-col">
                  <h3 className="flex items-start gap-2 font-semibold text-fg">
                    <Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
                    {hack.title}
                  </h3>
                  <p className="mt-1.5 flex-1 text-sm leading-relaxed text-fg-muted">{hack.description}</p>
                  <TipExample text={hack.example} />
                </Card>
              ))}
            </ul>
          </section>
          <section aria-labelledby="growth-metrics" className="mt-10">
            <h2 id="growth-metrics" className="section-title">
              Growth metrics to watch
            </h2>
            <p className="mt-2 max-w-3xl rounded-card border border-line bg-surface-muted p-4 text-sm leading-relaxed text-fg-muted">
              {GROWTH_METRICS_NOTE}
            </p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {GROWTH_METRICS.map((metric) => (
                <Card as="li" variant="content" key={metric.id} className="p-5 sm:p-5">
                  <h3 className="flex items-center gap-2 font-semibold text-fg">
                    <Gauge aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
                    {metric.label}
                  </h3>
                  <p className="mt-2 rounded-control bg-accent-soft px-3 py-1.5 text-sm font-medium text-accent-soft-fg">
                    {metric.value}
                  </p>
                  <p className="mt-2 text-sm leading-relaxed text-fg-muted">{metric.description}</p>
                </Card>
              ))}
            </ul>
          </section>
        </TabsContent>

        <TabsContent value="platforms">
          <h2 className="sr-only">{TIPS_TAB_LABELS.platforms}</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {PLATFORM_TIPS.map(({ platform, limit, tips }) => (
              <Card as="li" variant="content" key={platform}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="section-title">{limit.name}</h3>
                  <Badge variant="accent">
                    {limit.field[0]!.toUpperCase() + limit.field.slice(1)}: {formatLimit(limit.limit)} characters
                  </Badge>
                </div>
                <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed text-fg-muted marker:text-fg-subtle">
                  {tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </Card>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
    </>
  );
}

function TipCard({ tip }: { tip: Tip }) {
  return (
    <Card as="li" variant="content" className="flex flex-col">
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-semibold text-fg">{tip.title}</h4>
        <Badge variant="outline">
          <span className="sr-only">Difficulty: </span>
          {tip.difficulty}
        </Badge>
      </div>
      <p className="mt-1.5 flex-1 text-sm leading-relaxed text-fg-muted">{tip.description}</p>
      <TipExample text={tip.example} />
      <TipActions tip={tip} toasts={TIP_COPY_TOASTS} />
    </Card>
  );
}
