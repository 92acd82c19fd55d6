import { ClipboardCheck, PenLine, Ruler, Tags, type LucideIcon } from "lucide-react";

import type { Route } from "./+types/resources.bio-templates";
import { BIO_TEMPLATE_HOW_TO, BIO_TEMPLATE_INFO_CARDS } from "@domain/content/bio-templates-guide";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { Card, InfoCard } from "~/components/ui/card";
import { readBioTemplatesView } from "~/features/resources/bio-templates-view";
import { BioTemplatesBrowserIsland } from "~/islands/bio-templates-browser";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader({ request }: Route.LoaderArgs) {
  return { ...pageData("/resources/bio-templates"), view: readBioTemplatesView(new URL(request.url).searchParams) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

const INFO_ICONS: Record<(typeof BIO_TEMPLATE_INFO_CARDS)[number]["id"], LucideIcon> = {
  "written-to-fit": Ruler,
  placeholders: PenLine,
  "what-the-labels-mean": Tags,
  "make-it-yours": ClipboardCheck,
};

export default function BioTemplatesPage({ loaderData }: Route.ComponentProps) {
  const { page, view } = loaderData;
  return (
    <main id="main" className="page">
      <PageIntro page={page} />
      <BioTemplatesBrowserIsland path={page.path} initial={view} />

      <section aria-labelledby="about-templates" className="mt-14">
        <h2 id="about-templates" className="section-title">
          About these templates
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {BIO_TEMPLATE_INFO_CARDS.map((card) => (
            <InfoCard key={card.id} icon={INFO_ICONS[card.id]} title={card.title}>
              <p>{card.description}</p>
            </InfoCard>
          ))}
        </ul>
      </section>

      <Card as="section" aria-labelledby="how-to-use" className="mt-10">
        <h2 id="how-to-use" className="section-title">
          {BIO_TEMPLATE_HOW_TO.title}
        </h2>
        <ol className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {BIO_TEMPLATE_HOW_TO.steps.map((step, index) => (
            <li key={step.id} className="flex gap-3 lg:flex-col">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-text"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-fg">{step.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-fg-muted">{step.detail}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>

      <BackHomeLink />
    </main>
  );
}
