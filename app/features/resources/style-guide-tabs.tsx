import { ArrowRightLeft, Check, Lightbulb, ListChecks, Palette, X } from "lucide-react";

import {
  BEFORE_AFTER_EXAMPLES,
  BRANDING_NOTE,
  COLOUR_MEANINGS,
  GUIDELINES,
  STYLE_TIPS,
  TYPOGRAPHY_MEANINGS,
  TYPOGRAPHY_NOTE,
  type Guideline,
} from "@domain/content/style-guide";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { StyledText } from "~/components/ui/styled-text";
import { TabLinkList } from "~/components/ui/tab-link";
import { Tabs, TabsContent } from "~/components/ui/tabs";
import { urlStateSearch, useUrlState } from "~/components/url-state";

import { STYLE_TIP_COPY_TOASTS } from "./copy-toasts";
import {
  STYLE_GUIDE_TAB_LABELS,
  STYLE_GUIDE_TABS,
  STYLE_GUIDE_VIEW_DEFAULTS,
  type StyleGuideTab,
  type StyleGuideView,
} from "./style-guide-view";
import { TipActions, TipExample } from "./tip-example";

const TAB_ICONS = { tips: Lightbulb, branding: Palette, guidelines: ListChecks, examples: ArrowRightLeft } as const;

export interface StyleGuideTabsProps {
  path: string;
  /** As the server rendered it. */
  initial: StyleGuideView;
  /** Converted on the server, so the font tables stay out of the page's JavaScript. */
  typographySamples: Record<string, string>;
}

/** Every panel is in the HTML; the tab is in the address. */
export function StyleGuideTabs({ path, initial, typographySamples }: StyleGuideTabsProps) {
  const [view, setView] = useUrlState(initial, STYLE_GUIDE_VIEW_DEFAULTS);
  return (
    <Tabs value={view.tab} onValueChange={(tab) => setView({ tab: tab as StyleGuideTab })} className="mt-8">
      {/* Four tabs do not fit a phone's width in one row. */}
      <TabLinkList
        label="Style guide sections"
        tabs={STYLE_GUIDE_TABS}
        labels={STYLE_GUIDE_TAB_LABELS}
        icons={TAB_ICONS}
        href={(tab) => path + urlStateSearch({ tab }, STYLE_GUIDE_VIEW_DEFAULTS)}
        phone="two-columns"
      />

      <TabsContent value="tips">
        <h2 className="sr-only">{STYLE_GUIDE_TAB_LABELS.tips}</h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {STYLE_TIPS.map((tip) => (
            <Card as="li" key={tip.id} className="flex flex-col">
              <h3 className="font-semibold text-fg">{tip.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-fg-muted">{tip.description}</p>
              <TipExample text={tip.example} className="flex-1" />
              <TipActions tip={tip} toasts={STYLE_TIP_COPY_TOASTS} />
            </Card>
          ))}
        </ul>
      </TabsContent>

      <TabsContent value="branding">
        <h2 className="sr-only">{STYLE_GUIDE_TAB_LABELS.branding}</h2>
        <p className="rounded-card border border-line bg-surface-muted p-4 text-sm leading-relaxed text-fg-muted">
          {BRANDING_NOTE}
        </p>
        <section aria-labelledby="colour-meanings" className="mt-8">
          <h3 id="colour-meanings" className="section-title">
            What colours suggest
          </h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {COLOUR_MEANINGS.map((colour) => (
              <Card as="li" key={colour.id} className="p-5 sm:p-5">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="size-9 shrink-0 rounded-full border border-line shadow-xs"
                    style={{ backgroundColor: colour.swatch }}
                  />
                  <h4 className="font-semibold text-fg">
                    {colour.name} <span aria-hidden="true">{colour.emoji}</span>
                  </h4>
                </div>
                <ul aria-label={`${colour.name} suggests`} className="mt-3 flex flex-wrap gap-1.5">
                  {colour.associations.map((association) => (
                    <li key={association}>
                      <Badge>{association}</Badge>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-sm text-fg-muted">
                  <span className="font-medium text-fg">Often used for:</span> {colour.oftenUsedFor}
                </p>
              </Card>
            ))}
          </ul>
        </section>
        <section aria-labelledby="typography-meanings" className="mt-10">
          <h3 id="typography-meanings" className="section-title">
            What letterforms suggest
          </h3>
          <p className="mt-2 max-w-3xl text-sm leading-relaxed text-fg-muted">{TYPOGRAPHY_NOTE}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TYPOGRAPHY_MEANINGS.map((meaning) => (
              <Card as="li" key={meaning.id} className="p-5 sm:p-5">
                <h4 className="font-semibold text-fg">{meaning.name}</h4>
                <p className="mt-2 text-xl text-fg">
                  <span className="sr-only">Sample: </span>
                  <StyledText text={typographySamples[meaning.id] ?? ""} />
                </p>
                <p className="mt-2 text-sm leading-relaxed text-fg-muted">{meaning.conveys}</p>
                <p className="mt-2 text-sm leading-relaxed text-fg-muted">
                  <span className="font-medium text-fg">Best for:</span> {meaning.bestFor}
                </p>
              </Card>
            ))}
          </ul>
        </section>
      </TabsContent>

      <TabsContent value="guidelines">
        <h2 className="sr-only">{STYLE_GUIDE_TAB_LABELS.guidelines}</h2>
        <div className="grid gap-4 md:grid-cols-2">
          <GuidelineList kind="do" title="Do" items={GUIDELINES.dos} />
          <GuidelineList kind="dont" title="Don't" items={GUIDELINES.donts} />
        </div>
      </TabsContent>

      <TabsContent value="examples">
        <h2 className="sr-only">{STYLE_GUIDE_TAB_LABELS.examples}</h2>
        <ul className="space-y-4">
          {BEFORE_AFTER_EXAMPLES.map((example) => (
            <Card as="li" key={example.id}>
              <h3 className="font-semibold text-fg">{example.context}</h3>
              <div className="mt-4 grid gap-3 md:grid-cols-2">
                <figure className="rounded-control bg-danger-soft px-4 py-3">
                  <figcaption className="eyebrow text-danger-text">Before</figcaption>
                  <StyledText
                    text={example.before}
                    className="mt-1.5 block leading-relaxed whitespace-pre-line text-fg"
                  />
                </figure>
                <figure className="rounded-control bg-success-soft px-4 py-3">
                  <figcaption className="eyebrow text-success-text">After</figcaption>
                  <StyledText
                    text={example.after}
                    className="mt-1.5 block leading-relaxed whitespace-pre-line text-fg"
                  />
                </figure>
              </div>
              <h4 className="mt-4 text-sm font-semibold text-fg">What changed</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-fg-muted marker:text-fg-subtle">
                {example.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </TabsContent>
    </Tabs>
  );
}

function GuidelineList({ kind, title, items }: { kind: "do" | "dont"; title: string; items: readonly Guideline[] }) {
  const Icon = kind === "do" ? Check : X;
  return (
    <Card as="section" aria-labelledby={`guidelines-${kind}`}>
      <h3 id={`guidelines-${kind}`} className="flex items-center gap-2 section-title">
        <span
          aria-hidden="true"
          className={cn(
            "inline-flex size-8 items-center justify-center rounded-full",
            kind === "do" ? "bg-success-soft text-success-text" : "bg-danger-soft text-danger-text",
          )}
        >
          <Icon className="size-4" />
        </span>
        {title}
      </h3>
      <ul className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item.id}>
            <p className="font-medium text-fg">{item.text}</p>
            <p className="mt-0.5 text-sm leading-relaxed text-fg-muted">{item.reason}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
