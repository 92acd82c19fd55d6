import { Eye, Gauge, Layers, ScanText, ShieldCheck, Sparkles, Tag, UserRound, type LucideIcon } from "lucide-react";

import type { Route } from "./+types/ai-bio-generator";
import {
  AI_GENERATOR_FEATURE_CARDS,
  AI_GENERATOR_STEPS,
  type AiGeneratorStep,
} from "@domain/content/ai-generator-page";
import { AI_BIO_GENERATOR_ARTICLE } from "@domain/content/articles/ai-bio-generator";
import { ArticleView } from "~/components/article";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { Card, InfoCard } from "~/components/ui/card";
import { AiBioGeneratorIsland } from "~/islands/ai-bio-generator";
import { CopyBioIsland } from "~/islands/copy-bio";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader() {
  return pageData("/ai-bio-generator");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

const FEATURE_ICONS: Record<string, LucideIcon> = {
  "your-own-words": UserRound,
  "checked-before-shown": ShieldCheck,
  "honest-labels": Tag,
  "no-account": Eye,
};

const STEP_ICONS: Record<AiGeneratorStep["id"], LucideIcon> = {
  "input-analysis": ScanText,
  "pattern-recognition": Layers,
  "creative-generation": Sparkles,
  optimization: Gauge,
};

export default function AiBioGeneratorPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <PageIntro page={loaderData.page} />
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:grid-rows-[auto_1fr]">
        {/* Form and panel are grid items; the flexible second row puts extra form height below the cards. */}
        <AiBioGeneratorIsland />
        <section aria-labelledby="generator-features" className="lg:col-start-2">
          <h2 id="generator-features" className="eyebrow text-fg-muted">
            Generator features
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {AI_GENERATOR_FEATURE_CARDS.map((card) => (
              <InfoCard key={card.id} icon={FEATURE_ICONS[card.id]} title={card.title} className="p-4 sm:p-4">
                <p>{card.text}</p>
              </InfoCard>
            ))}
          </ul>
        </section>
      </div>

      <Card as="section" aria-labelledby="how-it-works" className="mt-14">
        <h2 id="how-it-works" className="section-title">
          How it works, in four steps
        </h2>
        <ol className="mt-5 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {AI_GENERATOR_STEPS.map((step, index) => {
            const Icon = STEP_ICONS[step.id];
            return (
              <li key={step.id} className="min-w-0">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-control bg-accent-soft text-accent-text">
                    <Icon aria-hidden="true" className="size-[1.125rem]" />
                  </span>
                  <h3 className="font-semibold text-fg">
                    <span className="text-fg-subtle">{index + 1}. </span>
                    {step.title}
                  </h3>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-fg-muted">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </Card>

      <ArticleView
        article={AI_BIO_GENERATOR_ARTICLE}
        renderCopy={(bio) => <CopyBioIsland text={bio} />}
        className="mt-16"
      />
      <BackHomeLink />
    </main>
  );
}
